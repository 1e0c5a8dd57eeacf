import LifecycleModel

/// A run-time value of a scenario expression.
enum Value {
    case object(ModelObject)
    case bool(Bool)
    case int(Int)
    case string(String)
    case style(PresentationStyle)
    /// A transitioning delegate the scenario made.
    case transitioningDelegate(TransitioningDelegate)
    case array([Value])
    case number(Double)
    case closure([CheckedStatement])
    case environment(EnvironmentValue)
    /// A `Task` or `Timer` the scenario started (Interpreting/ConcurrencyInterpreting.swift).
    case handle(WorkHandle)
    /// What `addObserver(forName:object:queue:using:)` returned (Interpreting/NotificationInterpreting.swift).
    case observerToken(NotificationObserverToken)
    case none
}

/// The evaluated arguments of one UIKit call: the first two inline, as an array per statement is a
/// measurable share of a run; the rare longer list (`transition(from:to:…)`) spills into `rest`.
struct Operands {
    private var first: Value = .none
    private var second: Value = .none
    private var rest: [Value] = []
    private(set) var count = 0

    mutating func append(_ value: Value) {
        switch count {
        case 0: first = value
        case 1: second = value
        default: rest.append(value)
        }
        count += 1
    }

    subscript(index: Int) -> Value {
        switch index {
        case 0: return first
        case 1: return second
        default: return index - 2 < rest.count ? rest[index - 2] : .none
        }
    }

    var values: [Value] { (0..<count).map { self[$0] } }
}
