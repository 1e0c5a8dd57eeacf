/// The generation of the served site. Each successful rebuild bumps it; the script injected into
/// served pages polls it and reloads the page when it changes.
public actor ReloadSignal {
    public private(set) var generation = 0
    /// The last build error, shown in the browser's console while it persists.
    public private(set) var lastError: String?

    public init() {}

    public func rebuilt() {
        generation += 1
        lastError = nil
    }

    public func failed(_ message: String) {
        lastError = message
    }
}
