import LifecycleModel
import Testing

@testable import Diagrams

struct TraceDiagramTests {
    @Test func pathFollowsEachControllerThroughTheCancelledSwipeBack() {
        let path = AppearancePath(TraceFixtures.pushAndCancelledSwipeBack())
        #expect(path.objects == ["nav", "A", "B"])
        #expect(path.final == ["nav": .appeared, "A": .disappeared, "B": .appeared])
        let a = path.steps.filter { $0.object == "A" }.map { "\($0.from.rawValue)>\($0.to.rawValue)" }
        #expect(
            a == [
                "disappeared>appearing", "appearing>appearing", "appearing>appeared", "appeared>disappearing",
                "disappearing>disappeared", "disappeared>appearing", "appearing>appearing",
                "appearing>disappearing", "disappearing>disappeared",
            ])
        #expect(path.steps.allSatisfy { $0.callback != nil })
    }

    @Test func pathHighlightCountsVisitsAndMarksFinalStates() {
        let trace = TraceFixtures.pushAndCancelledSwipeBack()
        let machine = AppearanceMachine.machine(for: trace.ios)
        let highlight = AppearancePath(trace).highlight(on: machine)
        #expect(highlight.unexpected.isEmpty)
        #expect(highlight.finals == ["appeared": ["nav", "B"], "disappeared": ["A"]])
        let cancelledAppearance = machine.transitions.firstIndex { $0.from == "appearing" && $0.to == "disappearing" }!
        #expect(highlight.transitionVisits[cancelledAppearance]?.summary == "×1 (A)")
        let appeared = highlight.stateVisits["appeared"]!
        #expect(appeared.summary == "×4 (nav 1, A 1, B 2)")

        let diagram = TraceDiagram.path(trace)
        #expect(diagram.dot.contains("final: nav, B"))
        #expect(diagram.dot.contains("class=\"visited final\""))
        #expect(diagram.mermaid.contains("class st_disappeared,st_appeared final"))
    }

    @Test func pathShowsTransitionsUIKitDoesNotMake() {
        let diagram = TraceDiagram.path(TraceFixtures.unbalanced())
        #expect(diagram.dot.contains("class=\"unexpected\""))
        #expect(diagram.mermaid.contains("st_appeared --> st_appeared : not a UIKit transition<br/>viewDidAppear(_:)"))
    }

    @Test func pathCanFollowOneController() {
        let diagram = TraceDiagram.path(TraceFixtures.pushAndCancelledSwipeBack(), object: "B")
        #expect(diagram.mermaid.contains("final: B"))
        #expect(!diagram.mermaid.contains("(A)"))
    }

    @Test func sequenceHasALifelinePerObjectAndNestsByDepth() {
        let trace = TraceFixtures.pushAndCancelledSwipeBack()
        let diagram = TraceDiagram.sequence(trace, source: TraceFixtures.pushAndCancelledSwipeBackSource)
        let mermaid = diagram.mermaid
        #expect(mermaid.contains("participant p0 as UIKit\n"))
        #expect(mermaid.contains("participant p1 as nav: UINavigationController\n"))
        #expect(mermaid.contains("participant p3 as A.view: UIView\n"))
        // A's loadView (depth 1) comes from nav's viewWillAppear, the depth-0 callback running then.
        #expect(mermaid.contains("p1->>p2: loadView()\n"))
        #expect(mermaid.contains("p2->>p3: didMoveToWindow()\n"))
        #expect(mermaid.contains("Note over p0,p4: line 4: nav.pushViewController(B, animated: true)\n"))
        #expect(
            mermaid.components(separatedBy: "\n    activate ").count
                == mermaid.components(separatedBy: "\n    deactivate ").count)
        #expect(diagram.dot.contains("tooltip=\"#5 A.viewDidLoad(), depth 1, line 3\""))
    }
}
