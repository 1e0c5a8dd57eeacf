import Testing

@testable import Reports

/// Attribute values go bare only where HTML reads a bare value back unchanged.
@Suite struct HTMLAttributeTests {
    @Test func bareWhereHTMLAllowsQuotedAndEscapedElsewhere() {
        #expect(HTMLEscaping.attribute("observed") == "=observed")
        #expect(HTMLEscaping.attribute("../evidence/#ev-log-darkjoin-demo") == "=../evidence/#ev-log-darkjoin-demo")
        #expect(HTMLEscaping.attribute("n a") == "=\"n a\"")
        #expect(HTMLEscaping.attribute("the model's choice") == "=\"the model&#39;s choice\"")
        #expect(HTMLEscaping.attribute("a=b") == "=\"a=b\"")
        #expect(HTMLEscaping.attribute("a>b") == "=\"a&gt;b\"")
        #expect(HTMLEscaping.attribute("a&b") == "=\"a&amp;b\"")
        #expect(HTMLEscaping.attribute("") == "=\"\"")
        #expect(HTMLEscaping.attribute("наблюдалось") == "=наблюдалось")
    }
}
