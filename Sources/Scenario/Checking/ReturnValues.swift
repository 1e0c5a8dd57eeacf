import LifecycleModel

/// The value of a `return`. Swift types it by the function's declared result; the model reads the result
/// only of the overrides it runs (`shouldPerformSegue`, a presentation controller), which are read apart.
/// So a value that needs its type from that context — `.solid`, `.init(…)`, `flag ? .solid : .gradient`,
/// `[.top]` — is a value the model does not model; any other value keeps its own type. The split
/// delegate's questions that return an enum (`.primary`, `.oneBesideSecondary`) are typed by their result.
extension Checker {
    mutating func checkReturnValue(_ value: ExprSyntax) throws(ScenarioError) -> CheckedExpr {
        if let result = context.flatMap({ Checker.enumResultType(of: $0.callback) }) {
            return try check(value, expected: result, bindingName: nil).0
        }
        let context: ValueType? = Checker.needsResultType(value) ? .opaque("return value") : nil
        return try check(value, expected: context, bindingName: nil).0
    }

    /// The result type of a callback that returns one of the model's enums.
    static func enumResultType(of callback: Callback) -> ValueType? {
        switch callback {
        case .splitViewControllerTopColumnForCollapsing: .environment(.splitColumn)
        case .splitViewControllerDisplayModeForExpanding: .environment(.splitDisplayMode)
        default: nil
        }
    }

    static func needsResultType(_ value: ExprSyntax) -> Bool {
        if Parser.needsContextualType(value) { return true }
        if case .ternary(_, let whenTrue, let whenFalse, _) = value {
            return Parser.needsContextualType(whenTrue) || Parser.needsContextualType(whenFalse)
        }
        return false
    }
}
