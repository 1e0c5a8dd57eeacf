/// Tokens → syntax tree. A recursive-descent parser for the statement and expression forms of the
/// scenario language (README.md, "The scenario language in brief"); errors name the token where
/// parsing stopped.
struct Parser {
    let tokens: [Token]
    var position = 0
    /// Depth of `(` and `[`: newlines inside them do not end a statement.
    var bracketDepth = 0
    /// Levels of syntax open at the current token (`nest(at:)`): bounded so that no recursion over the
    /// tree, here or in the checker, interpreter and teardown, can overflow the stack.
    var nesting = 0
    /// In an `if`/`guard`/`for`/`switch` header a `{` opens the body, not a trailing closure (as in Swift).
    var forbidsTrailingClosure = false
    /// `for` bodies open around the current token, in this function or closure: `break` and `continue`
    /// need one.
    var loopDepth = 0
    /// `func`s declared inside the member being read, for its class (StatementParsing.swift).
    /// The Swift name of the method whose body is being read (`viewWillAppear(_:)`, `deinit`): what
    /// `#function` stands for there, as in Swift, closures inside it included.
    var enclosingFunction: String?
    var localFunctions: [MethodSyntax] = []
    /// Errors recovered from so far (`skipItem(from:)`): a scenario's errors are reported together.
    var errors: [ScenarioError] = []

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    static func parse(_ source: String) throws(ScenarioError) -> ScenarioSyntax {
        if source.utf8.count > InputLimits.scenarioBytes {
            throw ScenarioError(
                location: Parser.location(ofByte: InputLimits.scenarioBytes, in: source),
                .limit(.scenarioLength(bytes: InputLimits.scenarioBytes)), hint: .limit(.splitScenario))
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
            throw endOfStatementError()
        }
    }

    // MARK: - Limits

    /// One level deeper; the caller undoes it (`nesting -= 1`) when the level closes.
    mutating func nest(at location: SourceLocation) throws(ScenarioError) {
        nesting += 1
        guard nesting <= InputLimits.nestingDepth else {
            throw ScenarioError(
                location: location,
                .limit(.nesting(levels: InputLimits.nestingDepth)), hint: .limit(.flattenNesting))
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

    mutating func expectIdentifier(_ expected: ParsingExpectation) throws(ScenarioError) -> String {
        guard current.kind == .identifier else { throw expectedError(expected) }
        let text = current.text
        advance()
        return text
    }

    mutating func expectSymbol(
        _ symbol: StaticString, _ expected: ParsingExpectation, hint: ParsingHint? = nil
    ) throws(ScenarioError) {
        guard current.isSymbol(symbol) else { throw expectedError(expected, hint: hint) }
        advance()
    }

    /// "expected …, found <the current token>".
    func expectedError(_ expected: ParsingExpectation, hint: ParsingHint? = nil) -> ScenarioError {
        ScenarioError(
            location: current.location, .parsing(.expected(expected, found: current.found)),
            hint: hint.map { .parsing($0) })
    }
}

extension ScenarioError {
    /// A parse error with a typed hint.
    init(location: SourceLocation, _ message: ParsingMessage, hint: ParsingHint? = nil) {
        self.init(location: location, .parsing(message), hint: hint.map { .parsing($0) })
    }

    /// "expected …" at an opening bracket or a declaration's start: nothing found to name.
    init(location: SourceLocation, expected: ParsingExpectation) {
        self.init(location: location, .parsing(.expected(expected, found: nil)))
    }
}
