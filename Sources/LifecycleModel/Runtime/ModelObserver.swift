/// The one place analyses outside the model watch a run: every callback UIKit makes goes through
/// `Dispatcher.call`, every scenario API call through `Simulator.note(_:_:_:detail:)`, and both are
/// reported here, in the order they happen. An observer keeps its own state and may add `Diagnostic`s.
///
/// Events name objects by `ObjectIdentity` — a number, a name and a class — never by reference, so an
/// observer may keep whatever it is given for as long as it likes. (The model's own misuse rules are
/// not an observer: they live in the module and read the objects themselves; see `MisuseRules`.)
package protocol ModelObserver: AnyObject {
    func observe(_ event: ModelEvent, in simulator: Simulator)
    /// The scenario's last event has run (`Simulator.finishRun()`): observers that judge the whole run
    /// report here.
    func runDidEnd(in simulator: Simulator)
}

extension ModelObserver {
    package func runDidEnd(in simulator: Simulator) {}
}

package enum ModelEvent: Sendable {
    /// UIKit is about to call `callback` (its override, if any, has not run yet).
    case willCall(ObservedCall)
    /// The callback returned.
    case didCall(ObservedCall)
    /// The scenario (or an override body) called UIKit API.
    case action(ObservedAction)
}

/// Who an event is about. `number` is unique within the run (the window is 0, then objects in creation
/// order) and stays meaningful after the object is gone.
package struct ObjectIdentity: Hashable, Sendable, CustomStringConvertible {
    package var number: Int
    /// The scenario's name for it (`A`, `nav`, `A.view`).
    package var name: String
    /// Its class as the trace shows it (`UIViewController`, `Broken`, `UIView`).
    package var className: String

    init(_ object: ModelObject) {
        number = object.number
        name = object.name
        className = object.className
    }

    package var description: String { name }
}

package struct ObservedCall: Sendable {
    package var callback: Callback
    package var object: ObjectIdentity
    package var depth: Int
    package var line: Int
    /// The scenario class overrides this callback; `callsSuper` says whether its body calls super.
    package var override: OverrideDefinition?
}

package struct ObservedAction: Sendable {
    package var kind: ActionKind
    package var target: ObjectIdentity
    package var operand: ObjectIdentity?
    package var line: Int
    package var column: Int
    package var detail: ActionDetail?
}

/// What an action names beyond its objects, typed by what it is.
package enum ActionDetail: Equatable, Sendable {
    /// `callSuper`: the callback whose `super` implementation the body called.
    case superCall(Callback)
    /// `readGeometry`: what was read.
    case geometry(GeometryProperty)
    /// `appCall`: the app's method, as written (`store.fetchAll`).
    case appMethod(String)
    /// `captureSelf`: the stored closure's property.
    case closureProperty(String)
    /// `accessOutlet`: the outlet's name.
    case outlet(String)
    /// `beginAppearanceTransition`: appearing (true) or disappearing.
    case appearing(Bool)
    /// `performSegue`: the segue's identifier.
    case segue(identifier: String)
    /// `addObserver`: the registration's notification and handler.
    case observer(ObserverSite)
    /// `removeObserver(_:)` or `removeObserver(_:name:object:)`: the name, nil for every name.
    case removedObserver(NotificationName?)
    /// `removeObserver(token)`: a block observer.
    case removedBlockObserver
    /// `startWorkCapturingSelf`/`keptAliveByWork`: the kind of work.
    case work(PendingWorkKind)
}

/// Where an observer was registered — its notification, and its selector or the place its block is
/// written — so that the same registration made again is recognised as a duplicate.
package struct ObserverSite: Equatable, Sendable {
    package enum Handler: Equatable, Sendable {
        case selector(String)
        case block(line: Int, column: Int)
    }

    package var name: NotificationName
    package var handler: Handler
}

/// The scenario API calls the model reports.
package enum ActionKind: String, Sendable {
    case accessView, loadViewIfNeeded, addSubview, removeFromSuperview, setNeedsLayout, layoutIfNeeded,
        setNeedsUpdateConstraints, setRootViewController, makeKeyAndVisible, push, pop, popToRoot,
        setViewControllers, present, dismiss, selectTab, swipeBack, swipeTab, dragDownSheet, release, showDetail
    // Containment (Runtime/Containment).
    case addChild, removeFromParent, willMoveToParent, didMoveToParent, transition,
        beginAppearanceTransition, endAppearanceTransition
    // Override bodies and app code (Runtime/Overrides/OverrideActions.swift).
    case callLoadView, callSuper, assignView, readGeometry, appCall, captureSelf, activateConstraints, accessOutlet
    // Storyboards (Storyboards/Segues.swift): the segue's identifier is the detail.
    case performSegue
    // Notifications, pending work and animations (Runtime/Notifications, Runtime/PendingWork.swift,
    // Runtime/MainQueue.swift).
    case addObserver, removeObserver, startWorkCapturingSelf, keptAliveByWork, animate, animateAlongsideTransition
}

/// A callback in progress, as the dispatcher and the misuse rules see it. It holds its object (a
/// counted reference), so nothing that keeps a record can outlive what it names.
struct CallRecord {
    var callback: Callback
    let object: ModelObject
    var depth: Int
    var line: Int
    var override: OverrideDefinition?

    var observed: ObservedCall {
        ObservedCall(callback: callback, object: ObjectIdentity(object), depth: depth, line: line, override: override)
    }
}

/// A scenario API call, as the dispatcher and the misuse rules see it (counted references).
struct ActionRecord {
    var kind: ActionKind
    let target: ModelObject
    let operand: ModelObject?
    var line: Int
    var column: Int
    var detail: ActionDetail?

    var observed: ObservedAction {
        ObservedAction(
            kind: kind, target: ObjectIdentity(target), operand: operand.map(ObjectIdentity.init),
            line: line, column: column, detail: detail)
    }
}
