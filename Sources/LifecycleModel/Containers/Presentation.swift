/// Modal presentation. The presented view goes into the window; a full-screen style takes the
/// presenter's view out when the transition ends (so the presenter disappears, and reappears on
/// dismissal), sheets and over-styles leave it (the presenter gets no callbacks). UIKit ends a
/// presentation with the incoming side first: B viewDidAppear, then A viewDidDisappear; dismissal
/// mirrors it: A viewDidAppear, then B viewDidDisappear (darkjoin's "视图控制器的生命周期",
/// its table's present and dismiss columns).
///
/// When (Versions/PresentationVersions.swift, from ww-tech/lasso's system-behaviour tests, iOS 13.3–16.4):
/// from iOS 13 `present` only records the request; the transition starts after the turn's commit, so the
/// will-callbacks come after the call returns and before the next main-queue block. A non-animated
/// full-screen presentation ends once that commit is done; a non-animated sheet ends on a later turn,
/// after the next main-queue block, as an animated one does.
extension Simulator {
    package func setModalPresentationStyle(_ style: PresentationStyle, of controller: ViewController) throws(ModelError)
    {
        guard style.isSettable(on: profile) else {
            if style == .custom { throw Simulator.customBeforeIOS8(profile) }
            throw ModelError(
                .presentationStyleNew(style, running: profile.version),
                unavailable: FeatureUnavailable(.presentationStyle(style)))
        }
        controller.modalPresentationStyle = style
    }

    /// `presenter.present(controller, animated:, completion:)`.
    package func present(
        _ controller: ViewController, from caller: ViewController, animated: Bool,
        completion: (() -> Void)? = nil
    ) throws(ModelError) {
        note(.present, caller, controller)
        // From iOS 13 when the transition runs is lasso's (PresentationVersions.swift); its order is darkjoin's.
        let evidence =
            profile.presentationStartsAfterCommit
            ? EvidenceSet(.darkjoinLifecycleDemo, .lassoModalSystemBehavior) : EvidenceSet(.darkjoinLifecycleDemo)
        try withEvidence(evidence) { () throws(ModelError) in
            try presentNow(controller, from: caller, animated: animated, completion: completion)
        }
    }

    private func presentNow(
        _ controller: ViewController, from caller: ViewController, animated: Bool, completion: (() -> Void)?
    ) throws(ModelError) {
        if controller === caller || controller.presentingViewController != nil || controller.parent != nil
            || window.rootViewController === controller
        {
            // UIKit raises NSInvalidArgumentException: "Application tried to present modally a view
            // controller … that is already being presented" / "an active controller".
            throw ModelError(.presentingActiveController(controller: controller.name))
        }
        let style = controller.modalPresentationStyle.resolved(
            for: profile, horizontallyCompact: isHorizontallyCompact)
        if controller.modalPresentationStyle == .currentContext, style == .fullScreen {
            // An iPhone before iOS 8 covers the screen (PresentationVersions.swift: Neuburg's example).
            currentEvidence.insert(.neuburgContextPresentationOnPhone)
        }
        // The presentation context: the controller at the top of the caller's parent chain, or for a
        // context style the controller that defines the context (PresentationContext.swift).
        let presenter = style.usesPresentationContext ? presentationContext(of: caller) : caller.rootAncestor
        guard presenter.view?.isInWindow == true else {
            // UIKit logs "Attempt to present … whose view is not in the window hierarchy" and does nothing.
            return
        }
        if presenter.presentedViewController != nil {
            // UIKit logs "Attempt to present … which is already presenting …" and does nothing.
            return
        }
        if profile.presentationWaitsForPresentersTransition, presenter.transitionReason.isBeingPresented {
            // The presenter's own presentation has not ended (a `present` from its `viewDidAppear(_:)`): this
            // one waits for it (PresentationVersions.swift: remkoh.dev's log, scenario 3).
            let work = RunLoop.Work(origin: origin) {
                try? self.presentNow(controller, from: caller, animated: animated, completion: completion)
            }
            presentationsAwaitingTransition.append((presenter, work))
            return
        }
        try checkPopoverAnchor(of: controller, style: style)
        // Inside the call: the presentation is recorded (a second `present` in the same turn is refused,
        // `presentedViewController` answers), the presentation controller is made and the view loads.
        beginCustomPresentation(of: controller, style: style)
        controller.activePresentationStyle = style
        presenter.presentedViewController = controller
        controller.presentingViewController = presenter
        controller.presentedFrom = caller
        retain(controller)
        let presentedView = try loadedView(of: controller)
        guard profile.presentationStartsAfterCommit else {
            startPresentation(
                of: controller, by: presenter, style: style, view: presentedView, animated: animated,
                completion: completion)
            return
        }
        // The transition itself starts after this turn's Core Animation commit, so no appearance callback
        // runs inside the call (PresentationVersions.swift: ww-tech/lasso's system-behaviour tests).
        controller.presentationPending = true
        runLoop.scheduleAfterCommit(from: origin) {
            controller.presentationPending = false
            self.startPresentation(
                of: controller, by: presenter, style: style, view: presentedView, animated: animated,
                completion: completion)
        }
    }

