import LifecycleModel

/// Syntax tree → checked program: resolves names and calls, checks labels and types, turns class
/// declarations into the model's `ClassDefinition`s. Every error points at the offending token and,
/// where a near spelling exists, hints at it.
struct Checker {
    struct Symbol {
        var slot: Int
        var type: ValueType
        var isVariable: Bool
    }

    /// The class whose override body is being checked.
    struct MethodContext {
        var selfType: ValueType
        var callback: Callback
        var className: String
    }

    var globals = NameTable<Symbol>()
    var locals = NameTable<Symbol>()
    var implicitSlots = NameTable<Int>()
    var classes = NameTable<ClassDefinition>()
    var slotCount = 0
    var bodies: [[CheckedStatement]] = []
    /// Stored properties of each scenario class (`ClassMembers.swift`).
    var classProperties: [String: [PropertyInfo]] = [:]
    /// Helper methods (`func setUpViews()`) of each scenario class: base name → body index.
    var classHelpers: [String: [String: Int]] = [:]
    var context: MethodContext?

    static let builtinNames: Set<String> = Set(["window", "user", "storyboard"]).union(EnvironmentChecking.builtinNames)
    static let uikitTypeNames = ["UINavigationController", "UITabBarController", "UIView", "UIViewController"]
        + PlainViewMethodTable.viewClassNames

