import LifecycleModel

/// What a property does beyond holding a value: a lazy initial value made on first access, `willSet` and
/// `didSet` run around each assignment, a computed property's getter. Bodies have indices in the
/// program's bodies; they are checked with the other method bodies (`checkAccessorBodies`).
struct PropertyAccessors {
    var lazyInitial: ExprSyntax?
    var willSet: Int?
    var didSet: Int?
    /// The observers' `newValue` and `oldValue`, bound before each runs (ObserverValues.swift).
    var newValue: CheckedBinding?
    var oldValue: CheckedBinding?
    var getter: Int?
    /// The annotated type when it names a class the model knows (`UITableView`): a lazy property's type.
    var annotatedType: ValueType?
}

extension Checker {
    /// Reserves the bodies of a stored property's observers; a lazy property keeps its initial value for
    /// its first read.
    mutating func declareAccessors(of property: PropertySyntax, className: String) -> PropertyAccessors {
        var accessors = PropertyAccessors()
        if property.isLazy { accessors.lazyInitial = property.initialValue }
        if !property.willSet.isEmpty {
            let value = observerValue(property.willSetName, of: property)
            accessors.willSet = reserveBody(property.willSet, className: className, value: value)
            accessors.newValue = value.binding
        }
        if !property.didSet.isEmpty {
            let value = observerValue(property.didSetName, of: property)
            accessors.didSet = reserveBody(property.didSet, className: className, value: value)
            accessors.oldValue = value.binding
        }
        accessors.annotatedType = annotatedType(property.typeName)
        return accessors
    }

    /// `var hasArticles: Bool { !articles.isEmpty }`: a property whose getter runs on each read.
    mutating func declareComputed(_ computed: ComputedPropertySyntax, className: String) -> PropertyInfo {
        var accessors = PropertyAccessors()
        accessors.getter = reserveBody(computed.getter, className: className)
        return PropertyInfo(
            name: computed.name, type: .opaque(computed.name), isOutlet: false, location: computed.location,
            accessors: accessors)
    }

    private mutating func reserveBody(_ body: [StatementSyntax], className: String, value: ObserverValue? = nil) -> Int
    {
        bodies.append([])
        pendingAccessorBodies.append((bodies.count - 1, body, className, value))
        return bodies.count - 1
    }

    /// The observers' and getters' bodies of a class, checked as helper methods of it.
    mutating func checkAccessorBodies(of className: String, selfType: ValueType) throws(ScenarioError) {
        for (index, body, owner, value) in pendingAccessorBodies where owner == className {
            bodies[index] = try checkBody(
                body,
                in: MethodContext(selfType: selfType, callback: .deinitialize, className: className, isHelper: true),
                parameters: value.map { [observerParameter($0, inClass: className)] } ?? [])
        }
    }

    /// The type a property annotation names when the model knows the class: a UIKit view or controller,
    /// a scenario class.
    func annotatedType(_ typeName: String?) -> ValueType? {
        guard var name = typeName else { return nil }
        while name.hasSuffix("!") || name.hasSuffix("?") { name.removeLast() }
        if let definition = classes[name] { return selfType(of: definition) }
        guard let base = Checker.uikitType(name) else { return nil }
        if base == .view { return .view(className: UIKitClasses.isPlainView(name) ? name : nil) }
        return .controller(ValueType.ControllerKind(base), className: nil)
    }

    /// An `@IBOutlet` the nib connects to a view (`UILabel!`, a scenario view class); a bar button item or
    /// a layout constraint is an opaque value that gets no view callbacks.
    func isViewOutlet(_ property: PropertySyntax) -> Bool {
        guard let type = annotatedType(property.typeName ?? "UIView") else { return false }
        if case .view = type { return true }
        return false
    }

    /// An override of a computed property the model knows, misspelled.
    func isNearMissOverride(_ name: String) -> Bool {
        Suggestions.nearest(to: name, in: Checker.computedOverrides.map { ($0, $0) }) != nil
    }

