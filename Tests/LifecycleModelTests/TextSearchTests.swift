import Testing

@testable import LifecycleModel

/// `containsText(_:)` stands in for Foundation's `String.contains(String)`, which Embedded Swift lacks.
@Suite struct TextSearchTests {
    @Test func findsTextAnywhereAndNothingThatIsNotThere() {
        #expect("() -> Void".containsText("->"))
        #expect("abc".containsText("abc") && "abc".containsText("c") && "abc".containsText(""))
        #expect(!"abc".containsText("abcd") && !"abc".containsText("ac") && !"".containsText("a"))
    }

    @Test func retriesAfterAPartialMatch() {
        #expect("aab".containsText("ab"))
        #expect("ababac".containsText("abac"))
    }

    @Test func comparesCharactersNotBytes() {
        #expect("кафе́ 漢字".containsText("漢"))
        #expect("cafe\u{301}".containsText("é")) // the same character, decomposed
        #expect(!"café".containsText("e"))
        #expect(Substring("x -> y").containsText("->"))
    }
}