    /// Starts with an uppercase letter: a type, or an implicit controller. ASCII only, by design:
    /// `Character.isUppercase` costs hundreds of instructions and scenario names are ASCII.
    static func isCapitalised(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// The UIKit class a type name denotes (a switch: type names are checked on most statements).
    static func uikitType(_ name: String) -> BaseClass? {
        guard name.utf8.first == UInt8(ascii: "U") else { return nil }
        switch name {
        case "UIViewController": return .viewController
        case "UINavigationController": return .navigationController
        case "UITabBarController": return .tabBarController
        case "UIView": return .view
        // Subclasses UIKit ships that scenarios treat as plain controllers.
        case "UITableViewController", "UICollectionViewController": return .viewController
        case "UILabel", "UIButton", "UIImageView", "UIStackView", "UIScrollView", "UITableView", "UICollectionView",
             "UITextField", "UITextView":
            return .view
        default: return nil
        }
    }

    static func check(_ syntax: ScenarioSyntax) throws(ScenarioError) -> CheckedProgram {
        var checker = Checker()
        try checker.declareClasses(syntax.classes)
        // One checked statement for each, in order: the events' ranges hold for the checked statements too.
        let statements = try checker.check(syntax.statements)
        return CheckedProgram(statements: statements, events: syntax.events,
                              overrideBodies: checker.bodies, slotCount: checker.slotCount)
    }

    // MARK: - Classes

    private mutating func declareClasses(_ declarations: [ClassSyntax]) throws(ScenarioError) {
        for declaration in declarations {
            if classes[declaration.name] != nil || Checker.uikitType(declaration.name) != nil {
                throw ScenarioError(location: declaration.location, message: "invalid redeclaration of '\(declaration.name)'")
            }
            guard let base = Checker.uikitType(declaration.superclass) ?? classes[declaration.superclass]?.base else {
                throw ScenarioError(location: declaration.superclassLocation,
                                    message: "cannot find type '\(declaration.superclass)' in scope",
                                    hint: Suggestions.hint(for: declaration.superclass,
                                                           in: Checker.uikitTypeNames.map { ($0, $0) }))
            }
            classes[declaration.name] = ClassDefinition(name: declaration.name, base: base)
        }
        for declaration in declarations {
            let definition = classes[declaration.name]!
            let selfType = type(of: definition)
            try declareMembers(of: declaration, definition: definition, selfType: selfType)
            for method in declaration.methods where !isHelper(method, of: declaration) {
                let callback = try self.callback(for: method, in: declaration, base: definition.base)
                if definition.override(of: callback) != nil {
                    throw ScenarioError(location: method.location, message: "invalid redeclaration of '\(method.swiftName)'")
                }
                context = MethodContext(selfType: selfType, callback: callback, className: declaration.name)
                locals = NameTable()
                let body = try check(method.body)
                context = nil
                locals = NameTable()
                let callsSuper = callback == .deinitialize || Checker.containsSuperCall(body)
                definition.addOverride(OverrideDefinition(callback: callback, callsSuper: callsSuper,
                                                          bodyIndex: bodies.count, line: method.location.line,
                                                          column: method.location.column))
                bodies.append(body)
            }
        }
    }

    private func callback(for method: MethodSyntax, in declaration: ClassSyntax, base: BaseClass) throws(ScenarioError) -> Callback {
        let viewCallbacks: Set<Callback> = [.viewInitFrame, .willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow,
                                            .didMoveToWindow, .updateConstraints, .layoutSubviews, .draw,
                                            .safeAreaInsetsDidChange, .layoutMarginsDidChange, .deinitialize,
                                            .updateProperties, .traitCollectionDidChange]
        let owned = Callback.allCases.filter { callback in
            base == .view ? viewCallbacks.contains(callback)
                          : (!viewCallbacks.contains(callback) || callback == .deinitialize || callback == .updateProperties
                             || callback == .traitCollectionDidChange)
        }
        guard let callback = owned.first(where: { $0.name == method.swiftName }) else {
            throw ScenarioError(location: method.location,
                                message: "method '\(method.swiftName)' does not override any method from its superclass",
                                hint: Suggestions.hint(for: method.swiftName, in: owned.map { ($0.name, $0.name) }))
        }
        if callback != .deinitialize, !method.isOverride {
            throw ScenarioError(location: method.location,
                                message: "overriding declaration requires an 'override' keyword",
                                hint: "write `override func \(method.swiftName.prefix { $0 != "(" })(…)`")
        }
        return callback
    }

    private static func containsSuperCall(_ statements: [CheckedStatement]) -> Bool {
        statements.contains { statement in
            switch statement {
            case .callSuper: return true
            case .block(let inner): return containsSuperCall(inner)
            case .controlFlow(let flow): return flow.nestedBodies.contains(where: containsSuperCall)
            default: return false
            }
        }
    }

    private func type(of definition: ClassDefinition) -> ValueType {
        definition.base == .view ? .view(className: definition.name)
                                 : .controller(ValueType.ControllerKind(definition.base), className: definition.name)
    }

    // MARK: - Statements

    /// Statements in source order: a name is declared by the statement before its first use.
    mutating func check(_ statements: [StatementSyntax]) throws(ScenarioError) -> [CheckedStatement] {
        var checked: [CheckedStatement] = []
        checked.reserveCapacity(statements.count)
        // Through the buffer each statement is checked in place: iterating the array would copy it,
        // counting every box and string in it in and out (a percent of a run's time).
        try statements.withUnsafeBufferPointer { statements throws(ScenarioError) in
            for index in statements.indices { checked.append(try check(statements[index])) }
        }
        return checked
    }

    mutating func check(_ statement: StatementSyntax) throws(ScenarioError) -> CheckedStatement {
        switch statement {
        case .binding(let name, let isVariable, let value, let location):
            if lookup(name) != nil || classes[name] != nil || Checker.builtinNames.contains(name) {
                throw ScenarioError(location: location, message: "invalid redeclaration of '\(name)'")
            }
            if implicitSlots[name] != nil {
                throw ScenarioError(location: location,
                                    message: "'\(name)' is declared after it was used as an implicit UIViewController",
                                    hint: "declare `\(name)` before its first use")
            }
            let (expression, type) = try check(value, expected: nil, bindingName: name)
            if Checker.isValueType(type) {
                let symbol = Symbol(slot: newSlot(), type: type, isVariable: isVariable)
                if context == nil { globals[name] = symbol } else { locals[name] = symbol }
                return .bindValue(slot: symbol.slot, value: expression, location: location)
            }
            guard type.controllerKind != nil || { if case .view = type { return true } else { return false } }() else {
                throw ScenarioError(location: value.location,
                                    message: "a scenario variable holds a controller or a view, not a value of type '\(type.name)'")
            }
            let symbol = Symbol(slot: newSlot(), type: type, isVariable: isVariable)
            if context == nil { globals[name] = symbol } else { locals[name] = symbol }
            return .bind(slot: symbol.slot, value: expression, location: location)

        case .assignment(let target, let value, let location):
            return try checkAssignment(target: target, value: value, location: location)

        case .block(let statements, _):
            return .block(try check(statements))

        case .controlFlow(let flow):
            return try checkControlFlow(flow)

        case .expression(let expression):
            if let statement = try checkSwiftStatementCall(expression) { return statement }
            if case .call(let callee, let arguments, let trailing, let location) = expression {
                if let statement = try checkCallStatement(callee: callee, arguments: arguments, trailing: trailing,
                                                          location: location) {
                    return statement
                }
            }
            let (checked, _) = try check(expression, expected: nil, bindingName: nil)
            return .evaluate(checked, location: expression.location)
        }
    }

    private mutating func checkAssignment(target: ExprSyntax, value: ExprSyntax,
                                          location: SourceLocation) throws(ScenarioError) -> CheckedStatement {
        if let statement = try checkMemberAssignment(target: target, value: value, location: location) {
            return statement
        }
        switch target {
        case .name(let name, let nameLocation):
            guard let symbol = lookup(name) else {
                throw ScenarioError(location: nameLocation, message: "cannot find '\(name)' in scope",
                                    hint: Suggestions.hint(for: name, in: visibleNames()))
            }
            guard symbol.isVariable else {
                throw ScenarioError(location: nameLocation, message: "cannot assign to value: '\(name)' is a 'let' constant",
                                    hint: "declare it with `var \(name) = …` to release it later")
            }
            if case .nilLiteral = value { return .unbind(slot: symbol.slot, location: location) }
            let (expression, type) = try check(value, expected: symbol.type, bindingName: name)
            try require(type, conformsTo: symbol.type, at: value.location)
            return .bind(slot: symbol.slot, value: expression, location: location)

        case .member(let base, let name, let memberLocation):
            let (receiver, receiverType) = try check(base, expected: nil, bindingName: nil)
            guard let property = MethodTable.property(named: name, for: receiverType) else {
                throw noMember(name, of: receiverType, at: memberLocation)
            }
            guard let setter = property.setter else {
                throw ScenarioError(location: memberLocation, message: "cannot assign to property: '\(name)' is a get-only property")
            }
            if case .nilLiteral = value, case .setRootViewController = setter {
                return .perform(setter, receiver: receiver, arguments: [.nilValue], completion: nil, location: location)
            }
            let (expression, type) = try check(value, expected: property.type, bindingName: nil)
            try require(type, conformsTo: property.type, at: value.location)
            return .perform(setter, receiver: receiver, arguments: [expression], completion: nil, location: location)

        default:
            throw ScenarioError(location: target.location, message: "cannot assign to this expression")
        }
    }

    /// A call used as a statement: a UIKit method, `super.x()`, or nil when it is an expression
    /// (an initialiser) that the caller evaluates.
    private mutating func checkCallStatement(callee: ExprSyntax, arguments: [ArgumentSyntax], trailing: ClosureSyntax?,
                                             location: SourceLocation) throws(ScenarioError) -> CheckedStatement? {
        let receiver: CheckedExpr
        let receiverType: ValueType
        let methodName: String
        let nameLocation: SourceLocation
        switch callee {
        case .member(.superReference(let superLocation), let name, let memberLocation):
            guard let context else {
                throw ScenarioError(location: superLocation, message: "'super' cannot be used outside of a class method")
            }
            let expected = context.callback.name.prefix { $0 != "(" }
            guard name == expected else {
                throw ScenarioError(location: memberLocation,
                                    message: "an override of '\(context.callback.name)' can only call super.\(expected)(…)")
            }
            return .callSuper(location: location)
        case .member(let base, let name, _) where isAppCallReceiver(base):
            return try appCall(receiver: base, name: name, arguments: arguments, location: location)
        case .member(let base, let name, let memberLocation):
            if case .name(let typeName, _) = base, Checker.isCapitalised(typeName),
               Checker.uikitType(typeName) != nil || classes[typeName] != nil {
                throw ScenarioError(location: memberLocation, message: "type '\(typeName)' has no member '\(name)'")
            }
            (receiver, receiverType) = try check(base, expected: nil, bindingName: nil)
            methodName = name
            nameLocation = memberLocation
        case .name(let name, let location) where context != nil && lookup(name) == nil
            && Checker.uikitType(name) == nil && classes[name] == nil && !Checker.isCapitalised(name):
            receiver = .selfObject
            receiverType = context!.selfType
            methodName = name
            nameLocation = location
        default:
            return nil
        }
        if case .storyboard = receiverType { return nil }
        let candidates = MethodTable.methods(named: methodName, for: receiverType)
        if candidates.isEmpty, let context, receiver.isSelf,
           let body = classHelpers[context.className]?[methodName] {
            return .callHelper(name: methodName, bodyIndex: body, location: location)
        }
        if candidates.isEmpty, context != nil, receiver.isSelf {
            // A method of the app's own class: app code the model only watches (`reload()`, `loadData()`).
            return .appCall(name: methodName, receiver: .selfObject, location: location)
        }
        guard !candidates.isEmpty else {
            throw noMember(methodName, of: receiverType, at: nameLocation)
        }
        let (signature, checkedArguments, completion) = try match(arguments, trailing: trailing, against: candidates,
                                                                  at: location)
        return .perform(signature.operation, receiver: receiver, arguments: checkedArguments, completion: completion,
                        location: location)
    }

    /// Picks the overload whose labels fit and checks each argument against it.
    mutating func match(_ arguments: [ArgumentSyntax], trailing: ClosureSyntax?, against candidates: [MethodSignature],
                                at location: SourceLocation) throws(ScenarioError)
        -> (MethodSignature, [CheckedExpr], [CheckedStatement]?) {
        let givenCount = arguments.count + (trailing == nil ? 0 : 1)
        // A trailing closure fills the signature's closure parameter (`completion:`, `handler:`).
        let trailingLabel = trailing == nil ? "" : candidates.first { $0.types.last == .closure }?.labels.last ?? "completion"
        // The label given at a position: `_` for none, the closure parameter's for a trailing closure.
        func givenLabel(_ index: Int) -> String { index < arguments.count ? arguments[index].label ?? "_" : trailingLabel }
        // `givenLabel(index) == label`, without copying the label out.
        func givenLabel(_ index: Int, is label: String) -> Bool {
            guard index < arguments.count else { return trailingLabel == label }
            return arguments[index].label == nil ? label == "_" : arguments[index].label == label
        }
        let signature = candidates.first { signature in
            guard givenCount >= signature.requiredCount && givenCount <= signature.labels.count else { return false }
            for index in 0..<givenCount where !givenLabel(index, is: signature.labels[index]) { return false }
            return true
        }
        guard let signature else {
            let given = (0..<givenCount).map(givenLabel)
            let best = candidates[0]
            let hint = "did you mean `\(best.swiftName)`?"
            for (index, label) in best.labels.enumerated() where index >= given.count && index < best.requiredCount {
                throw ScenarioError(location: location, message: "missing argument for parameter '\(label)' in call", hint: hint)
            }
            if given.count > best.labels.count {
                let extra = arguments[min(best.labels.count, arguments.count - 1)]
                throw ScenarioError(location: extra.location,
                                    message: "extra argument\(extra.label.map { " '\($0)'" } ?? "") in call", hint: hint)
            }
            let have = given.map { "\($0):" }.joined()
            let expected = best.labels.prefix(given.count).map { "\($0):" }.joined()
            let wrong = zip(given, best.labels).filter { $0 != $1 }.count
            let firstWrong = arguments.indices.first { (arguments[$0].label ?? "_") != best.labels[$0] } ?? 0
            throw ScenarioError(location: arguments.isEmpty ? location : arguments[firstWrong].location,
                                message: "incorrect argument label\(wrong > 1 ? "s" : "") in call (have '\(have)', expected '\(expected)')",
                                hint: hint)
        }
        var checked: [CheckedExpr] = []
        checked.reserveCapacity(arguments.count)
        var completion: [CheckedStatement]?
        for index in arguments.indices {
            let argument = arguments[index]
            let expected = signature.types[index]
            let isClosure = if case .closure = expected { true } else { false }
            if isClosure, index < signature.labels.count - 1 {
                // A closure that is not the completion (`animations:`): passed as a value.
                switch argument.value {
                case .closure(let closure): checked.append(.closure(try checkClosure(closure)))
                case .nilLiteral: checked.append(.nilValue)
                default:
                    throw ScenarioError(location: argument.value.location,
                                        message: "cannot convert value to expected argument type '(() -> Void)?'")
                }
                continue
            }
            if isClosure {
                guard case .closure(let closure) = argument.value else {
                    if case .nilLiteral = argument.value { continue }
                    throw ScenarioError(location: argument.value.location,
                                        message: "cannot convert value to expected argument type '(() -> Void)?'",
                                        hint: "pass a closure: `completion: { … }`")
                }
                completion = try checkClosure(closure)
                continue
            }
            let (expression, type) = try check(argument.value, expected: expected, bindingName: nil)
            try require(type, conformsTo: expected, at: argument.value.location)
            checked.append(expression)
        }
        if let trailing { completion = try checkClosure(trailing) }
        return (signature, checked, completion)
    }

    mutating func checkClosure(_ closure: ClosureSyntax) throws(ScenarioError) -> [CheckedStatement] {
        try check(closure.body)
    }

    // MARK: - Expressions

    mutating func check(_ expression: ExprSyntax, expected: ValueType?,
                                bindingName: String?) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        switch expression {
        case .name(let name, let location):
            return try resolve(name, at: location)
        case .selfReference(let location):
            guard let context else {
                throw ScenarioError(location: location, message: "'self' can only be used inside a class method")
            }
            return (.selfObject, context.selfType)
        case .superReference(let location):
            throw ScenarioError(location: location, message: "'super' can only be used to call the overridden method")
        case .member(let base, let name, let location):
            if let read = try checkSwiftMember(base: base, name: name, location: location) { return read }
            if let value = try EnvironmentChecking.typeMember(base: base, name: name, location: location) { return value }
            if let read = try checkMemberRead(base: base, name: name, location: location) { return read }
            let (receiver, receiverType) = try check(base, expected: nil, bindingName: nil)
            guard let property = MethodTable.property(named: name, for: receiverType) else {
                throw noMember(name, of: receiverType, at: location)
            }
            switch name {
            case "view": return (.viewOf(receiver), property.type)
            case "isViewLoaded": return (.isViewLoaded(receiver), .bool)
            default:
                throw ScenarioError(location: location, message: "reading '\(name)' has no effect in a scenario",
                                    hint: "set it (`\(name) = …`) or leave it out")
            }
        case .implicitMember(let name, let location):
            if expected == .animationOptions || expected == .array(.animationOptions) {
                return try checkAnimationOption(name, at: location)
            }
            if let value = try EnvironmentChecking.implicitMember(name, expected: expected, location: location) { return value }
            guard expected == .style else {
                throw ScenarioError(location: location,
                                    message: "cannot infer contextual base in reference to member '\(name)'")
            }
            guard let style = PresentationStyle(rawValue: name) else {
                throw ScenarioError(location: location, message: "type 'UIModalPresentationStyle' has no member '\(name)'",
                                    hint: Suggestions.hint(for: name, in: PresentationStyle.allCases.map { ($0.rawValue, $0.rawValue) }))
            }
            return (.style(style), .style)
        case .call(let callee, let arguments, let trailing, let location):
            if let started = try checkConcurrencyStart(callee: callee, arguments: arguments, trailing: trailing,
                                                       location: location) {
                return started
            }
            return try checkInitialiser(callee: callee, arguments: arguments, trailing: trailing, location: location,
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
            if op.utf8.count > 1 || op == "<" || op == ">" { return try checkComparisonOrLogic(op, lhs, rhs, at: location) }
            return try checkArithmetic(op, lhs, rhs, at: location)
        case .not(let operand, let location):
            return try checkNot(operand, at: location)
        case .array(let elements, _):
            var element: ValueType = .anyController
            if case .array(let wanted)? = expected { element = wanted }
            var checked: [CheckedExpr] = []
            for item in elements {
                let (expression, type) = try check(item, expected: element, bindingName: nil)
                try require(type, conformsTo: element, at: item.location)
                checked.append(expression)
            }
            return (.array(checked), .array(element))
        case .closure(let closure):
            throw ScenarioError(location: closure.location, message: "a closure can only be a completion handler here")
        }
    }

    private mutating func resolve(_ name: String, at location: SourceLocation) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        if let slot = implicitSlots[name] { return (.implicitController(slot: slot, name: name), .anyController) }
        if let symbol = lookup(name) {
            return (Checker.isValueType(symbol.type) ? .valueSlot(symbol.slot) : .slot(symbol.slot), symbol.type)
        }
        if let member = try resolveSelfMember(name, at: location) { return member }
        if let property = resolveLifecycleProperty(name) { return property }
        switch name {
        case "window": return (.window, .window)
        case "user": return (.user, .user)
        case "storyboard": return (.storyboard, .storyboard)
        default: if let builtin = EnvironmentChecking.builtin(name) { return builtin }
        }
        if context != nil, name == "view" { return (.viewOf(.selfObject), .anyView) }
        if Checker.uikitType(name) != nil || classes[name] != nil {
            throw ScenarioError(location: location, message: "'\(name)' is a type, not a value",
                                hint: "create one with `\(name)()`")
        }
        if Checker.isCapitalised(name) {
            let slot = implicitSlots[name] ?? newSlot()
            implicitSlots[name] = slot
            return (.implicitController(slot: slot, name: name), .anyController)
        }
        throw ScenarioError(location: location, message: "cannot find '\(name)' in scope",
                            hint: Suggestions.hint(for: name, in: visibleNames()))
    }

    /// `UIViewController()`, `UINavigationController(rootViewController:)`, `Custom()`,
    /// `storyboard.instantiateViewController(withIdentifier:)`.
    private mutating func checkInitialiser(callee: ExprSyntax, arguments: [ArgumentSyntax], trailing: ClosureSyntax?,
                                           location: SourceLocation,
                                           bindingName: String?) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        if case .member(let base, let name, let memberLocation) = callee {
            let (_, baseType) = try check(base, expected: nil, bindingName: nil)
            guard baseType == .storyboard else {
                if MethodTable.methods(named: name, for: baseType).isEmpty { throw noMember(name, of: baseType, at: memberLocation) }
                throw ScenarioError(location: location, message: "'\(name)' returns nothing a scenario can use here",
                                    hint: "call it as a statement on its own line")
            }
            let known = [("instantiateViewController", "instantiateViewController(withIdentifier:)"),
                         ("instantiateInitialViewController", "instantiateInitialViewController()")]
            switch (name, arguments.map(\.label)) {
            case ("instantiateViewController", ["withIdentifier"]):
                guard case .string = arguments[0].value else {
                    throw ScenarioError(location: arguments[0].value.location,
                                        message: "cannot convert value to expected argument type 'String'")
                }
            case ("instantiateInitialViewController", []):
                break
            default:
                throw ScenarioError(location: memberLocation, message: "value of type 'UIStoryboard' has no member '\(name)'",
                                    hint: Suggestions.hint(for: name, in: known))
            }
            return (.newController(name: bindingName, definition: nil, creation: .storyboard), .anyController)
        }
        guard case .name(let typeName, let typeLocation) = callee else {
            throw ScenarioError(location: location, message: "cannot call this expression")
        }
        if trailing != nil {
            throw ScenarioError(location: trailing!.location, message: "an initialiser takes no trailing closure")
        }
        if let value = try EnvironmentChecking.initialiser(typeName, arguments: arguments, location: location) { return value }
        let definition = classes[typeName] ?? Checker.uikitViewClass(typeName)
        guard let base = definition?.base ?? Checker.uikitType(typeName) else {
            if lookup(typeName) != nil || Checker.builtinNames.contains(typeName) {
                throw ScenarioError(location: typeLocation, message: "cannot call value of non-function type")
            }
            if let undeclared = undeclaredControllerClass(typeName, labels: arguments.map { $0.label ?? "_" }) {
                return (.newController(name: bindingName, definition: undeclared, creation: .code),
                        .controller(.plain, className: typeName))
            }
            let types = (Checker.uikitTypeNames + classes.names.sorted()).map { ($0, $0) }
            throw ScenarioError(location: typeLocation, message: "cannot find '\(typeName)' in scope",
                                hint: Suggestions.hint(for: typeName, in: types))
        }
        let labels = arguments.map { $0.label ?? "_" }
        let className = definition?.name
        switch (base, labels) {
        case (.view, []):
            if definition == nil, typeName != "UIView" {
                // A plain UIKit view class (`UILabel()`): a definition without overrides names the class.
                return (.newView(name: bindingName, definition: ClassDefinition(name: typeName, base: .view)),
                        .view(className: typeName))
            }
            return (.newView(name: bindingName, definition: definition), .view(className: className))
        case (.navigationController, ["rootViewController"]):
            let (root, rootType) = try check(arguments[0].value, expected: .anyController, bindingName: nil)
            try require(rootType, conformsTo: .anyController, at: arguments[0].value.location)
            return (.newNavigation(name: bindingName, definition: definition, root: root),
                    .controller(.navigation, className: className))
        case (.navigationController, []):
            return (.newNavigation(name: bindingName, definition: definition, root: nil),
                    .controller(.navigation, className: className))
        case (.tabBarController, []):
            return (.newTabBar(name: bindingName, definition: definition), .controller(.tabBar, className: className))
        case (.viewController, []):
            return (.newController(name: bindingName, definition: definition, creation: .code), .controller(.plain, className: className))
        case (.viewController, ["nibName", "bundle"]):
            var creation = ViewController.Creation.code
            switch arguments[0].value {
            case .string(let nib, _): creation = .nib(nib)
            case .nilLiteral: creation = .code
            default:
                throw ScenarioError(location: arguments[0].value.location,
                                    message: "cannot convert value to expected argument type 'String?'")
            }
            guard case .nilLiteral = arguments[1].value else {
                throw ScenarioError(location: arguments[1].value.location, message: "the model only knows the main bundle",
                                    hint: "pass `bundle: nil`")
            }
            return (.newController(name: bindingName, definition: definition, creation: creation),
                    .controller(.plain, className: className))
        default:
            let initialisers: [String]
            switch base {
            case .view: initialisers = ["init()"]
            case .navigationController: initialisers = ["init(rootViewController:)", "init()"]
            case .tabBarController: initialisers = ["init()"]
            case .viewController: initialisers = ["init()", "init(nibName:bundle:)"]
            }
            let have = labels.map { "\($0):" }.joined()
            let hint = Suggestions.nearest(to: "init(\(have))", in: initialisers.map { ($0, $0) }) ?? initialisers[0]
            throw ScenarioError(location: arguments.first?.location ?? location,
                                message: "no initialiser '\(typeName)(\(have))'; '\(typeName)' has \(initialisers.map { "'\($0)'" }.joined(separator: ", "))",
                                hint: "did you mean `\(hint)`?")
        }
    }

    // MARK: - Helpers

    func lookup(_ name: String) -> Symbol? {
        if !locals.isEmpty, let local = locals[name] { return local }
        return globals[name]
    }

    mutating func newSlot() -> Int {
        slotCount += 1
        return slotCount - 1
    }

    func visibleNames() -> [(key: String, display: String)] {
        (globals.names + locals.names + Array(Checker.builtinNames)).sorted().map { ($0, $0) }
    }

    func require(_ type: ValueType, conformsTo expected: ValueType, at location: SourceLocation) throws(ScenarioError) {
        guard type.conforms(to: expected) else {
            throw ScenarioError(location: location,
                                message: "cannot convert value of type '\(type.name)' to expected argument type '\(expected.name)'")
        }
    }

    func noMember(_ name: String, of type: ValueType, at location: SourceLocation) -> ScenarioError {
        ScenarioError(location: location, message: "value of type '\(type.name)' has no member '\(name)'",
                      hint: Suggestions.hint(for: name, in: MethodTable.memberNames(for: type)))
    }
}
