import ArgumentParser
import SiteBuilder

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Builds the site from Markdown into static HTML.",
        discussion: "On any error nothing is written and the previous output stays as it was.")

    @OptionGroup var options: SiteOptions

    func run() throws {
        do {
            let report = try options.builder().build(to: options.out)
            printDiagnostics(report.warnings)
            print("built \(report.pageCount) pages, \(report.files.count) files, into \(options.out)")
        } catch {
            printDiagnostics(error.diagnostics)
            throw ExitCode.failure
        }
    }
}
