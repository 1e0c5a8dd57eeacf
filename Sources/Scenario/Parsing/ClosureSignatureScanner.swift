/// Recognises a closure's signature — the part before `in` — without consuming tokens, so a closure
/// without one (`{ … }`) is parsed as a plain block. Accepted, as Swift writes them:
/// `_ in`, `finished in`, `a, b in`, `(a, b) in`, `(self: Self, previous: UITraitCollection) in`,
/// and an optional `-> Type` before `in`. Types are read and ignored: the simulator decides what a
/// handler receives.
struct ClosureSignatureScanner {
    let tokens: [Token]

    /// The parameter names and the index of the first body token (after `in`), or nil when the tokens
    /// from `start` are not a closure signature.
    func scan(from start: Int) -> (parameters: [String], bodyStart: Int)? {
        var index = start
        let parenthesised = token(at: index)?.isSymbol("(") == true
        if parenthesised { index += 1 }
        var parameters: [String] = []
        while let name = token(at: index), name.kind == .identifier, !name.isKeyword("in") {
            parameters.append(name.text)
            index += 1
            if token(at: index)?.isSymbol(":") == true {
                guard parenthesised, let afterType = skipType(from: index + 1) else { return nil }
                index = afterType
            }
            guard token(at: index)?.isSymbol(",") == true else { break }
            index += 1
        }
        if parenthesised {
            guard token(at: index)?.isSymbol(")") == true else { return nil }
            index += 1
        }
        if token(at: index)?.isSymbol("->") == true {
            guard let afterType = skipType(from: index + 1) else { return nil }
            index = afterType
        }
        guard token(at: index)?.isKeyword("in") == true, !parameters.isEmpty || parenthesised else { return nil }
        return (parameters, index + 1)
    }

    /// `Name`, `Module.Name`, `Name?`, `[Name]`, `Name!`: the index after the type, or nil.
    private func skipType(from start: Int) -> Int? {
        var index = start
        if token(at: index)?.isSymbol("[") == true {
            guard let inner = skipType(from: index + 1), token(at: inner)?.isSymbol("]") == true else { return nil }
            index = inner + 1
        } else {
            guard token(at: index)?.kind == .identifier else { return nil }
            index += 1
            while token(at: index)?.isSymbol(".") == true, token(at: index + 1)?.kind == .identifier { index += 2 }
        }
        while let mark = token(at: index), mark.isSymbol("?") || mark.isSymbol("!") { index += 1 }
        return index
    }

    private func token(at index: Int) -> Token? { index < tokens.count ? tokens[index] : nil }
}
