import LifecycleModel
import Testing

@testable import Scenario

/// Issue 23: navigation and page view controller orders that published logs and UIKit tests pin. Each
/// test is named after its source.
@Suite struct NavigationAndPageLogTests {
    static let emptyNavShown = """
        let nav = UINavigationController()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        """
    let loadAndAppearance: Set<String> = [
        "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]

    /// ww-tech/lasso, NavigationTestingTests.test_AssertRoot (UIKit behaviour checked in CI on iOS 14–16
    /// simulators): `nav.viewControllers = [vc]` on an empty navigation controller on screen gives `vc`
    /// viewDidLoad, viewWillAppear and viewDidAppear within one main-queue turn (one scenario event).
    @Test(arguments: [13, 15, 17, 26])
    func lassoAssertRoot_emptyNavigationControllerShowsItsFirstController(ios: Int) throws {
        let trace = try TraceOrder.run(Self.emptyNavShown + "\nnav.viewControllers = [B]", ios: ios)
        #expect(
            TraceOrder.lines(trace, line: 4, objects: ["B"], callbacks: loadAndAppearance) == [
                "B viewDidLoad()", "B viewWillAppear(_:)", "B viewDidAppear(_:)",
            ])
        #expect(TraceOrder.lines(trace, line: 4, objects: ["B"]).last == "B didMove(toParent:)")
    }

    /// The same through a push onto the empty stack (not in lasso's tests: the model takes the same path,
    /// without animation, since there is nothing to animate from).
    @Test func pushOntoAnEmptyNavigationControllerOnScreen_showsItWithoutAnimation() throws {
        let trace = try TraceOrder.run(Self.emptyNavShown + "\nnav.pushViewController(B, animated: true)")
        #expect(
            TraceOrder.lines(trace, line: 4, objects: ["B"], callbacks: loadAndAppearance) == [
                "B viewDidLoad()", "B viewWillAppear(_:)", "B viewDidAppear(_:)",
            ])
        let didAppear = try #require(trace.events.first { $0.callback == "viewDidAppear(_:)" && $0.line == 4 })
        #expect(didAppear.args.map(\.value) == ["false"])
    }

    /// lasso's test_AssertPushed_NotAnimated: after one main-queue turn the pushed controller has had
    /// viewDidLoad, viewWillAppear, viewDidAppear and the previous one viewWillDisappear, viewDidDisappear.
    @Test func lassoAssertPushedNotAnimated_everythingWithinOneTurn() throws {
        let trace = try TraceOrder.run(
            TraceOrder.navigationShown(root: "A") + "\nnav.pushViewController(B, animated: false)")
        #expect(
            Set(TraceOrder.lines(trace, line: 4, objects: ["A", "B"], callbacks: loadAndAppearance)) == [
                "B viewDidLoad()", "B viewWillAppear(_:)", "B viewDidAppear(_:)", "A viewWillDisappear(_:)",
                "A viewDidDisappear(_:)",
            ])
    }

    /// "iOS6/7のviewDidLoadが呼ばれるタイミングの違い" (quesera2.hatenablog.jp, 2014): on iOS 6 the pushed
    /// controller's view is loaded inside `pushViewController`, so a line right after the push finds it
    /// loaded; on iOS 7 it loads after the call returns.
    @Test func quesera2_iOS6PushLoadsTheViewInsideTheCall_iOS7After() throws {
        let source =
            TraceOrder.navigationShown(root: "A") + """

                do {
                    nav.pushViewController(B, animated: true)
                    print(B.isViewLoaded)
                }
                """
        for (ios, loaded) in [(6, "true"), (7, "false"), (26, "false")] {
            let trace = try TraceOrder.run(source, ios: ios)
            let printed = trace.events.filter { $0.kind == .console }.map { $0.args.first?.value ?? "" }
            #expect(printed == [loaded], "iOS \(ios)")
        }
    }

    /// "UIPageViewController's setViewController invokes unexpected view lifecycle"
    /// (stackoverflow.com/questions/48653763, 2018, iOS 11) and uias/Pageboy#233 (2019): a page set in the
    /// page view controller's viewDidLoad loads and appears inside setViewControllers — viewDidLoad,
    /// viewWillAppear, viewDidAppear, didMove(toParent:) — before the page view controller's own
    /// viewWillAppear and before the page's first layout; it hears nothing more when its container appears.
    @Test func stackOverflow48653763AndPageboy233_firstPageAppearsInsideSetViewControllers() throws {
        let trace = try TraceOrder.run(
            """
            class Pages: UIPageViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setViewControllers([Page], direction: .forward, animated: true, completion: nil)
                }
            }
            window.rootViewController = Pages(transitionStyle: .scroll, navigationOrientation: .horizontal)
            window.makeKeyAndVisible()
            """)
        let order = TraceOrder.lines(
            trace, objects: ["Page", "Pages"],
            callbacks: loadAndAppearance.union(["viewWillLayoutSubviews()", "didMove(toParent:)"])
        ).filter { !$0.hasPrefix("Pages viewDidLoad") && !$0.hasPrefix("Pages viewWillLayout") }
        #expect(
            order == [
                "Page viewDidLoad()", "Page viewWillAppear(_:)", "Page viewDidAppear(_:)",
                "Page didMove(toParent:)", "Pages viewWillAppear(_:)", "Page viewWillLayoutSubviews()",
                "Pages viewDidAppear(_:)",
            ])
    }
}

extension NavigationAndPageLogTests {
    /// blog.uso400.net, "iOS7,8,9のアプリケーションライフサイクル" (iOS 7.1.2): an animated push lays the pushed
    /// controller out once more after its viewDidAppear; darkjoin's iOS 10 table shows no such pass.
    @Test func uso400_iOS7AnimatedPushLaysThePushedControllerOutAgain() throws {
        let source = TraceOrder.navigationShown(root: "A") + "\nnav.pushViewController(B, animated: true)"
        let logged: Set<String> = [
            "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
            "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
        ]
        let layoutAgain = ["B viewWillLayoutSubviews()", "B viewDidLayoutSubviews()"]
        let firstPart = [
            "A viewWillDisappear(_:)", "B viewWillAppear(_:)", "B viewWillLayoutSubviews()",
            "B viewDidLayoutSubviews()", "A viewDidDisappear(_:)", "B viewDidAppear(_:)",
        ]
        let iOS7 = try TraceOrder.run(source, ios: 7)
        #expect(TraceOrder.lines(iOS7, line: 4, objects: ["A", "B"], callbacks: logged) == firstPart + layoutAgain)
        let iOS12 = try TraceOrder.run(source, ios: 12)
        #expect(TraceOrder.lines(iOS12, line: 4, objects: ["A", "B"], callbacks: logged) == firstPart)
    }
}
