/// The checker's errors about blocks UIKit runs later on the main queue (`MainQueueChecking`):
/// `DispatchQueue.main`, transition coordinators' animations and `UIView.animate`.
package enum MainQueueMessage: Equatable, Sendable {
    case mainQueueOnly
    case missingMainQueueBlock
    /// A `DispatchQueue.main` method the model does not run: its name and labels (`_` unlabelled).
    case dispatchCallNotModelled(String, labels: [String])
    case coordinatorOutsideTransition
    /// The label (`_` unlabelled).
    case extraArgument(String)
    case expectedContextBlockOrNil
    case deadlineForm
    case literalDuration
    case expectedVoidClosure
    /// `withDuration`, `animations`: the parameter.
    case missingArgumentInCall(String)
}

/// What to write for a main-queue block instead.
package enum MainQueueHint: Equatable, Sendable {
    case dispatchToMain
    /// `DispatchQueue.main.async { … }` with the method the scenario called.
    case mainQueueCall(String)
    /// The signature of the call the arguments belong to, as code.
    case callSignature(String)
    case deadlineExample
}

extension ScenarioError {
    init(location: SourceLocation, _ message: MainQueueMessage, hint: MainQueueHint? = nil) {
        self.init(location: location, .mainQueue(message), hint: hint.map { .mainQueue($0) })
    }
}
