import Foundation

/// A flag one thread sets and another polls: how an async task that is cancelled stops the thread that
/// waits for file events on its behalf.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
