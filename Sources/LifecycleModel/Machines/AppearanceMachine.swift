/// The appearance state machine of a view controller: UIKit's private `_appearState`
/// (`AppearanceState`), moved by `beginAppearanceTransition`/`endAppearanceTransition` and by the
/// containers on push, pop, present, dismiss and tab switch.
public enum AppearanceMachine {
    /// The state a callback leaves the controller in; nil for callbacks that do not move it.
    public static func target(of callback: Callback) -> AppearanceState? {
        switch callback {
        case .viewWillAppear: .appearing
        case .viewDidAppear: .appeared
        case .viewWillDisappear: .disappearing
        case .viewDidDisappear: .disappeared
        default: nil
        }
    }

    /// `viewIsAppearing(_:)` exists from iOS 13 (iOS 17 SDK, back-deployed).
    package static func hasViewIsAppearing(_ ios: IOSVersion) -> Bool { ios.major >= 13 }

    public static func machine(for ios: IOSVersion) -> StateMachine {
        let s = AppearanceState.self
        var transitions = [
            Transition(
                s.disappeared.rawValue, s.appearing.rawValue,
                trigger: "shown: push, pop to it, present, tab select, add to window",
                callbacks: [.viewWillAppear])
        ]
        if hasViewIsAppearing(ios) {
            // Called once per appearance, after the view is in the hierarchy with current traits and
            // before its first layout pass (Apple: viewIsAppearing(_:)).
            transitions.append(
                Transition(
                    s.appearing.rawValue, s.appearing.rawValue,
                    trigger: "in the hierarchy, traits current",
                    callbacks: [.viewIsAppearing]))
        }
        transitions += [
            Transition(
                s.appearing.rawValue, s.appeared.rawValue, trigger: "transition finished",
                callbacks: [.viewDidAppear]),
            Transition(
                s.appeared.rawValue, s.disappearing.rawValue,
                trigger: "hidden: push over it, pop, dismiss, tab switch, remove",
                callbacks: [.viewWillDisappear]),
            Transition(
                s.disappearing.rawValue, s.disappeared.rawValue, trigger: "transition finished",
                callbacks: [.viewDidDisappear]),
            // A cancelled interactive transition (swipe-back, sheet drag) reverses both controllers:
            // the one that was leaving gets viewWillAppear + viewDidAppear, the one that was being
            // revealed gets viewWillDisappear + viewDidDisappear
            // (stackoverflow.com/questions/18927878, iOS 7 swipe-to-pop).
            Transition(
                s.disappearing.rawValue, s.appearing.rawValue, trigger: "interactive transition cancelled",
                callbacks: [.viewWillAppear], cancellation: true),
            Transition(
                s.appearing.rawValue, s.disappearing.rawValue, trigger: "interactive transition cancelled",
                callbacks: [.viewWillDisappear], cancellation: true),
        ]
        return StateMachine(
            name: "appearance",
            title: "Appearance states of a view controller, iOS \(ios)",
            ios: ios,
            states: [
                MachineState(s.disappeared.rawValue, "disappeared", detail: "not on screen"),
                MachineState(s.appearing.rawValue, "appearing", detail: "coming on screen"),
                MachineState(s.appeared.rawValue, "appeared", detail: "on screen"),
                MachineState(s.disappearing.rawValue, "disappearing", detail: "leaving the screen"),
            ],
            initial: s.disappeared.rawValue,
            transitions: transitions
        )
    }
}
