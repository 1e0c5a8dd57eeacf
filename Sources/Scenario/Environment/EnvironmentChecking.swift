import LifecycleModel

/// The checker's environment vocabulary: `device` and `app`, implicit members of the environment
/// enums (`.landscapeLeft`, `.dark`), `UIEdgeInsets(top:left:bottom:right:)`,
/// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`, `.zero`, and `UITraitX.self`. Each
/// function returns nil when the syntax is not environment vocabulary, so the checker goes on as before.
enum EnvironmentChecking {
    static let builtinNames: Set<String> = ["device", "app"]

    static func builtin(_ name: String) -> (CheckedExpr, ValueType)? {
        switch name {
        case "device": return (.environment(.device), .environment(.device))
        case "app": return (.environment(.app), .environment(.app))
        default: return nil
        }
    }

    /// `UITraitUserInterfaceStyle.self`, `UIEdgeInsets.zero`.
    static func typeMember(
        base: ExprSyntax, name: String,
        location: SourceLocation
    ) throws(ScenarioError) -> (CheckedExpr, ValueType)? {
        guard case .name(let typeName, let typeLocation) = base else { return nil }
        if typeName.hasPrefix("UITrait"), typeName != "UITraitCollection" {
            guard let kind = TraitKind(rawValue: typeName) else {
                throw ScenarioError(
                    location: typeLocation, .swift(.cannotFindTypeInScope(typeName)),
                    hint: Suggestions.didYouMean(typeName, in: TraitKind.allCases.map { ($0.rawValue, $0.rawValue) }))
            }
            guard name == "self" else {
                throw ScenarioError(
                    location: location, .swift(.typeHasNoMember(type: typeName, member: name)),
                    hint: .environment(.traitRegistrationNamesType(typeName)))
            }
            return (.environment(.trait(kind)), .environment(.trait))
        }
        if let type = insetsType(typeName) {
            guard name == "zero" else {
                throw ScenarioError(
                    location: location, .swift(.typeHasNoMember(type: typeName, member: name)),
                    hint: .didYouMean("zero"))
            }
            return (.environment(.insets(.zero)), .environment(type))
        }
        return nil
    }

    /// `.landscapeLeft` where an orientation is expected, `.dark`, `.extraLarge`, `.compact`, `.zero`.
    static func implicitMember(
        _ name: String, expected: ValueType?,
        location: SourceLocation
    ) throws(ScenarioError) -> (CheckedExpr, ValueType)? {
        guard case .environment(let type)? = expected, let names = type.caseNames else { return nil }
        let value: EnvironmentValue?
        switch type {
        case .orientation: value = InterfaceOrientation(rawValue: name).map { .orientation($0) }
        case .sizeClass: value = SizeClass(rawValue: name).map { .sizeClass($0) }
        case .interfaceStyle: value = UserInterfaceStyle(rawValue: name).map { .interfaceStyle($0) }
        case .contentSize: value = ContentSizeCategory(rawValue: name).map { .contentSize($0) }
        case .insets, .directionalInsets: value = name == "zero" ? .insets(.zero) : nil
        case .pageDirection: value = PageViewController.Direction(rawValue: name).map { .pageDirection($0) }
        case .phoneModel: value = PhoneModel(rawValue: name).map { .phoneModel($0) }
        case .splitColumn: value = SplitViewController.Column(rawValue: name).map { .splitColumn($0) }
        case .splitDisplayMode:
            value = SplitViewController.DisplayMode(rawValue: name).map { .splitDisplayMode($0) }
        case .device, .app, .trait, .selector: value = nil
        }
        guard let value else {
            throw ScenarioError(
                location: location, .swift(.typeHasNoMember(type: type.name, member: name)),
                hint: Suggestions.didYouMean(name, in: names.map { ($0, "." + $0) })
                    ?? .environment(.expectedOneOf(names.map { "." + $0 })))
        }
        return (.environment(value), .environment(type))
    }

    /// `UIEdgeInsets(top:left:bottom:right:)` and `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`
    /// (leading and trailing are left and right: the model's layout is left to right).
    static func initialiser(
        _ typeName: String, arguments: [ArgumentSyntax],
        location: SourceLocation
    ) throws(ScenarioError) -> (CheckedExpr, ValueType)? {
        if typeName == "#selector" { return try selector(arguments, location: location) }
        guard let type = insetsType(typeName) else { return nil }
        let labels = type == .insets ? ["top", "left", "bottom", "right"] : ["top", "leading", "bottom", "trailing"]
        let given = arguments.map { $0.label ?? "_" }
        guard given == labels else {
            throw ScenarioError(
                location: arguments.first?.location ?? location,
                .environment(.noInitialiser(type: typeName, labels: given)),
                hint: .didYouMean("\(typeName)(\(labels.map { "\($0):" }.joined()))"))
        }
        var values: [Int] = []
        for argument in arguments {
            guard case .integer(let value, _) = argument.value else {
                throw ScenarioError(
                    location: argument.value.location,
                    .environment(.expectedCGFloat), hint: .environment(.wholePoints))
            }
            values.append(value)
        }
        let insets = EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        return (.environment(.insets(insets)), .environment(type))
    }

    /// `#selector(updateColors)` or `#selector(Self.updateColors)`: the model records the method's name.
    private static func selector(
        _ arguments: [ArgumentSyntax],
        location: SourceLocation
    ) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        let name: String?
        switch arguments.first?.value {
        case .name(let method, _)?: name = method
        case .member(_, let method, _)?: name = method
        default: name = nil
        }
        guard arguments.count == 1, arguments[0].label == nil, let name else {
            throw ScenarioError(
                location: arguments.first?.location ?? location, .environment(.selectorTakesOneMethod),
                hint: .environment(.writeSelector))
        }
        return (.environment(.selector(name)), .environment(.selector))
    }

    private static func insetsType(_ typeName: String) -> EnvironmentType? {
        switch typeName {
        case "UIEdgeInsets": .insets
        case "NSDirectionalEdgeInsets": .directionalInsets
        default: nil
        }
    }
}

extension CheckedProgram {
    /// `device.splitView(width:)` appears somewhere: split view exists only on iPad, so the scenario's
    /// device is one.
    var usesSplitView: Bool {
        statements.contains(where: Self.usesSplitView)
            || overrideBodies.contains { $0.contains(where: Self.usesSplitView) }
    }

    private static func usesSplitView(_ statement: CheckedStatement) -> Bool {
        switch statement {
        case .perform(.environment(.splitView), _, _, _, _): return true
        case .perform(_, _, _, let completion?, _): return completion.contains(where: usesSplitView)
        case .block(let inner): return inner.contains(where: usesSplitView)
        case .controlFlow(let flow): return flow.nestedBodies.contains { $0.contains(where: usesSplitView) }
        default: return false
        }
    }
}
