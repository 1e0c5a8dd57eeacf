/// The per-controller appearance state machine and the transition skeleton every container shares.
///
///     disappeared ──viewWillAppear──▶ appearing ──viewDidAppear──▶ appeared
///          ▲  ◀──viewDidDisappear── disappearing ◀──viewWillDisappear──┘
///
/// A controller forwards each step to its children on screen with it (after its own callback), so a
/// container and its visible child move together. Repeated steps are ignored, as UIKit's
/// `_appearState` check does; an interactive transition that is cancelled reverses a step
/// (appearing → disappearing), which is the one documented case of unbalanced callbacks.
extension Simulator {
    func beginAppearance(_ controller: ViewController, appearing: Bool, animated: Bool) {
        let forward: Bool
        var firstShown: (nav: NavigationController, shown: ViewController)?
        if appearing {
            guard controller.appearance == .disappeared || controller.appearance == .disappearing else { return }
            if let split = controller as? SplitViewController { prepareSplitForWindow(split) }
            controller.appearance = .appearing
            forward = callAppearance(.viewWillAppear, controller, animated: animated)
            let nav = controller as? NavigationController
            let showsFirst = nav?.displayed == nil
            installVisibleChild(of: controller)
            if let nav, showsFirst, let shown = nav.displayed { firstShown = (nav, shown) }
        } else {
            guard controller.appearance == .appeared || controller.appearance == .appearing else { return }
            controller.appearance = .disappearing
            forward = callAppearance(.viewWillDisappear, controller, animated: animated)
        }
        if forward, controller.forwardsAppearanceAutomatically {
            controller.forEachAppearanceChild { beginAppearance($0, appearing: appearing, animated: animated) }
        }
        guard let (nav, shown) = firstShown else { return }
        // A navigation controller showing its first controller tells its delegate, as a push does; didShow
        // comes twice then: once now, once after viewDidAppear (NavigationDelegate.swift).
        tellNavigationDelegate(.navigationControllerWillShow, nav, showing: shown, animated: animated)
        tellNavigationDelegate(
            .navigationControllerDidShow, nav, showing: shown, animated: animated,
            evidence: EvidenceSet(.vastUIViewControllerLifeCycle, .openRadarDidShowTwice))
        nav.awaitsDidShow = shown
    }

    /// The view is in the window and its superview has set its frame: traits and geometry are final.
    /// `viewIsAppearing(_:)` from iOS 13 (Apple docs, "viewIsAppearing(_:)"); before, the same moment
    /// passes silently.
    func viewIsAppearing(_ controller: ViewController, animated: Bool) {
        let scope = openEvidence(.appleViewIsAppearing, .wwdc23WhatsNewInUIKit); defer { closeEvidence(scope) }
        guard controller.appearance == .appearing, !controller.geometryAccurate else { return }
        controller.geometryAccurate = true
        if profile.hasViewIsAppearing {
            call(.viewIsAppearing, controller, Simulator.animatedArgument(animated))
        }
        guard controller.forwardsAppearanceAutomatically else { return }
        controller.forEachAppearanceChild { viewIsAppearing($0, animated: animated) }
    }

    func endAppearance(_ controller: ViewController, animated: Bool) {
        let forward: Bool
        switch controller.appearance {
        case .appearing:
            controller.appearance = .appeared
            forward = callAppearance(.viewDidAppear, controller, animated: animated)
        case .disappearing:
            controller.appearance = .disappeared
            controller.geometryAccurate = false
            forward = callAppearance(.viewDidDisappear, controller, animated: animated)
        case .appeared, .disappeared:
            return
        }
        if forward, controller.forwardsAppearanceAutomatically {
            controller.forEachAppearanceChild { endAppearance($0, animated: animated) }
        }
        if let nav = controller as? NavigationController, let shown = nav.awaitsDidShow {
            nav.awaitsDidShow = nil
            if nav.appearance == .appeared {
                tellNavigationDelegate(.navigationControllerDidShow, nav, showing: shown, animated: animated)
            }
        }
    }

    /// Makes an appearance callback; answers whether the children should hear it too. UIKit's
    /// navigation and tab bar controllers forward from their own implementation, so only when it ran
    /// (the override called `super`); other controllers forward regardless. The children hear it after
    /// the container's override returns. One iOS 6 simulator log (Cocoanetics/DTFoundation issue 33,
    /// github.com) prints a navigation root's `viewWillAppear:` inside its navigation controller's
    /// `super` call, but inside a third-party side-panel container whose forwarding it does not show:
    /// too weak a source to move the call, so it is not modelled.
    private func callAppearance(_ callback: Callback, _ controller: ViewController, animated: Bool) -> Bool {
        var superRan = false
        call(callback, controller, Simulator.animatedArgument(animated)) { superRan = true }
        return superRan || !controller.forwardsAppearanceInSuper
    }

