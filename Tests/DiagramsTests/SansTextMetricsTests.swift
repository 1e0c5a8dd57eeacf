import Testing

@testable import Diagrams

/// The widths Graphviz lays labels out with come from `SansTextMetrics`, never from installed fonts.
struct SansTextMetricsTests {
    @Test func latinWidthsAreTheWiderOfHelveticaAndDejaVuSans() {
        // Helvetica/Arial 667, DejaVu Sans 684 (thousandths of an em).
        #expect(SansTextMetrics.width(of: "A" as Unicode.Scalar) == 684)
        // Helvetica 556 vs DejaVu Sans 613 for "a"; digits 556 vs 636.
        #expect(SansTextMetrics.width(of: "a" as Unicode.Scalar) == 613)
        #expect(SansTextMetrics.width(of: "0" as Unicode.Scalar) == 636)
        // Where Helvetica is the wider: "@" is 1015 in Helvetica, 1000 in DejaVu Sans.
        #expect(SansTextMetrics.width(of: "@" as Unicode.Scalar) == 1015)
    }

    @Test func cyrillicChineseAndUnknownCharacters() {
        #expect(SansTextMetrics.width(of: "Ж" as Unicode.Scalar) == 1077)
        #expect(SansTextMetrics.width(of: "я" as Unicode.Scalar) == 602)
        // Chinese characters are full width; so is anything the table does not cover.
        #expect(SansTextMetrics.width(of: "视" as Unicode.Scalar) == 1000)
        #expect(SansTextMetrics.width(of: "Ω" as Unicode.Scalar) == 1000)
        // Control characters and combining marks take no room.
        #expect(SansTextMetrics.width(of: "\u{7}" as Unicode.Scalar) == 0)
        #expect(SansTextMetrics.width(of: "\u{301}" as Unicode.Scalar) == 0)
    }

    @Test func lineWidthIsTheSumInEms() {
        #expect(SansTextMetrics.width(of: "") == 0)
        #expect(SansTextMetrics.width(of: "aa") == 1.226)
        #expect(SansTextMetrics.width(of: "视图控制器") == 5)
    }

    /// Graphviz sizes a box from the metric: five Chinese characters at 10 pt are 50 pt of text, and
    /// the box (plus Graphviz's default margin of 8 pt a side) is exactly that wide on every machine.
    @Test func graphvizBoxesFollowTheMetrics() throws {
        let svg = try SVGRenderer().render(
            dot: """
                digraph g { node [shape=box, fontname="Helvetica", fontsize=10]; a [label="视图控制器"] }
                """)
        // polygon points: the box spans x from 0 to 66 (50 + 2 × 8) around its centre.
        #expect(svg.contains("viewBox=\"0 0 74 44\""))
    }
}
