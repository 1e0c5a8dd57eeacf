import LifecycleModel

/// What a scenario may do with a `UISplitViewController` (Containers/SplitViewController.swift): the
/// classic `viewControllers = [primary, secondary]` and `preferredDisplayMode`, the column API of iOS 14
/// (`UISplitViewController(style:)`, `setViewController(_:for:)`, `show(_:)`, `hide(_:)`), the delegate,
/// and `showDetailViewController(_:sender:)` on any controller inside a split. `MethodTable` appends
/// these to its own lists.
enum SplitViewControllerMethodTable {
    private static let column = ValueType.environment(.splitColumn)

    static let methods: [MethodSignature] = [
        MethodSignature(
            receiver: .split, baseName: "setViewController", labels: ["_", "for"],
            types: [.optional(.anyController), column], requiredCount: 2, operation: .split(.setColumn)),
        MethodSignature(
            receiver: .split, baseName: "show", labels: ["_"], types: [column], requiredCount: 1,
            operation: .split(.showColumn)),
        MethodSignature(
            receiver: .split, baseName: "hide", labels: ["_"], types: [column], requiredCount: 1,
            operation: .split(.hideColumn)),
        MethodSignature(
            receiver: .controller, baseName: "showDetailViewController", labels: ["_", "sender"],
            types: [.anyController, .optional(.anyController)], requiredCount: 2, operation: .split(.showDetail)),
    ]

    static let properties: [PropertySignature] = [
        PropertySignature(
            receiver: .split, name: "viewControllers", type: .array(.anyController),
            setter: .split(.setViewControllers)),
        PropertySignature(
            receiver: .split, name: "preferredDisplayMode", type: .environment(.splitDisplayMode),
            setter: .split(.setDisplayMode)),
        PropertySignature(
            receiver: .split, name: "delegate", type: .optional(.anyController), setter: .split(.setDelegate)),
    ]

    /// `UISplitViewController(style: .doubleColumn)` or `.tripleColumn` (`.unspecified` is refused by
    /// UIKit's `init(style:)`: Apple docs, "init(style:)").
    static func style(_ expression: ExprSyntax) throws(ScenarioError) -> SplitViewController.Style {
        let names = ["doubleColumn", "tripleColumn"]
        guard case .implicitMember(let name, let location) = expression else {
            throw ScenarioError(location: expression.location, .checking(.expectedSplitStyle))
        }
        guard let style = SplitViewController.Style(rawValue: name), style != .unspecified else {
            throw ScenarioError(
                location: location, .swift(.typeHasNoMember(type: "UISplitViewController.Style", member: name)),
                hint: name == "unspecified"
                    ? .checking(.splitStyleUnspecified) : Suggestions.didYouMean(name, in: names.map { ($0, "." + $0) })
            )
        }
        return style
    }
}

/// What a split view controller statement does.
enum SplitOperation: Sendable {
    case setViewControllers, setColumn, showColumn, hideColumn, setDisplayMode, setDelegate, showDetail
}
