import LifecycleModel

/// The tolerant part of the language: what a real controller does beyond the lifecycle — its app's
/// types, library types, UIKit and Foundation API the model does not model — is an opaque value.
/// Making one, calling it, reading and assigning its members are accepted and do nothing; the run's
/// trace lists once what was not modelled (`Trace.notModelled`). Errors stay for a misspelling of what
/// the model does model (the "did you mean" hint decides) and for an undefined lowercase name.
extension Checker {
    /// Records `what` (`UIColor.label`, `store.fetch(…)`) for the trace's note, once.
    mutating func noteNotModelled(_ what: String) {
        guard !notModelled.contains(what) else { return }
        notModelled.append(what)
    }

    /// Type-name prefixes of Apple's frameworks: such a name is never an implicit controller.
    private static let frameworkPrefixes = ["UI", "NS", "CG", "CA", "CL", "MK", "AV", "WK", "SK", "PH", "UN"]

    /// Value types of the standard library and Foundation, made and used as opaque values.
    private static let foundationTypes: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "CGFloat", "Array", "Dictionary", "Set", "Data", "Date",
        "URL", "URLRequest", "IndexPath", "IndexSet", "UUID", "Decimal", "Result", "Optional", "Character",
        "Bundle", "Locale", "Calendar", "TimeZone", "JSONDecoder", "JSONEncoder", "DateFormatter",
        "NumberFormatter", "Notification", "Timer", "Selector", "DispatchWorkItem", "DispatchGroup",
        "OperationQueue", "Operation", "NotificationCenter", "UserDefaults", "FileManager", "ProcessInfo",
        "Measurement", "Error", "Any", "AnyObject", "Self",
    ]

    /// A capitalised name that denotes a type the model does not model: one the scenario declares as an
    /// app type, a Foundation value type, or one named with a framework prefix the model has no class for.
    func isOpaqueTypeName(_ name: String) -> Bool {
        guard Checker.isCapitalised(name), lookup(name) == nil, implicitSlots[name] == nil, !isTypeName(name) else {
            return false
        }
        if appTypes.contains(name) || Checker.foundationTypes.contains(name) { return true }
        return Checker.frameworkPrefixes.contains { name.hasPrefix($0) } && name.utf8.count > 2
            && name.utf8.dropFirst(2).first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } == true
    }

    /// Whether `name` on a value of `type` is a near miss of a member the model knows (then the unknown
    /// member is a typo, reported with its hint, rather than API the model does not model).
    func isNearMiss(_ name: String, on type: ValueType) -> Bool {
        if case .opaque = type { return false } // nothing of it is modelled
        // `user` is the scenario's person, not UIKit API: it has no members beyond the modelled gestures.
        if case .user = type { return true }
        var known = MethodTable.memberNames(for: type)
        if case .controller(_, let className?) = type {
            known += (classHelpers[className] ?? [:]).keys.map { ($0, $0) }
            known += (classProperties[className] ?? []).map { ($0.name, $0.name) }
        }
        if known.contains(where: { $0.key == name }) { return false }
        // `window.isMovingFromParent`, `UIView().text`; a library's controller has API of its own (`delegate`).
        if Checker.isModelledElsewhere(name) { return !isLibraryInstanceType(type) }
        return Suggestions.nearest(to: name, in: known) != nil
    }

    /// A member the model knows on some other receiver: using it here is a type error, not unmodelled API.
    static func isModelledElsewhere(_ name: String) -> Bool {
        LifecycleProperty(rawValue: name) != nil || MethodTable.methods.contains { $0.baseName == name }
            || MethodTable.properties.contains { $0.name == name }
    }

    /// `base.name` where the model knows nothing of `name`: an opaque value, the base still evaluated
    /// (reading `view` loads it). Nil when the member is a near miss of a modelled one.
    mutating func opaqueMember(
        _ name: String, of receiver: CheckedExpr, type: ValueType, at location: SourceLocation
    ) -> (CheckedExpr, ValueType)? {
        if isNearMiss(name, on: type) { return nil }
        if case .opaque = type {} else { noteNotModelled(type.name + "." + name) }
        return (.opaqueMember(receiver), .opaque(name))
    }

    /// A call whose callee the model does not model: its arguments (and closures' bodies) are checked,
    /// and evaluated for their effects; the closures are not run.
    mutating func opaqueCall(
        _ spelled: String, receiver: CheckedExpr?, arguments: [ArgumentSyntax], trailing: ClosureSyntax?
    ) throws(ScenarioError) -> CheckedExpr {
        noteNotModelled(spelled + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")")
        return .opaque((receiver.map { [$0] } ?? []) + (try opaqueArguments(arguments, trailing: trailing)))
    }

    /// The arguments of a call into something opaque, to evaluate for their effects; closures among them
    /// (and a trailing one) are checked, never run.
    mutating func opaqueArguments(_ arguments: [ArgumentSyntax], trailing: ClosureSyntax?) throws(ScenarioError)
        -> [CheckedExpr]
    {
        var evaluated: [CheckedExpr] = []
        for argument in arguments {
            if case .closure(let closure) = argument.value {
                _ = try checkClosure(closure)
            } else {
                evaluated.append(try check(argument.value, expected: .opaque("argument"), bindingName: nil).0)
            }
        }
        if let trailing { _ = try checkClosure(trailing) }
        return evaluated
    }

    /// `TypeName.member` for a type the model does not model (`UIColor.label`, `AppDependencyProvider.shared`).
    mutating func opaqueTypeMember(base: ExprSyntax, name: String) -> (CheckedExpr, ValueType)? {
        guard case .name(let typeName, _) = base else { return nil }
        // An undeclared capitalised name is an implicit controller only where a controller's member follows
        // (`A.view`); `ArticleStore.shared` is a type of the app.
        let isAppSingleton =
            Checker.isCapitalised(typeName) && lookup(typeName) == nil && implicitSlots[typeName] == nil
            && !isTypeName(typeName) && !Checker.builtinNames.contains(typeName) && name != "view"
            && !MethodTable.memberNames(for: .anyController).contains { $0.key == name }
            && LifecycleProperty(rawValue: name) == nil && sceneInstance(named: typeName) == nil
        // `UITableView.automaticDimension`: a UIKit class's static member outside the model.
        let isUIKitStatic =
            Checker.uikitType(typeName) != nil && lookup(typeName) == nil && !Checker.isCapitalised(name)
            && !Checker.isModelledElsewhere(name)
        guard isOpaqueTypeName(typeName) || isAppSingleton || isUIKitStatic else { return nil }
        noteNotModelled(typeName + "." + name)
        return (.opaque([]), .opaque(typeName))
    }

    /// How a callee reads in the note: `store.fetch`, `UIColor`.
    static func spelledCallee(_ expression: ExprSyntax) -> String {
        switch expression {
        case .name(let name, _): return name
        case .selfReference: return "self"
        case .member(let base, let name, _): return spelledCallee(base) + "." + name
        case .call(let callee, _, _, _): return spelledCallee(callee) + "(…)"
        default: return "…"
        }
    }

    // MARK: - Swift expressions

    /// `"… \(x) …"`: each part is evaluated; the value is the joined text.
    mutating func checkInterpolation(_ parts: [ExprSyntax]) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        var checked: [CheckedExpr] = []
        for part in parts { checked.append(try check(part, expected: nil, bindingName: nil).0) }
        return (.interpolation(checked), .string)
    }

    /// `a ?? b`: `a` unless it is nil.
    mutating func checkCoalescing(_ lhs: ExprSyntax, _ rhs: ExprSyntax) throws(ScenarioError) -> (
        CheckedExpr, ValueType
    ) {
        let (left, leftType) = try check(lhs, expected: nil, bindingName: nil)
        var wrapped = leftType
        if case .optional(let inner) = leftType { wrapped = inner }
        let (right, rightType) = try check(rhs, expected: wrapped, bindingName: nil)
        if case .opaque = wrapped { wrapped = rightType }
        return (.coalesce(left, right), wrapped)
    }

    /// `condition ? a : b`: both branches have the type the context expects (`mode = on ? .fitToBounds :
    /// .static`), or the first branch's.
    mutating func checkTernary(
        _ condition: ExprSyntax, _ whenTrue: ExprSyntax, _ whenFalse: ExprSyntax, expected: ValueType?
    ) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        let test = try checkCondition(condition)
        let (first, type) = try check(whenTrue, expected: expected, bindingName: nil)
        let (second, _) = try check(whenFalse, expected: type, bindingName: nil)
        return (.ternary(test, first, second), type)
    }

    /// `x as? T`, `x as! T`, `x as T`, `x is T` with the model's runtime classes: a controller or view
    /// class the model knows (a scenario class, a UIKit container) is tested against the object's class;
    /// any other type passes the value through as opaque.
    mutating func checkCast(_ operand: ExprSyntax, kind: CastKind, typeName: String) throws(ScenarioError) -> (
        CheckedExpr, ValueType
    ) {
        let (value, valueType) = try check(operand, expected: nil, bindingName: nil)
        let target: ValueType?
        if let definition = classes[typeName] {
            target =
                definition.base == .view
                ? .view(className: typeName)
                : .controller(ValueType.ControllerKind(definition.base), className: typeName)
        } else if let known = annotatedType(typeName) {
            target = known // `as? UILabel` is a label: its `text` is modelled
        } else {
            target = nil
        }
        guard let target else {
            if kind == .test { return (.opaque([value]), .bool) }
            return (value, kind == .conditional ? .optional(.opaque(typeName)) : .opaque(typeName))
        }
        let test = CheckedExpr.classTest(value, className: typeName, isTest: kind == .test)
        switch kind {
        case .test: return (test, .bool)
        case .conditional: return (test, .optional(target))
        case .forced, .plain:
            _ = valueType
            return (test, target)
        }
    }

    // MARK: - Closures

    /// A closure's body with its parameters in scope (opaque values: `result in`, `_ in`); in a
    /// `[weak self]` closure `self` is nil once the object is freed, so each statement that uses `self`
    /// runs only while it lives, and `guard let self` (or `guard let strongSelf = self`) leaves.
    mutating func checkClosureBody(_ closure: ClosureSyntax) throws(ScenarioError) -> [CheckedStatement] {
        let isWeak = closure.captures.contains { $0 == "weak self" } && context != nil
        let savedWeak = selfIsWeak
        selfIsWeak = isWeak || selfIsWeak
        defer { selfIsWeak = savedWeak }
        // The caller may have declared a parameter with its type just now (`finished` of an animation's
        // completion); any other parameter shadows an outer name of its spelling (`snapshot in` inside
        // another `snapshot in`).
        let typed = closure.parameters.filter { scopeNames.contains($0) }
        return try inScope { checker throws(ScenarioError) in
            for parameter in closure.parameters where parameter != "_" && !typed.contains(parameter) {
                _ = try checker.declareBinding(parameter, type: .opaque(parameter), at: closure.location)
            }
            var body: [CheckedStatement] = []
            for statement in closure.body {
                let checked = try checker.check(statement)
                guard isWeak, Checker.usesSelfDirectly(statement) else {
                    body.append(checked)
                    continue
                }
                // `if let _ = self { statement }`: the statement runs while the object lives.
                let alive = CheckedCondition.bind(
                    CheckedBinding(slot: checker.newSlot(), isValue: false), value: .weakSelf)
                body.append(
                    .controlFlow(
                        .branch(conditions: [alive], body: [checked], elseBody: [], location: statement.location)))
            }
            return body
        }
    }

    /// A statement of a weak closure that uses `self` without unwrapping it first (`self?.reload()`).
    private static func usesSelfDirectly(_ statement: StatementSyntax) -> Bool {
        if case .controlFlow(let flow) = statement {
            switch flow {
            case .guardStatement, .ifStatement: return false // `guard let self`, `if let self`: their own test
            default: break
            }
        }
        return mentionsSelf(statement)
    }
}

