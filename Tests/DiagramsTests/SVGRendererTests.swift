import LifecycleModel
import Scenario
import Testing

@testable import Diagrams

struct SVGRendererTests {
    @Test func svgIsThemeNeutralScalableAndFreeOfComments() throws {
        let svg = try SVGRenderer().render(dot: ModelDiagram.life(ios: IOSVersion(5)).dot)
        #expect(
            svg.hasPrefix(
                "<svg class=\"lifeline-diagram\" role=\"img\" fill=\"currentColor\" font-family=\"Helvetica,Arial,sans-serif\" style=\"width:"
            ))
        #expect(svg.contains("max-width:100%;height:auto"))
        #expect(svg.contains("viewBox=\""))
        #expect(!svg.contains("<!--"))
        #expect(!svg.contains("<?xml"))
        #expect(!svg.contains("graphviz version"))
        for fixed in ["\"black\"", "\"white\"", "\"transparent\"", "pt\" height="] {
            #expect(!svg.contains(fixed), "\(fixed) left in the SVG")
        }
        #expect(svg.contains("stroke=\"currentColor\""))
    }

    @Test func svgIsByteDeterministicAndCarriesNoIdsTitlesOrRepeatedFonts() throws {
        let dot = ModelDiagram.appearance(ios: IOSVersion(26)).dot
        let first = try SVGRenderer().render(dot: dot)
        let second = try SVGRenderer().render(dot: dot)
        #expect(first == second)
        // Two diagrams on one page cannot clash, and Graphviz's node names do not reach the page.
        #expect(!first.contains(" id=\""))
        #expect(!first.contains("<title>"))
        #expect(first.components(separatedBy: "font-family=").count == 2, "the font is said once, on the root")
        #expect(first.contains("<text "))
        #expect(first.contains("class=\"node\""))
    }

    @Test func rendererCachesByContent() throws {
        let renderer = SVGRenderer()
        let dot = ModelDiagram.layout(ios: IOSVersion(17)).dot
        let first = try renderer.render(dot: dot)
        #expect(try renderer.render(dot: dot) == first)
        #expect(renderer.cachedCount == 1)
        _ = try renderer.render(dot: ModelDiagram.layout(ios: IOSVersion(26)).dot)
        #expect(renderer.cachedCount == 2)
    }

    @Test func graphvizErrorsAreReportedNotPrinted() {
        #expect {
            try SVGRenderer().render(dot: "digraph { a -> }")
        } throws: { error in
            guard let error = error as? GraphvizError else { return false }
            return error.message.contains("syntax error")
        }
    }

    @Test func concurrentRendersAreSerialisedSafely() async throws {
        let renderer = SVGRenderer()
        let versions = (4...26).map { IOSVersion($0) }
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for ios in versions { group.addTask { try renderer.render(dot: ModelDiagram.life(ios: ios).dot) } }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(results.count == versions.count)
        #expect(results.allSatisfy { $0.hasPrefix("<svg ") })
    }
}

/// Code in a diagram is marked so translation tools and the English scan of the ru/zh pages leave it alone.
@Suite struct SVGCodeMarkTests {
    @Test func aNodeOrEdgeOfClassCodeGetsTranslateNo() throws {
        let svg = try SVGRenderer().render(
            dot:
                "digraph g { a [label=\"nav.push(B)\", class=\"code\"]; b [label=\"строка\"]; a -> b [class=\"code\"] }"
        )
        #expect(svg.contains("class=\"node\" translate=\"no\""))
        #expect(svg.contains("class=\"edge\" translate=\"no\""))
        #expect(!svg.contains("code\""))
    }

    @Test func aSequenceDiagramMarksItsCallsAndSourceLines() throws {
        let source = "window.rootViewController = A\nwindow.makeKeyAndVisible()"
        let trace = try ScenarioRunner.run(source: source, ios: IOSVersion(26), title: nil)
        let dot = TraceDiagram.sequence(trace, source: source, language: .ru).dot
        #expect(dot.contains("class=\"code\""))
        #expect(dot.contains("label=\"строка\""))
    }
}
