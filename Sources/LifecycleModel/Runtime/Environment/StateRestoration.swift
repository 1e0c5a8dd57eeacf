/// View-controller state preservation and restoration (iOS 6–12; a scene-based app, iOS 13+, restores
/// through `stateRestorationActivity(for:)` and UIKit does not call these methods — see
/// `VersionProfile.hasViewControllerStateRestoration`).
///
/// Preservation starts at the window's root controller and walks the hierarchy; a controller is saved
/// only if it and every parent have a `restorationIdentifier` (View Controller Programming Guide,
/// "Preserving and Restoring State": "all parent view controllers… must have restoration identifiers
/// too… UIKit starts at the window's root view controller and walks the view controller hierarchy").
/// Restoration loads every restored controller's view, then decodes each (`decodeRestorableState(with:)`), and only "after
/// other object decoding is complete" calls `applicationFinishedRestoringState()` on each
/// (`.appleUIRestorationProcess`).
extension Simulator {
    /// `controller.restorationIdentifier = …`.
    package func setRestorationIdentifier(_ identifier: String?, of controller: ViewController) throws(ModelError) {
        try require(.stateRestoration) {
            .stateRestorationNew(introduced: $0, running: profile.version)
        }
        controller.environment.restorationIdentifier = identifier
    }

    /// Runs after the app enters the background (apps without scenes).
    func preserveState() {
        guard profile.hasViewControllerStateRestoration else { return }
        for controller in restorableControllers() {
            call(.encodeRestorableState, controller, [Argument("coder", "NSCoder")])
        }
    }

    /// `app.restoreState()`: the relaunch's restoration pass over the controllers the scenario set up.
    package func restoreState() throws(ModelError) {
        guard profile.hasViewControllerStateRestoration else {
            try require(.stateRestoration) {
                .stateRestorationNew(introduced: $0, running: profile.version)
            }
            let scenes = VersionedFeature.viewControllerRestorationInScenes
            throw ModelError(
                .restorationInScenes(running: profile.version, lastWithoutScenes: scenes.introduced - 1),
                unavailable: FeatureUnavailable(scenes))
        }
        let scope = openEvidence(.appleUIRestorationProcess); defer { closeEvidence(scope) }
        let restored = restorableControllers()
        // Each restored controller's view is loaded, down the chain, before any decoding (Matt Neuburg,
        // Programming iOS 9, and a printed order on Stack Overflow: `.neuburgRestorationOrder`).
        do {
            let loading = openEvidence(.neuburgRestorationOrder); defer { closeEvidence(loading) }
            for controller in restored { try loadedView(of: controller) }
        }
        for controller in restored { call(.decodeRestorableState, controller, [Argument("coder", "NSCoder")]) }
        for controller in restored { call(.applicationFinishedRestoringState, controller) }
    }

    /// Root first, then children and presented controllers, each only under a chain of identifiers.
    private func restorableControllers() -> [ViewController] {
        var result: [ViewController] = []
        func visit(_ controller: ViewController) {
            guard controller.environment.restorationIdentifier != nil else { return }
            result.append(controller)
            for child in controller.children { visit(child) }
            if let presented = controller.presentedViewController { visit(presented) }
        }
        if let root = window.rootViewController { visit(root) }
        return result
    }
}
