/// `"Article \(id) of \(count)"`: the lexer keeps each interpolation's source between two
/// `Token.interpolationMark`s; each is parsed here as an expression of its own.
extension Parser {
    mutating func parseInterpolation(_ token: Token) throws(ScenarioError) -> ExprSyntax {
        var parts: [ExprSyntax] = []
        var isSource = false
        for piece in token.text.utf8.split(
            separator: Token.interpolationMark, omittingEmptySubsequences: false)
        {
            let text = String(decoding: piece, as: UTF8.self)
            defer { isSource.toggle() }
            guard isSource else {
                if !text.isEmpty { parts.append(.string(text, token.location)) }
                continue
            }
            // The interpolation's tokens sit at the literal's position: an error there points at the string.
            var tokens = try Lexer.tokenize(text)
            for index in tokens.indices { tokens[index].location = token.location }
            var inner = Parser(tokens: tokens)
            inner.nesting = nesting
            let expression = try inner.parseExpression()
            inner.skipNewlines()
            guard inner.current.kind == .end else {
                throw ScenarioError(location: token.location, .expected(.interpolationEnd, found: inner.current.found))
            }
            parts.append(expression)
        }
        return .interpolation(parts, token.location)
    }
}
