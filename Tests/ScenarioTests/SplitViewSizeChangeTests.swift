import LifecycleModel
import Testing

@testable import Scenario

/// A split on screen collapses and expands when a rotation or a resize changes the width class
/// (LifecycleModel/Containers/SplitViewSizeChange.swift). What it does follows Apple's documentation of
/// UISplitViewControllerDelegate; when, WordPress-iOS pull request 5802's backtrace (in the size
/// transition's animation block, without animation); what the columns hear is the model's choice
/// (`modelSplitSizeChangeOrder`): no published log prints it.
@Suite struct SplitViewSizeChangeTests {
    static let appearance: Set<String> = [
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]
    static let classes = SplitViewControllerTests.classes

    /// A classic split on an iPhone Max, turned to landscape (line `rotate`) and back (the line after).
    static func classicOnAMax(delegate: String = "", setDelegate: Bool = false) -> String {
        "device.model = .iPhoneMax\n" + classes + "\n" + delegate + """

            let list = List()
            let nav = UINavigationController(rootViewController: list)
            let detail = Detail()
            let split = UISplitViewController()
            split.viewControllers = [nav, detail]
            \(setDelegate ? "split.delegate = coordinator" : "")
            window.rootViewController = split
            window.makeKeyAndVisible()
            device.rotate(to: .landscapeLeft)
            print(split.isCollapsed, detail.parent == split)
            device.rotate(to: .portrait)
            print(split.isCollapsed, detail.parent == nav)
            """
    }

    static func console(_ trace: Trace) -> [String] {
        trace.events.filter { $0.kind == .console }.map { $0.args.first?.value ?? "" }
    }

