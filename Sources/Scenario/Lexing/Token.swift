/// One token of scenario source.
struct Token: Equatable {
    enum Kind: Equatable {
        case identifier      // also keywords: the parser tells them apart by text
        case integer
        case string          // `text` holds the unescaped contents
        case symbol          // ( ) { } [ ] , : ; . = ? ! and ->
        case newline
        case end
    }

    var kind: Kind
    var text: String
    var location: SourceLocation

    func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
    func isKeyword(_ word: String) -> Bool { kind == .identifier && text == word }

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
