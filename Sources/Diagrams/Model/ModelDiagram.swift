import LifecycleModel
import Texts

/// Diagrams of the model's state machines (`LifecycleModel/Machines`) for one iOS version, worded in
/// `language` (`Texts.MachineText`).
public enum ModelDiagram {
    /// The appearance state machine of a view controller.
    public static func appearance(ios: IOSVersion, language: Language = .en) -> Diagram {
        diagram(AppearanceMachine.machine(for: ios), language: language)
    }

    /// The whole life of a view controller, with the version's own edges.
    public static func life(ios: IOSVersion, language: Language = .en) -> Diagram {
        diagram(LifeMachine.machine(for: ios), language: language)
    }

    /// The layout loop of a controller's view.
    public static func layout(ios: IOSVersion, language: Language = .en) -> Diagram {
        diagram(LayoutMachine.machine(for: ios), language: language)
    }

    /// Any state machine of the model.
    public static func diagram(_ machine: StateMachine, language: Language = .en) -> Diagram {
        let title = MachineText.title(machine.kind, ios: machine.ios, in: language)
        let writer = StateMachineWriter(machine: machine, title: title, highlight: nil, language: language)
        return Diagram(title: title, dot: writer.dot, mermaid: writer.mermaid)
    }
}
