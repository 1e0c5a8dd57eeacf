import LifecycleModel

/// Expressions: what a checked expression is worth now (`evaluate`), and the model objects behind values.
extension Interpreter {
    func evaluate(_ expression: CheckedExpr, at location: SourceLocation) throws(ScenarioError) -> Value {
        switch expression {
        case .slot(let slot):
            guard let object = slots[slot] else {
                if parameterSlots.contains(slot) { return .none }
                throw ScenarioError(location: location, .running(.variableSetToNil))
            }
            return .object(object)
        case .optionalSlot(let slot):
            return slots[slot].map { .object($0) } ?? .none
        case .implicitController(let slot, let name):
            if let object = slots[slot] { return .object(object) }
            let object = simulator.makeViewController(name: name)
            simulator.bind(object)
            slots[slot] = object
            return .object(object)
        case .selfObject:
            return selfStack.last.map { .object($0) } ?? .none
        case .window:
            return .object(simulator.window)
        case .user, .storyboard:
            return .none
        case .newController(let name, let definition, let creation):
            return .object(simulator.makeViewController(name: name, definition: definition, creation: creation))
        case .instantiateScene(let name, let scene):
            do {
                return .object(
                    try simulator.instantiateFromStoryboard(sceneAt: scene.index, of: scene.storyboard, name: name))
            } catch {
                throw ScenarioError(location: location, error)
            }
        case .segueMember(let member):
            guard let segue = simulator.currentSegue else { return .none }
            switch member {
            case .identifier: return segue.identifier.map { .string($0) } ?? .none
            case .source: return .object(segue.source)
            case .destination: return .object(segue.destination)
            }
        case .sceneInstance(let scene):
            guard let controller = simulator.latestInstance(of: scene) else {
                throw ScenarioError(location: location, .running(.sceneNotInstantiated(scene: scene.scene.name)))
            }
            return .object(controller)
        case .newNavigation(let name, let definition, let rootExpression):
            var root: ViewController?
            if let rootExpression { root = controller(try evaluate(rootExpression, at: location)) }
            do {
                return .object(try simulator.makeNavigationController(name: name, definition: definition, root: root))
            } catch {
                throw ScenarioError(location: location, error)
            }
        case .newTabBar(let name, let definition):
            return .object(simulator.makeTabBarController(name: name, definition: definition))
        case .newPages(let name, let definition, let style):
            do {
                return .object(
                    try simulator.makePageViewController(name: name, definition: definition, transitionStyle: style))
            } catch {
                throw ScenarioError(location: location, error)
            }
        case .newSplit(let name, let definition, let style):
            do {
                return .object(try simulator.makeSplitViewController(name: name, definition: definition, style: style))
            } catch {
                throw ScenarioError(location: location, error)
            }
        case .newView(let name, let definition):
            return .object(simulator.makeView(name: name, definition: definition))
        case .viewOf(let base):
            let owner = controller(try evaluate(base, at: location))
            do {
                return .object(try simulator.accessView(of: owner))
            } catch {
                throw ScenarioError(location: location, error)
            }
        case .isViewLoaded(let base):
            return .bool(controller(try evaluate(base, at: location)).isViewLoaded)
        case .bool(let value): return .bool(value)
        case .int(let value): return .int(value)
        case .string(let value): return .string(value)
        case .style(let value): return .style(value)
        case .transitioningDelegate(let delegate): return .transitioningDelegate(delegate)
        case .nilValue: return .none
        case .number, .valueSlot, .property, .outlet, .readGeometry, .opaqueMember, .binary, .closure:
            return try evaluateClassExpression(expression, at: location)
        case .environment(let value): return .environment(value)
        case .swift(let expression): return try evaluateSwiftExpr(expression, at: location)
        case .lifecycle(let property, let receiver): return try readLifecycle(property, of: receiver, at: location)
        case .opaque, .interpolation, .coalesce, .ternary, .classTest, .weakSelf, .getter, .lazyProperty, .construct,
            .availability:
            return try evaluateSwiftValue(expression, at: location)
        case .array(let elements):
            var values: [Value] = []
            for element in elements { values.append(try evaluate(element, at: location)) }
            return .array(values)
        }
    }

    func objectValue(_ expression: CheckedExpr, at location: SourceLocation) throws(ScenarioError) -> ModelObject {
        guard case .object(let object) = try evaluate(expression, at: location) else {
            throw ScenarioError(location: location, .running(.expectedObject))
        }
        return object
    }

    // The checker guarantees the types; these unwrap them.
    func controller(_ value: Value) -> ViewController {
        guard case .object(let object) = value, let controller = object as? ViewController else {
            preconditionFailure("checked program passed a non-controller where a controller is required")
        }
        return controller
    }

    func navigation(_ value: Value) -> NavigationController {
        guard let nav = controller(value) as? NavigationController else {
            preconditionFailure("checked program passed a non-navigation controller")
        }
        return nav
    }

    func tabBar(_ value: Value) -> TabBarController {
        guard let tabs = controller(value) as? TabBarController else {
            preconditionFailure("checked program passed a non-tab bar controller")
        }
        return tabs
    }

    func view(_ value: Value) -> View {
        guard case .object(let object) = value, let view = object as? View else {
            preconditionFailure("checked program passed a non-view where a view is required")
        }
        return view
    }

    func bool(_ value: Value) -> Bool {
        if case .bool(let flag) = value { return flag }
        return false
    }

    func controllers(_ value: Value) -> [ViewController] {
        guard case .array(let values) = value else { return [] }
        return values.map(controller)
    }
}
