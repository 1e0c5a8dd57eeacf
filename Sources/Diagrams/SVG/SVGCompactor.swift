/// The second pass over a cleaned SVG (`SVGCleaner`'s output, one element a line): the same drawing in
/// fewer elements, for pages with several sequence diagrams (issue 28's budget of 15,000 elements and
/// 300 KB a page).
/// - Plain strokes — an edge group holding one path and nothing else: no arrowhead, label or tooltip,
///   which in a sequence diagram is every lifeline segment, a row's six or more of them — become one
///   path per stroke style, each segment a subpath of it (a dash pattern starts again on every
///   subpath, as it did on every path), drawn where the first of them was. A straight vertical
///   segment is written `Mx,y1Vy2` rather than as Graphviz's degenerate cubic.
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

    private static func starts(_ line: ArraySlice<UInt8>, with prefix: [UInt8]) -> Bool {
        line.count >= prefix.count && line.prefix(prefix.count).elementsEqual(prefix)
    }
}
