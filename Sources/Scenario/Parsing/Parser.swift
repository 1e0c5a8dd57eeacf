/// Tokens → syntax tree. A recursive-descent parser for the statement and expression forms of the
/// scenario language (README.md, "The scenario language in brief"); errors name the token where
/// parsing stopped.
struct Parser {
    let tokens: [Token]
    var position = 0
    /// Depth of `(` and `[`: newlines inside them do not end a statement.
    private var bracketDepth = 0
    /// Levels of syntax open at the current token (`nest(at:)`): bounded so that no recursion over the
    /// tree, here or in the checker, interpreter and teardown, can overflow the stack.
    var nesting = 0
    /// In an `if`/`guard`/`for`/`switch` header a `{` opens the body, not a trailing closure (as in Swift).
    var forbidsTrailingClosure = false
    /// Errors recovered from so far (`skipItem(from:)`): a scenario's errors are reported together.
    var errors: [ScenarioError] = []

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    static func parse(_ source: String) throws(ScenarioError) -> ScenarioSyntax {
        if source.utf8.count > InputLimits.scenarioBytes {
            throw ScenarioError(
                location: Parser.location(ofByte: InputLimits.scenarioBytes, in: source),
                message: "the scenario is longer than \(InputLimits.scenarioBytes) bytes (the scenario length limit)",
                hint: "split it into several scenarios")
        }
        var parser = Parser(tokens: try Lexer.tokenize(source))
        let syntax = try parser.parseScenario()
        if var first = syntax.errors.first {
            first.more = Array(syntax.errors.dropFirst())
            throw first
        }
        return syntax
    }

    // MARK: - Top level

    mutating func parseScenario() throws(ScenarioError) -> ScenarioSyntax {
        var statements: [StatementSyntax] = []
        var events: [ScenarioEvent] = []
        // At most a statement per line, usually: one allocation each instead of growing by doubling.
        let lines = tokens[tokens.count - 1].location.line
        statements.reserveCapacity(lines)
        events.reserveCapacity(lines)
        var declarations = Declarations()
        var storyboards: [StoryboardSyntax] = []
        while true {
            skipNewlines()
            if current.kind == .end || errors.count >= InputLimits.errorsReported { break }
            let start = position
            do throws(ScenarioError) {
                if startsDeclaration {
                    try parseDeclaration(into: &declarations)
                    if !(current.isKeyword("let") || current.isKeyword("var")) { continue }
                }
                if startsStoryboard {
                    storyboards.append(try parseStoryboard())
                    continue
                }
                let location = current.location
                let first = statements.count
                statements.append(try parseStatement())
                while current.isSymbol(";") {
                    advance()
                    if current.kind == .newline || current.kind == .end { break }
                    statements.append(try parseStatement())
                }
                try expectEndOfStatement()
                events.append(ScenarioEvent(statements: first..<statements.count, location: location))
            } catch {
                errors.append(error)
                skipItem(from: start)
            }
        }
        return ScenarioSyntax(
            statements: statements, events: events, classes: declarations.mergedClasses, storyboards: storyboards,
            notificationNames: declarations.notificationNames, appTypes: declarations.appTypes, errors: errors)
    }

    /// After an error: back to where the item began, then past it — its brackets balanced — to the end of
    /// its last line, so the next item is read from its own start.
    mutating func skipItem(from start: Int) {
        position = start
        bracketDepth = 0
        var depth = 0
        while current.kind != .end {
            if current.isSymbol("{") || current.isSymbol("(") || current.isSymbol("[") { depth += 1 }
            if current.isSymbol("}") || current.isSymbol(")") || current.isSymbol("]") {
                // The end of the enclosing body; a stray closer the item began with is skipped with it,
                // so recovery always moves on (a class body's own `}` is read before its members).
                if depth == 0, position != start { return }
                if depth > 0 { depth -= 1 }
            }
            position += 1
            if depth == 0, current.kind == .newline { return }
        }
    }

    private mutating func expectEndOfStatement() throws(ScenarioError) {
        guard current.kind == .newline || current.kind == .end || current.isSymbol("}") else {
            throw ScenarioError(
                location: current.location,
                message: "consecutive statements on a line must be separated by ';'",
                hint: "put the next statement on its own line (a new event) or after `;` (the same event)")
        }
    }

    // MARK: - Statements

