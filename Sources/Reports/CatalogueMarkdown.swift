import LifecycleModel
import Texts

/// The catalogue as a GitHub-flavoured Markdown table. Every cell is escaped: Markdown punctuation is
/// backslash-escaped, `|` is escaped everywhere (also inside code spans, as GFM tables require), and
/// line breaks become spaces, so a cell can never break the table or inject HTML.
enum CatalogueMarkdown {
    static let columns: [CatalogueLabels.Column] = [
        .method, .owner, .phase, .frequency, .ios, .superCall, .when, .use, .avoid,
    ]

    static func render(_ entries: [CatalogueRow], language: Language) -> String {
        var lines: [String] = []
        lines.append(row(columns.map { escapeText($0.title[language]) }))
        lines.append(row(columns.map { _ in "---" }))
        for entry in entries {
            lines.append(row(columns.map { cell(CatalogueLabels.cell($0, of: entry, language)) }))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }

    /// One cell: plain runs escaped, code runs as code spans.
    static func cell(_ text: String) -> String {
        CatalogueInline.runs(text).map { run in
            switch run {
            case .text(let text): escapeText(text)
            case .code(let code): codeSpan(code)
            }
        }.joined()
    }

    static func escapeText(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "&", "~", "#", "!":
                out.append("\\")
                out.append(character)
            case "\n", "\r", "\r\n", "\t":
                out.append(" ")
            default:
                out.append(character)
            }
        }
        return out
    }

    /// A code span long enough to hold any backticks inside; `|` stays escaped because GFM splits
    /// table cells before it parses code spans.
    static func codeSpan(_ code: String) -> String {
        var body = ""
        for character in code {
            switch character {
            case "|": body += "\\|"
            case "\n", "\r", "\r\n": body += " "
            default: body.append(character)
            }
        }
        var longestRun = 0, run = 0
        for character in body {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let padded = body.first == "`" || body.last == "`" ? " \(body) " : body
        return fence + padded + fence
    }
}
