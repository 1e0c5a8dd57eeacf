import LifecycleModel
import Testing

@testable import Scenario

/// Per container and per callback family, through the scenario language.
@Suite struct ContainerTests {
    static let navSetup = TraceOrder.navigationShown(root: "A")
    let appearance: Set<String> = [
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]
    let containment: Set<String> = ["willMove(toParent:)", "didMove(toParent:)", "deinit"]

    // MARK: Navigation

    @Test func pushedControllerBecomesAChildAfterItsTransition() throws {
        let trace = try TraceOrder.run(Self.navSetup + "\nnav.pushViewController(B, animated: true)")
        #expect(
            TraceOrder.lines(trace, line: 4, objects: ["B"], callbacks: containment.union(appearance)) == [
                "B willMove(toParent:)", "B viewWillAppear(_:)", "B viewDidAppear(_:)", "B didMove(toParent:)",
            ])
        #expect(
            trace.events.first { $0.callback == "willMove(toParent:)" && $0.object == "B" }?.args == [
                Argument("parent", "nav")
            ])
    }

    /// Apple docs, "UIViewController.transitionCoordinator": iOS 7.0+. An animated push on iOS 6 has
    /// no coordinator to read; on iOS 7 and later both controllers see one in their will-callbacks.
    @Test func anAnimatedPushOffersATransitionCoordinatorFromIOS7Only() throws {
        for ios in [5, 6, 7, 26] {
            let trace = try TraceOrder.run(Self.navSetup + "\nnav.pushViewController(B, animated: true)", ios: ios)
            let willAppear = try #require(
                trace.events.first { $0.object == "B" && $0.callback == "viewWillAppear(_:)" })
            #expect(willAppear.state.transitionCoordinator == (ios >= 7), "iOS \(ios)")
        }
    }

    /// "iOS 导航控制器栈和视图控制器的生命周期" (kaopuke.com): the skipped middle controller gets no appearance
    /// callbacks and is freed between the root's viewWillAppear and the top one's viewDidDisappear; the top
    /// one is freed last. Its `didMove(toParent: nil)` just before its `deinit` is the model's choice.
    @Test func kaopukePopToRootFreesTheMiddleControllerDuringTheTransition() throws {
        let trace = try TraceOrder.run(
            Self.navSetup + """

                nav.setViewControllers([A, UIViewController(), UIViewController()], animated: false)
                nav.popToRootViewController(animated: true)
                """)
        #expect(
            TraceOrder.lines(trace, line: 5, callbacks: containment.union(appearance)) == [
                "UIViewController#2 willMove(toParent:)", "UIViewController willMove(toParent:)",
                "UIViewController#2 viewWillDisappear(_:)", "A viewWillAppear(_:)",
                "UIViewController didMove(toParent:)", "UIViewController deinit",
                "UIViewController#2 viewDidDisappear(_:)", "A viewDidAppear(_:)",
                "UIViewController#2 didMove(toParent:)", "UIViewController#2 deinit",
            ])
        let middleFreed = trace.events.first {
            $0.line == 5 && $0.callback == "deinit" && $0.object == "UIViewController"
        }
        #expect(middleFreed?.evidence.contains(.kaopukePopToRootRelease) == true)
    }

    /// Without animation the transition ends within the turn, and the middle controller leaves with the top one.
    @Test func nonAnimatedPopToRootFreesTheTopControllerFirst() throws {
        let trace = try TraceOrder.run(
            Self.navSetup + """

                nav.setViewControllers([A, UIViewController(), UIViewController()], animated: false)
                nav.popToRootViewController(animated: false)
                """)
        #expect(
            TraceOrder.lines(trace, line: 5, callbacks: ["deinit"]) == [
                "UIViewController#2 deinit", "UIViewController deinit",
            ])
    }

    @Test func cancelledSwipeBackReversesTheAppearanceCallbacks() throws {
        // Published logs: https://stackoverflow.com/questions/18927878 ("A cancelled swipe-to-pop") and
        // "The Inconsistent Order of View Transition Events" (wangling.me, iOS 7, "Canceled Interactive Popping").
        let trace = try TraceOrder.run(
            Self.navSetup + "\nnav.pushViewController(B, animated: false)\nuser.swipeBack(nav, completes: false)")
        #expect(
            TraceOrder.lines(trace, line: 5, callbacks: appearance) == [
                "B viewWillDisappear(_:)", "A viewWillAppear(_:)",
                "A viewWillDisappear(_:)", "A viewDidDisappear(_:)", "B viewWillAppear(_:)", "B viewDidAppear(_:)",
            ])
        let finished = trace.events.filter { $0.line == 5 }
        #expect(
            finished.first { $0.callback == "viewWillAppear(_:)" && $0.object == "B" }!.transaction
                > finished.first { $0.callback == "viewWillDisappear(_:)" && $0.object == "B" }!.transaction)
    }

    @Test func completedSwipeBackPopsAndReleases() throws {
        let trace = try TraceOrder.run(
            Self.navSetup
                + "\nnav.pushViewController(UIViewController(), animated: true)\nuser.swipeBack(nav, completes: true)")
        #expect(
            TraceOrder.lines(trace, line: 5, callbacks: containment.union(appearance)) == [
                "UIViewController willMove(toParent:)", "UIViewController viewWillDisappear(_:)",
                "A viewWillAppear(_:)",
                "UIViewController viewDidDisappear(_:)", "A viewDidAppear(_:)", "UIViewController didMove(toParent:)",
                "UIViewController deinit",
            ])
    }

    // MARK: Presentation

    /// Which styles take the presenter off screen, per release (Apple docs, "UIModalPresentationStyle").
    @Test(arguments: [
        (12, "automatic", true), (12, "pageSheet", true), (12, "formSheet", true), (12, "fullScreen", true),
        (12, "overFullScreen", false), (12, "overCurrentContext", false),
        (26, "automatic", false), (26, "pageSheet", false), (26, "formSheet", false), (26, "fullScreen", true),
        (26, "overFullScreen", false), (26, "overCurrentContext", false),
    ])
    func presenterDisappearsOnlyForFullScreenStyles(ios: Int, style: String, presenterDisappears: Bool) throws {
        let trace = try TraceOrder.run(
            """
            window.rootViewController = A
            window.makeKeyAndVisible()
            B.modalPresentationStyle = .\(style)
            A.present(B, animated: true)
            B.dismiss(animated: true)
            """, ios: ios)
        let presenter = TraceOrder.lines(trace, objects: ["A"], callbacks: appearance).dropFirst(2)
        #expect(
            Array(presenter)
                == (presenterDisappears
                    ? [
                        "A viewWillDisappear(_:)", "A viewDidDisappear(_:)", "A viewWillAppear(_:)",
                        "A viewDidAppear(_:)",
                    ] : []))
    }

    @Test func presentationCompletionRunsAfterViewDidAppearOnALaterTurn() throws {
        let trace = try TraceOrder.run(
            """
            window.rootViewController = A
            window.makeKeyAndVisible()
            A.present(B, animated: true) { _ in
                B.view.setNeedsLayout()
            }
            """)
        let lines = TraceOrder.lines(
            trace, objects: ["B"], callbacks: ["viewDidAppear(_:)", "viewWillLayoutSubviews()"])
        #expect(lines == ["B viewWillLayoutSubviews()", "B viewDidAppear(_:)", "B viewWillLayoutSubviews()"])
        // The deferred pass belongs to the turn the completion ran in, caused by the present on line 3.
        #expect(trace.events.last?.line == 3)
        #expect(
            trace.events.last!.transaction
                > trace.events.first { $0.callback == "viewWillAppear(_:)" && $0.object == "B" }!.transaction)
    }

    @Test func draggingASheetDownCompletesOrCancels() throws {
        let done = try TraceOrder.run(
            """
            var sheet = UIViewController()
            window.rootViewController = A
            window.makeKeyAndVisible()
            A.present(sheet, animated: true)
            user.dragDownSheet(sheet, completes: true)
            sheet = nil
            """)
        #expect(TraceOrder.lines(done, line: 5) == ["sheet viewWillDisappear(_:)", "sheet viewDidDisappear(_:)"])
        // The presenter let go when the sheet went: the variable held the last reference.
        #expect(TraceOrder.lines(done, line: 6) == ["sheet deinit"])
        let cancelled = try TraceOrder.run(
            "window.rootViewController = A\nwindow.makeKeyAndVisible()\nA.present(B, animated: true)\nuser.dragDownSheet(B, completes: false)"
        )
        #expect(
            TraceOrder.lines(cancelled, line: 4) == [
                "B viewWillDisappear(_:)", "B viewWillAppear(_:)", "B viewIsAppearing(_:)", "B viewDidAppear(_:)",
            ])
    }

    // MARK: Tabs

    /// Published log, https://pgzxc.github.io/posts/efa3afd7.html: the new tab's viewDidLoad and
    /// viewWillAppear come first, then the old tab's disappearance, then the new tab's viewDidAppear.
    @Test func tabViewLoadsOnFirstSelectionOnly() throws {
        let trace = try TraceOrder.run(
            """
            let tabs = UITabBarController()
            tabs.viewControllers = [A, B]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            tabs.selectedIndex = 1
            tabs.selectedViewController = A
            tabs.selectedIndex = 1
            """)
        let logged = appearance.union(["viewDidLoad()"])
        #expect(
            TraceOrder.lines(trace, line: 4, objects: ["A", "B"], callbacks: logged) == [
                "A viewDidLoad()", "A viewWillAppear(_:)", "A viewDidAppear(_:)",
            ])
        #expect(
            TraceOrder.lines(trace, line: 5, objects: ["A", "B"], callbacks: logged) == [
                "B viewDidLoad()", "B viewWillAppear(_:)", "A viewWillDisappear(_:)", "A viewDidDisappear(_:)",
                "B viewDidAppear(_:)",
            ])
        #expect(
            TraceOrder.lines(trace, line: 7, objects: ["A", "B"], callbacks: logged) == [
                "B viewWillAppear(_:)", "A viewWillDisappear(_:)", "A viewDidDisappear(_:)", "B viewDidAppear(_:)",
            ])
    }

    // MARK: Creation, loading, lifetime

    @Test func creationFromCodeNibAndStoryboard() throws {
        let trace = try TraceOrder.run(
            """
            let a = UIViewController()
            let b = UIViewController(nibName: "Detail", bundle: nil)
            let c = storyboard.instantiateViewController(withIdentifier: "Settings")
            """)
        #expect(
            TraceOrder.lines(trace) == [
                "a init(nibName:bundle:)", "b init(nibName:bundle:)", "c init(coder:)", "c awakeFromNib()",
            ])
        #expect(trace.events[1].args == [Argument("nibName", "\"Detail\""), Argument("bundle", "nil")])
    }

    @Test func viewLoadsLazilyOnce() throws {
        let trace = try TraceOrder.run(
            """
            let a = UIViewController()
            _ = a.isViewLoaded
            a.loadViewIfNeeded()
            _ = a.view
            a.loadViewIfNeeded()
            """)
        #expect(TraceOrder.lines(trace) == ["a init(nibName:bundle:)", "a loadView()", "a viewDidLoad()"])
        #expect(trace.events[1].line == 3)
    }

    @Test func deinitWhenTheLastReferenceGoes() throws {
        let trace = try TraceOrder.run(
            """
            var a = UIViewController()
            let nav = UINavigationController(rootViewController: a)
            a = nil
            nav.setViewControllers([B], animated: false)
            """)
        #expect(TraceOrder.lines(trace, objects: ["a"], callbacks: ["deinit"]).count == 1)
        #expect(trace.events.first { $0.callback == "deinit" }?.line == 4)
    }

    // MARK: Layout and time

    @Test func layoutIsDeferredToTheEndOfTheEvent() throws {
        let trace = try TraceOrder.run(
            """
            window.rootViewController = A
            window.makeKeyAndVisible()
            A.view.setNeedsLayout(); A.view.setNeedsLayout()
            do {
                A.view.setNeedsUpdateConstraints()
                A.view.layoutIfNeeded()
                A.view.setNeedsLayout()
            }
            """)
        let layout: Set<String> = ["updateViewConstraints()", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()"]
        #expect(
            TraceOrder.lines(trace, line: 3, callbacks: layout) == [
                "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()",
            ])
        let grouped = trace.events.filter { $0.line >= 4 && layout.contains($0.callback) }
        #expect(
            grouped.map { "\($0.line) \($0.callback)" } == [
                "6 updateViewConstraints()", "6 viewWillLayoutSubviews()", "6 viewDidLayoutSubviews()",
                "7 viewWillLayoutSubviews()", "7 viewDidLayoutSubviews()",
            ])
        #expect(Set(grouped.map(\.transaction)).count == 1)
    }

    @Test func overrideWithoutSuperSkipsUIKitsImplementationButTheCallbackIsTraced() throws {
        let trace = try TraceOrder.run(
            """
            class Broken: UIViewController {
                override func viewWillAppear(_ animated: Bool) { }
                override func viewDidLoad() { super.viewDidLoad(); let v = UIView(); view.addSubview(v) }
            }
            let b = Broken()
            window.rootViewController = b
            window.makeKeyAndVisible()
            """)
        #expect(
            TraceOrder.lines(trace, objects: ["b"], callbacks: ["viewWillAppear(_:)", "viewDidLoad()"]) == [
                "b viewDidLoad()", "b viewWillAppear(_:)",
            ])
        let nested = try #require(trace.events.first { $0.object == "v" })
        #expect(nested.depth == 1 && nested.line == 3 && nested.callback == "init(frame:)")
    }
}
