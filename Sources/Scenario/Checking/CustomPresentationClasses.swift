import LifecycleModel

/// The classes of a `.custom` presentation (Containers/CustomPresentation.swift in the model):
///
/// ```swift
/// class Dimmed: UIPresentationController {
///     override var shouldRemovePresentersView: Bool { true }
/// }
/// class Transitions: NSObject, UIViewControllerTransitioningDelegate {
///     func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
///                                 source: UIViewController) -> UIPresentationController? {
///         return Dimmed(presentedViewController: presented, presenting: presenting)
///     }
/// }
/// ```
///
/// Neither is a controller or a view: the checker reads what the model needs from them — the
/// subclass's `shouldRemovePresentersView`, the class the delegate vends — and the scenario passes a
/// delegate around as a value (`let transitions = Transitions()`, `B.transitioningDelegate = transitions`).
struct CustomPresentationClasses {
    static let presentationControllerBase = "UIPresentationController"
    static let delegateProtocol = "UIViewControllerTransitioningDelegate"
    static let vendingMethod = "presentationController(forPresented:presenting:source:)"
    /// `Subclass(presentedViewController:presenting:)`: the labels of the one initialiser the model reads.
    static let initialiserLabels = ["presentedViewController", "presenting"]

    /// The scenario's `UIPresentationController` subclasses.
    var presentationControllers: [String: PresentationControllerClass] = [:]
    /// The scenario's transitioning delegates: what each vends (nil: `return nil`, or no such method).
    var delegates: [String: PresentationControllerClass?] = [:]
    /// Controller classes that are their own presented controllers' delegate
    /// (`class Home: UIViewController, UIViewControllerTransitioningDelegate`): what each vends.
    var controllerDelegates: [String: PresentationControllerClass?] = [:]

    func isDeclared(_ name: String) -> Bool { presentationControllers[name] != nil || delegates[name] != nil }
}

/// A delegate the scenario made (`Transitions()`): the model gives it no identity, only its class (for
/// `print`) and what it vends.
struct TransitioningDelegate {
    var className: String
    var vends: PresentationControllerClass?
}

extension Checker {
    /// Takes the presentation-controller subclasses and transitioning delegates out of `declarations`
    /// and returns the rest (controllers and views) for `declareClasses`.
    mutating func declarePresentationClasses(_ declarations: [ClassSyntax]) throws(ScenarioError) -> [ClassSyntax] {
        var rest: [ClassSyntax] = []
        for declaration in declarations
        where declaration.superclass == CustomPresentationClasses.presentationControllerBase {
            try requireNewName(declaration)
            customPresentation.presentationControllers[declaration.name] = try presentationControllerClass(declaration)
        }
        for declaration in declarations
        where declaration.superclass != CustomPresentationClasses.presentationControllerBase {
            guard declaration.protocols.contains(CustomPresentationClasses.delegateProtocol) else {
                rest.append(declaration)
                continue
            }
            guard declaration.superclass == "NSObject" else {
                // A controller that is the delegate itself: its other members are checked as usual.
                var controller = declaration
                controller.methods.removeAll { $0.swiftName == CustomPresentationClasses.vendingMethod }
                var vending = declaration
                vending.methods.removeAll { $0.swiftName != CustomPresentationClasses.vendingMethod }
                vending.properties = []
                customPresentation.controllerDelegates[declaration.name] = try vendedClass(of: vending)
                rest.append(controller)
                continue
            }
            try requireNewName(declaration)
            customPresentation.delegates[declaration.name] = try vendedClass(of: declaration)
        }
        return rest
    }

    private func requireNewName(_ declaration: ClassSyntax) throws(ScenarioError) {
        if isTypeName(declaration.name) || customPresentation.isDeclared(declaration.name) {
            throw ScenarioError(location: declaration.location, .swift(.invalidRedeclaration(declaration.name)))
        }
    }

    /// A subclass overrides `shouldRemovePresentersView` with a literal, and nothing else: the model
    /// sends its callbacks to the trace but runs no body of it.
    private func presentationControllerClass(_ declaration: ClassSyntax) throws(ScenarioError)
        -> PresentationControllerClass
    {
        if let method = declaration.methods.first {
            throw ScenarioError(
                location: method.location, .presentationClass(.presentationControllerMethod(method.swiftName)),
                hint: .presentationClass(.callbacksAreTraced))
        }
        if let property = declaration.properties.first {
            throw ScenarioError(
                location: property.location, .presentationClass(.presentationControllerProperty),
                hint: .presentationClass(.declareOnlyShouldRemove))
        }
        var removes = false // Apple docs, "shouldRemovePresentersView": the default returns false.
        for computed in declaration.computedProperties {
            guard computed.name == "shouldRemovePresentersView" else {
                throw ScenarioError(
                    location: computed.location, .checking(.doesNotOverrideProperty(computed.name)),
                    hint: .presentationClass(.mayOverrideShouldRemove))
            }
            guard case .boolean(let flag, _) = computed.value else {
                throw ScenarioError(location: computed.value.location, .checking(.needsLiteralBool))
            }
            removes = flag
        }
        return PresentationControllerClass(name: declaration.name, removesPresentersView: removes)
    }

