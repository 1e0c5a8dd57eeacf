import LifecycleModel
import Testing

@testable import Reports

/// Generated Markdown (code in backticks) as HTML; on a page not in English, quoted English is marked.
@Suite struct InlineMarkupTests {
    @Test func codeBecomesCodeAndTextIsEscaped() {
        #expect(InlineMarkup.html("call `loadView()` <now>") == "call <code>loadView()</code> &lt;now&gt;")
    }

    @Test func aQuotationInLatinScriptIsMarkedEnglishOnARussianOrChinesePage() {
        #expect(
            InlineMarkup.html("Apple: «You should never call this method», `loadView`", in: .ru)
                == "Apple: «<span lang=\"en\">You should never call this method</span>», <code>loadView</code>")
        #expect(
            InlineMarkup.html("文档写明“Never call it”。", in: .zh) == "文档写明“<span lang=\"en\">Never call it</span>”。")
        #expect(InlineMarkup.html("«экран» и «push»", in: .ru) == "«экран» и «<span lang=\"en\">push</span>»")
        #expect(InlineMarkup.html("Apple: “Never call it”", in: .en) == "Apple: “Never call it”")
    }

    /// A diagnostic's title, message and fix on a page: the code in them is code, no backtick is left, in
    /// every language (issue 25: the fix showed raw Markdown).
    @Test func aDiagnosticsFixIsRenderedAsMarkdownInEveryLanguage() {
        let diagnostic = Diagnostic(
            .missingSuper(RuleObject(name: "A", className: "Feed"), override: .viewWillAppear), line: 3, column: 5)
        for language in Language.allCases {
            let html = DiagnosticsHTML.render([diagnostic], anchor: "s", language: language)
            let fix = html.components(separatedBy: "<div class=\"fix\">").last ?? ""
            #expect(!html.contains("`"), "\(html)")
            #expect(fix.contains("<code>"), "\(fix)")
        }
    }
}
