import LifecycleModel

/// Dictionary literals, ranges, `#keyPath(…)` and the `#…Literal(…)` forms, and locals declared before
/// their value (OpaqueFormSyntax.swift): their parts are checked and evaluated, the value is opaque and
/// the trace notes the form once. `#available(…)` is the one form with a meaning: a test of the release.
extension Checker {
    mutating func checkOpaqueForm(_ form: OpaqueFormSyntax) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        switch form.kind {
        case .availability(let major, let minor, let isAvailable):
            // An availability list without iOS holds on iOS (`#available(macOS 11, *)` is `*` here).
            guard let major else { return (.bool(isAvailable), .bool) }
            return (.availability(IOSVersion(major, minor), isAvailable: isAvailable), .bool)
        case .declaredLater(let typeName):
            return (.nilValue, declaredType(typeName))
        case .annotated(let typeName):
            guard let value = form.parts.first else { return (.nilValue, declaredType(typeName)) }
            return try check(value, expected: annotationType(typeName), bindingName: nil)
        case .dictionary, .range, .tuple, .objectLiteral, .customOperator:
            noteNotModelled(form.described)
            var parts: [CheckedExpr] = []
            for part in form.parts {
                parts.append(try check(part, expected: .opaque(form.described), bindingName: nil).0)
            }
            return (.opaque(parts), .opaque(form.described))
        }
    }

    /// What `let x: T = value` tells its value: `[T]` an array of T, else as a local declared without one.
    func annotationType(_ written: String) -> ValueType {
        if written.hasPrefix("["), written.hasSuffix("]"), !written.contains(":") {
            return .array(declaredType(String(written.dropFirst().dropLast())))
        }
        return declaredType(written)
    }

    /// The type a local declared without a value (`let label: String`, `let next: UIViewController`) holds
    /// once assigned: the model's own for its values and classes, else opaque.
    func declaredType(_ written: String) -> ValueType {
        var name = Substring(written)
        while name.last == "?" || name.last == "!" { name = name.dropLast() }
        switch name {
        case "String": return .string
        case "Int": return .int
        case "Bool": return .bool
        case "Double", "CGFloat", "Float", "TimeInterval": return .number
        default: break
        }
        let typeName = String(name)
        if let definition = classes[typeName] {
            return definition.base == .view
                ? .view(className: typeName)
                : .controller(ValueType.ControllerKind(definition.base), className: typeName)
        }
        if let base = Checker.uikitType(typeName) {
            return base == .view ? .anyView : .controller(ValueType.ControllerKind(base), className: nil)
        }
        return .opaque(typeName)
    }
}
