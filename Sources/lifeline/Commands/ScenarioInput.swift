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

    /// Reads the scenario once and runs it on each version. With `skippingUnavailable` (`--compare
    /// all`) a version the scenario cannot run on is left out, said on standard error.
    static func run(_ file: String?, versions: [IOSVersion], title: String?, skippingUnavailable: Bool) throws
        -> [Trace]
    {
        let (source, name) = try read(file)
        var traces: [Trace] = []
        for version in versions {
            do throws(ScenarioError) {
                traces.append(try ScenarioRunner.run(source: source, ios: version, title: title))
            } catch {
                if skippingUnavailable {
                    FileHandle.standardError.write(Data("note: not run on iOS \(version): \(error.message)\n".utf8))
                    continue
                }
                FileHandle.standardError.write(
                    Data(("iOS \(version): " + error.rendered(file: name, source: source) + "\n").utf8))
                throw ExitCode(1)
            }
        }
        guard traces.count >= 2 else {
            FileHandle.standardError.write(Data("error: the scenario runs on fewer than two of the versions\n".utf8))
            throw ExitCode(1)
        }
        return traces
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
