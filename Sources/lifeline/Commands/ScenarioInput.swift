import ArgumentParser
import Foundation
import LifecycleModel
import Scenario

/// How `trace` and `diagram` take a scenario: from a file, or from standard input for `-`. A scenario
/// error goes to standard error as `file:line:column: error:` with the source line and a caret, and
/// the command exits with status 1.
enum ScenarioInput {
    /// The scenario text and the name errors give it.
    static func read(_ file: String?) throws -> (source: String, name: String) {
        guard let file, file != "-" else {
            return (String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self), "<stdin>")
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            FileHandle.standardError.write(Data("error: cannot read \(file)\n".utf8))
            throw ExitCode(1)
        }
        return (String(decoding: data, as: UTF8.self), file)
    }

    /// Reads and runs the scenario.
    static func run(_ file: String?, ios: IOSVersion, title: String?) throws -> (trace: Trace, source: String) {
        let (source, name) = try read(file)
        do throws(ScenarioError) {
            return (try ScenarioRunner.run(source: source, ios: ios, title: title), source)
        } catch {
            FileHandle.standardError.write(Data((error.rendered(file: name, source: source) + "\n").utf8))
            throw ExitCode(1)
        }
    }
}
