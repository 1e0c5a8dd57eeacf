import LifecycleModel

/// Scenario classes: their declarations become the model's `ClassDefinition`s, and each override's
/// body is checked with `self` bound to its class.
extension Checker {
    mutating func declareClasses(_ declarations: [ClassSyntax]) throws(ScenarioError) {
        var definitions: [ClassDefinition] = []
        for declaration in declarations {
            if isTypeName(declaration.name) {
                throw ScenarioError(location: declaration.location, .swift(.invalidRedeclaration(declaration.name)))
            }
            guard let base = Checker.uikitType(declaration.superclass) ?? classes[declaration.superclass]?.base else {
                throw ScenarioError(
                    location: declaration.superclassLocation,
                    .swift(.cannotFindTypeInScope(declaration.superclass)),
                    hint: Suggestions.didYouMean(declaration.superclass, in: UIKitClasses.names.map { ($0, $0) }))
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
    mutating func checkMethodBodies(_ declarations: [ClassSyntax]) throws(ScenarioError) {
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
            throw ScenarioError(location: method.location, .swift(.invalidRedeclaration(method.swiftName)))
        }
        // Parameters of the model's value types (`animated: Bool`) and objects (`parent`) are in scope, bound
        // to what UIKit passed; `coordinator` and `segue` are read through the callback as before.
        let parameters = declareParameters(of: method).enumerated().map { index, parameter in
            // The split delegate's proposal (`proposedTopColumn`) is of the enum the callback returns.
            guard index == 1, let result = Checker.enumResultType(of: callback) else { return parameter }
            return (parameter.name, CheckedBinding(slot: parameter.binding.slot, isValue: true), result)
        }.filter { parameter in
            switch parameter.type {
            case .bool, .int, .string, .number, .controller, .view: return true
            case .environment(.splitColumn), .environment(.splitDisplayMode): return true // the split's proposals
            case .opaque(let typeName): return !Checker.callbackReadTypes.contains(typeName)
            default: return false
            }
        }.map { parameter in
            // UIKit declares these objects optional (`toParent parent: UIViewController?`: a pop passes nil).
            guard Checker.optionalObjectParameters.contains(callback) else { return parameter }
            switch parameter.type {
            case .controller, .view: return (parameter.name, parameter.binding, .optional(parameter.type))
            default: return parameter
            }
        }
        let arguments = parameters.compactMap { parameter in
            method.parameterNames.firstIndex(of: parameter.name).map { position in
                CallbackParameter(
                    position: position, name: parameter.name, binding: parameter.binding, type: parameter.type)
            }
        }
        let body =
            try initialValues
            + (arguments.isEmpty
                ? [] : [.bindCallbackArguments(arguments, parameterCount: method.parameterNames.count)])
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
        let savedContext = context, savedLocals = locals, savedWeak = selfIsWeak, savedScope = scopeNames
        let savedControllerLocals = controllerLocals
        context = methodContext
        locals = NameTable()
        controllerLocals = []
        scopeNames = [] // the parameters are an outer scope: `guard let sender = sender` shadows one
        selfIsWeak = false
        defer {
            context = savedContext
            locals = savedLocals
            scopeNames = savedScope
            selfIsWeak = savedWeak
            controllerLocals = savedControllerLocals
        }
        for parameter in parameters where parameter.name != "_" {
            locals[parameter.name] = Symbol(slot: parameter.binding.slot, type: parameter.type, isVariable: false)
        }
        return Checker.releasingLocals(try check(body), of: body, controllers: controllerLocals)
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
                .swift(.doesNotOverride(method: method.swiftName)),
                hint: Suggestions.didYouMean(method.swiftName, in: owned.map { ($0.name, $0.name) }))
        }
        if callback.isDelegateMethod {
            guard !method.isOverride else {
                throw ScenarioError(
                    location: method.location,
                    .swift(.doesNotOverride(method: method.swiftName)), hint: .checking(.delegateMethodWithoutOverride))
            }
            return callback
        }
        if callback != .deinitialize, !method.isOverride {
            throw ScenarioError(
                location: method.location,
                .swift(.overrideKeywordRequired),
                hint: .checking(.writeOverride(String(method.swiftName.prefix { $0 != "(" }))))
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
}