    mutating func parseStatement() throws(ScenarioError) -> StatementSyntax {
        let location = current.location
        try nest(at: location)
        defer { nesting -= 1 }
        if current.isReservedWord, let flow = try parseControlFlow() { return .controlFlow(flow) }
        if current.isKeyword("let") || current.isKeyword("var") {
            let isVariable = current.text == "var"
            advance()
            let name = try expectIdentifier("a name after '\(isVariable ? "var" : "let")'")
            if current.isSymbol(":") { // `let size: CGSize = …`: the type comes from the value
                advance()
                _ = try parsePropertyType()
            }
            try expectSymbol(
                "=", "expected '=' after '\(name)'",
                hint: "a local is declared with its value: `\(isVariable ? "var" : "let") \(name) = …`")
            let value = try parseExpression()
            return .binding(name: name, isVariable: isVariable, value: value, location: location)
        }
        if current.isKeyword("do") {
            advance()
            let body = try parseBlock()
            return .block(body, location: location)
        }
        if current.isKeyword("class") {
            throw ScenarioError(location: location, message: "a class can only be declared at the top level")
        }
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
        return .expression(expression)
    }

    /// `{ statements }`, statements separated by newlines or `;`.
    mutating func parseBlock() throws(ScenarioError) -> [StatementSyntax] {
        let open = current.location
        try expectSymbol("{", "expected '{'")
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
        while true {
            skipSeparators()
            if current.isSymbol("}") { advance(); return statements }
            if current.kind == .end {
                throw ScenarioError(location: open, message: "expected '}' to match this '{'")
            }
            statements.append(try parseStatement())
            try expectEndOfStatementInBlock()
        }
    }

    private mutating func expectEndOfStatementInBlock() throws(ScenarioError) {
        guard current.kind == .newline || current.isSymbol(";") || current.isSymbol("}") else {
            throw ScenarioError(
                location: current.location,
                message: "consecutive statements on a line must be separated by ';'")
        }
    }

    // MARK: - Expressions

    mutating func parseExpression() throws(ScenarioError) -> ExprSyntax {
        try nest(at: current.location)
        defer { nesting -= 1 }
        let condition = try parseDisjunction()
        // `condition ? a : b`: a `?` with a space before it (an optional chain's is attached).
        guard current.isSymbol("?"), !isAttachedToPrevious else { return condition }
        return try parseTernary(condition)
    }

    private mutating func parseTernary(_ condition: ExprSyntax) throws(ScenarioError) -> ExprSyntax {
        let location = current.location
        advance()
        let whenTrue = try parseExpression()
        try expectSymbol(":", "expected ':' after the first branch of '? :'")
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
            || (current.isSymbol("?") && peek.isSymbol("?"))
    }

