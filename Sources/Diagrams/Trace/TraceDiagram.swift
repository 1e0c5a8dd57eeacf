import LifecycleModel
import Texts

/// Diagrams of one scenario run.
public enum TraceDiagram {
    /// The callbacks as a sequence diagram. Pass the scenario `source` to show each step's line of
    /// code; without it, steps name their line number only. Titles, notes and hover texts are in
    /// `language`.
    public static func sequence(_ trace: Trace, source: String? = nil, language: Language = .en) -> Diagram {
        let writer = SequenceWriter(trace, source: source, language: language)
        return Diagram(title: writer.title, dot: writer.dot, mermaid: writer.mermaid)
    }

    /// The appearance state machine of the trace's iOS version with the path its controllers took:
    /// visited states and transitions with counts per controller, each controller's final state
    /// marked, and any transition UIKit's machine does not have drawn as unexpected.
    /// `object` restricts the path to one controller.
    public static func path(_ trace: Trace, object: String? = nil, language: Language = .en) -> Diagram {
        let machine = AppearanceMachine.machine(for: trace.ios)
        let path = AppearancePath(trace, only: object)
        let title = DiagramText.pathTitle(object: object, scenario: trace.title, ios: trace.ios, in: language)
        let writer = StateMachineWriter(
            machine: machine, title: title, highlight: path.highlight(on: machine), language: language)
        return Diagram(title: title, dot: writer.dot, mermaid: writer.mermaid)
    }
}
