import Foundation

/// `lifeline check`: is the committed output exactly what a fresh build produces?
public enum FreshnessCheck {
    public enum Difference: Sendable, Equatable, CustomStringConvertible {
        /// In both, with different bytes; what differs first, and whether only diagrams differ.
        case differs(String, ContentDifference)
        /// Produced by the build, absent from the committed output.
        case missing(String)
        /// In the committed output, not produced by the build.
        case extra(String)

        public var path: String {
            switch self {
            case .differs(let path, _), .missing(let path), .extra(let path): path
            }
        }

        public var description: String {
            switch self {
            case .differs(let path, _): "differs: \(path)"
            case .missing(let path): "missing: \(path)"
            case .extra(let path): "extra:   \(path)"
            }
        }
    }

    /// Where two versions of a text file first part, for a person reading `check`'s output.
    public struct ContentDifference: Sendable, Equatable {
        /// 1-based line of the first difference.
        public var line: Int
        /// That line in the committed file and in the fresh build (nil past the end), cut to `excerptLimit`.
        public var committed: String?
        public var built: String?
        /// Every difference lies inside inline `<svg>` diagrams: the text around them is identical.
        public var onlyInDiagrams: Bool

        /// Long enough to show a changed coordinate or word, short enough for a terminal line.
        public static let excerptLimit = 160
    }

    /// Compares two folders file by file; sorted by path.
    public static func compare(fresh: URL, committed: URL) -> [Difference] {
        let freshFiles = Set(ContentDiscovery.filesUnder(fresh))
        let committedFiles = Set(ContentDiscovery.filesUnder(committed))
        var differences: [Difference] = []
        for path in freshFiles.union(committedFiles) {
            switch (freshFiles.contains(path), committedFiles.contains(path)) {
            case (true, false): differences.append(.missing(path))
            case (false, true): differences.append(.extra(path))
            default:
                let built = FileManager.default.contents(atPath: fresh.appendingPathComponent(path).path) ?? Data()
                let old = FileManager.default.contents(atPath: committed.appendingPathComponent(path).path) ?? Data()
                if built != old { differences.append(.differs(path, explain(committed: old, built: built))) }
            }
        }
        return differences.sorted { $0.path < $1.path }
    }

    /// The first line where the two contents part, and whether the difference is confined to diagrams.
    static func explain(committed: Data, built: Data) -> ContentDifference {
        let old = String(decoding: committed, as: UTF8.self), new = String(decoding: built, as: UTF8.self)
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < oldLines.count, index < newLines.count, oldLines[index] == newLines[index] { index += 1 }
        func excerpt(_ lines: [Substring]) -> String? {
            guard index < lines.count else { return nil }
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            return line.count > ContentDifference.excerptLimit
                ? String(line.prefix(ContentDifference.excerptLimit)) + "…" : line
        }
        let outsideDiagramsEqual = withoutDiagrams(old) == withoutDiagrams(new)
        return ContentDifference(
            line: index + 1, committed: excerpt(oldLines), built: excerpt(newLines),
            onlyInDiagrams: outsideDiagramsEqual && old.contains("<svg"))
    }

    /// The text with every inline `<svg …>…</svg>` element replaced by a marker (SVGs do not nest here).
    static func withoutDiagrams(_ text: String) -> String {
        var out = ""
        var rest = text[...]
        while let open = rest.range(of: "<svg") {
            out += rest[..<open.lowerBound]
            guard let close = rest.range(of: "</svg>", range: open.upperBound..<rest.endIndex) else {
                return out + rest[open.lowerBound...]
            }
            out += "<svg/>"
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    /// What `check` prints under the list when every differing file differs only inside diagrams.
    public static let diagramsOnlyHint = """
        every difference is inside Graphviz diagrams: the text, traces and tables are the same. \
        The likely cause is Graphviz itself (another version lays graphs out differently) or a Site/ \
        built by a Lifeline older than its fixed text metrics, whose layout followed the fonts installed \
        on the building machine. Rebuild with `lifeline build` and commit Site/.
        """
}
