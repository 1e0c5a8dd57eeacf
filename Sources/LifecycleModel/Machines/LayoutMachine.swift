/// The layout loop of a controller's view: invalidation marks the view, and the next update cycle
/// (the run loop turning, or `layoutIfNeeded()`) runs the passes in UIKit's order —
/// properties (iOS 26), constraints (iOS 6, Auto Layout), then layout.
public enum LayoutMachine {
    /// Auto Layout and its update-constraints pass arrived in iOS 6.
    package static func hasConstraintsPass(_ ios: IOSVersion) -> Bool {
        Callback.updateViewConstraints.isCalled(on: ios)
    }
    /// `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()` arrived in iOS 5.
    package static func hasControllerLayoutCallbacks(_ ios: IOSVersion) -> Bool {
        Callback.viewWillLayoutSubviews.isCalled(on: ios)
    }
    /// `updateProperties()` on controllers and views: iOS 26, after traits update and before layout.
    package static func hasPropertiesPass(_ ios: IOSVersion) -> Bool { Callback.updateProperties.isCalled(on: ios) }

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
        var states = [MachineState("upToDate", .upToDate, detail: .nothingInvalid)]
        var transitions: [Transition] = []
        if hasPropertiesPass(ios) {
            states.append(
                MachineState(
                    "needsUpdateProperties", .needsUpdateProperties, detail: .propertyOrTraitChanged))
            transitions += [
                Transition(
                    "upToDate", "needsUpdateProperties",
                    trigger: .setNeedsUpdateProperties),
                Transition(
                    "needsUpdateProperties", "upToDate", trigger: .updateCycleNothingElseInvalid,
                    callbacks: [.updateProperties]),
                Transition(
                    "needsUpdateProperties", "needsUpdateConstraints", trigger: .updateCycle,
                    callbacks: [.updateProperties]),
                Transition(
                    "needsUpdateProperties", "needsLayout", trigger: .updateCycle,
                    callbacks: [.updateProperties]),
            ]
        }
        if hasConstraintsPass(ios) {
            states.append(
                MachineState(
                    "needsUpdateConstraints", .needsUpdateConstraints, detail: .constraintsInvalid))
            transitions += [
                Transition(
                    "upToDate", "needsUpdateConstraints",
                    trigger: .setNeedsUpdateConstraints),
                Transition(
                    "needsUpdateConstraints", "needsLayout", trigger: .updateCycleConstraintsPass,
                    callbacks: constraintsPass(ios)),
            ]
        }
        states.append(MachineState("needsLayout", .needsLayout, detail: .framesInvalid))
        transitions += [
            Transition(
                "upToDate", "needsLayout",
                trigger: .setNeedsLayout),
            Transition(
                "needsLayout", "upToDate", trigger: .updateCycleLayoutPass,
                callbacks: layoutPass(ios)),
        ]
        return StateMachine(
            kind: .layout,
            ios: ios,
            states: states,
            initial: "upToDate",
            transitions: transitions
        )
    }
}
