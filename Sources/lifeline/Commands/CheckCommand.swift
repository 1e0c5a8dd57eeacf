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
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-check-\(ProcessInfo.processInfo.processIdentifier)")
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
            for difference in differences { printError("  \(difference)") }
            throw ExitCode.failure
        }
        print("\(options.out) is up to date")
    }
}
