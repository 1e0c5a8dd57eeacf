/// The generation of the served site. Each successful rebuild bumps it; the script injected into
/// served pages asks for it and reloads the page when it changes.
public actor ReloadSignal {
    public private(set) var generation = 0
    /// The last build error, shown in the browser's console while it persists.
    public private(set) var lastError: String?
    /// Bumped by every rebuild, successful or not: what a waiting page is told about.
    public private(set) var changes = 0
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0

    public init() {}

    public func rebuilt() {
        generation += 1
        lastError = nil
        changed()
    }

    public func failed(_ message: String) {
        lastError = message
        changed()
    }

    /// Returns as soon as a rebuild ends after the page saw `seen` changes, or after `timeout`: the page
    /// keeps one request open and hears of a rebuild the moment it ends, instead of polling.
    public func waitForChange(after seen: Int, timeout: Duration) async {
        guard changes == seen else { return }
        let id = nextWaiter
        nextWaiter += 1
        let timer = Task {
            try? await Task.sleep(for: timeout)
            self.resume(id)
        }
        await withCheckedContinuation { waiters[id] = $0 }
        timer.cancel()
    }

    private func changed() {
        changes += 1
        for waiter in waiters.values { waiter.resume() }
        waiters = [:]
    }

    private func resume(_ id: Int) {
        waiters.removeValue(forKey: id)?.resume()
    }
}
