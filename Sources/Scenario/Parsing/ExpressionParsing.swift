/// Expressions from the ternary down to postfix members, calls, trailing closures and subscripts; the
/// comparison and logical operators are in ControlFlowParsing.swift, primaries in PrimaryParsing.swift.
extension Parser {
    mutating func parseExpression() throws(ScenarioError) -> ExprSyntax {
        try nest(at: current.location)
        defer { nesting -= 1 }
        let condition = try parseDisjunction()
        // `condition ? a : b`: a `?` with a space before it (an optional chain's is attached).
        guard current.isSymbol("?"), !isAttachedToPrevious else { return condition }
        return try parseTernary(condition)
    }

    mutating func parseTernary(_ condition: ExprSyntax) throws(ScenarioError) -> ExprSyntax {
        let location = current.location
        advance()
        let whenTrue = try parseExpression()
        try expectSymbol(":", .ternaryColon)
        return .ternary(condition, whenTrue, try parseExpression(), location)
    }

    /// No space between the current token and the one before it (`a?.b`, `a!`, not `a ? b : c`).
    var isAttachedToPrevious: Bool {
        guard position > 0 else { return false }
        let previous = tokens[position - 1]
        guard previous.location.line == current.location.line else { return false }
        if previous.kind == .string { return true } // its source length is not its text's: assume attached
        return previous.location.column + previous.text.unicodeScalars.count == current.location.column
    }

    /// `a ?? b` (right to left, as in Swift) over casts.
    /// Called on the operand `parseBinary(level: 0)` read, only when `as`, `is` or `??` follows it, so
    /// the common path costs no stack frame per level of nesting.
    var continuesWithCastOrCoalescing: Bool {
        (current.kind == .identifier && (current.text == "as" || current.text == "is"))
            || (current.isSymbol("?") && peek.isSymbol("?")) || current.isRangeOperator || continuesWithCustomOperator
    }

    /// A custom operator follows, here or first on the next line (Eureka's `<<< row` lines).
    var continuesWithCustomOperator: Bool {
        var index = position
        while index < tokens.count, tokens[index].kind == .newline { index += 1 }
        return index < tokens.count && tokens[index].symbol == Token.customOperator
    }

    @inline(never)
    mutating func parseCastsAndCoalescing(_ operand: ExprSyntax) throws(ScenarioError) -> ExprSyntax {
        var lhs = try parseCasts(of: try parseRange(from: operand))
        while continuesWithCustomOperator {
            try nest(at: current.location)
            defer { nesting -= 1 }
            skipNewlines()
            let op = current
            advance()
            skipNewlines()
            let rhs = try parseCasts(of: try parseRange(from: try parseBinary(level: 0)))
            lhs = .opaqueForm(
                OpaqueFormSyntax(kind: .customOperator(op.text), parts: [lhs, rhs], location: op.location))
        }
        guard current.isSymbol("?"), peek.isSymbol("?") else { return lhs }
        let location = current.location
        try nest(at: location)
        defer { nesting -= 1 }
        advance(); advance()
        var rhs = try parseBinary(level: 0)
        if continuesWithCastOrCoalescing { rhs = try parseCastsAndCoalescing(rhs) }
        return .binary(op: "??", lhs: lhs, rhs: rhs, location: location)
    }

    /// `value as? Type`, `value as! Type`, `value as Type`, `value is Type`.
    mutating func parseCasts(of operand: ExprSyntax) throws(ScenarioError) -> ExprSyntax {
        var expression = operand
        while current.kind == .identifier, current.text == "as" || current.text == "is" {
            let location = current.location
            var kind: CastKind = current.text == "is" ? .test : .plain
            advance()
            if kind == .plain, current.isSymbol("?") { kind = .conditional; advance() }
            if kind == .plain, current.isSymbol("!") { kind = .forced; advance() }
            let typeName = try parseCastType(after: kind)
            expression = .cast(expression, kind: kind, typeName: typeName, location: location)
        }
        return expression
    }

