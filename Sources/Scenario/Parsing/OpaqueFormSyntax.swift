/// Swift forms a real controller writes that the model gives no meaning beyond an opaque value
/// (issue 27's tolerant semantics): their parts are checked and evaluated for their effects, the value
/// is opaque, and the run's trace notes once what was not modelled.
struct OpaqueFormSyntax {
    enum Kind: Equatable {
        /// `[key: value, …]`, `[:]`: parts are keys and values in turn.
        case dictionary
        /// `a..<b`, `a...b`, `..<b`, `a...`: parts are the bounds written. A loop over `a..<b` or `a...b`
        /// of two Ints counts (RangeLoops.swift); any other use is opaque.
        case range(isClosed: Bool)
        /// `(a, b)`, `(x: 1, y: 2)`: parts are the elements.
        case tuple
        /// `form +++ section`: an operator the app or a library declares; parts are the operands.
        case customOperator(String)
        /// `#keyPath(…)`, `#imageLiteral(…)`, `#colorLiteral(…)`, `#fileLiteral(…)`: no parts.
        case objectLiteral(String)
        /// `let x: T` without a value (assigned later): no parts, the type as written.
        case declaredLater(String)
        /// `let styles: [UIBlurEffect.Style] = [.dark, .light]`: one part, the value, checked against the
        /// type as written (its implicit members need it); not opaque, the value is the part's.
        case annotated(String)
        /// `#available(iOS 13, *)` (or `#unavailable`): not opaque — true on the releases it names, read
        /// against the release the scenario runs on. Nil when it names no iOS release (true everywhere).
        case availability(major: Int?, minor: Int, isAvailable: Bool)
    }

    var kind: Kind
    var parts: [ExprSyntax]
    var location: SourceLocation

    /// How the trace's note names it.
    var described: String {
        switch kind {
        case .dictionary: return "dictionary literal"
        case .range: return "range"
        case .tuple: return "tuple"
        case .customOperator(let text): return "operator " + text
        case .objectLiteral(let name): return name + "(…)"
        case .declaredLater(let type), .annotated(let type): return type
        case .availability(_, _, let isAvailable): return isAvailable ? "#available" : "#unavailable"
        }
    }
}

/// One pattern of a `switch` case.
enum PatternSyntax {
    /// `.compact`: an enum case of the subject's type.
    case enumCase(String, SourceLocation)
    /// `"Show"`, `0`, `Kind.top`, `#keyPath(…)`: matches a value equal to the expression's.
    case value(ExprSyntax)
    /// `let x`, `var x`, `_`: matches any value (binding `name`, if any, as an opaque value).
    case any(name: String?, SourceLocation)
    /// `.some(let x)`, `(0, _)`, `let .a(b)`, `is T`, `x where …`: a pattern the model cannot decide;
    /// its names are bound as opaque values and the case is checked but never chosen.
    case undecided(names: [String], SourceLocation)

    var location: SourceLocation {
        switch self {
        case .enumCase(_, let location), .any(_, let location), .undecided(_, let location): return location
        case .value(let expression): return expression.location
        }
    }
}
