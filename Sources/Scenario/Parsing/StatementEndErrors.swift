/// The error for a statement whose line goes on after it: it says what was expected — a new line or
/// `;` — and, from the token found, what Swift does there instead (a label, a dictionary pair, a cast,
/// a trailing closure…), rather than one message for every construct the parser stopped at.
extension Parser {
    func endOfStatementError() -> ScenarioError {
        let found = current
        return ScenarioError(
            location: found.location,
            message: "expected a new line or ';' after the statement, found \(found.described)",
            hint: Parser.endOfStatementHint(found))
    }

    private static func endOfStatementHint(_ found: Token) -> String {
        if found.isSymbol(":") {
            return "a ':' belongs to a label inside a call (`f(label: value)`), a pair inside a dictionary "
                + "literal (`[key: value]`), a type after a name (`let name: Type`) or a `case … :` in a switch"
        }
        if found.isSymbol("{") {
            return "a '{' on this line is a trailing closure only after a call's ')' or a member "
                + "(`queue.async { … }`); a block of its own is written `do { … }`"
        }
        if found.isSymbol(")") || found.isSymbol("]") || found.isSymbol("}") {
            return
                "this '\(found.text)' closes nothing that is open on this line: remove it or add the bracket that opens it"
        }
        if found.isSymbol("=") || found.compoundAssignmentOperator != nil {
            return "only a name, a property or a subscript can be assigned to; compare with `==`"
        }
        if found.isSymbol("?") || found.isSymbol("!") {
            return "an optional chain or force unwrap is written with no space before it (`value?.member`, "
                + "`value!`); a conditional expression is `condition ? a : b`"
        }
        if found.kind == .identifier, found.isReservedWord || Parser.statementWords.contains(found.text) {
            return "'\(found.text)' starts a new statement: put it on its own line or after ';'"
        }
        if found.kind == .identifier || found.kind == .integer || found.kind == .string {
            return "two expressions side by side: join them with an operator or a ',' inside brackets, "
                + "or put the second on its own line or after ';'"
        }
        return "put the next statement on its own line or after ';'"
    }

    /// Words that begin a statement or declaration without being reserved in the lexer.
    private static let statementWords: Set<String> = [
        "defer", "break", "continue", "throw", "struct", "enum", "extension", "import", "func", "init",
    ]
}
