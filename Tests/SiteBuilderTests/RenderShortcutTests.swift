import CCmarkGFM
import Testing

@testable import SiteBuilder

/// The build's shortcuts past cmark and Foundation must give what the long way gives.
@Suite struct RenderShortcutTests {
    /// A heading of plain text skips cmark's renderer; where it does, the text is what cmark renders.
    @Test(arguments: [
        "Plain heading", "Жизненный цикл", "生命周期", "It's 5 o'clock", "A & B", "a < b", "\"quoted\"",
        "`code` span", "*emphasis*", "[link](x.md)", "Ends with a backslash\\", "Tab\there",
    ])
    func plainHeadingsReadAsCmarkRendersThem(_ text: String) throws {
        let document = MarkdownDocument(markdown: "## \(text)\n", allowRawHTML: false)
        let heading = try #require(cmark_node_first_child(document.root))
        let rendered = PageRenderer.renderedHeadingHTML(heading, in: document)
        if let plain = PageRenderer.plainHeadingHTML(heading) { #expect(plain == rendered) }
    }

    @Test func plainTextIsTakenAndMarkupIsNot() throws {
        for (text, plain) in [("Plain", true), ("A & B", false), ("`code`", false), ("It's", true)] {
            let document = MarkdownDocument(markdown: "# \(text)\n", allowRawHTML: false)
            let heading = try #require(cmark_node_first_child(document.root))
            #expect((PageRenderer.plainHeadingHTML(heading) != nil) == plain, "\(text)")
        }
    }

    /// Nodes made after parsing (the build's custom blocks) join a tree cmark parsed into its arena, and
    /// edits after parsing (a new URL) render.
    /// The same for a tree `serve` keeps, whose blocks come from the C heap.
    @Test(arguments: [false, true])
    func treeEditsAfterParsingRender(kept: Bool) throws {
        let document = MarkdownDocument(
            markdown: "# Title\n\n[a](x.md)\n\n```swift\nlet a = 1\n```\n", allowRawHTML: false, kept: kept)
        let nodes = document.allNodes()
        let link = try #require(nodes.first { MarkdownDocument.type($0) == CMARK_NODE_LINK })
        MarkdownDocument.setURL(link, "x/")
        let code = try #require(nodes.first { MarkdownDocument.type($0) == CMARK_NODE_CODE_BLOCK })
        MarkdownDocument.replace(code, withHTML: "<pre>made</pre>\n")
        #expect(document.renderHTML() == "<h1>Title</h1>\n<p><a href=\"x/\">a</a></p>\n<pre>made</pre>\n")
    }
}

/// The one-pass byte replacement behind the task list labels.
@Suite struct ReplacingBytesTests {
    let pairs: [(pattern: String, replacement: String)] = [("<in a/>", "[A]"), ("<in b c/>", "[BC]")]

    @Test func replacesEveryPatternWhereverItIs() {
        #expect(PageRenderer.replacingBytes(pairs, in: "<in a/>x<in b c/><in a/>") == "[A]x[BC][A]")
        #expect(PageRenderer.replacingBytes(pairs, in: "тест <in b c/> 测试") == "тест [BC] 测试")
    }

    @Test func leavesNearMissesAndTruncatedPatternsAlone() {
        for text in ["", "<in", "<in x/> <in b/", "<in a", "<<in a /> <in b c/"] {
            #expect(PageRenderer.replacingBytes(pairs, in: text) == text)
        }
        #expect(PageRenderer.replacingBytes(pairs, in: "<<in a/>") == "<[A]")
    }
}
