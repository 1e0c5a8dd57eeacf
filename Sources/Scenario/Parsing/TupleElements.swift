extension Parser {
    /// The name after `.`: an identifier, or a tuple's element (`colors[row].0`), whose value is opaque.
    mutating func memberNameOrTupleIndex() throws(ScenarioError) -> String {
        if current.kind == .integer, !current.text.contains(".") {
            defer { advance() }
            return current.text
        }
        return try expectIdentifier(.memberNameAfterDot)
    }
}
