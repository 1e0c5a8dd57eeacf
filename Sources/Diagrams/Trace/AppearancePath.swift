import LifecycleModel

/// The way each controller of a trace went through the appearance state machine. Derived from the
/// appearance callbacks (each one names the state it moves to) and from every event's
/// `state.appearance` snapshot, which reveals changes UIKit made without a callback.
struct AppearancePath: Equatable, Sendable {
    struct Step: Equatable, Sendable {
        var object: String
        var from: AppearanceState
        var to: AppearanceState
        /// nil when the snapshot changed with no appearance callback.
        var callback: Callback?
        var seq: Int
    }

    /// Controllers (objects with an appearance state), in the order they first appear.
    var objects: [String] = []
    var initial: [String: AppearanceState] = [:]
    var steps: [Step] = []
    var final: [String: AppearanceState] = [:]

    init(_ trace: Trace, only object: String? = nil) {
        for event in trace.events where event.kind == .callback {
            guard let snapshot = event.state.appearance, object == nil || event.object == object else { continue }
            let name = event.object
            if final[name] == nil {
                objects.append(name)
                initial[name] = snapshot
                final[name] = snapshot
            }
            var current = final[name]!
            let callback = event.method
            if let callback, let target = AppearanceMachine.target(of: callback) {
                // The snapshot is taken as the callback begins: it may already show the target.
                if snapshot != current && snapshot != target {
                    steps.append(Step(object: name, from: current, to: snapshot, callback: nil, seq: event.seq))
                    current = snapshot
                }
                steps.append(Step(object: name, from: current, to: target, callback: callback, seq: event.seq))
                current = target
            } else {
                if snapshot != current {
                    steps.append(Step(object: name, from: current, to: snapshot, callback: nil, seq: event.seq))
                    current = snapshot
                }
                if callback == .viewIsAppearing {
                    steps.append(
                        Step(
                            object: name, from: current, to: current, callback: .viewIsAppearing,
                            seq: event.seq))
                }
            }
            final[name] = current
        }
    }

    /// The path laid over `machine`: each step matched to the machine's transition with the same
    /// ends and callback; steps the machine has no transition for are kept as unexpected.
    func highlight(on machine: StateMachine) -> MachineHighlight {
        var highlight = MachineHighlight()
        for object in objects { highlight.stateVisits[initial[object]!.rawValue, default: .init()].add(object) }
        for step in steps {
            if !(step.from == step.to) { highlight.stateVisits[step.to.rawValue, default: .init()].add(step.object) }
            let index = machine.transitions.firstIndex {
                $0.from == step.from.rawValue && $0.to == step.to.rawValue
                    && step.callback.map($0.callbacks.contains) ?? $0.callbacks.isEmpty
            }
            if let index {
                highlight.transitionVisits[index, default: .init()].add(step.object)
            } else {
                let transition = Transition(
                    step.from.rawValue, step.to.rawValue,
                    trigger: step.callback == nil ? .stateChangedWithoutCallback : nil,
                    callbacks: step.callback.map { [$0] } ?? [])
                if let existing = highlight.unexpected.firstIndex(where: { $0.transition == transition }) {
                    highlight.unexpected[existing].tally.add(step.object)
                } else {
                    var tally = MachineHighlight.Tally()
                    tally.add(step.object)
                    highlight.unexpected.append((transition, tally))
                }
            }
        }
        for object in objects { highlight.finals[final[object]!.rawValue, default: []].append(object) }
        return highlight
    }
}
