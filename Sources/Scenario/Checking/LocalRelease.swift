/// A method body's local controllers end with the body (Swift may release a local after its last use, no
/// later than its scope's end; the model takes the end): `let detail = Detail(); present(detail, animated:
/// true)` leaves the presenter the only owner, so the dismissal deallocates it (the printed logs of betterhee.tistory.com and eunyuni.github.io show
/// the presented controller's deinit right after its viewDidDisappear). A local a closure of the body
/// uses, or the body returns, is kept: the closure or the caller owns it then.
extension Checker {
    static func releasingLocals(
        _ checked: [CheckedStatement], of body: [StatementSyntax], controllers: [(slot: Int, name: String)]
    ) -> [CheckedStatement] {
        guard !controllers.isEmpty else { return checked }
        let kept = Set(body.flatMap { escapingNames(in: $0) })
        let released = controllers.filter { !kept.contains($0.name) }.map { $0.slot }
        return released.isEmpty ? checked : checked + [.releaseLocals(slots: released)]
    }

    /// The names a statement's closures use and its `return`s give back, at any depth.
    static func escapingNames(in statement: StatementSyntax) -> [String] {
        switch statement {
        case .binding(_, _, let value, _): return closureNames(in: value)
        case .assignment(let target, let value, _): return closureNames(in: target) + closureNames(in: value)
        case .expression(let expression): return closureNames(in: expression)
        case .block(let statements, _): return statements.flatMap { escapingNames(in: $0) }
        case .controlFlow(let flow):
            let returned: [String]
            if case .returnStatement(let value?, _) = flow { returned = bareNames(in: value) } else { returned = [] }
            return returned + flow.nestedBodies.flatMap { $0.flatMap { escapingNames(in: $0) } }
                + flow.expressions.flatMap { closureNames(in: $0) }
        }
    }

    /// The names used inside the closures of an expression.
    static func closureNames(in expression: ExprSyntax) -> [String] {
        names(in: expression, onlyInClosures: true)
    }
}
