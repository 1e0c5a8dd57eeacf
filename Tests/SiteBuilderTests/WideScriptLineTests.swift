import Testing

@testable import SiteBuilder

/// A line break inside a Chinese sentence is not a space; headings' anchors speak the page's language.
@Suite struct WideScriptLineTests {
    func article(_ language: String, _ markdown: String) throws -> String {
        let site = try TestSite(
            pages: ["\(language)/index.md": "---\ntitle: T\n---\n" + markdown],
            siteYAML: "title: Test\nbaseURL: https://t.example.org/\ndefaultLanguage: \(language)\n")
        defer { site.remove() }
        return try site.article("\(language)/index.html")
    }

    @Test func aSoftBreakBetweenTwoChineseCharactersRendersAsNothing() throws {
        let html = try article("zh", "视图控制器的\n生命周期，\n从创建开始。\n")
        #expect(html.contains("<p>视图控制器的生命周期，从创建开始。</p>"))
    }

    @Test func aSoftBreakNextToLatinTextOrCodeStays() throws {
        let html = try article("zh", "调用\n`viewDidLoad()`\n之后 UIKit\n会调用它。\n")
        #expect(html.contains("调用\n<code>viewDidLoad()</code>\n之后 UIKit\n会调用它。"))
        let english = try article("en", "The view\nloads.\n")
        #expect(english.contains("The view\nloads."))
    }

    @Test func isWideCoversIdeographsKanaAndFullWidthPunctuationNotHangulOrLatin() {
        for character in ["视", "。", "，", "カ", "（"] {
            #expect(MarkdownDocument.isWide(character.unicodeScalars.first!), "\(character)")
        }
        for character in ["a", "я", "한", " "] {
            #expect(!MarkdownDocument.isWide(character.unicodeScalars.first!), "\(character)")
        }
    }

    @Test func headingAnchorsAreLabelledInThePagesLanguage() throws {
        #expect(try article("ru", "## Загрузка\n").contains("aria-label=\"Ссылка на этот раздел\""))
        #expect(try article("zh", "## 加载\n").contains("aria-label=\"链接到本节\""))
        #expect(try article("en", "## Loading\n").contains("aria-label=\"Link to this section\""))
    }
}
