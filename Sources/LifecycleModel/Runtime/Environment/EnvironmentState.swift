/// Per-object and per-app environment state the environment and memory parts of the model keep.
/// Each object stores what it was last told (traits, safe area, margins) so a callback is made only
/// when a value really changes.

/// One `registerForTraitChanges(_:handler:)` registration (iOS 17+).
struct TraitRegistration {
    var traits: [TraitKind]
    /// The scenario's handler body; nil for an empty one or an action.
    var handler: (() -> Void)?
    /// `registerForTraitChanges(_:action:)`: the selector's method name.
    var action: String?
}

/// What controllers and views share: traits last delivered, registrations, a pending `updateProperties()`.
struct TraitEnvironmentState {
    /// nil until the object first has traits in a window (the first traits are not a "change").
    var traits: TraitCollection?
    /// `Simulator.traitsGeneration` when `traits` was set: while it is still the current one, the
    /// traits are the device's, which saves comparing them on every trace event and layout visit.
    var generation = -1
    var registrations: [TraitRegistration] = []
    /// What the supported update methods read in their last run (automatic trait tracking, iOS 18+).
    var tracked = TrackedTraits()
    /// Starts true: like layout, the first update cycle in a window runs `updateProperties()` once, so
    /// content configured only there (and the observation tracking it sets up) is on the first frame
    /// (WWDC25 "What's new in UIKit": properties are applied in the update pass before layout; the
    /// widely copied iOS 26 sample sets `label.text` only in `updateProperties()` and shows it at launch,
    /// juejin.cn/post/7520093724988145715). Only iOS 26 profiles read it.
    var needsUpdateProperties = true
}

struct ControllerEnvironment {
    var traitState = TraitEnvironmentState()
    /// In the will-callbacks of a size change: the view still has its old size, about to change.
    var awaitsNewSize = false
    var restorationIdentifier: String?
    var additionalSafeAreaInsets = EdgeInsets.zero
}

struct ViewEnvironment {
    var traitState = TraitEnvironmentState()
    /// The safe area last seen in a window (nil: never laid out in one).
    var safeArea: EdgeInsets?
    /// The layout margins last reported.
    var margins: EdgeInsets?
    /// Margins the scenario set (`layoutMargins`, `directionalLayoutMargins`); nil: the system default.
    var explicitMargins: EdgeInsets?
}

/// The app as a whole: launched or not, foreground or background, the delegates that receive its
/// life-cycle callbacks, and every live controller (each `UIViewController` observes the memory-warning
/// notification from its `init`, so delivery follows creation order).
struct AppState {
    var inBackground = false
    /// `app.launch()` has run (Runtime/Environment/AppLaunch.swift).
    var hasLaunched = false
    /// An appearance chosen while the app was in the background, delivered on its return (AppLifecycle.swift).
    var heldUserInterfaceStyle: UserInterfaceStyle?
    /// Up to iOS 10, the landscape orientation the iPhone was held in before the window first showed: the
    /// app shows in portrait and rotates to it afterwards (`VersionProfile.launchesInPortraitThenRotates`).
    var heldOrientationAtLaunch: InterfaceOrientation?
    /// The root turned the app to its own orientation as it first appeared, on a release that lays the
    /// window out twice then (`VersionProfile.launchTurnLaysOutTwice`); cleared by that second pass.
    var laysOutAgainAfterLaunchTurn = false
    /// Created on first use: the app delegate (every version), the scene delegate (iOS 13+).
    var appDelegate: ModelObject?
    var sceneDelegate: ModelObject?
    var controllers: [ViewController] = []
}
