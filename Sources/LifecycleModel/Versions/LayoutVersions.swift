/// How a release's extra layout passes differ (Runtime/Layout.swift, Runtime/Environment/SizeTransition.swift
/// and LaunchOrientation.swift read these).
extension VersionProfile {
    /// A root that supports only landscape, shown on an iPhone held in portrait, turns the app while it first
    /// appears; on iOS 15 its view is laid out twice before `viewDidAppear(_:)`, both times in landscape, on
    /// iOS 11 once (Matt Neuburg, bk2ch06p258launchIntoRotationEvents, Programming iOS examples on github.com:
    /// device logs headed "iOS 11" and "iOS 15 (iPhone SE 2)"). iOS 12–14 have no log: the model keeps one pass
    /// there. A plain launch lays out once on every release (WindowRoot.swift). Weak, not modelled: KKBOX's
    /// iOS guide ("xib 在 UIViewController lifecycle 的陷阱", kkbox.github.io, an iPhone 6 Plus simulator,
    /// Xcode 6–7 era) prints one `updateViewConstraints`/`viewDidLayoutSubviews` pair before
    /// `viewDidAppear` and one (xib) or two (storyboard) after it, but trims the log and shows neither the
    /// controller's container nor its code.
    package var launchTurnLaysOutTwice: Bool { version.major >= 15 }
    /// A rotation invalidates the constraints of the root's view: its `updateViewConstraints()` runs in the
    /// rotation's layout pass. Neuburg's containerEventForwarding example (bk2ch06p334, Programming iOS
    /// examples on github.com) logs it on iOS 8 (the 2014–15 versions of the file) and again in August 2015
    /// (commit 4c8108c7, Xcode 7 beta: iOS 9). No rotation log of a later release prints
    /// `updateViewConstraints()`: there the model keeps the rotation's pass without it.
    package var rotationUpdatesRootConstraints: Bool { version.major == 8 || version.major == 9 }
    /// iOS 8 runs that `updateViewConstraints()` from inside the root view's layout, between
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`; the iOS 9 log has it before both.
    package var rotationUpdatesConstraintsInsideLayout: Bool { version.major == 8 }
}
