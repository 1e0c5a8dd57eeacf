/// An array literal with no type from its context (`for view in [containerView, button]`): as in Swift,
/// its element type comes from its elements — controllers, views (optional if any is), one type shared by
/// all, or else a value the model does not model.
extension Checker {
    mutating func checkUntypedArray(_ elements: [ExprSyntax]) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        var checked: [CheckedExpr] = []
        var types: [ValueType] = []
        for item in elements {
            let (expression, type) = try check(item, expected: nil, bindingName: nil)
            checked.append(expression)
            types.append(type)
        }
        return (.array(checked), .array(Checker.commonElementType(types)))
    }

    static func commonElementType(_ types: [ValueType]) -> ValueType {
        // No elements, or all controllers: an array of controllers, as the model has always read `[A, B]`.
        if types.allSatisfy({ $0.controllerKind != nil }) { return .anyController }
        if let first = types.first, types.allSatisfy({ $0 == first }) { return first }
        var isOptional = false
        let allViews = types.allSatisfy { type in
            var object = type
            if case .optional(let wrapped) = type { object = wrapped; isOptional = true }
            if case .view = object { return true }
            return false
        }
        if allViews { return isOptional ? .optional(.anyView) : .anyView }
        return .opaque("array element")
    }
}
