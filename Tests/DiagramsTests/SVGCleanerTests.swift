import Testing

@testable import Diagrams

/// `SVGCleaner` makes Graphviz's SVG lighter without moving anything a reader sees.
@Suite struct SVGCleanerTests {
    static let graphviz = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <svg width="74pt" height="44pt" viewBox="0.00 0.00 74.04 44.00" xmlns="http://www.w3.org/2000/svg">
        <g id="graph0" class="graph" transform="scale(1 1) rotate(0) translate(4 40)">
        <g id="node1" class="node">
        <title>spacer</title>
        </g>
        <g id="node2" class="node">
        <title>a</title>
        <path fill="none" stroke="black" d="M553.32,-2636C553.35,-0.04 -12.96,9.95 1.00,2"/>
        <text text-anchor="middle" x="256.32" y="-2614.4" font-size="12.00">line 1: x = 1.25, -0.04</text>
        <text text-anchor="start" x="1" y="2">start</text>
        </g>
        </svg>
        """

    @Test func coordinatesAreRoundedToATenthOfAPointAndNothingElseIs() {
        let svg = SVGCleaner.clean(Self.graphviz)
        #expect(svg.contains(#"viewBox="0 0 74 44""#))
        #expect(svg.contains(#"d="M553.3,-2636C553.4,0 -13,10 1,2""#))
        #expect(svg.contains(#"x="256.3" y="-2614.4" font-size="12""#))
        // A label's text is what the scenario says, digits and all.
        #expect(svg.contains(">line 1: x = 1.25, -0.04</text>"))
        #expect(svg.contains(#"transform="scale(1 1) rotate(0) translate(4 40)""#))
    }

    @Test func centringIsSaidOnceOnTheRootAndOtherAnchorsStay() {
        let svg = SVGCleaner.clean(Self.graphviz)
        #expect(svg.components(separatedBy: #"text-anchor="middle""#).count == 2)
        #expect(svg.hasPrefix("<svg ") && svg.prefix(while: { $0 != ">" }).contains(#"text-anchor="middle""#))
        #expect(svg.contains(#"<text text-anchor="start" x="1" y="2">start</text>"#))
    }

    @Test func aNodeGraphvizDrewNothingForLeavesNoEmptyGroup() {
        let svg = SVGCleaner.clean(Self.graphviz)
        #expect(svg.components(separatedBy: #"<g class="node">"#).count - 1 == 1)
        #expect(!svg.contains("<title>"))
    }
}
