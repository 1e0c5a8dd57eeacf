import LifecycleModel

/// What a trace did on a state machine: how often each state was entered and each transition taken,
/// by which objects, and where each object ended. Drawn over the machine by `StateMachineWriter`.
struct MachineHighlight: Equatable, Sendable {
    /// Counts per object, objects in the order they first appear.
    struct Tally: Equatable, Sendable {
        private(set) var entries: [(object: String, count: Int)] = []
        var total: Int { entries.reduce(0) { $0 + $1.count } }
        mutating func add(_ object: String) {
            if let index = entries.firstIndex(where: { $0.object == object }) {
                entries[index].count += 1
            } else {
                entries.append((object, 1))
            }
        }
        /// `×3 (A 2, B 1)`; a single object's count alone: `×2 (A)`.
        var summary: String {
            let who = entries.map { entries.count == 1 ? $0.object : "\($0.object) \($0.count)" }
            return "×\(total) (\(who.joined(separator: ", ")))"
        }
        static func == (lhs: Tally, rhs: Tally) -> Bool {
            lhs.entries.elementsEqual(rhs.entries) { $0.object == $1.object && $0.count == $1.count }
        }
    }

    var stateVisits: [MachineState.ID: Tally] = [:]
    /// Keyed by index into the machine's transitions.
    var transitionVisits: [Int: Tally] = [:]
    /// Transitions the trace took that the machine does not have (UIKit would not make them).
    var unexpected: [(transition: Transition, tally: Tally)] = []
    /// The objects whose last state is each state.
    var finals: [MachineState.ID: [String]] = [:]

    static func == (lhs: MachineHighlight, rhs: MachineHighlight) -> Bool {
        lhs.stateVisits == rhs.stateVisits && lhs.transitionVisits == rhs.transitionVisits
            && lhs.finals == rhs.finals
            && lhs.unexpected.elementsEqual(rhs.unexpected) { $0.transition == $1.transition && $0.tally == $1.tally }
    }
}
