import LifecycleModel
import Testing

@testable import Scenario

/// Column changes on a split that is on screen (LifecycleModel/Containers/SplitViewOnScreenColumns.swift).
/// What changes on screen is Apple's documentation ("show(_:)", "isCollapsed", "Column.compact"); the
/// order of the callbacks is the model's choice (`modelSplitColumnOrder`): no published log prints it.
@Suite struct SplitViewOnScreenChangeTests {
    static let appearanceAndContainment: Set<String> = [
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
        "willMove(toParent:)", "didMove(toParent:)", "deinit",
    ]
    static let controllers: Set<String> = ["list", "detail", "other", "phone", "listNav", "detailNav", "otherNav"]

    /// Lines 1–12: a double-column split with its own navigation controllers, on an iPad (expanded) or
    /// an iPhone (collapsed, showing its `.compact` column `phone`).
    static func split(ipad: Bool) -> String {
        """
        class List: UIViewController {}
        class Detail: UIViewController {}
        class Other: UIViewController {}
        \(ipad ? "device.splitView(width: .regular)" : "let phone = Other()")
        let list = List()
        let detail = Detail()
        let other = Other()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UINavigationController(rootViewController: list), for: .primary)
        split.setViewController(UINavigationController(rootViewController: detail), for: .secondary)
        \(ipad ? "" : "split.setViewController(phone, for: .compact)")
        window.rootViewController = split
        window.makeKeyAndVisible()
        """
    }

    static func run(_ source: String, line: Int, ios: Int = 17) throws -> (Trace, [String]) {
        let trace = try TraceOrder.run(source, ios: ios)
        let lines = TraceOrder.lines(trace, line: line, objects: controllers, callbacks: appearanceAndContainment)
        return (trace, lines)
    }

