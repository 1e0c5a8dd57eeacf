import LifecycleModel
import Scenario
import Testing

@testable import Diagrams

/// `SVGCompactor` draws the same strokes and links in fewer elements.
@Suite struct SVGCompactorTests {
    static let cleaned = """
        <svg class="lifeline-diagram">
        <g class="graph">
        <g class="edge">
        <path fill="none" stroke="currentColor" stroke-dasharray="5,2" d="M538.3,-2599.8C538.3,-2585.8 538.3,-2568.1 538.3,-2567.1"/>
        </g>
        <g class="node" translate="no">
        <g><a xlink:title="UIKit">
        <text x="1" y="2">UIKit</text>
        </a>
        </g>
        </g>
        <g class="edge">
        <path fill="none" stroke="currentColor" stroke-width="4" d="M686.3,-10C686.3,-8 686.3,-4 686.3,-2"/>
        </g>
        <g class="edge">
        <path fill="none" stroke="currentColor" stroke-dasharray="5,2" d="M1,2C3,4 5,6 7,8"/>
        </g>
        <g class="edge">
        <path fill="none" stroke="#3b82f6" d="M1,1C2,2 3,3 4,4"/>
        <polygon fill="#3b82f6" points="1,1 2,2"/>
        </g>
        </g>
        </svg>
        """

    @Test func plainStrokesOfOneStyleBecomeOnePathDrawnWhereTheFirstWas() {
        let svg = SVGCompactor.compact(Self.cleaned)
        #expect(
            svg.contains(
                "<g class=\"graph\">\n<path fill=\"none\" stroke=\"currentColor\" stroke-dasharray=\"5,2\" d=\"M538.3,-2599.8V-2567.1M1,2C3,4 5,6 7,8\"/>\n<g class=\"node\""
            ))
        #expect(svg.contains("<path fill=\"none\" stroke=\"currentColor\" stroke-width=\"4\" d=\"M686.3,-10V-2\"/>"))
        // An edge with an arrowhead is not a plain stroke: it stays as it was.
        #expect(
            svg.contains(
                "<g class=\"edge\">\n<path fill=\"none\" stroke=\"#3b82f6\" d=\"M1,1C2,2 3,3 4,4\"/>\n<polygon"))
        #expect(svg.components(separatedBy: "<path").count - 1 == 3)
    }

    @Test func aLinkLosesTheGroupGraphvizWrapsItIn() {
        let svg = SVGCompactor.compact(Self.cleaned)
        #expect(
            svg.contains(
                "<g class=\"node\" translate=\"no\">\n<a xlink:title=\"UIKit\">\n<text x=\"1\" y=\"2\">UIKit</text>\n</a>\n</g>\n"
            ))
        #expect(!svg.contains("<g><a"))
        #expect(svg.components(separatedBy: "<g").count == svg.components(separatedBy: "</g>").count)
    }

    @Test func aSequenceDiagramIsAFewElementsAMessage() throws {
        let source =
            "let nav = UINavigationController(rootViewController: A)\nwindow.rootViewController = nav\nwindow.makeKeyAndVisible()\nnav.pushViewController(B, animated: true)"
        let trace = try ScenarioRunner.run(source: source, ios: IOSVersion(26), title: nil)
        let svg = try SVGRenderer().render(dot: TraceDiagram.sequence(trace, source: source, language: .en).dot)
        let messages = trace.events.filter { $0.kind == .callback }.count
        let elements = svg.components(separatedBy: "<").count - svg.components(separatedBy: "</").count
        // A message is its group, link, arrow, arrowhead and label; the lifelines are two paths in all.
        #expect(elements <= messages * 5 + 60, "\(elements) elements for \(messages) messages")
        #expect(svg.components(separatedBy: "stroke-dasharray").count == 2)
        // A note and a box show their whole text: no tooltip repeats it, no link wraps it; a message's
        // tooltip names its line by number (the note beside it and the page's listing show the code).
        #expect(svg.contains(">line 4: nav.pushViewController(B, animated: true)</text>"))
        #expect(!svg.contains("xlink:title=\"line 4"))
        #expect(!svg.contains("xlink:title=\"nav: UINavigationController\""))
        #expect(svg.contains(", depth 0, line 1\">"))
        #expect(!svg.contains("\">\n</a>"), "a link around nothing")
    }

    /// Graphviz's rounded box: four corners, and four straight sides drawn as cubics whose control
    /// points sit on their ends.
    static let box =
        "M307.4,-1804C307.4,-1804 277.4,-1804 277.4,-1804 271.4,-1804 265.4,-1798 265.4,-1792 265.4,-1792 265.4,-1780 265.4,-1780 265.4,-1774 271.4,-1768 277.4,-1768 277.4,-1768 307.4,-1768 307.4,-1768"

    @Test func aStraightCubicBecomesALine() {
        let straightened = SVGCompactor.straightened(Array(Self.box.utf8)).map { String(decoding: $0, as: UTF8.self) }
        #expect(
            straightened
                == "M307.4,-1804H277.4C271.4,-1804 265.4,-1798 265.4,-1792V-1780C265.4,-1774 271.4,-1768 277.4,-1768H307.4"
        )
        #expect(SVGCompactor.straightened(Array("M1,1C2,2 3,3 4,4".utf8)) == nil, "nothing straight: unchanged")
        #expect(
            SVGCompactor.straightened(Array("M1,1C1,1 4,5 4,5".utf8)).map { String(decoding: $0, as: UTF8.self) }
                == "M1,1L4,5")
        let svg = SVGCompactor.compact(
            "<svg>\n<g class=\"node\">\n<path fill=\"none\" stroke=\"currentColor\" d=\"\(Self.box)\"/>\n</g>\n</svg>")
        #expect(svg.contains("d=\"M307.4,-1804H277.4C"))
    }

    @Test func theOutputIsTheSameForTheSameInput() {
        #expect(SVGCompactor.compact(Self.cleaned) == SVGCompactor.compact(Self.cleaned))
        #expect(SVGCompactor.compact(SVGCompactor.compact(Self.cleaned)) == SVGCompactor.compact(Self.cleaned))
    }
}