    /// Reading a property of a scenario class: a getter runs, a lazy value is made on first read, an
    /// outlet is connected when the view loads, a stored value is read.
    mutating func read(_ info: PropertyInfo, of receiver: CheckedExpr, className: String) throws(ScenarioError)
        -> (CheckedExpr, ValueType)
    {
        if let getter = info.accessors.getter { return (.getter(receiver, bodyIndex: getter), info.type) }
        if let initial = info.accessors.lazyInitial {
            let (value, type) = try lazyInitialValue(initial, of: className, name: info.name)
            return (.lazyProperty(receiver, name: info.name, initial: value), info.accessors.annotatedType ?? type)
        }
        return (info.isOutlet ? .outlet(receiver, name: info.name) : .property(receiver, name: info.name), info.type)
    }

    /// A lazy property's initial value, checked once, in its class (it may use `self`).
    private mutating func lazyInitialValue(_ initial: ExprSyntax, of className: String, name: String)
        throws(ScenarioError) -> (CheckedExpr, ValueType)
    {
        let key = className + "." + name
        if let cached = lazyInitials[key] { return cached }
        guard let definition = classes[className] else { return (.nilValue, .nilLiteral) }
        let saved = context
        context = MethodContext(
            selfType: selfType(of: definition), callback: .deinitialize, className: className, isHelper: true)
        defer { context = saved }
        let checked = try check(initial, expected: nil, bindingName: nil)
        lazyInitials[key] = checked
        return checked
    }

    /// A helper's parameters, each in a slot of its own: `page` in `func load(page: Int)`. An object
    /// parameter (a controller or view class) is an object slot; anything else a value slot.
    mutating func declareParameters(of method: MethodSyntax) -> [(
        name: String, binding: CheckedBinding, type: ValueType
    )] {
        var parameters: [(name: String, binding: CheckedBinding, type: ValueType)] = []
        for (index, name) in method.parameterNames.enumerated() {
            let typeName = index < method.parameterTypes.count ? method.parameterTypes[index] : ""
            if typeName == "UIStoryboardSegue" { continue } // `segue` is read through the unwind action
            let type = annotatedType(typeName) ?? Checker.parameterValueType(typeName)
            let isObject: Bool
            switch type {
            case .controller, .view: isObject = true
            default: isObject = false
            }
            parameters.append((name, CheckedBinding(slot: newSlot(), isValue: !isObject), type))
        }
        return parameters
    }

    /// Callbacks whose object parameter UIKit declares optional: `willMove(toParent:)`/`didMove(toParent:)`
    /// (nil when the controller leaves its parent), `willMove(toSuperview:)`/`willMove(toWindow:)`.
    static let optionalObjectParameters: Set<Callback> = [
        .willMoveToParent, .didMoveToParent, .willMoveToSuperview, .willMoveToWindow,
    ]

    /// Parameter types an override reads through its callback (`coordinator.animate(…)`), not as locals.
    static let callbackReadTypes: Set<String> = ["UIViewControllerTransitionCoordinator", "UIStoryboardSegue"]

    /// A parameter's value type: `String?` is an optional String (`guard let keyPath = keyPath`); an
    /// optional the model does not model stays opaque.
    static func parameterValueType(_ written: String) -> ValueType {
        guard written.hasSuffix("?") else { return valueType(named: written) }
        let wrapped = valueType(named: String(written.dropLast()))
        if case .opaque = wrapped { return .opaque(written) }
        return .optional(wrapped)
    }

    /// `Int`, `Bool`, `String`, `CGFloat`/`Double`: the model's value types; anything else opaque.
    static func valueType(named name: String) -> ValueType {
        switch name {
        case "Int": return .int
        case "Bool": return .bool
        case "String": return .string
        case "CGFloat", "Double", "Float", "TimeInterval": return .number
        default: return .opaque(name)
        }
    }

