/// `UINavigationController`. The stack is its children; `displayed` is the controller whose view it
/// shows. Changes to the stack are deferred: the transition starts in the navigation controller's next
/// layout pass (UIKit's `_startDeferredTransitionIfNeeded`), so several changes within one event
/// become one transition from the displayed controller to the new top.
package final class NavigationController: ViewController {
    var displayed: ViewController?
    var pendingAnimated = false
    /// Pushed controllers waiting for `didMove(toParent:)` at the end of their transition.
    var awaitingDidMove: [ViewController] = []
    /// Popped controllers waiting for `didMove(toParent: nil)` and release.
    var leaving: [ViewController] = []
    /// `delegate` (UINavigationControllerDelegate); weak in UIKit, not retained here.
    var delegate: ModelObject?
    /// The first controller it shows, once its delegate has heard willShow and until it hears didShow.
    var awaitsDidShow: ViewController?

    package var viewControllers: [ViewController] { children }

    /// Apple docs, "definesPresentationContext": "Some system-provided view controllers, such as
    /// UINavigationController, change the default value to true" (the property is iOS 5.0+, so
    /// `presentationContext(of:)` reads it from iOS 5 on).
    override init(name: String, className: String, definition: ClassDefinition?, creation: Creation) {
        super.init(name: name, className: className, definition: definition, creation: creation)
        definesPresentationContext = true
    }
    package var topViewController: ViewController? { children.last }

    var isOnScreen: Bool { view?.isInWindow == true && appearance != .disappeared }

    /// The stack's top is not what is shown — including a first controller given to an empty navigation
    /// controller already on screen.
    var hasDeferredTransition: Bool {
        children.last != nil && displayed !== children.last && isOnScreen
    }

    /// Only the displayed controller's view is in the navigation controller's view between transitions.
    override func forEachAppearanceChild(_ body: (ViewController) -> Void) {
        guard let displayed, let view, let childView = displayed.view, childView.superview === view else {
            return super.forEachAppearanceChild(body)
        }
        body(displayed)
    }

    override var forwardsAppearanceInSuper: Bool { true }

    /// UINavigationBar, 44 pt.
    override var barInsets: EdgeInsets { EdgeInsets(top: 44) }
}

extension Simulator {
    package func pushViewController(_ controller: ViewController, on nav: NavigationController, animated: Bool)
        throws(ModelError)
    {
        if nav.children.contains(where: { $0 === controller }) {
            // UIKit raises NSInvalidArgumentException with this text.
            throw ModelError(.pushingTwice(controller: controller.name))
        }
        if controller is NavigationController {
            throw ModelError(.pushingNavigationController(controller: controller.name))
        }
        note(.push, nav, controller)
        try attachChild(controller, to: nav)
        nav.awaitingDidMove.append(controller)
        // Up to iOS 6 the push loads the view before it returns (`VersionProfile.pushLoadsViewInsideCall`).
        if profile.pushLoadsViewInsideCall, nav.isOnScreen {
            let scope = openEvidence(.quesera2PushLoadsView)
            defer { closeEvidence(scope) }
            _ = try loadedView(of: controller)
        }
        stackChanged(nav, animated: animated)
    }

    /// `popViewController(animated:)`; with one controller on the stack UIKit does nothing.
    package func popViewController(on nav: NavigationController, animated: Bool) throws(ModelError) {
        note(.pop, nav)
        guard nav.children.count > 1, let top = nav.children.last else { return }
        detachChild(top, from: nav)
        nav.leaving.append(top)
        stackChanged(nav, animated: animated)
    }

    package func popToRootViewController(on nav: NavigationController, animated: Bool) throws(ModelError) {
        note(.popToRoot, nav)
        guard nav.children.count > 1 else { return }
        try setNavigationStack(nav, [nav.children[0]], animated: animated)
    }

    package func setViewControllers(_ controllers: [ViewController], on nav: NavigationController, animated: Bool)
        throws(ModelError)
    {
        note(.setViewControllers, nav)
        try setNavigationStack(nav, controllers, animated: animated)
    }

    /// Every stack change: removed controllers get `willMove(toParent: nil)` now, added ones
    /// `willMove(toParent: nav)` now; `didMove` for both waits for the transition to the new top (a removed
    /// controller that was not on screen leaves earlier in an animated one: `releaseUnshownLeavers`).
    func setNavigationStack(_ nav: NavigationController, _ stack: [ViewController], animated: Bool) throws(ModelError) {
        for (index, controller) in stack.enumerated() where stack[..<index].contains(where: { $0 === controller }) {
            throw ModelError(.twiceInStack(controller: controller.name))
        }
        let removed = nav.children.filter { old in !stack.contains { $0 === old } }
        for controller in removed.reversed() {
            detachChild(controller, from: nav)
            nav.leaving.append(controller)
        }
        var ordered: [ViewController] = []
        for controller in stack {
            if nav.children.contains(where: { $0 === controller }) {
                ordered.append(controller)
            } else {
                try attachChild(controller, to: nav)
                nav.awaitingDidMove.append(controller)
                ordered.append(controller)
            }
        }
        nav.children = ordered
        stackChanged(nav, animated: animated)
    }

    /// After the children changed: a deferred transition on screen, or at once off screen.
    private func stackChanged(_ nav: NavigationController, animated: Bool) {
        nav.pendingAnimated = animated
        if nav.isOnScreen {
            nav.view?.needsLayout = true
            layoutMayBeNeeded = true
        } else {
            // Off screen there is no transition: the new top shows when the navigation controller does.
            if let displayed = nav.displayed, displayed !== nav.children.last {
                displayed.view.map { detach($0) }
                nav.displayed = nil
            }
            finishStackChange(nav)
        }
    }

