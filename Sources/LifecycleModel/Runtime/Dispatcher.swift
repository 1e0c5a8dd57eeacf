/// Runs an override body written in the scenario language. The model calls it when a callback is
/// overridden by the object's scenario class; `callSuper` performs UIKit's own implementation and is
/// to be invoked where the body says `super.<callback>(…)` (not at all if it never does).
package protocol OverrideRunner: AnyObject {
    func run(_ override: OverrideDefinition, of object: ModelObject, args: [Argument], callSuper: () -> Void)
}

/// The single point every lifecycle callback passes through: records it in the trace, tells the
/// observers, consults the object's class for an override, and runs UIKit's implementation (`super`).
final class Dispatcher {
    var depth = 0
    /// Strong (a weak reference costs a side table); the runner clears it when the run ends.
    var overrideRunner: OverrideRunner?

    /// The observers, in the order they were added. They get events only when there are any: building
    /// the identities an event carries costs string copies the run does not otherwise make.
    private var observers: [ModelObserver] = []

    /// The misuse rules, when installed: called directly rather than as an observer. They see every
    /// callback twice, and read the objects themselves (an observer sees identities only).
    private let rules = MisuseRules()
    private var rulesInstalled = false

    func installRules() { rulesInstalled = true }

    var hasObservers: Bool { rulesInstalled || !observers.isEmpty }

    func addObserver(_ observer: ModelObserver) {
        observers.append(observer)
    }

    /// An API call of the scenario: the rules, then every observer in the order they were added.
    func notify(_ action: ActionRecord, in simulator: Simulator) {
        if rulesInstalled { rules.perform(action, in: simulator) }
        if !observers.isEmpty { notifyObservers(.action(action.observed), in: simulator) }
    }

    private func notifyObservers(_ event: ModelEvent, in simulator: Simulator) {
        for observer in observers { observer.observe(event, in: simulator) }
    }

    func runDidEnd(in simulator: Simulator) {
        if rulesInstalled { rules.runDidEnd(in: simulator) }
        for observer in observers { observer.runDidEnd(in: simulator) }
    }

    func call(
        _ callback: Callback, on object: ModelObject, args: [Argument], simulator: Simulator,
        superImplementation: () -> Void
    ) {
        simulator.recorder.record(callback, on: object, args: args, depth: depth, simulator: simulator)
        let override = object.definition?.override(of: callback)
        guard hasObservers else {
            run(override, of: object, args: args, superImplementation: superImplementation)
            return
        }
        // One record for both reports: the depth is the same after the call, the line may not be.
        var record = CallRecord(
            callback: callback, object: object, depth: depth, line: simulator.currentLine,
            override: override)
        if rulesInstalled { rules.willCall(record, in: simulator) }
        if !observers.isEmpty { notifyObservers(.willCall(record.observed), in: simulator) }
        run(override, of: object, args: args, superImplementation: superImplementation)
        record.line = simulator.currentLine
        if rulesInstalled { rules.didCall(record, in: simulator) }
        if !observers.isEmpty { notifyObservers(.didCall(record.observed), in: simulator) }
    }

    /// The scenario's override when there is one (it decides whether and where `super` runs), else UIKit's own.
    private func run(
        _ override: OverrideDefinition?, of object: ModelObject, args: [Argument], superImplementation: () -> Void
    ) {
        depth += 1
        if let override, let overrideRunner {
            overrideRunner.run(override, of: object, args: args, callSuper: superImplementation)
        } else {
            superImplementation()
        }
        depth -= 1
    }
}
