import Testing

@testable import SiteBuilder

/// English quoted on a Russian or Chinese page is marked `lang="en"` by the build; the author writes
/// only the quotation marks, and nothing changes on an English page.
@Suite struct EnglishQuotationTests {
    func article(_ language: String, _ markdown: String) throws -> String {
        let site = try TestSite(
            pages: ["\(language)/index.md": "---\ntitle: T\n---\n" + markdown],
            siteYAML: "title: Test\nbaseURL: https://t.example.org/\ndefaultLanguage: \(language)\n")
        defer { site.remove() }
        return try site.article("\(language)/index.html")
    }

    @Test func aQuotationInLatinScriptIsMarkedEnglishWithTheMarksOutside() throws {
        let russian = try article("ru", "Apple пишет: «The default implementation does nothing», и это так.\n")
        #expect(russian.contains("«<span lang=\"en\">The default implementation does nothing</span>»"))
        let chinese = try article("zh", "出自 WWDC23《What's new in UIKit》和 “within the same CATransaction”。\n")
        #expect(chinese.contains("《<span lang=\"en\">What's new in UIKit</span>》"))
        #expect(chinese.contains("“<span lang=\"en\">within the same CATransaction</span>”"))
    }

    @Test func aQuotationAcrossCodeAndLinksIsOneSpan() throws {
        let html = try article("ru", "Ответ «[Are events called in `viewDidLoad()`?](https://example.org/q)» помог.\n")
        #expect(
            html.contains(
                "«<span lang=\"en\"><a href=\"https://example.org/q\">Are events called in <code>viewDidLoad()</code>?</a></span>»"
            ))
    }

    @Test func aQuotationInTheReadersScriptStaysAsItIs() throws {
        let html = try article("ru", "Так называемый «экран» и \"push\" рядом.\n")
        #expect(html.contains("«экран»"))
        #expect(html.contains("&quot;<span lang=\"en\">push</span>&quot;"))
    }

    @Test func aLinkOfLatinWordsIsMarkedEnglish() throws {
        let html = try article(
            "ru", "См. [Dismissing a view controller](https://example.org/d) и [пример](https://example.org/e).\n")
        #expect(
            html.contains("<a href=\"https://example.org/d\"><span lang=\"en\">Dismissing a view controller</span></a>")
        )
        #expect(html.contains("<a href=\"https://example.org/e\">пример</a>"))
    }

    /// cmark-gfm's table cells cannot hold the span: their text stays whole, unmarked, and a link's span
    /// goes inside the link, which a cell can hold.
    @Test func aTableCellKeepsItsText() throws {
        let html = try article(
            "ru",
            "| тип | что |\n|---|---|\n| Present As Popover | «The popover adapts» [Show Detail](https://example.org/s) |\n"
        )
        #expect(html.contains("<td>Present As Popover</td>"))
        #expect(
            html.contains(
                "<td>«The popover adapts» <a href=\"https://example.org/s\"><span lang=\"en\">Show Detail</span></a></td>"
            ))
    }

    @Test func anEnglishPageIsLeftAlone() throws {
        let html = try article("en", "Apple says “The default implementation does nothing”.\n")
        #expect(html.contains("“The default implementation does nothing”") && !html.contains("lang=\"en\""))
    }
}
