/// Safe area and layout margins (iOS 11+). A controller's safe area is its parent's plus the
/// parent's bars (a navigation bar at the top, a tab bar at the bottom) plus its own
/// `additionalSafeAreaInsets`; the window's root and presented controllers start from the window's
/// safe area. A traced subview is taken to fill its superview and shares its safe area. A change is
/// reported in the layout pass, before the view's layout: `viewSafeAreaInsetsDidChange()` (controller,
/// for its root view) or `safeAreaInsetsDidChange()` (view), then the margins derived from it
/// (`viewLayoutMarginsDidChange()` / `layoutMarginsDidChange()`: margins are measured from the safe
/// area by default, Apple docs, "insetsLayoutMarginsFromSafeArea"), then layout (Apple docs,
/// "viewSafeAreaInsetsDidChange()", "additionalSafeAreaInsets"). A view out of a window has a zero
/// safe area, so its first layout in the window reports one too: viewWillAppear, viewSafeAreaInsetsDidChange,
/// viewWillLayoutSubviews (published log, haomeiwen.com/subject/aedzsqtx.html).
extension Simulator {
    /// `controller.additionalSafeAreaInsets = …` (iOS 11+): reported in the next layout pass.
    package func setAdditionalSafeAreaInsets(_ insets: EdgeInsets, of controller: ViewController) throws(ModelError) {
        try require(.api(.additionalSafeAreaInsets)) {
            .additionalSafeAreaInsetsNew(introduced: $0, running: profile.version)
        }
        guard insets != controller.environment.additionalSafeAreaInsets else { return }
        controller.environment.additionalSafeAreaInsets = insets
        controller.view?.needsLayout = true
    }

    /// `view.layoutMargins = …` / `view.directionalLayoutMargins = …` (leading = left): the setter
    /// reports the change at once, then the view is laid out on the next pass.
    package func setLayoutMargins(_ insets: EdgeInsets, of view: View, directional: Bool) throws(ModelError) {
        if directional {
            try require(.api(.directionalLayoutMargins)) {
                .directionalLayoutMarginsNew(introduced: $0, running: profile.version)
            }
        }
        guard insets != view.environment.explicitMargins else { return }
        view.environment.explicitMargins = insets
        view.needsLayout = true
        let margins = effectiveMargins(of: view)
        guard margins != view.environment.margins else { return }
        view.environment.margins = margins
        reportMarginsChange(of: view)
    }

    func updateSafeAreaAndMargins(of view: View) {
        let scope = openEvidence(.haomeiwenSafeArea); defer { closeEvidence(scope) }
        guard profile.hasSafeArea else { return }
        let safeArea = safeAreaInsets(of: view)
        // Out of a window a view's safe area is zero, so its first one in a window is a change too.
        let previous = view.environment.safeArea ?? .zero
        view.environment.safeArea = safeArea
        if view.environment.margins == nil { view.environment.margins = effectiveMargins(of: view, safeArea: .zero) }
        guard previous != safeArea else { return }
        view.needsLayout = true
        if let controller = view.owner { call(.viewSafeAreaInsetsDidChange, controller) }
        if view.isTraced { call(.safeAreaInsetsDidChange, view) }
        let margins = effectiveMargins(of: view)
        if margins != view.environment.margins {
            view.environment.margins = margins
            reportMarginsChange(of: view)
        }
    }

    private func reportMarginsChange(of view: View) {
        if let controller = view.owner, profile.hasLayoutMarginCallbacks {
            call(.viewLayoutMarginsDidChange, controller)
        }
        if view.isTraced, profile.hasTraitCollections { call(.layoutMarginsDidChange, view) }
    }

    /// The view's safe area as UIKit would compute it in the window.
    func safeAreaInsets(of view: View) -> EdgeInsets {
        if let controller = view.owner { return safeAreaInsets(of: controller) }
        if let superview = view.superview, superview !== window { return safeAreaInsets(of: superview) }
        return device.windowSafeArea(on: profile)
    }

    private func safeAreaInsets(of controller: ViewController) -> EdgeInsets {
        let inherited: EdgeInsets
        if let parent = controller.parent {
            inherited = safeAreaInsets(of: parent) + parent.barInsets
        } else {
            inherited = device.windowSafeArea(on: profile)
        }
        return inherited + controller.environment.additionalSafeAreaInsets
    }

    /// Margins measured from the safe area: the explicit ones, or the system's (16 pt at the sides of a
    /// controller's root view, 8 pt all round for other views).
    private func effectiveMargins(of view: View, safeArea: EdgeInsets? = nil) -> EdgeInsets {
        let base =
            view.environment.explicitMargins
            ?? (view.owner != nil ? EdgeInsets(left: 16, right: 16) : EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        return base + (profile.hasSafeArea ? (safeArea ?? view.environment.safeArea ?? .zero) : .zero)
    }
}
