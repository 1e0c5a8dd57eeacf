import LifecycleModel

/// A helper of the scenario class called for its value: `let settings = makeSettings()`,
/// `"\(stringFromBool(flag))"`, `present(makeDetail(), animated: true)`. Its body runs where the value is
/// read, with its arguments bound to its parameters and `self` the caller's; its `return` is the value,
/// of the type the helper declares (a controller for `-> UIViewController`, else the model's value type
/// or an opaque one).
extension Checker {
    mutating func helperValueCall(callee: ExprSyntax, arguments: [ArgumentSyntax], location: SourceLocation)
        throws(ScenarioError) -> (CheckedExpr, ValueType)?
    {
        guard let context else { return nil }
        let name: String
        switch callee {
        case .name(let called, _) where lookup(called) == nil && !Checker.isCapitalised(called): name = called
        case .member(.selfReference, let called, _): name = called
        default: return nil
        }
        guard let bodyIndex = classHelpers[context.className]?[name] else { return nil }
        let parameters = helperParameters[context.className + "." + name] ?? []
        var pairs: [(CheckedBinding, CheckedExpr)] = []
        if case .bindParameters(let bound, _)? = try bindArguments(arguments, to: parameters, location: location) {
            pairs = bound
        }
        let returnType = helperReturnTypes[context.className + "." + name] ?? nil
        return (.getter(.selfObject, bodyIndex: bodyIndex, arguments: pairs), resultType(returnType, of: name))
    }

    /// The type a helper's `-> Type` declares: a controller or view class the model knows (optional
    /// when written `?`), one of the model's value types, or an opaque value.
    private func resultType(_ written: String?, of name: String) -> ValueType {
        guard let written else { return .opaque(name) }
        if let object = annotatedType(written) {
            return written.hasSuffix("?") ? .optional(object) : object
        }
        let type = Checker.valueType(named: written.hasSuffix("?") ? String(written.dropLast()) : written)
        return written.hasSuffix("?") ? .optional(type) : type
    }
}
