/// Line breaks Swift allows inside a control-flow header, as formatters lay them out: `if` with its
/// conditions on the lines below, `{` on a line of its own (`if\n  let cell = …\n{`), and `else` on the
/// line after the `}` of the `if` body. A line that starts with one of these tokens cannot start a
/// statement, so reading past the break is never ambiguous.
extension Parser {
    /// Skips the line breaks before the current position's next token when that token is `{` or `else`.
    mutating func skipNewlinesBeforeBraceOrElse() {
        var index = position
        while index < tokens.count - 1, tokens[index].kind == .newline { index += 1 }
        guard index > position, tokens[index].isSymbol("{") || tokens[index].isKeyword("else") else { return }
        position = index
    }
}
