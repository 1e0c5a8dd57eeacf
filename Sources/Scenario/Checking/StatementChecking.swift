import LifecycleModel

/// Statements: bindings, assignments, calls and the closures they pass, in source order.
extension Checker {
    /// Statements in source order: a name is declared by the statement before its first use.
    mutating func check(_ statements: [StatementSyntax]) throws(ScenarioError) -> [CheckedStatement] {
        var checked: [CheckedStatement] = []
        checked.reserveCapacity(statements.count)
        for index in statements.indices { checked.append(try check(statements[index])) }
        return checked
    }

    mutating func check(_ statement: StatementSyntax) throws(ScenarioError) -> CheckedStatement {
        switch statement {
        case .binding(let name, let isVariable, let value, let location):
            return try checkBinding(name, isVariable: isVariable, value: value, location: location)

        case .assignment(let target, let value, let location):
            return try checkAssignment(target: target, value: value, location: location)

        case .block(let statements, _):
            return .block(try check(statements))

        case .controlFlow(let flow):
            return try checkControlFlow(flow)

        case .expression(let expression):
            if let statement = try checkSwiftStatementCall(expression) { return statement }
            if case .call(let callee, let arguments, let trailing, let location) = expression {
                if let statement = try checkCallStatement(
                    callee: callee, arguments: arguments, trailing: trailing,
                    location: location)
                {
                    return statement
                }
            }
            let (checked, _) = try check(expression, expected: nil, bindingName: nil)
            return .evaluate(checked, location: expression.location)
        }
    }

    /// `let name = value` / `var name = value`: a new slot, global at top level, local in a method.
    private mutating func checkBinding(
        _ name: String, isVariable: Bool, value: ExprSyntax,
        location: SourceLocation
    ) throws(ScenarioError) -> CheckedStatement {
        // A local may shadow a name of an outer scope, as in Swift; within one scope a name is declared once.
        if scopeNames.contains(name) || classes[name] != nil || Checker.builtinNames.contains(name) {
            throw ScenarioError(location: location, .swift(.invalidRedeclaration(name)))
        }
        if implicitSlots[name] != nil {
            throw ScenarioError(
                location: location, .checking(.declaredAfterImplicitUse(name)), hint: .checking(.declareBeforeUse(name))
            )
        }
        let (expression, type) = try check(value, expected: nil, bindingName: name)
        if Checker.isValueType(type) {
            let symbol = declare(name, type: type, isVariable: isVariable)
            return .bindValue(slot: symbol.slot, value: expression, location: location)
        }
        guard type.controllerKind != nil || { if case .view = type { return true } else { return false } }() else {
            throw ScenarioError(location: value.location, .checking(.variableHoldsObjects(type: type.name)))
        }
        let symbol = declare(name, type: type, isVariable: isVariable)
        if context != nil, type.controllerKind != nil { controllerLocals.append((symbol.slot, name)) }
        return .bind(slot: symbol.slot, value: expression, location: location)
    }

    mutating func declare(_ name: String, type: ValueType, isVariable: Bool) -> Symbol {
        let symbol = Symbol(slot: newSlot(), type: type, isVariable: isVariable)
        if context == nil { globals[name] = symbol } else { locals[name] = symbol }
        scopeNames.append(name)
        return symbol
    }

    /// A UIKit property the model sets, named bare in a method of a class that has it.
    private func settableOnSelf(_ name: String) -> Bool {
        guard let context else { return false }
        return MethodTable.property(named: name, for: context.selfType)?.setter != nil
    }

