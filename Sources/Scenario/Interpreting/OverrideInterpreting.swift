import LifecycleModel

/// The interpreter's part for scenario classes and containment: stored properties, closures stored
/// in them, app code, geometry reads, arithmetic, and the containment API.
extension Interpreter {
    func executeClassStatement(_ statement: CheckedStatement) throws(ScenarioError) {
        switch statement {
        case .bindValue(let slot, let value, let location):
            simulator.setPosition(line: location.line, column: location.column)
            values[slot] = try evaluate(value, at: location)
        case .setProperty(let receiverExpression, let name, var valueExpression, let holds, let location):
            simulator.setPosition(line: location.line, column: location.column)
            let receiver = try objectValue(receiverExpression, at: location)
            if holds { valueExpression = valueExpression.named("\(receiver.name).\(name)") }
            let value = try evaluate(valueExpression, at: location)
            if holds, case .object(let object) = value { simulator.hold(object, by: receiver) }
            if case .object(let old)? = properties[ObjectIdentifier(receiver)]?[name] {
                simulator.letGo(old, heldBy: receiver)
            }
            properties[ObjectIdentifier(receiver), default: [:]][name] = value
        case .storeClosure(let receiverExpression, let name, let capturesSelfStrongly, let location):
            simulator.setPosition(line: location.line, column: location.column)
            let receiver = try objectValue(receiverExpression, at: location)
            simulator.storeClosure(in: receiver, property: name, capturesSelfStrongly: capturesSelfStrongly)
        case .appCall(let name, let receiverExpression, let location):
            simulator.setPosition(line: location.line, column: location.column)
            simulator.runAppCode(name, on: try objectValue(receiverExpression, at: location))
        case .callHelper(let name, let bodyIndex, let location):
            simulator.setPosition(line: location.line, column: location.column)
            guard let object = selfStack.last else { return }
            // Still app code to the rules (a helper named `loadData()` is expensive work).
            simulator.runAppCode(name, on: object)
            try enterRunLevel()
            defer { runDepth -= 1 }
            // A helper's `return` is its own: it is not what the calling override returns.
            defer { returnedValue = nil }
            try executeFunctionBody(program.overrideBodies[bodyIndex])
        case .activateConstraints(let receiverExpression, let location):
            simulator.setPosition(line: location.line, column: location.column)
            simulator.activateConstraints(from: try objectValue(receiverExpression, at: location))
        default:
            preconditionFailure("not a class statement")
        }
    }

    func evaluateClassExpression(_ expression: CheckedExpr, at location: SourceLocation) throws(ScenarioError) -> Value
    {
        switch expression {
        case .number(let value):
            return .number(value)
        case .valueSlot(let slot):
            return values[slot] ?? .none
        case .property(let receiverExpression, let name):
            let receiver = try objectValue(receiverExpression, at: location)
            return properties[ObjectIdentifier(receiver)]?[name] ?? .none
        case .outlet(let receiverExpression, let name):
            let view = simulator.accessOutlet(name, of: controller(try evaluate(receiverExpression, at: location)))
            return view.map { .object($0) } ?? .none
        case .readGeometry(let property, let subjectExpression, let ofController, let path):
            let subject = try objectValue(subjectExpression, at: location)
            let value: GeometryValue
            if ofController, let owner = subject as? ViewController {
                var view = owner.view
                if property != .traitCollection {
                    do { view = try simulator.accessView(of: owner) } catch {
                        throw ScenarioError(location: location, error)
                    }
                }
                value = simulator.readGeometry(property, of: view, controller: owner, path: path)
            } else {
                value = simulator.readGeometry(property, of: subject as? View, controller: nil, path: path)
            }
            // The whole value prints as the trace shows it; a member is a number or a named value.
            if path.isEmpty { return .string(value.text) }
            return value.member(path).map { .number($0) } ?? value.namedMember(path).map { .string($0) } ?? .none
        case .opaqueMember(let base):
            _ = try evaluate(base, at: location)
            return .none
        case .binary(let op, let lhs, let rhs):
            let leftValue = try evaluate(lhs, at: location), rightValue = try evaluate(rhs, at: location)
            if case .int(let left) = leftValue, case .int(let right) = rightValue {
                return Interpreter.integerArithmetic(op, left, right)
            }
            guard case .number(let left) = numeric(leftValue), case .number(let right) = numeric(rightValue)
            else { return .none }
            switch op {
            case "+": return .number(left + right)
            case "-": return .number(left - right)
            case "*": return .number(left * right)
            // Swift's `%` on floating point is `truncatingRemainder`, which calls libm's `fmod`; the wasm
            // module has no libm (Wasm/runtime.c), so the same remainder from a truncating division.
            case "%": return .number(right == 0 ? .nan : left - (left / right).rounded(.towardZero) * right)
            default: return .number(right == 0 ? .infinity : left / right)
            }
        case .closure(let body):
            return .closure(body)
        default:
            preconditionFailure("not a class expression")
        }
    }

