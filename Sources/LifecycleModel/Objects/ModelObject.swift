/// Anything the trace can name: controllers, views, the window.
///
/// Lifetime is modelled by explicit strong-reference counting rather than Swift's own: scenario
/// variables, the window, containers (children, presented controllers) each hold one reference, and a
/// stored closure capturing `self` would hold one on its own object, which is how a retain cycle keeps
/// `deinit` from ever running (see `Simulator.retain(_:)`).
///
/// The links between objects (superview, owner, parent, presenter) are plain strong Swift references
/// — weak ones cost a side table per object, a quarter of a run's time — and the simulator breaks
/// them all when it goes away (`breakLinks()`), so no Swift-level cycle outlives a run.
package class ModelObject {
    /// The scenario's name for it (`A`, `nav`, `A.view`).
    package let name: String
    /// Its class as the trace shows it (`UIViewController`, `Broken`, `UIView`).
    package let className: String
    /// Unique within the run: the window is 0, then objects count from 1 in creation order
    /// (`Simulator.assignNumber(to:)`). Observers know objects by it (`ObjectIdentity`).
    package internal(set) var number = 0
    /// The scenario's class declaration when it is a custom subclass with overrides.
    package let definition: ClassDefinition?
    /// Strong references held on it.
    package internal(set) var retainCount = 0
    package internal(set) var isDeallocated = false
    /// References the object holds on itself through stored closures capturing `self` strongly.
    package internal(set) var selfRetainCount = 0
    /// References pending tasks and timers hold on it through closures capturing it (Runtime/PendingWork.swift).
    package internal(set) var pendingWorkRetainCount = 0
    /// Where the last reference from outside the object went (only its own cycle holds it since).
    package internal(set) var orphanedAt: (line: Int, column: Int)?
    /// Objects its stored properties hold (`let content = UIViewController()`): released with it.
    var heldObjects: [ModelObject] = []

    init(name: String, className: String, definition: ClassDefinition?) {
        self.name = name
        self.className = className
        self.definition = definition
    }

    /// Drops every reference to other model objects (the simulator's teardown).
    func breakLinks() { heldObjects = [] }

    /// The traits last delivered to it, with the simulator's `traitsGeneration` then; nil before its
    /// first (and for objects without traits). Virtual, not a cast to a controller or a view: every
    /// trace event asks it.
    var deliveredTraits: (traits: TraitCollection, generation: Int)? { nil }

    /// What is true of it now, for the trace.
    func snapshot() -> StateSnapshot {
        StateSnapshot(
            viewLoaded: false, inWindow: false, appearance: nil, geometryAccurate: false,
            traitsCurrent: false, transitionCoordinator: false)
    }
}