extension Checker {
    /// Free functions of Swift and Foundation a controller calls: accepted, not run.
    static let swiftFunctions: Set<String> = [
        "fatalError", "assert", "assertionFailure", "precondition", "preconditionFailure", "NSLocalizedString",
        "min", "max", "abs", "debugPrint", "dump", "type", "zip", "stride",
    ]

    /// Properties every `UIViewController` (or, in a view class, every `UIView`) has that the model does
    /// not model, spelled for the note (`UIViewController.title`); nil for any other name.
    func inheritedMember(_ name: String) -> String? {
        guard let context else { return nil }
        // A library superclass's members (`dismissButton` of `ExampleBaseViewController`) are unknown: opaque.
        if librarySubclasses.contains(context.className), !Checker.isCapitalised(name) {
            return context.className + " (superclass)." + name
        }
        let isView: Bool = { if case .view = context.selfType { true } else { false } }()
        let members = isView ? Checker.viewMembers : Checker.controllerMembers
        guard members.contains(name) else { return nil }
        return (isView ? "UIView." : "UIViewController.") + name
    }

    private static let controllerMembers: Set<String> = [
        "title", "navigationItem", "tabBarItem", "toolbarItems", "preferredContentSize", "edgesForExtendedLayout",
        "extendedLayoutIncludesOpaqueBars", "hidesBottomBarWhenPushed",
        "additionalSafeAreaInsets", "overrideUserInterfaceStyle", "restorationIdentifier", "modalTransitionStyle",
        "providesPresentationContextTransitionStyle", "nibName", "nibBundle", "storyboard", "editButtonItem",
        "isEditing", "setEditing", "navigationItem", "preferredStatusBarStyle", "prefersStatusBarHidden",
        "setNeedsStatusBarAppearanceUpdate", "tableView", "collectionView", "clearsSelectionOnViewWillAppear",
        "refreshControl", "view", "splitViewController", "searchDisplayController",
        "automaticallyAdjustsScrollViewInsets", "modalPresentationCapturesStatusBarAppearance",
        "prefersHomeIndicatorAutoHidden", "preferredStatusBarUpdateAnimation", "popoverPresentationController",
        "sheetPresentationController", "keyCommands", "undoManager",
    ]

