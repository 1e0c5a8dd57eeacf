import LifecycleModel
import Testing

@testable import Scenario

/// `UIPageViewController`: the two pages' appearance callbacks by transition style, for swipes that
/// complete and swipes that are cancelled, and the data source and delegate calls around them.
@Suite struct PageViewControllerTests {
    static func shown(_ style: String) -> String {
        """
        let pages = UIPageViewController(transitionStyle: .\(style), navigationOrientation: .horizontal)
        pages.setViewControllers([A], direction: .forward, animated: false)
        window.rootViewController = pages
        window.makeKeyAndVisible()
        """
    }
    static let appearance: Set<String> = [
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]

    static func pageAppearance(_ source: String, line: Int, ios: Int = 17) throws -> [String] {
        TraceOrder.lines(
            try TraceOrder.run(source, ios: ios), line: line, objects: ["A", "B"], callbacks: Self.appearance)
    }

    /// wangling.me, "The Inconsistent Order of View Transition Events" (iOS 7), "Page Scrolling… Normal";
    /// rechsteiner/Parchment#468 shows the same for UIPageViewController in 2020 (iOS 13).
    @Test(arguments: [7, 13, 26])
    func scrollSwipeCompleted_newWillFirst_newDidFirst_wanglingAndParchment468(ios: Int) throws {
        let source = Self.shown("scroll") + "\nuser.swipePage(pages, direction: .forward, to: B, completes: true)"
        #expect(
            try Self.pageAppearance(source, line: 5, ios: ios) == [
                "B viewWillAppear(_:)", "A viewWillDisappear(_:)", "B viewDidAppear(_:)", "A viewDidDisappear(_:)",
            ])
    }

    /// One swipe of a published log: the style, whether the finger completes it, the pages' calls.
    struct LoggedSwipe: Sendable, CustomTestStringConvertible {
        var log: String
        var style: String
        var completes: Bool
        var order: [String]
        var testDescription: String { log }
    }

    /// wangling.me, "The Inconsistent Order of View Transition Events" (iOS 7): on a cancelled scroll the
    /// current page comes back before the incoming one leaves; a page curl ends the old page first; a
    /// cancelled curl interleaves the two. The incoming page of a cancelled swipe never gets viewDidAppear.
    static let wanglingLogs = [
        LoggedSwipe(
            log: "Canceled Interactive Scrolling", style: "scroll", completes: false,
            order: [
                "B viewWillAppear(_:)", "A viewWillDisappear(_:)", "A viewWillAppear(_:)", "A viewDidAppear(_:)",
                "B viewWillDisappear(_:)", "B viewDidDisappear(_:)",
            ]),
        LoggedSwipe(
            log: "Page Curling, Normal", style: "pageCurl", completes: true,
            order: [
                "B viewWillAppear(_:)", "A viewWillDisappear(_:)", "A viewDidDisappear(_:)", "B viewDidAppear(_:)",
            ]),
        LoggedSwipe(
            log: "Canceled Interactive Curling", style: "pageCurl", completes: false,
            order: [
                "B viewWillAppear(_:)", "A viewWillDisappear(_:)", "B viewWillDisappear(_:)", "A viewWillAppear(_:)",
                "B viewDidDisappear(_:)", "A viewDidAppear(_:)",
            ]),
    ]

    /// Logged on iOS 7; no later log differs, so every release with the style keeps the order.
    @Test(arguments: wanglingLogs, [7, 26])
    func swipeByStyle_wanglingInconsistentOrderOfViewTransitionEvents(_ swipe: LoggedSwipe, ios: Int) throws {
        let source =
            Self.shown(swipe.style)
            + "\nuser.swipePage(pages, direction: .forward, to: B, completes: \(swipe.completes))"
        #expect(try Self.pageAppearance(source, line: 5, ios: ios) == swipe.order)
    }

    /// iOS 5 has the page curl but not `pageViewController(_:willTransitionTo:)` (Apple docs: iOS 6.0+).
    @Test func pageCurlOnIOS5_noWillTransitionTo() throws {
        let source = Self.shown("pageCurl") + "\nuser.swipePage(pages, direction: .forward, to: B, completes: true)"
        let delegateCalls = TraceOrder.lines(try TraceOrder.run(source, ios: 5), objects: ["pages.delegate"])
        #expect(
            delegateCalls == [
                "pages.delegate pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)"
            ])
    }

    /// "[iOS] UIPageViewController Test Note", wisdomskyduan.blogspot.com (iOS 9.1): a first slight
    /// scroll asks for both neighbours, then willTransitionTo; letting go ends with didFinishAnimating
    /// (not completed); the next swipe asks nothing; a completed one ends with didFinishAnimating, then
    /// viewControllerAfter for the new page; Apple docs: both delegate calls are gesture-driven only.
    @Test func dataSourceAndDelegateCalls_wisdomskyduanTestNote() throws {
        let source =
            Self.shown("scroll") + """

                user.swipePage(pages, direction: .forward, to: B, completes: false)
                user.swipePage(pages, direction: .forward, to: B, completes: true)
                pages.setViewControllers([A], direction: .reverse, animated: true)
                """
        let trace = try TraceOrder.run(source)
        let calls = ["pages.dataSource", "pages.delegate"]
        #expect(
            TraceOrder.lines(trace, line: 5, objects: Set(calls)) == [
                "pages.dataSource pageViewController(_:viewControllerAfter:)",
                "pages.dataSource pageViewController(_:viewControllerBefore:)",
                "pages.delegate pageViewController(_:willTransitionTo:)",
                "pages.delegate pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
            ])
        #expect(
            TraceOrder.lines(trace, line: 6, objects: Set(calls)) == [
                "pages.delegate pageViewController(_:willTransitionTo:)",
                "pages.delegate pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
                "pages.dataSource pageViewController(_:viewControllerAfter:)",
            ])
        #expect(TraceOrder.lines(trace, line: 7, objects: Set(calls)).isEmpty)
        let completed = trace.events.filter { $0.callback.hasPrefix("pageViewController(_:didFinishAnimating") }
            .map { $0.args.first { $0.label == "transitionCompleted" }?.value }
        #expect(completed == ["false", "true"])
    }

    /// Open Radar 13162693 (lionheart/openradar-mirror#5310): before iOS 8 an animated scroll-style
    /// setViewControllers kept the old neighbours, so the data source was not asked on the next swipe;
    /// without animation it was. From iOS 8 both ask again.
    @Test(arguments: [(7, true, false), (7, false, true), (8, true, true), (17, true, true)])
    func setViewControllersAnimated_staleNeighboursBeforeIOS8_openRadar13162693(
        ios: Int, animated: Bool, asksDataSource: Bool
    ) throws {
        let source =
            Self.shown("scroll") + """

                user.swipePage(pages, direction: .forward, to: B, completes: true)
                pages.setViewControllers([C], direction: .forward, animated: \(animated))
                user.swipePage(pages, direction: .reverse, to: B, completes: true)
                """
        let trace = try TraceOrder.run(source, ios: ios)
        let asked = TraceOrder.lines(trace, line: 7, objects: ["pages.dataSource"])
            .contains("pages.dataSource pageViewController(_:viewControllerAfter:)")
        #expect(asked == asksDataSource)
    }

    /// The delegate's didFinishAnimating comes after the pages' did-callbacks (Apple docs: "Called after a
    /// gesture-driven transition completes"); willTransitionTo before the will-callbacks ("Called before
    /// a gesture-driven transition begins").
    @Test func delegateCallsBracketThePagesAppearance() throws {
        let trace = try TraceOrder.run(
            Self.shown("scroll") + "\nuser.swipePage(pages, direction: .forward, to: B, completes: true)")
        let lines = TraceOrder.lines(trace, line: 5)
        let will = try #require(lines.firstIndex(of: "pages.delegate pageViewController(_:willTransitionTo:)"))
        let did = try #require(lines.firstIndex { $0.contains("didFinishAnimating") })
        #expect(will < lines.firstIndex(of: "B viewWillAppear(_:)")!)
        #expect(did > lines.firstIndex(of: "A viewDidDisappear(_:)")!)
        #expect(did > lines.firstIndex(of: "B viewDidAppear(_:)")!)
    }

    /// Off screen, setViewControllers swaps the child without appearance callbacks; the shown page is
    /// the one the page view controller installs when it appears.
    @Test func setViewControllersOffScreen_noAppearance_thenTheNewPageAppears() throws {
        let source = """
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pages.setViewControllers([A], direction: .forward, animated: false)
            pages.setViewControllers([B], direction: .forward, animated: false)
            window.rootViewController = pages
            window.makeKeyAndVisible()
            """
        let trace = try TraceOrder.run(source)
        #expect(TraceOrder.lines(trace, line: 3, callbacks: Self.appearance).isEmpty)
        #expect(TraceOrder.lines(trace, objects: ["A"], callbacks: Self.appearance).isEmpty)
        #expect(
            TraceOrder.lines(trace, line: 5, objects: ["B"], callbacks: Self.appearance) == [
                "B viewWillAppear(_:)", "B viewDidAppear(_:)",
            ])
    }

    /// An assigned data source and delegate receive the calls themselves; with `dataSource = nil` the
    /// user cannot swipe (Apple docs, "dataSource": a data source "enables gesture-based navigation").
    @Test func assignedDataSourceAndDelegateReceiveTheCalls_nilDataSourceDisablesSwipes() throws {
        let source = """
            class Book: UIPageViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.dataSource = self
                    self.delegate = self
                    setViewControllers([A], direction: .forward, animated: false)
                }
            }
            let book = Book(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
            window.rootViewController = book
            window.makeKeyAndVisible()
            user.swipePage(book, direction: .forward, to: B, completes: true)
            """
        let trace = try TraceOrder.run(source)
        let calls = trace.events.filter { $0.callback.hasPrefix("pageViewController(") }
        #expect(calls.count == 5)
        #expect(calls.allSatisfy { $0.object == "book" })
        let disabled =
            Self.shown("scroll")
            + "\npages.dataSource = nil\nuser.swipePage(pages, direction: .forward, to: B, completes: true)"
        let error = try #require(TraceOrder.error(disabled))
        #expect(error.text.contains("no data source"))
        #expect(error.location.line == 6)
    }

    @Test func scrollStyleBeforeIOS6_isAnError() throws {
        let error = try #require(TraceOrder.error(Self.shown("scroll"), ios: 5))
        #expect(error.text.contains("iOS 6"))
        #expect(TraceOrder.error(Self.shown("pageCurl"), ios: 5) == nil)
    }

    @Test func swipeWithoutAPageOnScreen_isAnError() throws {
        let source = """
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            user.swipePage(pages, direction: .forward, to: B, completes: true)
            """
        let error = try #require(TraceOrder.error(source))
        #expect(error.text.contains("no page on screen"))
        #expect(error.location.line == 2)
    }

    @Test func unknownTransitionStyle_namesTheTypeAndSuggests() throws {
        let error = try #require(
            TraceOrder.error(
                "let p = UIPageViewController(transitionStyle: .scrol, navigationOrientation: .horizontal)"))
        #expect(error.text.contains("UIPageViewController.TransitionStyle"))
        #expect(error.hintText?.contains(".scroll") == true)
    }
}
