import ArgumentParser
import Foundation
import LifecycleModel
import Scenario
import Texts

/// How `trace` and `diagram` take a scenario: from a file, or from standard input for `-`. A file of
/// classes without top-level code (a controller pasted from an app) runs through a journey
/// (`JourneyScript`). A scenario error goes to standard error as `file:line:column: error:` with the
/// source line and a caret, and the command exits with status 1.
enum ScenarioInput {
    /// The text to run, the name errors give it, and the journey that text ends with, if any.
    struct Prepared {
        var source: String
        var name: String
        var journey: JourneyScript?
    }

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

    /// Reads the file; takes it through `journey` (the standard one when only `controller` is given, or
    /// when the file has classes and no top-level code).
    static func prepare(_ file: String?, journey: Journey? = nil, controller: String? = nil) throws -> Prepared {
        let (source, name) = try read(file)
        guard journey != nil || controller != nil || JourneyScript.wantsJourney(source) else {
            return Prepared(source: source, name: name, journey: nil)
        }
        do throws(ScenarioError) {
            let script = try JourneyScript(file: source, journey: journey ?? .standard, controller: controller)
            return Prepared(source: script.source, name: name, journey: script)
        } catch {
            FileHandle.standardError.write(
                Data((ScenarioErrorText.rendered(error, file: name, source: source) + "\n").utf8))
            throw ExitCode(1)
        }
    }

    /// Runs the prepared scenario on each version. With `skippingUnavailable` (`--compare all`) a
    /// version the scenario cannot run on is left out, said on standard error.
    static func run(_ input: Prepared, versions: [IOSVersion], title: String?, skippingUnavailable: Bool) throws
        -> [Trace]
    {
        let runs: ReleaseRuns
        do throws(ReleaseRuns.Failure) {
            runs = try ReleaseRuns(versions, skippingFailures: skippingUnavailable) { version throws(ScenarioError) in
                try ScenarioRunner.run(source: input.source, ios: version, title: title)
            }
        } catch {
            report(error.error, in: input, prefix: "iOS \(error.version): ")
            throw ExitCode(1)
        }
        for skipped in runs.skipped {
            FileHandle.standardError.write(
                Data(
                    "note: not run on iOS \(skipped.version): \(ScenarioErrorText.message(skipped.error, in: .en))\n"
                        .utf8))
        }
        let traces = runs.traces
        guard traces.count >= 2 else {
            FileHandle.standardError.write(Data("error: the scenario runs on fewer than two of the versions\n".utf8))
            throw ExitCode(1)
        }
        return traces
    }

    /// Runs the prepared scenario.
    static func run(_ input: Prepared, ios: IOSVersion, title: String?) throws -> Trace {
        do throws(ScenarioError) {
            return try ScenarioRunner.run(source: input.source, ios: ios, title: title)
        } catch {
            report(error, in: input)
            throw ExitCode(1)
        }
    }

    /// Reads and runs the scenario (a journey when the file is one).
    static func run(_ file: String?, ios: IOSVersion, title: String?) throws -> (trace: Trace, source: String) {
        let input = try prepare(file)
        return (try run(input, ios: ios, title: title), input.source)
    }

    /// The error at its line of the file; an error in the journey's own lines says which step they are.
    private static func report(_ error: ScenarioError, in input: Prepared, prefix: String = "") {
        var text = prefix + ScenarioErrorText.rendered(error, file: input.name, source: input.source)
        if let journey = input.journey, let stretch = journey.stretch(atLine: error.location.line) {
            text +=
                "\nnote: line \(error.location.line) is the journey's '\(stretch.step.rawValue)' step, after the file's \(journey.fileLineCount) lines"
        }
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
