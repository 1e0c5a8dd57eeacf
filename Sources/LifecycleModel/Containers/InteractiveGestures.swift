/// What the user does with a finger: the interactive pop (edge swipe; the sheet drag is in
/// SheetDismissal.swift). It starts the transition in its own event; the finger lifts on a later turn
/// and the transition either completes or is cancelled. On cancellation UIKit reverses the appearance callbacks it already
/// made — the one case where will-callbacks are not matched by did-callbacks. A cancelled swipe gives
/// the top controller viewWillDisappear, then viewWillAppear and viewDidAppear (published log:
/// https://stackoverflow.com/questions/18927878, "A cancelled swipe-to-pop works like this"); after the
/// cancel the controller underneath finishes disappearing before the top one comes back — its
/// viewWillDisappear and viewDidDisappear, then the top's viewWillAppear and viewDidAppear (published
/// log, iOS 7: "The Inconsistent Order of View Transition Events", wangling.me, "Canceled Interactive
/// Popping"; no later source disagrees, so every release with the gesture has this order).
extension Simulator {
    /// `user.swipeBack(nav, completes:)`.
    package func swipeBack(_ nav: NavigationController, completes: Bool) throws(ModelError) {
        let scope = openEvidence(.stackOverflowCancelledSwipeBack, .wanglingTransitionEvents2014);
        defer { closeEvidence(scope) }
        try require(.interactivePopGesture) {
            .interactivePopGestureNew(introduced: $0, running: profile.version)
        }
        note(.swipeBack, nav)
        guard nav.children.count > 1, nav.isOnScreen, let from = nav.displayed, from === nav.children.last,
            let navView = nav.view
        else {
            throw ModelError(.nothingToSwipeBack(navigation: nav.name, count: nav.children.count))
        }
        let to = nav.children[nav.children.count - 2]
        let toView = try loadedView(of: to)
        // The gesture calls popViewController(animated: true).
        detachChild(from, from: nav)
        for controller in [from, to] { controller.hasTransitionCoordinator = true }
        beginAppearance(from, appearing: false, animated: true)
        beginAppearance(to, appearing: true, animated: true)
        tellNavigationDelegate(
            .navigationControllerWillShow, nav, showing: to, animated: true,
            evidence: EvidenceSet(.openRadarBackSwipeDelegate, .appleNavigationControllerDelegate))
        insert(toView, into: navView, at: 0)
        viewIsAppearing(to, animated: true)
        nav.displayed = to
        runLoop.schedule(from: origin) {
            for controller in [from, to] { controller.hasTransitionCoordinator = false }
            if completes {
                if let fromView = from.view { self.detach(fromView) }
                self.endAppearance(from, animated: true)
                self.endAppearance(to, animated: true)
                self.tellNavigationDelegate(.navigationControllerDidShow, nav, showing: to, animated: true)
                self.finishDetaching(from)
            } else {
                // Cancelled: the controller under the finger goes back, the top one comes back.
                self.beginAppearance(to, appearing: false, animated: true)
                self.detach(toView)
                self.endAppearance(to, animated: true)
                self.beginAppearance(from, appearing: true, animated: true)
                self.endAppearance(from, animated: true)
                nav.children.append(from)
                nav.displayed = from
                self.announceDidMove(from, to: nav)
            }
        }
    }
}
