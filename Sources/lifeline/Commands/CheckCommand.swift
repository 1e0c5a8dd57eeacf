import ArgumentParser
import Foundation
import SiteBuilder

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Fails unless the output folder is exactly what a fresh build produces.",
        discussion: "Builds into a temporary folder and compares file by file. Warnings fail too, as with --strict.")

    @OptionGroup var options: SiteOptions

    func run() throws {
        var strictOptions = options
        strictOptions.strict = true
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-check-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: fresh) }
        do {
            try strictOptions.builder().build(to: fresh.path)
        } catch {
            printDiagnostics(error.diagnostics)
            throw ExitCode.failure
        }
        let differences = FreshnessCheck.compare(fresh: fresh, committed: URL(fileURLWithPath: options.out))
        guard differences.isEmpty else {
            printError("\(options.out) is not what a build produces (run `lifeline build`):")
            for difference in differences {
                printError("  \(difference)")
                if case .differs(_, let detail) = difference { printDetail(detail) }
            }
            let differing = differences.compactMap { difference -> FreshnessCheck.ContentDifference? in
                if case .differs(_, let detail) = difference { return detail } else { return nil }
            }
            if !differing.isEmpty, differing.count == differences.count, differing.allSatisfy(\.onlyInDiagrams) {
                printError("note: " + FreshnessCheck.diagramsOnlyHint)
            }
            throw ExitCode.failure
        }
        print("\(options.out) is up to date")
    }

    /// The first differing line of one file, committed and built, under its `differs:` entry.
    private func printDetail(_ detail: FreshnessCheck.ContentDifference) {
        let place = detail.onlyInDiagrams ? " (only inside diagrams)" : ""
        printError("    first difference at line \(detail.line)\(place):")
        printError("      committed: \(detail.committed ?? "(end of file)")")
        printError("      built:     \(detail.built ?? "(end of file)")")
    }
}
