import LifecycleModel

/// A stored property of a scenario class.
struct PropertyInfo {
    var name: String
    var type: ValueType
    var isOutlet: Bool
    var location: SourceLocation
    /// How it behaves beyond a plain stored property (PropertyDeclarations.swift).
    var accessors = PropertyAccessors()
}

/// What a scenario class body may declare besides overrides — stored properties (with the objects
/// they hold), `@IBOutlet`s, `override var shouldAutomaticallyForwardAppearanceMethods` — and what
/// an override body may do with them: read geometry and traits, call app code (assignments to them:
/// MemberAssignments.swift).
extension Checker {
    /// Types from Foundation and UIKit an override may call into as app code (`Thread.sleep(…)`).
    /// A scan, not a `Set`: asked of most statements' receivers, and a length check rejects nearly
    /// every name without hashing it.
    static let appCodeTypes = [
        "Thread", "DispatchQueue", "URLSession", "NotificationCenter",
        "UserDefaults", "FileManager", "NSLayoutConstraint", "Task",
    ]

    static func isAppCodeType(_ name: String) -> Bool {
        let length = name.utf8.count
        return appCodeTypes.contains { $0.utf8.count == length && $0 == name }
    }

    static let animationOptions = [
        "transitionCrossDissolve", "transitionFlipFromLeft", "transitionFlipFromRight",
        "transitionFlipFromTop", "transitionFlipFromBottom", "transitionCurlUp",
        "transitionCurlDown", "curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear",
        "allowUserInteraction", "beginFromCurrentState", "layoutSubviews",
    ]
    static let computedOverrides = [
        "shouldAutomaticallyForwardAppearanceMethods", "supportedInterfaceOrientations", "isModalInPresentation",
    ]
    /// Members of geometry values that are numbers.
    static let numericMembers: Set<String> = [
        "width", "height", "minX", "minY", "maxX", "maxY", "midX", "midY",
        "top", "left", "bottom", "right", "x", "y",
    ]

    // MARK: - Declarations

    /// Records the stored properties and computed overrides of a class. Properties with an initial
    /// value are set by a synthesised initialiser override, before UIKit's initialiser runs, as Swift
    /// does: an object created there appears in the trace nested in the class's `init`.
    mutating func declareMembers(
        of declaration: ClassSyntax, definition: ClassDefinition,
        selfType: ValueType
    ) throws(ScenarioError) {
        var infos: [PropertyInfo] = []
        var initialisers: [CheckedStatement] = []
        for property in declaration.properties {
            if infos.contains(where: { $0.name == property.name }) {
                throw ScenarioError(location: property.location, .swift(.invalidRedeclaration(property.name)))
            }
            var type = ValueType.opaque(Checker.typeDisplay(property.typeName))
            if let typeName = property.typeName, typeName.containsText("->") { type = .closure }
            let accessors = declareAccessors(of: property, className: declaration.name)
            if let value = property.initialValue, !property.isLazy {
                // `let sections: [Section] = [.init(…)]`: implicit members take their type from the annotation.
                let context = Parser.needsContextualType(value) ? property.typeName.map(annotationType) : nil
                let (expression, valueType) = try check(value, expected: context, bindingName: nil)
                if property.typeName == nil || valueType.controllerKind != nil { type = valueType }
                let holds = valueType.controllerKind != nil || { if case .view = valueType { true } else { false } }()
                initialisers.append(
                    .setProperty(
                        receiver: .selfObject, name: property.name, value: expression,
                        holds: holds, location: property.location))
            }
            infos.append(
                PropertyInfo(
                    name: property.name, type: type, isOutlet: property.isOutlet && isViewOutlet(property),
                    location: property.location, accessors: accessors))
        }
        for computed in declaration.computedProperties where !computed.isOverride {
            infos.append(declareComputed(computed, className: declaration.name))
        }
        classProperties[declaration.name] = infos
        for computed in declaration.computedProperties where computed.isOverride {
            if computed.name == "supportedInterfaceOrientations", definition.base != .view {
                definition.supportedInterfaceOrientations = try Checker.orientationMask(computed.value)
                continue
            }
            let boolOverrides = ["shouldAutomaticallyForwardAppearanceMethods", "isModalInPresentation"]
            guard boolOverrides.contains(computed.name), definition.base != .view else {
                if !isNearMissOverride(computed.name) { // `prefersStatusBarHidden`: UIKit's, not the lifecycle's
                    noteNotModelled((definition.base == .view ? "UIView." : "UIViewController.") + computed.name)
                    continue
                }
                throw ScenarioError(
                    location: computed.location,
                    .checking(.doesNotOverrideProperty(computed.name)),
                    hint: Suggestions.didYouMean(computed.name, in: Checker.computedOverrides.map { ($0, $0) }))
            }
            guard case .boolean(let flag, _) = computed.value else {
                throw ScenarioError(location: computed.value.location, .checking(.needsLiteralBool))
            }
            if computed.name == "isModalInPresentation" {
                // UIKit declares it `{ get set }`: Swift refuses a read-only override of a settable property.
                guard computed.hasSetter else {
                    throw ScenarioError(
                        location: computed.location, .swift(.readOnlyOverrideOfMutableProperty(computed.name)))
                }
                // A getter returning a literal is the same as setting the property: the drag reads it.
                definition.isModalInPresentation = flag
            } else {
                definition.shouldAutomaticallyForwardAppearanceMethods = flag
            }
        }
        try declareHelpers(of: declaration)
        guard !initialisers.isEmpty else { return }
        propertyInitialisers[declaration.name] = initialisers
        let body = initialisers + [.callSuper(location: declaration.location)]
        let callbacks: [Callback] = definition.base == .view ? [.viewInitFrame] : [.initNibNameBundle, .initCoder]
        for callback in callbacks {
            definition.addOverride(
                OverrideDefinition(
                    callback: callback, callsSuper: true, bodyIndex: bodies.count,
                    line: declaration.location.line, column: declaration.location.column))
        }
        bodies.append(body)
    }