    private static let viewMembers: Set<String> = [
        "backgroundColor", "alpha", "isHidden", "tintColor", "layer", "clipsToBounds", "contentMode", "tag",
        "isUserInteractionEnabled", "translatesAutoresizingMaskIntoConstraints", "autoresizingMask", "center",
        "transform", "subviews", "accessibilityIdentifier", "accessibilityLabel", "isOpaque",
        "endEditing", "gestureRecognizers", "addGestureRecognizer", "window", "frame", "bounds",
    ]
}

extension Checker {
    /// `guard let self` (shorthand): the value is `self`.
    static func selfIfShorthand(_ value: ExprSyntax) -> ExprSyntax {
        if case .name("self", let location) = value { return .selfReference(location) }
        return value
    }

    static func isSelf(_ value: ExprSyntax) -> Bool {
        switch value {
        case .selfReference: return true
        case .name("self", _): return true
        default: return false
        }
    }
}

extension Checker {
    /// `items[0]`: the base and index are evaluated; the element is an opaque value (the model does not
    /// index arrays: `first`, `last` and `for … in` read them).
    mutating func checkSubscript(_ base: ExprSyntax, _ indices: [ExprSyntax]) throws(ScenarioError) -> (
        CheckedExpr, ValueType
    ) {
        var operands = [try check(base, expected: nil, bindingName: nil).0]
        for index in indices { operands.append(try check(index, expected: .opaque("index"), bindingName: nil).0) }
        return (.opaque(operands), .opaque("element"))
    }
}

