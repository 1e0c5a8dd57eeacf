import Diagrams
import LifecycleModel
import Scenario

/// Every diagram the tests produce, so that each one is laid out by Graphviz and rendered by Mermaid.
enum DiagramCorpus {
    /// Versions where the machines differ: no layout callbacks (4), viewWillUnload (5), Auto Layout
    /// and no unloading (6), before and with viewIsAppearing (12, 13), updateProperties (26).
    static let versions = [4, 5, 6, 12, 13, 26].map { IOSVersion($0) }

    static var model: [(name: String, diagram: Diagram)] {
        versions.flatMap { ios in
            [
                ("appearance \(ios)", ModelDiagram.appearance(ios: ios)), ("life \(ios)", ModelDiagram.life(ios: ios)),
                ("layout \(ios)", ModelDiagram.layout(ios: ios)),
            ]
        }
    }

    static var traces: [(name: String, diagram: Diagram)] {
        let swipe = TraceFixtures.pushAndCancelledSwipeBack()
        let hostile = TraceFixtures.hostileTrace()
        return [
            ("sequence swipe", TraceDiagram.sequence(swipe, source: TraceFixtures.pushAndCancelledSwipeBackSource)),
            ("path swipe", TraceDiagram.path(swipe)),
            ("path swipe B", TraceDiagram.path(swipe, object: "B")),
            ("path unbalanced", TraceDiagram.path(TraceFixtures.unbalanced())),
            ("sequence hostile", TraceDiagram.sequence(hostile, source: TraceFixtures.hostile)),
            ("path hostile", TraceDiagram.path(hostile)),
            ("sequence empty", TraceDiagram.sequence(Trace(ios: IOSVersion(26)))),
            ("path empty", TraceDiagram.path(Trace(ios: IOSVersion(26)))),
        ] + simulated
    }

    /// Diagrams of traces from the executable model, as the site will draw them.
    static var simulated: [(name: String, diagram: Diagram)] {
        ModelAgreementTests.scenarios.prefix(3).flatMap { name, source, _ in
            let trace = try! ScenarioRunner.run(source: source, ios: IOSVersion(26), title: name)
            return [
                ("sequence \(name)", TraceDiagram.sequence(trace, source: source)),
                ("path \(name)", TraceDiagram.path(trace)),
            ]
        }
    }
}
