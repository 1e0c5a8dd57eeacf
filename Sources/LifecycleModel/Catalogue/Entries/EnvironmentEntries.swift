// Size and trait changes, and rotation before iOS 8.
// Sources: developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:) and
// .../willtransition(to:with:) (iOS 8; "always call super … so that UIKit can forward" to children),
// .../uikit/uitraitenvironment/traitcollectiondidchange(_:) (iOS 8; deprecated in iOS 17: "Use the trait
// change registration APIs declared in the UITraitChangeObservable protocol"),
// .../uikit/uitraitchangeobservable-67e94 (iOS 17; registrations are cleaned up by UIKit; avoid expensive
// work, traits may change more than once before an update),
// .../uiviewcontroller/willrotate(to:duration:) (iOS 2.0–8.0), .../willanimaterotation(to:duration:)
// (iOS 3.0–8.0), .../didrotate(from:) (iOS 2.0–8.0). From iOS 8 UIKit still sends them for compatibility,
// but not to a controller that implements viewWillTransition(to:with:) (shinobicontrols.com "iOS8
// Day-by-Day: Rotation Deprecation"; WWDC 2014 session 214).

extension CatalogueEntries {
    static let environment: [MethodEntry] = [
        MethodEntry(
            .viewWillTransitionToSize, .controller, phase: .environment, frequency: .onEvent,
            availability: .since(8), superCall: .required),
        MethodEntry(
            .willTransitionToTraitCollection, .controller, phase: .environment, frequency: .onEvent,
            availability: .since(8), superCall: .required),
        MethodEntry(
            .traitCollectionDidChange, .controller, phase: .environment, frequency: .onEvent,
            availability: .since(8, deprecated: 17, replacement: .traitChangeHandler), superCall: .required),
        MethodEntry(
            .traitCollectionDidChange, .view, phase: .environment, frequency: .onEvent,
            availability: .since(8, deprecated: 17, replacement: .traitChangeHandler), superCall: .required),
        MethodEntry(
            .traitChangeHandler, .controller, phase: .environment, frequency: .onEvent,
            availability: .since(17), superCall: .notApplicable),
        MethodEntry(
            .traitChangeHandler, .view, phase: .environment, frequency: .onEvent,
            availability: .since(17), superCall: .notApplicable),
        MethodEntry(
            .traitChangeAction, .controller, phase: .environment, frequency: .onEvent,
            availability: .since(17), superCall: .notApplicable),
        MethodEntry(
            .traitChangeAction, .view, phase: .environment, frequency: .onEvent,
            availability: .since(17), superCall: .notApplicable),
        MethodEntry(
            .willRotate, .controller, phase: .environment, frequency: .onEvent,
            availability: .since(2, deprecated: 8, replacement: .viewWillTransitionToSize), superCall: .required),
        MethodEntry(
            .willAnimateRotation, .controller, phase: .environment, frequency: .onEvent,
            availability: .since(3, deprecated: 8, replacement: .viewWillTransitionToSize), superCall: .required),
        MethodEntry(
            .didRotate, .controller, phase: .environment, frequency: .onEvent,
            availability: .since(2, deprecated: 8, replacement: .viewWillTransitionToSize), superCall: .required),
    ]
}
