/// What the checker reads of a `UIPresentationController` subclass and a transitioning delegate
/// (`CustomPresentationClasses`): the model reads what they declare instead of running them.
package enum PresentationClassMessage: Equatable, Sendable {
    /// the model runs no method of a presentation controller; 'm' cannot be declared
    case presentationControllerMethod(String)
    /// the model keeps no stored property of a presentation controller
    case presentationControllerProperty
    /// the model runs only 'presentationController(forPresented:…)' of a transitioning delegate: that method.
    case delegateRunsOnly(String)
    /// the model keeps no stored property of a transitioning delegate
    case delegateProperty
    /// the model reads this method as a single return
    case singleReturn
    /// the model cannot read this result
    case unreadableResult
    /// UIKit makes the presentation controller, not the scenario
    case uikitMakesPresentationController
}

/// What a presentation controller or transitioning delegate may declare.
package enum PresentationClassHint: Equatable, Sendable {
    /// the trace shows its callbacks; declare only `override var shouldRemovePresentersView: Bool { … }`
    case callbacksAreTraced
    /// declare only `override var shouldRemovePresentersView: Bool { … }`
    case declareOnlyShouldRemove
    /// a presentation controller may override `shouldRemovePresentersView`
    case mayOverrideShouldRemove
    /// animators (`animationController(forPresented:presenting:source:)`) are not modelled
    case animatorsNotModelled
    /// its body is `return Subclass(presentedViewController: …)` or `return nil`
    case vendingMethodShape
    /// declare `class X: UIPresentationController { … }`
    case declarePresentationController(String)
    /// return it from the transitioning delegate's `m`: the vending method.
    case returnFromDelegate(String)
}
