/// Modal presentation. The presented view goes into the window; a full-screen style takes the
/// presenter's view out when the transition ends (so the presenter disappears, and reappears on
/// dismissal), sheets and over-styles leave it (the presenter gets no callbacks). UIKit ends a
/// presentation with the incoming side first: B viewDidAppear, then A viewDidDisappear; dismissal
/// mirrors it: A viewDidAppear, then B viewDidDisappear (darkjoin's "视图控制器的生命周期",
/// its table's present and dismiss columns).
extension Simulator {
    package func setModalPresentationStyle(_ style: PresentationStyle, of controller: ViewController) throws(ModelError)
    {
        guard style.isSettable(on: profile) else {
            if style == .custom { throw Simulator.customBeforeIOS8(profile) }
            throw ModelError(
                "UIModalPresentationStyle.\(style.rawValue) is new in iOS \(style.introducedMajor); this scenario runs on iOS \(profile.version)"
            )
        }
        controller.modalPresentationStyle = style
    }

    /// `presenter.present(controller, animated:, completion:)`.
    package func present(
        _ controller: ViewController, from caller: ViewController, animated: Bool,
        completion: (() -> Void)? = nil
    ) throws(ModelError) {
        note(.present, caller, controller)
        try withEvidence(.darkjoinLifecycleDemo) { () throws(ModelError) in
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
            throw ModelError("Application tried to present modally an active view controller \(controller.name)")
        }
        let style = controller.modalPresentationStyle.resolved(
            for: profile, horizontallyCompact: isHorizontallyCompact)
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
        try checkPopoverAnchor(of: controller, style: style)
        beginCustomPresentation(of: controller, style: style)
        controller.activePresentationStyle = style
        presenter.presentedViewController = controller
        controller.presentingViewController = presenter
        retain(controller)
        let presentedView = try loadedView(of: controller)
        controller.transitionReason.isBeingPresented = true
        let removesPresenter = removesPresenterView(presenting: controller, style: style)
        // That a sheet leaves the presenter alone is Apple's account of the styles (the scope is `present`'s).
        if !removesPresenter { currentEvidence.insert(.appleModalPresentationStyle) }
        let presenterView = presenter.view!
        performTransition(
            disappearing: removesPresenter ? [presenter] : [], appearing: [controller], animated: animated,
            order: .appearingFirst, timing: animated ? .nextTurn : .afterTransaction,
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
            finish: { completion?() })
    }

    /// `caller.dismiss(animated:, completion:)`: dismisses what the caller presented, or the caller
    /// itself when it presents nothing (UIKit forwards the request to the presenter).
    package func dismiss(from caller: ViewController, animated: Bool, completion: (() -> Void)? = nil)
        throws(ModelError)
    {
        note(.dismiss, caller)
        guard let target = dismissalTarget(for: caller) else {
            return // nothing to dismiss: UIKit does nothing
        }
        withEvidence(.darkjoinLifecycleDemo) {
            dismissPresentation(of: target, animated: animated, completion: completion)
        }
    }

    /// Ends the presentation of `target` and everything it presented in turn.
    func dismissPresentation(
        of target: ViewController, animated: Bool, completion: (() -> Void)?,
        alreadyDisappearing: Bool = false, timing: CompletionTiming? = nil
    ) {
        guard let presenter = target.presentingViewController else { return }
        var chain: [ViewController] = []
        var node: ViewController? = target
        while let current = node { chain.append(current); node = current.presentedViewController }
        let presenterReturns =
            target.activePresentationStyle.map { removesPresenterView(presenting: target, style: $0) } == true
        let restoreSlot = target.restoreSlot
        // On iOS 5 a memory warning may have unloaded the covered presenter's view: it loads again here.
        guard let presenterView = try? loadedView(of: presenter) else { return }
        for controller in chain { controller.transitionReason.isBeingDismissed = true }
        performTransition(
            disappearing: alreadyDisappearing ? [] : chain.reversed(), appearing: presenterReturns ? [presenter] : [],
            animated: animated, order: .appearingFirst, timing: timing ?? (animated ? .nextTurn : .afterTransaction),
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
                completion?()
            })
    }
}