    /// A `func` that is not a lifecycle method: a helper of the class, callable from its overrides.
    func isHelper(_ method: MethodSyntax, of declaration: ClassSyntax) -> Bool {
        (!method.isOverride || overridesUnmodelledMethod(method, of: declaration)) && method.swiftName != "deinit"
            && !Callback.allCases.contains { $0.name == method.swiftName }
    }

    /// Registers every helper (they may call each other); `checkHelperBodies` checks their bodies once
    /// the top-level names are declared.
    private mutating func declareHelpers(of declaration: ClassSyntax) throws(ScenarioError) {
        let helpers = declaration.methods.filter { isHelper($0, of: declaration) }
        guard !helpers.isEmpty else { return }
        var indices: [String: Int] = [:]
        for (helper, key) in zip(helpers, Checker.helperKeys(helpers)) {
            guard let name = key else {
                throw ScenarioError(location: helper.location, .swift(.invalidRedeclaration(helper.swiftName)))
            }
            helperParameters[declaration.name + "." + name] = declareParameters(of: helper)
            helperReturnTypes[declaration.name + "." + name] = helper.returnType
            indices[name] = bodies.count
            bodies.append([])
        }
        classHelpers[declaration.name] = indices
    }

    mutating func checkHelperBodies(of declaration: ClassSyntax, selfType: ValueType) throws(ScenarioError) {
        guard let indices = classHelpers[declaration.name] else { return }
        let helpers = declaration.methods.filter { isHelper($0, of: declaration) }
        for (helper, key) in zip(helpers, Checker.helperKeys(helpers)) {
            // `super` in a helper names no lifecycle method: the context's callback only words the error.
            // An `@IBAction` may be an unwind action, which reads its `segue`.
            guard let key else { continue }
            let parameters = helperParameters[declaration.name + "." + key] ?? []
            let body = try checkBody(
                helper.body,
                in: MethodContext(
                    selfType: selfType, callback: helper.isAction ? .unwindAction : .deinitialize,
                    className: declaration.name, isHelper: true),
                parameters: parameters)
            if let index = indices[key] { bodies[index] = body }
        }
    }

    private static func typeDisplay(_ typeName: String?) -> String {
        guard var name = typeName else { return "Any" }
        while name.hasSuffix("!") || name.hasSuffix("?") { name.removeLast() }
        return name
    }

    func property(named name: String, inClass className: String?) -> PropertyInfo? {
        guard let className else { return nil }
        return classProperties[className]?.first { $0.name == name }
    }

    static func isValueType(_ type: ValueType) -> Bool {
        switch type {
        case .number, .opaque, .string, .bool, .int, .array, .transitioningDelegate, .closure: return true
        case .environment(.splitColumn), .environment(.splitDisplayMode): return true // a split delegate's proposal
        case .optional(let wrapped): return isValueType(wrapped) // `as? CityCell`, a `String?`
        default: return false
        }
    }

