import LifecycleModel
import Reports

/// Reads one `predicts:` line into a `ClaimAssertion`. Errors carry the 1-based column in the line,
/// so the expander can report them at the page's line and column.
enum ClaimAssertionParser {
    struct SyntaxError: Error, Equatable {
        var message: String
        var column: Int
    }

    static let syntaxSummary =
        "`X before Y`, `X immediately before Y`, `X called once` (optionally `from line N`), `in X: isViewLoaded && …`, `LL004 fires`, `LL004 does not fire`"

    static func parse(_ line: String) throws(SyntaxError) -> ClaimAssertion {
        var tokens = Tokens(try tokenize(line), end: line.count + 1)
        let kind = try parseKind(&tokens)
        if let extra = tokens.peek {
            throw SyntaxError(message: "unexpected '\(extra.text)' after the assertion", column: extra.column)
        }
        return ClaimAssertion(kind: kind, text: line.trimmingWhitespace())
    }

    private static func parseKind(_ tokens: inout Tokens) throws(SyntaxError) -> ClaimAssertion.Kind {
        guard let first = tokens.peek else {
            throw SyntaxError(message: "expected an assertion (\(syntaxSummary))", column: 1)
        }
        if first.text == "in" {
            tokens.next()
            let reference = try parseReference(&tokens)
            try tokens.expect(":")
            var conditions = [try parseCondition(&tokens)]
            while tokens.peek?.text == "&&" {
                tokens.next()
                conditions.append(try parseCondition(&tokens))
            }
            return .state(reference, conditions)
        }
        if first.text.hasPrefix("LL"), tokens.peek(1)?.text != "." {
            tokens.next()
            guard let rule = RuleID(code: first.text) else {
                throw SyntaxError(
                    message: "unknown misuse rule '\(first.text)' (see RuleID: LL001…)", column: first.column)
            }
            if tokens.peek?.text == "fires" {
                tokens.next()
                return .fires(rule: rule, true)
            }
            try tokens.expect("does")
            try tokens.expect("not")
            try tokens.expect("fire")
            return .fires(rule: rule, false)
        }
        let reference = try parseReference(&tokens)
        guard let word = tokens.next() else {
            throw SyntaxError(
                message: "expected 'before', 'immediately before' or 'called' after \(reference)", column: tokens.end)
        }
        switch word.text {
        case "before":
            return .before(reference, try parseReference(&tokens), immediately: false)
        case "immediately":
            try tokens.expect("before")
            return .before(reference, try parseReference(&tokens), immediately: true)
        case "called":
            let times = try parseCount(&tokens)
            guard tokens.peek?.text == "from" else { return .called(reference, times: times, fromLine: nil) }
            tokens.next()
            try tokens.expect("line")
            guard let word = tokens.next(), let line = Int(word.text), line >= 1 else {
                throw SyntaxError(
                    message: "expected a scenario line number after 'from line'", column: tokens.previousColumn)
            }
            return .called(reference, times: times, fromLine: line)
        default:
            throw SyntaxError(
                message: "expected 'before', 'immediately before' or 'called', found '\(word.text)'",
                column: word.column)
        }
    }

    private static func parseCount(_ tokens: inout Tokens) throws(SyntaxError) -> Int {
        guard let word = tokens.next() else {
            throw SyntaxError(message: "expected a count: never, once, twice or N times", column: tokens.end)
        }
        switch word.text {
        case "never": return 0
        case "once": return 1
        case "twice": return 2
        default:
            guard let count = Int(word.text), count >= 0 else {
                throw SyntaxError(
                    message: "expected a count: never, once, twice or N times, found '\(word.text)'",
                    column: word.column)
            }
            try tokens.expect("times")
            return count
        }
    }

    /// `object.method` where object may itself be dotted (`A.view`) and method may carry labels.
    private static func parseReference(_ tokens: inout Tokens) throws(SyntaxError) -> CallbackReference {
        guard let first = tokens.next(), first.isWord else {
            throw SyntaxError(message: "expected a callback such as A.viewDidLoad", column: tokens.previousColumn)
        }
        var parts = [first]
        while tokens.peek?.text == "." {
            tokens.next()
            guard let part = tokens.next(), part.isWord else {
                throw SyntaxError(message: "expected a name after '.'", column: tokens.previousColumn)
            }
            parts.append(part)
        }
        guard parts.count >= 2, let method = parts.last else {
            throw SyntaxError(
                message: "name the object and the callback: \(first.text).viewDidLoad", column: first.column)
        }
        let callbacks = Callback.allCases.filter { $0.name == method.text || $0.name.hasPrefix(method.text + "(") }
        guard !callbacks.isEmpty else {
            throw SyntaxError(
                message: "unknown callback '\(method.text)' (the method catalogue has no such method)",
                column: method.column)
        }
        let object = parts.dropLast().map(\.text).joined(separator: ".")
        return CallbackReference(object: object, method: method.text, callbacks: callbacks)
    }

