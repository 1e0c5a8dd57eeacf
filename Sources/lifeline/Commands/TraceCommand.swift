import ArgumentParser
import Foundation
import Reports
import Scenario

import struct LifecycleModel.IOSVersion
import enum LifecycleModel.Severity
import struct LifecycleModel.Trace

/// `lifeline trace FILE|- [--format text|json] [--ios N] [--evidence] [--deny warnings|errors]`: runs a scenario
/// and prints its trace.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Run a scenario through the lifecycle model and print what UIKit calls.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @ArgumentParser.Argument(help: "The scenario file, or - for standard input.")
    var file: String

    @Option(help: "Output format: text (an aligned table) or json (the public trace format).")
    var format: Format = .text

    @Option(help: "The iOS release to model, e.g. 12 or 17.4.")
    var ios: IOSVersion = .newest

    @Option(help: "A title for the trace.")
    var title: String?

    @Flag(
        help:
            "With --format text: a last column saying how each row is known (observed, documented or the model's choice) and from which evidence entries. The JSON always carries the ids."
    )
    var evidence = false

    /// How serious a misuse diagnostic must be to fail the command.
    enum Deny: String, ExpressibleByArgument, CaseIterable {
        case warnings, errors

        func fails(_ severity: Severity) -> Bool { self == .warnings || severity == .error }
    }

    @Option(help: "Exit non-zero when the run has diagnostics: 'warnings' (any diagnostic) or 'errors' (errors only).")
    var deny: Deny?

    func run() throws {
        let trace = try ScenarioInput.run(file, ios: ios, title: title).trace
        switch format {
        case .json: print(TraceJSONRenderer.render(trace), terminator: "")
        case .text:
            let text = TraceTextRenderer.render(trace, color: isatty(STDOUT_FILENO) == 1, evidence: evidence)
            print(text, terminator: "")
        }
        if let deny {
            let failing = trace.diagnostics.filter { deny.fails($0.severity) }.count
            if failing > 0 {
                FileHandle.standardError.write(
                    Data(
                        "error: \(failing) diagnostic\(failing == 1 ? "" : "s") denied by --deny \(deny.rawValue)\n"
                            .utf8))
                throw ExitCode(1)
            }
        }
    }
}
