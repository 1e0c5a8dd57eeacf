/// `for i in 0..<count`, `for page in 1...3`: a range of two Ints is counted through, its bounds read
/// when the loop starts (the interpreter's `countedRange`). Any other range (`a...`, bounds the model does
/// not model) stays an opaque sequence whose loop is checked and runs no times.
extension Checker {
    mutating func checkRangeLoop(
        _ name: String, _ sequence: ExprSyntax, _ body: [StatementSyntax], at location: SourceLocation
    ) throws(ScenarioError) -> CheckedStatement? {
        guard case .opaqueForm(let form) = sequence, case .range(let isClosed) = form.kind, form.parts.count == 2
        else { return nil }
        let (lower, lowerType) = try check(form.parts[0], expected: .int, bindingName: nil)
        let (upper, upperType) = try check(form.parts[1], expected: .int, bindingName: nil)
        guard lowerType == .int, upperType == .int else { return nil }
        let bounds = CheckedExpr.binary(op: isClosed ? "..." : "..<", lower, upper)
        return try inScope { checker throws(ScenarioError) in
            let binding = try checker.declareBinding(name, type: .int, at: location)
            return .controlFlow(
                .loop(element: binding, sequence: bounds, body: try checker.check(body), location: location))
        }
    }
}
