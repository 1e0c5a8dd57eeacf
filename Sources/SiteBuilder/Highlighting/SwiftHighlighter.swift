import Reports
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Build-time syntax highlighting for Swift (and scenario sources, which are Swift syntax) through
/// swift-syntax's own classifier, so the site needs no highlighting JavaScript.
///
/// Output is HTML: text is escaped and each classified run is wrapped in `<span class="hl-KIND">`.
/// Lines are returned separately (a span that crosses a newline is closed and reopened) so a page can
/// number them and link a trace row to the line that caused it.
public enum SwiftHighlighter {
    /// The highlighted source, one HTML string per source line (no trailing newline on each); the same
    /// source is parsed once per process (`HighlightCache`).
    public static func highlightedLines(_ source: String) -> [String] {
        HighlightCache.shared.highlightedLines(source, compute: classifiedLines)
    }

    private static func classifiedLines(_ source: String) -> [String] {
        let tree = Parser.parse(source: source)
        let bytes = Array(source.utf8)
        var lines: [String] = [""]
        for run in tree.classifications {
            let start = run.range.lowerBound.utf8Offset
            let end = min(run.range.upperBound.utf8Offset, bytes.count)
            guard start < end else { continue }
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            append(text, cssClass: cssClass(for: run.kind), to: &lines)
        }
        // A final newline in the source means no extra, empty line.
        if lines.count > 1, lines.last == "", source.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// The highlighted source as one HTML string, lines joined by `\n`.
    public static func highlight(_ source: String) -> String {
        highlightedLines(source).joined(separator: "\n")
    }

    /// The CSS class for a classification, or nil for text that is not coloured.
    static func cssClass(for kind: SyntaxClassification) -> String? {
        switch kind {
        case .keyword: return "hl-keyword"
        case .attribute: return "hl-attribute"
        case .type: return "hl-type"
        case .identifier, .dollarIdentifier: return nil
        case .argumentLabel: return "hl-label"
        case .stringLiteral, .regexLiteral: return "hl-string"
        case .integerLiteral, .floatLiteral: return "hl-number"
        case .lineComment, .blockComment: return "hl-comment"
        case .docLineComment, .docBlockComment: return "hl-doc"
        case .operator: return "hl-operator"
        case .ifConfigDirective: return "hl-directive"
        case .editorPlaceholder: return "hl-placeholder"
        case .none: return nil
        @unknown default: return nil
        }
    }

    private static func append(_ text: String, cssClass: String?, to lines: inout [String]) {
        var first = true
        for piece in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !first { lines.append("") }
            first = false
            guard !piece.isEmpty else { continue }
            let escaped = HTMLEscaping.escape(String(piece))
            if let cssClass {
                lines[lines.count - 1] += "<span class=\"\(cssClass)\">\(escaped)</span>"
            } else {
                lines[lines.count - 1] += escaped
            }
        }
    }
}
