import LifecycleModel

/// Runs the environment statements against the simulator (the checker has guaranteed the types).
enum EnvironmentOperations {
    static func perform(
        _ operation: EnvironmentOperation, simulator: Simulator, receiver: Value, arguments: [Value],
        completion: (() -> Void)?
    ) throws(ModelError) {
        switch operation {
        case .rotate:
            if case .environment(.orientation(let orientation))? = arguments.first {
                simulator.rotate(to: orientation)
            }
        case .splitView:
            if case .environment(.sizeClass(let width))? = arguments.first { try simulator.splitView(width: width) }
        case .setUserInterfaceStyle:
            if case .environment(.interfaceStyle(let style))? = arguments.first {
                try simulator.setUserInterfaceStyle(style)
            }
        case .setContentSizeCategory:
            if case .environment(.contentSize(let category))? = arguments.first {
                try simulator.setPreferredContentSizeCategory(category)
            }
        case .setPhoneModel:
            if case .environment(.phoneModel(let model))? = arguments.first { try simulator.usePhoneModel(model) }
        case .launch: try simulator.launch(setUpWindow: completion)
        case .launchIntoBackground: try simulator.launch(setUpWindow: completion, intoBackground: true)
        case .enterBackground: try simulator.enterBackground()
        case .enterForeground: try simulator.enterForeground()
        case .memoryWarning: try simulator.receiveMemoryWarning()
        case .restoreState: try simulator.restoreState()
        case .setRestorationIdentifier:
            guard case .object(let object) = receiver, let controller = object as? ViewController else { return }
            if case .string(let identifier)? = arguments.first {
                try simulator.setRestorationIdentifier(identifier, of: controller)
            }
        case .setAdditionalSafeAreaInsets:
            guard case .object(let object) = receiver, let controller = object as? ViewController,
                case .environment(.insets(let insets))? = arguments.first
            else { return }
            try simulator.setAdditionalSafeAreaInsets(insets, of: controller)
        case .setLayoutMargins, .setDirectionalLayoutMargins:
            guard case .object(let object) = receiver, let view = object as? View,
                case .environment(.insets(let insets))? = arguments.first
            else { return }
            try simulator.setLayoutMargins(insets, of: view, directional: operation == .setDirectionalLayoutMargins)
        case .setNeedsUpdateProperties:
            guard case .object(let object) = receiver else { return }
            try simulator.setNeedsUpdateProperties(object)
        case .registerForTraitChanges, .registerForTraitChangesWithAction:
            guard case .object(let object) = receiver, case .array(let values)? = arguments.first else { return }
            let traits = values.compactMap { value -> TraitKind? in
                if case .environment(.trait(let kind)) = value { return kind }
                return nil
            }
            var action: String?
            if arguments.count > 1, case .environment(.selector(let name)) = arguments[1] { action = name }
            try simulator.registerForTraitChanges(traits, on: object, handler: completion, action: action)
        }
    }
}
