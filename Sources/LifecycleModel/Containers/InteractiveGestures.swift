/// What the user does with a finger: the interactive pop (edge swipe) and the sheet drag. Each starts
/// the transition in its own event; the finger lifts on a later turn and the transition either
/// completes or is cancelled. On cancellation UIKit reverses the appearance callbacks it already
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
        insert(toView, into: navView, at: 0)
        viewIsAppearing(to, animated: true)
        nav.displayed = to
        runLoop.schedule(from: origin) {
            for controller in [from, to] { controller.hasTransitionCoordinator = false }
            if completes {
                if let fromView = from.view { self.detach(fromView) }
                self.endAppearance(from, animated: true)
                self.endAppearance(to, animated: true)
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

    /// `user.dragDownSheet(B, completes:)`.
    package func dragDownSheet(_ controller: ViewController, completes: Bool) throws(ModelError) {
        note(.dragDownSheet, controller)
        let sheet = controller.rootAncestor
        guard let style = sheet.activePresentationStyle, style.isSheet, profile.hasInteractiveSheetDismissal else {
            guard let style = sheet.activePresentationStyle else {
                throw ModelError(.notPresentedCannotDrag(controller: controller.name))
            }
            throw ModelError(.notSheetCannotDrag(controller: controller.name, running: profile.version, style: style))
        }
        // viewWillDisappear as the drag starts, viewDidDisappear when it dismisses (`.shareMenuSheetSwipe`);
        // viewWillAppear again when it springs back (`.criticalMapsSheetSwipe`). No published log shows
        // what ends a cancelled drag: the model ends it with viewDidAppear, as a cancelled swipe back
        // does (`.modelSheetCancelEndsLikePop`).
        let scope = openEvidence(.shareMenuSheetSwipe); defer { closeEvidence(scope) }
        sheet.hasTransitionCoordinator = true
        beginAppearance(sheet, appearing: false, animated: true)
        runLoop.schedule(from: origin) {
            sheet.hasTransitionCoordinator = false
            if completes {
                self.dismissPresentation(
                    of: sheet, animated: true, completion: nil, alreadyDisappearing: true, timing: .immediately)
            } else {
                self.withEvidence(.criticalMapsSheetSwipe) {
                    self.beginAppearance(sheet, appearing: true, animated: true)
                }
                self.withEvidence(.modelSheetCancelEndsLikePop, .criticalMapsSheetSwipe) {
                    self.endAppearance(sheet, animated: true)
                }
            }
        }
    }
}
