/// When a modal presentation or dismissal delivers its callbacks, by release (read in
/// Containers/Presentation.swift). The source is ww-tech/lasso's system-behaviour tests
/// ("ModalTestingTests+SystemBehavior.swift", Trevor Beasty, WW International, 2019–2023,
/// https://github.com/ww-tech/lasso), run in CI from iOS 12.4 (CircleCI with Xcode 10.3 in the repository's
/// first configuration, 2020-02-18; later Xcode 11–13) to iOS 16 simulators (GitHub Actions: Xcode
/// 13.4.1–14.3); their branches for releases before iOS 13 were written for the iOS 12.4 runs. They record each controller's callbacks right after
/// `present(_:animated:)` returns, after one main-queue turn, and at the transition coordinator's
/// completion, for `.pageSheet` and `.fullScreen`, animated or not.
extension VersionProfile {
    /// `present(_:animated:completion:)` delivers no appearance callback inside the call — not even the
    /// will-callbacks: UIKit starts the transition from a block it runs after the Core Animation commit
    /// that ends the current run-loop turn (lasso: after `present` returns the presenter has recorded
    /// nothing and the presented controller nothing beyond `viewDidLoad`, which the test triggers itself;
    /// after one main-queue turn the will-callbacks have run). That check right after the call is the same
    /// on every release the tests ran on, iOS 12.4 included (its pre-iOS 13 branches differ only later), so
    /// the model starts there and carries it to its newer releases. Earlier releases keep the callbacks
    /// inside the call. Two older hints are not followed: openradar 18464897 ("dismissViewControllerAnimated:NO
    /// is not performed immediately on iOS8", iOS 8.0.2, an unnamed reporter) says only that non-animated
    /// dismissals stopped finishing inside the call in iOS 8, and quesera2.hatenablog.jp (2014) says that from
    /// iOS 7 `present` no longer loads the view inside the call — one blog, which shows no callbacks.
    package var presentationStartsAfterCommit: Bool { version.major >= 12 }
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
    /// An animated dismissal of a full-screen modal lays the returning window root out twice: once between
    /// its `viewWillAppear(_:)` and `viewDidAppear(_:)`, and again once the dismissed controller has had its
    /// `viewDidDisappear(_:)` and been deallocated — yagamo-style.com (aokiplayer), "UIViewControllerのライフサイクルメソッド"
    /// (2019, iOS 12.2, an unwind segue back to the root; the only log of it, so later releases are the
    /// model's choice). darkjoin's iOS 10.2 dismiss column shows neither, so the gate is that of the
    /// presentation's layout.
    package var laysOutReturningRootAfterFullScreenModal: Bool { laysOutPresentingRootUnderFullScreenModal }
    /// A presentation asked of a controller whose own presentation has not ended — `present` called in the
    /// presented controller's `viewDidAppear(_:)`, before its presenter's `viewDidDisappear(_:)` — waits
    /// for that transition: the new controller's view loads only after the presenter's
    /// `viewDidDisappear(_:)` (remkoh.dev, "iOS: UIViewController lifecycle in a StoryBoard", scenario 3:
    /// vc2 presents vc3 from its `viewDidAppear`, and "vc1 – viewDidDisappear" comes before "vc3 – loadView").
    /// Read as iOS 12, as that log's presenter layout is (`laysOutPresentingRootUnderFullScreenModal`), and
    /// kept on newer releases, where no log says otherwise. Not followed: the same log then prints a
    /// second "vc1 – viewDidDisappear" after vc3's `viewWillAppear(_:)` — vc1 had disappeared already;
    /// one log shows it, and a controller that hears `viewDidDisappear(_:)` twice has no state the
    /// appearance machine could be in, so the model does not repeat it.
    package var presentationWaitsForPresentersTransition: Bool { version.major >= 12 }
    /// A `.currentContext` presentation covers only the controller that defines the context on an iPhone
    /// from iOS 8; before, an iPhone showed every presented controller full screen. Matt Neuburg's
    /// bk2ch06p270modalPresentationContext example (Programming iOS, github.com) presents with
    /// `.currentContext` from a tab's controller that defines the context and notes "in iOS 8+, this
    /// works on iPhone as well as iPad! presented vc appears over first vc *inside* tabbed interface";
    /// his Programming iOS 6 (O'Reilly, 2013, "Presented View Controller") says a presented view takes
    /// over the entire interface, "On the iPhone, this is always the case". No log prints the callbacks:
    /// the model presents such a request as `.fullScreen` from the window's root on iOS 3–7 iPhones.
    package var contextPresentationStaysInContextOnPhone: Bool { version.major >= 8 }
}
