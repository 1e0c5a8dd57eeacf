import Foundation
import Testing

/// Runs the built `lifeline diagram` as a user would (process plumbing shared with TraceCommandTests).
@Suite struct DiagramCommandTests {
    private let runner = TraceCommandTests()

    private func lifeline(_ arguments: String...) throws -> TraceCommandTests.Result {
        try runner.run(arguments)
    }

    private func lifeline(_ arguments: [String], input: String? = nil) throws -> TraceCommandTests.Result {
        try runner.run(arguments, stdin: input)
    }

    @Test func stateIsDOTByDefaultForTheNewestIOS() throws {
        let run = try lifeline("diagram", "state")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("digraph appearance {"))
        #expect(run.stdout.contains("iOS 26"))
        #expect(run.stdout.contains("viewIsAppearing(_:)"))
    }

    @Test func lifeBeforeIOS6UnloadsTheView() throws {
        let five = try lifeline("diagram", "life", "--ios", "5", "--format", "mermaid")
        #expect(five.status == 0)
        #expect(five.stdout.hasPrefix("---\ntitle: \"Life of a view controller, iOS 5\"\n---\nstateDiagram-v2\n"))
        #expect(five.stdout.contains("viewWillUnload()<br/>viewDidUnload()"))
        let seventeen = try lifeline("diagram", "life", "--ios", "17", "--format", "mermaid")
        #expect(!seventeen.stdout.contains("viewDidUnload()"))
    }

    @Test func layoutAsSVGIsCleanAndSilent() throws {
        let run = try lifeline("diagram", "layout", "--format", "svg", "--ios", "26")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("<svg class=\"lifeline-diagram\""))
        #expect(run.stdout.contains("updateProperties()"))
        #expect(!run.stdout.contains("<!--"))
    }

    @Test func badArgumentsFailWithAMessage() throws {
        for arguments in [
            ["diagram", "state", "--format", "png"], ["diagram", "life", "--ios", "seventeen"],
            ["diagram", "sequence"], ["diagram", "state", "scenario.txt"], ["diagram", "circle"],
        ] {
            let process = try lifeline(arguments)
            #expect(process.status != 0, "\(arguments)")
            #expect(process.stderr.contains("Error:"), "\(arguments)")
            #expect(process.stdout.isEmpty, "\(arguments)")
        }
    }

    /// The README's push example ("Push onto a navigation stack"), plus a swipe-back the user cancels.
    private static let scenario = """
        let nav = UINavigationController(rootViewController: A)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(B, animated: true)
        user.swipeBack(nav, completes: false)
        """

    @Test func sequenceOfAScenarioFromStandardInput() throws {
        let run = try lifeline(
            ["diagram", "sequence", "-", "--ios", "17", "--format", "mermaid"], input: Self.scenario)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("sequenceDiagram\n"))
        #expect(run.stdout.contains("participant p0 as UIKit\n"))
        #expect(run.stdout.contains(": line 4: nav.pushViewController(B, animated: true)\n"))
        #expect(run.stdout.contains("viewWillAppear(_:)"))
    }

    @Test func pathOfAScenarioFileAsSVG() throws {
        let path = try runner.scenarioFile(Self.scenario)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try lifeline(["diagram", "path", path, "--format", "svg", "--title", "Cancelled swipe"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("<svg class=\"lifeline-diagram\""))
        #expect(run.stdout.contains("Appearance path of Cancelled swipe (iOS 26)"))
        #expect(run.stdout.contains("final: "))
        let dot = try lifeline(["diagram", "path", path, "--object", "B"])
        #expect(dot.stdout.contains("final: B"))
    }

    @Test func scenarioErrorsNameLineAndColumn() throws {
        let run = try lifeline(
            ["diagram", "sequence", "-"], input: "let nav = UINavigationController(rootViewController: A\n")
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("<stdin>:1:"))
        #expect(run.stderr.contains(": error: "))
        #expect(run.stdout.isEmpty)
    }
}
