import Testing

@testable import Scenario

@Suite struct LexerTests {
    @Test func marksEveryReservedWordAndNothingElse() throws {
        for word in Token.reservedWords {
            let token = try Lexer.tokenize(word)[0]
            #expect(token.isReservedWord, "\(word)")
        }
        for word in ["window", "nav", "animated", "dox", "selfie", "overrides", "A", "Let"] {
            #expect(try !Lexer.tokenize(word)[0].isReservedWord, "\(word)")
        }
    }

    @Test func columnsCountScalarsAndStringsUnescape() throws {
        let tokens = try Lexer.tokenize("let é = \"a\\\"b\" // note\n  x")
        #expect(tokens.map(\.text) == ["let", "é", "=", "a\"b", "\n", "x", ""])
        #expect(tokens.map(\.location.column) == [1, 5, 7, 9, 23, 3, 4])
        #expect(tokens[5].location.line == 2)
    }

    @Test func symbolsAreRecognisedByTheirCharacterAndNothingElseIsOne() throws {
        let tokens = try Lexer.tokenize("f(\"(\") -> x.y - 1")
        #expect(tokens.map(\.text) == ["f", "(", "(", ")", "->", "x", ".", "y", "-", "1", ""])
        // A string literal spelled like a symbol is not one.
        #expect(
            tokens.map { $0.isSymbol("(") } == [
                false, true, false, false, false, false, false, false, false, false, false,
            ])
        #expect(tokens[4].isSymbol("->") && !tokens[4].isSymbol("-") && !tokens[4].isSymbol(">"))
        #expect(tokens[8].isSymbol("-") && !tokens[8].isSymbol("->"))
        #expect(tokens[6].isSymbol(".") && !tokens[5].isSymbol("."))
    }
}
