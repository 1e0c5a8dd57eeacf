import LifecycleModel

/// Initialiser calls: `UIViewController()`, `UINavigationController(rootViewController:)`, `Custom()`,
/// `UILabel()`, `UIViewController(nibName:bundle:)`, `storyboard.instantiateViewController(withIdentifier:)`.
extension Checker {
    mutating func checkInitialiser(
        callee: ExprSyntax, arguments: [ArgumentSyntax], trailing: ClosureSyntax?,
        location: SourceLocation,
        bindingName: String?
    ) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        if let value = try helperValueCall(callee: callee, arguments: arguments, location: location) { return value }
        switch callee {
        case .member(let base, let name, let memberLocation):
            return try checkFactoryCall(
                on: base, name: name, memberLocation: memberLocation, arguments: arguments,
                location: location, bindingName: bindingName)
        case .name(let typeName, let typeLocation):
            if let call = try opaqueLocalCall(typeName, arguments: arguments, trailing: trailing) { return call }
            if trailing == nil,
                let value = try EnvironmentChecking.initialiser(typeName, arguments: arguments, location: location)
            {
                return value
            }
            if trailing == nil,
                let value = try transitioningDelegateInitialiser(typeName, arguments: arguments, location: location)
            {
                return value
            }
            if let instance = try libraryInstance(typeName, arguments: arguments, bindingName: bindingName) {
                return instance
            }
            if isOpaqueTypeName(typeName) || Checker.swiftFunctions.contains(typeName) {
                return (
                    try opaqueCall(typeName, receiver: nil, arguments: arguments, trailing: trailing), .opaque(typeName)
                )
            }
            let labels = arguments.map { $0.label ?? "_" }
            if !labels.isEmpty || trailing != nil || Checker.isCompoundTypeName(typeName), classes[typeName] == nil,
                isLibraryClassName(typeName)
            {
                // `IndicatorInfo(title: "View")`, `SwitchRow() { … }`: a library's value, opaque.
                return (
                    try opaqueCall(typeName, receiver: nil, arguments: arguments, trailing: trailing),
                    .opaque(typeName)
                )
            }
            if let trailing {
                throw ScenarioError(location: trailing.location, .checking(.initialiserTakesNoClosure))
            }
            if !labels.isEmpty, let made = try appInitialiser(typeName, arguments: arguments, bindingName: bindingName)
            {
                return made
            }
            let (definition, base) = try initialisedClass(typeName, at: typeLocation, labels: labels)
            if base == nil, let definition {
                // A capitalised name nobody declared: a plain controller of that class.
                return (
                    .newController(name: bindingName, definition: definition, creation: .code),
                    .controller(.plain, className: typeName)
                )
            }
            return try checkInitialiserArguments(
                typeName, base: base ?? .viewController, definition: definition,
                arguments: arguments, labels: labels, location: location,
                bindingName: bindingName)
        case .closure(let closure):
            return try checkInvokedClosure(closure)
        default:
            if let empty = emptyArrayInitialiser(callee, arguments: arguments) { return empty }
            throw ScenarioError(location: location, .swift(.cannotCallExpression))
        }
    }

    /// `storyboard.instantiateViewController(withIdentifier:)`, `storyboard.instantiateInitialViewController()`:
    /// the only calls on a value that make an object.
    private mutating func checkFactoryCall(
        on base: ExprSyntax, name: String, memberLocation: SourceLocation,
        arguments: [ArgumentSyntax], location: SourceLocation,
        bindingName: String?
    ) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        let declared = try storyboardReceiver(base)
        let baseType = declared != nil ? ValueType.storyboard : try check(base, expected: nil, bindingName: nil).1
        guard baseType == .storyboard else {
            if MethodTable.methods(named: name, for: baseType).isEmpty {
                if isNearMiss(name, on: baseType) { throw noMember(name, of: baseType, at: memberLocation) }
                let receiver = try check(base, expected: nil, bindingName: nil).0
                return (
                    try opaqueCall(
                        baseType.name + "." + name, receiver: receiver, arguments: arguments, trailing: nil),
                    .opaque(name)
                )
            }
            throw ScenarioError(
                location: location, .checking(.returnsNothingUsable(name)), hint: .checking(.callAsStatement))
        }
        switch (name, arguments.first) {
        case ("instantiateViewController", let identifier?)
        where arguments.count == 1 && identifier.label == "withIdentifier":
            guard case .string(let text, let textLocation) = identifier.value else {
                throw ScenarioError(location: identifier.value.location, .swift(.cannotConvertToArgumentType("String")))
            }
            if case .some(let storyboard?) = declared {
                return try instantiation(of: storyboard, identifier: text, at: textLocation, bindingName: bindingName)
            }
        case ("instantiateInitialViewController", nil):
            if case .some(let storyboard?) = declared {
                return try instantiation(of: storyboard, identifier: nil, at: location, bindingName: bindingName)
            }
        default:
            let known: [(key: String, display: String)] = [
                ("instantiateViewController", "instantiateViewController(withIdentifier:)"),
                ("instantiateInitialViewController", "instantiateInitialViewController()"),
            ]
            throw ScenarioError(
                location: memberLocation, .swift(.valueHasNoMember(type: "UIStoryboard", member: name)),
                hint: Suggestions.didYouMean(name, in: known))
        }
        return (.newController(name: bindingName, definition: nil, creation: .storyboard), .anyController)
    }

    /// What `TypeName(…)` makes: a scenario class, a UIKit class (the definition names a plain view
    /// class), or — base nil — an undeclared capitalised name taken as a plain controller.
    private func initialisedClass(
        _ typeName: String, at typeLocation: SourceLocation,
        labels: [String]
    ) throws(ScenarioError) -> (ClassDefinition?, BaseClass?) {
        let definition = classes[typeName] ?? Checker.uikitViewClass(typeName)
        if let base = definition?.base ?? Checker.uikitType(typeName) { return (definition, base) }
        if lookup(typeName) != nil || Checker.builtinNames.contains(typeName) {
            throw ScenarioError(location: typeLocation, .swift(.cannotCallNonFunction))
        }
        if let undeclared = undeclaredControllerClass(typeName, labels: labels) { return (undeclared, nil) }
        let types: [(key: String, display: String)] = (UIKitClasses.names + classes.names.sorted()).map { ($0, $0) }
        throw ScenarioError(
            location: typeLocation, .swift(.cannotFindInScope(typeName)),
            hint: Suggestions.didYouMean(typeName, in: types))
    }

    /// The initialiser of `base` the labels select, its arguments checked.
    private mutating func checkInitialiserArguments(
        _ typeName: String, base: BaseClass, definition: ClassDefinition?,
        arguments: [ArgumentSyntax], labels: [String],
        location: SourceLocation,
        bindingName: String?
    ) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        let className = definition?.name
        switch (base, labels) {
        case (.view, _) where !labels.isEmpty && UIKitClasses.isPlainView(typeName):
            // `UILabel(frame: …)`, `UIImageView(image: …)`: the view, its arguments evaluated, not modelled.
            for argument in arguments { _ = try check(argument.value, expected: .opaque("argument"), bindingName: nil) }
            noteNotModelled(typeName + "(" + labels.map { $0 + ":" }.joined() + ")")
            return (
                .newView(name: bindingName, definition: ClassDefinition(name: typeName, base: .view)),
                .view(className: typeName)
            )
        case (.view, []):
            if definition == nil, typeName != "UIView" {
                // A plain UIKit view class (`UILabel()`): a definition without overrides names the class.
                return (
                    .newView(name: bindingName, definition: ClassDefinition(name: typeName, base: .view)),
                    .view(className: typeName)
                )
            }
            return (.newView(name: bindingName, definition: definition), .view(className: className))
        case (.navigationController, ["rootViewController"]):
            let rootArgument = arguments[0].value
            let (root, rootType) = try check(rootArgument, expected: .anyController, bindingName: nil)
            try require(rootType, conformsTo: .anyController, at: rootArgument.location)
            return (
                .newNavigation(name: bindingName, definition: definition, root: root),
                .controller(.navigation, className: className)
            )
        case (.navigationController, []):
            return (
                .newNavigation(name: bindingName, definition: definition, root: nil),
                .controller(.navigation, className: className)
            )
        case (.pageViewController, ["transitionStyle", "navigationOrientation"]),
            (.pageViewController, ["transitionStyle", "navigationOrientation", "options"]):
            let style = try PageViewControllerMethodTable.transitionStyle(
                arguments[0].value, orientation: arguments[1].value, options: arguments.dropFirst(2).first?.value)
            return (
                .newPages(name: bindingName, definition: definition, style: style),
                .controller(.pages, className: className)
            )
        case (.pageViewController, []):
            // `init(nibName:bundle:)`'s defaults: page curl, horizontal (Apple docs, "transitionStyle").
            return (
                .newPages(name: bindingName, definition: definition, style: .pageCurl),
                .controller(.pages, className: className)
            )
        case (.splitViewController, []):
            return (
                .newSplit(name: bindingName, definition: definition, style: .unspecified),
                .controller(.split, className: className)
            )
        case (.splitViewController, ["style"]):
            let style = try SplitViewControllerMethodTable.style(arguments[0].value)
            return (
                .newSplit(name: bindingName, definition: definition, style: style),
                .controller(.split, className: className)
            )
        case (.tabBarController, []):
            return (.newTabBar(name: bindingName, definition: definition), .controller(.tabBar, className: className))
        case (.viewController, []):
            return (
                .newController(name: bindingName, definition: definition, creation: .code),
                .controller(.plain, className: className)
            )
        case (.viewController, ["nibName", "bundle"]):
            let creation = try nibCreation(nibName: arguments[0].value, bundle: arguments[1].value)
            return (
                .newController(name: bindingName, definition: definition, creation: creation),
                .controller(.plain, className: className)
            )
        case (.view, ["frame"]) where definition != nil,
            (.viewController, _) where definition.map { librarySubclasses.contains($0.name) } == true,
            (.view, _) where definition.map { librarySubclasses.contains($0.name) } == true:
            // A declared UIView subclass inherits `init(frame:)`; a library controller's subclass inherits
            // the library's initialisers (`PagingViewController(viewControllers:)`): the object, its
            // arguments evaluated, the initialiser not modelled.
            for argument in arguments { _ = try check(argument.value, expected: .opaque("argument"), bindingName: nil) }
            noteNotModelled(typeName + "(" + labels.map { $0 + ":" }.joined() + ")")
            return try checkInitialiserArguments(
                typeName, base: base, definition: definition, arguments: [], labels: [], location: location,
                bindingName: bindingName)
        default:
            throw noInitialiser(typeName, base: base, labels: labels, at: arguments.first?.location ?? location)
        }
    }

    /// `init(nibName:bundle:)`: a nib's name or nil (code), and the main bundle only.
    private func nibCreation(nibName: ExprSyntax, bundle: ExprSyntax) throws(ScenarioError) -> ViewController.Creation {
        let creation: ViewController.Creation
        switch nibName {
        case .string(let nib, _): creation = .nib(nib)
        case .nilLiteral: creation = .code
        default:
            throw ScenarioError(location: nibName.location, .swift(.cannotConvertToArgumentType("String?")))
        }
        guard case .nilLiteral = bundle else {
            throw ScenarioError(
                location: bundle.location, .checking(.mainBundleOnly), hint: .checking(.passNilBundle))
        }
        return creation
    }

    /// No initialiser of `base` takes these labels: the error names the ones it has, the nearest as a hint.
    private func noInitialiser(
        _ typeName: String, base: BaseClass, labels: [String],
        at location: SourceLocation
    ) -> ScenarioError {
        let initialisers: [String]
        switch base {
        case .view: initialisers = ["init()"]
        case .navigationController: initialisers = ["init(rootViewController:)", "init()"]
        case .tabBarController: initialisers = ["init()"]
        case .splitViewController: initialisers = ["init(style:)", "init()"]
        case .pageViewController: initialisers = ["init(transitionStyle:navigationOrientation:options:)", "init()"]
        case .viewController: initialisers = ["init()", "init(nibName:bundle:)"]
        }
        let have = labels.map { "\($0):" }.joined()
        let nearest = Suggestions.nearest(to: "init(\(have))", in: initialisers.map { ($0, $0) }) ?? initialisers[0]
        return ScenarioError(
            location: location, .swift(.noInitialiser(type: typeName, labels: labels, initialisers: initialisers)),
            hint: .didYouMean(nearest))
    }
}
