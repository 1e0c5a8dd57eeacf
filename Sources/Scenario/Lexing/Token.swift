/// One token of scenario source.
struct Token: Equatable {
    enum Kind: Equatable {
        case identifier      // also keywords: the parser tells them apart by text
        case integer         // also a decimal literal (`0.3`): the text has a '.'
        case string          // `text` holds the unescaped contents
        case symbol          // ( ) { } [ ] , : ; . = ? ! @ + - * / and ->
        case newline
        case end
    }

    var kind: Kind
    var text: String
    var location: SourceLocation
    /// An identifier spelled like one of `Token.reservedWords` (decided once, in the lexer, so the
    /// parser compares strings only for the few tokens that can be keywords).
    var isReservedWord = false

    /// The words `Lexer.isReservedWord` recognises.
    static let reservedWords = ["true", "false", "nil", "self", "super", "let", "var", "do", "class", "func",
                                "override", "return", "if", "for", "while", "in", "any", "deinit", "_"]

    func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
    func isKeyword(_ word: String) -> Bool { isReservedWord && text == word }

    /// How an error message names it.
    var described: String {
        switch kind {
        case .newline: return "end of line"
        case .end: return "end of scenario"
        case .string: return "string literal"
        default: return "'\(text)'"
        }
    }
}
