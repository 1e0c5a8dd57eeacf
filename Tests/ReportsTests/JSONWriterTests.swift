import Reports
import Testing

@Suite struct JSONWriterTests {
    @Test func writesMembersInOrderWithIndentation() {
        var json = JSONWriter()
        json.beginObject()
        json.member("title", "Push")
        json.member("ios", 17)
        json.key("events")
        json.beginArray()
        json.beginObject()
        json.member("seq", 1)
        json.member("animated", true)
        json.endObject()
        json.endArray()
        json.key("empty")
        json.beginArray()
        json.endArray()
        json.member("missing", nil as String?)
        json.endObject()
        #expect(
            json.output == """
                {
                  "title": "Push",
                  "ios": 17,
                  "events": [
                    {
                      "seq": 1,
                      "animated": true
                    }
                  ],
                  "empty": [],
                  "missing": null
                }
                """)
    }

    @Test func compactModeHasNoWhitespace() {
        var json = JSONWriter(indent: nil)
        json.beginArray()
        json.int(1)
        json.string("a")
        json.endArray()
        #expect(json.output == "[1,\"a\"]")
    }

    @Test func escapesHostileStrings() {
        #expect(JSONWriter.quoted("a\"b\\c\nd") == #""a\"b\\c\nd""#)
        #expect(JSONWriter.quoted("</script>&") == #""\u003c/script\u003e\u0026""#)
        #expect(JSONWriter.quoted("\u{1}") == #""\u0001""#)
        #expect(JSONWriter.quoted("жизненный цикл 生命周期") == "\"жизненный цикл 生命周期\"")
        #expect(JSONWriter.quoted("a\u{2028}b\u{2029}") == #""a\u2028b\u2029""#)
    }

    /// Escapes at either end, next to each other, and other characters whose UTF-8 starts like U+2028's
    /// (an em dash, curly quotes, one of them at the very end of the text).
    @Test func escapesAtTheEdgesOfRunsAndLookAlikesOfLineSeparators() {
        #expect(JSONWriter.quoted("\"<>\"") == #""\"\u003c\u003e\"""#)
        #expect(JSONWriter.quoted("\u{2028}") == #""\u2028""#)
        #expect(JSONWriter.quoted("a—“b”\u{2029}") == "\"a—“b”\\u2029\"")
        #expect(JSONWriter.quoted("x”") == "\"x”\"")
        var json = JSONWriter(indent: nil)
        json.beginObject()
        json.member("k<", "x\ty&")
        json.endObject()
        #expect(json.output == #"{"k\u003c":"x\ty\u0026"}"#)
    }
}
