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
            return (.opaque([]), .opaque(typeName))
        case .dictionary, .range, .objectLiteral:
            noteNotModelled(form.described)
            var parts: [CheckedExpr] = []
            for part in form.parts {
                parts.append(try check(part, expected: .opaque(form.described), bindingName: nil).0)
            }
            return (.opaque(parts), .opaque(form.described))
        }
    }
}
