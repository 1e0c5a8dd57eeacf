/// `storiesMap[storyId] = story`, `self.cache[key] = nil`: an assignment through a subscript. What a
/// subscript holds is not modelled (reading one is an opaque value), so the base, the index and the value
/// are checked and evaluated for their effects and nothing is stored. Swift's own error stays: a `let`
/// local cannot be assigned through.
extension Checker {
    mutating func checkSubscriptAssignment(target: ExprSyntax, value: ExprSyntax, location: SourceLocation)
        throws(ScenarioError) -> CheckedStatement?
    {
        guard case .subscriptAccess(let base, let indices, _) = target else { return nil }
        if case .name(let name, let nameLocation) = base, let symbol = lookup(name), !symbol.isVariable {
            throw ScenarioError(location: nameLocation, .swift(.cannotAssignThroughSubscript(name)))
        }
        var operands = [try check(base, expected: nil, bindingName: nil).0]
        for index in indices { operands.append(try check(index, expected: .opaque("index"), bindingName: nil).0) }
        if case .nilLiteral = value {
        } else {
            operands.append(try check(value, expected: .opaque("element"), bindingName: nil).0)
        }
        return .evaluate(.opaque(operands), location: location)
    }
}
