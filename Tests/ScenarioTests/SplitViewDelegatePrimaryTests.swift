import LifecycleModel
import Testing

@testable import Scenario

/// The classic delegate's `primaryViewController(forCollapsing:)`/`(forExpanding:)`
/// (LifecycleModel/Containers/SplitViewDelegatePrimary.swift) and a navigation controller secondary folded
/// onto the primary's stack, on launch and on screen alike (SplitViewDisplay.swift, SplitViewSizeChange.swift).
@Suite struct SplitViewDelegatePrimaryTests {
    static let collapsingToACompactPrimary = """
        device.splitView(width: .regular)
        class List: UIViewController {}
        class Detail: UIViewController {}
        class Compact: UIViewController {}
        let compact = Compact()
        class Coordinator: UIViewController, UISplitViewControllerDelegate {
            func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
                return compact
            }
            func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
                print("onto", primaryViewController == compact)
                return true
            }
        }
        let coordinator = Coordinator()
        let list = List()
        let nav = UINavigationController(rootViewController: list)
        let detail = Detail()
        let split = UISplitViewController()
        split.viewControllers = [nav, detail]
        split.delegate = coordinator
        window.rootViewController = split
        window.makeKeyAndVisible()
        device.splitView(width: .compact)
        print(compact.parent == split, nav.parent == nil, split.isCollapsed)
        """

    /// Apple docs, "primaryViewController(forCollapsing:)" ("the new primary view controller to display
    /// onscreen") and "splitViewController(_:collapseSecondary:onto:)" (its primary "is the one you returned
    /// from that method"): asked first, its controller takes the primary column and is the one folded onto;
    /// the old primary leaves the screen.
    @Test func appleDocsPrimaryForCollapsingComesFirstAndReplacesThePrimary() throws {
        let trace = try TraceOrder.run(Self.collapsingToACompactPrimary, ios: 13)
        #expect(SplitViewSizeChangeTests.console(trace) == ["onto true", "true true true"])
        let lines = TraceOrder.lines(
            trace, line: 24,
            callbacks: [
                "primaryViewController(forCollapsing:)", "splitViewController(_:collapseSecondary:onto:)",
                "viewDidAppear(_:)", "viewDidDisappear(_:)",
            ])
        #expect(
            lines == [
                "coordinator primaryViewController(forCollapsing:)",
                "coordinator splitViewController(_:collapseSecondary:onto:)", "nav viewDidDisappear(_:)",
                "list viewDidDisappear(_:)", "detail viewDidDisappear(_:)", "compact viewDidAppear(_:)",
            ])
    }

    /// Apple docs, "primaryViewController(forExpanding:)": nil keeps "the current primary view controller",
    /// so a delegate answering nil changes nothing: the navigation primary pops the detail as before.
    @Test func appleDocsANilPrimaryForExpandingKeepsThePrimary() throws {
        let delegate = """
            class Coordinator: UIViewController, UISplitViewControllerDelegate {
                func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
                    print("asked")
                    return nil
                }
            }
            let coordinator = Coordinator()
            """
        let trace = try TraceOrder.run(
            SplitViewSizeChangeTests.classicOnAMax(delegate: delegate, setDelegate: true), ios: 13)
        #expect(SplitViewSizeChangeTests.console(trace) == ["asked", "false true", "true true"])
    }

    /// Apple docs, "collapseSecondaryViewController(_:for:)": a navigation controller primary pushes the
    /// secondary onto its stack, with no exception for a navigation controller secondary (Xcode's
    /// master–detail template, whose detail is one, returns false to keep it). On launch and on screen the
    /// detail's navigation controller goes onto the list's stack, and comes back as the secondary.
    @Test func appleDocsANavigationSecondaryGoesOntoTheStackOnLaunchAndOnScreen() throws {
        let source = """
            device.model = .iPhoneMax
            class List: UIViewController {}
            class Detail: UIViewController {}
            let list = List()
            let nav = UINavigationController(rootViewController: list)
            let detail = Detail()
            let detailNav = UINavigationController(rootViewController: detail)
            let split = UISplitViewController()
            split.viewControllers = [nav, detailNav]
            window.rootViewController = split
            window.makeKeyAndVisible()
            print(split.isCollapsed, detailNav.parent == nav)
            device.rotate(to: .landscapeLeft)
            print(split.isCollapsed, detailNav.parent == split)
            device.rotate(to: .portrait)
            print(split.isCollapsed, detailNav.parent == nav)
            """
        let trace = try TraceOrder.run(source, ios: 13)
        #expect(SplitViewSizeChangeTests.console(trace) == ["true true", "false true", "true true"])
        let launch = TraceOrder.lines(trace, line: 11, objects: ["detail"], callbacks: ["viewDidAppear(_:)"])
        #expect(launch == ["detail viewDidAppear(_:)"])
    }
}