    @inline(never)
    mutating func parseCastsAndCoalescing(_ operand: ExprSyntax) throws(ScenarioError) -> ExprSyntax {
        let lhs = try parseCasts(of: operand)
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
    private mutating func parseCasts(of operand: ExprSyntax) throws(ScenarioError) -> ExprSyntax {
        var expression = operand
        while current.kind == .identifier, current.text == "as" || current.text == "is" {
            let location = current.location
            var kind: CastKind = current.text == "is" ? .test : .plain
            advance()
            if kind == .plain, current.isSymbol("?") { kind = .conditional; advance() }
            if kind == .plain, current.isSymbol("!") { kind = .forced; advance() }
            var typeName = try expectIdentifier("a type after '\(kind.rawValue)'")
            while current.isSymbol(".") { advance(); typeName += "." + (try expectIdentifier("a type")) }
            if current.isSymbol("<") { try skipGenericParameters() }
            expression = .cast(expression, kind: kind, typeName: typeName, location: location)
        }
        return expression
    }

    /// Arithmetic binds as in Swift: level 0 is `+ -`, level 1 is `* /`, each left to right.
    mutating func parseBinary(level: Int) throws(ScenarioError) -> ExprSyntax {
        // A pair of bytes, not a set literal: a set would be built (and hashed) on every expression parsed.
        let operators = level == 0 ? (UInt8(ascii: "+"), UInt8(ascii: "-")) : (UInt8(ascii: "*"), UInt8(ascii: "/"))
        var expression = level == 0 ? try parseBinary(level: 1) : try parsePostfixExpression()
        // Each operator deepens the left operand's tree by one level.
        var levels = 0
        defer { nesting -= levels }
        while current.symbol == operators.0 || current.symbol == operators.1 {
            let op = current
            try nest(at: op.location)
            levels += 1
            advance()
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
            if current.isSymbol(".") {
                try nest(at: current.location)
                levels += 1
                advance()
                let location = current.location
                let name = try expectIdentifier("a member name after '.'")
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
    private mutating func parseSubscript(of base: ExprSyntax) throws(ScenarioError) -> ExprSyntax {
        let location = current.location
        guard case .array(let indices, _) = try parsePrimary() else { return base }
        return .subscriptAccess(base, indices, location)
    }

    /// `try`, `try?`, `try!`, `await`: the model runs the call; errors and suspension are not modelled.
    @inline(never)
    private mutating func parseAfterTry(_ token: Token) throws(ScenarioError) -> ExprSyntax {
        if token.text == "try", current.isSymbol("?") || current.isSymbol("!") { advance() }
        return try parsePostfixExpression()
    }

    /// After `Name<`: the index past the `>` that closes generic arguments, when a `(` or `.` follows it
    /// (so `a < b` stays a comparison).
    private func genericArgumentsEnd() -> Int? {
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
    private var startsLabelledTrailingClosure: Bool {
        current.kind == .identifier && !current.isReservedWord && peek.isSymbol(":")
            && position + 2 < tokens.count && tokens[position + 2].isSymbol("{")
            && current.location.line == previousLine
    }

    @inline(never)
    private mutating func parseLabelledTrailingClosures(
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

    private mutating func parseArguments() throws(ScenarioError) -> [ArgumentSyntax] {
        let open = current.location
        advance()
        bracketDepth += 1
        var arguments: [ArgumentSyntax] = []
        skipNewlines()
        while !current.isSymbol(")") {
            if current.kind == .end {
                throw ScenarioError(location: open, message: "expected ')' to match this '('")
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
                    throw ScenarioError(location: open, message: "expected ')' to match this '('")
                }
                throw ScenarioError(
                    location: current.location,
                    message: "expected ',' or ')' in argument list, found \(current.described)")
            }
        }
        bracketDepth -= 1
        advance()
        return arguments
    }

    mutating func parsePrimary() throws(ScenarioError) -> ExprSyntax {
        let token = current
        switch token.kind {
        case .identifier:
            advance()
            if token.text == "#selector", current.isSymbol("(") { return try parseSelector(at: token.location) }
            if token.text == "try" || token.text == "await", !token.isReservedWord, current.kind != .newline,
                !current.isSymbol("."), !current.isSymbol("="), !current.isSymbol("("), !current.isSymbol(")")
            {
                return try parseAfterTry(token)
            }
            guard token.isReservedWord else { return .name(token.text, token.location) }
            switch token.text {
            case "true": return .boolean(true, token.location)
            case "false": return .boolean(false, token.location)
            case "nil": return .nilLiteral(token.location)
            case "self": return .selfReference(token.location)
            case "super": return .superReference(token.location)
            case "let", "var", "do", "class", "func", "override", "return", "if", "for", "while", "guard", "else",
                "switch",
                "case":
                throw ScenarioError(
                    location: token.location, message: "expected an expression, found keyword '\(token.text)'")
            default: return .name(token.text, token.location)
            }
        case .integer where token.text.contains("."):
            advance()
            return .number(Double(token.text.replacingUnderscores) ?? 0, token.location)
        case .symbol where token.isSymbol("-") && peek.kind == .integer:
            advance()
            let literal = current
            advance()
            return .number(-(Double(literal.text.replacingUnderscores) ?? 0), token.location)
        case .integer:
            advance()
            guard let value = Int(token.text.replacingUnderscores) else {
                throw ScenarioError(location: token.location, message: "integer literal '\(token.text)' is too large")
            }
            return .integer(value, token.location)
        case .string:
            advance()
            if token.isInterpolated { return try parseInterpolation(token) }
            return .string(token.text, token.location)
        case .symbol where token.isSymbol("."):
            advance()
            let name = try expectIdentifier("a member name after '.'")
            return .implicitMember(name, token.location)
        case .symbol where token.isSymbol("["):
            advance()
            bracketDepth += 1
            var elements: [ExprSyntax] = []
            skipNewlines()
            while !current.isSymbol("]") {
                elements.append(try parseExpression())
                skipNewlines()
                if current.isSymbol(",") {
                    advance(); skipNewlines()
                } else if !current.isSymbol("]") {
                    throw ScenarioError(
                        location: current.location,
                        message: "expected ',' or ']' in array literal, found \(current.described)")
                }
            }
            bracketDepth -= 1
            advance()
            return .array(elements, token.location)
        case .symbol where token.isSymbol("("):
            advance()
            bracketDepth += 1
            let inner = try parseExpression()
            skipNewlines()
            bracketDepth -= 1
            try expectSymbol(")", "expected ')'")
            return inner
        case .symbol where token.isSymbol("{"):
            return .closure(try parseClosure())
        default:
            throw ScenarioError(location: token.location, message: "expected an expression, found \(token.described)")
        }
    }

    /// `{ _ in … }`, `{ finished in … }`, `{ a, b in … }`, `{ (self: Self, previous: UITraitCollection) in … }`,
    /// with an optional capture list (`{ [weak self] in … }`, `{ [weak self] _ in … }`), or `{ … }`.
    private mutating func parseClosure() throws(ScenarioError) -> ClosureSyntax {
        let location = current.location
        // Look ahead for `[captures] params in` right after the brace, after a global actor (`@MainActor`).
        var lookahead = position + 1
        let hasActor =
            lookahead + 1 < tokens.count && tokens[lookahead].isSymbol("@") && tokens[lookahead + 1].kind == .identifier
        if hasActor { lookahead += 2 }
        var captures: [String] = []
        if lookahead < tokens.count, tokens[lookahead].isSymbol("[") {
            var end = lookahead + 1
            var words: [String] = []
            while end < tokens.count, !tokens[end].isSymbol("]"), tokens[end].kind != .newline, tokens[end].kind != .end
            {
                if tokens[end].isSymbol(",") {
                    captures.append(words.joined(separator: " "))
                    words = []
                } else {
                    words.append(tokens[end].text)
                }
                end += 1
            }
            if end + 1 < tokens.count, tokens[end].isSymbol("]"), tokens[end + 1].kind == .identifier {
                if !words.isEmpty { captures.append(words.joined(separator: " ")) }
                lookahead = end + 1
            } else {
                captures = []
            }
        }
        // Then the parameters and `in` (ClosureSignatureScanner); a capture list may stand alone: `[weak self] in`.
        let signature =
            (!captures.isEmpty || hasActor) && lookahead < tokens.count && tokens[lookahead].isKeyword("in")
            ? (parameters: [String](), bodyStart: lookahead + 1)
            : ClosureSignatureScanner(tokens: tokens).scan(from: lookahead)
        if let (parameters, bodyStart) = signature {
            position = bodyStart // past the signature and `in`
            return ClosureSyntax(
                parameters: parameters, body: try parseBlockBody(openedAt: location), location: location,
                captures: captures)
        }
        return ClosureSyntax(parameters: [], body: try parseBlock(), location: location)
    }

    // MARK: - Limits

    /// One level deeper; the caller undoes it (`nesting -= 1`) when the level closes.
    mutating func nest(at location: SourceLocation) throws(ScenarioError) {
        nesting += 1
        guard nesting <= InputLimits.nestingDepth else {
            throw ScenarioError(
                location: location,
                message: "the scenario nests more than \(InputLimits.nestingDepth) levels deep (the nesting limit)",
                hint: "nested parentheses, blocks, closures and member chains all count; flatten them with `let`")
        }
    }

    /// Line and column of the scalar that starts at or after UTF-8 offset `offset`.
    static func location(ofByte offset: Int, in source: String) -> SourceLocation {
        var line = 1, column = 1
        for byte in source.utf8.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }

    // MARK: - Tokens

    var current: Token { tokens[position] }
    var peek: Token { tokens[min(position + 1, tokens.count - 1)] }
    var previousLine: Int { position > 0 ? tokens[position - 1].location.line : 0 }

    mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
        if bracketDepth > 0 { while current.kind == .newline { position += 1 } }
    }

    mutating func skipNewlines() {
        while current.kind == .newline { position += 1 }
    }

    mutating func skipSeparators() {
        while current.kind == .newline || current.isSymbol(";") { position += 1 }
    }

    /// `what` and `message` are built only for the error: most name the declaration being parsed.
    mutating func expectIdentifier(_ what: @autoclosure () -> String) throws(ScenarioError) -> String {
        guard current.kind == .identifier else {
            throw ScenarioError(location: current.location, message: "expected \(what()), found \(current.described)")
        }
        let text = current.text
        advance()
        return text
    }

    mutating func expectSymbol(
        _ symbol: StaticString, _ message: @autoclosure () -> String, hint: String? = nil
    ) throws(ScenarioError) {
        guard current.isSymbol(symbol) else {
            throw ScenarioError(
                location: current.location, message: "\(message()), found \(current.described)", hint: hint)
        }
        advance()
    }
}

extension String {
    fileprivate var replacingUnderscores: String { String(filter { $0 != "_" }) }
}