    private mutating func checkAssignment(
        target: ExprSyntax, value: ExprSyntax,
        location: SourceLocation
    ) throws(ScenarioError) -> CheckedStatement {
        if let statement = try checkControllerDelegateAssignment(target: target, value: value, location: location) {
            return statement
        }
        if let statement = try checkMemberAssignment(target: target, value: value, location: location) {
            return statement
        }
        if let statement = try checkOptionalChainAssignment(target: target, value: value, location: location) {
            return statement
        }
        if let statement = try checkSubscriptAssignment(target: target, value: value, location: location) {
            return statement
        }
        switch target {
        case .name(let name, let nameLocation) where lookup(name) == nil && settableOnSelf(name):
            // `isModalInPresentation = true` in a method is `self.isModalInPresentation = true`.
            let member = ExprSyntax.member(base: .selfReference(nameLocation), name: name, location: nameLocation)
            return try checkAssignment(target: member, value: value, location: location)
        case .name(let name, _) where lookup(name) == nil && context != nil && inheritedMember(name) != nil:
            let (checkedValue, _) = try check(value, expected: .opaque(name), bindingName: nil)
            noteNotModelled(inheritedMember(name)!)
            return .evaluate(.opaque([checkedValue]), location: location)
        case .name(let name, let nameLocation):
            guard let symbol = lookup(name) else {
                throw ScenarioError(
                    location: nameLocation, .swift(.cannotFindInScope(name)),
                    hint: Suggestions.didYouMean(name, in: visibleNames()))
            }
            guard symbol.isVariable else {
                throw ScenarioError(
                    location: nameLocation, .swift(.assignToConstant(name)), hint: .checking(.declareAsVariable(name)))
            }
            if case .nilLiteral = value { return .unbind(slot: symbol.slot, location: location) }
            let (expression, type) = try check(value, expected: symbol.type, bindingName: name)
            try require(type, conformsTo: symbol.type, at: value.location)
            if Checker.isValueType(symbol.type) {
                return .bindValue(slot: symbol.slot, value: expression, location: location)
            }
            return .bind(slot: symbol.slot, value: expression, location: location)

        case .member(let base, let name, let memberLocation):
            let (receiver, receiverType) = try check(base, expected: nil, bindingName: nil)
            guard let property = MethodTable.property(named: name, for: receiverType) else {
                guard !isNearMiss(name, on: receiverType) else {
                    throw noMember(name, of: receiverType, at: memberLocation)
                }
                noteNotModelled(receiverType.name + "." + name)
                let (checkedValue, _) = try check(value, expected: .opaque(name), bindingName: nil)
                return .evaluate(.opaque([receiver, checkedValue]), location: location)
            }
            guard let setter = property.setter else {
                throw ScenarioError(location: memberLocation, .swift(.assignToGetOnly(name)))
            }
            if case .nilLiteral = value, case .setRootViewController = setter {
                return .perform(setter, receiver: receiver, arguments: [.nilValue], completion: nil, location: location)
            }
            let (expression, type) = try check(value, expected: property.type, bindingName: nil)
            try require(type, conformsTo: property.type, at: value.location)
            return .perform(setter, receiver: receiver, arguments: [expression], completion: nil, location: location)

        default:
            throw ScenarioError(location: target.location, .swift(.cannotAssign))
        }
    }