    // MARK: - Reads

    /// A bare name inside an override: a stored property, an outlet, or a geometry/trait property of self.
    mutating func resolveSelfMember(_ name: String, at location: SourceLocation) throws(ScenarioError) -> (
        CheckedExpr, ValueType
    )? {
        guard let context else { return nil }
        if let info = property(named: name, inClass: context.className) {
            return try read(info, of: .selfObject, className: context.className)
        }
        let isView: Bool = { if case .view = context.selfType { true } else { false } }()
        if name == "traitCollection" {
            return (
                .readGeometry(.traitCollection, subject: .selfObject, ofController: !isView, path: []),
                .opaque("UITraitCollection")
            )
        }
        if isView, let property = GeometryProperty(rawValue: name) {
            return (
                .readGeometry(property, subject: .selfObject, ofController: false, path: []),
                Checker.geometryType(property)
            )
        }
        return nil
    }

    /// `base.name` beyond UIKit's table: properties of scenario classes, geometry, members of opaque values.
    mutating func checkMemberRead(
        base: ExprSyntax, name: String,
        location: SourceLocation
    ) throws(ScenarioError) -> (CheckedExpr, ValueType)? {
        if case .superReference = base { return nil }
        let (receiver, type) = try check(base, expected: nil, bindingName: nil)
        switch type {
        case .controller(_, let className):
            if let info = property(named: name, inClass: className), let className {
                return try read(info, of: receiver, className: className)
            }
            if name == "traitCollection" {
                return (
                    .readGeometry(.traitCollection, subject: receiver, ofController: true, path: []),
                    .opaque("UITraitCollection")
                )
            }
            if let read = lifecycleRead(name, of: receiver, type: type) { return read }
        case .view, .window:
            if let read = lifecycleRead(name, of: receiver, type: type) { return read }
            guard let property = GeometryProperty(rawValue: name) else { return nil }
            if case .viewOf(let owner) = receiver {
                return (
                    .readGeometry(property, subject: owner, ofController: true, path: []),
                    Checker.geometryType(property)
                )
            }
            return (
                .readGeometry(property, subject: receiver, ofController: false, path: []),
                Checker.geometryType(property)
            )
        case .opaque:
            if case .readGeometry(let property, let subject, let ofController, let path) = receiver {
                return (
                    .readGeometry(property, subject: subject, ofController: ofController, path: path + [name]),
                    Checker.numericMembers.contains(name) ? .number : .opaque(name)
                )
            }
            return (.opaqueMember(receiver), .opaque(name))
        case .array(let element):
            return try arrayMember(name, of: receiver, element: element, at: location)
        default:
            break
        }
        return nil
    }

    private static func geometryType(_ property: GeometryProperty) -> ValueType {
        switch property {
        case .bounds, .frame: return .opaque("CGRect")
        case .safeAreaInsets, .layoutMargins: return .opaque("UIEdgeInsets")
        case .traitCollection: return .opaque("UITraitCollection")
        }
    }

