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
        "Kingfisher-DetailImageViewController.swift",
        "MessageKit-LaunchViewController.swift",
        "MessageKit-SettingsViewController.swift",
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
        "SkeletonView-ViewController.swift",
        "SwiftMessages-ViewControllersViewController.swift",
        "XLPagerTabStrip-ChildExampleViewController.swift",
        "XLPagerTabStrip-ReloadExampleViewController.swift",
        "XLPagerTabStrip-TableChildExampleViewController.swift",
    ]

    /// The controllers that do not run unchanged yet: the first error, `line:column: message`.
    static let notRunningYet: [String: String] = [
        // A global of another file of the app (`let colors = […]` in Constants.swift): a real undefined name.
        "SkeletonView-ViewController.swift": "145:54: cannot find 'colors' in scope"
    ]

    /// For the controllers that run: where their own lifecycle code must run, as (callback, the journey's
    /// step), in the order the rows come. ModalViewController adds its floating panel in viewDidLoad and
    /// removes it in viewDidDisappear, which the push reaches (the sheet, a page sheet, does not).
    static let ownCodeByStep: [String: [(String, JourneyStep)]] = [
        "DuckDuckGo-WidgetEducationViewController.swift": [("viewDidLoad()", .root)],
        "DuckDuckGo-FeedbackViewController.swift": [("viewDidLoad()", .root)],
        "DuckDuckGo-HomeRowInstructionsViewController.swift": [
            ("viewDidLoad()", .root), ("viewWillAppear(_:)", .root), ("viewDidAppear(_:)", .root),
            ("viewWillAppear(_:)", .push), ("viewDidAppear(_:)", .push),
        ],
        // It stops observing its web view in viewDidDisappear, which the push reaches.
        "DuckDuckGo-WebContainerViewController.swift": [("viewDidLoad()", .root), ("viewDidDisappear(_:)", .push)],
        "Eureka-SwipeActionsController.swift": [("viewDidLoad()", .root)],
        "HackerNews-MainViewController.swift": [("viewDidLoad()", .root)],
        "NetNewsWire-AddFolderViewController.swift": [("viewDidLoad()", .root)],
        "SideMenu-MainViewController.swift": [("viewDidLoad()", .root)],
        "MessageKit-SettingsViewController.swift": [("viewDidLoad()", .root)],
        "MessageKit-LaunchViewController.swift": [("viewDidLoad()", .root)],
        "Kingfisher-DetailImageViewController.swift": [("viewDidLoad()", .root)],
        // Its code is its storyboard segues' initialisers, none of the journey's callbacks.
        "SwiftMessages-ViewControllersViewController.swift": [],
        // Its code runs in actions and segues, none of the journey's callbacks.
        "FloatingPanel-DetailViewController.swift": [],
        "Hero-CityViewController.swift": [("viewDidLoad()", .root)],
        "Hero-BuiltInTransitionExample.swift": [("viewDidLoad()", .root)],
        "Hero-MainViewController.swift": [
            ("viewDidLoad()", .root), ("viewDidLayoutSubviews()", .root), ("viewDidLayoutSubviews()", .rotate),
            ("viewDidLayoutSubviews()", .rotate),
        ],
        "Hero-MenuViewController.swift": [("viewDidLoad()", .root)],
        "Hero-MatchExample.swift": [
            ("viewDidLoad()", .root), ("viewDidLayoutSubviews()", .root), ("viewDidLayoutSubviews()", .rotate),
            ("viewDidLayoutSubviews()", .rotate),
        ],
        "Parchment-NavigationBarViewController.swift": [
            ("viewDidLoad()", .root), ("viewDidLayoutSubviews()", .root), ("viewDidLayoutSubviews()", .rotate),
            ("viewDidLayoutSubviews()", .rotate),
        ],
        "XLPagerTabStrip-ReloadExampleViewController.swift": [("viewDidLoad()", .root)],
        "Eureka-CustomDesignController.swift": [("viewDidLoad()", .root)],
        "Eureka-PlainTableViewExample.swift": [("viewDidLoad()", .root)],
        "FloatingPanel-ModalViewController.swift": [("viewDidLoad()", .root), ("viewDidDisappear(_:)", .push)],
        "Hero-VideoPlayerViewController.swift": [
            ("viewDidLoad()", .root), ("viewWillLayoutSubviews()", .root), ("viewWillLayoutSubviews()", .rotate),
            ("viewWillLayoutSubviews()", .rotate),
        ],
        "NetNewsWire-ContextMenuPreviewViewController.swift": [("viewDidLoad()", .root)],
        "NetNewsWire-ImageViewController.swift": [
            ("viewDidLoad()", .root), ("viewWillTransition(to:with:)", .rotate),
            ("viewWillTransition(to:with:)", .rotate),
        ],
        "NetNewsWire-LocalAccountViewController.swift": [("viewDidLoad()", .root)],
        "PanModal-SampleViewController.swift": [("viewDidLoad()", .root)],
        "Parchment-BasicViewController.swift": [("viewDidLoad()", .root)],
        // It overrides none of the journey's callbacks: its code runs in its initialiser and its helpers.
        "Parchment-ContentViewController.swift": [],
        "SideMenu-SideMenuTableViewController.swift": [("viewWillAppear(_:)", .root), ("viewWillAppear(_:)", .push)],
        "XLPagerTabStrip-ChildExampleViewController.swift": [("viewDidLoad()", .root)],
        "XLPagerTabStrip-TableChildExampleViewController.swift": [
            ("viewDidLoad()", .root), ("viewWillAppear(_:)", .root), ("viewWillAppear(_:)", .push),
        ],
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
            let first = "\(error.location): \(error.text)"
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
