import Foundation
import Testing

/// `lifeline trace` prints misuse diagnostics after the trace; `--deny` turns them into a failure.
@Suite struct TraceDiagnosticsTests {
    private let runner = TraceCommandTests()
    static let childViewOnly = "window.rootViewController = P\nwindow.makeKeyAndVisible()\nP.view.addSubview(C.view)\n"
    static let clean = "window.rootViewController = P\nwindow.makeKeyAndVisible()\n"

    @Test func diagnosticsFollowTheTraceAndDoNotFailByDefault() throws {
        let result = try runner.run(["trace", "-"], stdin: Self.childViewOnly)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.suffix(2) == [
                "3:8: warning: [LL005] C.view is added to P's view, but C (UIViewController) is not a child of P: it gets only an unpaired viewWillAppear(_:) now, and no appearance, trait or size forwarding",
                // A terminal shows the fix's code without Markdown's backticks.
                "  fix: Call addChild(_:) before adding the view and didMove(toParent:) after, so that UIKit forwards appearance, trait and size changes; do not rely on the stray viewWillAppear(_:).",
            ])
    }

    @Test func denyWarningsFailsOnAnyDiagnostic() throws {
        let result = try runner.run(["trace", "-", "--deny", "warnings"], stdin: Self.childViewOnly)
        #expect(result.status == 1)
        #expect(result.stdout.contains("[LL005]"))
        #expect(result.stderr == "error: 1 diagnostic denied by --deny warnings\n")
    }

    @Test func denyErrorsIgnoresWarnings() throws {
        let result = try runner.run(["trace", "-", "--deny", "errors"], stdin: Self.childViewOnly)
        #expect(result.status == 0)
    }

    @Test func denyWarningsPassesACleanRun() throws {
        let result = try runner.run(["trace", "-", "--deny", "warnings"], stdin: Self.clean)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }

    @Test func jsonCarriesTheDiagnosticInThePublicShape() throws {
        let result = try runner.run(["trace", "-", "--format", "json"], stdin: Self.childViewOnly)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.count == 1)
        #expect(
            Set(diagnostics.first?.keys.map { $0 } ?? []) == ["rule", "severity", "line", "column", "message", "fix"])
        #expect(diagnostics.first?["rule"] as? String == "LL005")
        #expect(diagnostics.first?["column"] as? Int == 8)
    }
}
