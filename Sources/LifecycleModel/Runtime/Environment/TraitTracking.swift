/// Automatic trait tracking (iOS 18+). While UIKit runs one of the supported update methods it notes
/// which traits the method reads from the object's `traitCollection` (a controller's, or its view's);
/// when one of those traits later changes, UIKit invalidates the object with the matching call —
/// `setNeedsLayout()` for `layoutSubviews()`/`viewWillLayoutSubviews()`/`viewDidLayoutSubviews()`,
/// `setNeedsUpdateConstraints()` for `updateConstraints()`/`updateViewConstraints()`,
/// `setNeedsUpdateProperties()` for `updateProperties()` (Apple docs, "Automatic trait tracking";
/// "viewWillLayoutSubviews()": "In iOS 18 and later, UIKit supports automatic trait tracking inside this
/// method for traits from this view controller's traitCollection and the traitCollection of its view";
/// WWDC24 "What's new in UIKit", "Automatic trait tracking"). Each run replaces what the last run read.
///
/// So from iOS 18 a trait change that does not change the window's size (light/dark, Dynamic Type)
/// lays out again only the objects whose last layout read a changed trait. Before iOS 18 UIKit asks
/// every view to update (Apple docs, "Supporting Dark Mode in your interface", "Update custom views
/// using specific methods": on an appearance change the system calls `layoutSubviews()`,
/// `viewWillLayoutSubviews()`, `viewDidLayoutSubviews()`, `updateConstraints()`,
/// `updateViewConstraints()`, `traitCollectionDidChange(_:)`), which `traitsDidChange` models.
/// `draw(_:)` is tracked too, but the model does not draw.

/// Which invalidation a tracked method's reads ask for.
enum TrackedUpdate {
    case layout, constraints, properties
}

/// The object whose tracked method is running, and for which update.
struct TraitTrackingScope {
    var controller: ViewController?
    var view: View?
    var update: TrackedUpdate
}

/// The traits each tracked update of one object read during its last run.
struct TrackedTraits {
    var layout: [TraitKind] = []
    var constraints: [TraitKind] = []
    var properties: [TraitKind] = []

    subscript(update: TrackedUpdate) -> [TraitKind] {
        get {
            switch update {
            case .layout: layout
            case .constraints: constraints
            case .properties: properties
            }
        }
        set {
            switch update {
            case .layout: layout = newValue
            case .constraints: constraints = newValue
            case .properties: properties = newValue
            }
        }
    }
}

extension Simulator {
    /// Runs a supported update method of a controller (or, with `controller` nil, of a traced view),
    /// recording the traits it reads. Before iOS 18 it only runs the method.
    func trackingTraits(
        of controller: ViewController?, view: View?, for update: TrackedUpdate, continuing: Bool = false,
        _ body: () -> Void
    ) {
        guard profile.tracksTraitsAutomatically else { return body() }
        // `viewDidLayoutSubviews()` continues the run `viewWillLayoutSubviews()` began: one layout pass.
        if !continuing {
            if let controller {
                controller.environment.traitState.tracked[update] = []
            } else if let view {
                view.environment.traitState.tracked[update] = []
            }
        }
        let outer = traitTracking
        traitTracking = TraitTrackingScope(controller: controller, view: view, update: update)
        body()
        traitTracking = outer
    }

    /// App code read `traitCollection` (or one trait of it, `path.first`) of `controller` or `view`.
    func noteTraitRead(controller: ViewController?, view: View?, path: [String]) {
        guard let scope = traitTracking else { return }
        let read = TraitKind.allCases.filter { $0.propertyName == path.first }
        let kinds = read.isEmpty ? TraitKind.allCases : read
        if let controller, scope.controller === controller {
            add(kinds, to: &controller.environment.traitState.tracked[scope.update])
        } else if controller == nil, let view, scope.controller == nil, scope.view === view {
            add(kinds, to: &view.environment.traitState.tracked[scope.update])
        }
    }

    private func add(_ kinds: [TraitKind], to tracked: inout [TraitKind]) {
        for kind in kinds where !tracked.contains(kind) { tracked.append(kind) }
    }

    /// iOS 18+: invalidates what read one of the `changed` traits during its last run.
    func invalidateTrackedTraits(_ changed: [TraitKind]) {
        func reads(_ state: TraitEnvironmentState, _ update: TrackedUpdate) -> Bool {
            state.tracked[update].contains(where: changed.contains)
        }
        forEachViewInWindow { view in
            var states: [TraitEnvironmentState] = []
            if let owner = view.owner { states.append(owner.environment.traitState) }
            if view.isTraced { states.append(view.environment.traitState) }
            for state in states {
                if reads(state, .layout) { view.needsLayout = true }
                if reads(state, .constraints) { view.needsUpdateConstraints = true; view.needsLayout = true }
            }
            if let owner = view.owner, reads(owner.environment.traitState, .properties) {
                owner.environment.traitState.needsUpdateProperties = true
            }
            if view.isTraced, reads(view.environment.traitState, .properties) {
                view.environment.traitState.needsUpdateProperties = true
            }
        }
        // The pass still visits every view: trait changes are delivered just before layout (iOS 17+).
        layoutMayBeNeeded = true
    }
}
