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
        "FloatingPanel-DetailViewController.swift",
        "FloatingPanel-ModalViewController.swift",
        "HackerNews-MainViewController.swift",
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
    ]

    /// The controllers that do not run unchanged yet: the first error, `line:column: message`.
    static let notRunningYet: [String: String] = [
        "DuckDuckGo-FeedbackViewController.swift":
            "21:8: consecutive statements on a line must be separated by ';'",
        "DuckDuckGo-HomeRowInstructionsViewController.swift":
            "21:8: consecutive statements on a line must be separated by ';'",
        "DuckDuckGo-WebContainerViewController.swift":
            "21:8: consecutive statements on a line must be separated by ';'",
        "DuckDuckGo-WidgetEducationViewController.swift":
            "21:8: consecutive statements on a line must be separated by ';'",
        "FloatingPanel-DetailViewController.swift":
            "4:8: consecutive statements on a line must be separated by ';'",
        "FloatingPanel-ModalViewController.swift":
            "4:8: consecutive statements on a line must be separated by ';'",
        "HackerNews-MainViewController.swift":
            "10:8: consecutive statements on a line must be separated by ';'",
        "NetNewsWire-AddFolderViewController.swift":
            "29:55: unexpected character '$' in scenario",
        "NetNewsWire-ContextMenuPreviewViewController.swift":
            "10:8: consecutive statements on a line must be separated by ';'",
        "NetNewsWire-ImageViewController.swift":
            "10:8: consecutive statements on a line must be separated by ';'",
        "NetNewsWire-LocalAccountViewController.swift":
            "10:8: consecutive statements on a line must be separated by ';'",
        "PanModal-SampleViewController.swift":
            "10:8: consecutive statements on a line must be separated by ';'",
        "Parchment-BasicViewController.swift":
            "2:8: consecutive statements on a line must be separated by ';'",
        "Parchment-ContentViewController.swift":
            "2:8: consecutive statements on a line must be separated by ';'",
        "Parchment-NavigationBarViewController.swift":
            "2:8: consecutive statements on a line must be separated by ';'",
        "SideMenu-MainViewController.swift":
            "9:8: consecutive statements on a line must be separated by ';'",
        "SideMenu-SideMenuTableViewController.swift":
            "10:8: consecutive statements on a line must be separated by ';'",
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
            // Every controller is loaded and appears once it is the window's root.
            #expect(trace.events.contains { $0.object == script.objectName && $0.callback == "viewDidAppear(_:)" })
        }
    }
}
