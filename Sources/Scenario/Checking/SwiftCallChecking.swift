/// Calls of ordinary Swift that are statements of their own: `print(…)`, `base?.method(…)` on a base that
/// may be nil, and a method an app class declares called on an instance (`list.didSelectRow()` at the
/// top level is the user selecting a row: one event).
extension Checker {
    mutating func checkSwiftStatementCall(_ expression: ExprSyntax) throws(ScenarioError) -> CheckedStatement? {
        guard case .call(let callee, let arguments, let trailing, let location) = expression else { return nil }
        switch callee {
        case .name(let name, _) where name.utf8.count == 5 && name == "print" && lookup(name) == nil:
            return try checkPrint(arguments, trailing: trailing, location: location)
        case .member(let base, let name, let nameLocation):
            guard mayBeSwiftCall(on: base, name: name) else { return nil }
            if let queued = try checkMainQueueCall(
                base: base, name: name, arguments: arguments, trailing: trailing,
                nameLocation: nameLocation, location: location)
            {
                return queued
            }
            if let (started, _) = try checkConcurrencyStart(
                callee: callee, arguments: arguments, trailing: trailing,
                location: location)
            {
                return .evaluate(started, location: location) // `Timer.scheduledTimer(…) { … }` kept by nobody
            }
            if let (notification, _) = try checkNotificationCall(
                callee: callee, arguments: arguments, trailing: trailing, location: location)
            {
                return .evaluate(notification, location: location)
            }
            if let stop = try checkStop(base: base, name: name, arguments: arguments, location: location) {
                return stop
            }
            if let chain = try checkOptionalChainCall(expression) { return chain }
            return try checkMethodCall(
                on: base, name: name, arguments: arguments, nameLocation: nameLocation,
                location: location)
        default:
            return nil
        }
    }

    /// Whether `base.name(…)` can be one of these calls: a few comparisons rule out the UIKit calls that
    /// make up most statements before anything is checked.
    private func mayBeSwiftCall(on base: ExprSyntax, name: String) -> Bool {
        if name.utf8.count == 6 || name.utf8.count == 10 { return true } // cancel, invalidate
        if name.utf8.count == 7, name == "animate" { return true } // coordinator.animate(alongsideTransition:)
        if Checker.isSwiftRuntimeType(base.calleeRootName) || Checker.mayBeOptional(base) { return true }
        if !classHelpers.isEmpty, case .name = base { return true } // list.didSelectRow()
        return false
    }

    /// `DispatchQueue`, `UIView` (for `animate`), `Task`, `Timer`, `NotificationCenter`: the roots of the
    /// calls checked here.
    static func isSwiftRuntimeType(_ name: String?) -> Bool {
        guard let name else { return false }
        switch name.utf8.count {
        case 4: return name == "Task"
        case 5: return name == "Timer"
        case 6: return name == "UIView"
        case 13: return name == "DispatchQueue"
        case 18: return name == "NotificationCenter"
        default: return false
        }
    }

    /// `print(a, b, separator: ", ", terminator: "\n")`: each item is evaluated where the call runs.
    private mutating func checkPrint(
        _ arguments: [ArgumentSyntax], trailing: ClosureSyntax?,
        location: SourceLocation
    ) throws(ScenarioError) -> CheckedStatement {
        if let trailing {
            throw ScenarioError(location: trailing.location, .checking(.printTakesNoClosure))
        }
        var items: [CheckedExpr] = []
        var separator = " "
        for argument in arguments {
            switch argument.label {
            case nil:
                if case .closure(let closure) = argument.value {
                    throw ScenarioError(location: closure.location, .checking(.printsValuesNotClosures))
                }
                items.append(try check(argument.value, expected: nil, bindingName: nil).0)
            case "separator", "terminator":
                guard case .string(let text, _) = argument.value else {
                    throw ScenarioError(
                        location: argument.value.location, .checking(.needsStringLiteral(label: argument.label!)))
                }
                if argument.label == "separator" { separator = text }
            default:
                throw ScenarioError(
                    location: argument.location, .swift(.extraArgument(label: argument.label)),
                    hint: .checking(.printSignature))
            }
        }
        return .print(items: items, separator: separator, location: location)
    }

    /// `list.didSelectRow()`: a method declared by the scenario class of `list` (not `self`, which the
    /// checker already resolves as a helper call).
    private mutating func checkMethodCall(
        on base: ExprSyntax, name: String, arguments: [ArgumentSyntax],
        nameLocation: SourceLocation,
        location: SourceLocation
    ) throws(ScenarioError) -> CheckedStatement? {
        guard case .name(let baseName, _) = base, let symbol = lookup(baseName) else { return nil }
        let className: String?
        switch symbol.type {
        case .controller(_, let name), .view(let name): className = name
        default: className = nil
        }
        guard let className, let bodyIndex = classHelpers[className]?[name] else { return nil }
        for argument in arguments { _ = try check(argument.value, expected: nil, bindingName: nil) }
        let (receiver, _) = try check(base, expected: nil, bindingName: nil)
        return .callMethod(receiver: receiver, name: name, bodyIndex: bodyIndex, location: location)
    }
}
