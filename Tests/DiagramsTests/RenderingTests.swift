import Diagrams
import Foundation
import LifecycleModel
import Testing

/// Every DOT output goes through Graphviz in process and every Mermaid output through real Mermaid.
struct RenderingTests {
    @Test func everyDOTOutputLaysOut() {
        let renderer = SVGRenderer()
        for (name, diagram) in DiagramCorpus.model + DiagramCorpus.traces {
            do {
                #expect(try renderer.render(dot: diagram.dot).hasPrefix("<svg "), "\(name)")
            } catch {
                Issue.record("\(name): \(error)\n\(diagram.dot)")
            }
        }
    }

    @Test(.enabled(if: MermaidCheck.python != nil, Comment(rawValue: MermaidCheck.unavailable)))
    func everyModelMermaidOutputRenders() throws {
        try expectRenders(DiagramCorpus.model)
    }

    @Test(.enabled(if: MermaidCheck.python != nil, Comment(rawValue: MermaidCheck.unavailable)))
    func everyTraceMermaidOutputRenders() throws {
        let results = try expectRenders(DiagramCorpus.traces)
        // Escaping is lossless: the hostile name comes out of Mermaid as the same text (XML-escaped).
        let hostile = results[DiagramCorpus.traces.firstIndex { $0.name == "sequence hostile" }!].svg ?? ""
        let firstLine = TraceFixtures.hostile.split(separator: "\n")[0]
        let xml = firstLine.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        #expect(hostile.contains(xml), "hostile label did not survive Mermaid intact")
    }

    @discardableResult
    private func expectRenders(_ corpus: [(name: String, diagram: Diagram)]) throws -> [MermaidCheck.Result] {
        let results = try MermaidCheck.render(corpus.map(\.diagram.mermaid))
        for ((name, diagram), result) in zip(corpus, results) {
            #expect(result.error == nil, "\(name): \(result.error ?? "")\n\(diagram.mermaid)")
            #expect(result.svg?.contains("<svg") == true, "\(name)")
        }
        return results
    }
}
