/// A limit of `InputLimits` the scenario passed: the limit's value, for the sentence to state.
package enum LimitMessage: Equatable, Sendable {
    case scenarioLength(bytes: Int)
    case nesting(levels: Int)
    case callbackDepth(levels: Int)
    case runDepth(levels: Int)
    case traceEvents(count: Int)
}

/// What usually passes a limit, and how to stay under it.
package enum LimitHint: Equatable, Sendable {
    case splitScenario
    case flattenNesting
    /// An override or completion that makes UIKit call it again.
    case callbackLoop
    /// A helper that calls itself, or an override UIKit calls again.
    case recursion
}
