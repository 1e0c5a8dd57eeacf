/// Parsing of `if`, `guard`, `for … in`, `switch`, `return`, and of the comparison and logical
/// operators, with Swift's precedence: `||` below `&&` below comparisons below `+ -` below `* /`,
/// and prefix `!` binding tightest.
extension Parser {
    /// The control-flow statement starting at a reserved word, or nil when the word starts something else.
    mutating func parseControlFlow() throws(ScenarioError) -> ControlFlowSyntax? {
        let token = current
        switch token.text {
        case "if": return try parseIf()
        case "guard":
            advance()
            let conditions = try parseConditions(after: "guard")
            guard current.isKeyword("else") else {
                throw expectedError(.elseAfterGuardCondition, hint: .writeGuard)
            }
            advance()
            return .guardStatement(
                conditions: conditions, elseBody: try parseBody(of: "guard"), location: token.location)
        case "for": return try parseForIn()
        case "switch": return try parseSwitch()
        case "break", "continue": return try parseLoopExit()
        case "return":
            advance()
            if current.kind == .newline || current.kind == .end || current.isSymbol(";") || current.isSymbol("}") {
                return .returnStatement(value: nil, location: token.location)
            }
            return .returnStatement(value: try parseExpression(), location: token.location)
        case "else":
            throw ScenarioError(location: token.location, .elseWithoutIf, hint: .elseOnClosingLine)
        case "case", "default":
            throw ScenarioError(location: token.location, .labelOutsideSwitch(token.text))
        case "while":
            throw ScenarioError(location: token.location, .whileLoopNotModelled, hint: .loopOverArray)
        default:
            return nil
        }
    }

    private mutating func parseIf() throws(ScenarioError) -> ControlFlowSyntax {
        let location = current.location
        advance()
        let conditions = try parseConditions(after: "if")
        let body = try parseBody(of: "if")
        var elseBody: [StatementSyntax]?
        skipNewlinesBeforeBraceOrElse() // `}` then `else {` on the next line
        if current.isKeyword("else") {
            advance()
            if current.isKeyword("if") {
                elseBody = [try parseStatement()] // `else if`: through the statement entry point, as any nesting
            } else {
                elseBody = try parseBody(of: "else")
            }
        }
        return .ifStatement(conditions: conditions, body: body, elseBody: elseBody, location: location)
    }

    /// `a, let b = c, var d = e` up to the `{` (or `else`) that ends the header.
    private mutating func parseConditions(after keyword: String) throws(ScenarioError) -> [ConditionSyntax] {
        var conditions: [ConditionSyntax] = []
        skipNewlines() // `if` alone on its line, the conditions below it
        while true {
            if current.isSymbol("{") || current.isKeyword("else") {
                throw expectedError(.condition(after: keyword))
            }
            if current.isKeyword("let") || current.isKeyword("var") {
                let location = current.location
                advance()
                let nameLocation = current.location
                let name = try expectIdentifier(.nameAfter("let"))
                if current.isSymbol(":") {
                    throw ScenarioError(
                        location: current.location, .typeAnnotationNotSupported, hint: .omitTypeAnnotation(name))
                }
                let value: ExprSyntax
                if current.isSymbol("=") {
                    advance()
                    value = try parseHeaderExpression()
                } else {
                    value = .name(name, nameLocation) // `if let name {` (Swift 5.7)
                }
                conditions.append(.optionalBinding(name: name, value: value, location: location))
            } else {
                conditions.append(.boolean(try parseHeaderExpression()))
            }
            guard current.isSymbol(",") else {
                skipNewlinesBeforeBraceOrElse() // the `{` (or a guard's `else`) on a line of its own
                return conditions
            }
            advance()
            skipNewlines() // a condition list wraps after its commas
        }
    }

    /// An expression in a statement header, where `{` starts the body.
    mutating func parseHeaderExpression() throws(ScenarioError) -> ExprSyntax {
        let saved = forbidsTrailingClosure
        forbidsTrailingClosure = true
        defer { forbidsTrailingClosure = saved }
        return try parseExpression()
    }

    mutating func parseBody(of keyword: String) throws(ScenarioError) -> [StatementSyntax] {
        skipNewlinesBeforeBraceOrElse() // Swift allows the `{` on a line of its own (`for x in xs\n{`)
        guard current.isSymbol("{") else {
            throw expectedError(.symbolAfter("{", after: keyword))
        }
        return try parseBlock()
    }

