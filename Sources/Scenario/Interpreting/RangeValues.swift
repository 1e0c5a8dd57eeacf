/// The Ints a counted loop goes through (Checking/RangeLoops.swift). An empty or reversed range gives
/// none (Swift traps on `5...3`; the model runs no iterations); a range longer than the trace can hold is
/// cut at `InputLimits.traceEvents`, as the run would stop there anyway.
extension Interpreter {
    static func countedRange(from lower: Int, to upper: Int, isClosed: Bool) -> Value {
        let end = isClosed ? (upper == Int.max ? upper : upper + 1) : upper
        guard end > lower else { return .array([]) }
        let (length, overflow) = end.subtractingReportingOverflow(lower)
        let count = overflow ? InputLimits.traceEvents : min(length, InputLimits.traceEvents)
        var items: [Value] = []
        items.reserveCapacity(count)
        for offset in 0..<count { items.append(.int(lower + offset)) }
        return .array(items)
    }
}
