/// The one place misuse rules (and any other analysis) watch a run: every callback UIKit makes goes
/// through `Dispatcher.call`, every scenario API call through `Simulator.note(_:)`, and both are
/// reported here. A rule is a `ModelObserver` that keeps its own state and adds `Diagnostic`s.
public protocol ModelObserver: AnyObject {
    func observe(_ event: ModelEvent, in simulator: Simulator)
}

public enum ModelEvent {
    /// UIKit is about to call `callback` (its override, if any, has not run yet).
    case willCall(CallRecord)
    /// The callback returned.
    case didCall(CallRecord)
    /// The scenario (or an override body) called UIKit API.
    case action(ActionRecord)
}

public struct CallRecord {
    public var callback: Callback
    public unowned var object: ModelObject
    public var args: [Argument]
    public var depth: Int
    public var line: Int
    /// The scenario class overrides this callback; `callsSuper` says whether its body calls super.
    public var override: OverrideDefinition?
}

public struct ActionRecord {
    public enum Kind: String, Sendable {
        case accessView, loadViewIfNeeded, addSubview, removeFromSuperview, setNeedsLayout, layoutIfNeeded,
             setNeedsUpdateConstraints, setRootViewController, makeKeyAndVisible, push, pop, popToRoot,
             setViewControllers, present, dismiss, selectTab, swipeBack, dragDownSheet, release
    }
    public var kind: Kind
    public unowned var target: ModelObject
    public var operand: ModelObject?
    public var line: Int
    public var column: Int
}
