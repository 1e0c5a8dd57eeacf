import Foundation
import LifecycleModel
import Testing

@testable import Scenario

/// Issue 27's yardstick: view controllers copied verbatim from open-source apps and libraries
/// (`Fixtures/RealControllers`, each file's first line names its repository, path and licence; the
/// licences are in `LICENSES.md` there), each taken through the standard journey as `lifeline trace
/// File.swift` takes it. A controller that runs must show its own lifecycle code where UIKit calls it;
/// one that does not is listed in `notRunningYet` with its first error, so this test fails when either
/// changes — a controller that starts running comes off the list, one that fails differently gets its
/// new error.
@Suite struct RealControllerCorpusTests {
    /// Every file of the corpus.
    static let files = [
        "DuckDuckGo-FeedbackViewController.swift",
        "DuckDuckGo-HomeRowInstructionsViewController.swift",
        "DuckDuckGo-WebContainerViewController.swift",
        "DuckDuckGo-WidgetEducationViewController.swift",
        "Eureka-CustomDesignController.swift",
        "Eureka-PlainTableViewExample.swift",
        "Eureka-SwipeActionsController.swift",
        "FloatingPanel-DetailViewController.swift",
        "FloatingPanel-ModalViewController.swift",
        "HackerNews-MainViewController.swift",
        "Hero-BuiltInTransitionExample.swift",
        "Hero-CityViewController.swift",
        "Hero-MainViewController.swift",
        "Hero-MatchExample.swift",
        "Hero-MenuViewController.swift",
        "Hero-VideoPlayerViewController.swift",
        "NetNewsWire-AddFolderViewController.swift",
        "NetNewsWire-ContextMenuPreviewViewController.swift",
        "NetNewsWire-ImageViewController.swift",
        "NetNewsWire-LocalAccountViewController.swift",
        "PanModal-SampleViewController.swift",
        "Parchment-BasicViewController.swift",
        "Parchment-ContentViewController.swift",
        "Parchment-NavigationBarViewController.swift",
        "SideMenu-MainViewController.swift",
        "SideMenu-SideMenuTableViewController.swift",
        "XLPagerTabStrip-ChildExampleViewController.swift",
        "XLPagerTabStrip-ReloadExampleViewController.swift",
        "XLPagerTabStrip-TableChildExampleViewController.swift",
    ]

    /// The controllers that do not run unchanged yet: the first error, `line:column: message`.
    static let notRunningYet: [String: String] = [
        "DuckDuckGo-FeedbackViewController.swift":
            "70:40: cannot find 'sender' in scope",
        "DuckDuckGo-HomeRowInstructionsViewController.swift":
            "41:9: cannot find 'modalPresentationCapturesStatusBarAppearance' in scope",
        "DuckDuckGo-WebContainerViewController.swift":
            "55:25: cannot convert value of type 'WKWebView' to expected argument type 'UIView'",
        "DuckDuckGo-WidgetEducationViewController.swift":
            "31:18: cannot convert value of type 'UIHostingController' to expected argument type 'UIViewController'",
        "Eureka-CustomDesignController.swift":
            "12:31: cannot find type 'FormViewController' in scope",
        "Eureka-PlainTableViewExample.swift":
            "12:39: cannot find type 'FormViewController' in scope",
        "Eureka-SwipeActionsController.swift":
            "12:31: cannot find type 'FormViewController' in scope",
        "FloatingPanel-DetailViewController.swift":
            "7:35: cannot find type 'InspectableViewController' in scope",
        "HackerNews-MainViewController.swift":
            "150:3: invalid redeclaration of 'tableView(_:cellForRowAt:)'",
        "Hero-BuiltInTransitionExample.swift":
            "50:48: cannot find type 'ExampleBaseViewController' in scope",
        "Hero-CityViewController.swift":
            "44:3: invalid redeclaration of 'collectionView(_:layout:sizeForItemAt:)'",
        "Hero-MainViewController.swift":
            "9:24: cannot find 'CollectionView' in scope",
        "Hero-MatchExample.swift":
            "19:36: cannot find type 'ExampleBaseViewController' in scope",
        "Hero-MenuViewController.swift":
            "21:76: cannot find 'sender' in scope",
        "Hero-VideoPlayerViewController.swift":
            "43:31: no initialiser 'AVPlayerView(frame:)'; 'AVPlayerView' has 'init()'",
        "NetNewsWire-AddFolderViewController.swift":
            "122:2: invalid redeclaration of 'pickerView(_:titleForRow:forComponent:)'",
        "NetNewsWire-ContextMenuPreviewViewController.swift":
            "31:19: cannot convert value of type 'IconView' to expected argument type 'UIView'",
        "NetNewsWire-ImageViewController.swift":
            "85:11: cannot convert value of type 'UIActivityViewController' to expected argument type 'UIViewController'",
        "NetNewsWire-LocalAccountViewController.swift":
            "44:2: method 'tableView(_:heightForHeaderInSection:)' does not override any method from its superclass",
        "PanModal-SampleViewController.swift":
            "31:5: method 'tableView(_:heightForRowAt:)' does not override any method from its superclass",
        "Parchment-BasicViewController.swift":
            "17:13: cannot find 'ContentViewController' in scope",
        "Parchment-NavigationBarViewController.swift":
            "10:32: cannot find type 'PagingView' in scope",
        "SideMenu-MainViewController.swift":
            "31:49: cannot find 'makeSettings' in scope",
        "SideMenu-SideMenuTableViewController.swift":
            "31:5: method 'tableView(_:cellForRowAt:)' does not override any method from its superclass",
        "XLPagerTabStrip-ReloadExampleViewController.swift":
            "78:27: cannot find 'stringFromBool' in scope",
        "XLPagerTabStrip-TableChildExampleViewController.swift":
            "33:20: cannot find 'IndicatorInfo' in scope",
    ]

