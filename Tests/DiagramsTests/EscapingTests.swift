import Testing

@testable import Diagrams

/// Labels carry names authors choose; nothing in them may change the diagram's structure.
struct EscapingTests {
    @Test func dotStringsKeepQuotesBackslashesNewlinesAndEntities() {
        #expect(DOTText.quoted("a\"b") == "\"a\\\"b\"")
        #expect(DOTText.quoted("\\N") == "\"\\\\N\"")
        #expect(DOTText.quoted("one\ntwo") == "\"one\\ntwo\"")
        #expect(DOTText.quoted("&amp;<b>") == "\"&amp;amp;<b>\"")
        #expect(DOTText.quoted("bell\u{07}") == "\"bell \"")
    }

    @Test func mermaidTextHasNoSyntaxLeft() {
        let escaped = MermaidText.escaped(TraceFixtures.hostile)
        // Entity codes end in `;`; no other semicolon may be left.
        let withoutCodes = escaped.replacing(/#[a-z0-9]+;/, with: "")
        #expect(!withoutCodes.contains(";") && !withoutCodes.contains("#"), "\(withoutCodes)")
        for syntax in ["\"", "%%", "-->", "->>", "[", "]", "{", "}", "<b>", "&amp;", "|", "`", "\n", "\\"] {
            #expect(!escaped.contains(syntax), "\(syntax) survived in \(escaped)")
        }
        #expect(escaped.contains("<br/>"))
        #expect(MermaidText.escaped("a-b") == "a-b")
        #expect(MermaidText.escaped("  ") == "\u{00A0}")
    }

    @Test func hostileNamesStayInsideTheirLabels() throws {
        let trace = TraceFixtures.hostileTrace()
        for diagram in [TraceDiagram.sequence(trace, source: TraceFixtures.hostile), TraceDiagram.path(trace)] {
            // Each Mermaid statement is one line: a newline in a name must not start a new one.
            #expect(!diagram.mermaid.contains("\nnew line"))
            #expect(!diagram.mermaid.split(separator: "\n").contains { $0.trimmingPrefix(" ").hasPrefix("end") })
            // The title is a single YAML line.
            #expect(diagram.mermaid.split(separator: "\n")[1].hasPrefix("title: \""))
            #expect(diagram.mermaid.split(separator: "\n")[2] == "---")
        }
        let svg = try SVGRenderer().render(dot: TraceDiagram.sequence(trace).dot)
        // Graphviz shows the name literally: `\N` not expanded, the entity text kept as text.
        #expect(svg.contains("\\N"))
        #expect(svg.contains("&amp;amp;"))
        #expect(svg.contains("&lt;b&gt;"))
    }
}
