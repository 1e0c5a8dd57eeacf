/// The environment and memory behaviours that differ between releases, derived from the release
/// number (each flag is read at the one place its behaviour is modelled). A flag that says whether a
/// callback exists reads the method catalogue's availability (`Callback.isCalled(on:)`), the one table
/// of when each callback arrived and left.
extension VersionProfile {
    /// iOS 5 and earlier: `super.didReceiveMemoryWarning()` releases the view of a controller whose view
    /// has no superview, calling `viewDidUnload()` (Apple docs, "viewDidUnload()": "In iOS 5 and earlier…";
    /// UIViewController reference of the iOS 5 SDK, "didReceiveMemoryWarning": "checks to see if the view
    /// controller can safely release its view… if the view itself does not have a superview").
    package var unloadsViewsOnMemoryWarning: Bool { Callback.viewDidUnload.isCalled(on: version) }
    /// Auto Layout, and with it `updateConstraints()` / `updateViewConstraints()`, arrived in iOS 6
    /// (Apple docs, "updateViewConstraints()", iOS 6.0+): iOS 5's layout pass has no constraints step.
    package var hasAutoLayout: Bool { version.major >= 6 }
    /// `UIWindow.rootViewController` arrived in iOS 4.0 (Apple docs, "rootViewController", iOS 4.0+);
    /// an iOS 3 app added its root controller's view with `window.addSubview(_:)`.
    package var hasWindowRootViewController: Bool { has(.api(.windowRootViewController)) }
    /// Multitasking — a background state and `applicationDidEnterBackground(_:)` — arrived in iOS 4.0
    /// (Apple docs, "applicationDidEnterBackground(_:)", iOS 4.0+); an iOS 3 app was terminated instead.
    package var hasMultitasking: Bool { has(.backgroundState) }
    /// `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()` arrived in iOS 5.0 (Apple docs, iOS 5.0+);
    /// before, only the views' `layoutSubviews()` ran in a layout pass.
    package var hasControllerLayoutCallbacks: Bool { Callback.viewWillLayoutSubviews.isCalled(on: version) }
    /// `willMove(toParent:)` / `didMove(toParent:)` arrived with the containment API in iOS 5.0 (Apple
    /// docs, both iOS 5.0+): before, a navigation or tab bar controller held its controllers without
    /// telling them.
    package var hasContainmentCallbacks: Bool { Callback.didMoveToParent.isCalled(on: version) }
    /// `viewWillUnload()` exists on iOS 5 only (UIViewController.h: NS_DEPRECATED_IOS(5_0, 6_0)).
    package var hasViewWillUnload: Bool { Callback.viewWillUnload.isCalled(on: version) }
    /// The navigation controller's interactive pop (swipe back) arrived in iOS 7 (Apple docs,
    /// "interactivePopGestureRecognizer", iOS 7.0+): before it a pop could not be cancelled half way.
    package var hasInteractivePopGesture: Bool { has(.interactivePopGesture) }
    /// `transitionCoordinator` arrived in iOS 7 (Apple docs, "UIViewController.transitionCoordinator",
    /// iOS 7.0+; "UIViewControllerTransitionCoordinator", iOS 7.0+): before it an animated transition
    /// offers no coordinator to read.
    package var hasTransitionCoordinator: Bool { version.major >= 7 }
    /// `viewWillTransition(to:with:)` and trait collections replace the rotation callbacks in iOS 8
    /// (Apple docs, "UIContentContainer", iOS 8.0+; "willRotate(to:duration:)", deprecated 8.0).
    package var hasSizeTransitions: Bool { version.major >= 8 }
    /// The root or topmost full-screen controller's `supportedInterfaceOrientations` decides which
    /// orientations the interface takes (Apple docs, iOS 6.0+; before, `shouldAutorotateToInterfaceOrientation:`
    /// on each controller, which the model does not run).
    package var controllersDecideOrientation: Bool { has(.api(.supportedInterfaceOrientations)) }
    package var hasTraitCollections: Bool { version.major >= 8 }
    /// An iPhone held in landscape at launch: up to iOS 10 an app that can launch into portrait does, and
    /// then rotates visibly once its root has appeared; from iOS 11 it launches straight into landscape
    /// (Neuburg's launch logs, bk2ch06p258launchIntoRotationEvents: the 2014 and 2015 versions and the one
    /// headed "iOS 10" start in portrait, those of iOS 11 and 15 in landscape).
    package var launchesInPortraitThenRotates: Bool { hasSizeTransitions && version.major <= 10 }
    /// Before iOS 8 the app launches in portrait too, but the rotation to the held orientation runs inside
    /// the root's first appearance: viewWillAppear, willRotate, the first layout pass in landscape,
    /// willAnimateRotation, viewDidAppear (Stack Overflow question 9539676, an iPad launch on iOS 5;
    /// tewha.net, 2012: the queued rotate event "will not have been consumed when your viewWillAppear: is
    /// first called"). iOS 6–7 and the iPhone are the model's extrapolation; iOS 3–4 have no log and
    /// launch straight into the held orientation.
    package var launchRotatesDuringFirstAppearance: Bool { !hasSizeTransitions && version.major >= 5 }
    /// A root that supports only landscape, shown on an iPhone held in portrait, turns the app while it
    /// first appears; from iOS 15 its `traitCollectionDidChange(_:)` reports the portrait traits it had
    /// (Neuburg's iOS 15 log), on iOS 13 it has none (his note on the iOS 11 log), and up to iOS 12 it is
    /// the initial call with no previous traits. iOS 14 has no log: the model keeps iOS 13's behaviour.
    package var launchTurnReportsPortraitTraits: Bool { version.major >= 15 }
    /// `preferredContentSizeCategory` became a trait in iOS 10 (Apple docs, availability iOS 10.0+).
    package var hasContentSizeTrait: Bool { version.major >= 10 }
    /// Dark Mode: `userInterfaceStyle` varies from iOS 13.
    package var hasDarkMode: Bool { has(.darkMode) }
    /// An appearance chosen in Settings while the app is in the background reaches its traits only on the
    /// return, while the app is inactive (Stack Overflow question 63372828, a printed log of iOS 13/14);
    /// every release with Dark Mode.
    package var holdsAppearanceChangeUntilForeground: Bool { hasDarkMode }
    /// Safe areas: `viewSafeAreaInsetsDidChange()`, `additionalSafeAreaInsets` (iOS 11.0+).
    package var hasSafeArea: Bool { has(.api(.additionalSafeAreaInsets)) }
    /// `viewLayoutMarginsDidChange()` / `layoutMarginsDidChange()` (iOS 11.0+ and 8.0+ respectively).
    package var hasLayoutMarginCallbacks: Bool { Callback.viewLayoutMarginsDidChange.isCalled(on: version) }
    /// `registerForTraitChanges(_:handler:)`, and trait changes processed lazily, just before each view's
    /// `layoutSubviews()` (WWDC23 "Unleash the UIKit trait system", "Handling changes"; Apple forums
    /// thread 733301: "traits are updated top-down through the hierarchy").
    package var hasTraitChangeRegistration: Bool { version.major >= 17 }
    /// Automatic trait tracking: a trait change invalidates only the update methods that read it in
    /// their last run (Apple docs, "Automatic trait tracking"; "viewWillLayoutSubviews()": "In iOS 18
    /// and later, UIKit supports automatic trait tracking inside this method"; WWDC24 "What's new in UIKit").
    package var tracksTraitsAutomatically: Bool { version.major >= 18 }
    /// `traitCollectionDidChange(_:)` still runs but is deprecated (iOS 17 SDK).
    package var traitCollectionDidChangeIsDeprecated: Bool { version.major >= 17 }
    /// `updateProperties()` on controllers and views (iOS 26.0+, Apple docs, "updateProperties()").
    package var hasUpdateProperties: Bool { Callback.updateProperties.isCalled(on: version) }
    /// The app runs in a `UIScene` (iOS 13+); before, the app delegate gets the life-cycle callbacks.
    package var usesScenes: Bool { version.major >= 13 }
    /// View-controller state preservation (`restorationIdentifier`, `encodeRestorableState(with:)`):
    /// iOS 6.0+, and only in apps without scenes — a scene-based app restores through
    /// `stateRestorationActivity(for:)` and UIKit no longer calls the coder methods
    /// (flutter/flutter#174402: "After migrating to UIScene, these methods are no longer called by UIKit").
    package var hasViewControllerStateRestoration: Bool { has(.stateRestoration) && !usesScenes }
}
