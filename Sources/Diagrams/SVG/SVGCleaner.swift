/// Turns Graphviz's SVG into one a page can inline: readable in light and dark themes, scalable,
/// byte-deterministic, and light. Graphviz's element ids and `<title>`s (its internal node names,
/// `c1_54`, `c0_0->c0_1`) are dropped: nothing refers to them, they cannot clash with another diagram
/// on the page, and they were a third of a sequence diagram's bytes; the font family, the same on
/// every label, is said once on the root, and so is the centring most labels share; coordinates are rounded to a tenth of a point and empty
/// node groups dropped. The page names the diagram (its figure's caption).
/// One pass over the bytes: this runs for every diagram of a build, inside the 5 ms budget.
enum SVGCleaner {
    /// The font every label asks for (Graphviz's `fontname` in `DiagramStyle`), set once on the root.
    static let fontFamily = "Helvetica,Arial,sans-serif"
    /// The DOT `class` of a node or edge whose text is code (a call, a source line, an object's name):
    /// its SVG group gets `translate="no"`, HTML's mark for text that is not in the page's language and
    /// is not to be translated, which translation tools and the English scan of the ru/zh pages honour.
    static let codeClass = "code"

    static func clean(_ svg: String) -> String {
        let bytes = Array(svg.utf8)
        // The XML declaration and DOCTYPE are invalid inside HTML: start at the <svg> element.
        guard let svgStart = find(Array("<svg".utf8), in: bytes, from: 0),
            let tagEnd = find([UInt8(ascii: ">")], in: bytes, from: svgStart)
        else { return svg }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 512)
        out += rootTag(String(decoding: bytes[svgStart...tagEnd], as: UTF8.self)).utf8

