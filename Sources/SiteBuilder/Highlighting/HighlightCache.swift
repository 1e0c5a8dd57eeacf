import Foundation

/// Highlighted sources by their text, shared by every page of a build (and `serve`'s later builds): the
/// same code recurs across a site — each page's three languages show the same Swift and the same
/// scenarios — and parsing it with swift-syntax again was a sixteenth of a large build. The key is the
/// source itself, so a hit is always the same text. Bounded by `byteLimit` of sources and HTML held: past
/// it, results are computed and not kept, so memory does not grow with the site.
final class HighlightCache: @unchecked Sendable {
    static let shared = HighlightCache()

    /// Sources and their highlighted lines, in UTF-8 bytes.
    static let byteLimit = 16 << 20

    private let lock = NSLock()
    private var lines: [String: [String]] = [:]
    private var bytes = 0

    func highlightedLines(_ source: String, compute: (String) -> [String]) -> [String] {
        if let known = lock.withLock({ lines[source] }) { return known }
        let computed = compute(source)
        let size = source.utf8.count + computed.reduce(0) { $0 + $1.utf8.count }
        lock.withLock {
            guard lines[source] == nil, bytes + size <= Self.byteLimit else { return }
            lines[source] = computed
            bytes += size
        }
        return computed
    }
}
