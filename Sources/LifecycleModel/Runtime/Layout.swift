/// Deferred layout. Invalidations only mark views; the pass runs at the end of the run-loop turn
/// (or at `layoutIfNeeded()`), top-down through the window. For each view that needs layout: first its
/// subtree's constraints (bottom-up: `updateConstraints()`, a controller's `updateViewConstraints()`),
/// then `viewWillLayoutSubviews()` → the view's `layoutSubviews()` → `viewDidLayoutSubviews()`, then
/// its subviews — which is why a subview's `layoutSubviews()` follows the controller's
/// `viewDidLayoutSubviews()` ("iOS - UIViewController 生命周期", 齐生, 2025, "VC 与 View 的交叉";
/// Apple docs, "viewDidLayoutSubviews()":
/// "the view's subviews may not have been laid out yet… the subviews adjust their own layouts").
extension Simulator {
    package func setNeedsLayout(_ view: View) {
        note(.setNeedsLayout, view)
        view.needsLayout = true
        layoutMayBeNeeded = true
    }

    package func setNeedsUpdateConstraints(_ view: View) {
        note(.setNeedsUpdateConstraints, view)
        view.needsUpdateConstraints = true
        view.needsLayout = true
        layoutMayBeNeeded = true
    }

    /// `layoutIfNeeded()`: lays out now, from the topmost superview that needs it.
    package func layoutIfNeeded(_ view: View) {
        note(.layoutIfNeeded, view)
        layOutNow(view)
    }

    /// UIKit forcing a layout (a transition preparing its animation); `reason`: the sources that say this
    /// layout happens here, beside those that order a pass.
    func layOutNow(_ view: View, reason: EvidenceSet = EvidenceSet()) {
        var top = view
        while let parent = top.superview, parent.needsLayout { top = parent }
        var evidence = Simulator.layoutPassEvidence
        evidence.formUnion(reason)
        withEvidence(evidence) { layOut(top) }
    }

    /// The order of a pass: a controller's layout callbacks around its view's, then the subviews'.
    static let layoutPassEvidence = EvidenceSet(.qiShengLifecycle2025, .appleUIViewController)

    /// The next commit's pass rests on `source` too, beside whatever already named its sources (or `base`
    /// when nothing did): a rotation, a snapshot flip or a held appearance change that causes the pass.
    func addToNextLayoutPass(_ source: EvidenceID, base: EvidenceSet = Simulator.layoutPassEvidence) {
        var evidence = nextLayoutPassEvidence ?? base
        evidence.insert(source)
        nextLayoutPassEvidence = evidence
    }

    /// The commit's pass over the visible window.
    func layoutPass() {
        guard window.isKeyAndVisible, layoutMayBeNeeded else { return }
        layoutMayBeNeeded = false
        let evidence = nextLayoutPassEvidence ?? Simulator.layoutPassEvidence
        nextLayoutPassEvidence = nil
        withEvidence(evidence) { layOut(window) }
        if appState.laysOutAgainAfterLaunchTurn {
            // iOS 15: the launch's turn to the root's orientation lays the window out a second time in the
            // same commit, before `viewDidAppear(_:)` (`VersionProfile.launchTurnLaysOutTwice`).
            appState.laysOutAgainAfterLaunchTurn = false
            forEachViewInWindow { $0.needsLayout = true }
            var again = Simulator.layoutPassEvidence
            again.insert(.neuburgLaunchLogs)
            withEvidence(again) { layOut(window) }
        }
    }

    private func layOut(_ view: View) {
        // A navigation controller whose stack changed since its last transition starts it here.
        if view.owner?.isNavigationController == true, let nav = view.owner as? NavigationController,
            nav.hasDeferredTransition
        {
            startDeferredTransition(nav)
        }
        prepareForLayout(view)
        if view.needsLayout {
            let constraintsInside =
                view.updatesConstraintsInsideLayout && profile.hasControllerLayoutCallbacks
                && view.owner != nil
            view.updatesConstraintsInsideLayout = false
            if profile.hasAutoLayout, view.subtreeNeedsConstraints, !constraintsInside { updateConstraints(in: view) }
            view.needsLayout = false
            if profile.hasControllerLayoutCallbacks, let controller = view.owner {
                trackingTraits(of: controller, view: view, for: .layout) { call(.viewWillLayoutSubviews, controller) }
                if constraintsInside, view.subtreeNeedsConstraints { updateConstraints(in: view) }
                if view.isTraced { layOutTracedView(view) }
                view.hasBeenLaidOut = true
                trackingTraits(of: controller, view: view, for: .layout, continuing: true) {
                    call(.viewDidLayoutSubviews, controller)
                }
            } else {
                if view.isTraced { layOutTracedView(view) }
                view.hasBeenLaidOut = true
            }
        }
        var index = 0
        // Subviews may change while they are laid out (a transition adds or removes views).
        while index < view.subviews.count {
            layOut(view.subviews[index])
            index += 1
        }
    }

    private func updateConstraints(in view: View) {
        for subview in view.subviews { updateConstraints(in: subview) }
        guard view.needsUpdateConstraints else { return }
        view.needsUpdateConstraints = false
        if let controller = view.owner {
            trackingTraits(of: controller, view: view, for: .constraints) { call(.updateViewConstraints, controller) }
        } else if view.isTraced {
            trackingTraits(of: nil, view: view, for: .constraints) { call(.updateConstraints, view) }
        }
    }

    private func layOutTracedView(_ view: View) {
        trackingTraits(of: nil, view: view, for: .layout) { call(.layoutSubviews, view) }
    }
}

extension View {
    var subtreeNeedsConstraints: Bool {
        needsUpdateConstraints || subviews.contains { $0.subtreeNeedsConstraints }
    }
}
