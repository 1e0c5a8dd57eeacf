/// Tokens → syntax tree. A recursive-descent parser for the statement and expression forms of the
/// scenario language (README.md, "The scenario language in brief"); errors name the token where
/// parsing stopped.
struct Parser {
    private let tokens: [Token]
    private var position = 0
    /// Depth of `(` and `[`: newlines inside them do not end a statement.
    private var bracketDepth = 0
    /// Levels of syntax open at the current token (`nest(at:)`): bounded so that no recursion over the
    /// tree, here or in the checker, interpreter and teardown, can overflow the stack.
    var nesting = 0
    /// In an `if`/`guard`/`for`/`switch` header a `{` opens the body, not a trailing closure (as in Swift).
    var forbidsTrailingClosure = false

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
        return try parser.parseScenario()
    }

    // MARK: - Top level

    mutating func parseScenario() throws(ScenarioError) -> ScenarioSyntax {
        var statements: [StatementSyntax] = []
        var events: [ScenarioEvent] = []
        // At most a statement per line, usually: one allocation each instead of growing by doubling.
        let lines = tokens[tokens.count - 1].location.line
        statements.reserveCapacity(lines)
        events.reserveCapacity(lines)
        var classes: [ClassSyntax] = []
        var storyboards: [StoryboardSyntax] = []
        var notificationNames: [NotificationNameSyntax] = []
        while true {
            skipNewlines()
            if current.kind == .end { break }
            if current.isKeyword("class") {
                classes.append(try parseClass())
                continue
            }
            if startsStoryboard {
                storyboards.append(try parseStoryboard())
                continue
            }
            if current.kind == .identifier, current.text == "extension" {
                notificationNames += try parseNotificationNameExtension()
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
        }
        return ScenarioSyntax(
            statements: statements, events: events, classes: classes, storyboards: storyboards,
            notificationNames: notificationNames)
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
            if current.isSymbol(":") {
                throw ScenarioError(
                    location: current.location, message: "type annotations are not supported in scenarios",
                    hint: "write `\(isVariable ? "var" : "let") \(name) = …`; the type comes from the value")
            }
            try expectSymbol("=", "expected '=' after '\(name)'")
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
    private mutating func parseBlockBody(openedAt open: SourceLocation) throws(ScenarioError) -> [StatementSyntax] {
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

    // MARK: - Classes

    private mutating func parseClass() throws(ScenarioError) -> ClassSyntax {
        let location = current.location
        advance()
        let name = try expectIdentifier("a class name after 'class'")
        try expectSymbol(":", "expected ':' and a superclass after 'class \(name)'")
        let superclassLocation = current.location
        let superclass = try expectIdentifier("a superclass name")
        var protocols: [String] = []
        while current.isSymbol(",") { // `class Transitions: NSObject, UIViewControllerTransitioningDelegate`
            advance()
            protocols.append(try expectIdentifier("a protocol name after ','"))
        }
        try expectSymbol("{", "expected '{' to begin the body of class '\(name)'")
        var methods: [MethodSyntax] = []
        var properties: [PropertySyntax] = []
        var computed: [ComputedPropertySyntax] = []
        while true {
            skipSeparators()
            if current.isSymbol("}") { advance(); break }
            if current.kind == .end {
                throw ScenarioError(location: location, message: "expected '}' to end class '\(name)'")
            }
            let memberLocation = current.location
            let attributes = try skipAttributesAndModifiers()
            if current.isKeyword("let") || current.isKeyword("var") {
                properties.append(try parseProperty(isOutlet: attributes.isOutlet, location: memberLocation))
            } else if current.isKeyword("override"), peek.isKeyword("var") {
                computed.append(try parseComputedProperty(location: memberLocation))
            } else {
                var method = try parseMethod()
                method.isAction = attributes.isAction
                methods.append(method)
            }
        }
        return ClassSyntax(
            name: name, superclass: superclass, methods: methods, location: location,
            superclassLocation: superclassLocation, properties: properties, computedProperties: computed,
            protocols: protocols)
    }

    /// Built once: this is asked before every statement.
    private static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "final",
        "weak", "unowned", "lazy", "dynamic", "static", "required", "convenience",
    ]

    /// `@IBOutlet`, `@IBAction`, `@objc`, `private`, `weak`, `lazy`…: skipped; answers whether
    /// `@IBOutlet` or `@IBAction` was among them.
    private mutating func skipAttributesAndModifiers() throws(ScenarioError) -> (isOutlet: Bool, isAction: Bool) {
        var isOutlet = false, isAction = false
        while true {
            if current.isSymbol("@") {
                advance()
                let attribute = try expectIdentifier("an attribute name after '@'")
                if attribute == "IBOutlet" { isOutlet = true }
                if attribute == "IBAction" { isAction = true }
            } else if current.kind == .identifier, !current.isReservedWord,
                Parser.declarationModifiers.contains(current.text),
                peek.kind == .identifier
            {
                advance()
            } else {
                return (isOutlet, isAction)
            }
        }
    }

    /// `let name = value`, `var name: Type`, `var name: Type = value` in a class body.
    private mutating func parseProperty(isOutlet: Bool, location: SourceLocation) throws(ScenarioError)
        -> PropertySyntax
    {
        let isVariable = current.text == "var"
        advance()
        let name = try expectIdentifier("a property name")
        var typeName: String?
        if current.isSymbol(":") {
            advance()
            typeName = try parsePropertyType()
        }
        var initialValue: ExprSyntax?
        if current.isSymbol("=") {
            advance()
            initialValue = try parseExpression()
        }
        if typeName == nil, initialValue == nil {
            throw ScenarioError(
                location: current.location, message: "type annotation missing in pattern",
                hint: "write `\(isVariable ? "var" : "let") \(name): Type` or give it a value")
        }
        return PropertySyntax(
            name: name, isVariable: isVariable, isOutlet: isOutlet, typeName: typeName,
            initialValue: initialValue, location: location)
    }

    /// A property type as written: `UILabel!`, `(() -> Void)?`, `[String]`, `Int`.
    private mutating func parsePropertyType() throws(ScenarioError) -> String {
        var text = ""
        var depth = 0
        let start = current.location
        while true {
            let token = current
            if token.kind == .end
                || (depth == 0
                    && (token.kind == .newline || token.isSymbol("=") || token.isSymbol(";")
                        || token.isSymbol("{") || token.isSymbol("}")))
            {
                break
            }
            if token.isSymbol("(") || token.isSymbol("[") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") { depth -= 1 }
            // Words are spaced (`any UIViewControllerTransitionCoordinator`), except after an opening bracket
            // or a dot; symbols are not.
            let joined =
                token.kind == .symbol || text.isEmpty || text.hasSuffix("(") || text.hasSuffix("[")
                || text.hasSuffix(".")
                || text.hasSuffix("<")
            text += joined ? token.text : " " + token.text
            position += 1
        }
        guard !text.isEmpty else {
            throw ScenarioError(location: start, message: "expected a type, found \(current.described)")
        }
        return text
    }

    /// `override var name: Type { value }` (or `{ return value }`).
    private mutating func parseComputedProperty(location: SourceLocation) throws(ScenarioError)
        -> ComputedPropertySyntax
    {
        advance() // override
        advance() // var
        let name = try expectIdentifier("a property name")
        try expectSymbol(":", "expected ':' and a type after '\(name)'")
        _ = try parsePropertyType()
        try expectSymbol("{", "expected '{' with the value of '\(name)'")
        skipSeparators()
        if current.isKeyword("return") { advance() }
        let value = try parseExpression()
        skipSeparators()
        guard current.isSymbol("}") else {
            throw ScenarioError(
                location: current.location, message: "expected '}' to end the getter of '\(name)'",
                hint: "a computed property here is one expression: `{ false }`")
        }
        advance()
        return ComputedPropertySyntax(name: name, isOverride: true, value: value, location: location)
    }

    private mutating func parseMethod() throws(ScenarioError) -> MethodSyntax {
        let location = current.location
        var isOverride = false
        if current.isKeyword("override") { isOverride = true; advance() }
        if current.isKeyword("deinit") {
            advance()
            return MethodSyntax(isOverride: false, swiftName: "deinit", body: try parseBlock(), location: location)
        }
        // `override init(nibName:bundle:)`, `required init?(coder:)` (`required` is skipped as a modifier),
        // `override init(frame:)`: the initialisers UIKit calls, overridden like a method.
        let isInitialiser = current.kind == .identifier && !current.isReservedWord && current.text == "init"
        guard current.isKeyword("func") || isInitialiser else {
            throw ScenarioError(
                location: current.location,
                message: "expected 'override func' in a scenario class, found \(current.described)",
                hint: "a scenario class can only override lifecycle methods")
        }
        advance()
        let name: String
        if isInitialiser {
            name = "init"
            if current.isSymbol("?") || current.isSymbol("!") { advance() }
        } else {
            name = try expectIdentifier("a method name after 'func'")
        }
        try expectSymbol("(", "expected '(' after '\(name)'")
        var labels: [String] = []
        skipNewlines() // a long parameter list wraps, as in `presentationController(forPresented:…)`
        while !current.isSymbol(")") {
            let label = try expectIdentifier("a parameter")
            labels.append(label)
            if current.kind == .identifier { advance() } // internal name
            try expectSymbol(":", "expected ':' and a type after parameter '\(label)'")
            try skipType()
            if current.isSymbol(",") {
                advance()
                skipNewlines()
            } else if !current.isSymbol(")") {
                throw ScenarioError(location: current.location, message: "expected ',' or ')' in parameter list")
            }
        }
        advance()
        // `-> Bool` (`shouldPerformSegue`): the body's `return` gives the value; `-> UIPresentationController?`
        // (a transitioning delegate's method): CustomPresentationClasses reads its `return`.
        if current.isSymbol("->") {
            advance()
            try skipType()
        }
        let swiftName = "\(name)(" + labels.map { "\($0):" }.joined() + ")"
        // `init(coder:)` is `required`, which Swift accepts in place of `override`.
        if swiftName == "init(coder:)" { isOverride = true }
        return MethodSyntax(isOverride: isOverride, swiftName: swiftName, body: try parseBlock(), location: location)
    }

    /// A parameter type such as `Bool`, `CGSize`, `UIViewController?`, `any UIViewControllerTransitionCoordinator`.
    private mutating func skipType() throws(ScenarioError) {
        if current.isKeyword("any") { advance() }
        _ = try expectIdentifier("a type")
        while current.isSymbol(".") { advance(); _ = try expectIdentifier("a type") }
        while current.isSymbol("?") || current.isSymbol("!") { advance() }
    }

    // MARK: - Expressions

    mutating func parseExpression() throws(ScenarioError) -> ExprSyntax {
        try nest(at: current.location)
        defer { nesting -= 1 }
        return try parseDisjunction()
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

    private mutating func parsePostfixExpression() throws(ScenarioError) -> ExprSyntax {
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
                let arguments = try parseArguments()
                var trailing: ClosureSyntax?
                if current.isSymbol("{"), !forbidsTrailingClosure { trailing = try parseClosure() }
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
            } else if current.isSymbol("?") || current.isSymbol("!") {
                advance() // optional chaining and force unwrap do not change what the model does
            } else {
                return expression
            }
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

    private mutating func parsePrimary() throws(ScenarioError) -> ExprSyntax {
        let token = current
        switch token.kind {
        case .identifier:
            advance()
            if token.text == "#selector", current.isSymbol("(") { return try parseSelector(at: token.location) }
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
    private var previousLine: Int { position > 0 ? tokens[position - 1].location.line : 0 }

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

    mutating func expectSymbol(_ symbol: StaticString, _ message: @autoclosure () -> String) throws(ScenarioError) {
        guard current.isSymbol(symbol) else {
            throw ScenarioError(location: current.location, message: "\(message()), found \(current.described)")
        }
        advance()
    }
}

extension String {
    fileprivate var replacingUnderscores: String { String(filter { $0 != "_" }) }
}