        let replacements = self.replacements
        let commentOpen = Array("<!--".utf8), commentClose = Array("-->".utf8)
        let titleOpen = Array("<title>".utf8), titleClose = Array("</title>".utf8)
        let idOpen = Array(" id=\"".utf8)
        let emptyGroup = Array("<g class=\"node\">\n</g>\n".utf8)
        var index = tagEnd + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<"), matches(commentOpen, in: bytes, at: index) {
                // Graphviz writes its version and the graph's title in comments, each on its own line.
                guard let close = find(commentClose, in: bytes, from: index + 4) else { break }
                index = close + 3
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "<"), matches(titleOpen, in: bytes, at: index) {
                guard let close = find(titleClose, in: bytes, from: index + titleOpen.count) else { break }
                index = close + titleClose.count
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: " "), matches(idOpen, in: bytes, at: index) {
                guard let close = find([UInt8(ascii: "\"")], in: bytes, from: index + idOpen.count) else { break }
                index = close + 1
                continue
            }
            if byte == UInt8(ascii: "="), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\""),
                isGeometry(attributeEndingAt: index, in: bytes),
                let close = find([UInt8(ascii: "\"")], in: bytes, from: index + 2)
            {
                out += "=\"".utf8
                roundNumbers(bytes[(index + 2)..<close], into: &out)
                out.append(UInt8(ascii: "\""))
                index = close + 1
                continue
            }
            if let (from, to) = replacements.first(where: {
                $0.from[0] == byte && matches($0.from, in: bytes, at: index)
            }) {
                out += to
                index += from.count
                continue
            }
            out.append(byte)
            index += 1
            // A node Graphviz drew nothing for (a sequence diagram's invisible spacers) is, once its
            // title is gone, an empty group: drop it.
            if byte == UInt8(ascii: "\n"), out.count >= emptyGroup.count,
                out[(out.count - emptyGroup.count)...].elementsEqual(emptyGroup)
            {
                out.removeLast(emptyGroup.count)
            }
        }
        while out.count >= 2, out[out.count - 1] == 10, out[out.count - 2] == 10 { out.removeLast() }
        return String(decoding: out, as: UTF8.self)
    }

    /// The attributes whose values are only coordinates and sizes, which Graphviz writes to a
    /// hundredth of a point (`553.32,-2636`): a tenth is finer than a pixel at the diagram's natural
    /// size, and the sequence diagrams were 84 KB each, most of it path data.
    private static let geometry: Set<String> = ["d", "points", "x", "y", "font-size", "viewBox", "transform"]

    private static func isGeometry(attributeEndingAt equals: Int, in bytes: [UInt8]) -> Bool {
        var start = equals
        while start > 0, bytes[start - 1] != UInt8(ascii: " ") && bytes[start - 1] != UInt8(ascii: "<") {
            start -= 1
        }
        guard equals - start <= 9 else { return false }
        return geometry.contains(String(decoding: bytes[start..<equals], as: UTF8.self))
    }

    /// Copies `value`, each decimal number in it rounded to one decimal place, without a trailing
    /// `.0` (`553.32` → `553.3`, `12.00` → `12`, `-0.04` → `0`); everything else as it is.
    private static func roundNumbers(_ value: ArraySlice<UInt8>, into out: inout [UInt8]) {
        var index = value.startIndex
        while index < value.endIndex {
            let byte = value[index]
            guard isDigit(byte) else {
                out.append(byte)
                index += 1
                continue
            }
            var end = index
            while end < value.endIndex, isDigit(value[end]) { end += 1 }
            guard end + 1 < value.endIndex, value[end] == UInt8(ascii: "."), isDigit(value[end + 1]) else {
                out += value[index..<end]
                index = end
                continue
            }
            var fractionEnd = end + 1
            while fractionEnd < value.endIndex, isDigit(value[fractionEnd]) { fractionEnd += 1 }
            // Tenths, rounded half up on the magnitude (the sign, if any, is already out).
            var tenths = 0
            for digit in value[index..<end] { tenths = tenths * 10 + Int(digit - UInt8(ascii: "0")) }
            tenths = tenths * 10 + Int(value[end + 1] - UInt8(ascii: "0"))
            if end + 2 < fractionEnd, value[end + 2] >= UInt8(ascii: "5") { tenths += 1 }
            if tenths == 0, out.last == UInt8(ascii: "-") { out.removeLast() }
            out += String(tenths / 10).utf8
            if tenths % 10 != 0 { out += ".\(tenths % 10)".utf8 }
            index = fractionEnd
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Black ink follows the text colour, white and transparent paint nothing, and the labels'
    /// font family and centring go (the root sets both; `text-anchor` is inherited, and a label
    /// anchored at its start or end keeps its own).
    private static let replacements: [(from: [UInt8], to: [UInt8])] = {
        var pairs: [(String, String)] = [(" font-family=\"\(fontFamily)\"", ""), (" text-anchor=\"middle\"", "")]
        for element in ["node", "edge"] {
            pairs.append((" class=\"\(element) \(codeClass)\"", " class=\"\(element)\" translate=\"no\""))
        }
        for attribute in ["fill", "stroke"] {
            for ink in ["black", "#000000"] {
                pairs.append(("\(attribute)=\"\(ink)\"", "\(attribute)=\"currentColor\""))
            }
            for paper in ["white", "#ffffff", "transparent"] {
                pairs.append(("\(attribute)=\"\(paper)\"", "\(attribute)=\"none\""))
            }
        }
        return pairs.map { (Array($0.0.utf8), Array($0.1.utf8)) }
    }()

    /// `<svg width="Wpt" height="Hpt" viewBox=…>` → no fixed size attributes; the natural width
    /// becomes a CSS width the page may shrink (`max-width:100%`), and the viewBox keeps proportions.
    private static func rootTag(_ tag: String) -> String {
        var attributes: [Substring] = []
        var width: Substring?
        var rest = tag.dropFirst("<svg".count).dropLast()
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].trimmingWhitespace
            let valueStart = rest.index(after: rest.index(after: equals))
            guard let valueEnd = rest[valueStart...].firstIndex(of: "\"") else { break }
            let value = rest[valueStart..<valueEnd]
            if name == "width" {
                width = value
            } else if name == "viewBox" {
                var rounded: [UInt8] = []
                roundNumbers(ArraySlice(Array(value.utf8)), into: &rounded)
                attributes.append("viewBox=\"\(String(decoding: rounded, as: UTF8.self))\"")
            } else if name != "height" {
                attributes.append("\(name)=\"\(value)\"")
            }
            rest = rest[rest.index(after: valueEnd)...]
        }
        let style = (width.map { "width:\($0);" } ?? "") + "max-width:100%;height:auto"
        return
            "<svg class=\"lifeline-diagram\" role=\"img\" fill=\"currentColor\" font-family=\"\(fontFamily)\" style=\"\(style)\" text-anchor=\"middle\" "
            + attributes.joined(separator: " ") + ">"
    }

    private static func matches(_ pattern: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + pattern.count <= bytes.count {
            if matches(pattern, in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }
}

extension Substring {
    fileprivate var trimmingWhitespace: Substring {
        var text = self
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return text
    }
}
