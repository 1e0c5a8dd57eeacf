import Foundation

/// Serve, watch, rebuild, reload: the loop behind `lifeline serve`. It knows nothing of how the
/// site is built; `rebuild` does that and returns nil on success or the error text on failure
/// (then the previous output stays served and the browser console shows the error).
public final class LivePreview: Sendable {
    public let server: PreviewServer
    public let watcher: DirectoryWatcher
    private let rebuild: @Sendable (_ changed: [String]?) -> String?
    private let log: @Sendable (String) -> Void
    private let interval: Duration
    private let useFileEvents: Bool

    /// Changes are heard through the kernel's file events where the system has them (Linux's inotify);
    /// elsewhere, or with `fileEvents: false`, by comparing the folders' fingerprints every `interval`.
    /// `rebuild` is given the paths the file events named since the last build began (absolute, under the
    /// watched folders as given), or nil when they are not known (polling).
    public init(
        server: PreviewServer, watching directories: [URL], interval: Duration = .milliseconds(300),
        fileEvents: Bool = true,
        log: @escaping @Sendable (String) -> Void, rebuild: @escaping @Sendable (_ changed: [String]?) -> String?
    ) {
        self.server = server
        watcher = DirectoryWatcher(directories: directories)
        self.rebuild = rebuild
        self.log = log
        self.interval = interval
        useFileEvents = fileEvents
    }

    /// A preview whose builds do not need to know what changed.
    public convenience init(
        server: PreviewServer, watching directories: [URL], interval: Duration = .milliseconds(300),
        fileEvents: Bool = true,
        log: @escaping @Sendable (String) -> Void, rebuild: @escaping @Sendable () -> String?
    ) {
        self.init(
            server: server, watching: directories, interval: interval, fileEvents: fileEvents, log: log,
            rebuild: { _ in rebuild() })
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

    /// On a change, asks for a rebuild (changes during a build coalesce into the one after it) and tells
    /// the browser how it went.
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
        #if canImport(Glibc)
        if useFileEvents, let events = FileEvents(directories: watcher.directories) {
            await listen(to: events, queue: queue)
            return
        }
        #endif
        try await poll(queue: queue)
    }

    #if canImport(Glibc)
    /// Waits for file events on a thread of its own (the wait blocks) until the task is cancelled.
    private func listen(to events: FileEvents, queue: RebuildQueue) async {
        let stop = StopFlag()
        let log = self.log
        await withTaskCancellationHandler {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                Thread {
                    // A save between the first build and the watch's start was not heard: the first
                    // rebuild checks every file, later ones only what the events name.
                    var heardSinceStart = false
                    while let changed = events.next(stop: stop) {
                        LivePreview.logChanges(changed, log: log)
                        let named = heardSinceStart ? changed : nil
                        heardSinceStart = true
                        Task { await queue.request(changed: named) }
                    }
                    done.resume()
                }.start()
            }
        } onCancel: {
            stop.set()
        }
    }
    #endif

    /// Compares the watched folders' fingerprints every `interval`.
    private func poll(queue: RebuildQueue) async throws {
        var last = watcher.fingerprint()
        while !Task.isCancelled {
            try await Task.sleep(for: interval)
            let current = watcher.fingerprint()
            let changed = DirectoryWatcher.changes(from: last, to: current)
            guard !changed.isEmpty else { continue }
            last = current
            LivePreview.logChanges(changed, log: log)
            await queue.request()
        }
    }

    private static func logChanges(_ paths: [String], log: (String) -> Void) {
        log("changed: \(paths.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", "))")
    }
}
