import ArgumentParser
import SiteBuilder

struct BlessCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bless",
        abstract: "Rewrites each scenario's ```expect block and each claim's ```verdict with what the model does now.",
        discussion: "Review the change with `git diff Content/`, then rebuild the site.")

    @OptionGroup var options: SiteOptions

    func run() throws {
        do {
            let files = try options.builder().blessPins()
            for file in files {
                print("\(file.path): \(file.updatedPins) pin\(file.updatedPins == 1 ? "" : "s") updated")
            }
            if files.isEmpty { print("every pin holds") }
        } catch {
            printDiagnostics(error.diagnostics)
            throw ExitCode.failure
        }
    }
}
