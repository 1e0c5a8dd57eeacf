/// The error for a statement whose line goes on after it: it says what was expected — a new line or
/// `;` — and, from the token found, what Swift does there instead (a label, a dictionary pair, a cast,
/// a trailing closure…), rather than one message for every construct the parser stopped at.
extension Parser {
    func endOfStatementError() -> ScenarioError {
        expectedError(.statementEnd, hint: Parser.endOfStatementHint(current))
    }

    private static func endOfStatementHint(_ found: Token) -> ParsingHint {
        if found.isSymbol(":") { return .colonUses }
        if found.isSymbol("{") { return .braceOpensTrailingClosure }
        if found.isSymbol(")") || found.isSymbol("]") || found.isSymbol("}") { return .closesNothing(found.text) }
        if found.isSymbol("=") || found.compoundAssignmentOperator != nil { return .assignmentTarget }
        if found.isSymbol("?") || found.isSymbol("!") { return .optionalChainSpacing }
        if found.kind == .identifier, found.isReservedWord || Parser.statementWords.contains(found.text) {
            return .startsNewStatement(found.text)
        }
        if found.kind == .identifier || found.kind == .integer || found.kind == .string {
            return .expressionsSideBySide
        }
        return .nextStatementOnNewLine
    }

    /// Words that begin a statement or declaration without being reserved in the lexer.
    private static let statementWords: Set<String> = [
        "defer", "break", "continue", "throw", "struct", "enum", "extension", "import", "func", "init",
    ]
}
