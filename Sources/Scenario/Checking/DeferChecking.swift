/// `defer { … }` (ControlFlowSyntax.deferScope): the statements after it are checked in a scope of their
/// own, then the deferred block in another — it sees the names declared before the `defer`, not after, as
/// in Swift.
extension Checker {
    mutating func checkDeferScope(body: [StatementSyntax], deferred: [StatementSyntax]) throws(ScenarioError)
        -> CheckedStatement
    {
        let checkedBody = try inScope { checker throws(ScenarioError) in try checker.check(body) }
        let checkedDeferred = try inScope { checker throws(ScenarioError) in try checker.check(deferred) }
        return .controlFlow(.deferScope(body: checkedBody, deferred: checkedDeferred))
    }
}
