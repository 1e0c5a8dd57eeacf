import LifecycleModel

/// Where a run differs from what an assertion predicts: the first step (trace event) that shows it,
/// when there is one, and what the run did there.
struct ClaimFailure: Equatable, Sendable {
    enum Reason: Equatable, Sendable {
        /// The callback never runs.
        case neverCalled(CallbackReference)
        /// `second` ran (at `step`) before `first` did.
        case cameFirst(CallbackReference, before: CallbackReference)
        /// After `first` came `next` (or nothing, when nil) instead of the predicted callback.
        case followedBy(CallbackReference, next: String?)
        case calledTimes(CallbackReference, actual: Int)
        case conditionFalse(CallbackReference, StateCondition)
        case fired(rule: String, line: Int, column: Int)
        case didNotFire(rule: String)
    }

    var assertion: ClaimAssertion
    /// The trace event's 1-based `seq`, when one event shows the difference.
    var step: Int?
    var reason: Reason
}

extension ClaimAssertion {
    /// Nil when the run shows what the assertion predicts.
    func failure(in trace: Trace) -> ClaimFailure? {
        func fail(_ step: Int?, _ reason: ClaimFailure.Reason) -> ClaimFailure {
            ClaimFailure(assertion: self, step: step, reason: reason)
        }
        let events = trace.events
        switch kind {
        case .before(let first, let second, immediately: false):
            guard let firstIndex = events.firstIndex(where: first.matches) else {
                return fail(nil, .neverCalled(first))
            }
            guard let secondIndex = events.firstIndex(where: second.matches) else {
                return fail(nil, .neverCalled(second))
            }
            return firstIndex < secondIndex ? nil : fail(events[secondIndex].seq, .cameFirst(second, before: first))
        case .before(let first, let second, immediately: true):
            let firstIndices = events.indices.filter { first.matches(events[$0]) }
            guard let earliest = firstIndices.first else { return fail(nil, .neverCalled(first)) }
            if firstIndices.contains(where: { $0 + 1 < events.count && second.matches(events[$0 + 1]) }) { return nil }
            let next = earliest + 1 < events.count ? events[earliest + 1] : nil
            return fail(
                next?.seq ?? events[earliest].seq, .followedBy(first, next: next.map { "\($0.object).\($0.callback)" }))
        case .called(let reference, let times, let fromLine):
            let matching = events.filter { reference.matches($0) && $0.line >= (fromLine ?? 0) }
            guard matching.count != times else { return nil }
            // The first call past the predicted count, or none when there were too few.
            let step = matching.count > times ? matching[times].seq : nil
            return fail(step, .calledTimes(reference, actual: matching.count))
        case .state(let reference, let conditions):
            let matching = events.filter(reference.matches)
            guard !matching.isEmpty else { return fail(nil, .neverCalled(reference)) }
            for event in matching {
                if let broken = conditions.first(where: { !$0.holds(in: event.state) }) {
                    return fail(event.seq, .conditionFalse(reference, broken))
                }
            }
            return nil
        case .fires(let rule, let expected):
            let fired = trace.diagnostics.first { $0.rule == rule }
            switch (expected, fired) {
            case (true, nil): return fail(nil, .didNotFire(rule: rule))
            case (false, let diagnostic?):
                return fail(nil, .fired(rule: rule, line: diagnostic.line, column: diagnostic.column))
            default: return nil
            }
        }
    }

    /// The callbacks the assertion names; a version where one of them does not exist cannot judge it.
    var references: [CallbackReference] {
        switch kind {
        case .before(let first, let second, _): return [first, second]
        case .called(let reference, _, _), .state(let reference, _): return [reference]
        case .fires: return []
        }
    }
}
