/// Source text → tokens. Swift's lexical rules, reduced to what scenarios use: identifiers, integers,
/// string literals, punctuation, `//` and `/* */` comments. Newlines are tokens (they end events).
/// Works on a copy of the source's UTF-8 bytes (one allocation a scenario); columns count Unicode
/// scalars, as `SourceLocation` promises.
struct Lexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func tokenize(_ source: String) throws(ScenarioError) -> [Token] {
        var lexer = Lexer(Array(source.utf8))
        return try lexer.run()
    }

    private mutating func run() throws(ScenarioError) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(bytes.count / 3)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") { // the commonest byte: skip it before anything else
                index += 1
                column += 1
                continue
            }
            let location = SourceLocation(line: line, column: column)
            if Lexer.isIdentifierStart(byte) {
                let start = index
                // No newline can occur inside: one pass finds the end and counts the UTF-8 continuation
                // bytes, which start no scalar (none in an ASCII name).
                var end = index + 1
                var continuationBytes = 0
                while end < bytes.count {
                    let next = bytes[end]
                    if next < 0x80 {
                        guard Lexer.isASCIIIdentifierPart(next) else { break }
                    } else if next & 0xC0 == 0x80 {
                        continuationBytes += 1
                    }
                    end += 1
                }
                column += end - start - continuationBytes
                index = end
                // Reserved words are short and start with a lowercase ASCII letter or `_`; their text is
                // the shared literal.
                if end - start <= 8, byte >= UInt8(ascii: "_"), byte <= UInt8(ascii: "z"),
                    let word = reservedWord(from: start, to: end)
                {
                    tokens.append(Token(kind: .identifier, text: word, location: location, isReservedWord: true))
                } else {
                    tokens.append(Token(kind: .identifier, text: text(from: start), location: location))
                }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                advance()
            case UInt8(ascii: "\n"):
                tokens.append(Token(kind: .newline, text: "\n", location: location))
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { advance() }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                advance(); advance()
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                    advance()
                }
                guard index < bytes.count else {
                    throw ScenarioError(location: location, .lexing(.unterminatedComment), hint: .lexing(.closeComment))
                }
                advance(); advance()
            case UInt8(ascii: "#") where peek(1).map(Lexer.isIdentifierStart) == true:
                // `#selector`: one identifier token, read by the environment checker.
                let start = index
                advance()
                while index < bytes.count, Lexer.isIdentifierPart(bytes[index]) { advance() }
                tokens.append(Token(kind: .identifier, text: text(from: start), location: location))
            case UInt8(ascii: "\""):
                tokens.append(try string(at: location))
            case _ where customOperatorLength() >= 3:
                let length = customOperatorLength()
                let start = index
                for _ in 0..<length { advance() }
                tokens.append(
                    Token(kind: .symbol, text: text(from: start), location: location, symbol: Token.customOperator))
            case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
                advance(); advance()
                tokens.append(Token(kind: .symbol, text: "->", location: location, symbol: Token.arrow))
            case UInt8(ascii: "+") where peek(1) == UInt8(ascii: "="),
                UInt8(ascii: "-") where peek(1) == UInt8(ascii: "="),
                UInt8(ascii: "*") where peek(1) == UInt8(ascii: "="),
                UInt8(ascii: "/") where peek(1) == UInt8(ascii: "="),
                UInt8(ascii: "%") where peek(1) == UInt8(ascii: "="):
                tokens.append(compoundAssignment(at: location))
            case UInt8(ascii: ".")
            where peek(1) == UInt8(ascii: ".") && (peek(2) == UInt8(ascii: "<") || peek(2) == UInt8(ascii: ".")):
                let closed = peek(2) == UInt8(ascii: ".")
                advance(); advance(); advance()
                tokens.append(
                    Token(
                        kind: .symbol, text: closed ? "..." : "..<", location: location,
                        symbol: closed ? Token.closedRange : Token.halfOpenRange))
            case UInt8(ascii: "$") where peek(1).map(Lexer.isDigit) == true:
                // `$0`: a closure's shorthand parameter, an identifier the closure declares (ClosureParsing.swift).
                let start = index
                advance()
                while index < bytes.count, Lexer.isDigit(bytes[index]) { advance() }
                tokens.append(Token(kind: .identifier, text: text(from: start), location: location))
            case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
                UInt8(ascii: "|"):
                tokens.append(operatorToken(at: location))
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["),
                UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "."),
                UInt8(ascii: "?"), UInt8(ascii: "@"), UInt8(ascii: "+"),
                UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"):
                advance()
                tokens.append(Token(kind: .symbol, text: Lexer.symbolText[Int(byte)], location: location, symbol: byte))
            default:
                if Lexer.isDigit(byte) {
                    let start = index
                    while index < bytes.count, Lexer.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") {
                        advance()
                    }
                    // A decimal fraction (`0.3`): the parser reads the text as a Double.
                    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), Lexer.isDigit(bytes[index + 1]) {
                        advance()
                        while index < bytes.count, Lexer.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") {
                            advance()
                        }
                    }
                    tokens.append(Token(kind: .integer, text: text(from: start), location: location))
                } else {
                    throw ScenarioError(location: location, .lexing(.unexpectedCharacter(UnicodeScalar(byte))))
                }
            }
        }
        tokens.append(Token(kind: .end, text: "", location: SourceLocation(line: line, column: column)))
        return tokens
    }

    private mutating func string(at location: SourceLocation) throws(ScenarioError) -> Token {
        advance()
        var value: [UInt8] = []
        var interpolated = false
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "(") {
                // `\(expression)`: its source, between two `Token.interpolationMark`s, for the parser.
                advance(); advance()
                value.append(Token.interpolationMark)
                try copyInterpolation(into: &value, openedAt: location)
                value.append(Token.interpolationMark)
                interpolated = true
                continue
            }
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                advance()
                switch bytes[index] {
                case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                default: value.append(bytes[index])
                }
            } else {
                value.append(bytes[index])
            }
            advance()
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw ScenarioError(location: location, .lexing(.unterminatedString), hint: .lexing(.closeString))
        }
        advance()
        var token = Token(kind: .string, text: String(decoding: value, as: UTF8.self), location: location)
        token.isInterpolated = interpolated
        return token
    }

    /// The source of an interpolation, up to the `)` that closes it (nested parentheses and string
    /// literals included); the index ends past that `)`.
    private mutating func copyInterpolation(into value: inout [UInt8], openedAt location: SourceLocation)
        throws(ScenarioError)
    {
        var depth = 0
        var inString = false
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            let byte = bytes[index]
            if byte == Token.interpolationMark { break }
            if byte == UInt8(ascii: "\""), index == 0 || bytes[index - 1] != UInt8(ascii: "\\") { inString.toggle() }
            if !inString {
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") {
                    if depth == 0 {
                        advance()
                        return
                    }
                    depth -= 1
                }
            }
            value.append(byte)
            advance()
        }
        throw ScenarioError(
            location: location, .lexing(.unterminatedInterpolation), hint: .lexing(.closeInterpolation))
    }

    /// The one of `Token.reservedWords` that `bytes[start..<end]` spells, if any (chosen by length,
    /// then compared byte by byte: this runs for most identifiers).
    private func reservedWord(from start: Int, to end: Int) -> String? {
        @inline(__always) func spelled(_ word: StaticString) -> String? {
            let pointer = word.utf8Start
            for offset in 0..<word.utf8CodeUnitCount where pointer[offset] != bytes[start + offset] { return nil }
            return word.description
        }
        switch end - start {
        case 1: return bytes[start] == UInt8(ascii: "_") ? "_" : nil
        case 2: return spelled("do") ?? spelled("if") ?? spelled("in")
        case 3: return spelled("nil") ?? spelled("let") ?? spelled("var") ?? spelled("for") ?? spelled("any")
        case 4: return spelled("true") ?? spelled("self") ?? spelled("func") ?? spelled("else") ?? spelled("case")
        case 5: return spelled("false") ?? spelled("super") ?? spelled("class") ?? spelled("while") ?? spelled("guard")
        case 6: return spelled("return") ?? spelled("deinit") ?? spelled("switch")
        case 7: return spelled("default")
        case 8: return spelled("override")
        default: return nil
        }
    }

    /// `=`, `!`, `<`, `>`, `&`, `|` alone or as the start of `==`, `!=`, `<=`, `>=`, `&&`, `||`, `===`, `!==`.
    private mutating func operatorToken(at location: SourceLocation) -> Token {
        let first = bytes[index]
        let second = peek(1)
        let code: UInt8
        let text: String
        switch (first, second) {
        case (UInt8(ascii: "="), UInt8(ascii: "=")) where peek(2) == UInt8(ascii: "="):
            code = Token.identical; text = "==="
        case (UInt8(ascii: "!"), UInt8(ascii: "=")) where peek(2) == UInt8(ascii: "="):
            code = Token.notIdentical; text = "!=="
        case (UInt8(ascii: "="), UInt8(ascii: "=")): code = Token.equal; text = "=="
        case (UInt8(ascii: "!"), UInt8(ascii: "=")): code = Token.notEqual; text = "!="
        case (UInt8(ascii: "<"), UInt8(ascii: "=")): code = Token.lessOrEqual; text = "<="
        case (UInt8(ascii: ">"), UInt8(ascii: "=")): code = Token.greaterOrEqual; text = ">="
        case (UInt8(ascii: "&"), UInt8(ascii: "&")): code = Token.and; text = "&&"
        case (UInt8(ascii: "|"), UInt8(ascii: "|")): code = Token.or; text = "||"
        default:
            advance()
            return Token(kind: .symbol, text: Lexer.symbolText[Int(first)], location: location, symbol: first)
        }
        for _ in 0..<text.utf8.count { advance() }
        return Token(kind: .symbol, text: text, location: location, symbol: code)
    }

    /// The length of a run of operator characters that is no operator of Swift's own (`+++`, `<<<`): a
    /// custom operator. Runs with `!`, `/`, `?` or `.`, and runs of `>` (generics' closing brackets) or
    /// `=` are not: they are read as Swift's operators.
    private func customOperatorLength() -> Int {
        var length = 0
        var sameAsFirst = true
        while let byte = peek(length), Lexer.isCustomOperatorCharacter(byte) {
            if byte != bytes[index] { sameAsFirst = false }
            length += 1
        }
        if length >= 3, sameAsFirst, bytes[index] == UInt8(ascii: ">") || bytes[index] == UInt8(ascii: "=") { return 0 }
        return length
    }

    private static func isCustomOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "="), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
            UInt8(ascii: "%"):
            return true
        default: return false
        }
    }

    /// `+=`, `-=`, `*=`, `/=`, `%=`.
    private mutating func compoundAssignment(at location: SourceLocation) -> Token {
        let first = bytes[index]
        advance(); advance()
        let code: UInt8
        switch first {
        case UInt8(ascii: "+"): code = Token.addAssign
        case UInt8(ascii: "-"): code = Token.subtractAssign
        case UInt8(ascii: "*"): code = Token.multiplyAssign
        case UInt8(ascii: "%"): code = Token.remainderAssign
        default: code = Token.divideAssign
        }
        return Token(kind: .symbol, text: Lexer.symbolText[Int(first)] + "=", location: location, symbol: code)
    }

    private mutating func advance() {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1 // a UTF-8 continuation byte does not start a new scalar
        }
        index += 1
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func text(from start: Int) -> String {
        String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// One shared string per ASCII character, so symbol tokens do not each build one.
    private static let symbolText: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Letters, `_`, and any non-ASCII character (names in other scripts).
    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        byte >= 0x80 || isASCIIIdentifierPart(byte)
    }

    /// `[A-Za-z0-9_]`, as one bit test (the identifier loop runs for most bytes of a scenario).
    private static func isASCIIIdentifierPart(_ byte: UInt8) -> Bool {
        let low: UInt64 = 0x03FF_0000_0000_0000 // '0'...'9'
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE // 'A'...'Z', '_', 'a'...'z'
        return byte < 64 ? (low >> UInt64(byte)) & 1 == 1 : (high >> UInt64(byte - 64)) & 1 == 1
    }
}