    /// The transition of a presentation: will-callbacks, the presented view into the window (over the
    /// context's view for a context style), and the end — after the commit when not animated (a sheet
    /// from iOS 13: on a later turn), when the animation ends otherwise.
    private func startPresentation(
        of controller: ViewController, by presenter: ViewController, style: PresentationStyle,
        view presentedView: View, animated: Bool, completion: (() -> Void)?
    ) {
        // `isBeingPresented` from the will-callbacks on (Runtime/LifecycleQueries.swift); no log reads it
        // between the call's return and the start of the transition.
        controller.transitionReason.isBeingPresented = true
        let removesPresenter = removesPresenterView(presenting: controller, style: style)
        // That a sheet leaves the presenter alone is Apple's account of the styles (the scope is `present`'s).
        if !removesPresenter { currentEvidence.insert(.appleModalPresentationStyle) }
        let presenterView = presenter.view!
        // The presenting root is laid out under an animated full-screen modal, after the presented
        // controller's layout (PresentationVersions.swift: remkoh.dev's log). The same log shows no layout of a
        // presenter that was itself presented, so only the window's root. No log shows a non-animated
        // presentation doing it: the model does not. (The return is `dismissPresentation`'s.)
        let laysOutPresenter =
            animated && removesPresenter && presenter === window.rootViewController
            && profile.laysOutPresentingRootUnderFullScreenModal
        performTransition(
            disappearing: removesPresenter ? [presenter] : [], appearing: [controller], animated: animated,
            order: .appearingFirst, timing: endTiming(animated: animated, style: style),
            afterIncomingLayout: {
                guard laysOutPresenter else { return }
                presenterView.needsLayout = true
                self.layOutNow(
                    presenterView, reason: EvidenceSet(.remkohStoryboardLifecycle, .seekingStarLifecycle))
            },
            insertViews: {
                self.presentationWillBegin(of: controller)
                if style.usesPresentationContext, presenter !== self.window.rootViewController,
                    let superview = presenterView.superview
                {
                    // Over the context's view only, inside the container that shows it.
                    let index = superview.subviews.firstIndex { $0 === presenterView } ?? superview.subviews.count - 1
                    self.insert(presentedView, into: superview, at: index + 1)
                } else {
                    self.insert(presentedView, into: self.window)
                }
            },
            removeViews: {
                self.presentationDidEnd(of: controller)
                if removesPresenter, let superview = presenterView.superview {
                    controller.restoreSlot = (superview, superview.subviews.firstIndex { $0 === presenterView } ?? 0)
                    self.detach(presenterView)
                }
            },
            finish: {
                completion?()
                self.runPresentationsAwaiting(controller)
            })
    }

    /// Runs the presentations asked of `presenter` while its own presentation was under way.
    private func runPresentationsAwaiting(_ presenter: ViewController) {
        guard presentationsAwaitingTransition.contains(where: { $0.presenter === presenter }) else { return }
        let waiting = presentationsAwaitingTransition.filter { $0.presenter === presenter }
        presentationsAwaitingTransition.removeAll { $0.presenter === presenter }
        for entry in waiting {
            var work = entry.work
            work.origin.evidence.insert(.remkohStoryboardLifecycle)
            run(work)
        }
    }

    /// When a presentation or dismissal in `style` ends: on a later turn when animated, and a non-animated
    /// sheet from iOS 13 too (PresentationVersions.swift); otherwise once the commit is done.
    private func endTiming(animated: Bool, style: PresentationStyle?) -> CompletionTiming {
        if animated { return .nextTurn }
        if profile.nonAnimatedSheetEndsOnLaterTurn, style?.isSheet == true { return .nextTurn }
        return .afterTransaction
    }

