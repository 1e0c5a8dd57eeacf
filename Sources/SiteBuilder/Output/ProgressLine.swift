import Foundation

/// "building 1000 pages: 42%" on stderr, shown only once a build has run for a second, redrawn at
/// most ten times a second, and erased at the end. Only used when stderr is a terminal.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    /// Steps to go: each page is read once and rendered once.
    private let total: Int
    private let pages: Int
    private let enabled: Bool
    private let start = Date()
    private var done = 0
    private var lastDraw: Date?

    init(pages: Int, enabled: Bool) {
        self.pages = pages
        total = max(pages * 2, 1)
        self.enabled = enabled && isatty(STDERR_FILENO) != 0
    }

    func advance() {
        guard enabled else { return }
        lock.withLock {
            done += 1
            let now = Date()
            guard now.timeIntervalSince(start) >= 1, lastDraw.map({ now.timeIntervalSince($0) >= 0.1 }) ?? true else {
                return
            }
            lastDraw = now
            FileHandle.standardError.write(Data("\r\u{1B}[Kbuilding \(pages) pages: \(done * 100 / total)%".utf8))
        }
    }

    func finish() {
        guard enabled else { return }
        lock.withLock {
            if lastDraw != nil { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        }
    }
}
