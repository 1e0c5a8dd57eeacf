import Foundation
import LifecycleModel
import Testing
import Texts

@testable import Reports

@Suite struct CatalogueRendererTests {
    /// An entry whose text tries to break every format: pipes, markup, quotes, a newline, code with a pipe.
    static let hostile = CatalogueRow(
        entry: MethodEntry(
            .viewWillAppear, .controller, phase: .appearance, frequency: .perAppearance,
            availability: .since(8, deprecated: 17, replacement: .viewIsAppearing), superCall: .required),
        text: MethodText(
            .viewWillAppear, .controller,
            summary: LocalizedText(en: "a | b <script>alert('x')</script> & \"q\"", ru: "а | б", zh: "甲 | 乙"),
            when: LocalizedText(en: "a | b <script>\nline two *not bold* [link](x)", ru: "когда", zh: "何时"),
            use: LocalizedText(en: "code `a | b` and `<tag>`", ru: "для", zh: "用于"),
            avoid: LocalizedText(en: "back\\slash _under_ ~strike~", ru: "не", zh: "避免")))

    // MARK: Markdown

    /// Splits a GFM table row into cells the way GFM does: on `|` not preceded by a backslash.
    private func cells(_ row: String) -> [String] {
        var cells: [String] = [], current = "", escaped = false
        for character in row {
            if character == "|" && !escaped { cells.append(current); current = ""; continue }
            escaped = character == "\\" && !escaped
            current.append(character)
        }
        cells.append(current)
        return Array(cells.dropFirst().dropLast())
    }

    @Test func markdownEscapesPipesEvenInsideCodeSoRowsKeepTheirCells() {
        let markdown = CatalogueRenderer.render([Self.hostile], format: .markdown, language: .en)
        let lines = markdown.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        for line in lines {
            #expect(cells(line).count == CatalogueMarkdown.columns.count, "\(line)")
        }
        #expect(markdown.contains("a \\| b \\<script\\>"))
        #expect(markdown.contains("`a \\| b`"))
        #expect(markdown.contains("a \\| b \\<script\\> line two \\*not bold\\* \\[link\\](x)"))
        #expect(markdown.contains("back\\\\slash \\_under\\_ \\~strike\\~"))
        #expect(!markdown.contains("<script>"))
    }

    @Test func markdownOfTheWholeCatalogueHasOneRowPerEntry() {
        for language in Language.allCases {
            let markdown = CatalogueRenderer.render(MethodCatalogue.all, format: .markdown, language: language)
            let lines = markdown.split(separator: "\n").map(String.init)
            #expect(lines.count == MethodCatalogue.all.count + 2)
            #expect(
                lines[1] == "| "
                    + Array(repeating: "---", count: CatalogueMarkdown.columns.count).joined(separator: " | ") + " |")
            for line in lines { #expect(cells(line).count == CatalogueMarkdown.columns.count, "\(line)") }
        }
    }

    @Test func codeSpanGrowsItsFenceAroundBackticks() {
        #expect(CatalogueMarkdown.codeSpan("a`b") == "``a`b``")
        #expect(CatalogueMarkdown.codeSpan("`x") == "`` `x ``")
    }

    // MARK: HTML

    @Test func htmlEscapesTextAndMarksCode() {
        let html = CatalogueRenderer.render([Self.hostile], format: .html, language: .en)
        #expect(!html.contains("<script>"))
        #expect(html.contains("a | b &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;"))
        #expect(html.contains("code <code>a | b</code> and <code>&lt;tag&gt;</code>"))
        #expect(html.contains("<th scope=\"row\"><code>viewWillAppear(_:)</code></th>"))
    }