    /// For the controllers that run: where their own lifecycle code must run, as (callback, the journey's
    /// step), in the order the rows come. ModalViewController adds its floating panel in viewDidLoad and
    /// removes it in viewDidDisappear, which the push reaches (the sheet, a page sheet, does not).
    static let ownCodeByStep: [String: [(String, JourneyStep)]] = [
        "FloatingPanel-ModalViewController.swift": [("viewDidLoad()", .root), ("viewDidDisappear(_:)", .push)],
        // It overrides none of the journey's callbacks: its code runs in its initialiser and its helpers.
        "Parchment-ContentViewController.swift": [],
        "XLPagerTabStrip-ChildExampleViewController.swift": [("viewDidLoad()", .root)],
    ]

    /// The lifecycle callbacks the journey makes; a running controller's overrides of these must show as
    /// rows of the controller where its code ran.
    static let journeyCallbacks = [
        "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
        "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewWillTransition(to:with:)",
        "didReceiveMemoryWarning()", "traitCollectionDidChange(_:)", "loadView()",
    ]

    static func source(of file: String) throws -> String {
        let folder = try #require(Bundle.module.url(forResource: "RealControllers", withExtension: nil))
        return try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }

    /// The journey's run, or its first error as `line:column: message`.
    static func outcome(of source: String) -> Result<(JourneyScript, Trace), ScenarioError> {
        do throws(ScenarioError) {
            let script = try JourneyScript(file: source, journey: .standard)
            return .success((script, try ScenarioRunner.run(source: script.source)))
        } catch {
            return .failure(error)
        }
    }

    @Test func theCorpusIsFifteenOrMoreAttributedFiles() throws {
        let folder = try #require(Bundle.module.url(forResource: "RealControllers", withExtension: nil))
        let present = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(present.sorted() == Self.files)
        #expect(Self.files.count >= 15)
        for file in Self.files {
            let first = try Self.source(of: file).split(separator: "\n").first.map(String.init) ?? ""
            #expect(first.hasPrefix("// Corpus copy (issue 27), verbatim below this line: github.com/"), "\(file)")
            #expect(first.hasSuffix("licence: MIT.") || first.hasSuffix("licence: Apache-2.0."), "\(file)")
        }
        #expect(Set(Self.notRunningYet.keys).isSubset(of: Set(Self.files)))
    }

    @Test(arguments: files) func runsUnchangedOrFailsAsListed(file: String) throws {
        let source = try Self.source(of: file)
        switch Self.outcome(of: source) {
        case .failure(let error):
            let first = "\(error.location): \(error.message)"
            #expect(Self.notRunningYet[file] == first, "\(file) fails with: \(first)")
        case .success(let (script, trace)):
            #expect(Self.notRunningYet[file] == nil, "\(file) runs now: take it off notRunningYet")
            let own = script.ownCodeRows(in: trace)
            let overridden = script.implemented.first { $0.className == script.controller }?.callbacks ?? []
            for callback in Self.journeyCallbacks where overridden.contains(callback) {
                let rows = trace.events.indices.filter {
                    trace.events[$0].object == script.objectName && trace.events[$0].callback == callback
                }
                #expect(!rows.isEmpty, "\(file): no \(callback) of \(script.objectName)")
                #expect(rows.allSatisfy { own.contains($0) }, "\(file): \(callback) not marked as its code")
            }
            let ownLifecycle = own.sorted().map { trace.events[$0] }.filter {
                $0.kind == .callback && $0.object == script.objectName && Self.journeyCallbacks.contains($0.callback)
            }
            let steps = ownLifecycle.map { ($0.callback, script.stretch(atLine: $0.line)?.step) }
            let expected = try #require(Self.ownCodeByStep[file], "\(file) runs: say where its code runs")
            #expect(steps.map { $0.0 } == expected.map { $0.0 }, "\(file)")
            #expect(steps.map { $0.1 } == expected.map { $0.1 }, "\(file)")
            // Every controller is loaded and appears once it is the window's root.
            #expect(trace.events.contains { $0.object == script.objectName && $0.callback == "viewDidAppear(_:)" })
        }
    }
}
