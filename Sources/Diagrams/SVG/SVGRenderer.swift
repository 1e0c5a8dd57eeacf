import Foundation

/// DOT → SVG in process through libgvc, cleaned for inlining (`SVGCleaner`) and compacted (`SVGCompactor`). Keep one renderer for
/// a build: it caches by content, so a diagram that appears on many pages is laid out once.
/// Safe to share across threads (Graphviz itself is serialised by `Graphviz`).
public final class SVGRenderer: @unchecked Sendable {
    private let lock = NSLock()
    /// Keyed by the DOT source itself: the dictionary hashes the content, equality makes hits exact.
    private var cache: [String: String] = [:]

    public init() {}

    /// The SVG for `dot`, from the cache when this renderer has seen the same source before.
    public func render(dot: String) throws(GraphvizError) -> String {
        if let hit = lock.withLock({ cache[dot] }) { return hit }
        let svg = SVGCompactor.compact(SVGCleaner.clean(try Graphviz.svg(from: dot)))
        lock.withLock { cache[dot] = svg }
        return svg
    }

    /// How many distinct sources this renderer has laid out.
    public var cachedCount: Int { lock.withLock { cache.count } }
}