    mutating func checkArithmetic(
        _ op: String, _ lhs: ExprSyntax, _ rhs: ExprSyntax,
        at location: SourceLocation
    ) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        let (left, leftType) = try check(lhs, expected: .number, bindingName: nil)
        let (right, rightType) = try check(rhs, expected: .number, bindingName: nil)
        guard leftType.isNumeric, rightType.isNumeric else {
            throw ScenarioError(
                location: location, .swift(.binaryOperator(op, left: leftType.name, right: rightType.name)))
        }
        // Int with Int stays Int, as in Swift (`count += 1`); anything else is the model's CGFloat.
        return (.binary(op: op, left, right), leftType == .int && rightType == .int ? .int : .number)
    }

    func checkAnimationOption(_ name: String, at location: SourceLocation) throws(ScenarioError) -> (
        CheckedExpr, ValueType
    ) {
        guard Checker.animationOptions.contains(name) else {
            throw ScenarioError(
                location: location, .swift(.typeHasNoMember(type: "UIView.AnimationOptions", member: name)),
                hint: Suggestions.didYouMean(name, in: Checker.animationOptions.map { ($0, $0) })
                    ?? Checker.animationOptions.first { $0.lowercased().hasSuffix(name.lowercased()) }
                    .map { .didYouMean(".\($0)") })
        }
        return (.nilValue, .animationOptions)
    }

    // MARK: - App code

    /// `store.fetchAll()` (an unknown lowercase name inside an override), `Thread.sleep(…)`,
    /// `NSLayoutConstraint.activate(…)`: calls into code the model does not model.
    func isAppCallReceiver(_ base: ExprSyntax) -> Bool {
        guard let name = base.rootName, lookup(name) == nil else { return false }
        if Checker.isAppCodeType(name) { return true }
        if context != nil, Checker.isCapitalised(name), case .member = base, implicitSlots[name] == nil,
            !isTypeName(name)
        {
            // `NetworkService.shared.fetchAllUsers()`: a singleton of the app, not a controller.
            return true
        }
        guard let context, !Checker.isCapitalised(name), !Checker.builtinNames.contains(name), name != "view",
            name != "traitCollection"
        else { return false }
        return property(named: name, inClass: context.className) == nil && LifecycleProperty(rawValue: name) == nil
    }

    mutating func appCall(
        receiver base: ExprSyntax, name: String, arguments: [ArgumentSyntax],
        location: SourceLocation
    ) throws(ScenarioError) -> CheckedStatement {
        let owner: CheckedExpr = context != nil ? .selfObject : .window
        if Checker.spelled(base).hasPrefix("DispatchQueue"), name.hasPrefix("async") {
            // Where a main-queue block runs relative to UIKit's commit is not modelled: refuse rather
            // than drop the block's effects silently.
            throw ScenarioError(
                location: location, .concurrency(.mainQueueOnly), hint: .concurrency(.mainQueueForms))
        }
        if case .name("NSLayoutConstraint", _) = base, name == "activate" {
            return .activateConstraints(receiver: owner, location: location)
        }
        return .appCall(name: Checker.spelled(base) + "." + name, receiver: owner, location: location)
    }

    private static func spelled(_ expression: ExprSyntax) -> String {
        switch expression {
        case .name(let name, _): return name
        case .member(let base, let name, _): return spelled(base) + "." + name
        case .call(let callee, _, _, _): return spelled(callee) + "()"
        default: return "…"
        }
    }

    /// `Login()` for a capitalised type nobody declared: a plain controller of that class name
    /// (README.md, "The scenario language in brief": "an undeclared capitalised name is a plain
    /// `UIViewController`"), unless the name is a near miss of a known type, which is more likely a typo.
    func undeclaredControllerClass(_ typeName: String, labels: [String]) -> ClassDefinition? {
        guard labels.isEmpty, Checker.isCapitalised(typeName), !Checker.isAppCodeType(typeName) else { return nil }
        let known = UIKitClasses.names + classes.names
        if Suggestions.nearest(to: typeName, in: known.map { ($0, $0) }) != nil { return nil }
        return ClassDefinition(name: typeName, base: .viewController)
    }
}

extension Checker {
    /// `UILabel()`, `UIButton()`…: a view of that UIKit class, so the trace names it.
    static func uikitViewClass(_ typeName: String) -> ClassDefinition? {
        guard UIKitClasses.isPlainView(typeName) else { return nil }
        return ClassDefinition(name: typeName, base: .view)
    }
}

extension CheckedExpr {
    var isSelf: Bool {
        if case .selfObject = self { return true }
        if case .weakSelf = self { return true } // in a `[weak self]` closure, run only while it lives
        return false
    }
}

extension Checker {
    /// `.portrait`, `.landscape`, `.allButUpsideDown`, `[.portrait, .landscapeLeft]`: a literal mask.
    static func orientationMask(_ value: ExprSyntax) throws(ScenarioError) -> [InterfaceOrientation] {
        let members: [ExprSyntax]
        if case .array(let elements, _) = value { members = elements } else { members = [value] }
        var orientations: [InterfaceOrientation] = []
        for member in members {
            guard case .implicitMember(let name, let location) = member else {
                throw ScenarioError(
                    location: member.location, .checking(.needsLiteralMask), hint: .checking(.writeMask))
            }
            guard let named = InterfaceOrientation.mask(named: name) else {
                throw ScenarioError(
                    location: location, .swift(.typeHasNoMember(type: "UIInterfaceOrientationMask", member: name)),
                    hint: .checking(
                        .expectedMembers([
                            ".portrait", ".landscapeLeft", ".landscapeRight", ".portraitUpsideDown", ".landscape",
                            ".all",
                            ".allButUpsideDown",
                        ])))
            }
            for orientation in named where !orientations.contains(orientation) { orientations.append(orientation) }
        }
        return orientations
    }
}
