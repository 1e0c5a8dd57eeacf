/// `newValue` in `willSet` and `oldValue` in `didSet` (or the names `didSet(old)` gives them): each
/// observer has its value bound as a parameter before it runs — the value being assigned, evaluated once
/// and then stored from there, and the value the property held before the assignment. Typed as the
/// property is where that is one of the model's value types (`Int`, `String`…); otherwise an opaque value
/// that still holds what was assigned.
struct ObserverValue {
    var name: String
    var binding: CheckedBinding
    /// The property it observes.
    var property: String
}

extension Checker {
    mutating func observerValue(_ name: String, of property: PropertySyntax) -> ObserverValue {
        ObserverValue(name: name, binding: CheckedBinding(slot: newSlot(), isValue: true), property: property.name)
    }

    /// The observer's value as a parameter of its body, typed once the property's type is known.
    func observerParameter(_ value: ObserverValue, inClass className: String)
        -> (name: String, binding: CheckedBinding, type: ValueType)
    {
        var type = ValueType.opaque(value.name)
        if let info = property(named: value.property, inClass: className), Checker.isValueType(info.type) {
            type = info.type
        }
        return (value.name, value.binding, type)
    }

    /// The statements that bind the observers' values ahead of an assignment: `newValue` from the value
    /// assigned, `oldValue` from the property as it is.
    func observerValueBindings(
        of info: PropertyInfo, receiver: CheckedExpr, value: CheckedExpr, holds: Bool, location: SourceLocation
    ) -> [CheckedStatement] {
        var pairs: [(CheckedBinding, CheckedExpr)] = []
        if let newValue = info.accessors.newValue { pairs.append((newValue, value)) }
        if let oldValue = info.accessors.oldValue { pairs.append((oldValue, .property(receiver, name: info.name))) }
        return pairs.isEmpty ? [] : [.bindParameters(pairs, location: location)]
    }
}
