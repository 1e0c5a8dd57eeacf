/// The value of a `return`. Swift types it by the function's declared result; the model reads the result
/// only of the overrides it runs (`shouldPerformSegue`, a presentation controller), which are read apart.
/// So a value that needs its type from that context — `.solid`, `.init(…)`, `flag ? .solid : .gradient`,
/// `[.top]` — is a value the model does not model; any other value keeps its own type.
extension Checker {
    mutating func checkReturnValue(_ value: ExprSyntax) throws(ScenarioError) -> CheckedExpr {
        let context: ValueType? = Checker.needsResultType(value) ? .opaque("return value") : nil
        return try check(value, expected: context, bindingName: nil).0
    }

    static func needsResultType(_ value: ExprSyntax) -> Bool {
        if Parser.needsContextualType(value) { return true }
        if case .ternary(_, let whenTrue, let whenFalse, _) = value {
            return Parser.needsContextualType(whenTrue) || Parser.needsContextualType(whenFalse)
        }
        return false
    }
}