    /// A container about to appear puts its visible child's view in place first, loading it if this is
    /// the first time (so a tab's view loads on its first selection only).
    private func installVisibleChild(of controller: ViewController) {
        guard let containerView = controller.view else { return }
        let child: ViewController?
        if let nav = controller as? NavigationController {
            if let shown = nav.displayed {
                // The container's view was unloaded and loaded again (iOS 5): put the shown child back.
                child = shown.view?.superview === containerView ? nil : shown
            } else {
                child = nav.children.last
            }
            nav.displayed = nav.displayed ?? child
        } else if let tabs = controller as? TabBarController {
            child = tabs.selectedViewController
            tabs.displayed = child
        } else if let pages = controller as? PageViewController {
            child = pages.displayed
        } else if let split = controller as? SplitViewController {
            for column in visibleColumns(of: split) {
                guard let columnView = try? loadedView(of: column) else { continue }
                if columnView.superview !== containerView { insert(columnView, into: containerView) }
            }
            child = nil
        } else {
            child = nil
        }
        guard let child, let childView = try? loadedView(of: child) else { return }
        if childView.superview !== containerView { insert(childView, into: containerView) }
    }

    // MARK: - Transitions

    enum EndOrder { case disappearingFirst, appearingFirst }
    /// When the did-callbacks run. `afterTransaction`: once this turn's transaction has been committed, in
    /// a transaction of their own — Apple docs, "viewIsAppearing(_:)": `viewWillAppear(_:)` and
    /// `viewIsAppearing(_:)` "occur within the same CATransaction", and `viewDidAppear(_:)` "is called
    /// in a separate CATransaction at the end" (WWDC23 "What's new in UIKit", as summarised in
    /// "viewIsAppearing(_:) — iOS 17", janviarora.medium.com).
    enum CompletionTiming { case immediately, afterTransaction, nextTurn }

    /// The skeleton of every transition: will-callbacks (in the container's `beginOrder`), the new views go in,
    /// `viewIsAppearing`, a forced layout before an animation, then — immediately, after this turn's
    /// commit, or on a later turn when an animation ends — the old views go out and the did-callbacks
    /// run in the container's own order, then `finish` (containment, releases, completion handlers).
    func performTransition(
        disappearing: [ViewController], appearing: [ViewController], animated: Bool,
        beginOrder: EndOrder = .disappearingFirst, order: EndOrder, timing: CompletionTiming,
        afterIncomingLayout: () -> Void = {}, insertViews: () -> Void, removeViews: @escaping () -> Void,
        finish: @escaping () -> Void
    ) {
        if animated && profile.hasTransitionCoordinator {
            for controller in disappearing { controller.hasTransitionCoordinator = true }
            for controller in appearing { controller.hasTransitionCoordinator = true }
        }
        if beginOrder == .appearingFirst {
            for controller in appearing { beginAppearance(controller, appearing: true, animated: animated) }
        }
        for controller in disappearing { beginAppearance(controller, appearing: false, animated: animated) }
        if beginOrder == .disappearingFirst {
            for controller in appearing { beginAppearance(controller, appearing: true, animated: animated) }
        }
        insertViews()
        for controller in appearing { viewIsAppearing(controller, animated: animated) }
        if animated {
            // The animator lays out the incoming view before it animates it.
            for controller in appearing { if let view = controller.view { layOutNow(view) } }
            // What the container's animator lays out as it starts after the new views (a full-screen presenter).
            afterIncomingLayout()
        }
        let complete = {
            removeViews()
            let first = order == .disappearingFirst ? disappearing : appearing
            let second = order == .disappearingFirst ? appearing : disappearing
            for controller in first {
                controller.hasTransitionCoordinator = false
                self.endAppearance(controller, animated: animated)
            }
            for controller in second {
                controller.hasTransitionCoordinator = false
                self.endAppearance(controller, animated: animated)
            }
            // The did-callbacks have run: the controllers are no longer being presented, moved…
            for controller in disappearing { controller.transitionReason = TransitionReason() }
            for controller in appearing { controller.transitionReason = TransitionReason() }
            finish()
        }
        switch timing {
        case .immediately: complete()
        case .afterTransaction: runLoop.scheduleAfterTransaction(from: origin, complete)
        case .nextTurn: runLoop.schedule(from: origin, complete)
        }
    }
}
