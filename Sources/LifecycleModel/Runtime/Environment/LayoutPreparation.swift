/// What UIKit does for a view in the layout pass before `viewWillLayoutSubviews()`/`layoutSubviews()`:
/// bring its traits up to date (from iOS 17 this is where trait changes are processed — "just before
/// layoutSubviews", WWDC23 "Unleash the UIKit trait system"; earlier releases did it eagerly when the
/// change happened, and this only catches views coming back to the window), then its safe area and
/// margins, then (iOS 26) a pending `updateProperties()` — "after traits are updated, before layout"
/// (Apple docs, "updateProperties()": "Configures the view's content and styling properties before layout").
extension Simulator {
    func prepareForLayout(_ view: View) {
        guard view.owner != nil || view.isTraced, view.isInWindow else { return }
        updateTraits(of: view)
        updateSafeAreaAndMargins(of: view)
        runPendingUpdateProperties(of: view)
    }

    /// `setNeedsUpdateProperties()` on a controller or a view (iOS 26): coalesced into the next pass.
    package func setNeedsUpdateProperties(_ object: ModelObject) throws(ModelError) {
        guard profile.hasUpdateProperties else {
            throw ModelError(.updatePropertiesNew(running: profile.version))
        }
        if let controller = object as? ViewController {
            controller.environment.traitState.needsUpdateProperties = true
        } else if let view = object as? View {
            view.environment.traitState.needsUpdateProperties = true
        }
        layoutMayBeNeeded = true // the next commit must visit the views
    }

    private func runPendingUpdateProperties(of view: View) {
        let scope = openEvidence(.appleUpdateProperties, .wwdc25WhatsNewInUIKit); defer { closeEvidence(scope) }
        guard profile.hasUpdateProperties else { return }
        if let controller = view.owner, controller.environment.traitState.needsUpdateProperties {
            controller.environment.traitState.needsUpdateProperties = false
            trackingTraits(of: controller, view: view, for: .properties) { call(.updateProperties, controller) }
        }
        if view.isTraced, view.environment.traitState.needsUpdateProperties {
            view.environment.traitState.needsUpdateProperties = false
            trackingTraits(of: nil, view: view, for: .properties) { call(.updateProperties, view) }
        }
    }
}