    /// Arithmetic binds as in Swift: level 0 is `+ -`, level 1 is `* / %`, each left to right.
    mutating func parseBinary(level: Int) throws(ScenarioError) -> ExprSyntax {
        // Bytes, not a set literal: a set would be built (and hashed) on every expression parsed.
        let operators =
            level == 0
            ? (UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "+"))
            : (UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"))
        var expression = level == 0 ? try parseBinary(level: 1) : try parsePostfixExpression()
        // Each operator deepens the left operand's tree by one level.
        var levels = 0
        defer { nesting -= levels }
        while current.symbol == operators.0 || current.symbol == operators.1 || current.symbol == operators.2 {
            let op = current
            try nest(at: op.location)
            levels += 1
            advance()
            skipNewlines() // `a +` at the end of a line: the operand follows on the next
            let rhs = level == 0 ? try parseBinary(level: 1) : try parsePostfixExpression()
            expression = .binary(op: op.text, lhs: expression, rhs: rhs, location: op.location)
        }
        return expression
    }

    mutating func parsePostfixExpression() throws(ScenarioError) -> ExprSyntax {
        var expression = try parsePrimary()
        // Each member, call and trailing closure wraps the expression so far: one level deeper.
        var levels = 0
        defer { nesting -= levels }
        while true {
            if current.kind == .newline, continuesOnNextLine { skipNewlines() } // `\n    .filter { … }`
            if current.isSymbol(".") {
                try nest(at: current.location)
                levels += 1
                advance()
                let location = current.location
                let name = try memberNameOrTupleIndex()
                expression = .member(base: expression, name: name, location: location)
            } else if current.isSymbol("("), current.location.line == previousLine {
                try nest(at: current.location)
                levels += 1
                var arguments = try parseArguments()
                var trailing: ClosureSyntax?
                if current.isSymbol("{"), !forbidsTrailingClosure { trailing = try parseClosure() }
                if let first = trailing, startsLabelledTrailingClosure {
                    try parseLabelledTrailingClosures(after: first, into: &arguments)
                    trailing = nil
                }
                expression = .call(
                    callee: expression, arguments: arguments, trailingClosure: trailing,
                    location: expression.location)
            } else if current.isSymbol("{"), !forbidsTrailingClosure, current.location.line == previousLine,
                expression.takesTrailingClosureAlone
            {
                // `queue.async { … }`: a call whose only argument is a trailing closure.
                try nest(at: current.location)
                levels += 1
                let trailing = try parseClosure()
                expression = .call(
                    callee: expression, arguments: [], trailingClosure: trailing, location: expression.location)
            } else if current.isSymbol("["), isAttachedToPrevious {
                try nest(at: current.location)
                levels += 1
                expression = try parseSubscript(of: expression)
            } else if current.isSymbol("<"), isAttachedToPrevious, let end = genericArgumentsEnd() {
                position = end // `Set<AnyCancellable>()`: the type's arguments are not modelled
            } else if current.isSymbol("?") && !peek.isSymbol("?") || current.isSymbol("!"), isAttachedToPrevious {
                advance() // optional chaining and force unwrap do not change what the model does
            } else {
                return expression
            }
        }
    }

    /// `items[0]`: out of line, so the postfix loop's frame (paid per level of nesting) stays small.
    @inline(never)
    mutating func parseSubscript(of base: ExprSyntax) throws(ScenarioError) -> ExprSyntax {
        let location = current.location
        guard case .array(let indices, _) = try parsePrimary() else { return base }
        return .subscriptAccess(base, indices, location)
    }

    /// `try`, `try?`, `try!`, `await`: the model runs the call; errors and suspension are not modelled.
    @inline(never)
    mutating func parseAfterTry(_ token: Token) throws(ScenarioError) -> ExprSyntax {
        if token.text == "try", current.isSymbol("?") || current.isSymbol("!") { advance() }
        return try parsePostfixExpression()
    }

