/// The layout loop of a controller's view: invalidation marks the view, and the next update cycle
/// (the run loop turning, or `layoutIfNeeded()`) runs the passes in UIKit's order —
/// properties (iOS 26), constraints (iOS 6, Auto Layout), then layout.
public enum LayoutMachine {
    /// Auto Layout and its update-constraints pass arrived in iOS 6.
    package static func hasConstraintsPass(_ ios: IOSVersion) -> Bool { ios.major >= 6 }
    /// `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()` arrived in iOS 5.
    package static func hasControllerLayoutCallbacks(_ ios: IOSVersion) -> Bool { ios.major >= 5 }
    /// `updateProperties()` on controllers and views: iOS 26, after traits update and before layout.
    package static func hasPropertiesPass(_ ios: IOSVersion) -> Bool { ios.major >= 26 }

    /// The constraints pass: views update bottom-up, so subviews' `updateConstraints()` run before
    /// the controller's `updateViewConstraints()` (Apple: "Auto Layout Guide", update pass).
    package static func constraintsPass(_ ios: IOSVersion) -> [Callback] {
        hasConstraintsPass(ios) ? [.updateConstraints, .updateViewConstraints] : []
    }

    /// The layout pass as the controller and its view see it.
    package static func layoutPass(_ ios: IOSVersion) -> [Callback] {
        hasControllerLayoutCallbacks(ios)
            ? [.viewWillLayoutSubviews, .layoutSubviews, .viewDidLayoutSubviews]
            : [.layoutSubviews]
    }

    /// One whole update cycle when everything is invalid, in order.
    package static func updateCycle(_ ios: IOSVersion) -> [Callback] {
        (hasPropertiesPass(ios) ? [.updateProperties] : []) + constraintsPass(ios) + layoutPass(ios)
    }

    public static func machine(for ios: IOSVersion) -> StateMachine {
        var states = [MachineState("upToDate", "up to date", detail: "nothing invalid")]
        var transitions: [Transition] = []
        if hasPropertiesPass(ios) {
            states.append(
                MachineState(
                    "needsUpdateProperties", "needs update properties",
                    detail: "a tracked property or trait changed"))
            transitions += [
                Transition(
                    "upToDate", "needsUpdateProperties",
                    trigger: "setNeedsUpdateProperties(), observed property or trait change"),
                Transition(
                    "needsUpdateProperties", "upToDate", trigger: "update cycle, nothing else invalid",
                    callbacks: [.updateProperties]),
                Transition(
                    "needsUpdateProperties", "needsUpdateConstraints", trigger: "update cycle",
                    callbacks: [.updateProperties]),
                Transition(
                    "needsUpdateProperties", "needsLayout", trigger: "update cycle",
                    callbacks: [.updateProperties]),
            ]
        }
        if hasConstraintsPass(ios) {
            states.append(
                MachineState(
                    "needsUpdateConstraints", "needs update constraints",
                    detail: "constraints invalid"))
            transitions += [
                Transition(
                    "upToDate", "needsUpdateConstraints",
                    trigger: "setNeedsUpdateConstraints(), constraint or intrinsic size change"),
                Transition(
                    "needsUpdateConstraints", "needsLayout", trigger: "update cycle: constraints pass",
                    callbacks: constraintsPass(ios)),
            ]
        }
        states.append(MachineState("needsLayout", "needs layout", detail: "frames invalid"))
        transitions += [
            Transition(
                "upToDate", "needsLayout",
                trigger: "setNeedsLayout(), bounds, subviews or safe area change"),
            Transition(
                "needsLayout", "upToDate", trigger: "update cycle: layout pass (or layoutIfNeeded())",
                callbacks: layoutPass(ios)),
        ]
        return StateMachine(
            name: "layout",
            title: "Layout loop of a view controller's view, iOS \(ios)",
            ios: ios,
            states: states,
            initial: "upToDate",
            transitions: transitions
        )
    }
}
