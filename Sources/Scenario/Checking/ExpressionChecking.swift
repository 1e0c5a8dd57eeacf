import LifecycleModel

/// Expressions: names, members, literals and calls, each resolved to a checked expression and its type.
extension Checker {
    mutating func check(
        _ expression: ExprSyntax, expected: ValueType?,
        bindingName: String?
    ) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        switch expression {
        case .name(let name, let location):
            return try resolve(name, at: location)
        case .selfReference(let location):
            guard let context else {
                throw ScenarioError(location: location, .swift(.selfOutsideMethod))
            }
            return (selfIsWeak ? .weakSelf : .selfObject, context.selfType)
        case .superReference(let location):
            // In a helper (an unmodelled override included) `super.…` is the superclass's API: opaque.
            if context?.isHelper == true { return (.opaque([]), .opaque("super")) }
            throw ScenarioError(location: location, .swift(.superOutsideOverride))
        case .member(let base, let name, let location):
            if let read = try checkSegueMember(base: base, name: name, location: location) { return read }
            if let read = try checkSwiftMember(base: base, name: name, location: location) { return read }
            if let value = try EnvironmentChecking.typeMember(base: base, name: name, location: location) {
                return value
            }
            if let opaque = opaqueTypeMember(base: base, name: name) { return opaque }
            if let read = try checkMemberRead(base: base, name: name, location: location) { return read }
            let (receiver, receiverType) = try check(base, expected: nil, bindingName: nil)
            guard let property = MethodTable.property(named: name, for: receiverType) else {
                if let opaque = opaqueMember(name, of: receiver, type: receiverType, at: location) { return opaque }
                throw noMember(name, of: receiverType, at: location)
            }
            switch name {
            case "view": return (.viewOf(receiver), property.type)
            case "isViewLoaded": return (.isViewLoaded(receiver), .bool)
            default:
                // A property the model sets but does not keep (`label.text`, `view.backgroundColor`): what
                // it holds is not modelled.
                noteNotModelled(receiverType.name + "." + name)
                return (.opaqueMember(receiver), .opaque(name))
            }
        case .implicitMember(let name, let location):
            if expected?.isOpaque == true { return Checker.opaqueImplicitMember(name) }
            if expected == .animationOptions || expected == .array(.animationOptions) {
                return try checkAnimationOption(name, at: location)
            }
            if let value = try EnvironmentChecking.implicitMember(name, expected: expected, location: location) {
                return value
            }
            guard expected == .style else {
                throw ScenarioError(location: location, .swift(.cannotInferContextualBase(member: name)))
            }
            guard let style = PresentationStyle(rawValue: name) else {
                throw ScenarioError(
                    location: location, .swift(.typeHasNoMember(type: "UIModalPresentationStyle", member: name)),
                    hint: Suggestions.didYouMean(
                        name, in: PresentationStyle.allCases.map { ($0.rawValue, $0.rawValue) }))
            }
            return (.style(style), .style)
        case .call(let callee, let arguments, let trailing, let location):
            if case .implicitMember(let name, let memberLocation) = callee, let expected, expected.isOpaque {
                // `.fixed(width: 100)`, `[.translate(y: 500)]` where a type the model does not model is expected.
                return try opaqueImplicitMemberCall(name, at: memberLocation, arguments: arguments, trailing: trailing)
            }
            if let started = try checkConcurrencyStart(
                callee: callee, arguments: arguments, trailing: trailing,
                location: location)
            {
                return started
            }
            if let notification = try checkNotificationCall(
                callee: callee, arguments: arguments, trailing: trailing, location: location)
            {
                return notification
            }
            return try checkInitialiser(
                callee: callee, arguments: arguments, trailing: trailing, location: location,
                bindingName: bindingName)
        case .integer(let value, _): return (.int(value), .int)
        case .string(let value, _): return (.string(value), .string)
        case .boolean(let value, _): return (.bool(value), .bool)
        case .nilLiteral: return (.nilValue, .nilLiteral)
        case .array(let elements, _) where expected == .animationOptions:
            for item in elements { _ = try check(item, expected: .animationOptions, bindingName: nil) }
            return (.nilValue, .animationOptions)
        case .number(let value, _):
            return (.number(value), .number)
        case .binary(let op, let lhs, let rhs, let location):
            if op.utf8.count > 1 || op == "<" || op == ">" {
                return try checkComparisonOrLogic(op, lhs, rhs, at: location)
            }
            return try checkArithmetic(op, lhs, rhs, at: location)
        case .not(let operand, let location):
            return try checkNot(operand, at: location)
        case .array(let elements, _):
            guard let expected else { return try checkUntypedArray(elements) }
            var element: ValueType = .anyController
            if case .array(let wanted) = expected { element = wanted }
            // `[.flexibleWidth, .flexibleHeight]` assigned to a member the model does not model: opaque elements.
            if case .opaque = expected { element = expected }
            var checked: [CheckedExpr] = []
            for item in elements {
                let (expression, type) = try check(item, expected: element, bindingName: nil)
                if case .opaque = element {} else { try require(type, conformsTo: element, at: item.location) }
                checked.append(expression)
            }
            return (.array(checked), .array(element))
        case .closure, .interpolation, .cast, .ternary, .subscriptAccess, .opaqueForm:
            // Out of line: this function's frame is paid once per level of nesting (InputLimits).
            return try checkSwiftForm(expression, expected: expected)
        }
    }

    private mutating func resolve(_ name: String, at location: SourceLocation) throws(ScenarioError) -> (
        CheckedExpr, ValueType
    ) {
        if let slot = implicitSlots[name] { return (.implicitController(slot: slot, name: name), .anyController) }
        if let symbol = lookup(name) {
            if Checker.isValueType(symbol.type) { return (.valueSlot(symbol.slot), symbol.type) }
            if case .optional = symbol.type { return (.optionalSlot(symbol.slot), symbol.type) }
            return (.slot(symbol.slot), symbol.type)
        }
        if let member = try resolveSelfMember(name, at: location) { return member }
        if let property = resolveLifecycleProperty(name) { return property }
        if let scene = sceneInstance(named: name) { return scene }
        switch name {
        case "window": return (.window, .window)
        case "user": return (.user, .user)
        case "storyboard": return (.storyboard, .storyboard)
        default: if let builtin = EnvironmentChecking.builtin(name) { return builtin }
        }
        if context != nil, name == "view" { return (.viewOf(.selfObject), .anyView) }
        if context != nil, let inherited = inheritedMember(name) {
            noteNotModelled(inherited)
            return (.opaque([]), .opaque(name))
        }
        if Checker.swiftFunctions.contains(name) || isOpaqueTypeName(name) { return (.opaque([]), .opaque(name)) }
        if isTypeName(name) {
            throw ScenarioError(
                location: location, .swift(.typeIsNotValue(name)), hint: .checking(.createInstance(name)))
        }
        if Checker.isCapitalised(name) {
            let slot = implicitSlots[name] ?? newSlot()
            implicitSlots[name] = slot
            return (.implicitController(slot: slot, name: name), .anyController)
        }
        throw ScenarioError(
            location: location, .swift(.cannotFindInScope(name)), hint: Suggestions.didYouMean(name, in: visibleNames())
        )
    }
}
