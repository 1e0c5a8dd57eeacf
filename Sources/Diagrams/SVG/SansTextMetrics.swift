/// Advance widths of a sans-serif font, in ems, for laying out diagram labels the same way on every
/// machine (`GraphvizPlugins` hands them to Graphviz instead of a font found on the system).
///
/// The SVG asks the reader's browser for "Helvetica,Arial,sans-serif". The table holds, for each
/// character it covers, the wider of Liberation Sans (Helvetica's and Arial's metrics) and DejaVu Sans
/// (what a Linux browser falls back to without them), measured in Chromium by
/// `scripts/measure-text-metrics.py`; so a label fits its box whichever of them draws it, with a
/// little room to spare in Helvetica. Characters outside the table are one em wide: right for Chinese,
/// Japanese and Korean (full-width), and wider than any Latin, Cyrillic or Greek letter, so generous.
enum SansTextMetrics {
    /// The width of one line of `text` in ems (multiply by the font size in points).
    static func width(of text: some StringProtocol) -> Double {
        var thousandths = 0
        for scalar in text.unicodeScalars { thousandths += Int(width(of: scalar)) }
        return Double(thousandths) / 1000
    }

    /// One character's advance in thousandths of an em.
    static func width(of scalar: Unicode.Scalar) -> UInt16 {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 } // control characters draw nothing
        if (0x300..<0x370).contains(value) { return 0 } // combining marks sit on the previous letter
        for range in measuredRanges where value >= range.first {
            let offset = Int(value - range.first)
            if offset < range.widths.count { return range.widths[offset] }
        }
        return 1000
    }

    // Measured by scripts/measure-text-metrics.py: the widest of Liberation Sans, DejaVu Sans.
    private static let measuredRanges: [(first: UInt32, widths: [UInt16])] = [
        (
            0x0020,
            [ // U+0020–U+007E
                318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337,
                636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 556,
                1015, 684, 686, 722, 770, 667, 611, 778, 752, 295, 500, 667, 557, 863, 748, 787,
                667, 787, 722, 667, 611, 732, 684, 989, 685, 667, 685, 390, 337, 390, 838, 556,
                500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612,
                635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838,
            ]
        ),
        (
            0x00A0,
            [ // U+00A0–U+00FF
                318, 401, 636, 636, 636, 636, 337, 556, 500, 1000, 471, 612, 838, 0, 1000, 552,
                500, 838, 401, 401, 500, 636, 636, 333, 500, 401, 471, 612, 969, 969, 969, 611,
                684, 684, 684, 684, 684, 684, 1000, 722, 667, 667, 667, 667, 295, 295, 295, 295,
                775, 748, 787, 787, 787, 787, 787, 838, 787, 732, 732, 732, 732, 667, 667, 630,
                613, 613, 613, 613, 613, 613, 982, 550, 615, 615, 615, 615, 278, 278, 278, 278,
                612, 634, 612, 612, 612, 612, 612, 838, 612, 634, 634, 634, 634, 592, 635, 592,
            ]
        ),
        (
            0x0400,
            [ // U+0400–U+045F
                667, 667, 865, 610, 719, 667, 295, 295, 500, 1094, 1045, 854, 710, 748, 635, 752,
                684, 686, 686, 610, 781, 667, 1077, 641, 748, 748, 710, 752, 863, 752, 787, 752,
                667, 722, 611, 635, 861, 685, 776, 686, 1069, 1094, 833, 885, 686, 719, 1080, 722,
                613, 617, 589, 525, 691, 615, 901, 532, 650, 650, 604, 639, 754, 654, 612, 654,
                635, 550, 583, 592, 855, 592, 681, 591, 915, 942, 707, 790, 589, 549, 842, 602,
                615, 615, 625, 525, 549, 521, 278, 278, 278, 906, 898, 652, 604, 650, 592, 654,
            ]
        ),
        (
            0x2010,
            [ // U+2010–U+2027
                361, 361, 636, 556, 1000, 1000, 500, 552, 318, 318, 318, 318, 518, 518, 518, 518,
                556, 556, 590, 590, 334, 667, 1000, 318,
            ]
        ),
        (
            0x2190,
            [ // U+2190–U+2193
                1000, 838, 1000, 838,
            ]
        ),
    ]
}
