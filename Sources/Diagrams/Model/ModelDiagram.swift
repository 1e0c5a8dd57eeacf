import LifecycleModel

/// Diagrams of the model's state machines (`LifecycleModel/Machines`) for one iOS version.
public enum ModelDiagram {
    /// The appearance state machine of a view controller.
    public static func appearance(ios: IOSVersion) -> Diagram {
        diagram(AppearanceMachine.machine(for: ios))
    }

    /// The whole life of a view controller, with the version's own edges.
    public static func life(ios: IOSVersion) -> Diagram {
        diagram(LifeMachine.machine(for: ios))
    }

    /// The layout loop of a controller's view.
    public static func layout(ios: IOSVersion) -> Diagram {
        diagram(LayoutMachine.machine(for: ios))
    }

    /// Any state machine of the model.
    public static func diagram(_ machine: StateMachine) -> Diagram {
        let writer = StateMachineWriter(machine: machine, title: machine.title, highlight: nil)
        return Diagram(title: machine.title, dot: writer.dot, mermaid: writer.mermaid)
    }
}
