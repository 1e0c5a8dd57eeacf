import LifecycleModel
import Texts

/// A catalogue row's cells (the words around them, column headings and the availability phrase, are
/// `Texts`').
enum CatalogueLabels {
    typealias Column = CatalogueColumn

    /// The cells of one entry, in `Column` order, with backticks marking code.
    static func cell(_ column: Column, of row: CatalogueRow, _ language: Language) -> String {
        let entry = row.entry
        return switch column {
        case .method: "`\(entry.method)`"
        case .owner: entry.owner.title[language]
        case .phase: entry.phase.title[language]
        case .frequency: entry.frequency.title[language]
        case .ios: entry.availability.phrase(language)
        case .superCall: entry.superCall.title[language]
        case .summary: row.text.summary[language]
        case .when: row.text.when[language]
        case .use: row.text.use[language]
        case .avoid: row.text.avoid[language]
        }
    }
}
/// One row of a rendered catalogue: the model's facts and the reader's texts of one method.
struct CatalogueRow {
    var entry: MethodEntry
    var text: MethodText
}

/// Splits catalogue text into plain runs and `code` runs (backtick-delimited), so each format can
/// escape and mark them its own way. An unmatched backtick is kept as plain text.
enum CatalogueInline {
    enum Run: Equatable {
        case text(String)
        case code(String)
    }

    static func runs(_ text: String) -> [Run] {
        var runs: [Run] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "`") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "`") else { break }
            if open > rest.startIndex { runs.append(.text(String(rest[..<open]))) }
            runs.append(.code(String(rest[afterOpen..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { runs.append(.text(String(rest))) }
        return runs
    }

    /// The text with code marks removed, for plain-text output.
    static func plain(_ text: String) -> String {
        runs(text).map { run in
            switch run {
            case .text(let text), .code(let text): text
            }
        }.joined()
    }
}