    /// The name a helper is registered under: its base name, or an initialiser's full Swift name
    /// (`init(articleID:)`: a class may have several).
    static func helperKey(_ method: MethodSyntax) -> String {
        method.swiftName.hasPrefix("init(") ? method.swiftName : String(method.swiftName.prefix { $0 != "(" })
    }

    /// Each helper's key, in order: overloads (`tableView(_:numberOfRowsInSection:)` beside
    /// `tableView(_:cellForRowAt:)`, or the same name with other parameter types) are distinct methods, as
    /// in Swift; the first keeps the base name calls use, the others their full name. Nil for a helper
    /// declared twice with the same name and parameter types.
    static func helperKeys(_ helpers: [MethodSyntax]) -> [String?] {
        var keys: [String?] = []
        var taken: Set<String> = [], signatures: Set<String> = []
        for helper in helpers {
            let signature = helper.swiftName + "(" + helper.parameterTypes.joined(separator: ",") + ")"
            let candidates = [helperKey(helper), helper.swiftName, signature]
            guard !signatures.contains(signature), let key = candidates.first(where: { !taken.contains($0) }) else {
                keys.append(nil)
                continue
            }
            signatures.insert(signature)
            taken.insert(key)
            keys.append(key)
        }
        return keys
    }

    /// A helper's arguments matched to its parameters by position; missing ones stay unset.
    mutating func bindArguments(
        _ arguments: [ArgumentSyntax], to parameters: [(name: String, binding: CheckedBinding, type: ValueType)],
        location: SourceLocation
    ) throws(ScenarioError) -> CheckedStatement? {
        guard !parameters.isEmpty else { return nil }
        var pairs: [(CheckedBinding, CheckedExpr)] = []
        for (index, argument) in arguments.enumerated() where index < parameters.count {
            if case .closure(let closure) = argument.value {
                _ = try checkClosure(closure)
                continue
            }
            let (value, type) = try check(argument.value, expected: parameters[index].type, bindingName: nil)
            let binding = parameters[index].binding
            var object = type
            if case .optional(let wrapped) = type { object = wrapped } // an outlet (`UIButton!`), `parent`
            if !binding.isValue, object.controllerKind == nil, { if case .view = object { false } else { true } }() {
                pairs.append((binding, .opaque([value]))) // an object parameter given something else: nothing
                continue
            }
            pairs.append((binding, value))
        }
        return .bindParameters(pairs, location: location)
    }
}

extension Checker {
    /// `Detail(articleID: 3)` where `Detail` declares `init(articleID:)`: UIKit's initialiser makes the
    /// object, then the app's initialiser body runs with the arguments.
    mutating func appInitialiser(_ typeName: String, arguments: [ArgumentSyntax], bindingName: String?)
        throws(ScenarioError) -> (CheckedExpr, ValueType)?
    {
        let swiftName = "init(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
        guard let definition = classes[typeName], let bodyIndex = classHelpers[typeName]?[swiftName] else { return nil }
        let parameters = helperParameters[typeName + "." + swiftName] ?? []
        var pairs: [(CheckedBinding, CheckedExpr)] = []
        if case .bindParameters(let bound, _)? = try bindArguments(
            arguments, to: parameters, location: arguments[0].location)
        {
            pairs = bound
        }
        let made: CheckedExpr
        switch definition.base {
        case .view: made = .newView(name: bindingName, definition: definition)
        case .navigationController: made = .newNavigation(name: bindingName, definition: definition, root: nil)
        case .tabBarController: made = .newTabBar(name: bindingName, definition: definition)
        case .pageViewController: made = .newPages(name: bindingName, definition: definition, style: .pageCurl)
        case .splitViewController: made = .newSplit(name: bindingName, definition: definition, style: .unspecified)
        case .viewController: made = .newController(name: bindingName, definition: definition, creation: .code)
        }
        return (.construct(made, parameters: pairs, bodyIndex: bodyIndex), selfType(of: definition))
    }
}