    /// A call used as a statement: a UIKit method, `super.x()`, or nil when it is an expression
    /// (an initialiser) that the caller evaluates.
    private mutating func checkCallStatement(
        callee: ExprSyntax, arguments: [ArgumentSyntax], trailing: ClosureSyntax?,
        location: SourceLocation
    ) throws(ScenarioError) -> CheckedStatement? {
        let receiver: CheckedExpr
        let receiverType: ValueType
        let methodName: String
        let nameLocation: SourceLocation
        switch callee {
        case .member(.superReference(let superLocation), let name, let memberLocation):
            guard let context else {
                throw ScenarioError(location: superLocation, .swift(.superOutsideMethod))
            }
            if context.isHelper { return .evaluate(.opaque([]), location: location) } // `super.init(…)` in an app init
            let expected = context.callback.name.prefix { $0 != "(" }
            guard name == expected else {
                throw ScenarioError(
                    location: memberLocation,
                    .checking(.overrideCallsOnlyItsSuper(callback: context.callback.name, method: String(expected))))
            }
            return .callSuper(location: location)
        case .member(let base, let name, _) where isAppCallReceiver(base):
            return try appCall(receiver: base, name: name, arguments: arguments, location: location)
        case .member(.superReference, _, _) where context?.isHelper == true:
            return .evaluate(.opaque([]), location: location) // `super.init(…)` in an app initialiser
        case .member(let base, let name, let memberLocation):
            if case .name(let typeName, _) = base, Checker.isCapitalised(typeName),
                isTypeName(typeName)
                    || isOpaqueTypeName(typeName)
            {
                let known = MethodTable.memberNames(for: .anyView)
                if typeName == "UIView", Suggestions.nearest(to: name, in: known) != nil {
                    throw ScenarioError(
                        location: memberLocation, .swift(.typeHasNoMember(type: typeName, member: name)))
                }
                let call = try opaqueCall(
                    typeName + "." + name, receiver: nil, arguments: arguments, trailing: trailing)
                return .evaluate(call, location: location)
            }
            (receiver, receiverType) = try check(base, expected: nil, bindingName: nil)
            methodName = name
            nameLocation = memberLocation
        case .name(let name, _) where lookup(name) == nil && Checker.swiftFunctions.contains(name):
            return .evaluate(
                try opaqueCall(name, receiver: nil, arguments: arguments, trailing: trailing), location: location)
        case .name(let name, let location)
        where lookup(name) == nil && !isTypeName(name) && !Checker.isCapitalised(name):
            guard let context else { return nil }
            receiver = .selfObject
            receiverType = context.selfType
            methodName = name
            nameLocation = location
        default:
            return nil
        }
        if case .storyboard = receiverType { return nil }
        let candidates = MethodTable.methods(named: methodName, for: receiverType)
        if candidates.isEmpty, let context, receiver.isSelf,
            let body = classHelpers[context.className]?[methodName]
        {
            let call = CheckedStatement.callHelper(name: methodName, bodyIndex: body, location: location)
            let parameters = helperParameters[context.className + "." + methodName] ?? []
            guard let binding = try bindArguments(arguments, to: parameters, location: location) else { return call }
            return .block([binding, call])
        }
        if candidates.isEmpty, context != nil, receiver.isSelf {
            // A method of the app's own class: app code the model only watches (`reload()`, `loadData()`).
            return .appCall(name: methodName, receiver: .selfObject, location: location)
        }
        guard !candidates.isEmpty else {
            guard !isNearMiss(methodName, on: receiverType) else {
                throw noMember(methodName, of: receiverType, at: nameLocation)
            }
            let spelled = receiverType.name + "." + methodName
            let call = try opaqueCall(spelled, receiver: receiver, arguments: arguments, trailing: trailing)
            return .evaluate(call, location: location)
        }
        let (signature, checkedArguments, completion, unknownObject) = try match(
            arguments, trailing: trailing, against: candidates,
            at: location)
        if let unknownObject {
            // `present(vc)` where `vc` is app code's value (`context.data.makeViewController()`), an outlet
            // passed to `addSubview(_:)`: the model has no object to run the call on.
            noteNotModelled(receiverType.name + "." + signature.swiftName + " given " + unknownObject)
            return .evaluate(.opaque([receiver] + checkedArguments), location: location)
        }
        return .perform(
            signature.operation, receiver: receiver, arguments: checkedArguments, completion: completion,
            location: location)
    }

    /// Picks the overload whose labels fit and checks each argument against it.
    mutating func match(
        _ arguments: [ArgumentSyntax], trailing: ClosureSyntax?, against candidates: [MethodSignature],
        at location: SourceLocation
    ) throws(ScenarioError)
        -> (MethodSignature, [CheckedExpr], [CheckedStatement]?, unknownObject: String?)
    {
        let given = GivenLabels(arguments: arguments, trailing: trailing, candidates: candidates)
        guard let signature = candidates.first(where: given.fit) else {
            throw labelMismatch(given, arguments: arguments, trailing: trailing, candidates: candidates, at: location)
        }
        var checked: [CheckedExpr] = []
        checked.reserveCapacity(arguments.count)
        var completion: [CheckedStatement]?
        var unknownObject: String?
        for index in arguments.indices {
            let argument = arguments[index]
            let expected = signature.types[index]
            guard case .closure = expected else {
                let (expression, type) = try check(argument.value, expected: expected, bindingName: nil)
                if type.isOpaque, expected.holdsObjects {
                    unknownObject = type.name
                } else {
                    try require(type, conformsTo: expected, at: argument.value.location)
                }
                checked.append(expression)
                continue
            }
            if index < signature.labels.count - 1 {
                checked.append(try checkClosureValue(argument.value))
            } else {
                completion = try checkCompletion(argument.value)
            }
        }
        if let trailing { completion = try checkClosure(trailing) }
        return (signature, checked, completion, unknownObject)
    }

