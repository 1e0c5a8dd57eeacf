import LifecycleModel

/// The Swift expressions the interpreter evaluates beyond UIKit's calls: opaque values (what the model
/// does not model), string interpolation, `??`, `? :`, class tests for casts, `self` in a `[weak self]`
/// closure, getters and lazy properties.
extension Interpreter {
    func evaluateSwiftValue(_ expression: CheckedExpr, at location: SourceLocation) throws(ScenarioError) -> Value {
        switch expression {
        case .opaque(let operands):
            for operand in operands { _ = try evaluate(operand, at: location) }
            return .none
        case .availability(let release, let isAvailable):
            return .bool((simulator.profile.version >= release) == isAvailable)
        case .interpolation(let parts):
            var text = ""
            for part in parts { text += try evaluate(part, at: location).consoleText }
            return .string(text)
        case .coalesce(let value, let fallback):
            let first = try evaluate(value, at: location)
            if case .none = first { return try evaluate(fallback, at: location) }
            return first
        case .ternary(let condition, let whenTrue, let whenFalse):
            return try evaluate(bool(try evaluate(condition, at: location)) ? whenTrue : whenFalse, at: location)
        case .classTest(let value, let className, let isTest):
            let operand = try evaluate(value, at: location)
            guard case .object(let object) = operand else { return isTest ? .bool(false) : .none }
            let matches = Interpreter.isInstance(object, of: className)
            if isTest { return .bool(matches) }
            return matches ? operand : .none
        case .weakSelf:
            guard let object = selfStack.last, !object.isDeallocated else { return .none }
            return .object(object)
        case .construct(let made, let parameters, let bodyIndex):
            var arguments: [Value] = []
            for (_, expression) in parameters { arguments.append(try evaluate(expression, at: location)) }
            let value = try evaluate(made, at: location)
            guard case .object(let object) = value else { return value }
            for index in parameters.indices { bind(parameters[index].0, to: arguments[index]) }
            try enterRunLevel()
            selfStack.append(object)
            defer {
                runDepth -= 1
                selfStack.removeLast()
                returnedValue = nil
            }
            try executeFunctionBody(program.overrideBodies[bodyIndex])
            return value
        case .getter(let receiver, let bodyIndex, let arguments):
            try bindParameters(arguments, at: location)
            return try runGetter(receiver, bodyIndex: bodyIndex, at: location)
        case .lazyProperty(let receiverExpression, let name, let initial):
            let receiver = try objectValue(receiverExpression, at: location)
            if let stored = properties[ObjectIdentifier(receiver)]?[name] { return stored }
            let value = try evaluate(initial, at: location)
            if case .object(let object) = value { simulator.hold(object, by: receiver) }
            properties[ObjectIdentifier(receiver), default: [:]][name] = value
            return value
        default:
            preconditionFailure("not a Swift value expression")
        }
    }

    /// The body runs with `receiver` as `self`; its `return` is the value.
    private func runGetter(_ receiverExpression: CheckedExpr?, bodyIndex: Int, at location: SourceLocation)
        throws(ScenarioError) -> Value
    {
        let receiver = try receiverExpression.map { expression throws(ScenarioError) in
            try objectValue(expression, at: location)
        }
        try enterRunLevel()
        if let receiver { selfStack.append(receiver) }
        let savedReturn = returnedValue
        defer {
            runDepth -= 1
            if receiver != nil { selfStack.removeLast() }
            returnedValue = savedReturn
        }
        returnedValue = nil
        try executeFunctionBody(program.overrideBodies[bodyIndex])
        return returnedValue ?? .none
    }

    /// `object is className`: its own class, a scenario superclass, or the UIKit class its kind is.
    static func isInstance(_ object: ModelObject, of className: String) -> Bool {
        if object.className == className { return true }
        switch className {
        case "UIViewController": return object is ViewController
        case "UINavigationController": return object is NavigationController
        case "UITabBarController": return object is TabBarController
        case "UIView": return object is View
        default: return false
        }
    }

    /// A helper's arguments into its parameters' slots.
    func bindParameters(_ pairs: [(CheckedBinding, CheckedExpr)], at location: SourceLocation) throws(ScenarioError) {
        var values: [Value] = []
        for (_, expression) in pairs { values.append(try evaluate(expression, at: location)) }
        for index in pairs.indices {
            bind(pairs[index].0, to: values[index])
            if !pairs[index].0.isValue { parameterSlots.insert(pairs[index].0.slot) }
        }
    }
}
