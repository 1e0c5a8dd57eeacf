/// Statements: bindings, assignments (`=` and `+=`…), `do` and `defer` blocks, expression statements,
/// and the blocks that hold them.
extension Parser {
    mutating func parseStatement() throws(ScenarioError) -> StatementSyntax {
        let location = current.location
        try nest(at: location)
        defer { nesting -= 1 }
        if current.isReservedWord || startsLoopExit, let flow = try parseControlFlow() { return .controlFlow(flow) }
        if current.isKeyword("let") || current.isKeyword("var") {
            let isVariable = current.text == "var"
            advance()
            let name = try expectIdentifier(.nameAfter(isVariable ? "var" : "let"))
            var typeName: String?
            if current.isSymbol(":") { // `let size: CGSize = …`: the type comes from the value
                advance()
                typeName = try parsePropertyType()
            }
            guard current.isSymbol("=") else {
                guard let typeName else {
                    throw expectedError(.localValueOrType(name: name), hint: .localDeclarationForms(name))
                }
                // `let movieURL: URL`, assigned later: an opaque value until then (one assignment for `let`,
                // which Swift checks and the model does not).
                let later = OpaqueFormSyntax(kind: .declaredLater(typeName), parts: [], location: location)
                return .binding(name: name, isVariable: true, value: .opaqueForm(later), location: location)
            }
            advance()
            var value = try parseExpression()
            if let typeName, Parser.needsContextualType(value) {
                value = .opaqueForm(OpaqueFormSyntax(kind: .annotated(typeName), parts: [value], location: location))
            }
            return .binding(name: name, isVariable: isVariable, value: value, location: location)
        }
        if current.isKeyword("do") {
            advance()
            let body = try parseBlock()
            if current.kind == .identifier, current.text == "catch" {
                return try parseCatchClauses(after: body, at: location)
            }
            return .block(body, location: location)
        }
        if current.isKeyword("class") {
            throw ScenarioError(location: location, .classNotAtTopLevel)
        }
        if current.isKeyword("func") { return try parseLocalFunction(at: location) }
        if current.isKeyword("_"), peek.isSymbol("=") {
            advance(); advance()
            return .expression(try parseExpression())
        }
        let expression = try parseExpression()
        if current.isSymbol("=") {
            advance()
            let value = try parseExpression()
            return .assignment(target: expression, value: value, location: location)
        }
        if let op = current.compoundAssignmentOperator { // `count += 1` is `count = count + 1`
            let opLocation = current.location
            advance()
            let value = ExprSyntax.binary(op: op, lhs: expression, rhs: try parseExpression(), location: opLocation)
            return .assignment(target: expression, value: value, location: location)
        }
        return .expression(expression)
    }

    /// `{ statements }`, statements separated by newlines or `;`.
    mutating func parseBlock() throws(ScenarioError) -> [StatementSyntax] {
        let open = current.location
        try expectSymbol("{", .symbol("{"))
        return try parseBlockBody(openedAt: open)
    }

    /// The statements after a `{` (or after a closure's `in`), up to and including the `}` that closes
    /// it. Newlines end statements here even when the block is an argument inside parentheses.
    mutating func parseBlockBody(openedAt open: SourceLocation) throws(ScenarioError) -> [StatementSyntax] {
        let savedDepth = bracketDepth, savedForbids = forbidsTrailingClosure
        bracketDepth = 0
        forbidsTrailingClosure = false
        defer { bracketDepth = savedDepth; forbidsTrailingClosure = savedForbids }
        var statements: [StatementSyntax] = []
        var deferred: [(at: Int, body: [StatementSyntax], location: SourceLocation)] = []
        while true {
            skipSeparators()
            if current.isSymbol("}") {
                advance()
                // Each `defer` holds the statements after it: the last one's block runs first.
                for (index, body, location) in deferred.reversed() {
                    let rest = Array(statements[index...])
                    statements.removeSubrange(index...)
                    statements.append(.controlFlow(.deferScope(body: rest, deferred: body, location: location)))
                }
                return statements
            }
            if current.kind == .end {
                throw ScenarioError(location: open, expected: .closing("}", toMatch: "{"))
            }
            if current.kind == .identifier, current.text == "defer", peek.isSymbol("{") {
                // `defer { … }` runs when its block is left, at its end or by `return`, the last one first.
                let location = current.location
                advance()
                deferred.append((statements.count, try parseBlock(), location))
            } else {
                statements.append(try parseStatement())
            }
            try expectEndOfStatementInBlock()
        }
    }

    /// A value whose type Swift takes from the local's annotation: an array literal (`[.dark, .light]`),
    /// an implicit member (`.dark`, `.fixed(width: 8)`). Other values keep their own type.
    static func needsContextualType(_ value: ExprSyntax) -> Bool {
        switch value {
        case .array, .implicitMember, .call(.implicitMember, _, _, _): return true
        default: return false
        }
    }

    mutating func expectEndOfStatementInBlock() throws(ScenarioError) {
        guard current.kind == .newline || current.isSymbol(";") || current.isSymbol("}") else {
            throw endOfStatementError()
        }
    }

    /// `do { … } catch { … }`, `catch let error as T { … }`: the model throws no errors, so each `catch`
    /// body is a closure value that never runs — checked, with `error` (or the names it binds) in scope.
    private mutating func parseCatchClauses(after body: [StatementSyntax], at location: SourceLocation)
        throws(ScenarioError) -> StatementSyntax
    {
        var statements: [StatementSyntax] = [.block(body, location: location)]
        while current.kind == .identifier, current.text == "catch" {
            let catchLocation = current.location
            advance()
            var names: [String] = []
            while !current.isSymbol("{"), current.kind != .newline, current.kind != .end {
                if current.isKeyword("let") || current.isKeyword("var"), peek.kind == .identifier {
                    names.append(peek.text)
                }
                advance()
            }
            let handler = ClosureSyntax(
                parameters: names.isEmpty ? ["error"] : names, body: try parseBlock(), location: catchLocation)
            statements.append(.expression(.closure(handler)))
        }
        return .block(statements, location: location)
    }

    /// `func name(…) { … }` inside a method: a helper method of the class (`localFunctions`, moved there
    /// when the member is read). It sees the class's members, not the enclosing method's locals.
    private mutating func parseLocalFunction(at location: SourceLocation) throws(ScenarioError) -> StatementSyntax {
        let savedLoops = loopDepth
        loopDepth = 0
        defer { loopDepth = savedLoops }
        localFunctions.append(try parseMethod(isOverride: false, location: location))
        return .block([], location: location)
    }
}
