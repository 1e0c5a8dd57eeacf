import Testing

@testable import LifecycleModel

/// A split on screen collapses and expands when its width class changes (Containers/SplitViewSizeChange.swift):
/// what it does follows Apple's documentation, when it does it WordPress-iOS pull request 5802's backtrace
/// (the size transition's animation block, after the will-transition callbacks), what the columns hear
/// is the model's choice (`modelSplitSizeChangeOrder`). Orders with delegates: ScenarioTests/SplitViewSizeChangeTests.swift.
@Suite struct SplitViewSizeChangeModelTests {
    struct Shown {
        let simulator: Simulator
        let split: SplitViewController
        let nav: NavigationController
        let list: ViewController
        let detail: ViewController
    }

    /// A classic split, full screen on an iPad: expanded, both columns on screen.
    func classicOnAnIPad(ios: Int = 13) throws -> Shown {
        let simulator = try Simulator(ios: IOSVersion(ios))
        simulator.useIPad()
        simulator.beginEvent(line: 1)
        let list = simulator.makeViewController(name: "list")
        let detail = simulator.makeViewController(name: "detail")
        let nav = try simulator.makeNavigationController(name: "nav", root: list)
        let split = try simulator.makeSplitViewController(name: "split", style: .unspecified)
        for object in [list, detail, nav, split] as [ViewController] { simulator.bind(object) }
        try simulator.setViewControllers([nav, detail], on: split)
        try simulator.setRootViewController(split)
        simulator.makeKeyAndVisible()
        simulator.endEvent()
        return Shown(simulator: simulator, split: split, nav: nav, list: list, detail: detail)
    }

    func callbacks(_ simulator: Simulator, line: Int) -> [String] {
        simulator.trace.events.filter { $0.line == line }.map { "\($0.object) \($0.callback)" }
    }

    func resize(_ simulator: Simulator, to width: SizeClass, line: Int) throws {
        simulator.beginEvent(line: line)
        try simulator.splitView(width: width)
        simulator.endEvent()
        simulator.finishRun()
    }

    @Test func appleDocs_aNarrowedSplitPushesItsSecondaryOntoTheNavigationPrimary() throws {
        let shown = try classicOnAnIPad()
        #expect(!shown.split.isCollapsed && shown.detail.appearance == .appeared)
        try resize(shown.simulator, to: .compact, line: 2)
        #expect(shown.split.isCollapsed)
        #expect(shown.nav.viewControllers.map(\.name) == ["list", "detail"])
        #expect(shown.split.viewControllers.map(\.name) == ["nav"])
        #expect(shown.detail.appearance == .appeared && shown.list.appearance == .disappeared)
        let lines = callbacks(shown.simulator, line: 2)
        #expect(!lines.contains("detail viewWillDisappear(_:)") && !lines.contains("detail viewWillAppear(_:)"))
        // After the will-transition callbacks and the trait change, in the same event.
        let trait = try #require(lines.firstIndex(of: "split traitCollectionDidChange(_:)"))
        let leaving = try #require(lines.firstIndex(of: "list viewWillDisappear(_:)"))
        #expect(trait < leaving && lines.firstIndex(of: "split viewWillTransition(to:with:)")! < trait)
    }

    @Test func appleDocs_aWidenedSplitPopsTheNavigationPrimarysTopAsItsSecondary() throws {
        let shown = try classicOnAnIPad()
        try resize(shown.simulator, to: .compact, line: 2)
        try resize(shown.simulator, to: .regular, line: 3)
        #expect(!shown.split.isCollapsed)
        #expect(shown.nav.viewControllers.map(\.name) == ["list"])
        #expect(shown.split.viewControllers.map(\.name) == ["nav", "detail"])
        #expect(shown.list.appearance == .appeared && shown.detail.appearance == .appeared)
        let lines = callbacks(shown.simulator, line: 3).filter { $0.contains("Appear") || $0.contains("Move") }
        #expect(
            lines == [
                "detail willMove(toParent:)", "detail didMove(toParent:)", "detail willMove(toParent:)",
                "list viewWillAppear(_:)", "list viewIsAppearing(_:)", "list viewDidAppear(_:)",
                "detail didMove(toParent:)",
            ])
    }

    @Test func modelChoice_theColumnsRowsNameTheirSources() throws {
        let shown = try classicOnAnIPad()
        try resize(shown.simulator, to: .compact, line: 2)
        let leaving = try #require(
            shown.simulator.trace.events.first { $0.line == 2 && $0.callback == "viewWillDisappear(_:)" })
        #expect(leaving.evidence.contains(.modelSplitSizeChangeOrder))
        #expect(leaving.evidence.contains(.wordpressSplitSeparateBacktrace))
    }

    /// Apple docs, "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)": a column split
    /// with no `.compact` column collapses into one stack with the secondary on top (the proposed column);
    /// how the stack is built is the model's choice (`modelSplitColumnMerge`): the secondary's controller
    /// moves onto the primary's navigation stack and stays on screen, the list under it disappears, and
    /// expanding puts it back in its column.
    @Test func appleDocsAColumnSplitWithoutACompactColumnMergesIntoThePrimarysStack() throws {
        let simulator = try Simulator(ios: IOSVersion(17))
        simulator.useIPad()
        simulator.beginEvent(line: 1)
        let split = try simulator.makeSplitViewController(name: "split", style: .doubleColumn)
        let list = simulator.makeViewController(name: "list")
        let detail = simulator.makeViewController(name: "detail")
        for object in [split, list, detail] as [ViewController] { simulator.bind(object) }
        try simulator.setViewController(list, for: .primary, of: split)
        try simulator.setViewController(detail, for: .secondary, of: split)
        try simulator.setRootViewController(split)
        simulator.makeKeyAndVisible()
        simulator.endEvent()
        let primary = try #require(split.columns[.primary] as? NavigationController)
        let secondary = try #require(split.columns[.secondary] as? NavigationController)

        try resize(simulator, to: .compact, line: 2)
        #expect(split.isCollapsed)
        #expect(primary.children.map(\.name) == ["list", "detail"])
        #expect(secondary.children.isEmpty)
        let collapsing = callbacks(simulator, line: 2).filter { $0.contains("Appear") || $0.contains("Disappear") }
        #expect(
            collapsing == [
                "\(secondary.name) viewWillDisappear(_:)", "list viewWillDisappear(_:)",
                "\(secondary.name) viewDidDisappear(_:)", "list viewDidDisappear(_:)",
            ])
        let covered = try #require(
            simulator.trace.events.first { $0.line == 2 && $0.callback == "viewWillDisappear(_:)" })
        #expect(covered.evidence.contains(.modelSplitSizeChangeOrder))

        try resize(simulator, to: .regular, line: 3)
        #expect(!split.isCollapsed)
        #expect(primary.children.map(\.name) == ["list"])
        #expect(secondary.children.map(\.name) == ["detail"])
        let expanding = callbacks(simulator, line: 3).filter { $0.contains("Appear") || $0.contains("Disappear") }
        #expect(!expanding.contains("detail viewWillAppear(_:)"))
        #expect(expanding.contains("list viewDidAppear(_:)"))
    }
}
