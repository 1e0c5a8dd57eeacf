/// The lexer's errors (`Lexer`).
package enum LexingMessage: Equatable, Sendable {
    case unterminatedComment
    case unexpectedCharacter(Unicode.Scalar)
    case unterminatedString
    case unterminatedInterpolation
}

/// How to close what the lexer found open.
package enum LexingHint: Equatable, Sendable {
    case closeComment
    case closeString
    case closeInterpolation
}
