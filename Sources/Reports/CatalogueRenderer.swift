import LifecycleModel
import Texts

/// The output formats of the method catalogue (`lifeline table --format`).
public enum CatalogueFormat: String, CaseIterable, Sendable {
    /// A GitHub-flavoured Markdown table.
    case markdown = "md"
    /// A `<table>` whose rows carry `data-*` attributes for filtering on a page.
    case html
    /// One JSON object; a stable public format (see `CatalogueJSON`).
    case json
    /// An aligned plain-text table for terminals.
    case text

    /// The one parser of a catalogue format, for `lifeline table --format`.
    public init(parsing text: String) throws(InvalidValue) {
        self = try .parse(text, expected: "a catalogue format")
    }
}

/// Renders catalogue entries (usually `MethodCatalogue.entries(ios:phase:)`) in one language.
public enum CatalogueRenderer {
    public static func render(_ entries: [MethodEntry], format: CatalogueFormat, language: Language) -> String {
        render(entries.map { CatalogueRow(entry: $0, text: MethodText.of($0)) }, format: format, language: language)
    }

    /// Renders rows whose texts are given (tests pass texts that try to break a format).
    static func render(_ rows: [CatalogueRow], format: CatalogueFormat, language: Language) -> String {
        switch format {
        case .markdown: CatalogueMarkdown.render(rows, language: language)
        case .html: CatalogueHTML.render(rows, language: language)
        case .json: CatalogueJSON.render(rows, language: language)
        case .text: CatalogueText.render(rows, language: language)
        }
    }
}