    private func numeric(_ value: Value) -> Value {
        if case .int(let integer) = value { return .number(Double(integer)) }
        return value
    }

    func performContainment(
        _ operation: Operation, on receiver: Value, _ arguments: Operands,
        completion: (() -> Void)?
    ) throws(ModelError) {
        let sim = simulator
        switch operation {
        case .addChild:
            try sim.addChild(controller(arguments[0]), to: controller(receiver))
        case .removeFromParent:
            sim.removeFromParent(controller(receiver))
        case .willMoveToParent:
            sim.willMove(controller(receiver), toParent: optionalController(arguments[0]))
        case .didMoveToParent:
            sim.didMove(controller(receiver), toParent: optionalController(arguments[0]))
        case .transition:
            var duration = 0.0
            switch arguments[2] {
            case .number(let value): duration = value
            case .int(let value): duration = Double(value)
            default: break
            }
            var animations: (() -> Void)?
            if case .closure(let body) = arguments[4] {
                let capturedSelf = selfStack.last
                animations = closure(running: body, self: capturedSelf)
            }
            try sim.transition(
                from: controller(arguments[0]), to: controller(arguments[1]), in: controller(receiver),
                duration: duration, animations: animations, completion: completion)
        case .beginAppearanceTransition:
            sim.beginAppearanceTransition(
                controller(receiver), isAppearing: bool(arguments[0]), animated: bool(arguments[1]))
        case .endAppearanceTransition:
            sim.endAppearanceTransition(controller(receiver))
        case .callLoadView:
            sim.callLoadViewDirectly(controller(receiver))
        case .assignView:
            sim.assignView(view(arguments[0]), to: controller(receiver))
        default:
            preconditionFailure("not a containment operation")
        }
    }

    private func optionalController(_ value: Value) -> ViewController? {
        if case .object(let object) = value { return object as? ViewController }
        return nil
    }
}

extension CheckedExpr {
    /// The same creation with a name, for an object a stored property creates (`P.content`).
    func named(_ name: String) -> CheckedExpr {
        switch self {
        case .newController(nil, let definition, let creation):
            return .newController(name: name, definition: definition, creation: creation)
        case .newNavigation(nil, let definition, let root):
            return .newNavigation(name: name, definition: definition, root: root)
        case .newTabBar(nil, let definition): return .newTabBar(name: name, definition: definition)
        case .newPages(nil, let definition, let style):
            return .newPages(name: name, definition: definition, style: style)
        case .newView(nil, let definition): return .newView(name: name, definition: definition)
        case .instantiateScene(nil, let scene): return .instantiateScene(name: name, scene: scene)
        default: return self
        }
    }
}

extension Interpreter {
    /// `Int` arithmetic as Swift does it (division truncates); dividing by zero, which traps in Swift, is
    /// nothing here (the checker cannot see it coming and the model does not crash the app).
    static func integerArithmetic(_ op: String, _ left: Int, _ right: Int) -> Value {
        switch op {
        case "+": return .int(left &+ right)
        case "-": return .int(left &- right)
        case "*": return .int(left &* right)
        case "%": return right == 0 ? .none : .int(left % right)
        case "..<", "...": return countedRange(from: left, to: right, isClosed: op == "...")
        default: return right == 0 ? .none : .int(left / right)
        }
    }
}

extension Interpreter {
    /// Binds an override's parameters to the arguments of the call running it: by position when UIKit
    /// passed one per parameter, else by name (`parent`, `animated`), as the trace row labels them.
    func bindCallbackArguments(_ parameters: [CallbackParameter], parameterCount: Int) {
        guard let arguments = argumentStack.last else { return }
        for parameter in parameters {
            let argument =
                arguments.count == parameterCount
                ? arguments[parameter.position] : arguments.first { $0.label == parameter.name }
            bind(parameter.binding, to: argument.map { value(of: $0, as: parameter.type) } ?? .none)
        }
    }

    /// A trace argument (`true`, `44.0`, `nav`, `nil`) as the value the parameter's type reads.
    private func value(of argument: Argument, as type: ValueType) -> Value {
        let text = argument.value
        switch type {
        case .bool: return text == "true" ? .bool(true) : text == "false" ? .bool(false) : .none
        case .int: return Int(text).map { .int($0) } ?? .none
        case .number: return Double(text).map { .number($0) } ?? .none
        case .environment(.splitColumn):
            return SplitViewController.Column(rawValue: text).map { .environment(.splitColumn($0)) } ?? .none
        case .environment(.splitDisplayMode):
            return SplitViewController.DisplayMode(rawValue: text).map { .environment(.splitDisplayMode($0)) } ?? .none
        case .controller, .view, .optional(.controller), .optional(.view):
            // The row names the object; the newest object of that name is the one passed.
            guard text != "nil", let object = simulator.allObjects.last(where: { $0.name == text }) else {
                return .none
            }
            return .object(object)
        default: return argument.note == nil ? .string(text) : .none
        }
    }
}
