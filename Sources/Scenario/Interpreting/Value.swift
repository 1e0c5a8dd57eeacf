import LifecycleModel

/// A run-time value of a scenario expression.
enum Value {
    case object(ModelObject)
    case bool(Bool)
    case int(Int)
    case string(String)
    case style(PresentationStyle)
    case array([Value])
    case none
}

/// The evaluated arguments of one UIKit call (at most two besides a completion): kept inline, as an
/// array per statement is a measurable share of a run.
struct Operands {
    private var first: Value = .none
    private var second: Value = .none
    private(set) var count = 0

    mutating func append(_ value: Value) {
        if count == 0 { first = value } else { second = value }
        count += 1
    }

    subscript(index: Int) -> Value { index == 0 ? first : second }
}
