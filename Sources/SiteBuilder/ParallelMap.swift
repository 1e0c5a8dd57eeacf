import Dispatch
import Foundation

extension Array {
    /// `map` on all cores; results keep the input order, so output stays deterministic.
    func parallelMap<T>(_ transform: (Element) -> T) -> [T] {
        let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            // The slots hold the results until they are copied out: deinitialise them, or every
            // result would stay retained (a page's HTML, its diagnostics) after the map returns.
            _ = results.deinitialize()
            results.deallocate()
        }
        withoutActuallyEscaping(transform) { transform in
            let slots = SendableBuffer(results)
            let body = UncheckedBox(transform)
            let elements = UncheckedBox(self)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                // Each index is written by exactly one iteration.
                slots.buffer[index] = body.value(elements.value[index])
            }
        }
        return results.map { $0! }
    }
}

private struct SendableBuffer<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>
    init(_ buffer: UnsafeMutableBufferPointer<T>) { self.buffer = buffer }
}

private struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