    @Test func htmlRowsCarryPhaseAndVersionAttributes() {
        let html = CatalogueRenderer.render([Self.hostile], format: .html, language: .en)
        #expect(
            html.contains(
                #"<tr data-method="viewWillAppear(_:)" data-owner="controller" data-phase="appearance" data-frequency="per-appearance" data-super="required" data-introduced="8" data-deprecated="17">"#
            ))
        let appearing = CatalogueRenderer.render(
            [MethodCatalogue.entry(for: .viewIsAppearing, owner: .controller)!], format: .html, language: .zh)
        #expect(appearing.contains(#"data-introduced="13" data-sdk="17">"#))
        #expect(appearing.contains(#"<table class="lifeline-catalogue" lang="zh-Hans">"#))
        let unload = CatalogueRenderer.render(
            [MethodCatalogue.entry(for: .viewDidUnload, owner: .controller)!], format: .html, language: .ru)
        #expect(unload.contains(#"data-introduced="3" data-deprecated="6" data-removed="6">"#))
        let all = CatalogueRenderer.render(MethodCatalogue.all, format: .html, language: .en)
        #expect(all.components(separatedBy: "<tr data-method=").count - 1 == MethodCatalogue.all.count)
    }

    // MARK: JSON

    @Test func jsonShapeIsTheDocumentedOne() {
        let json = CatalogueRenderer.render([Self.hostile], format: .json, language: .ru)
        #expect(
            json == """
                {
                  "format": "lifeline-catalogue",
                  "version": 1,
                  "language": "ru",
                  "entries": [
                    {
                      "method": "viewWillAppear(_:)",
                      "owner": "controller",
                      "phase": "appearance",
                      "frequency": "per-appearance",
                      "super": "required",
                      "introduced": "8",
                      "sdk": null,
                      "deprecated": "17",
                      "removed": null,
                      "replacement": "viewIsAppearing(_:)",
                      "summary": "а | б",
                      "when": "когда",
                      "use": "для",
                      "avoid": "не"
                    }
                  ]
                }

                """)
    }

    @Test func jsonOfTheWholeCatalogueParsesAndKeepsEveryEntry() throws {
        let json = CatalogueRenderer.render(MethodCatalogue.all, format: .json, language: .en)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.count == MethodCatalogue.all.count)
        let appearing = try #require(entries.first { $0["method"] as? String == "viewIsAppearing(_:)" })
        #expect(appearing["introduced"] as? String == "13")
        #expect(appearing["sdk"] as? String == "17")
        let hostile = CatalogueRenderer.render([Self.hostile], format: .json, language: .en)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(hostile.utf8)) as? [String: Any])
        let first = try #require((parsed["entries"] as? [[String: Any]])?.first)
        #expect(first["summary"] as? String == Self.hostile.text.summary.en)
        #expect(first["when"] as? String == Self.hostile.text.when.en)
    }

    // MARK: Text

    @Test func textColumnsLineUpByDisplayWidthInEveryLanguage() {
        #expect(CatalogueText.displayWidth("视图控制器") == 10)
        #expect(CatalogueText.displayWidth("контроллер") == 10)
        for language in Language.allCases {
            let text = CatalogueRenderer.render(MethodCatalogue.all, format: .text, language: language)
            let lines = text.split(separator: "\n").map(String.init)
            #expect(lines.count == MethodCatalogue.all.count + 2)
            // The rule line shows where each column starts; every row's cells start there too.
            let rule = lines[1]
            var starts: [Int] = [0]
            var column = 0, previous: Character = "-"
            for character in rule {
                if character == "-" && previous == " " { starts.append(column) }
                previous = character
                column += 1
            }
            #expect(starts.count == CatalogueText.columns.count)
            for line in [lines[0]] + lines.dropFirst(2) {
                var width = 0, previous: Character = " "
                var cellStarts: [Int] = []
                for character in line {
                    if character != " " && previous == " " && (cellStarts.isEmpty || starts.contains(width)) {
                        cellStarts.append(width)
                    }
                    previous = character
                    width += CatalogueText.displayWidth(String(character))
                }
                for start in starts.dropFirst() { #expect(cellStarts.contains(start), "\(language): \(line)") }
            }
        }
    }

    @Test func textDropsCodeMarksAndControlCharacters() {
        let text = CatalogueRenderer.render([Self.hostile], format: .text, language: .en)
        #expect(!text.contains("`"))
        #expect(text.split(separator: "\n").count == 3)
    }

    // MARK: Availability phrase

    @Test func availabilityIsSpelledOutPerLanguage() {
        func phrase(_ callback: Callback, _ language: Language) -> String {
            MethodCatalogue.entry(for: callback, owner: .controller)!.availability.phrase(language)
        }
        #expect(phrase(.viewIsAppearing, .en) == "iOS 13+ (iOS 17 SDK, back-deployed)")
        #expect(phrase(.viewDidUnload, .en) == "iOS 3–5; deprecated in 6; not called from 6")
        #expect(phrase(.viewWillUnload, .en) == "iOS 5; deprecated in 6; not called from 6")
        #expect(
            phrase(.traitCollectionDidChange, .en) == "iOS 8+; deprecated in 17 → `registerForTraitChanges(_:handler:)`"
        )
        #expect(phrase(.viewDidUnload, .ru) == "iOS 3–5; устарел в iOS 6; не вызывается с iOS 6")
        #expect(phrase(.viewIsAppearing, .zh) == "iOS 13+（iOS 17 SDK 引入，向下兼容至 iOS 13）")
    }

    @Test func inlineRunsSplitOnBackticks() {
        #expect(CatalogueInline.runs("a `b` c") == [.text("a "), .code("b"), .text(" c")])
        #expect(CatalogueInline.runs("odd ` tick") == [.text("odd ` tick")])
        #expect(CatalogueInline.plain("call `super` last") == "call super last")
    }
}
