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
}
