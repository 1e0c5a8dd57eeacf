import Foundation
import Testing

/// The inputs of issue 14 that killed the process (a stack overflow is exit 139): each is now an error
/// at a line and column naming the limit it passed, with a non-zero exit and the previous site kept.
@Suite struct InputLimitCommandTests {
    static let deepParentheses =
        "let x = " + String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000)

    @Test func traceOfTwentyThousandNestedParenthesesIsAnError() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        try site.write("deep.scenario", Self.deepParentheses + "\n")
        let result = try site.run("trace", "deep.scenario")
        #expect(result.status == 1)
        #expect(result.stdout == "")
        // `let x = ` and 99 parentheses fit; the 100th opens the level past the limit.
        #expect(
            result.stderrLines.first
                == "deep.scenario:1:108: error: the scenario nests more than 100 levels deep (the nesting limit)")
    }

    @Test func traceOfTwentyThousandNestedBlocksIsAnError() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        let blocks = String(repeating: "do { ", count: 20_000) + String(repeating: "} ", count: 20_000)
        try site.write(
            "blocks.scenario",
            "class A: UIViewController {\n    override func viewDidLoad() {\n        \(blocks)\n    }\n}\n")
        let result = try site.run("trace", "blocks.scenario")
        #expect(result.status == 1)
        #expect(result.stderrLines.first?.hasPrefix("blocks.scenario:3:") == true)
        #expect(
            result.stderrLines.first?.hasSuffix(
                "error: the scenario is longer than 65536 bytes (the scenario length limit)") == true)
    }

    @Test func traceOfALayoutLoopStops() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        try site.write(
            "loop.scenario",
            """
            class A: UIViewController {
                override func viewDidLayoutSubviews() {
                    view.setNeedsLayout()
                    view.layoutIfNeeded()
                }
            }
            window.rootViewController = A()
            window.makeKeyAndVisible()

            """)
        let result = try site.run("trace", "loop.scenario")
        #expect(result.status == 1)
        #expect(
            result.stderrLines.first
                == "loop.scenario:4:14: error: scenario code called back from UIKit nests more than 64 levels deep (the callback depth limit)"
        )
    }

    /// One page's scenario nests a thousand parentheses (the debug build died at this): the build
    /// fails at the scenario's line in the page and the previous site stays as it was.
    @Test func buildWithADeeplyNestedScenarioFailsAndKeepsTheSite() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        #expect(try site.run("build").status == 0)
        let before = site.snapshot("Site")
        let thousand = "let x = " + String(repeating: "(", count: 1_000) + "1" + String(repeating: ")", count: 1_000)
        try site.write("Content/en/about.md", "---\ntitle: About\n---\n\n```scenario\n\(thousand)\n```\n")
        let result = try site.run("build")
        #expect(result.status != 0)
        #expect(
            result.stderrLines.first
                == "Content/en/about.md:6:108: error: the scenario nests more than 100 levels deep (the nesting limit)")
        #expect(
            result.stderrLines.dropFirst().first == "Content/en/about.md:6:108: note: nested parentheses, blocks, "
                + "closures and member chains all count; flatten them with `let`")
        #expect(site.snapshot("Site") == before)
    }

    @Test func buildWithAPageOverTheSizeLimitFailsAndKeepsTheSite() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        #expect(try site.run("build").status == 0)
        let before = site.snapshot("Site")
        try site.write(
            "Content/en/about.md", "---\ntitle: About\n---\n\n" + String(repeating: "A line of text.\n", count: 70_000))
        let result = try site.run("build")
        #expect(result.status != 0)
        #expect(
            result.stderrLines == [
                "Content/en/about.md:1:1: error: the page is larger than 1048576 bytes (the page size limit)"
            ])
        #expect(site.snapshot("Site") == before)
    }
}
