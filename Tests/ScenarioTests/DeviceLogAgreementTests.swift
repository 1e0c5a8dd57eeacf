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

    // MARK: Launch: the root laid out more than once before viewDidAppear

    /// darkjoin, "视图控制器的生命周期" ("显示第一个视图控制器"; its demo is an Xcode 8.2 project for iOS 10.2):
    /// one layout pass before viewDidAppear. The model keeps one pass before iOS 11 (its newest such row is 8).
    @Test func darkjoin_launch_oneLayoutPass_beforeIOS11() throws {
        let trace = try TraceOrder.run(Self.windowSetup, ios: 8)
        #expect(
            TraceOrder.lines(trace, objects: ["A"], callbacks: appearanceAndLayout) == [
                "A viewWillAppear(_:)", "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()",
                "A viewDidAppear(_:)",
            ])
        #expect(evidence(trace, "A", "viewDidAppear(_:)") == [.darkjoinLifecycleDemo])
    }

    /// "viewController方法的调用" (jianshu.com/p/4d42363993b7, "app 启动后的流程": the first controller
    /// laid out twice before viewDidAppear) and stackoverflow.com/questions/48653763 (February 2018, iOS 11:
    /// a root whose child was added in viewDidLoad; the child is laid out twice before its viewDidAppear).
    @Test func jianshuAndStackOverflow48653763_launch_twoLayoutPasses_iOS11andLater() throws {
        for ios in [12, 13, 17, 26] {
            let trace = try TraceOrder.run(Self.windowSetup, ios: ios)
            #expect(
                TraceOrder.lines(trace, objects: ["A"], callbacks: appearanceAndLayout) == [
                    "A viewWillAppear(_:)", "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()",
                    "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()", "A viewDidAppear(_:)",
                ], "iOS \(ios)")
            #expect(
                evidence(trace, "A", "viewDidLayoutSubviews()") == [
                    .stackOverflowPageViewControllerSetViewControllers, .jianshuViewControllerCalls,
                ])
        }
        let withChild = try TraceOrder.run(
            """
            class Root: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(Child)
                    view.addSubview(Child.view)
                    Child.didMove(toParent: self)
                }
            }
            window.rootViewController = Root()
            window.makeKeyAndVisible()
            """, ios: 12)
        #expect(
            TraceOrder.lines(withChild, objects: ["Child"], callbacks: appearanceAndLayout) == [
                "Child viewWillAppear(_:)", "Child viewWillLayoutSubviews()", "Child viewDidLayoutSubviews()",
                "Child viewWillLayoutSubviews()", "Child viewDidLayoutSubviews()", "Child viewDidAppear(_:)",
            ])
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
        #expect(error?.message == "cannot convert value of type 'UIViewController' to expected argument type 'UIView'")
    }
}
