/// `for … in` as real code writes it: `for child in children`, `for _ in 0..<3`, `for (index, item) in
/// items.enumerated()`, `for case let x in …`, and `where condition` before the body. A tuple's names are
/// bound in the body as opaque values (the model does not destructure) — except the element of
/// `enumerated()`, which is the sequence's own — and `where` becomes an `if` around the body, which is
/// what it means.
extension Parser {
    mutating func parseForIn() throws(ScenarioError) -> ControlFlowSyntax {
        let location = current.location
        advance()
        if current.isKeyword("case") { advance() } // `for case let x in …`: the binding that follows
        if current.isKeyword("let") || current.isKeyword("var") { advance() }
        var name = "_"
        var tupleNames: [(String, SourceLocation)] = []
        var tupleArity = 0
        if current.isSymbol("(") {
            advance()
            while !current.isSymbol(")") {
                guard current.kind == .identifier else {
                    throw expectedError(.nameInForTuple, hint: .forTuple)
                }
                if !current.isKeyword("_") { tupleNames.append((current.text, current.location)) }
                tupleArity += 1
                if tupleArity == 2, !current.isKeyword("_") { name = current.text }
                advance()
                if current.isSymbol(",") { advance() }
            }
            advance()
        } else {
            name = try expectIdentifier(.nameAfter("for"))
        }
        guard current.isKeyword("in") else {
            throw expectedError(.inAfterForName, hint: .forIn)
        }
        advance()
        var sequence = try parseHeaderExpression()
        // `for (index, child) in children.enumerated()`: the loop goes through `children`, `child` each
        // element; the index is an opaque value.
        if tupleArity == 2, case .call(.member(let base, "enumerated", _), let arguments, nil, _) = sequence,
            arguments.isEmpty
        {
            sequence = base
            if name != "_" { tupleNames.removeAll { $0.0 == name } }
        } else if tupleArity > 0 {
            name = "_"
        }
        var condition: ExprSyntax?
        if current.kind == .identifier, current.text == "where" {
            advance()
            condition = try parseHeaderExpression()
        }
        let bodyLocation = current.location
        loopDepth += 1
        defer { loopDepth -= 1 }
        var body = try parseBody(of: "for")
        if let condition {
            body = [
                .controlFlow(
                    .ifStatement(conditions: [.boolean(condition)], body: body, elseBody: nil, location: bodyLocation))
            ]
        }
        let unpacked = tupleNames.map { (name, location) -> StatementSyntax in
            let element = OpaqueFormSyntax(kind: .declaredLater("tuple element"), parts: [], location: location)
            return .binding(name: name, isVariable: false, value: .opaqueForm(element), location: location)
        }
        return .forIn(name: name, sequence: sequence, body: unpacked + body, location: location)
    }

    /// `break` or `continue` alone on its statement (not a name that happens to be spelled so).
    var startsLoopExit: Bool {
        current.kind == .identifier && (current.text == "break" || current.text == "continue")
            && (peek.kind == .newline || peek.kind == .end || peek.isSymbol(";") || peek.isSymbol("}"))
    }

    /// `break` or `continue` inside a `for` body.
    mutating func parseLoopExit() throws(ScenarioError) -> ControlFlowSyntax {
        let token = current
        advance()
        guard loopDepth > 0 else {
            throw ScenarioError(
                location: token.location, token.text == "break" ? .breakOutsideLoop : .continueOutsideLoop,
                hint: .leaveWithReturn)
        }
        return .loopExit(isBreak: token.text == "break", location: token.location)
    }
}
