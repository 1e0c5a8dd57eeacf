import LifecycleModel
import Testing

@testable import Scenario

/// Issue 16, part 1: the orders where published device logs and Apple's documentation disagreed with the
/// model. Each test names its sources and the releases each one covers; where they differ by release the
/// model splits the order by version (`VersionProfile`, `TransitionVersions.swift`).
@Suite struct DeviceLogAgreementTests {
    static let navSetup = TraceOrder.navigationShown(root: "A")
    static let windowSetup = "window.rootViewController = A\nwindow.makeKeyAndVisible()"
    let appearanceAndLayout: Set<String> = [
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
        "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
    ]
    let appearance: Set<String> = [
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]

    /// The evidence the model stamped on the last `callback` of `object`: each test names the registry
    /// entries its sources are, so a pinned order and its citation cannot drift apart.
    func evidence(_ trace: Trace, _ object: String, _ callback: String) -> [EvidenceID] {
        let event = trace.events.last { $0.object == object && $0.callback == callback }
        return event.map { Array($0.evidence) } ?? []
    }

    // MARK: Non-animated push: the new top's first layout against its viewDidAppear

    /// darkjoin, "视图控制器的生命周期" ("不使用动画过渡" column; an iOS 10 demo) and jianshu.com/p/ff7ded05242d:
    /// without animation `viewDidAppear(_:)` comes before the new top's first layout. The model keeps that
    /// order up to iOS 12.
    @Test func darkjoinAndJianshu_nonAnimatedPush_didAppearBeforeFirstLayout_upToIOS12() throws {
        for ios in [8, 12] {
            let trace = try TraceOrder.run(Self.navSetup + "\nnav.pushViewController(B, animated: false)", ios: ios)
            #expect(
                TraceOrder.lines(trace, line: 4, objects: ["A", "B"], callbacks: appearanceAndLayout) == [
                    "A viewWillDisappear(_:)", "B viewWillAppear(_:)", "A viewDidDisappear(_:)", "B viewDidAppear(_:)",
                    "B viewWillLayoutSubviews()", "B viewDidLayoutSubviews()",
                ], "iOS \(ios)")
            #expect(evidence(trace, "B", "viewDidAppear(_:)") == [.darkjoinLifecycleDemo, .jianshuNonAnimatedPush])
        }
    }

    /// Apple docs, "viewIsAppearing(_:)" (iOS 17 SDK, back-deployed to iOS 13): the view is added and laid
    /// out in the transaction of `viewWillAppear(_:)`/`viewIsAppearing(_:)`, and `viewDidAppear(_:)` runs
    /// "in a separate CATransaction at the end" — for a non-animated push too. From iOS 13 the new top is
    /// laid out first, and the did-callbacks come in a transaction of their own.
    @Test func appleDocsViewIsAppearing_nonAnimatedPush_layoutBeforeDidAppear_fromIOS13() throws {
        for ios in [13, 17, 26] {
            let trace = try TraceOrder.run(Self.navSetup + "\nnav.pushViewController(B, animated: false)", ios: ios)
            #expect(
                TraceOrder.lines(
                    trace, line: 4, objects: ["A", "B"],
                    callbacks: appearanceAndLayout.union(["viewIsAppearing(_:)"])) == [
                        "A viewWillDisappear(_:)", "B viewWillAppear(_:)", "B viewIsAppearing(_:)",
                        "B viewWillLayoutSubviews()", "B viewDidLayoutSubviews()",
                        "A viewDidDisappear(_:)", "B viewDidAppear(_:)",
                    ], "iOS \(ios)")
            let events = trace.events.filter { $0.line == 4 }
            let willAppear = events.first { $0.object == "B" && $0.callback == "viewWillAppear(_:)" }!
            let didAppear = events.first { $0.object == "B" && $0.callback == "viewDidAppear(_:)" }!
            #expect(didAppear.transaction > willAppear.transaction)
            #expect(Array(didAppear.evidence) == [.appleViewIsAppearing, .wwdc23WhatsNewInUIKit])
        }
    }

    // MARK: Cancelled interactive pop: the four callbacks after the cancel

    /// "The Inconsistent Order of View Transition Events" (wangling.me, 2014, iOS 7, "Canceled Interactive
    /// Popping"): after the cancel the controller underneath gets viewWillDisappear then viewDidDisappear,
    /// and only then the top one viewWillAppear and viewDidAppear. stackoverflow.com/questions/18927878
    /// (iOS 7) logs the top controller's part of it. No later source disagrees: every release with the
    /// gesture (iOS 7+) has this order.
    @Test func wangling_cancelledSwipeBack_underneathFinishesBeforeTheTopComesBack_iOS7andLater() throws {
        for ios in [7, 12, 13, 26] {
            let trace = try TraceOrder.run(
                Self.navSetup + """

                    nav.pushViewController(B, animated: true)
                    user.swipeBack(nav, completes: false)
                    """, ios: ios)
            #expect(
                TraceOrder.lines(trace, line: 5, objects: ["A", "B"], callbacks: appearance) == [
                    "B viewWillDisappear(_:)", "A viewWillAppear(_:)",
                    "A viewWillDisappear(_:)", "A viewDidDisappear(_:)", "B viewWillAppear(_:)", "B viewDidAppear(_:)",
                ], "iOS \(ios)")
            #expect(
                evidence(trace, "B", "viewDidAppear(_:)") == [
                    .wanglingTransitionEvents2014, .stackOverflowCancelledSwipeBack,
                ])
        }
    }

    // MARK: Launch: one layout pass before viewDidAppear, and the first traits

    /// Matt Neuburg, Programming iOS, bk2ch06p258launchIntoRotationEvents (github.com/mattneub/
    /// Programming-iOS-Book-Examples, its ViewController.swift's logs, "normal launch into portrait"): iOS 8
    /// (2014) and iOS 11 — "will appear, trait collection did change, willLayout, didLayout, did appear";
    /// iOS 15 — "will appear, willLayout, didLayout, did appear". One layout pass on every release;
    /// `traitCollectionDidChange(_:)` with no previous traits up to iOS 12 ("Predicting Size Classes in
    /// iOS 13", useyourloaf.com, 2019), none from iOS 13.
    @Test func neuburgLaunchLogs_onePass_initialTraitsUpToIOS12() throws {
        let logged = appearanceAndLayout.union(["traitCollectionDidChange(_:)"])
        for ios in [8, 12] {
            let trace = try TraceOrder.run(Self.windowSetup, ios: ios)
            #expect(
                TraceOrder.lines(trace, objects: ["A"], callbacks: logged) == [
                    "A viewWillAppear(_:)", "A traitCollectionDidChange(_:)", "A viewWillLayoutSubviews()",
                    "A viewDidLayoutSubviews()", "A viewDidAppear(_:)",
                ], "iOS \(ios)")
            let traits = try #require(trace.events.first { $0.callback == "traitCollectionDidChange(_:)" })
            #expect(traits.args.map { "\($0.label): \($0.value)" } == ["previousTraitCollection: nil"])
        }
        for ios in [7, 13, 15, 26] {
            let trace = try TraceOrder.run(Self.windowSetup, ios: ios)
            #expect(
                TraceOrder.lines(trace, objects: ["A"], callbacks: logged) == [
                    "A viewWillAppear(_:)", "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()",
                    "A viewDidAppear(_:)",
                ], "iOS \(ios)")
        }
    }

    /// A pushed controller's view enters the window the same way: up to iOS 12 its first traits arrive
    /// with `traitCollectionDidChange(nil)` before its first layout (useyourloaf.com, 2019: "when adding the
    /// view to the view hierarchy"); an uncovered controller, whose view had them already, hears nothing.
    @Test func useyourloaf_pushedControllerGetsItsFirstTraits_upToIOS12() throws {
        let source =
            Self.navSetup + "\nnav.pushViewController(B, animated: true)\nnav.popViewController(animated: true)"
        let trait: Set<String> = ["traitCollectionDidChange(_:)"]
        let old = try TraceOrder.run(source, ios: 12)
        #expect(
            TraceOrder.lines(old, line: 4, objects: ["A", "B"], callbacks: trait) == ["B traitCollectionDidChange(_:)"])
        #expect(TraceOrder.lines(old, line: 5, objects: ["A", "B"], callbacks: trait).isEmpty)
        let new = try TraceOrder.run(source, ios: 13)
        #expect(TraceOrder.lines(new, objects: ["A", "B"], callbacks: trait).isEmpty)
    }

    // MARK: Top-level names inside class bodies

    /// Swift sees a script's top-level declarations (globals) from every scope, class bodies included,
    /// wherever the class stands in the file. So does the scenario language.
    @Test func topLevelNamesAreVisibleInsideClassBodies() throws {
        let trace = try TraceOrder.run(
            """
            class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(Badge)
                }
            }
            let Badge = UIView()
            window.rootViewController = Screen()
            window.makeKeyAndVisible()
            """)
        #expect(trace.events.contains { $0.object == "Badge" && $0.callback == "didMoveToSuperview()" })
    }

    @Test func topLevelNamesAreVisibleInsideHelperMethods() throws {
        let trace = try TraceOrder.run(
            """
            let Badge = UIView()
            class Screen: UIViewController {
                func install() { view.addSubview(Badge) }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    install()
                }
            }
            window.rootViewController = Screen()
            window.makeKeyAndVisible()
            """)
        #expect(trace.events.contains { $0.object == "Badge" && $0.callback == "didMoveToSuperview()" })
    }

    /// A method's own declaration still shadows a top-level one, as in Swift.
    @Test func aLocalShadowsATopLevelName() throws {
        let error = TraceOrder.error(
            """
            let Badge = UIView()
            class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let Badge = UIViewController()
                    view.addSubview(Badge)
                }
            }
            window.rootViewController = Screen()
            """)
        #expect(error?.text == "cannot convert value of type 'UIViewController' to expected argument type 'UIView'")
    }
}
