import LifecycleModel
import Texts

/// The catalogue as an HTML `<table>`. Each row carries `data-method`, `data-owner`, `data-phase`,
/// `data-frequency`, `data-super`, `data-introduced` and, when they apply, `data-sdk`,
/// `data-deprecated` and `data-removed` (version numbers such as `17` or `17.4`), so a page script can
/// filter by phase and iOS version. All text and attribute values are escaped.
enum CatalogueHTML {
    static let columns: [CatalogueLabels.Column] =
        [.method, .owner, .phase, .frequency, .ios, .superCall, .summary, .when, .use, .avoid]

    static func render(_ rows: [CatalogueRow], language: Language) -> String {
        var out = "<table class=\"lifeline-catalogue\" lang=\"\(htmlLanguage(language))\">\n<thead>\n<tr>"
        for column in columns {
            out += "<th scope=\"col\">\(escape(column.title[language]))</th>"
        }
        out += "</tr>\n</thead>\n<tbody>\n"
        for row in rows {
            out += "<tr" + attributes(of: row.entry) + ">"
            for column in columns {
                let content = inline(CatalogueLabels.cell(column, of: row, language))
                out += column == .method ? "<th scope=\"row\">\(content)</th>" : "<td>\(content)</td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody>\n</table>\n"
        return out
    }

    private static func htmlLanguage(_ language: Language) -> String {
        switch language {
        case .en: "en"
        case .ru: "ru"
        case .zh: "zh-Hans"
        }
    }

    private static func attributes(of entry: MethodEntry) -> String {
        let availability = entry.availability
        var pairs: [(String, String)] = [
            ("data-method", entry.method),
            ("data-owner", entry.owner.rawValue),
            ("data-phase", entry.phase.rawValue),
            ("data-frequency", entry.frequency.rawValue),
            ("data-super", entry.superCall.rawValue),
            ("data-introduced", availability.introduced.description),
        ]
        if let sdk = availability.sdk { pairs.append(("data-sdk", sdk.description)) }
        if let deprecated = availability.deprecated { pairs.append(("data-deprecated", deprecated.description)) }
        if let removed = availability.removed { pairs.append(("data-removed", removed.description)) }
        return pairs.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    /// Escaped text with backtick runs as `<code>`.
    static func inline(_ text: String) -> String { InlineMarkup.html(text) }

    static func escape(_ text: String) -> String { HTMLEscaping.escape(text) }
}
