import Foundation
import Testing

@testable import SiteBuilder

@Suite struct SearchIndexTests {
    @Test func foldsWhiteSpaceRuns() {
        #expect(SearchIndex.fold("  Push \n\n and\tpop  ") == "Push and pop")
        #expect(SearchIndex.fold("") == "")
    }

    @Test func cutsAtTheLimitOnACharacterBoundary() {
        // Two-byte Cyrillic letters: the limit falls inside one, which is dropped whole.
        let text = String(repeating: "ж", count: SearchIndex.textLimit)
        let folded = SearchIndex.fold("x" + text)
        #expect(folded.utf8.count == SearchIndex.textLimit - 1)
        #expect(folded.hasPrefix("xж") && folded.unicodeScalars.allSatisfy { $0 == "x" || $0 == "ж" })
        // Three-byte Chinese characters ending exactly at the limit are kept.
        let chinese = String(repeating: "生", count: SearchIndex.textLimit / 3)
        #expect(SearchIndex.fold(chinese) == chinese)
    }

    /// A page's whole text is folded once and cut for its snippet: the same as folding it with the limit.
    @Test func cuttingTheWholeTextIsFoldingItWithTheLimit() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["ab", "ж", "生", "😀", " ", "\n", "word"]
        for limit in [0, 1, 2, 3, 4, 5, 7, 10, 16] {
            for _ in 0..<200 {
                let text = (0..<Int.random(in: 0..<12, using: &generator)).map { _ in
                    pieces.randomElement(using: &generator)!
                }.joined()
                var whole = SearchIndex.FoldedText(limit: nil)
                var limited = SearchIndex.FoldedText(limit: limit)
                Array(text.utf8).withUnsafeBytes {
                    whole.append($0)
                    limited.append($0)
                }
                #expect(
                    SearchIndex.FoldedText.cut(whole.utf8, limit: limit) == limited.text, "\(text.debugDescription)")
            }
        }
    }

    /// Text nodes are folded a run at a time; the result, and where the limit stops it, are the byte-wise
    /// fold's (the same pieces handed over one byte at a time).
    @Test func foldingRunsIsFoldingBytes() {
        let pieces = [
            "  Push \n\n and\tpop  ", "", " ", "abc", "ж  жж\r\n", String(repeating: "word ", count: 30), "end",
        ]
        for limit in [nil, 0, 1, 5, 7, 8, 9, 20, 64] as [Int?] {
            var bytewise = SearchIndex.FoldedText(limit: limit)
            var runwise = SearchIndex.FoldedText(limit: limit)
            for piece in pieces {
                for byte in piece.utf8 { [byte].withUnsafeBytes { bytewise.append($0) } }
                Array(piece.utf8).withUnsafeBytes { runwise.append($0) }
            }
            #expect(bytewise.text == runwise.text, "limit \(String(describing: limit))")
            #expect(bytewise.isFull == runwise.isFull, "limit \(String(describing: limit))")
        }
    }

    /// A page's text is folded once; folding it again changes nothing below the limit.
    @Test func foldedTextFoldsToItself() {
        var folded = SearchIndex.FoldedText(limit: nil)
        Array(" a  b\tc \n".utf8).withUnsafeBytes { folded.append($0) }
        #expect(SearchIndex.fold(folded.text) == folded.text)
    }
}

@Suite struct SearchIndexTermsTests {
    /// The index of a one-page site whose page has `body`.
    func indexedPage(_ body: String) throws -> [String: Any] {
        let site = try TestSite(pages: ["en/index.md": "---\ntitle: Home\n---\n\n" + body])
        defer { site.remove() }
        let (rendered, _) = try SiteBuilder(site.configuration()).render()
        let data = try #require(rendered.files["en/search-index.json"])
        let index = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require((index["pages"] as? [[String: Any]])?.first)
    }

    @Test func termsCoverTheWholePageWhileTheTextIsCut() throws {
        // About 11 bytes a repetition: the text stops long before the last paragraph.
        let filler = String(repeating: "Окно окна. ", count: SearchIndex.textLimit / 11 + 100)
        let page = try indexedPage("Первое появление.\n\n\(filler)\n\nВ конце: появлениях и `viewIsAppearing(_:)`.\n")
        let text = try #require(page["text"] as? String)
        #expect(text.utf8.count <= SearchIndex.textLimit && !text.contains("конце"))
        #expect(page["terms"] as? String == "viewisappearing в и конц окн перв появлен")
    }

    @Test func chineseTermsAreBigrams() throws {
        let page = try indexedPage("布局\n\n导航控制器的生命周期。\n")
        #expect(
            page["terms"] as? String
                == ["布局", "导航", "航控", "控制", "制器", "器的", "的生", "生命", "命周", "周期"]
                .sorted().joined(separator: " "))
    }
}