    /// `caller.dismiss(animated:, completion:)`: dismisses what the caller presented, or the caller
    /// itself when it presents nothing (UIKit forwards the request to the presenter).
    /// Its will-callbacks run inside the call: lasso's dismissal tests check only after one main-queue turn
    /// (the will-callbacks have run; a non-animated full-screen dismissal has ended, a non-animated sheet
    /// has not), and no published log shows what the call itself delivers — no published log; the model's
    /// choice because nothing shows the dismissal waiting for the commit the way the presentation does.
    package func dismiss(from caller: ViewController, animated: Bool, completion: (() -> Void)? = nil)
        throws(ModelError)
    {
        note(.dismiss, caller)
        guard let target = dismissalTarget(for: caller) else {
            return // nothing to dismiss: UIKit does nothing
        }
        // From iOS 13 lasso's dismissal tests pin where a non-animated sheet ends (PresentationVersions.swift);
        // regularberry's table (iOS 12) which styles give the presenter its appear pair back, per device.
        let evidence =
            profile.nonAnimatedSheetEndsOnLaterTurn
            ? EvidenceSet(.darkjoinLifecycleDemo, .lassoModalSystemBehavior, .regularberryPresenterReappears)
            : EvidenceSet(.darkjoinLifecycleDemo, .regularberryPresenterReappears)
        withEvidence(evidence) {
            dismissPresentation(of: target, animated: animated, completion: completion)
        }
    }

    /// Ends the presentation of `target` and everything it presented in turn. Apple's documentation of
    /// `dismiss(animated:completion:)`: "only the top-most view is dismissed in an animated fashion; any
    /// intermediate view controllers are simply removed from the stack" — which callbacks the intermediate
    /// ones hear has no published log (openradar 18421969 and 30284135 describe what is seen and the call's
    /// forwarding, not callbacks); the model's choice: each controller of the chain that is on screen gets
    /// its disappear pair, a covered one (already disappeared under a full-screen modal) nothing. Not
    /// followed: kyfxbl.com (2014) saw a covered intermediate's viewDidAppear on a non-animated dismissal
    /// from the bottom — prose without an order or an iOS release (the page says so).
    func dismissPresentation(
        of target: ViewController, animated: Bool, completion: (() -> Void)?,
        alreadyDisappearing: Bool = false, timing: CompletionTiming? = nil
    ) {
        guard let presenter = target.presentingViewController else { return }
        if target.presentationPending {
            // Its presentation starts after this turn's commit: the dismissal follows it there.
            runLoop.scheduleAfterCommit(from: origin) {
                self.dismissPresentation(
                    of: target, animated: animated, completion: completion, alreadyDisappearing: alreadyDisappearing,
                    timing: timing)
            }
            return
        }
        var chain: [ViewController] = []
        var node: ViewController? = target
        while let current = node { chain.append(current); node = current.presentedViewController }
        let presenterReturns =
            target.activePresentationStyle.map { removesPresenterView(presenting: target, style: $0) } == true
        let restoreSlot = target.restoreSlot
        // On iOS 5 a memory warning may have unloaded the covered presenter's view: it loads again here.
        guard let presenterView = try? loadedView(of: presenter) else { return }
        for controller in chain { controller.transitionReason.isBeingDismissed = true }
        // The returning root is laid out before its viewDidAppear and again after the dismissed controller
        // is gone (PresentationVersions.swift: yagamo-style.com's iOS 12.2 log); animated only, as no log
        // shows a non-animated dismissal, and only the window's root, as on the way in.
        let laysOutPresenter =
            animated && presenterReturns && presenter === window.rootViewController
            && profile.laysOutReturningRootAfterFullScreenModal
        let layoutEvidence = EvidenceSet(.aokiplayerLifecycleMethods)
        performTransition(
            disappearing: alreadyDisappearing ? [] : chain.reversed(), appearing: presenterReturns ? [presenter] : [],
            animated: animated, order: .appearingFirst,
            timing: timing ?? endTiming(animated: animated, style: target.activePresentationStyle),
            afterIncomingLayout: {
                guard laysOutPresenter else { return }
                presenterView.needsLayout = true
                self.layOutNow(presenterView, reason: layoutEvidence)
            },
            insertViews: {
                self.dismissalWillBegin(of: target)
                if presenterReturns, let (superview, index) = restoreSlot {
                    self.insert(presenterView, into: superview, at: index)
                }
            },
            removeViews: {
                self.dismissalDidEnd(of: target)
                for controller in chain.reversed() { if let view = controller.view { self.detach(view) } }
                if alreadyDisappearing { self.endAppearance(target, animated: animated) }
            },
            finish: {
                presenter.presentedViewController = nil
                target.presentingViewController = nil
                target.activePresentationStyle = nil
                target.restoreSlot = nil
                self.release(target)
                if laysOutPresenter {
                    presenterView.needsLayout = true
                    self.layOutNow(presenterView, reason: layoutEvidence)
                }
                self.turnToASupportedOrientation()
                completion?()
            })
    }
}
