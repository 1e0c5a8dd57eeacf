import Dispatch
import Foundation
import Scenario

extension Array {
    /// `map` on all cores; results keep the input order, so output stays deterministic.
    /// The work runs on threads of its own with `InputLimits.threadStackBytes` of stack: Dispatch's
    /// workers and the calling thread (a Swift concurrency thread under `serve`) get whatever the
    /// platform gives them (512 KiB on macOS), and scenarios recurse up to `InputLimits.nestingDepth` deep.
    /// `threadsPerCore` above 1 is for work that waits on the disk: while one thread waits for its file,
    /// another uses the core.
    func parallelMap<T>(threadsPerCore: Int = 1, _ transform: (Element) -> T) -> [T] {
        if isEmpty { return [] }
        let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        // Deinitialised, not only deallocated: the results are copied out below, and the buffer's own
        // references must be released (the address sanitizer's leak check found every page leaked).
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        withoutActuallyEscaping(transform) { transform in
            let job = ParallelJob(elements: self, transform: transform, results: results)
            // The threads see the job through a pointer, so none of them holds the closure when this returns.
            withUnsafePointer(to: job) { job in
                let shared = UncheckedBox(job)
                let finished = DispatchSemaphore(value: 0)
                let workers = Swift.min(count, threadsPerCore * ProcessInfo.processInfo.activeProcessorCount)
                for _ in 0..<workers {
                    let thread = Thread {
                        shared.value.pointee.work()
                        finished.signal()
                    }
                    thread.stackSize = InputLimits.threadStackBytes
                    thread.start()
                }
                for _ in 0..<workers { finished.wait() }
            }
        }
        return results.map { $0! }
    }
}

/// One `parallelMap`: each worker takes the next index until none is left; each index is written by
/// exactly one worker.
private struct ParallelJob<Element, T> {
    let elements: [Element]
    let transform: (Element) -> T
    let results: UnsafeMutableBufferPointer<T?>
    let next = IndexCounter()

    func work() {
        while let index = next.take(below: elements.count) {
            results[index] = transform(elements[index])
        }
    }
}

private final class IndexCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

private struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
