import ArgumentParser
import Foundation
import Reports
import Scenario

import struct LifecycleModel.IOSVersion
import enum LifecycleModel.Severity
import struct LifecycleModel.Trace

/// `lifeline trace FILE|- [--format text|json] [--ios N | --compare 12,13,17] [--evidence] [--deny warnings|errors]
/// [--journey STEP] [--controller NAME]`: runs a scenario and prints its trace, or its traces on several versions
/// and what changed between them. A file of classes without top-level code runs its controller through a
/// journey (`JourneyScript`): the text output then starts with the journey's steps and marks the rows where
/// the file's code ran.
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

    @Option(
        help: ArgumentHelp(
            "Run on several releases and compare: '12,13,17' or 'all'. Text prints each trace and what changed; json an array of traces.",
            valueName: "versions"))
    var compare: String?

    @Option(help: "A title for the trace.")
    var title: String?

    @Flag(
        help:
            "With --format text: a last column saying how each row is known (observed on this release, documented, extrapolated from logs of other releases, or the model's choice) and from which evidence entries. The JSON always carries the ids."
    )
    var evidence = false

    /// How serious a misuse diagnostic must be to fail the command.
    enum Deny: String, ExpressibleByArgument, CaseIterable {
        case warnings, errors

        func fails(_ severity: Severity) -> Bool { self == .warnings || severity == .error }
    }

    @Option(help: "Exit non-zero when the run has diagnostics: 'warnings' (any diagnostic) or 'errors' (errors only).")
    var deny: Deny?

    @Option(
        help: ArgumentHelp(
            "For a file of classes without top-level code: the journey its controller takes after it becomes the window's root (standard: all of the steps; the default).",
            valueName: "step"))
    var journey: Journey?

    @Option(
        help: "For a file of classes: the view controller class to take through the journey, when it declares several.")
    var controller: String?

    func run() throws {
        let input = try ScenarioInput.prepare(file, journey: journey, controller: controller)
        let traces: [Trace]
        if let compare {
            let versions: [IOSVersion]
            do {
                versions = try TraceComparison.versions(parsing: compare)
            } catch {
                throw ValidationError("--compare: \(error.description)")
            }
            traces = try ScenarioInput.run(
                input, versions: versions, title: title, skippingUnavailable: compare == "all")
        } else {
            traces = [try ScenarioInput.run(input, ios: ios, title: title)]
        }
        let color = isatty(STDOUT_FILENO) == 1
        switch (format, compare) {
        case (.json, nil): print(TraceJSONRenderer.render(traces[0]), terminator: "")
        case (.json, _): print(TraceJSONRenderer.render(traces), terminator: "")
        case (.text, nil):
            if let script = input.journey { print(JourneyLegend.render(script), terminator: "") }
            let own = input.journey.map { $0.ownCodeRows(in: traces[0]) }
            print(
                TraceTextRenderer.render(
                    traces[0], color: color, evidence: evidence, marked: own, marker: JourneyLegend.marker),
                terminator: "")
        case (.text, _):
            if let script = input.journey { print(JourneyLegend.render(script), terminator: "") }
            print(TraceComparisonText.render(TraceComparison(traces), color: color), terminator: "")
        }
        if let deny {
            let failing = traces.flatMap { $0.diagnostics }.filter { deny.fails($0.severity) }.count
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
