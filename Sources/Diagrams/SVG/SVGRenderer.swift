import Foundation

/// DOT → SVG in process through libgvc, cleaned for inlining (`SVGCleaner`). Keep one renderer for
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
        let svg = SVGCleaner.clean(try Graphviz.svg(from: dot), idPrefix: Self.idPrefix(for: dot))
        lock.withLock { cache[dot] = svg }
        return svg
    }

    /// How many distinct sources this renderer has laid out.
    public var cachedCount: Int { lock.withLock { cache.count } }

    /// A short, stable tag of the content (FNV-1a, 32 bits) so that element ids differ between
    /// diagrams yet stay the same from build to build.
    static func idPrefix(for dot: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in dot.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return "g" + String(repeating: "0", count: 8 - hex.count) + hex
    }
}
