/// When a modal presentation or dismissal delivers its callbacks, by release (read in
/// Containers/Presentation.swift). The source is ww-tech/lasso's system-behaviour tests
/// ("ModalTestingTests+SystemBehavior.swift", Trevor Beasty, WW International, 2019–2023,
/// https://github.com/ww-tech/lasso), run in CI on iOS 13.3–16.4 simulators (CircleCI: Xcode 11.3–13.0;
/// GitHub Actions: Xcode 13.4.1–14.3). They record each controller's callbacks right after
/// `present(_:animated:)` returns, after one main-queue turn, and at the transition coordinator's
/// completion, for `.pageSheet` and `.fullScreen`, animated or not.
extension VersionProfile {
    /// `present(_:animated:completion:)` delivers no appearance callback inside the call — not even the
    /// will-callbacks: UIKit starts the transition from a block it runs after the Core Animation commit
    /// that ends the current run-loop turn (lasso: after `present` returns the presenter has recorded
    /// nothing and the presented controller nothing beyond `viewDidLoad`, which the test triggers itself;
    /// after one main-queue turn the will-callbacks have run). The tests speak for iOS 13.3–16.4; the
    /// model carries it to its newer releases. Earlier releases keep the callbacks inside the call: the
    /// one older hint, openradar 18464897 ("dismissViewControllerAnimated:NO is not performed immediately
    /// on iOS8", iOS 8.0.2, an unnamed reporter, http://www.openradar.me/18464897), says only that
    /// non-animated presentations stopped finishing inside the call in iOS 8 — too weak to move iOS 8–12.
    package var presentationStartsAfterCommit: Bool { version.major >= 13 }
    /// A non-animated sheet ends (`viewDidAppear(_:)` on presentation, `viewDidDisappear(_:)` on
    /// dismissal) only when its transition completes, after the next main-queue turn, not once the commit
    /// is done as a non-animated full-screen presentation does (lasso, `test_NotAnimated_Presentation` and
    /// `test_NotAnimated_Dismissal`, `.pageSheet` under `#available(iOS 13.0, *)`). Before iOS 13 a sheet
    /// on an iPhone was full screen (its branch of the same tests asserts the full-screen order).
    package var nonAnimatedSheetEndsOnLaterTurn: Bool { version.major >= 13 }
    /// An animated full-screen presentation from the window's root lays the root out after the presented
    /// controller's layout and before its `viewDidAppear(_:)`: remkoh.dev, "iOS: UIViewController lifecycle in
    /// a StoryBoard" (https://remkoh.dev/?p=4214; a default modal segue that removes the presenter, so before
    /// iOS 13), and seeking-star.com, "UIViewControllerのライフサイクル"
    /// (https://seeking-star.com/prog/swift/lifecycle_uiviewcontroller/; a presentation from a button's code,
    /// the presenter disappearing, its launch laid out twice, so iOS 11 or later). darkjoin's "视图控制器的生命周期" table (an iOS 10.2 demo, FirstViewController logging its layout)
    /// shows no such layout. The model has no iOS 9–11 rows: iOS 12 is the first with it, and the newer
    /// releases keep it (no log of a full-screen presentation there says otherwise).
    package var laysOutPresentingRootUnderFullScreenModal: Bool { version.major >= 12 }
}
