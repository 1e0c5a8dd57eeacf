/// Source text → tokens. Swift's lexical rules, reduced to what scenarios use: identifiers, integers,
/// string literals, punctuation, `//` and `/* */` comments. Newlines are tokens (they end events).
struct Lexer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    static func tokenize(_ source: String) throws(ScenarioError) -> [Token] {
        var lexer = Lexer(source)
        return try lexer.run()
    }

    private mutating func run() throws(ScenarioError) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(scalars.count / 3)
        while index < scalars.count {
            let scalar = scalars[index]
            let location = SourceLocation(line: line, column: column)
            switch scalar {
            case " ", "\t", "\r":
                advance()
            case "\n":
                tokens.append(Token(kind: .newline, text: "\n", location: location))
                advance()
            case "/" where peek(1) == "/":
                while index < scalars.count, scalars[index] != "\n" { advance() }
            case "/" where peek(1) == "*":
                advance(); advance()
                while index < scalars.count, !(scalars[index] == "*" && peek(1) == "/") { advance() }
                guard index < scalars.count else {
                    throw ScenarioError(location: location, message: "unterminated '/*' comment", hint: "close it with `*/`")
                }
                advance(); advance()
            case "#" where peek(1).map(Lexer.isIdentifierStart) == true:
                // `#selector`: one identifier token, read by the environment checker.
                let start = index
                advance()
                while index < scalars.count, Lexer.isIdentifierPart(scalars[index]) { advance() }
                tokens.append(Token(kind: .identifier, text: text(from: start), location: location))
            case "\"":
                tokens.append(try string(at: location))
            case "-" where peek(1) == ">":
                advance(); advance()
                tokens.append(Token(kind: .symbol, text: "->", location: location))
            case "(", ")", "{", "}", "[", "]", ",", ":", ";", ".", "=", "?", "!":
                advance()
                tokens.append(Token(kind: .symbol, text: String(scalar), location: location))
            default:
                if Lexer.isIdentifierStart(scalar) {
                    let start = index
                    while index < scalars.count, Lexer.isIdentifierPart(scalars[index]) { advance() }
                    tokens.append(Token(kind: .identifier, text: text(from: start), location: location))
                } else if ("0"..."9").contains(scalar) {
                    let start = index
                    while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "_" { advance() }
                    tokens.append(Token(kind: .integer, text: text(from: start), location: location))
                } else {
                    throw ScenarioError(location: location, message: "unexpected character '\(scalar)' in scenario")
                }
            }
        }
        tokens.append(Token(kind: .end, text: "", location: SourceLocation(line: line, column: column)))
        return tokens
    }

    private mutating func string(at location: SourceLocation) throws(ScenarioError) -> Token {
        advance()
        var value = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != "\"" {
            if scalars[index] == "\n" { break }
            if scalars[index] == "\\", index + 1 < scalars.count {
                advance()
                switch scalars[index] {
                case "n": value.append("\n")
                case "t": value.append("\t")
                default: value.append(scalars[index])
                }
            } else {
                value.append(scalars[index])
            }
            advance()
        }
        guard index < scalars.count, scalars[index] == "\"" else {
            throw ScenarioError(location: location, message: "unterminated string literal", hint: "close it with `\"` on the same line")
        }
        advance()
        return Token(kind: .string, text: String(value), location: location)
    }

    private mutating func advance() {
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private func text(from start: Int) -> String {
        String(String.UnicodeScalarView(scalars[start..<index]))
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }
}
