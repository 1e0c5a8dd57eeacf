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

    @Option(name: .customLong("lang"), help: "Language: \(Language.allCases.map(\.rawValue).joined(separator: ", ")).")
    var language: String = Language.en.rawValue

    @Option(help: "Output format: \(CatalogueFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: String = CatalogueFormat.markdown.rawValue

    @Option(help: "Only methods called on this iOS release, e.g. 12 or 17.4.")
    var ios: String?

    @Option(help: "Only one phase: \(Phase.allCases.map(\.rawValue).joined(separator: ", ")).")
    var phase: String?

    /// Rejects bad values before running, so the error comes with this subcommand's usage.
    func validate() throws {
        _ = try request()
    }

    func run() throws {
        let (language, format, version, phase) = try request()
        let entries = MethodCatalogue.entries(ios: version, phase: phase)
        print(CatalogueRenderer.render(entries, format: format, language: language), terminator: "")
    }

    private func request() throws -> (Language, CatalogueFormat, IOSVersion?, Phase?) {
        guard let parsedLanguage = Language(rawValue: language) else {
            throw ValidationError("unknown language '\(language)'; use one of: \(Language.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let parsedFormat = CatalogueFormat(rawValue: format) else {
            throw ValidationError("unknown format '\(format)'; use one of: \(CatalogueFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var version: IOSVersion?
        if let ios {
            guard let parsed = IOSVersion(parsing: ios) else {
                throw ValidationError("'\(ios)' is not an iOS version; write e.g. 12 or 17.4")
            }
            version = parsed
        }
        var parsedPhase: Phase?
        if let phase {
            guard let parsed = Phase(rawValue: phase) else {
                throw ValidationError("unknown phase '\(phase)'; use one of: \(Phase.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            parsedPhase = parsed
        }
        return (parsedLanguage, parsedFormat, version, parsedPhase)
    }
}