    private func finishStackChange(_ nav: NavigationController) {
        let added = nav.awaitingDidMove
        nav.awaitingDidMove = []
        for controller in added where controller.parent === nav { announceDidMove(controller, to: nav) }
        let leaving = nav.leaving
        nav.leaving = []
        for controller in leaving { finishDetaching(controller) }
    }

    /// Runs from the layout pass: the transition from the displayed controller to the new top.
    /// Orders (darkjoin's "视图控制器的生命周期", its table; verified against Apple's "Responding to
    /// view-related events" docs):
    /// animated push — B loads, A willDisappear, B willAppear, B laid out, [animation] A didDisappear,
    /// B didAppear. Without animation, up to iOS 12 the transition ends at once, inside this layout
    /// pass, and B is laid out afterwards; from iOS 13 B is laid out in this pass and the did-callbacks
    /// follow the commit (`VersionProfile.nonAnimatedPushEndsAfterCommit` names the sources).
    ///
    /// An empty navigation controller on screen that is given its first controller (`viewControllers =
    /// [vc]`, or a push) shows it the same way, from nothing and without animation: `vc` gets
    /// `viewDidLoad`, `viewWillAppear` and `viewDidAppear` within one main-queue turn (ww-tech/lasso's
    /// UIKit behaviour tests, NavigationTestingTests.test_AssertRoot, run in CI on iOS 14–16 simulators;
    /// a push onto the empty stack is not in those tests and takes the same path: the model's choice).
    func startDeferredTransition(_ nav: NavigationController) {
        let fromNothing = nav.displayed == nil
        withEvidence(fromNothing ? EvidenceSet(.lassoNavigationTests) : pushEvidence(animated: nav.pendingAnimated)) {
            transitionToTop(of: nav)
        }
    }

    /// Animated: darkjoin's table and jianshu's storyboard log. Without animation, up to iOS 12 darkjoin's
    /// and jianshu's logs; from iOS 13 Apple's account of the appearance transactions (`viewIsAppearing(_:)` back-deploys there;
    /// where between 10 and 13 the order changed is the boundary `nonAnimatedPushEndsAfterCommit` draws).
    private func pushEvidence(animated: Bool) -> EvidenceSet {
        if animated { return EvidenceSet(.darkjoinLifecycleDemo, .jianshuViewControllerCalls) }
        return profile.nonAnimatedPushEndsAfterCommit
            ? EvidenceSet(.appleViewIsAppearing, .wwdc23WhatsNewInUIKit)
            : EvidenceSet(.darkjoinLifecycleDemo, .jianshuNonAnimatedPush)
    }

    private func transitionToTop(of nav: NavigationController) {
        guard let to = nav.children.last, let navView = nav.view else { return }
        let from = nav.displayed
        let animated = from != nil && nav.pendingAnimated
        nav.displayed = to
        guard let toView = try? loadedView(of: to) else { return }
        // A pushed controller is moving to its parent, a popped one from it (not one merely uncovered or covered).
        let isPush = nav.awaitingDidMove.contains(where: { $0 === to })
        if isPush { to.transitionReason.isMovingToParent = true }
        if let from, nav.leaving.contains(where: { $0 === from }) { from.transitionReason.isMovingFromParent = true }
        performTransition(
            disappearing: from.map { [$0] } ?? [], appearing: [to], animated: animated, order: .disappearingFirst,
            timing: animated ? .nextTurn : (profile.nonAnimatedPushEndsAfterCommit ? .afterTransaction : .immediately),
            insertViews: {
                self.tellNavigationDelegate(.navigationControllerWillShow, nav, showing: to, animated: animated)
                self.insert(toView, into: navView)
            },
            removeViews: {
                if let fromView = from?.view, fromView.superview === navView { self.detach(fromView) }
            },
            finish: {
                self.tellNavigationDelegate(.navigationControllerDidShow, nav, showing: to, animated: animated)
                self.finishStackChange(nav)
                if animated, isPush, self.profile.relaysOutPushedControllerAfterAnimation, let view = to.view {
                    view.needsLayout = true
                    self.layoutMayBeNeeded = true
                    self.nextLayoutPassEvidence = EvidenceSet(.uso400AppLifecycles)
                }
            })
        if animated { releaseUnshownLeavers(of: nav, shown: from) }
    }

    /// Removed controllers that were not on screen (the middle of a pop to root) are not part of an animated
    /// transition: nothing holds them once the stack dropped them, so they are freed on this turn, after the
    /// will-callbacks and before the shown one's `viewDidDisappear` ("iOS 导航控制器栈和视图控制器的生命周期",
    /// kaopuke.com: popToRoot from the third controller prints the middle one's `dealloc` between the root's
    /// `viewWillAppear` and the top one's `viewDidDisappear`, the top one's `dealloc` last; the only printed
    /// log found, an aggregator's copy that names no release, so every release follows it). Their
    /// `didMove(toParent: nil)` must come before they are freed, so it comes just before: the model's choice.
    /// Without animation the transition ends within the turn and they leave with the shown one, as before.
    private func releaseUnshownLeavers(of nav: NavigationController, shown: ViewController?) {
        let unshown = nav.leaving.filter { $0 !== shown }
        guard !unshown.isEmpty else { return }
        nav.leaving.removeAll { $0 !== shown }
        withEvidence(EvidenceSet(.kaopukePopToRootRelease)) {
            for controller in unshown { finishDetaching(controller) }
        }
    }
}