    /// Apple docs, "separateSecondaryViewController(for:)" and "collapseSecondaryViewController(_:for:)":
    /// expanding, the navigation primary pops the detail, which becomes the secondary again and stays on
    /// screen; the list under it appears. Collapsing, the detail goes back onto the stack and the list
    /// disappears. The detail hears no appearance callback either way (the model's choice).
    @Test func appleDocsClassicSplitExpandsAndCollapsesOnAMax() throws {
        let trace = try TraceOrder.run(Self.classicOnAMax(), ios: 13)
        #expect(Self.console(trace) == ["false true", "true true"])
        let rotations = trace.events.filter { $0.line >= 14 }
        let shown = rotations.filter { Self.appearance.contains($0.callback) }.map { "\($0.object) \($0.callback)" }
        #expect(
            shown == [
                "list viewWillAppear(_:)", "list viewDidAppear(_:)",
                "list viewWillDisappear(_:)", "list viewDidDisappear(_:)",
            ])
        let leaving = try #require(rotations.first { $0.callback == "viewWillDisappear(_:)" })
        #expect(leaving.evidence.contains(.modelSplitSizeChangeOrder))
    }

    /// Apple docs, "splitViewController(_:collapseSecondary:onto:)" (true: the split does nothing with the
    /// secondary) and "splitViewController(_:separateSecondaryFrom:)" (the controller it returns is the
    /// new secondary): the delegate decides both ways, and each question comes before the columns move.
    @Test func appleDocsTheDelegateDropsTheSecondaryAndSuppliesAFreshOne() throws {
        let delegate = """
            class Fresh: UIViewController {}
            class Coordinator: UIViewController, UISplitViewControllerDelegate {
                func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
                    return true
                }
                func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
                    return Fresh()
                }
            }
            let coordinator = Coordinator()
            """
        let trace = try TraceOrder.run(Self.classicOnAMax(delegate: delegate, setDelegate: true), ios: 13)
        let lines = TraceOrder.lines(
            trace,
            callbacks: Self.appearance.union([
                "splitViewController(_:collapseSecondary:onto:)", "splitViewController(_:separateSecondaryFrom:)",
                "deinit",
            ]))
        #expect(
            lines.suffix(7) == [
                "coordinator splitViewController(_:separateSecondaryFrom:)", "Fresh viewWillAppear(_:)",
                "Fresh viewDidAppear(_:)", "coordinator splitViewController(_:collapseSecondary:onto:)",
                "Fresh viewWillDisappear(_:)", "Fresh viewDidDisappear(_:)", "Fresh deinit",
            ])
        #expect(!lines.contains("list viewWillDisappear(_:)"))
    }

    /// Apple docs, "splitViewController(_:separateSecondaryFrom:)": nil lets the primary separate it, so a
    /// delegate that answers nil gets the navigation primary's pop.
    @Test func appleDocsANilSeparationFallsBackToThePrimarysPop() throws {
        let delegate = """
            class Coordinator: UIViewController, UISplitViewControllerDelegate {
                func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
                    return nil
                }
            }
            let coordinator = Coordinator()
            """
        let trace = try TraceOrder.run(Self.classicOnAMax(delegate: delegate, setDelegate: true), ios: 13)
        #expect(Self.console(trace) == ["false true", "true true"])
    }

    /// Apple docs, UISplitViewControllerDelegate: a column-style split calls `splitViewControllerDidCollapse(_:)`
    /// once `isCollapsed` is true and `splitViewControllerDidExpand(_:)` once it is false; collapsed it
    /// shows its `.compact` column ("UISplitViewController.Column.compact").
    @Test func appleDocsColumnSplitSwapsTheCompactColumnAndTellsItsDelegate() throws {
        let source = """
            device.model = .iPhoneMax
            class Phone: UIViewController {}
            class Coordinator: UIViewController, UISplitViewControllerDelegate {
                func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
                    print("collapsed", svc.isCollapsed)
                }
                func splitViewControllerDidExpand(_ svc: UISplitViewController) {
                    print("expanded", svc.isCollapsed)
                }
            }
            let coordinator = Coordinator()
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(A, for: .primary)
            split.setViewController(B, for: .secondary)
            split.setViewController(Phone(), for: .compact)
            split.delegate = coordinator
            window.rootViewController = split
            window.makeKeyAndVisible()
            device.rotate(to: .landscapeLeft)
            device.rotate(to: .portrait)
            """
        let trace = try TraceOrder.run(source, ios: 17)
        #expect(Self.console(trace) == ["expanded false", "collapsed true"])
        let expand = TraceOrder.lines(
            trace, line: 19, callbacks: Self.appearance.union(["splitViewControllerDidExpand(_:)"]))
        #expect(
            expand == [
                "Phone viewWillDisappear(_:)", "UINavigationController viewWillAppear(_:)", "A viewWillAppear(_:)",
                "UINavigationController#2 viewWillAppear(_:)", "B viewWillAppear(_:)", "Phone viewDidDisappear(_:)",
                "UINavigationController viewDidAppear(_:)", "A viewDidAppear(_:)",
                "UINavigationController#2 viewDidAppear(_:)", "B viewDidAppear(_:)",
                "coordinator splitViewControllerDidExpand(_:)",
            ])
        let collapse = TraceOrder.lines(
            trace, line: 20, callbacks: ["viewWillAppear(_:)", "splitViewControllerDidCollapse(_:)"])
        #expect(collapse == ["Phone viewWillAppear(_:)", "coordinator splitViewControllerDidCollapse(_:)"])
    }

    /// The delegate methods of the column API arrive in iOS 14 with it (Apple docs, iOS 14.0+).
    @Test func appleDocsDidCollapseAndDidExpandArriveInIOS14() {
        #expect(!Callback.splitViewControllerDidCollapse.isCalled(on: IOSVersion(13)))
        #expect(Callback.splitViewControllerDidExpand.isCalled(on: IOSVersion(14)))
        #expect(Callback.splitViewControllerSeparateSecondary.isCalled(on: IOSVersion(8)))
    }

    /// Apple docs, "splitViewController(_:separateSecondaryFrom:)": "Most view controllers do nothing by
    /// default" — a primary that is not a navigation controller leaves the secondary where it is, so
    /// collapsed it is hidden (it disappears) and expanded it shows again. With the primary hidden
    /// (`.primaryHidden`), collapsing brings the navigation primary on screen with the detail on top.
    @Test func appleDocsAPlainPrimaryHidesTheSecondaryAndAHiddenPrimaryComesBack() throws {
        let plain =
            Self.classes + """

                device.splitView(width: .regular)
                let list = List()
                let detail = Detail()
                let split = UISplitViewController()
                split.viewControllers = [list, detail]
                window.rootViewController = split
                window.makeKeyAndVisible()
                """
        let narrowed = try TraceOrder.run(
            plain + "\ndevice.splitView(width: .compact)\ndevice.splitView(width: .regular)", ios: 13)
        #expect(
            TraceOrder.lines(narrowed, callbacks: Self.appearance).suffix(4) == [
                "detail viewWillDisappear(_:)", "detail viewDidDisappear(_:)", "detail viewWillAppear(_:)",
                "detail viewDidAppear(_:)",
            ])
        let hidden = SplitViewControllerTests.classic(ipad: true).replacingOccurrences(
            of: "split.viewControllers = [nav, detail]",
            with: "split.viewControllers = [nav, detail]\nsplit.preferredDisplayMode = .primaryHidden")
        let trace = try TraceOrder.run(
            hidden + "\ndevice.splitView(width: .compact)\nprint(detail.parent == nav)", ios: 13)
        #expect(Self.console(trace) == ["true"])
        #expect(
            TraceOrder.lines(trace, callbacks: Self.appearance).suffix(2) == [
                "nav viewWillAppear(_:)", "nav viewDidAppear(_:)",
            ])
    }

    /// The refusal is gone: an iPad split resized on screen collapses (it used to stop the run).
    @Test func aResizedIPadSplitNoLongerStopsTheRun() throws {
        let source =
            SplitViewControllerTests.classic(ipad: true)
            + "\ndevice.splitView(width: .compact)\nprint(split.isCollapsed)"
        let trace = try TraceOrder.run(source, ios: 13)
        #expect(Self.console(trace) == ["true"])
    }
}