    /// What the delegate's `presentationController(forPresented:presenting:source:)` returns: its body is
    /// one `return` of `Subclass(presentedViewController:presenting:)` or of `nil`.
    private func vendedClass(of declaration: ClassSyntax) throws(ScenarioError) -> PresentationControllerClass? {
        var vended: PresentationControllerClass?
        for method in declaration.methods {
            guard method.swiftName == CustomPresentationClasses.vendingMethod else {
                throw ScenarioError(
                    location: method.location,
                    .presentationClass(.delegateRunsOnly(CustomPresentationClasses.vendingMethod)),
                    hint: .presentationClass(.animatorsNotModelled))
            }
            vended = try returnedClass(method)
        }
        if let property = declaration.properties.first {
            throw ScenarioError(location: property.location, .presentationClass(.delegateProperty))
        }
        return vended
    }

    private func returnedClass(_ method: MethodSyntax) throws(ScenarioError) -> PresentationControllerClass? {
        let shape = ScenarioHint.presentationClass(.vendingMethodShape)
        var value: ExprSyntax?
        switch method.body.first {
        case .controlFlow(.returnStatement(let returned, _))?: value = returned
        case .expression(let expression)?: value = expression
        default: break
        }
        guard method.body.count == 1, let value else {
            throw ScenarioError(
                location: method.location, .presentationClass(.singleReturn), hint: shape)
        }
        if case .nilLiteral = value { return nil }
        guard case .call(.name(let typeName, let typeLocation), let arguments, nil, _) = value else {
            throw ScenarioError(location: value.location, .presentationClass(.unreadableResult), hint: shape)
        }
        guard arguments.map({ $0.label ?? "_" }) == CustomPresentationClasses.initialiserLabels else {
            throw ScenarioError(
                location: value.location,
                .swift(.incorrectLabels(expected: CustomPresentationClasses.initialiserLabels)))
        }
        if typeName == CustomPresentationClasses.presentationControllerBase {
            return PresentationControllerClass(name: typeName, removesPresentersView: false)
        }
        guard let vended = customPresentation.presentationControllers[typeName] else {
            throw ScenarioError(
                location: typeLocation, .swift(.cannotFindTypeInScope(typeName)),
                hint: .presentationClass(.declarePresentationController(typeName)))
        }
        return vended
    }

    /// `Transitions()`: a transitioning delegate the scenario declared.
    func transitioningDelegateInitialiser(_ typeName: String, arguments: [ArgumentSyntax], location: SourceLocation)
        throws(ScenarioError) -> (CheckedExpr, ValueType)?
    {
        guard let vended = customPresentation.delegates[typeName] else {
            if customPresentation.presentationControllers[typeName] != nil {
                throw ScenarioError(
                    location: location, .presentationClass(.uikitMakesPresentationController),
                    hint: .presentationClass(.returnFromDelegate(CustomPresentationClasses.vendingMethod)))
            }
            return nil
        }
        guard arguments.isEmpty else {
            throw ScenarioError(location: location, .swift(.argumentsToNoArgumentCall))
        }
        return (
            .transitioningDelegate(TransitioningDelegate(className: typeName, vends: vended)), .transitioningDelegate
        )
    }

    /// `B.transitioningDelegate = self` (or a variable) where the value is a controller whose class
    /// declares itself a transitioning delegate; nil for any other assignment.
    mutating func checkControllerDelegateAssignment(target: ExprSyntax, value: ExprSyntax, location: SourceLocation)
        throws(ScenarioError) -> CheckedStatement?
    {
        guard case .member(let base, "transitioningDelegate", _) = target else { return nil }
        let className: String?
        switch value {
        case .selfReference: className = context?.className
        case .name(let name, _): className = lookup(name).flatMap { symbolClass($0.type) }
        default: className = nil
        }
        guard let className, let vends = customPresentation.controllerDelegates[className] else { return nil }
        let (receiver, receiverType) = try check(base, expected: nil, bindingName: nil)
        guard receiverType.controllerKind != nil else { return nil }
        let delegate = TransitioningDelegate(className: className, vends: vends)
        return .perform(
            .setTransitioningDelegate, receiver: receiver, arguments: [.transitioningDelegate(delegate)],
            completion: nil, location: location)
    }

    private func symbolClass(_ type: ValueType) -> String? {
        if case .controller(_, let className) = type { return className }
        return nil
    }
}