    /// After `Name<`: the index past the `>` that closes generic arguments, when a `(` or `.` follows it
    /// (so `a < b` stays a comparison).
    func genericArgumentsEnd() -> Int? {
        var index = position, depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isSymbol("<") {
                depth += 1
            } else if token.isSymbol(">") {
                depth -= 1
                if depth == 0 {
                    let next = index + 1 < tokens.count ? tokens[index + 1] : token
                    return next.isSymbol("(") || next.isSymbol(".") ? index + 1 : nil
                }
            } else if !(token.kind == .identifier || token.isSymbol(",") || token.isSymbol(".")
                || token.isSymbol("[") || token.isSymbol("]") || token.isSymbol("?") || token.isSymbol(":"))
            {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// `} completion: { … }`: a labelled trailing closure follows on the same line.
    var startsLabelledTrailingClosure: Bool {
        current.kind == .identifier && !current.isReservedWord && peek.isSymbol(":")
            && position + 2 < tokens.count && tokens[position + 2].isSymbol("{")
            && current.location.line == previousLine
    }

    @inline(never)
    mutating func parseLabelledTrailingClosures(
        after first: ClosureSyntax, into arguments: inout [ArgumentSyntax]
    )
        throws(ScenarioError)
    {
        arguments.append(
            ArgumentSyntax(label: nil, value: .closure(first), location: first.location, isUnlabelledTrailing: true))
        while startsLabelledTrailingClosure {
            let location = current.location
            let label = current.text
            advance(); advance()
            arguments.append(ArgumentSyntax(label: label, value: .closure(try parseClosure()), location: location))
        }
    }

    mutating func parseArguments() throws(ScenarioError) -> [ArgumentSyntax] {
        let open = current.location
        advance()
        bracketDepth += 1
        var arguments: [ArgumentSyntax] = []
        skipNewlines()
        while !current.isSymbol(")") {
            if current.kind == .end {
                throw ScenarioError(location: open, expected: .closing(")", toMatch: "("))
            }
            let location = current.location
            var label: String?
            if current.kind == .identifier, peek.isSymbol(":") {
                label = current.text
                advance(); advance()
            }
            arguments.append(ArgumentSyntax(label: label, value: try parseExpression(), location: location))
            skipNewlines()
            if current.isSymbol(",") {
                advance()
                skipNewlines()
            } else if !current.isSymbol(")") {
                if current.kind == .end || current.kind == .newline {
                    throw ScenarioError(location: open, expected: .closing(")", toMatch: "("))
                }
                throw expectedError(.argumentSeparator)
            }
        }
        bracketDepth -= 1
        advance()
        return arguments
    }

    /// `a..<b`, `a...b`, `a...`: an opaque value, which a `for` loop counts through (RangeLoops.swift).
    mutating func parseRange(from lower: ExprSyntax) throws(ScenarioError) -> ExprSyntax {
        guard current.isRangeOperator else { return lower }
        let location = current.location, isClosed = current.symbol == Token.closedRange
        advance()
        var parts = [lower]
        if startsExpression { parts.append(try parseBinary(level: 0)) }
        return .opaqueForm(OpaqueFormSyntax(kind: .range(isClosed: isClosed), parts: parts, location: location))
    }

    /// Whether the current token can begin an operand (a one-sided range `a...` ends before one that cannot).
    var startsExpression: Bool {
        switch current.kind {
        case .identifier, .integer, .string: return !current.isKeyword("in") && !current.isKeyword("else")
        case .symbol:
            return current.isSymbol("(") || current.isSymbol("[") || current.isSymbol(".") || current.isSymbol("-")
                || current.isSymbol("!")
        default: return false
        }
    }

    /// The type of a cast as written: `Name`, `Module.Name<T>`, `[String: Any]`, `(A, B)`, with a `?` or
    /// `!` attached (`as UITableViewCell!`, older Swift's spelling, read as the type).
    mutating func parseCastType(after kind: CastKind) throws(ScenarioError) -> String {
        var typeName: String
        if current.isSymbol("[") || current.isSymbol("(") {
            let start = position
            try skipBracketed()
            typeName = tokens[start..<position].map { $0.text }.joined()
        } else {
            typeName = try expectIdentifier(.typeAfter(kind.rawValue))
            while current.isSymbol(".") { advance(); typeName += "." + (try expectIdentifier(.type)) }
            if current.isSymbol("<") { try skipGenericParameters() }
        }
        while current.isSymbol("?") && !peek.isSymbol("?") || current.isSymbol("!"), isAttachedToPrevious {
            advance()
        }
        return typeName
    }

    /// The next line starts with `.member`: it continues the expression, as in Swift's chained calls.
    var continuesOnNextLine: Bool {
        var index = position
        while index < tokens.count, tokens[index].kind == .newline { index += 1 }
        return index + 1 < tokens.count && tokens[index].isSymbol(".") && tokens[index + 1].kind == .identifier
    }
}
