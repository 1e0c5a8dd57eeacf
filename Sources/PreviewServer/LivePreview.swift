import Foundation

/// Serve, watch, rebuild, reload: the loop behind `lifeline serve`. It knows nothing of how the
/// site is built; `rebuild` does that and returns nil on success or the error text on failure
/// (then the previous output stays served and the browser console shows the error).
public final class LivePreview: Sendable {
    public let server: PreviewServer
    public let watcher: DirectoryWatcher
    private let rebuild: @Sendable () -> String?
    private let log: @Sendable (String) -> Void
    private let interval: Duration

    public init(
        server: PreviewServer, watching directories: [URL], interval: Duration = .milliseconds(300),
        log: @escaping @Sendable (String) -> Void, rebuild: @escaping @Sendable () -> String?
    ) {
        self.server = server
        watcher = DirectoryWatcher(directories: directories)
        self.rebuild = rebuild
        self.log = log
        self.interval = interval
    }

    /// Serves and watches until cancelled.
    public func run() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.server.run() }
            group.addTask { try await self.watch() }
            try await group.next()
            group.cancelAll()
        }
    }

    /// Polls the watched folders; on a change, asks for a rebuild (changes during a build coalesce
    /// into the one after it) and tells the browser how it went.
    func watch() async throws {
        let server = self.server, log = self.log
        let queue = RebuildQueue(rebuild: rebuild) { failure in
            if let failure {
                log(failure)
                await server.signal.failed(failure)
            } else {
                await server.signal.rebuilt()
            }
        }
        var last = watcher.fingerprint()
        while !Task.isCancelled {
            try await Task.sleep(for: interval)
            let current = watcher.fingerprint()
            let changed = DirectoryWatcher.changes(from: last, to: current)
            guard !changed.isEmpty else { continue }
            last = current
            log("changed: \(changed.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", "))")
            await queue.request()
        }
    }
}
