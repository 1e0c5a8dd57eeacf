import Foundation
import Testing

@testable import SiteBuilder

/// The light first read (`LightPass`) must give exactly what the full cmark parse gives for every page it
/// decides: headings (level, text, id), fenced blocks with their followers and positions, anchors, whether
/// the page opens with its title, and the diagnostics, in order.
@Suite struct LightPassTests {
    static let repositoryContent = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Content")

    /// Both reads of `text`; `light` is nil when the light pass gave the page up.
    private func reads(_ text: String, path: String = "en/page.md") throws -> (light: String?, full: String) {
        let source = PageSource(
            language: "en", contentPath: path, displayPath: "Content/" + path, slug: "page",
            outputPath: "en/page/index.html", filePath: "/nonexistent/" + path)
        func summary(withoutTree: Bool) throws -> String {
            var log = DiagnosticLog()
            let page = try ParsedPage.parse(
                source, data: Data(text.utf8), rawHTML: false, expanders: .standard, withoutTree: withoutTree,
                log: &log)
            guard let page else { return "draft" }
            return Self.summary(page, diagnostics: log.entries)
        }
        let split = try FrontMatter.split(text, path: path)
        let light = LightPass.scan(split.body) != nil ? try summary(withoutTree: true) : nil
        return (light, try summary(withoutTree: false))
    }

    private static func summary(_ page: ParsedPage, diagnostics: [BuildDiagnostic]) -> String {
        func describe(_ block: FencedBlock) -> String {
            "\(block.name) \(block.options) line \(block.fenceLine) column \(block.fenceColumn) body \(block.body.debugDescription) "
                + "followers [\(block.followers.map(describe).joined(separator: ", "))]"
        }
        return """
            headings \(page.headings.map { "\($0.level) \($0.text.debugDescription) \($0.id)" })
            blocks \(page.blocks.map { describe($0.block) + " " + String(describing: type(of: $0.expander)) })
            anchors \(page.anchors.sorted())
            startsWithTitle \(page.startsWithTitle)
            diagnostics \(diagnostics.map(\.description))
            """
    }

    @Test func bundledContentReadsAlikeBothWays() throws {
        let files = FileManager.default.enumerator(at: Self.repositoryContent, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
        #expect(files.count > 50)
        var decided = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let (light, full) = try reads(
                text, path: String(file.path.dropFirst(Self.repositoryContent.path.count + 1)))
            if let light {
                decided += 1
                #expect(light == full, "\(file.path)")
            }
        }
        // Pages of the reference use HTML, quotes and nested lists; some are still plain enough.
        #expect(decided > 0)
    }

    /// Pages shaped like `lifeline-bench site`'s (paragraphs, headings, task lists, a table, a Swift block,
    /// an ordered list and a quote) are decided by the light pass, and alike.
    @Test func benchmarkShapedPageIsDecidedAlike() throws {
        let page = """
            ---
            title: "Page 1"
            ---

            Stack sheet controller. See [rotate memory](../s-65/page-6567.md#section-3) and <https://example.org/310>.

            ## Section 1

            Warning stack. Call `viewDidLoad()` once; **never** in `init`.

            ### Details 1

            - navigation size with *emphasis* and `code`
            - [x] done item
            - [ ] ~~open~~ item

            | Callback | When |
            |---|---|
            | `order()` | trait |

            ```swift
            override func viewDidLoad() {
                super.viewDidLoad()
            }
            ```

            1. one two
            2. three four

            > Quoted text, `code` and *more*.

            ## Section 1

            """
        let (light, full) = try reads(page)
        #expect(light != nil)
        #expect(light == full)
    }

    /// Pieces that the light pass must either read as cmark does or give up on, joined at random:
    /// every decided page must read alike.
    @Test func randomPagesReadAlikeWhenDecided() throws {
        let pieces = [
            "Plain paragraph text.\n", "\n", "\n\n", "# Title\n", "## Heading *em* `code`\n", "### Again ###\n",
            "#NoHeading\n", "####### seven\n", "#\n", "## [linked](x.md)\n", "## A\tTab\n",
            "```swift\nlet a = 1\n```\n", "```\n```\n", "~~~ text `x`\nbody\n~~~~\n", "````\n```\nstill in\n````\n",
            "```scenario\nvc = A()\n```\n", "```expect\n- A.viewDidLoad\n```\n", "```scenario bad==\nx\n```\n",
            "```swift\nunclosed\n", "``` info \\` \n```\n", "```a&amp;\n```\n", "   ```\nindented fence\n   ```\n",
            "  ```\n  x\n  ```\n", "    code block\n", "- item\n", "- ## heading in item\n", "- ```\n", "1. one\n",
            "10) ten\n", "- [x] task\n", "  continued item text\n", "  ## indented heading\n", "> quote\n",
            "> ## quoted heading\n", "> ```\n", ">\n", "<div>\n# inside html\n</div>\n", "[ref]: https://x.org\n",
            "---\n", "===\n", "-\n", "***\n", "* * *\n", "| a | b |\n|---|---|\n| 1 | 2 |\n", "Text\n---\n",
            "Text\n```\nfence after text\n```\n", "Text\n## heading after text\n", "\tTabbed\n", "\u{0C}form feed\n",
            "```\nbody without close at end", "## Trailing spaces   \n", "Ending without a line feed",
            "## Кириллица и 中文\n", "## `code` &amp; entity\n",
        ]
        var random = SplitMix(seed: 0x5EED_17)
        var decided = 0
        for _ in 0..<1500 {
            let count = 1 + random.next(below: 8)
            let body = (0..<count).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            let (light, full) = try reads("---\ntitle: T\n---\n" + body)
            if let light {
                decided += 1
                #expect(light == full, "\(body.debugDescription)")
            }
        }
        #expect(decided > 100)
    }

    /// A deterministic generator (SplitMix64), so a failure names the same page every run.
    private struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next(below bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }
}
