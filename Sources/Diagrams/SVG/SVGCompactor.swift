/// The second pass over a cleaned SVG (`SVGCleaner`'s output, one element a line): the same drawing in
/// fewer elements, for pages with several sequence diagrams (issue 28's budget of 15,000 elements and
/// 300 KB a page).
/// - Plain strokes — an edge group holding one path and nothing else: no arrowhead, label or tooltip,
///   which in a sequence diagram is every lifeline segment, a row's six or more of them — become one
///   path per stroke style, each segment a subpath of it (a dash pattern starts again on every
///   subpath, as it did on every path), drawn where the first of them was. A straight vertical
///   segment is written `Mx,y1Vy2` rather than as Graphviz's degenerate cubic.
/// - A straight side drawn as a cubic (a node's box) is written as a line (`straightened`).
/// - Graphviz wraps every link in a group of its own (`<g><a …>…</a></g>`); the link stands alone.
/// One pass, deterministic: the same input gives the same bytes.
enum SVGCompactor {
    private static let edgeOpen = Array("<g class=\"edge\">".utf8)
    private static let groupClose = Array("</g>".utf8)
    private static let linkInGroup = Array("<g><a ".utf8)
    private static let linkClose = Array("</a>".utf8)
    private static let pathOpen = Array("<path ".utf8)
    private static let pathData = Array(" d=\"".utf8)

    static func compact(_ svg: String) -> String {
        let lines = Array(svg.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // Output lines; a merged stroke's line is filled in at the end, when all its segments are known.
        var out: [ArraySlice<UInt8>] = []
        var strokes: [(attributes: ArraySlice<UInt8>, line: Int, data: [UInt8])] = []
        var strokeIndex: [ArraySlice<UInt8>: Int] = [:]
        var unwrappedLink = false
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.elementsEqual(edgeOpen), index + 2 < lines.count, lines[index + 2].elementsEqual(groupClose),
                let (attributes, data) = plainPath(lines[index + 1])
            {
                if let known = strokeIndex[attributes] {
                    strokes[known].data += data
                } else {
                    strokeIndex[attributes] = strokes.count
                    strokes.append((attributes, out.count, data))
                    out.append([])
                }
                index += 3
                continue
            }
            if starts(line, with: linkInGroup) {
                out.append(line.dropFirst(3))
                unwrappedLink = true
            } else if unwrappedLink, line.elementsEqual(groupClose), out.last?.elementsEqual(linkClose) == true {
                unwrappedLink = false
            } else if let (attributes, data) = plainPath(line), let lines = straightened(data) {
                out.append(ArraySlice(Array(attributes) + Array(pathData) + lines + Array("\"/>".utf8)))
            } else {
                out.append(line)
            }
            index += 1
        }
        for stroke in strokes {
            out[stroke.line] = ArraySlice(Array(stroke.attributes) + Array(pathData) + stroke.data + Array("\"/>".utf8))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(svg.utf8.count)
        for (offset, line) in out.enumerated() {
            if offset > 0 { bytes.append(UInt8(ascii: "\n")) }
            bytes += line
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A `<path … d="…"/>` line: everything before ` d="` (the stroke's style, the key it merges by)
    /// and its data, shortened when it is a straight vertical line.
    private static func plainPath(_ line: ArraySlice<UInt8>) -> (ArraySlice<UInt8>, [UInt8])? {
        guard starts(line, with: pathOpen), line.count > 2, line.suffix(3).elementsEqual("\"/>".utf8) else {
            return nil
        }
        var start = line.startIndex
        while start + pathData.count <= line.endIndex, !line[start..<(start + pathData.count)].elementsEqual(pathData) {
            start += 1
        }
        guard start + pathData.count <= line.endIndex - 3 else { return nil }
        let data = line[(start + pathData.count)..<(line.endIndex - 3)]
        guard !data.contains(UInt8(ascii: "\"")) else { return nil }
        return (line[..<start], vertical(data) ?? Array(data))
    }

    /// `Mx,y1Cx,a x,b x,y2` (Graphviz's straight edge with `splines=line`) → `Mx,y1Vy2`; nil otherwise.
    private static func vertical(_ data: ArraySlice<UInt8>) -> [UInt8]? {
        guard data.first == UInt8(ascii: "M") else { return nil }
        let points = data.dropFirst().split(whereSeparator: { $0 == UInt8(ascii: "C") || $0 == UInt8(ascii: " ") })
        guard points.count == 4 else { return nil }
        var xs: [ArraySlice<UInt8>] = []
        var ys: [ArraySlice<UInt8>] = []
        for point in points {
            let parts = point.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
            xs.append(parts[0])
            ys.append(parts[1])
        }
        guard xs.allSatisfy({ $0.elementsEqual(xs[0]) }) else { return nil }
        return Array("M".utf8) + xs[0] + Array(",".utf8) + ys[0] + Array("V".utf8) + ys[3]
    }

    /// Graphviz draws every path as cubics, a straight side too (its control points on its ends): a
    /// rounded box is four corners and four such sides. A straight cubic becomes `H`, `V` or `L` — the
    /// same drawing, about a third fewer bytes a box. Nil when nothing is straight or the data is not
    /// `M` followed by cubics.
    static func straightened(_ data: [UInt8]) -> [UInt8]? {
        guard data.first == UInt8(ascii: "M"), let curve = data.firstIndex(of: UInt8(ascii: "C")) else { return nil }
        let start = data[1..<curve]
        let points = data[(curve + 1)...].split(separator: UInt8(ascii: " "))
        guard points.count % 3 == 0, !points.contains(where: { $0.contains(UInt8(ascii: "C")) }) else { return nil }
        func coordinates(_ point: ArraySlice<UInt8>) -> (x: ArraySlice<UInt8>, y: ArraySlice<UInt8>)? {
            let parts = point.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
            return (parts[0], parts[1])
        }
        guard var current = coordinates(start) else { return nil }
        var out = Array("M".utf8) + start
        var straight = false
        var inCurve = false
        for segment in stride(from: 0, to: points.count, by: 3) {
            let control1 = points[segment], control2 = points[segment + 1], end = points[segment + 2]
            guard let target = coordinates(end), coordinates(control1) != nil, coordinates(control2) != nil else {
                return nil
            }
            let startText = Array(current.x) + [UInt8(ascii: ",")] + Array(current.y)
            if control1.elementsEqual(startText), control2.elementsEqual(end) {
                straight = true
                inCurve = false
                if target.x.elementsEqual(current.x) {
                    out += Array("V".utf8) + target.y
                } else if target.y.elementsEqual(current.y) {
                    out += Array("H".utf8) + target.x
                } else {
                    out += Array("L".utf8) + end
                }
            } else {
                out += inCurve ? [UInt8(ascii: " ")] : [UInt8(ascii: "C")]
                out += Array(control1) + [UInt8(ascii: " ")] + Array(control2) + [UInt8(ascii: " ")] + Array(end)
                inCurve = true
            }
            current = target
        }
        return straight ? out : nil
    }

    private static func starts(_ line: ArraySlice<UInt8>, with prefix: [UInt8]) -> Bool {
        line.count >= prefix.count && line.prefix(prefix.count).elementsEqual(prefix)
    }
}
