import Testing

@testable import SiteBuilder

@Suite struct SwiftHighlighterTests {
    @Test func classifiesKeywordsTypesLabelsAndLiterals() {
        let html = SwiftHighlighter.highlight(#"let nav = UINavigationController(rootViewController: A) // root"#)
        #expect(
            html
                == #"<span class="hl-keyword">let</span> nav = UINavigationController(<span class="hl-label">rootViewController</span>: A) <span class="hl-comment">// root</span>"#
        )
    }

    @Test func keepsOneEntryPerLineAndSplitsMultilineComments() {
        let lines = SwiftHighlighter.highlightedLines("/* a\nb */\nnav.pushViewController(B, animated: true)\n")
        #expect(lines.count == 3)
        #expect(lines[0] == #"<span class="hl-comment">/* a</span>"#)
        #expect(lines[1] == #"<span class="hl-comment">b */</span>"#)
        #expect(lines[2].contains(#"<span class="hl-keyword">true</span>"#))
    }

    @Test func escapesHTMLInCodeAndStrings() {
        let html = SwiftHighlighter.highlight(#"let s = "</script><b>&""#)
        #expect(html.contains("&lt;/script&gt;&lt;b&gt;&amp;"))
        #expect(!html.contains("</script>"))
    }

    @Test func classOverridesHighlightAsSwift() {
        let html = SwiftHighlighter.highlight(
            "class Broken: UIViewController {\n    override func viewDidLoad() { super.viewDidLoad() }\n}")
        #expect(html.contains(#"<span class="hl-keyword">class</span>"#))
        #expect(html.contains(#"<span class="hl-type">UIViewController</span>"#))
        #expect(
            html.contains(#"<span class="hl-keyword">override</span>"#)
                || html.contains(#"<span class="hl-attribute">override</span>"#))
    }

    @Test func emptySourceIsOneEmptyLine() {
        #expect(SwiftHighlighter.highlightedLines("") == [""])
    }

    /// The same source is parsed once; past its byte limit the cache computes without keeping.
    @Test func aSourceSeenBeforeIsNotParsedAgainAndTheCacheIsBounded() {
        let cache = HighlightCache()
        var parses = 0
        let highlight = { (source: String) -> [String] in
            parses += 1
            return SwiftHighlighter.highlightedLines(source)
        }
        let first = cache.highlightedLines("let a = 1", compute: highlight)
        #expect(cache.highlightedLines("let a = 1", compute: highlight) == first)
        #expect(parses == 1)
        let large = String(repeating: "x", count: HighlightCache.byteLimit)
        _ = cache.highlightedLines(large) { [$0] }
        _ = cache.highlightedLines(large) { source in
            parses += 1
            return [source]
        }
        #expect(parses == 2, "a source past the limit is not kept")
    }
}
