import LifecycleModel
import Testing

@testable import Scenario

/// A column-style split with no `.compact` column (LifecycleModel/Containers/SplitViewColumnMerge.swift):
/// the delegate questions are Apple's ("splitViewController(_:topColumnForCollapsingToProposedTopColumn:)",
/// "splitViewController(_:displayModeForExpandingToProposedDisplayMode:)"); the proposed `.secondary` follows
/// the apps that return `.primary` to open on the list; the stack is the model's choice (`modelSplitColumnMerge`).
@Suite struct SplitViewColumnMergeTests {
    static func columnSplit(device: String, delegate: String = "", rotate: Bool = false) -> String {
        device + "\n" + SplitViewControllerTests.classes + "\n" + delegate + """

            let list = List()
            let detail = Detail()
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(list, for: .primary)
            split.setViewController(detail, for: .secondary)
            \(delegate.isEmpty ? "" : "split.delegate = coordinator")
            window.rootViewController = split
            window.makeKeyAndVisible()
            print(split.isCollapsed, detail.navigationController == list.navigationController)
            \(rotate ? "device.rotate(to: .landscapeLeft)" : "")
            \(rotate ? "print(split.isCollapsed, detail.navigationController == list.navigationController)" : "")
            \(rotate ? "device.rotate(to: .portrait)" : "")
            \(rotate ? "print(split.isCollapsed, detail.navigationController == list.navigationController)" : "")
            """
    }

    static let topColumnDelegate = """
        class Coordinator: UIViewController, UISplitViewControllerDelegate {
            func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
                print("proposed", proposedTopColumn)
                return .primary
            }
            func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
                return .secondaryOnly
            }
        }
        let coordinator = Coordinator()
        """

    /// Apple docs, "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)": with no answer the
    /// iPhone opens on the proposed column, the secondary, on top of the primary's stack; the list under it
    /// never appears.
    @Test func appleDocsAnIPhoneOpensOnTheSecondaryOnTopOfThePrimarysStack() throws {
        let trace = try TraceOrder.run(Self.columnSplit(device: "device.model = .iPhone"), ios: 17)
        #expect(SplitViewSizeChangeTests.console(trace) == ["true true"])
        let shown = TraceOrder.lines(trace, objects: ["list", "detail"], callbacks: ["viewDidAppear(_:)"])
        #expect(shown == ["detail viewDidAppear(_:)"])
    }

    /// Apple docs, the same page: the delegate's column is the one shown (`.primary`: the list), and it is
    /// asked with `.secondary` proposed.
    @Test func appleDocsTheDelegatesTopColumnIsTheOneShown() throws {
        let source = Self.columnSplit(device: "device.model = .iPhone", delegate: Self.topColumnDelegate)
        let trace = try TraceOrder.run(source, ios: 17)
        #expect(SplitViewSizeChangeTests.console(trace) == ["proposed secondary", "true false"])
        let shown = TraceOrder.lines(trace, objects: ["list", "detail"], callbacks: ["viewDidAppear(_:)"])
        #expect(shown == ["list viewDidAppear(_:)"])
    }

    /// Apple docs, "splitViewController(_:displayModeForExpandingToProposedDisplayMode:)": a Max turned to
    /// landscape expands, asks the delegate for the display mode, and `.secondaryOnly` keeps the list off
    /// screen; turned back, the detail goes onto the primary's stack again (the model's stack).
    @Test func appleDocsTheDelegatesDisplayModeDecidesWhatAnExpandingSplitShows() throws {
        let delegate = """
            class Coordinator: UIViewController, UISplitViewControllerDelegate {
                func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
                    print("proposed", proposedDisplayMode)
                    return .secondaryOnly
                }
            }
            let coordinator = Coordinator()
            """
        let source = Self.columnSplit(device: "device.model = .iPhoneMax", delegate: delegate, rotate: true)
        let trace = try TraceOrder.run(source, ios: 17)
        #expect(
            SplitViewSizeChangeTests.console(trace) == [
                "true true", "proposed automatic", "false false", "true true",
            ])
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let rotation = try #require(lines.firstIndex { $0.contains(".landscapeLeft") }) + 1
        let shown = trace.events.filter { $0.line == rotation && ["list", "detail"].contains($0.object) }
        #expect(!shown.isEmpty)
        #expect(!shown.contains { $0.object == "list" && $0.callback == "viewWillAppear(_:)" })
        #expect(!shown.contains { $0.object == "detail" && $0.callback == "viewWillAppear(_:)" })
    }
}
