import LifecycleModel

/// Runs the split view controller statements against the simulator (the checker has guaranteed the types).
enum SplitViewControllerOperations {
    static func perform(
        _ operation: SplitOperation, simulator: Simulator, receiver: Value, arguments: [Value]
    ) throws(ModelError) {
        if operation == .showDetail {
            guard let source = controller(receiver), let detail = arguments.first.flatMap(controller) else { return }
            try simulator.showDetailViewController(detail, from: source)
            return
        }
        guard let split = controller(receiver) as? SplitViewController else { return }
        switch operation {
        case .setViewControllers:
            guard case .array(let values)? = arguments.first else { return }
            try simulator.setViewControllers(values.compactMap(controller), on: split)
        case .setColumn:
            guard case .environment(.splitColumn(let column)) = arguments[1] else { return }
            try simulator.setViewController(controller(arguments[0]), for: column, of: split)
        case .showColumn, .hideColumn:
            guard case .environment(.splitColumn(let column))? = arguments.first else { return }
            try simulator.setColumn(column, shown: operation == .showColumn, of: split)
        case .setDisplayMode:
            guard case .environment(.splitDisplayMode(let mode))? = arguments.first else { return }
            try simulator.setPreferredDisplayMode(mode, of: split)
        case .setDelegate:
            simulator.setDelegate(arguments.first.flatMap(controller), of: split)
        case .showDetail:
            return
        }
    }

    private static func controller(_ value: Value) -> ViewController? {
        if case .object(let object) = value { return object as? ViewController }
        return nil
    }
}
