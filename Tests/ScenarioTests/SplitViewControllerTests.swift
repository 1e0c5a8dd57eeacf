import LifecycleModel
import Testing

@testable import Scenario

/// UISplitViewController, classic (iOS 8+) and column style (iOS 14+). Each test is named after the
/// source it follows (Sources/Evidence/Entries/SplitViewEntries.swift); no published log prints the
/// columns' callbacks, so orders between columns are the model's choice (`modelSplitColumnOrder`).
@Suite struct SplitViewControllerTests {
    static let classes = """
        class List: UIViewController {}
        class Detail: UIViewController {}
        class Other: UIViewController {}
        """
    let appearance: Set<String> = [
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]
    let containment: Set<String> = ["willMove(toParent:)", "didMove(toParent:)"]

    static func classic(ipad: Bool, delegate: String = "") -> String {
        classes + "\n" + (ipad ? "device.splitView(width: .regular)\n" : "") + delegate + """
            let list = List()
            let nav = UINavigationController(rootViewController: list)
            let detail = Detail()
            let split = UISplitViewController()
            split.viewControllers = [nav, detail]
            window.rootViewController = split
            window.makeKeyAndVisible()
            """
    }

    /// commandshift.co.uk, "Understanding split view controller": a split added to a compact window
    /// collapses; Apple docs, "collapseSecondaryViewController(_:for:)": a navigation controller primary
    /// pushes the secondary, which `addChild` first takes from the split ("removed from that container").
    @Test func commandshiftCollapseOnAnIPhonePushesTheSecondaryOntoTheNavigationPrimary() throws {
        let trace = try TraceOrder.run(Self.classic(ipad: false), ios: 13)
        let shown = TraceOrder.lines(trace, callbacks: appearance.union(containment))
        #expect(
            shown.suffix(9) == [
                "detail didMove(toParent:)", "detail willMove(toParent:)", "detail didMove(toParent:)",
                "split viewWillAppear(_:)", "nav viewWillAppear(_:)", "detail viewWillAppear(_:)",
                "split viewDidAppear(_:)", "nav viewDidAppear(_:)", "detail viewDidAppear(_:)",
            ])
        #expect(!shown.contains("list viewWillAppear(_:)"))
        let collapse = try #require(
            trace.events.first { $0.object == "detail" && $0.callback == "didMove(toParent:)" && $0.line == 10 })
        #expect(collapse.args == [Argument("parent", "nil")])
        #expect(collapse.evidence.contains(.commandshiftSplitCollapse))
    }

    /// Apple docs, "collapseSecondaryViewController(_:for:)": the primary navigation controller takes
    /// the secondary onto its stack, so a secondary nothing else holds lives on: no `deinit` while it
    /// moves from the split to the navigation controller.
    @Test func appleCollapseKeepsAnUnnamedSecondaryAliveWhileItMovesOntoTheNavigationPrimary() throws {
        let source =
            Self.classes + """

                let split = UISplitViewController()
                split.viewControllers = [UINavigationController(rootViewController: List()), Detail()]
                window.rootViewController = split
                window.makeKeyAndVisible()
                """
        let trace = try TraceOrder.run(source, ios: 17)
        #expect(!trace.events.contains { $0.callback == "deinit" })
        #expect(
            trace.events.contains { $0.callback == "viewDidAppear(_:)" && $0.object.lowercased().hasPrefix("detail") })
    }

    /// Apple docs, "splitViewController(_:collapseSecondary:onto:)": true means the app handled the
    /// collapse and the split does nothing with the secondary, so the iPhone opens on the list.
    @Test func appleCollapseDelegateReturningTrueOpensTheIPhoneOnThePrimary() throws {
        let delegate = """
            class Coordinator: UIViewController {
                func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
                    return true
                }
            }
            let coordinator = Coordinator()

            """
        let source = Self.classic(ipad: false, delegate: delegate).replacingOccurrences(
            of: "split.viewControllers = [nav, detail]",
            with: "split.viewControllers = [nav, detail]\nsplit.delegate = coordinator")
        let trace = try TraceOrder.run(source, ios: 12)
        let lines = TraceOrder.lines(
            trace, callbacks: appearance.union(["splitViewController(_:collapseSecondary:onto:)"]))
        #expect(lines.first == "coordinator splitViewController(_:collapseSecondary:onto:)")
        #expect(lines.contains("list viewWillAppear(_:)"))
        #expect(!lines.contains("detail viewWillAppear(_:)"))
    }

    /// Regular width (an iPad full screen): both columns appear with the split, primary first (model's choice).
    @Test func appleExpandedSplitShowsBothColumnsInColumnOrder() throws {
        let trace = try TraceOrder.run(Self.classic(ipad: true), ios: 13)
        #expect(
            TraceOrder.lines(trace, callbacks: appearance) == [
                "split viewWillAppear(_:)", "nav viewWillAppear(_:)", "list viewWillAppear(_:)",
                "detail viewWillAppear(_:)", "split viewDidAppear(_:)", "nav viewDidAppear(_:)",
                "list viewDidAppear(_:)",
                "detail viewDidAppear(_:)",
            ])
        let split = try #require(trace.events.first { $0.object == "detail" && $0.callback == "viewWillAppear(_:)" })
        #expect(split.evidence.contains(.modelSplitColumnOrder) || !split.evidence.isEmpty)
    }

    /// Apple docs, "showDetailViewController(_:sender:)": regular width replaces the secondary.
    @Test func appleShowDetailExpandedReplacesTheSecondary() throws {
        let trace = try TraceOrder.run(
            Self.classic(ipad: true) + "\nlist.showDetailViewController(Other(), sender: nil)", ios: 13)
        #expect(
            TraceOrder.lines(trace, line: 12, callbacks: appearance.union(containment)) == [
                "detail willMove(toParent:)", "Other willMove(toParent:)", "detail viewWillDisappear(_:)",
                "Other viewWillAppear(_:)", "detail viewDidDisappear(_:)", "Other viewDidAppear(_:)",
                "Other didMove(toParent:)", "detail didMove(toParent:)",
            ])
        #expect(trace.events.contains { $0.evidence.contains(.modelSplitColumnOrder) })
    }

    /// Apple docs, "showDetailViewController(_:sender:)": compact width calls show(_:sender:), and the
    /// navigation controller primary pushes (animated: its did-callbacks come on a later turn).
    @Test func appleShowDetailCollapsedPushesOntoThePrimary() throws {
        let trace = try TraceOrder.run(
            Self.classic(ipad: false) + "\nlist.showDetailViewController(Other(), sender: nil)", ios: 13)
        let lines = TraceOrder.lines(trace, line: 11, callbacks: appearance.union(containment))
        #expect(
            lines == [
                "Other willMove(toParent:)", "detail viewWillDisappear(_:)", "Other viewWillAppear(_:)",
                "detail viewDidDisappear(_:)", "Other viewDidAppear(_:)", "Other didMove(toParent:)",
            ])
        let push = try #require(trace.events.first { $0.object == "Other" && $0.callback == "viewWillAppear(_:)" })
        #expect(push.args == [Argument("animated", "true")])
    }

    /// Apple docs, "UISplitViewController.Column.compact": a collapsed column-style split shows only it.
    @Test func appleCompactColumnIsAllACollapsedColumnSplitShows() throws {
        let source =
            Self.classes + """

                class Phone: UIViewController {}
                let split = UISplitViewController(style: .doubleColumn)
                split.setViewController(List(), for: .primary)
                split.setViewController(Detail(), for: .secondary)
                split.setViewController(Phone(), for: .compact)
                window.rootViewController = split
                window.makeKeyAndVisible()
                print(split.isCollapsed)
                """
        let trace = try TraceOrder.run(source, ios: 17)
        let appeared = TraceOrder.lines(trace, callbacks: ["viewWillAppear(_:)"])
        #expect(appeared.count == 2 && appeared.last?.hasSuffix("viewWillAppear(_:)") == true)
        #expect(appeared.last?.hasPrefix("Phone") == true)
        #expect(trace.events.filter { $0.kind == .console }.map { $0.args.first?.value ?? "" } == ["true"])
    }

    /// Children read `splitViewController` (the nearest split above them), also once pushed onto the primary.
    @Test func childrenReadTheirSplitViewController() throws {
        let trace = try TraceOrder.run(
            Self.classic(ipad: false)
                + "\nprint(detail.splitViewController == split, list.splitViewController == split, split.isCollapsed)",
            ios: 13)
        #expect(trace.events.filter { $0.kind == .console }.map { $0.args.first?.value ?? "" } == ["true true true"])
    }

    /// One place for each release (VersionedFeature.introduced): iPhone from iOS 8, columns from iOS 14.
    @Test func unknownReleasesGiveTheArrivedInErrors() {
        #expect(TraceOrder.error(Self.classic(ipad: false), ios: 7)?.text.contains("arrived in iOS 8") == true)
        #expect(
            TraceOrder.error("let s = UISplitViewController(style: .doubleColumn)", ios: 13)?.text
                .contains("arrived in iOS 14") == true)
        #expect(
            TraceOrder.error("let s = UISplitViewController(style: .unspecified)")?.text
                .contains("has no member 'unspecified'") == true)
        #expect(
            TraceOrder.error("let s = UISplitViewController()\ns.setViewController(nil, for: .primary)")?.text
                .contains("classic") == true)
    }

    /// Apple docs, "preferredDisplayMode" and "hide(_:)": an expanded split in `.secondaryOnly` (or after

    /// Apple docs, "UISplitViewController" (Split view styles): "If you set a child view controller that's not a
    /// navigation controller, the split view controller creates a navigation controller for it" — for the
    /// primary, supplementary and secondary columns; a navigation controller, the `.compact` column and a
    /// classic split's children are kept as set.
    @Test func appleColumnStyleWrapsAChildThatIsNotANavigationController() throws {
        let trace = try TraceOrder.run(
            """
            device.splitView(width: .regular)
            let split = UISplitViewController(style: .doubleColumn)
            let nav = UINavigationController(rootViewController: C)
            split.setViewController(A, for: .primary)
            split.setViewController(nav, for: .secondary)
            split.setViewController(B, for: .compact)
            window.rootViewController = split
            window.makeKeyAndVisible()
            print(A.navigationController != nil, A.parent !== split, A.splitViewController === split, C.navigationController === nav, B.navigationController == nil)
            """, ios: 17)
        #expect(
            trace.events.filter { $0.kind == .console }.map { $0.args.first?.value ?? "" } == [
                "true true true true true"
            ])
    }
    /// `hide(.primary)`) shows the secondary alone; `hide(.secondary)` is not supported.
    @Test func appleDisplayModeAndHideDecideWhatAnExpandedSplitShows() throws {
        let classic = Self.classic(ipad: true).replacingOccurrences(
            of: "split.viewControllers = [nav, detail]",
            with: "split.viewControllers = [nav, detail]\nsplit.preferredDisplayMode = .primaryHidden")
        let hidden = try TraceOrder.run(classic, ios: 13)
        #expect(
            TraceOrder.lines(hidden, callbacks: ["viewWillAppear(_:)"]) == [
                "split viewWillAppear(_:)", "detail viewWillAppear(_:)",
            ])
        let column = """
            device.splitView(width: .regular)
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(A, for: .primary)
            split.setViewController(B, for: .secondary)
            split.hide(.primary)
            window.rootViewController = split
            window.makeKeyAndVisible()
            """
        let trace = try TraceOrder.run(column, ios: 17)
        #expect(
            TraceOrder.lines(trace, callbacks: ["viewWillAppear(_:)"]) == [
                "split viewWillAppear(_:)", "UINavigationController#2 viewWillAppear(_:)", "B viewWillAppear(_:)",
            ])
        #expect(
            TraceOrder.error(column.replacingOccurrences(of: "hide(.primary)", with: "hide(.secondary)"), ios: 17)?
                .text.contains("secondary") == true)
    }

    /// A misspelt member or column gets Swift's wording and a "did you mean" hint.
    @Test func misspeltSplitMembersAreHinted() {
        let member = TraceOrder.error(
            "let split = UISplitViewController(style: .doubleColumn)\nsplit.setViewControler(A, for: .primary)")
        #expect(member?.hintText?.contains("setViewController") == true)
        let column = TraceOrder.error(
            "let split = UISplitViewController(style: .doubleColumn)\nsplit.setViewController(A, for: .primery)")
        #expect(column?.text == "type 'UISplitViewController.Column' has no member 'primery'")
        #expect(column?.hintText?.contains(".primary") == true)
    }
}
