/// A call of a local the model holds no function for: a closure parameter (`completionHandler?(true)` in
/// `{ (action, row, completionHandler) in … }`), a value of app code. Its arguments are checked and
/// evaluated; the call does nothing, as the closure it would call is app or library code. A local that
/// holds a controller or a view is not callable (`vc()` stays an error).
extension Checker {
    mutating func opaqueLocalCall(_ name: String, arguments: [ArgumentSyntax], trailing: ClosureSyntax?)
        throws(ScenarioError) -> (CheckedExpr, ValueType)?
    {
        guard let symbol = lookup(name), symbol.type.isOpaque || symbol.type == .closure else { return nil }
        var evaluated: [CheckedExpr] = [.valueSlot(symbol.slot)]
        for argument in arguments {
            if case .closure(let closure) = argument.value {
                _ = try checkClosure(closure)
            } else {
                evaluated.append(try check(argument.value, expected: .opaque("argument"), bindingName: nil).0)
            }
        }
        if let trailing { _ = try checkClosure(trailing) }
        return (.opaque(evaluated), .opaque(name + "()"))
    }
}
