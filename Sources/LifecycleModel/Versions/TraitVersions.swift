/// How a view's first traits reach it (Runtime/Environment/TraitChanges.swift reads this).
extension VersionProfile {
    /// iOS 8–12: a controller or view entering the window gets `traitCollectionDidChange(_:)` with a nil
    /// previous collection, in the layout pass before its first `viewWillLayoutSubviews()`/`layoutSubviews()`.
    /// From iOS 13 UIKit gives a view its traits when it is created and sends nothing then ("Predicting
    /// Size Classes in iOS 13", useyourloaf.com, 2019: "In iOS 12 and earlier, UIKit calls the
    /// traitCollectionDidChange method when adding the view to the view hierarchy. The
    /// previousTraitCollection is nil the first time"). Device logs on either side: Matt Neuburg's
    /// launch logs (Programming iOS, bk2ch06p258launchIntoRotationEvents on GitHub) show "trait collection
    /// did change" between "will appear" and the first "willLayout" on iOS 8 (2014), 10 and 11, and none on
    /// iOS 15.
    package var sendsInitialTraitCollection: Bool { version.major >= 8 && version.major <= 12 }
}
