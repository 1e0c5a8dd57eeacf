import LifecycleModel

/// A run-time value of a scenario expression.
enum Value {
    case object(ModelObject)
    case bool(Bool)
    case int(Int)
    case string(String)
    case style(PresentationStyle)
    case array([Value])
    case environment(EnvironmentValue)
    case none
}
