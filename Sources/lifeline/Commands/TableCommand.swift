import ArgumentParser
import LifecycleModel
import Reports

/// `lifeline table`: the method catalogue, filtered and rendered. Parsing and printing only.
struct TableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Prints the lifecycle method catalogue: what is called when, what it is for, what to avoid.",
        discussion: """
            --ios keeps only the methods UIKit calls on that release (deprecated ones included).
            The JSON format is stable: {"format": "lifeline-catalogue", "version": 1, "language", "entries": [...]}.
            """
    )

    @Option(name: .customLong("lang"), help: "Language.")
    var language: Language = .en

    @Option(help: "Output format.")
    var format: CatalogueFormat = .markdown

    @Option(help: "Only methods called on this iOS release, e.g. 12 or 17.4.")
    var ios: IOSVersion?

    @Option(help: "Only one phase.")
    var phase: Phase?

    func run() throws {
        let entries = MethodCatalogue.entries(ios: ios, phase: phase)
        print(CatalogueRenderer.render(entries, format: format, language: language), terminator: "")
    }
}
