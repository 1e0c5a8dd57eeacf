/// A call of a local the model holds no function for: a closure parameter (`completionHandler?(true)` in
/// `{ (action, row, completionHandler) in … }`), a value of app code. Its arguments are checked and
/// evaluated; the call does nothing, as the closure it would call is app or library code. A local that
/// holds a controller or a view is not callable (`vc()` stays an error).
extension Checker {
    mutating func opaqueLocalCall(_ name: String, arguments: [ArgumentSyntax], trailing: ClosureSyntax?)
        throws(ScenarioError) -> (CheckedExpr, ValueType)?
    {
        guard let symbol = lookup(name), symbol.type.isOpaque || symbol.type == .closure else { return nil }
        let evaluated = [CheckedExpr.valueSlot(symbol.slot)] + (try opaqueArguments(arguments, trailing: trailing))
        return (.opaque(evaluated), .opaque(name + "()"))
    }
}
