import Reports
import Testing

@testable import SiteBuilder

@Suite struct MarkdownTests {
    func article(_ markdown: String, rawHTML: Bool = false) throws -> String {
        let site = try TestSite(
            pages: ["en/index.md": "---\ntitle: T\n---\n" + markdown],
            siteYAML: "title: Test\nbaseURL: https://t.example.org/\ndefaultLanguage: en\nrawHTML: \(rawHTML)\n")
        defer { site.remove() }
        return try site.article("en/index.html")
    }

    @Test func gfmExtensionsAreOn() throws {
        let html = try article("| a |\n|---|\n| ~~b~~ |\n\n- [x] done\n\nwww.example.org\n")
        #expect(html.contains("<table>"))
        #expect(html.contains("<del>b</del>"))
        #expect(html.contains("<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"done\" />"))
        #expect(html.contains("<a href=\"http://www.example.org\">www.example.org</a>"))
    }

    @Test func rawHTMLIsOmittedUnlessTurnedOn() throws {
        let off = try article("<b>bold</b> and\n\n<div>block</div>\n")
        #expect(!off.contains("<b>") && !off.contains("<div>"))
        #expect(off.contains("<!-- raw HTML omitted -->"))
        let on = try article("<b>bold</b>\n\n<div>block</div>\n", rawHTML: true)
        #expect(on.contains("<b>bold</b>") && on.contains("<div>block</div>"))
    }

    /// ARCHITECTURE.md, "Facts measured on this project's machines": tagfilter only works when the extension list reaches the renderer.
    @Test func tagfilterDisarmsScriptEvenWithRawHTML() throws {
        let html = try article("<script>alert(1)</script>\n\n<b>ok</b>\n", rawHTML: true)
        #expect(html.contains("&lt;script>alert(1)&lt;/script>"))
        #expect(html.contains("<b>ok</b>"))
    }

    @Test func headingsGetIdsAndAnchors() throws {
        let html = try article("## Loading the *view*\n\n## Loading the view\n")
        #expect(
            html.contains(
                "<h2 id=\"loading-the-view\">Loading the <em>view</em><a class=\"heading-anchor\" href=\"#loading-the-view\""
            ))
        #expect(html.contains("<h2 id=\"loading-the-view-2\">"))
    }

    @Test func codeIsEscapedAndLabelledWithItsLanguage() throws {
        let html = try article("```kotlin\nval s = \"<b>&</b>\"\n```\n\n```\nplain\n```\n")
        #expect(
            html.contains(
                "<pre><code class=\"language-kotlin\">val s = &quot;&lt;b&gt;&amp;&lt;/b&gt;&quot;\n</code></pre>"))
        #expect(html.contains("<pre><code>plain\n</code></pre>"))
    }

    @Test func textInMarkdownIsEscaped() throws {
        let html = try article("1 < 2 & \"quotes\"\n")
        #expect(html.contains("<p>1 &lt; 2 &amp; &quot;quotes&quot;</p>"))
    }

    @Test func escapingCoversAttributesAndText() {
        #expect(HTMLEscaping.escape(#"<a href="x">'&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        #expect(Sitemap.xml(urls: ["https://x.org/a&b/"]).contains("<loc>https://x.org/a&amp;b/</loc>"))
    }
}

@Suite struct PageTitleTests {
    func h1Count(_ markdown: String) throws -> Int {
        let site = try TestSite(pages: ["en/index.md": "---\ntitle: Front title\n---\n" + markdown])
        defer { site.remove() }
        return try site.article("en/index.html").components(separatedBy: "<h1").count - 1
    }

    @Test func layoutPrintsTheTitleOnlyWhenTheContentDoesNot() throws {
        #expect(try h1Count("\n# Own title\n\nText.\n") == 1)
        #expect(try h1Count("\nText.\n\n# Later heading\n") == 2)
        #expect(try h1Count("\nText.\n") == 1)
    }
}

@Suite struct HTMLEscapingTests {
    @Test func textWithoutSpecialCharactersIsReturnedAsItIs() {
        #expect(HTMLEscaping.escape("viewDidLoad() — 视图 ✓") == "viewDidLoad() — 视图 ✓")
        #expect(HTMLEscaping.escape("") == "")
    }

    @Test func nonASCIITextAroundEscapesSurvives() {
        #expect(HTMLEscaping.escape("«a<b»'视'") == "«a&lt;b»&#39;视&#39;")
    }

    /// cmark is not asked to validate UTF-8 (a String is valid already); a NUL byte is still replaced.
    @Test func aNulByteBecomesTheReplacementCharacter() {
        let html = MarkdownDocument(markdown: "a\u{0}b\n\n# h\u{0}x\n", allowRawHTML: false).renderHTML()
        #expect(html == "<p>a\u{FFFD}b</p>\n<h1>h\u{FFFD}x</h1>\n")
    }
}
