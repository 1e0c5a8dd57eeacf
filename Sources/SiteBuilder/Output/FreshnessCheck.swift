import Foundation

/// `lifeline check`: is the committed output exactly what a fresh build produces?
public enum FreshnessCheck {
    public enum Difference: Sendable, Equatable, CustomStringConvertible {
        /// In both, with different bytes.
        case differs(String)
        /// Produced by the build, absent from the committed output.
        case missing(String)
        /// In the committed output, not produced by the build.
        case extra(String)

        public var description: String {
            switch self {
            case .differs(let path): "differs: \(path)"
            case .missing(let path): "missing: \(path)"
            case .extra(let path): "extra:   \(path)"
            }
        }
    }

    /// Compares two folders file by file; sorted by path.
    public static func compare(fresh: URL, committed: URL) -> [Difference] {
        let freshFiles = Set(ContentDiscovery.filesUnder(fresh))
        let committedFiles = Set(ContentDiscovery.filesUnder(committed))
        var differences: [(String, Difference)] = []
        for path in freshFiles.union(committedFiles) {
            switch (freshFiles.contains(path), committedFiles.contains(path)) {
            case (true, false): differences.append((path, .missing(path)))
            case (false, true): differences.append((path, .extra(path)))
            default:
                let a = FileManager.default.contents(atPath: fresh.appendingPathComponent(path).path)
                let b = FileManager.default.contents(atPath: committed.appendingPathComponent(path).path)
                if a != b { differences.append((path, .differs(path))) }
            }
        }
        return differences.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