extension Checker {
    /// The Swift forms beyond UIKit's calls: a closure value, interpolation, a cast, `? :`, a subscript.
    mutating func checkSwiftForm(_ expression: ExprSyntax, expected: ValueType?) throws(ScenarioError) -> (
        CheckedExpr, ValueType
    ) {
        switch expression {
        case .closure(let closure): return (.closure(try checkClosureBody(closure)), .closure)
        case .interpolation(let parts, _): return try checkInterpolation(parts)
        case .cast(let operand, let kind, let typeName, _):
            return try checkCast(operand, kind: kind, typeName: typeName)
        case .ternary(let condition, let whenTrue, let whenFalse, _):
            return try checkTernary(condition, whenTrue, whenFalse, expected: expected)
        case .subscriptAccess(let base, let indices, _): return try checkSubscript(base, indices)
        case .opaqueForm(let form): return try checkOpaqueForm(form)
        default: throw ScenarioError(location: expression.location, .swift(.expectedExpression))
        }
    }

    /// `.refresh`, `.secondaryLabel` where a type the model does not model is expected.
    static func opaqueImplicitMember(_ name: String) -> (CheckedExpr, ValueType) { (.opaque([]), .opaque(name)) }

    /// `.fixed(width: 100, height: 44)`, `.selectBy(presenting: .pull(direction: .left), …)`: an enum case
    /// with associated values or a static factory of a type the model does not model; its arguments are
    /// checked and evaluated, the value is opaque.
    mutating func opaqueImplicitMemberCall(
        _ name: String, at location: SourceLocation, arguments: [ArgumentSyntax], trailing: ClosureSyntax?
    ) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        (try opaqueCall("." + name, receiver: nil, arguments: arguments, trailing: trailing), .opaque(name))
    }

    /// `{ … }()`, as a lazy property's initial value: the body runs where it is read, its `return` the value.
    mutating func checkInvokedClosure(_ closure: ClosureSyntax) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        let body = try checkClosureBody(closure)
        bodies.append(body)
        return (.getter(context != nil ? .selfObject : nil, bodyIndex: bodies.count - 1), .opaque("closure result"))
    }
}
