/// Primary expressions: names, keywords, literals (arrays, dictionaries, `#keyPath(…)` and the other `#`
/// forms), parenthesised expressions, implicit members and closures.
extension Parser {
    mutating func parsePrimary() throws(ScenarioError) -> ExprSyntax {
        let token = current
        switch token.kind {
        case .identifier:
            advance()
            if token.text == "#selector", current.isSymbol("(") { return try parseSelector(at: token.location) }
            if token.text.hasPrefix("#") { return try parsePoundForm(token) }
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
                throw ScenarioError(location: token.location, .expected(.expression, found: .keyword(token.text)))
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
                throw ScenarioError(location: token.location, .integerTooLarge(token.text))
            }
            return .integer(value, token.location)
        case .string:
            advance()
            if token.isInterpolated { return try parseInterpolation(token) }
            return .string(token.text, token.location)
        case .symbol where token.isSymbol("."):
            advance()
            let name = try expectIdentifier(.memberNameAfterDot)
            return .implicitMember(name, token.location)
        case .symbol where token.isSymbol("["):
            return try parseCollectionLiteral()
        case .symbol where token.isRangeOperator: // `..<3`, a one-sided range
            advance()
            let upper = try parseBinary(level: 0)
            let kind = OpaqueFormSyntax.Kind.range(isClosed: token.symbol == Token.closedRange)
            return .opaqueForm(OpaqueFormSyntax(kind: kind, parts: [upper], location: token.location))
        case .symbol where token.isSymbol("("):
            advance()
            bracketDepth += 1
            if current.kind == .identifier, peek.isSymbol(":") { advance(); advance() } // `(x: 1, y: 2)`
            let inner = try parseExpression()
            skipNewlines()
            if current.isSymbol(",") { return try parseTuple(first: inner, openedAt: token.location) }
            bracketDepth -= 1
            try expectSymbol(")", .symbol(")"), hint: .tupleSeparator)
            return inner
        case .symbol where token.isSymbol("{"):
            return .closure(try parseClosure())
        default:
            throw ScenarioError(location: token.location, .expected(.expression, found: token.found))
        }
    }

    /// `{ _ in … }`, `{ finished in … }`, `{ a, b in … }`, `{ (self: Self, previous: UITraitCollection) in … }`,
    /// with an optional capture list (`{ [weak self] in … }`, `{ [weak self] _ in … }`), or `{ … }`.
    mutating func parseClosure() throws(ScenarioError) -> ClosureSyntax {
        let location = current.location
        let savedLoops = loopDepth
        loopDepth = 0 // a closure's body is not the loop's: `break` there is an error, as in Swift
        defer { loopDepth = savedLoops }
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
        let shorthand = shorthandParameters(from: position)
        return ClosureSyntax(parameters: shorthand, body: try parseBlock(), location: location)
    }

    /// `$0`, `$1`… in a closure without a signature (from its `{`, not counting nested closures'):
    /// the parameters `$0` up to the highest used, as Swift declares them.
    private func shorthandParameters(from open: Int) -> [String] {
        var index = open + 1, depth = 0, count = 0
        while index < tokens.count, tokens[index].kind != .end {
            let token = tokens[index]
            if token.isSymbol("{") { depth += 1 }
            if token.isSymbol("}") {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, token.kind == .identifier, token.text.hasPrefix("$"),
                let number = Int(token.text.dropFirst())
            {
                count = max(count, number + 1)
            }
            index += 1
        }
        return (0..<count).map { "$\($0)" }
    }

    /// `[a, b]`, `[key: value, …]`, `[:]`, and `[Key: Value]()` (an empty dictionary of that type).
    @inline(never)
    mutating func parseCollectionLiteral() throws(ScenarioError) -> ExprSyntax {
        let open = current.location
        advance()
        bracketDepth += 1
        var elements: [ExprSyntax] = []
        var isDictionary = false
        skipNewlines()
        if current.isSymbol(":"), peek.isSymbol("]") { // `[:]`
            advance()
            isDictionary = true
        }
        while !current.isSymbol("]") {
            if current.kind == .end {
                throw ScenarioError(location: open, expected: .closing("]", toMatch: "["))
            }
            elements.append(try parseExpression())
            skipNewlines()
            if current.isSymbol(":"), elements.count == 1 || isDictionary {
                isDictionary = true
                advance()
                skipNewlines()
                elements.append(try parseExpression())
                skipNewlines()
            } else if isDictionary {
                throw expectedError(.dictionaryKeyColon, hint: .dictionaryEntry)
            }
            if current.isSymbol(",") {
                advance(); skipNewlines()
            } else if !current.isSymbol("]") {
                throw expectedError(
                    .elementSeparator(dictionary: isDictionary),
                    hint: current.isSymbol(":") ? .dictionaryEveryEntry : nil)
            }
        }
        bracketDepth -= 1
        advance()
        guard isDictionary else { return .array(elements, open) }
        if current.isSymbol("("), peek.isSymbol(")"), isAttachedToPrevious { // `[Int: Story]()`: the entries are types
            advance(); advance()
            elements = []
        }
        return .opaqueForm(OpaqueFormSyntax(kind: .dictionary, parts: elements, location: open))
    }

    /// `#keyPath(…)`, `#imageLiteral(…)`, `#colorLiteral(…)`, `#fileLiteral(…)`: opaque values;
    /// `#available(…)` and `#unavailable(…)` are conditions on the iOS release the scenario runs on;
    /// `#function` is the enclosing method's name.
    @inline(never)
    mutating func parsePoundForm(_ token: Token) throws(ScenarioError) -> ExprSyntax {
        if token.text == "#function" {
            // A string literal Swift fills in: the enclosing method's name (`viewWillAppear(_:)`).
            guard let name = enclosingFunction else {
                throw ScenarioError(location: token.location, .functionOutsideMethod, hint: .poundForms)
            }
            return .string(name, token.location)
        }
        guard current.isSymbol("(") else {
            throw expectedError(.symbolAfter("(", after: token.text), hint: .poundForms)
        }
        if token.text == "#available" || token.text == "#unavailable" {
            return try parseAvailability(token)
        }
        let known = ["#keyPath", "#imageLiteral", "#colorLiteral", "#fileLiteral"]
        guard known.contains(token.text) else {
            throw ScenarioError(location: token.location, .unknownPoundExpression(token.text), hint: .poundForms)
        }
        try skipParenthesised()
        return .opaqueForm(OpaqueFormSyntax(kind: .objectLiteral(token.text), parts: [], location: token.location))
    }

    /// `#available(iOS 13.0, macOS 10.15, *)`: the iOS entry, if any (`iOS 13`, `iOS 13.4`).
    private mutating func parseAvailability(_ token: Token) throws(ScenarioError) -> ExprSyntax {
        let open = current.location
        advance()
        var major: Int?
        var minor = 0
        while !current.isSymbol(")") {
            if current.kind == .end || current.kind == .newline {
                throw ScenarioError(location: open, expected: .closing(")", toMatch: "("))
            }
            if current.kind == .identifier, current.text == "iOS", peek.kind == .integer {
                advance()
                let parts = current.text.split(separator: ".")
                major = Int(parts[0])
                minor = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            }
            advance()
        }
        advance()
        let kind = OpaqueFormSyntax.Kind.availability(
            major: major, minor: minor, isAvailable: token.text == "#available")
        return .opaqueForm(OpaqueFormSyntax(kind: kind, parts: [], location: token.location))
    }

    /// `(a, b)` after its first element: an opaque value (the model does not destructure tuples).
    @inline(never)
    private mutating func parseTuple(first: ExprSyntax, openedAt open: SourceLocation) throws(ScenarioError)
        -> ExprSyntax
    {
        var elements = [first]
        while current.isSymbol(",") {
            advance()
            if current.kind == .identifier, peek.isSymbol(":") { advance(); advance() }
            elements.append(try parseExpression())
        }
        bracketDepth -= 1
        try expectSymbol(")", .tupleSeparator)
        return .opaqueForm(OpaqueFormSyntax(kind: .tuple, parts: elements, location: open))
    }
}

extension String {
    fileprivate var replacingUnderscores: String { String(filter { $0 != "_" }) }
}
