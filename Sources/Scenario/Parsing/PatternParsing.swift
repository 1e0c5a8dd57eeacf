/// The patterns of a `switch` case, as real code writes them: enum cases (`.compact`), values
/// (`"Show"`, `0`, `#keyPath(…)`), bindings (`let x`, `_`), and the patterns the model cannot decide
/// (`.some(let x)`, tuples, `is T`), whose names are still bound.
extension Parser {
    /// `pattern, pattern, …` up to the `:` or `where` that ends them.
    mutating func parseCasePatterns() throws(ScenarioError) -> [PatternSyntax] {
        var patterns: [PatternSyntax] = []
        repeat {
            if current.isSymbol(",") { advance(); skipNewlines() }
            patterns.append(try parseCasePattern())
        } while current.isSymbol(",")
        return patterns
    }

    private var endsPattern: Bool {
        current.isSymbol(",") || current.isSymbol(":") || (current.kind == .identifier && current.text == "where")
    }

    private mutating func parseCasePattern() throws(ScenarioError) -> PatternSyntax {
        let location = current.location
        if current.isSymbol(":") {
            throw expectedError(.pattern, hint: .casePatternForms)
        }
        if current.isKeyword("_"), peek.isSymbol(",") || peek.isSymbol(":") {
            advance()
            return .any(name: nil, location)
        }
        if current.isKeyword("let") || current.isKeyword("var") {
            advance()
            if current.kind == .identifier, !current.isReservedWord,
                peek.isSymbol(",") || peek.isSymbol(":")
                    || (peek.kind == .identifier && peek.text == "where")
            {
                let name = current.text
                advance()
                return .any(name: name, location)
            }
            return .undecided(names: try skipPattern(bindingAll: true), location)
        }
        if current.isSymbol("."), peek.kind == .identifier {
            let afterName = position + 2 < tokens.count ? tokens[position + 2] : current
            if afterName.isSymbol(",") || afterName.isSymbol(":")
                || (afterName.kind == .identifier && afterName.text == "where")
            {
                advance()
                return .enumCase(try expectIdentifier(.caseNameAfterDot), location)
            }
            return .undecided(names: try skipPattern(bindingAll: false), location) // `.some(let x)`
        }
        if current.isSymbol("(") || (current.kind == .identifier && current.text == "is") {
            return .undecided(names: try skipPattern(bindingAll: false), location)
        }
        let value = try parseExpression()
        guard endsPattern else {
            throw expectedError(.casePatternsColon, hint: .separatePatterns)
        }
        return .value(value)
    }

    /// A pattern the model does not decide, up to the `,`, `:` or `where` that ends it: the names it binds
    /// (every lowercase name after `let`/`var`, or all of them when the whole pattern is a binding).
    private mutating func skipPattern(bindingAll: Bool) throws(ScenarioError) -> [String] {
        var names: [String] = []
        var binds = bindingAll
        var depth = 0
        while depth > 0 || !endsPattern {
            if current.kind == .end || current.kind == .newline && depth == 0 {
                throw expectedError(.casePatternsColon)
            }
            if current.isSymbol("(") || current.isSymbol("[") { depth += 1 }
            if current.isSymbol(")") || current.isSymbol("]") { depth -= 1 }
            if current.isKeyword("let") || current.isKeyword("var") { binds = true }
            let afterDot = position > 0 && tokens[position - 1].isSymbol(".")
            if binds, current.kind == .identifier, !current.isReservedWord, !afterDot, !peek.isSymbol("("),
                !peek.isSymbol("."), let first = current.text.utf8.first, first >= UInt8(ascii: "a"),
                first <= UInt8(ascii: "z")
            {
                names.append(current.text)
            }
            position += 1
        }
        return names
    }
}
