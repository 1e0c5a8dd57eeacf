import LifecycleModel

/// Runs the page view controller statements against the simulator (the checker has guaranteed the types).
enum PageViewControllerOperations {
    static func perform(
        _ operation: PageOperation, simulator: Simulator, receiver: Value, arguments: [Value],
        completion: (() -> Void)?
    ) throws(ModelError) {
        switch operation {
        case .setViewControllers:
            guard let pages = pageViewController(receiver), case .array(let values) = arguments[0],
                case .environment(.pageDirection(let direction)) = arguments[1], case .bool(let animated) = arguments[2]
            else { return }
            try simulator.setViewControllers(
                values.compactMap(controller), direction: direction, animated: animated, on: pages,
                completion: completion)
        case .swipePage:
            guard let pages = pageViewController(arguments[0]),
                case .environment(.pageDirection(let direction)) = arguments[1], let page = controller(arguments[2]),
                case .bool(let completes) = arguments[3]
            else { return }
            try simulator.swipePage(pages, direction: direction, to: page, completes: completes)
        case .setDataSource, .setDelegate:
            guard let pages = pageViewController(receiver) else { return }
            let object = arguments.first.flatMap(controller)
            if operation == .setDataSource {
                simulator.setDataSource(object, of: pages)
            } else {
                simulator.setDelegate(object, of: pages)
            }
        }
    }

    private static func controller(_ value: Value) -> ViewController? {
        if case .object(let object) = value { return object as? ViewController }
        return nil
    }

    private static func pageViewController(_ value: Value) -> PageViewController? {
        controller(value) as? PageViewController
    }
}
