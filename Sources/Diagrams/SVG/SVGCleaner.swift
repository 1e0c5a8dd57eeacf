import Foundation

/// Turns Graphviz's SVG into one a page can inline: readable in light and dark themes, scalable,
/// byte-deterministic, and with ids that cannot clash with another diagram on the same page.
enum SVGCleaner {
    static func clean(_ svg: String, idPrefix: String) -> String {
        var text = Substring(svg)
        // The XML declaration and DOCTYPE are invalid inside HTML.
        if let start = text.range(of: "<svg") { text = text[start.lowerBound...] }
        var out = removingComments(String(text))

        // Fixed size in points → a natural width the page may shrink; the viewBox keeps proportions.
        if let open = out.range(of: "<svg"), let close = out.range(of: ">", range: open.upperBound..<out.endIndex) {
            var tag = String(out[open.lowerBound..<close.upperBound])
            let width = attribute("width", in: tag)
            for name in ["width", "height"] {
                if let value = attribute(name, in: tag) { tag = tag.replacingOccurrences(of: " \(name)=\"\(value)\"", with: "") }
            }
            tag = tag.replacingOccurrences(of: "\n", with: " ")
            while tag.contains("  ") { tag = tag.replacingOccurrences(of: "  ", with: " ") }
            let style = (width.map { "width:\($0);" } ?? "") + "max-width:100%;height:auto"
            tag = tag.replacingOccurrences(
                of: "<svg ",
                with: "<svg class=\"lifeline-diagram\" role=\"img\" fill=\"currentColor\" style=\"\(style)\" ")
            out.replaceSubrange(open.lowerBound..<close.upperBound, with: tag)
        }

        // Black ink follows the text colour; white and transparent paint nothing.
        for (from, to) in [
            ("fill=\"black\"", "fill=\"currentColor\""), ("stroke=\"black\"", "stroke=\"currentColor\""),
            ("fill=\"white\"", "fill=\"none\""), ("stroke=\"white\"", "stroke=\"none\""),
            ("fill=\"transparent\"", "fill=\"none\""), ("stroke=\"transparent\"", "stroke=\"none\""),
            ("fill=\"#000000\"", "fill=\"currentColor\""), ("stroke=\"#000000\"", "stroke=\"currentColor\""),
            ("fill=\"#ffffff\"", "fill=\"none\""), ("stroke=\"#ffffff\"", "stroke=\"none\""),
        ] {
            out = out.replacingOccurrences(of: from, with: to)
        }
        // Graphviz numbers ids per graph (graph0, node1, edge1…): prefix them per diagram.
        out = out.replacingOccurrences(of: " id=\"", with: " id=\"\(idPrefix)-")
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    /// Drops `<!-- … -->`, where Graphviz writes its version and the graph's title.
    private static func removingComments(_ svg: String) -> String {
        var out = ""
        out.reserveCapacity(svg.utf8.count)
        var rest = Substring(svg)
        while let start = rest.range(of: "<!--") {
            out += rest[..<start.lowerBound]
            guard let end = rest.range(of: "-->", range: start.upperBound..<rest.endIndex) else {
                rest = rest[rest.endIndex...]
                break
            }
            rest = rest[end.upperBound...]
            // Comments sit on lines of their own; do not leave the empty line behind.
            if rest.first == "\n" { rest = rest.dropFirst() }
        }
        return out + rest
    }

    private static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        guard let end = tag.range(of: "\"", range: start.upperBound..<tag.endIndex) else { return nil }
        return String(tag[start.upperBound..<end.lowerBound])
    }
}
