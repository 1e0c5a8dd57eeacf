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
        /// A helper method or an app initialiser, not a UIKit callback: `super.…` there is opaque.
        var isHelper = false
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
    /// Stored-property initial values of each scenario class: they run at the start of every
    /// initialiser, an explicit `override init(…)` included (`ClassMembers.swift`).
    var propertyInitialisers: [String: [CheckedStatement]] = [:]
    var context: MethodContext?
    /// The scenario's `storyboard "…" { … }` declarations (StoryboardChecking.swift).
    var storyboards: [Storyboard] = []
    /// `extension Notification.Name { static let … }`: member → name (NotificationChecking.swift).
    var notificationNames: [String: NotificationName] = [:]
    /// `UIPresentationController` subclasses and transitioning delegates (CustomPresentationClasses.swift).
    var customPresentation = CustomPresentationClasses()
    /// What the scenario used that the model does not model, once each (OpaqueChecking.swift).
    var notModelled: [String] = []
    /// Types the scenario declares that are not scenario classes (`ScenarioSyntax.appTypes`).
    var appTypes: Set<String> = []
    /// Checking the body of a `[weak self]` closure: `self` may be nil there.
    var selfIsWeak = false
    /// Errors recovered from (a statement or a method body at a time), reported together.
    var errors: [ScenarioError] = []
    /// Observer and getter bodies waiting to be checked (PropertyDeclarations.swift).
    var pendingAccessorBodies: [(index: Int, body: [StatementSyntax], className: String)] = []
    /// Lazy properties' initial values, checked on their first read ("Class.name").
    var lazyInitials: [String: (CheckedExpr, ValueType)] = [:]
    /// Helper parameters' slots, by "Class.helperKey".
    var helperParameters: [String: [(name: String, binding: CheckedBinding, type: ValueType)]] = [:]
    /// Scenario classes whose superclass is a library's, taken as a UIKit base (LibraryClasses.swift).
    var librarySubclasses: Set<String> = []

    static let builtinNames: Set<String> = Set(["window", "user", "storyboard"]).union(EnvironmentChecking.builtinNames)

    /// Starts with an uppercase letter: a type, or an implicit controller. ASCII only, by design:
    /// `Character.isUppercase` costs hundreds of instructions and scenario names are ASCII.
    static func isCapitalised(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// The UIKit class a type name denotes (`UIKitClasses`).
    static func uikitType(_ name: String) -> BaseClass? { UIKitClasses.base(of: name) }

    /// A UIKit class or one the scenario declares.
    func isTypeName(_ name: String) -> Bool {
        Checker.uikitType(name) != nil || classes[name] != nil || customPresentation.isDeclared(name)
    }

    static func check(_ syntax: ScenarioSyntax) throws(ScenarioError) -> CheckedProgram {
        var checker = Checker()
        checker.appTypes = Set(syntax.appTypes)
        try checker.declareNotificationNames(syntax.notificationNames)
        let classes = checker.resolveLibrarySuperclasses(try checker.declarePresentationClasses(syntax.classes))
        try checker.declareClasses(classes)
        try checker.declareInterfaceBuilderMembers(of: classes)
        try checker.declareStoryboards(syntax.storyboards)
        // One checked statement for each, in order: the events' ranges hold for the checked statements too.
        var statements: [CheckedStatement] = []
        for statement in syntax.statements {
            do throws(ScenarioError) {
                statements.append(try checker.check(statement))
            } catch {
                checker.errors.append(error)
                statements.append(.block([]))
                if case .binding(let name, _, _, let location) = statement {
                    checker.declareAfterError(name, at: location)
                }
            }
            if checker.errors.count >= InputLimits.errorsReported { break }
        }
        // Method bodies last: as in a Swift script, names declared at the top level are visible inside
        // class bodies (a body's lookup falls back to `globals`), wherever the class stands in the file.
        try checker.checkMethodBodies(classes)
        // Reported in source order (method bodies are checked after the top level); ties keep their order.
        let ordered = checker.errors.indices.sorted {
            (checker.errors[$0].location, $0) < (checker.errors[$1].location, $1)
        }.map { checker.errors[$0] }
        if var first = ordered.first {
            first.more = Array(ordered.dropFirst().prefix(InputLimits.errorsReported - 1))
            throw first
        }
        return CheckedProgram(
            statements: statements, events: syntax.events,
            overrideBodies: checker.bodies, slotCount: checker.slotCount, notModelled: checker.notModelled)
    }

    // MARK: - Classes

    private mutating func declareClasses(_ declarations: [ClassSyntax]) throws(ScenarioError) {
        var definitions: [ClassDefinition] = []
        for declaration in declarations {
            if isTypeName(declaration.name) {
                throw ScenarioError(
                    location: declaration.location, message: "invalid redeclaration of '\(declaration.name)'")
            }
            guard let base = Checker.uikitType(declaration.superclass) ?? classes[declaration.superclass]?.base else {
                throw ScenarioError(
                    location: declaration.superclassLocation,
                    message: "cannot find type '\(declaration.superclass)' in scope",
                    hint: Suggestions.hint(
                        for: declaration.superclass,
                        in: UIKitClasses.names.map { ($0, $0) }))
            }
            definitions.append(ClassDefinition(name: declaration.name, base: base))
            classes[declaration.name] = definitions[definitions.count - 1]
        }
        for (declaration, definition) in zip(declarations, definitions) {
            try declareMembers(of: declaration, definition: definition, selfType: selfType(of: definition))
        }
    }

    /// The helpers' and overrides' bodies of every class (`declareClasses` registered the classes and
    /// their members).
    private mutating func checkMethodBodies(_ declarations: [ClassSyntax]) throws(ScenarioError) {
        for declaration in declarations {
            guard let definition = classes[declaration.name] else { continue }
            let selfType = selfType(of: definition)
            do throws(ScenarioError) {
                try checkAccessorBodies(of: declaration.name, selfType: selfType)
                try checkHelperBodies(of: declaration, selfType: selfType)
            } catch {
                errors.append(error)
            }
            for method in declaration.methods where !isHelper(method, of: declaration) {
                do throws(ScenarioError) {
                    try checkOverride(method, of: declaration, definition: definition, selfType: selfType)
                } catch {
                    errors.append(error)
                }
            }
        }
    }

    private mutating func checkOverride(
        _ method: MethodSyntax, of declaration: ClassSyntax, definition: ClassDefinition, selfType: ValueType
    ) throws(ScenarioError) {
        let callback = try self.callback(for: method, in: declaration, base: definition.base)
        // An explicit initialiser replaces the one the stored properties' initial values made,
        // and runs those values first (Swift initialises stored properties before `super.init`).
        let isInitialiser = [Callback.initNibNameBundle, .initCoder, .viewInitFrame].contains(callback)
        let initialValues = isInitialiser ? propertyInitialisers[declaration.name] ?? [] : []
        if definition.override(of: callback) != nil, initialValues.isEmpty {
            throw ScenarioError(location: method.location, message: "invalid redeclaration of '\(method.swiftName)'")
        }
        // Parameters of the model's value types (`animated: Bool`) are in scope; the others (`coordinator`,
        // `segue`, `size`) are read through the callback as before.
        let parameters = declareParameters(of: method).filter { parameter in
            switch parameter.type {
            case .bool, .int, .string, .number: return true
            case .opaque(let typeName): return !Checker.callbackReadTypes.contains(typeName)
            default: return false
            }
        }
        let body =
            try initialValues
            + checkBody(
                method.body, in: MethodContext(selfType: selfType, callback: callback, className: declaration.name),
                parameters: parameters)
        let callsSuper = callback == .deinitialize || Checker.containsSuperCall(body)
        definition.addOverride(
            OverrideDefinition(
                callback: callback, callsSuper: callsSuper, bodyIndex: bodies.count, line: method.location.line,
                column: method.location.column))
        bodies.append(body)
    }

    /// A top-level `let` whose value had an error: its name is still declared (as an opaque value), so
    /// its later uses are not reported as undefined too.
    mutating func declareAfterError(_ name: String, at location: SourceLocation) {
        guard lookup(name) == nil else { return }
        _ = declare(name, type: .opaque(name), isVariable: true)
    }

    /// A method body, checked with `self` bound to its class and locals of its own.
    mutating func checkBody(
        _ body: [StatementSyntax], in methodContext: MethodContext,
        parameters: [(name: String, binding: CheckedBinding, type: ValueType)] = []
    ) throws(ScenarioError) -> [CheckedStatement] {
        let savedContext = context, savedLocals = locals, savedWeak = selfIsWeak
        context = methodContext
        locals = NameTable()
        selfIsWeak = false
        defer {
            context = savedContext
            locals = savedLocals
            selfIsWeak = savedWeak
        }
        for parameter in parameters where parameter.name != "_" {
            locals[parameter.name] = Symbol(slot: parameter.binding.slot, type: parameter.type, isVariable: false)
        }
        return try check(body)
    }

    private func callback(for method: MethodSyntax, in declaration: ClassSyntax, base: BaseClass) throws(ScenarioError)
        -> Callback
    {
        let viewCallbacks: Set<Callback> = [
            .viewInitFrame, .willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow,
            .didMoveToWindow, .updateConstraints, .layoutSubviews, .draw,
            .safeAreaInsetsDidChange, .layoutMarginsDidChange, .deinitialize,
            .updateProperties, .traitCollectionDidChange,
        ]
        let owned = Callback.allCases.filter { callback in
            base == .view
                ? viewCallbacks.contains(callback)
                : (!viewCallbacks.contains(callback) || callback == .deinitialize || callback == .updateProperties
                    || callback == .traitCollectionDidChange)
        }
        guard let callback = owned.first(where: { $0.name == method.swiftName }) else {
            throw ScenarioError(
                location: method.location,
                message: "method '\(method.swiftName)' does not override any method from its superclass",
                hint: Suggestions.hint(for: method.swiftName, in: owned.map { ($0.name, $0.name) }))
        }
        if callback.isDelegateMethod {
            guard !method.isOverride else {
                throw ScenarioError(
                    location: method.location,
                    message: "method '\(method.swiftName)' does not override any method from its superclass",
                    hint: "a delegate method is implemented without `override`")
            }
            return callback
        }
        if callback != .deinitialize, !method.isOverride {
            throw ScenarioError(
                location: method.location,
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

    func selfType(of definition: ClassDefinition) -> ValueType {
        definition.base == .view
            ? .view(className: definition.name)
            : .controller(ValueType.ControllerKind(definition.base), className: definition.name)
    }

    // MARK: - Statements

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
        // A method's local may shadow a top-level name, as in Swift; within one scope a name is declared once.
        let sameScope = context == nil ? globals[name] : locals[name]
        if sameScope != nil || classes[name] != nil || Checker.builtinNames.contains(name) {
            throw ScenarioError(location: location, message: "invalid redeclaration of '\(name)'")
        }
        if implicitSlots[name] != nil {
            throw ScenarioError(
                location: location,
                message: "'\(name)' is declared after it was used as an implicit UIViewController",
                hint: "declare `\(name)` before its first use")
        }
        let (expression, type) = try check(value, expected: nil, bindingName: name)
        if Checker.isValueType(type) {
            let symbol = declare(name, type: type, isVariable: isVariable)
            return .bindValue(slot: symbol.slot, value: expression, location: location)
        }
        guard type.controllerKind != nil || { if case .view = type { return true } else { return false } }() else {
            throw ScenarioError(
                location: value.location,
                message: "a scenario variable holds a controller or a view, not a value of type '\(type.name)'")
        }
        let symbol = declare(name, type: type, isVariable: isVariable)
        return .bind(slot: symbol.slot, value: expression, location: location)
    }

    private mutating func declare(_ name: String, type: ValueType, isVariable: Bool) -> Symbol {
        let symbol = Symbol(slot: newSlot(), type: type, isVariable: isVariable)
        if context == nil { globals[name] = symbol } else { locals[name] = symbol }
        return symbol
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
        switch target {
        case .name(let name, _) where lookup(name) == nil && context != nil && inheritedMember(name) != nil:
            let (checkedValue, _) = try check(value, expected: .opaque(name), bindingName: nil)
            noteNotModelled(inheritedMember(name)!)
            return .evaluate(.opaque([checkedValue]), location: location)
        case .name(let name, let nameLocation):
            guard let symbol = lookup(name) else {
                throw ScenarioError(
                    location: nameLocation, message: "cannot find '\(name)' in scope",
                    hint: Suggestions.hint(for: name, in: visibleNames()))
            }
            guard symbol.isVariable else {
                throw ScenarioError(
                    location: nameLocation, message: "cannot assign to value: '\(name)' is a 'let' constant",
                    hint: "declare it with `var \(name) = …` to release it later")
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
                throw ScenarioError(
                    location: memberLocation, message: "cannot assign to property: '\(name)' is a get-only property")
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
                throw ScenarioError(
                    location: superLocation, message: "'super' cannot be used outside of a class method")
            }
            if context.isHelper { return .evaluate(.opaque([]), location: location) } // `super.init(…)` in an app init
            let expected = context.callback.name.prefix { $0 != "(" }
            guard name == expected else {
                throw ScenarioError(
                    location: memberLocation,
                    message: "an override of '\(context.callback.name)' can only call super.\(expected)(…)")
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
                    throw ScenarioError(location: memberLocation, message: "type '\(typeName)' has no member '\(name)'")
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
        let (signature, checkedArguments, completion) = try match(
            arguments, trailing: trailing, against: candidates,
            at: location)
        return .perform(
            signature.operation, receiver: receiver, arguments: checkedArguments, completion: completion,
            location: location)
    }

    /// Picks the overload whose labels fit and checks each argument against it.
    mutating func match(
        _ arguments: [ArgumentSyntax], trailing: ClosureSyntax?, against candidates: [MethodSignature],
        at location: SourceLocation
    ) throws(ScenarioError)
        -> (MethodSignature, [CheckedExpr], [CheckedStatement]?)
    {
        let given = GivenLabels(arguments: arguments, trailing: trailing, candidates: candidates)
        guard let signature = candidates.first(where: given.fit) else {
            throw labelMismatch(given, arguments: arguments, trailing: trailing, candidates: candidates, at: location)
        }
        var checked: [CheckedExpr] = []
        checked.reserveCapacity(arguments.count)
        var completion: [CheckedStatement]?
        for index in arguments.indices {
            let argument = arguments[index]
            let expected = signature.types[index]
            guard case .closure = expected else {
                let (expression, type) = try check(argument.value, expected: expected, bindingName: nil)
                try require(type, conformsTo: expected, at: argument.value.location)
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
        return (signature, checked, completion)
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
            return ScenarioError(location: location, message: "no method matches this call")
        }
        let labels = (0..<given.count).map(given.label(at:))
        let hint = "did you mean `\(best.swiftName)`?"
        if let missing = best.labels.indices.first(where: { $0 >= labels.count && $0 < best.requiredCount }) {
            return ScenarioError(
                location: location, message: "missing argument for parameter '\(best.labels[missing])' in call",
                hint: hint)
        }
        if labels.count > best.labels.count {
            // Every argument fits and only the trailing closure is one too many (found by the scenario fuzzer).
            guard best.labels.count < arguments.count else {
                return ScenarioError(
                    location: trailing?.location ?? location, message: "extra trailing closure passed in call",
                    hint: hint)
            }
            let extra = arguments[best.labels.count]
            return ScenarioError(
                location: extra.location,
                message: "extra argument\(extra.label.map { " '\($0)'" } ?? "") in call", hint: hint)
        }
        let have = labels.map { "\($0):" }.joined()
        let expected = best.labels.prefix(labels.count).map { "\($0):" }.joined()
        let wrong = zip(labels, best.labels).filter { $0 != $1 }.count
        let firstWrong = arguments.indices.first { (arguments[$0].label ?? "_") != best.labels[$0] } ?? 0
        return ScenarioError(
            location: arguments.isEmpty ? location : arguments[firstWrong].location,
            message: "incorrect argument label\(wrong > 1 ? "s" : "") in call (have '\(have)', expected '\(expected)')",
            hint: hint)
    }

    /// A closure that is not the completion (`animations:`): passed as a value, or nil.
    private mutating func checkClosureValue(_ value: ExprSyntax) throws(ScenarioError) -> CheckedExpr {
        switch value {
        case .closure(let closure): return .closure(try checkClosure(closure))
        case .nilLiteral: return .nilValue
        default:
            throw ScenarioError(
                location: value.location, message: "cannot convert value to expected argument type '(() -> Void)?'")
        }
    }

    /// The completion handler passed by label (`completion: { … }`), or nil for `completion: nil`.
    private mutating func checkCompletion(_ value: ExprSyntax) throws(ScenarioError) -> [CheckedStatement]? {
        switch value {
        case .closure(let closure): return try checkClosure(closure)
        case .nilLiteral: return nil
        default:
            throw ScenarioError(
                location: value.location, message: "cannot convert value to expected argument type '(() -> Void)?'",
                hint: "pass a closure: `completion: { … }`")
        }
    }

    mutating func checkClosure(_ closure: ClosureSyntax) throws(ScenarioError) -> [CheckedStatement] {
        try checkClosureBody(closure)
    }

    // MARK: - Expressions

    mutating func check(
        _ expression: ExprSyntax, expected: ValueType?,
        bindingName: String?
    ) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        switch expression {
        case .name(let name, let location):
            return try resolve(name, at: location)
        case .selfReference(let location):
            guard let context else {
                throw ScenarioError(location: location, message: "'self' can only be used inside a class method")
            }
            return (selfIsWeak ? .weakSelf : .selfObject, context.selfType)
        case .superReference(let location):
            // In a helper (an unmodelled override included) `super.…` is the superclass's API: opaque.
            if context?.isHelper == true { return (.opaque([]), .opaque("super")) }
            throw ScenarioError(location: location, message: "'super' can only be used to call the overridden method")
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
                throw ScenarioError(
                    location: location, message: "reading '\(name)' has no effect in a scenario",
                    hint: "set it (`\(name) = …`) or leave it out")
            }
        case .implicitMember(let name, let location):
            if case .opaque = expected { return Checker.opaqueImplicitMember(name) }
            if expected == .animationOptions || expected == .array(.animationOptions) {
                return try checkAnimationOption(name, at: location)
            }
            if let value = try EnvironmentChecking.implicitMember(name, expected: expected, location: location) {
                return value
            }
            guard expected == .style else {
                throw ScenarioError(
                    location: location,
                    message: "cannot infer contextual base in reference to member '\(name)'")
            }
            guard let style = PresentationStyle(rawValue: name) else {
                throw ScenarioError(
                    location: location, message: "type 'UIModalPresentationStyle' has no member '\(name)'",
                    hint: Suggestions.hint(for: name, in: PresentationStyle.allCases.map { ($0.rawValue, $0.rawValue) })
                )
            }
            return (.style(style), .style)
        case .call(let callee, let arguments, let trailing, let location):
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
            var element: ValueType = .anyController
            if case .array(let wanted)? = expected { element = wanted }
            // `[.flexibleWidth, .flexibleHeight]` assigned to a member the model does not model: opaque elements.
            if case .opaque? = expected { element = expected! }
            var checked: [CheckedExpr] = []
            for item in elements {
                let (expression, type) = try check(item, expected: element, bindingName: nil)
                if case .opaque = element {} else { try require(type, conformsTo: element, at: item.location) }
                checked.append(expression)
            }
            return (.array(checked), .array(element))
        case .closure, .interpolation, .cast, .ternary, .subscriptAccess, .opaqueForm:
            // Out of line: this function's frame is paid once per level of nesting (InputLimits).
            return try checkSwiftForm(expression)
        }
    }

    private mutating func resolve(_ name: String, at location: SourceLocation) throws(ScenarioError) -> (
        CheckedExpr, ValueType
    ) {
        if let slot = implicitSlots[name] { return (.implicitController(slot: slot, name: name), .anyController) }
        if let symbol = lookup(name) {
            return (Checker.isValueType(symbol.type) ? .valueSlot(symbol.slot) : .slot(symbol.slot), symbol.type)
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
                location: location, message: "'\(name)' is a type, not a value",
                hint: "create one with `\(name)()`")
        }
        if Checker.isCapitalised(name) {
            let slot = implicitSlots[name] ?? newSlot()
            implicitSlots[name] = slot
            return (.implicitController(slot: slot, name: name), .anyController)
        }
        throw ScenarioError(
            location: location, message: "cannot find '\(name)' in scope",
            hint: Suggestions.hint(for: name, in: visibleNames()))
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
            throw ScenarioError(
                location: location,
                message: "cannot convert value of type '\(type.name)' to expected argument type '\(expected.name)'")
        }
    }

    func noMember(_ name: String, of type: ValueType, at location: SourceLocation) -> ScenarioError {
        ScenarioError(
            location: location, message: "value of type '\(type.name)' has no member '\(name)'",
            hint: Suggestions.hint(for: name, in: MethodTable.memberNames(for: type)))
    }
}
