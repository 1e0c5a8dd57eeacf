/// Builds the trace: one `TraceEvent` per callback, with the object's state as the callback begins.
final class Recorder {
    var events: [TraceEvent] = []

    init() { events.reserveCapacity(64) }

    func record(_ callback: Callback, on object: ModelObject, args: [Argument], depth: Int, simulator: Simulator) {
        var state = Recorder.snapshot(of: object)
        // In a window, but a trait change has not reached it yet (e.g. inside viewWillTransition(to:with:)).
        if state.traitsCurrent, simulator.hasPendingTraitChange(object) { state.traitsCurrent = false }
        events.append(TraceEvent(
            seq: events.count + 1, object: object.name, className: object.className, callback: callback.name,
            args: args, depth: depth, line: simulator.currentLine, transaction: simulator.runLoop.transaction,
            state: state))
    }

    static func snapshot(of object: ModelObject) -> StateSnapshot {
        if let controller = object as? ViewController {
            let inWindow = controller.view?.isInWindow ?? false
            return StateSnapshot(viewLoaded: controller.isViewLoaded, inWindow: inWindow,
                                 appearance: controller.appearance, geometryAccurate: controller.geometryAccurate,
                                 traitsCurrent: inWindow, transitionCoordinator: controller.hasTransitionCoordinator)
        }
        if let view = object as? View {
            let inWindow = view.isInWindow
            return StateSnapshot(viewLoaded: true, inWindow: inWindow, appearance: nil,
                                 geometryAccurate: inWindow && view.hasBeenLaidOut, traitsCurrent: inWindow,
                                 transitionCoordinator: false)
        }
        return StateSnapshot(viewLoaded: false, inWindow: false, appearance: nil, geometryAccurate: false,
                             traitsCurrent: false, transitionCoordinator: false)
    }
}