    /// The labels a call gives, position by position: `_` for none, the closure parameter's label
    /// (`completion:`, `handler:`) for a trailing closure.
    struct GivenLabels {
        let arguments: [ArgumentSyntax]
        let trailingLabel: String?

        init(arguments: [ArgumentSyntax], trailing: ClosureSyntax?, candidates: [MethodSignature]) {
            self.arguments = arguments
            trailingLabel =
                trailing == nil
                ? nil
                : candidates.first { $0.types.last == .closure }?.labels.last ?? "completion"
        }

        var count: Int { arguments.count + (trailingLabel == nil ? 0 : 1) }

        func label(at index: Int) -> String {
            index < arguments.count ? arguments[index].label ?? "_" : trailingLabel ?? "_"
        }

        /// `label(at: index) == label`, without copying the label out (calls are checked on most statements).
        func label(at index: Int, is label: String) -> Bool {
            guard index < arguments.count else { return trailingLabel == label }
            if arguments[index].isUnlabelledTrailing { return true } // `{ … } completion: { … }`
            return arguments[index].label == nil ? label == "_" : arguments[index].label == label
        }

        func fit(_ signature: MethodSignature) -> Bool {
            let total = count
            guard total >= signature.requiredCount && total <= signature.labels.count else { return false }
            for index in 0..<total where !label(at: index, is: signature.labels[index]) { return false }
            return true
        }
    }

    /// No overload takes these labels: a missing, an extra or a wrong label, measured against the first
    /// candidate (the one a reader most likely meant).
    private func labelMismatch(
        _ given: GivenLabels, arguments: [ArgumentSyntax], trailing: ClosureSyntax?,
        candidates: [MethodSignature], at location: SourceLocation
    ) -> ScenarioError {
        guard let best = candidates.first else {
            return ScenarioError(location: location, .swift(.noMethodMatches))
        }
        let labels = (0..<given.count).map(given.label(at:))
        let hint = ScenarioHint.didYouMean(best.swiftName)
        if let missing = best.labels.indices.first(where: { $0 >= labels.count && $0 < best.requiredCount }) {
            return ScenarioError(
                location: location, .swift(.missingArgument(parameter: best.labels[missing])), hint: hint)
        }
        if labels.count > best.labels.count {
            // Every argument fits and only the trailing closure is one too many (found by the scenario fuzzer).
            guard best.labels.count < arguments.count else {
                return ScenarioError(
                    location: trailing?.location ?? location, .swift(.extraTrailingClosure), hint: hint)
            }
            let extra = arguments[best.labels.count]
            return ScenarioError(location: extra.location, .swift(.extraArgument(label: extra.label)), hint: hint)
        }
        let firstWrong = arguments.indices.first { (arguments[$0].label ?? "_") != best.labels[$0] } ?? 0
        return ScenarioError(
            location: arguments.isEmpty ? location : arguments[firstWrong].location,
            .swift(.incorrectLabelsHave(have: labels, expected: Array(best.labels.prefix(labels.count)))), hint: hint)
    }

    /// A closure that is not the completion (`animations:`): passed as a value, or nil.
    private mutating func checkClosureValue(_ value: ExprSyntax) throws(ScenarioError) -> CheckedExpr {
        switch value {
        case .closure(let closure): return .closure(try checkClosure(closure))
        case .nilLiteral: return .nilValue
        default:
            throw ScenarioError(
                location: value.location, .swift(.cannotConvertToArgumentType("(() -> Void)?")))
        }
    }

    /// The completion handler passed by label (`completion: { … }`), or nil for `completion: nil`.
    private mutating func checkCompletion(_ value: ExprSyntax) throws(ScenarioError) -> [CheckedStatement]? {
        switch value {
        case .closure(let closure): return try checkClosure(closure)
        case .nilLiteral: return nil
        default:
            throw ScenarioError(
                location: value.location, .swift(.cannotConvertToArgumentType("(() -> Void)?")),
                hint: .checking(.passCompletionClosure))
        }
    }

    mutating func checkClosure(_ closure: ClosureSyntax) throws(ScenarioError) -> [CheckedStatement] {
        try checkClosureBody(closure)
    }
}
