/// The one place misuse rules (and any other analysis) watch a run: every callback UIKit makes goes
/// through `Dispatcher.call`, every scenario API call through `Simulator.note(_:)`, and both are
/// reported here. A rule is a `ModelObserver` that keeps its own state and adds `Diagnostic`s.
public protocol ModelObserver: AnyObject {
    func observe(_ event: ModelEvent, in simulator: Simulator)
    /// The scenario's last event has run (`Simulator.finishRun()`): rules that judge the whole run
    /// (a retain cycle, a `begin` never ended) report here.
    func runDidEnd(in simulator: Simulator)
}

extension ModelObserver {
    public func runDidEnd(in simulator: Simulator) {}
}

public enum ModelEvent {
    /// UIKit is about to call `callback` (its override, if any, has not run yet).
    case willCall(CallRecord)
    /// The callback returned.
    case didCall(CallRecord)
    /// The scenario (or an override body) called UIKit API.
    case action(ActionRecord)
}

/// Records are handed to observers while the call (or action) runs and must not be kept past it:
/// the object is held by the caller then, so the reference is not counted (counting it, in and out
/// of every observer, was a tenth of a run). A call record holds no counted reference at all, so
/// reporting it costs no reference counting; the arguments are in the trace event.
public struct CallRecord {
    public var callback: Callback
    public unowned(unsafe) var object: ModelObject
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
        // Containment (Runtime/Containment).
        case addChild, removeFromParent, willMoveToParent, didMoveToParent, transition,
             beginAppearanceTransition, endAppearanceTransition
        // Override bodies and app code (Runtime/AppCode.swift).
        case callLoadView, callSuper, assignView, readGeometry, appCall, captureSelf, activateConstraints, accessOutlet
    }
    public var kind: Kind
    public unowned(unsafe) var target: ModelObject
    public var operand: ModelObject?
    public var line: Int
    public var column: Int
    /// What the action names beyond its objects: the method of an `appCall`, the property of a
    /// `readGeometry`/`accessOutlet`/`captureSelf`, `true`/`false` for a begin appearance transition.
    public var detail: String?
}
