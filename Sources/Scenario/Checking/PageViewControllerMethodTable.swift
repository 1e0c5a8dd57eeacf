import LifecycleModel

/// What a scenario may do with a `UIPageViewController` (Containers/PageViewController.swift):
/// create it, `setViewControllers(_:direction:animated:completion:)`, and the user's swipe,
/// `user.swipePage(pages, direction: .forward, to: B, completes: true)` — `to:` is the page the data
/// source answers with — and `dataSource`/`delegate` (a controller, or nil). `MethodTable` appends
/// these to its own lists.
enum PageViewControllerMethodTable {
    static let methods: [MethodSignature] = [
        MethodSignature(
            receiver: .pages, baseName: "setViewControllers", labels: ["_", "direction", "animated", "completion"],
            types: [.array(.anyController), .environment(.pageDirection), .bool, .closure], requiredCount: 3,
            operation: .pages(.setViewControllers)),
        MethodSignature(
            receiver: .user, baseName: "swipePage", labels: ["_", "direction", "to", "completes"],
            types: [.controller(.pages, className: nil), .environment(.pageDirection), .anyController, .bool],
            requiredCount: 4, operation: .pages(.swipePage)),
    ]

    static let properties: [PropertySignature] = [
        PropertySignature(
            receiver: .pages, name: "dataSource", type: .optional(.anyController), setter: .pages(.setDataSource)),
        PropertySignature(
            receiver: .pages, name: "delegate", type: .optional(.anyController), setter: .pages(.setDelegate)),
    ]

    /// `transitionStyle: .scroll` or `.pageCurl`, `navigationOrientation: .horizontal` (or
    /// `.vertical`: the model's callbacks do not depend on it), `options: nil`.
    static func transitionStyle(
        _ style: ExprSyntax, orientation: ExprSyntax, options: ExprSyntax?
    ) throws(ScenarioError) -> PageViewController.TransitionStyle {
        let names = PageViewController.TransitionStyle.allCases.map { $0.rawValue }
        guard case .implicitMember(let name, let location) = style else {
            throw ScenarioError(location: style.location, .checking(.expectedTransitionStyle))
        }
        guard let transitionStyle = PageViewController.TransitionStyle(rawValue: name) else {
            throw ScenarioError(
                location: location,
                .swift(.typeHasNoMember(type: "UIPageViewController.TransitionStyle", member: name)),
                hint: Suggestions.didYouMean(name, in: names.map { ($0, "." + $0) }))
        }
        guard case .implicitMember(let axis, _) = orientation, axis == "horizontal" || axis == "vertical" else {
            throw ScenarioError(location: orientation.location, .checking(.expectedNavigationOrientation))
        }
        if let options, !isNil(options) {
            throw ScenarioError(
                location: options.location, .checking(.noPageOptions), hint: .checking(.passNilOptions))
        }
        return transitionStyle
    }

    private static func isNil(_ expression: ExprSyntax) -> Bool {
        if case .nilLiteral = expression { return true }
        return false
    }
}

/// What a page view controller statement does.
enum PageOperation: Sendable {
    case setViewControllers, swipePage, setDataSource, setDelegate
}
