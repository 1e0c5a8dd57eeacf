/// Builds the trace: one `TraceEvent` per callback, with the object's state as the callback begins.
final class Recorder {
    var events: [TraceEvent] = []

    init() { events.reserveCapacity(128) }

    func record(_ callback: Callback, on object: ModelObject, args: [Argument], depth: Int, simulator: Simulator) {
        var state = object.snapshot()
        // In a window, but a trait change has not reached it yet (e.g. inside viewWillTransition(to:with:)).
        if state.traitsCurrent, simulator.hasPendingTraitChange(object) { state.traitsCurrent = false }
        events.append(
            TraceEvent(
                seq: events.count + 1, object: object.name, className: object.className, callback: callback,
                args: args, depth: depth, line: simulator.currentLine, transaction: simulator.runLoop.transaction,
                state: state, evidence: simulator.stampedEvidence))
    }

    /// A note where UIKit calls nothing but the reader needs to see something (a value an override read).
    func recordNote(_ text: String, on object: ModelObject, args: [Argument], depth: Int, simulator: Simulator) {
        events.append(
            TraceEvent(
                seq: events.count + 1, object: object.name, className: object.className, callback: text,
                args: args, depth: depth, line: simulator.currentLine, transaction: simulator.runLoop.transaction,
                state: object.snapshot(), evidence: simulator.stampedEvidence))
    }
}
