import Foundation

/// Where a build puts its files as it makes them: in memory (`render()`, `check`'s comparison, `serve`,
/// which compares each build with what it wrote last) or straight into the staging folder (`build`,
/// `StagingSink`), so a page's HTML is written and released as soon as the page is rendered and a
/// 10,000-page build never holds its output. Pages render on all cores: `add` is called from several
/// threads. A path added twice keeps the later bytes, as a dictionary would.
protocol OutputSink: AnyObject, Sendable {
    func add(_ path: String, _ data: Data) throws
    /// Every path added so far, sorted.
    var paths: [String] { get }
}

extension OutputSink {
    func add(_ path: String, _ text: String) throws { try add(path, Data(text.utf8)) }
}

/// The whole output in memory, as `RenderedSite`.
final class MemorySink: OutputSink, @unchecked Sendable {
    private let lock = NSLock()
    private var site = RenderedSite()

    func add(_ path: String, _ data: Data) {
        lock.withLock { site.add(path, data) }
    }

    var rendered: RenderedSite { lock.withLock { site } }

    var paths: [String] { lock.withLock { site.paths } }
}
