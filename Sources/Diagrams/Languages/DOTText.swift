/// Text inside Graphviz DOT: everything a label, tooltip or id carries goes through here.
enum DOTText {
    /// A double-quoted DOT string (an escString) showing `text` literally. Backslashes are doubled
    /// (else `\N`, `\G`… would expand to node or graph names), quotes escaped, newlines become `\n`
    /// (centred lines), and `&` becomes `&amp;` because Graphviz passes entities through to SVG.
    static func quoted(_ text: String) -> String {
        // Most labels need no escaping at all.
        if !text.utf8.contains(where: {
            $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "&")
        }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": break
            case "&": out += "&amp;"
            default:
                // Other control characters would corrupt the SVG (XML forbids most of them).
                if scalar.value < 0x20 || scalar.value == 0x7F { out += " " } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// `key=value` pairs, values quoted, in the given order (deterministic output).
    static func attributes(_ pairs: [(String, String)]) -> String {
        "[" + pairs.map { "\($0.0)=\(quoted($0.1))" }.joined(separator: ", ") + "]"
    }
}

/// Shared look of every DOT graph: transparent background, sans-serif text, strokes and text in the
/// default colour, which `SVGCleaner` turns into `currentColor` so one SVG reads in light and dark themes.
enum DOTStyle {
    /// An accent that keeps contrast on white and on near-black backgrounds.
    static let accent = "#3b82f6"
    /// Marks what UIKit's state machine does not allow.
    static let alarm = "#e5534b"
    /// Unvisited parts of a highlighted machine: readable on both themes, clearly secondary.
    static let muted = "#8b949e"
    static let font = "Helvetica,Arial,sans-serif"

    static func header(name: String, title: String, rankdir: String = "TB") -> String {
        """
        digraph \(name) {
          graph \(DOTText.attributes([("label", title), ("labelloc", "t"), ("fontname", font), ("fontsize", "16"),
                                       ("bgcolor", "transparent"), ("rankdir", rankdir), ("nodesep", "0.5"),
                                       ("ranksep", "0.45")]))
          node \(DOTText.attributes([("fontname", font), ("fontsize", "12"), ("shape", "box"), ("style", "rounded")]))
          edge \(DOTText.attributes([("fontname", font), ("fontsize", "10")]))

        """
    }
}