    /// Expanded: the visible secondary's controller is replaced; the old one disappears and is released,
    /// the new one appears, as `showDetailViewController` replaces it (model's choice of order).
    @Test func modelSetViewControllerReplacesAVisibleColumnOnScreen() throws {
        let (trace, lines) = try Self.run(
            Self.split(ipad: true) + "\nsplit.setViewController(other, for: .secondary)", line: 14)
        #expect(
            lines == [
                "other willMove(toParent:)", "other didMove(toParent:)", "detail viewWillDisappear(_:)",
                "other viewWillAppear(_:)", "detail viewDidDisappear(_:)", "other viewDidAppear(_:)",
            ])
        let leaving = try #require(trace.events.first { $0.line == 14 && $0.callback == "viewWillDisappear(_:)" })
        #expect(leaving.evidence.contains(.modelSplitColumnOrder))
        // The old column's navigation controller is released once its didMove(toParent: nil) has run.
        let released = trace.events.filter { $0.line == 14 && $0.callback == "deinit" }
        #expect(released.count == 1 && released.first?.className == "UINavigationController")
    }

    /// Expanded with the primary hidden: its controller is swapped without appearance callbacks, and
    /// appears when the column is shown (Apple docs, "show(_:)").
    @Test func appleDocsHiddenColumnSwapsQuietlyAndAppearsWhenShown() throws {
        let source =
            Self.split(ipad: true) + """

                split.hide(.primary)
                split.setViewController(other, for: .primary)
                split.show(.primary)
                """
        let (trace, hidden) = try Self.run(source, line: 14)
        #expect(hidden == ["list viewWillDisappear(_:)", "list viewDidDisappear(_:)"])
        let swapped = TraceOrder.lines(
            trace, line: 15, objects: Self.controllers, callbacks: Self.appearanceAndContainment)
        #expect(!swapped.contains { $0.hasSuffix("Appear(_:)") || $0.hasSuffix("Disappear(_:)") })
        #expect(swapped.contains("other willMove(toParent:)") && swapped.contains("other didMove(toParent:)"))
        let shown = TraceOrder.lines(
            trace, line: 16, objects: Self.controllers, callbacks: Self.appearanceAndContainment)
        #expect(shown == ["other viewWillAppear(_:)", "other viewDidAppear(_:)"])
    }

    /// Apple docs, "hide(_:)": the secondary cannot be hidden, on screen as before.
    @Test func appleDocsTheSecondaryCannotBeHiddenOnScreen() {
        #expect(throws: ScenarioError.self) {
            try TraceOrder.run(Self.split(ipad: true) + "\nsplit.hide(.secondary)", ios: 17)
        }
    }

    /// `preferredDisplayMode` on screen: the primary column leaves with `.secondaryOnly` and comes back
    /// with `.oneBesideSecondary`; the secondary stays and hears nothing.
    @Test func modelPreferredDisplayModeOnScreenMovesThePrimary() throws {
        let source =
            Self.split(ipad: true) + """

                split.preferredDisplayMode = .secondaryOnly
                split.preferredDisplayMode = .oneBesideSecondary
                """
        let (trace, leaving) = try Self.run(source, line: 14)
        #expect(leaving == ["list viewWillDisappear(_:)", "list viewDidDisappear(_:)"])
        let coming = TraceOrder.lines(
            trace, line: 15, objects: Self.controllers, callbacks: Self.appearanceAndContainment)
        #expect(coming == ["list viewWillAppear(_:)", "list viewDidAppear(_:)"])
    }

    /// Apple docs, "Column.compact": collapsed, the `.compact` column is what shows, so setting it swaps
    /// what is on screen.
    @Test func appleDocsCollapsedCompactColumnSwapsWhatIsShown() throws {
        let (_, lines) = try Self.run(
            Self.split(ipad: false) + "\nsplit.setViewController(other, for: .compact)", line: 14)
        #expect(
            lines == [
                "phone willMove(toParent:)", "other willMove(toParent:)", "phone viewWillDisappear(_:)",
                "other viewWillAppear(_:)", "phone viewDidDisappear(_:)", "other viewDidAppear(_:)",
                "other didMove(toParent:)", "phone didMove(toParent:)",
            ])
    }

    /// Collapsed, another column's controller is swapped with no appearance callbacks, and a display mode
    /// change shows nothing (Apple docs, "isCollapsed": the display mode "has no impact"); on expanding,
    /// the new secondary appears.
    @Test func appleDocsCollapsedOtherColumnsChangeNothingOnScreen() throws {
        let source =
            "device.model = .iPhoneMax\n" + Self.split(ipad: false) + """

                split.setViewController(UINavigationController(rootViewController: other), for: .secondary)
                split.hide(.primary)
                split.show(.primary)
                device.rotate(to: .landscapeLeft)
                """
        let trace = try TraceOrder.run(source, ios: 17)
        let collapsed = trace.events.filter { (15...17).contains($0.line) }.map(\.callback)
        #expect(!collapsed.contains { $0.hasSuffix("Appear(_:)") || $0.hasSuffix("Disappear(_:)") })
        #expect(trace.events.contains { $0.line == 15 && $0.callback == "deinit" })
        let expanded = TraceOrder.lines(trace, line: 18, objects: Self.controllers, callbacks: ["viewWillAppear(_:)"])
        #expect(expanded.contains("other viewWillAppear(_:)") && expanded.contains("list viewWillAppear(_:)"))
    }

    /// A collapsed split whose columns are merged into the primary's stack refuses a column other than
    /// `.compact`: which controllers would go back to which column is unknown.
    @Test func mergedCollapsedSplitRefusesAColumnChange() {
        let source = """
            class List: UIViewController {}
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(List(), for: .primary)
            split.setViewController(List(), for: .secondary)
            window.rootViewController = split
            window.makeKeyAndVisible()
            split.setViewController(List(), for: .secondary)
            """
        #expect(throws: ScenarioError.self) { try TraceOrder.run(source, ios: 17) }
    }

    /// Classic `viewControllers =` on an iPad split on screen: both columns are replaced, the old ones
    /// disappear first, in column order (model's choice).
    @Test func modelClassicViewControllersOnScreenReplacesBothColumns() throws {
        let source = """
            class List: UIViewController {}
            class Detail: UIViewController {}
            class Other: UIViewController {}
            device.splitView(width: .regular)
            let list = List()
            let detail = Detail()
            let split = UISplitViewController()
            split.viewControllers = [list, detail]
            window.rootViewController = split
            window.makeKeyAndVisible()
            split.viewControllers = [Other(), Detail()]
            """
        let trace = try TraceOrder.run(source, ios: 13)
        let lines = TraceOrder.lines(trace, line: 11, callbacks: ["viewWillDisappear(_:)", "viewWillAppear(_:)"])
        #expect(
            lines == [
                "list viewWillDisappear(_:)", "detail viewWillDisappear(_:)", "Other viewWillAppear(_:)",
                "Detail viewWillAppear(_:)",
            ])
    }
}
