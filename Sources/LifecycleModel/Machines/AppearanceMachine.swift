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
    package static func hasViewIsAppearing(_ ios: IOSVersion) -> Bool { Callback.viewIsAppearing.isCalled(on: ios) }

    public static func machine(for ios: IOSVersion) -> StateMachine {
        let s = AppearanceState.self
        var transitions = [
            Transition(
                s.disappeared.rawValue, s.appearing.rawValue,
                trigger: .shownByContainer,
                callbacks: [.viewWillAppear])
        ]
        if hasViewIsAppearing(ios) {
            // Called once per appearance, after the view is in the hierarchy with current traits and
            // before its first layout pass (Apple: viewIsAppearing(_:)).
            transitions.append(
                Transition(
                    s.appearing.rawValue, s.appearing.rawValue,
                    trigger: .inHierarchyTraitsCurrent,
                    callbacks: [.viewIsAppearing]))
        }
        transitions += [
            Transition(
                s.appearing.rawValue, s.appeared.rawValue, trigger: .transitionFinished,
                callbacks: [.viewDidAppear]),
            Transition(
                s.appeared.rawValue, s.disappearing.rawValue,
                trigger: .hiddenByContainer,
                callbacks: [.viewWillDisappear]),
            Transition(
                s.disappearing.rawValue, s.disappeared.rawValue, trigger: .transitionFinished,
                callbacks: [.viewDidDisappear]),
            // A cancelled interactive transition (swipe-back, sheet drag) reverses both controllers:
            // the one that was leaving gets viewWillAppear + viewDidAppear, the one that was being
            // revealed gets viewWillDisappear + viewDidDisappear
            // (stackoverflow.com/questions/18927878, iOS 7 swipe-to-pop).
            Transition(
                s.disappearing.rawValue, s.appearing.rawValue, trigger: .interactiveTransitionCancelled,
                callbacks: [.viewWillAppear], cancellation: true),
            Transition(
                s.appearing.rawValue, s.disappearing.rawValue, trigger: .interactiveTransitionCancelled,
                callbacks: [.viewWillDisappear], cancellation: true),
        ]
        return StateMachine(
            kind: .appearance,
            ios: ios,
            states: [
                MachineState(s.disappeared.rawValue, .disappeared, detail: .notOnScreen),
                MachineState(s.appearing.rawValue, .appearing, detail: .comingOnScreen),
                MachineState(s.appeared.rawValue, .appeared, detail: .onScreen),
                MachineState(s.disappearing.rawValue, .disappearing, detail: .leavingScreen),
            ],
            initial: s.disappeared.rawValue,
            transitions: transitions
        )
    }
}
