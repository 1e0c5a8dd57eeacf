/// One token of scenario source.
struct Token: Equatable {
    enum Kind: Equatable {
        case identifier // also keywords: the parser tells them apart by text
        case integer // also a decimal literal (`0.3`): the text has a '.'
        case string // `text` holds the unescaped contents
        case symbol // ( ) { } [ ] , : ; . = ? ! @ + - * / % < > & | and the operators below
        case newline
        case end
    }

    var kind: Kind
    var text: String
    var location: SourceLocation
    /// An identifier spelled like one of `Token.reservedWords` (decided once, in the lexer, so the
    /// parser compares strings only for the few tokens that can be keywords).
    var isReservedWord = false
    /// A symbol's character (`Token.arrow` for `->`), 0 for other tokens: the parser asks "is this a
    /// `(`?" about most tokens, and a byte answers that without comparing strings.
    var symbol: UInt8 = 0
    /// A string literal with `\(…)` in it: `text` holds its literal parts and, between two
    /// `interpolationMark`s, each interpolation's source (StringInterpolation.swift parses them).
    var isInterpolated = false

    /// Separates an interpolation's source from the literal parts in `text`.
    static let interpolationMark: UInt8 = 0x01

    /// `symbol` of the two-character symbols: `->` and the comparison and logical operators.
    static let arrow: UInt8 = 0x80
    static let equal: UInt8 = 0x81 // ==
    static let notEqual: UInt8 = 0x82 // !=
    static let lessOrEqual: UInt8 = 0x83 // <=
    static let greaterOrEqual: UInt8 = 0x84 // >=
    static let and: UInt8 = 0x85 // &&
    static let or: UInt8 = 0x86 // ||
    static let identical: UInt8 = 0x87 // ===
    static let notIdentical: UInt8 = 0x88 // !==
    /// Compound assignments (`+=`, `-=`, `*=`, `/=`) and the range operators (`..<`, `...`).
    static let addAssign: UInt8 = 0x89
    static let subtractAssign: UInt8 = 0x8A
    static let multiplyAssign: UInt8 = 0x8B
    static let divideAssign: UInt8 = 0x8C
    static let halfOpenRange: UInt8 = 0x8D
    static let closedRange: UInt8 = 0x8E
    /// An operator the app or a library declares (`+++`, `<<<` in Eureka's form builder).
    static let customOperator: UInt8 = 0x8F
    static let remainderAssign: UInt8 = 0x90 // %=

    /// `+=` and its kin: the arithmetic operator they apply (`+`), nil for other tokens.
    var compoundAssignmentOperator: String? {
        switch symbol {
        case Token.addAssign: return "+"
        case Token.subtractAssign: return "-"
        case Token.multiplyAssign: return "*"
        case Token.divideAssign: return "/"
        case Token.remainderAssign: return "%"
        default: return nil
        }
    }

    var isRangeOperator: Bool { symbol == Token.halfOpenRange || symbol == Token.closedRange }

    /// The words `Lexer.isReservedWord` recognises.
    static let reservedWords = [
        "true", "false", "nil", "self", "super", "let", "var", "do", "class", "func",
        "override", "return", "if", "for", "while", "in", "any", "deinit", "_",
        "guard", "else", "switch", "case", "default",
    ]

    /// `symbol` is one of the symbols the lexer makes: one ASCII character, or `->`.
    func isSymbol(_ symbol: StaticString) -> Bool {
        self.symbol == (symbol.utf8CodeUnitCount == 1 ? symbol.utf8Start.pointee : Token.arrow)
    }
    func isKeyword(_ word: String) -> Bool { isReservedWord && text == word }
}
