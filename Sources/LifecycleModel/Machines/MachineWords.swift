/// The words of the state machines as typed ids: the model says which machine, state or cause it
/// means, and `Texts.MachineText` says it in the reader's language (the model holds no prose).

/// Which machine: its diagram's title names it.
public enum MachineKind: String, CaseIterable, Sendable {
    /// A view controller's appearance states (`AppearanceMachine`).
    case appearance
    /// A view controller's whole life (`LifeMachine`).
    case life
    /// The layout loop of a controller's view (`LayoutMachine`).
    case layout
}

/// A state's name.
public enum StateName: String, CaseIterable, Sendable {
    case initializing, created, viewLoaded, deallocated
    case disappeared, appearing, appeared, disappearing
    case upToDate, needsUpdateProperties, needsUpdateConstraints, needsLayout
}

/// What is true in a state, one short line under its name.
public enum StateDetail: String, CaseIterable, Sendable {
    case initRunning, viewNotLoaded, offScreenDisappeared
    case notOnScreen, comingOnScreen, onScreen, leavingScreen
    case nothingInvalid, propertyOrTraitChanged, constraintsInvalid, framesInvalid
}

/// What causes a transition: an app call, a container's action or an event.
public enum TransitionTrigger: String, CaseIterable, Sendable {
    // Appearance
    /// push, pop to it, present, tab select, add to window.
    case shownByContainer
    /// push over it, pop, dismiss, tab switch, remove.
    case hiddenByContainer
    case inHierarchyTraitsCurrent, transitionFinished, interactiveTransitionCancelled
    // Life
    case createdInCode, createdFromStoryboardOrNib, viewFirstAccessed, shown, hidden
    case firstUpdateCycleTransitionFinished, layoutLoop, memoryWarningOffScreen, memoryWarningViewKept
    case lastReferenceReleased
    // A trace's path
    /// A state change a trace shows with no callback (drawn as not a UIKit transition).
    case stateChangedWithoutCallback
    // Layout
    case setNeedsUpdateProperties, setNeedsUpdateConstraints, setNeedsLayout
    case updateCycle, updateCycleNothingElseInvalid, updateCycleConstraintsPass, updateCycleLayoutPass
}
