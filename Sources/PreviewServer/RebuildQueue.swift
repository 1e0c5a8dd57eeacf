import Foundation

/// Runs `serve`'s rebuilds one at a time on a thread of their own: a build blocks its thread for
/// seconds (and spreads over all cores itself), which on the Swift concurrency pool would hold up the
/// server. Requests that arrive while a build runs coalesce into one build after it.
public actor RebuildQueue {
    private let rebuild: @Sendable (_ changed: [String]?) -> String?
    private let finished: @Sendable (String?) async -> Void
    private var running = false
    private var requested = false
    /// The paths the requests since the last build began named; nil once one did not know (a poll).
    private var changed: Set<String>? = []
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    /// Builds started so far.
    public private(set) var builds = 0

    /// `rebuild` returns nil on success or the error text; `finished` hears each result. `rebuild` is
    /// given the paths changed since the last build began, or nil when they are not known.
    public init(
        rebuild: @escaping @Sendable (_ changed: [String]?) -> String?,
        finished: @escaping @Sendable (String?) async -> Void
    ) {
        self.rebuild = rebuild
        self.finished = finished
    }

    /// A queue whose builds do not need to know what changed.
    public init(rebuild: @escaping @Sendable () -> String?, finished: @escaping @Sendable (String?) async -> Void) {
        self.init(rebuild: { _ in rebuild() }, finished: finished)
    }

    /// Asks for a build of what is on disk now; `paths`: what changed, when the caller knows.
    public func request(changed paths: [String]? = nil) {
        if let paths, let known = changed { changed = known.union(paths) } else { changed = nil }
        requested = true
        guard !running else { return }
        running = true
        Task { await drain() }
    }

    /// Returns when no build runs or waits.
    public func waitUntilIdle() async {
        guard running else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    private func drain() async {
        while requested {
            requested = false
            builds += 1
            let paths = changed.map { $0.sorted() }
            changed = []
            let rebuild = self.rebuild
            let result = await RebuildQueue.onOwnThread { rebuild(paths) }
            await finished(result)
        }
        running = false
        for waiter in idleWaiters { waiter.resume() }
        idleWaiters = []
    }

    private static func onOwnThread(_ work: @escaping @Sendable () -> String?) async -> String? {
        await withCheckedContinuation { (done: CheckedContinuation<String?, Never>) in
            Thread { done.resume(returning: work()) }.start()
        }
    }
}
