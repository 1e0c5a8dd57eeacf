/// What the model runs of Swift concurrency and of timers and queues (`ConcurrencyChecking`,
/// `ClassMembers`): the forms it models, refused otherwise rather than dropped silently.
package enum ConcurrencyMessage: Equatable, Sendable {
    /// the model runs blocks on the main queue only
    case mainQueueOnly
    /// the model starts a task from its closure alone
    case taskFromClosureOnly
    /// the model runs tasks on the main actor only
    case mainActorOnly
    /// the model runs `Timer.scheduledTimer(withTimeInterval:repeats:block:)`
    case scheduledTimerOnly
    /// the model needs a literal interval in seconds
    case literalInterval
    /// the model runs one-shot timers only
    case oneShotTimersOnly
}

/// The concurrency forms to write instead.
package enum ConcurrencyHint: Equatable, Sendable {
    /// `DispatchQueue.main.async { … }` or `DispatchQueue.main.asyncAfter(…) { … }`
    case mainQueueForms
    /// `Task { … }` or `Task { @MainActor in … }`
    case taskForms
    /// `Task { … }` from a controller's method runs on the main actor
    case taskRunsOnMainActor
    /// `Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in … }`
    case timerForm
    /// `repeats: false`; a repeating timer would fire for ever in a scenario
    case repeatsFalse
}