    private static func parseCondition(_ tokens: inout Tokens) throws(SyntaxError) -> StateCondition {
        var negated = false
        var text = ""
        if tokens.peek?.text == "!" {
            tokens.next()
            negated = true
            text = "!"
        }
        guard let name = tokens.next(), name.isWord else {
            throw SyntaxError(message: "expected a state: \(knownStates)", column: tokens.previousColumn)
        }
        text += name.text
        if name.text == "appearance" {
            try tokens.expect("==")
            try tokens.expect(".")
            guard let value = tokens.next(), let state = AppearanceState(rawValue: value.text) else {
                throw SyntaxError(
                    message: "expected an appearance state: .disappeared, .appearing, .appeared, .disappearing",
                    column: tokens.previousColumn)
            }
            return StateCondition(property: .appearance(state), negated: negated, text: text + " == .\(value.text)")
        }
        guard let property = StateCondition.names[name.text] else {
            throw SyntaxError(message: "unknown state '\(name.text)' (known: \(knownStates))", column: name.column)
        }
        return StateCondition(property: property, negated: negated, text: text)
    }

    private static let knownStates =
        StateCondition.names.keys.sorted().joined(separator: ", ") + ", appearance == .appearing"

    // MARK: Tokens

    struct Token: Equatable {
        var text: String
        var column: Int
        var isWord: Bool { text.first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
    }

    /// Words (with argument labels kept on a method: `viewWillAppear(_:)`), `.`, `:`, `!`, `&&`, `==`.
    static func tokenize(_ line: String) throws(SyntaxError) -> [Token] {
        let characters = Array(line)
        var tokens: [Token] = []
        var index = 0
        func isWordCharacter(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_"
        }
        while index < characters.count {
            let character = characters[index]
            let column = index + 1
            if character.isWhitespace {
                index += 1
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                break
            } else if isWordCharacter(character) {
                let start = index
                while index < characters.count, isWordCharacter(characters[index]) { index += 1 }
                if index < characters.count, characters[index] == "(" {
                    guard let close = characters[index...].firstIndex(of: ")") else {
                        throw SyntaxError(message: "unclosed '(' in a callback name", column: index + 1)
                    }
                    index = close + 1
                }
                tokens.append(Token(text: String(characters[start..<index]), column: column))
            } else if character == "&" || character == "=" {
                guard index + 1 < characters.count, characters[index + 1] == character else {
                    throw SyntaxError(message: "expected '\(character)\(character)'", column: column)
                }
                tokens.append(Token(text: String([character, character]), column: column))
                index += 2
            } else if ".:!".contains(character) {
                tokens.append(Token(text: String(character), column: column))
                index += 1
            } else {
                throw SyntaxError(message: "unexpected character '\(character)'", column: column)
            }
        }
        return tokens
    }

    struct Tokens {
        private var tokens: [Token]
        private var position = 0
        /// The column just past the line, for "expected … at the end" errors.
        let end: Int

        init(_ tokens: [Token], end: Int) {
            self.tokens = tokens
            self.end = end
        }

        var peek: Token? { peek(0) }
        func peek(_ offset: Int) -> Token? { position + offset < tokens.count ? tokens[position + offset] : nil }
        /// Where the token just consumed (or the end) sits, for an error about what it should have been.
        var previousColumn: Int { position > 0 && position <= tokens.count ? tokens[position - 1].column : end }

        @discardableResult
        mutating func next() -> Token? {
            guard position < tokens.count else {
                position = tokens.count + 1
                return nil
            }
            defer { position += 1 }
            return tokens[position]
        }

        mutating func expect(_ text: String) throws(SyntaxError) {
            guard let token = next() else { throw SyntaxError(message: "expected '\(text)'", column: end) }
            guard token.text == text else {
                throw SyntaxError(message: "expected '\(text)', found '\(token.text)'", column: token.column)
            }
        }
    }
}
