/// A `UIView`. Views the scenario creates are traced (their callbacks appear in the trace); a
/// controller's root view is not: its layout reaches the trace through the controller's callbacks.
package class View: ModelObject {
    package internal(set) var superview: View?
    package internal(set) var subviews: [View] = []
    /// The controller whose root view this is.
    package internal(set) var owner: ViewController?
    package let isTraced: Bool
    /// Setting either flag tells the simulator a commit has layout to do (see `LayoutTracker`).
    var needsLayout = true {
        didSet { if needsLayout { tracker?.mayNeedLayout = true } }
    }
    var needsUpdateConstraints = true {
        didSet { if needsUpdateConstraints { tracker?.mayNeedLayout = true } }
    }
    var tracker: LayoutTracker?
    /// Its constraints are updated from inside its own layout, after `viewWillLayoutSubviews()`, not before
    /// the pass reaches it (an iOS 8 rotation: `VersionProfile.rotationUpdatesConstraintsInsideLayout`).
    var updatesConstraintsInsideLayout = false
    /// Laid out at least once since it was last put in a window.
    var hasBeenLaidOut = false
    /// Traits, safe area and margins last reported (Runtime/Environment).
    var environment = ViewEnvironment()
    /// A `UILabel`'s `text` (Runtime/IntrinsicContentSize.swift).
    var text: String?

    init(name: String, className: String = "UIView", definition: ClassDefinition? = nil, traced: Bool) {
        isTraced = traced
        super.init(name: name, className: className, definition: definition)
    }

    /// In the window's hierarchy: kept up to date by the simulator as views move (reading it is on
    /// the hot path of every trace event).
    package internal(set) var isInWindow = false

    override var deliveredTraits: (traits: TraitCollection, generation: Int)? {
        environment.traitState.traits.map { ($0, environment.traitState.generation) }
    }

    override func snapshot() -> StateSnapshot {
        let inWindow = isInWindow
        return StateSnapshot(
            viewLoaded: true, inWindow: inWindow, appearance: nil,
            geometryAccurate: inWindow && hasBeenLaidOut, traitsCurrent: inWindow,
            transitionCoordinator: false)
    }

    override func breakLinks() {
        super.breakLinks()
        tracker = nil
        superview = nil
        owner = nil
        subviews = []
        // A trait-change handler may hold the view it was registered on.
        environment.traitState.registrations = []
    }

    func isDescendant(of other: View) -> Bool {
        var node: View? = self
        while let current = node {
            if current === other { return true }
            node = current.superview
        }
        return false
    }
}

/// The app's `UIWindow`: the root of the visible view hierarchy.
package final class Window: View {
    package internal(set) var rootViewController: ViewController?
    package internal(set) var isKeyAndVisible = false

    override func breakLinks() {
        super.breakLinks()
        rootViewController = nil
    }

    init() {
        super.init(name: "window", className: "UIWindow", traced: false)
        isInWindow = true
    }
}

/// Whether any view may need layout: views flag it as they are invalidated, so a commit with nothing
/// to lay out skips the walk of the window (most turns of a run).
final class LayoutTracker {
    var mayNeedLayout = false
}
