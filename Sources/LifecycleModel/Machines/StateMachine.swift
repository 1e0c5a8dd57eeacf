/// A state machine of the lifecycle, as data: what a diagram draws and what a trace's path is
/// checked against. Built per iOS version by `AppearanceMachine`, `LifeMachine` and `LayoutMachine`.
/// Its words (title, state names, triggers) are typed ids; `Texts.MachineText` words them in the
/// reader's language.
public struct StateMachine: Equatable, Sendable {
    public var kind: MachineKind
    public var ios: IOSVersion
    public var states: [MachineState]
    /// Where the machine starts; drawn as an arrow from an unlabelled start point.
    public var initial: MachineState.ID
    /// The transitions out of which nothing leaves again (drawn into an end point); may be empty.
    public var finals: [MachineState.ID]
    public var transitions: [Transition]

    public init(
        kind: MachineKind, ios: IOSVersion, states: [MachineState], initial: MachineState.ID,
        finals: [MachineState.ID] = [], transitions: [Transition]
    ) {
        self.kind = kind
        self.ios = ios
        self.states = states
        self.initial = initial
        self.finals = finals
        self.transitions = transitions
    }

    /// Short stable name (`appearance`, `life`, `layout`).
    package var name: String { kind.rawValue }

    public func state(_ id: MachineState.ID) -> MachineState? {
        states.first { $0.id == id }
    }

    /// The transitions leaving `state` that UIKit takes by calling `callback`.
    public func transitions(from state: MachineState.ID, calling callback: Callback) -> [Transition] {
        transitions.filter { $0.from == state && $0.callbacks.contains(callback) }
    }
}

/// One state. `id` is a plain identifier (letters and digits) so every diagram language can use it.
public struct MachineState: Equatable, Hashable, Sendable {
    public typealias ID = String
    public var id: ID
    public var name: StateName
    /// What is true in this state, one short line; nil when the name says it all.
    public var detail: StateDetail?

    public init(_ id: ID, _ name: StateName, detail: StateDetail? = nil) {
        self.id = id
        self.name = name
        self.detail = detail
    }
}

/// A transition: what causes it (an app call or an event) and the callbacks UIKit makes
/// on the way, in the order it makes them. A transition whose `from` equals `to` is a callback made
/// within a state (a loop), such as `viewIsAppearing(_:)` or a layout pass.
public struct Transition: Equatable, Hashable, Sendable {
    public var from: MachineState.ID
    public var to: MachineState.ID
    public var trigger: TransitionTrigger?
    public var callbacks: [Callback]
    /// Taken only when an interactive transition is cancelled (drawn dashed).
    public var cancellation: Bool

    public init(
        _ from: MachineState.ID, _ to: MachineState.ID, trigger: TransitionTrigger? = nil, callbacks: [Callback] = [],
        cancellation: Bool = false
    ) {
        self.from = from
        self.to = to
        self.trigger = trigger
        self.callbacks = callbacks
        self.cancellation = cancellation
    }

    package var isLoop: Bool { from == to }
}