    private mutating func parseSwitch() throws(ScenarioError) -> ControlFlowSyntax {
        let location = current.location
        advance()
        let subject = try parseHeaderExpression()
        skipNewlinesBeforeBraceOrElse()
        let open = current.location
        guard current.isSymbol("{") else {
            throw expectedError(.switchBody)
        }
        advance()
        var cases: [SwitchCaseSyntax] = []
        skipSeparators()
        while !current.isSymbol("}") {
            let caseLocation = current.location
            var patterns: [PatternSyntax] = []
            var guardCondition: ExprSyntax?
            if current.isKeyword("default") {
                advance()
            } else if current.isKeyword("case") {
                advance()
                patterns = try parseCasePatterns()
                if current.kind == .identifier, current.text == "where" {
                    advance()
                    guardCondition = try parseExpression()
                }
            } else if current.kind == .end {
                throw ScenarioError(location: open, expected: .closing("}", toMatch: "{"))
            } else {
                throw ScenarioError(location: current.location, .statementOutsideCase)
            }
            try expectSymbol(":", .caseColon)
            var body: [StatementSyntax] = []
            var breaks = false
            while true {
                skipSeparators()
                if current.isKeyword("case") || current.isKeyword("default") || current.isSymbol("}") { break }
                if current.kind == .end {
                    throw ScenarioError(location: open, expected: .closing("}", toMatch: "{"))
                }
                if current.kind == .identifier, !current.isReservedWord, current.text == "break" {
                    advance() // `break` ends the case, as reaching its end does
                    breaks = true
                } else {
                    body.append(try parseStatement())
                }
                guard current.kind == .newline || current.isSymbol(";") || current.isSymbol("}") else {
                    throw endOfStatementError()
                }
            }
            if body.isEmpty, !breaks {
                throw ScenarioError(
                    location: caseLocation, .emptyCase(patterns.isEmpty ? "default" : "case"), hint: .writeBreak)
            }
            cases.append(
                SwitchCaseSyntax(
                    patterns: patterns, body: body, location: caseLocation, guardCondition: guardCondition))
        }
        advance()
        return .switchStatement(subject: subject, cases: cases, location: location)
    }

    // MARK: - Operators

    /// `a || b`, `a && b`, comparisons. Most expressions have none of these: after the first operand one
    /// look at the next token ends them, without descending through a function per precedence level.
    mutating func parseDisjunction() throws(ScenarioError) -> ExprSyntax {
        let first = try parseNegation()
        guard current.symbol >= Token.equal || Parser.isComparison(current) else { return first }
        var expression = try parseConjunction(first: first)
        while current.symbol == Token.or {
            let op = current
            advance()
            skipNewlines() // `a ||` at the end of a line: the operand follows on the next
            expression = .binary(
                op: "||", lhs: expression, rhs: try parseConjunction(first: nil), location: op.location)
        }
        return expression
    }

    /// `a && b`, its first operand already parsed when `first` is given.
    private mutating func parseConjunction(first: ExprSyntax?) throws(ScenarioError) -> ExprSyntax {
        var expression = try parseComparison(first: first)
        while current.symbol == Token.and {
            let op = current
            advance()
            skipNewlines()
            expression = .binary(op: "&&", lhs: expression, rhs: try parseComparison(first: nil), location: op.location)
        }
        return expression
    }

    /// `a == b`, `a < b`…: non-associative, as in Swift.
    private mutating func parseComparison(first: ExprSyntax?) throws(ScenarioError) -> ExprSyntax {
        let lhs: ExprSyntax
        if let first { lhs = first } else { lhs = try parseNegation() }
        guard Parser.isComparison(current) else { return lhs }
        let op = current
        advance()
        let rhs = try parseNegation()
        if Parser.isComparison(current) {
            throw ScenarioError(location: current.location, .nonAssociativeComparison, hint: .joinComparisons)
        }
        return .binary(op: op.text, lhs: lhs, rhs: rhs, location: op.location)
    }

    /// `!a`, `!!a`: a loop, not recursion, so a long run of `!` costs no stack here; each `!` is still
    /// a level of the tree the checker and interpreter recurse through, so it counts toward the nesting limit.
    private mutating func parseNegation() throws(ScenarioError) -> ExprSyntax {
        guard current.isSymbol("!") else {
            let operand = try parseBinary(level: 0)
            return continuesWithCastOrCoalescing ? try parseCastsAndCoalescing(operand) : operand
        }
        var negations: [SourceLocation] = []
        defer { nesting -= negations.count }
        while current.isSymbol("!") {
            try nest(at: current.location)
            negations.append(current.location)
            advance()
        }
        var expression = try parseBinary(level: 0)
        if continuesWithCastOrCoalescing { expression = try parseCastsAndCoalescing(expression) }
        for location in negations.reversed() { expression = .not(expression, location) }
        return expression
    }

    private static func isComparison(_ token: Token) -> Bool {
        switch token.symbol {
        case Token.equal, Token.notEqual, Token.identical, Token.notIdentical, Token.lessOrEqual, Token.greaterOrEqual,
            UInt8(ascii: "<"), UInt8(ascii: ">"):
            return true
        default:
            return false
        }
    }
}
