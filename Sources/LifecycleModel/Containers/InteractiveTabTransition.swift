/// An interactive tab switch: a pan drives it through the tab bar controller's delegate, which vends an
/// animator (`tabBarController(_:animationControllerForTransitionFrom:to:)`) and then an interaction
/// controller (`tabBarController(_:interactionControllerFor:)`), both iOS 7.0+ (Apple docs). The pan's
/// handler selects the tab in code — `selectedIndex` set once the pan has a horizontal direction, as Apple's
/// "CustomTransitions" sample (Slide demo, `AAPLSlideTransitionDelegate`) does — so UIKit asks for the
/// animator, then for the interaction controller ("If an id<UIViewControllerAnimatedTransitioning> was
/// returned… the tab bar controller tries to invoke this method", the sample's comment), and never calls
/// `shouldSelect` or `didSelect` (Apple docs: not called when code changes the selection).
///
/// The finger lifts on a later turn. A cancelled pan puts `selectedIndex` back without calling its setter
/// or the delegate (Open Radar 32135966, "Interactive TabBarController transition cancel doesn't set
/// selectedIndex property", 2017). No published log prints the tabs' appearance callbacks in an
/// interactive tab switch, completed or cancelled; the model's choice (`modelAnimatedTabOrder`): it
/// begins as a tab switch does (the new tab's viewWillAppear, then the old tab's viewWillDisappear; pgzxc's
/// log of a non-animated switch), ends a completed one as that switch ends, and reverses a cancelled one as
/// a cancelled back swipe does (InteractiveGestures.swift; wangling.me, 2014, iOS 7 era): the incoming tab's
/// viewWillDisappear and viewDidDisappear, then the outgoing tab's viewWillAppear and viewDidAppear.
extension Simulator {
    /// `user.swipeTab(tabs, to: B, completes:)`.
    package func swipeTab(_ tabs: TabBarController, to controller: ViewController, completes: Bool)
        throws(ModelError)
    {
        try require(.api(.tabBarTransitionAnimator)) {
            .tabTransitionAnimatorNew(introduced: $0, running: profile.version)
        }
        note(.swipeTab, tabs, controller)
        guard let index = tabs.children.firstIndex(where: { $0 === controller }) else {
            throw ModelError(.notATab(controller: controller.name, tabs: tabs.name))
        }
        guard let tabsView = tabs.view, tabsView.isInWindow else {
            throw ModelError(.tabBarOffScreen(tabs: tabs.name))
        }
        guard let from = tabs.displayed, from !== controller else {
            throw ModelError(.tabAlreadySelected(controller: controller.name, tabs: tabs.name))
        }
        guard let delegate = tabs.delegate, let definition = delegate.definition,
            definition.override(of: .tabBarControllerAnimationController) != nil,
            definition.override(of: .tabBarControllerInteractionController) != nil
        else {
            throw ModelError(.noInteractiveTabTransition(tabs: tabs.name))
        }
        let fromIndex = tabs.selectedIndex
        // The pan's handler: `tabs.selectedIndex = index`, in code.
        tabs.selectedIndex = index
        _ = askDelegateForTabAnimator(tabs, from: from, to: controller)
        let toView = try loadedView(of: controller)
        let scope = openEvidence(.modelAnimatedTabOrder); defer { closeEvidence(scope) }
        tabs.displayed = controller
        beginIncomingFirstInteraction(incoming: controller, view: toView, outgoing: from, into: tabsView) {
            if completes {
                if let fromView = from.view, fromView.superview === tabsView { self.detach(fromView) }
                self.endAppearance(from, animated: true)
                self.endAppearance(controller, animated: true)
            } else {
                // Cancelled: selectedIndex returns to the outgoing tab without its setter (Open Radar
                // 32135966); the incoming tab goes back, the outgoing one comes back.
                tabs.selectedIndex = fromIndex
                tabs.displayed = from
                self.withEvidence(.modelAnimatedTabOrder, .openRadarTabCancelSelectedIndex) {
                    self.beginAppearance(controller, appearing: false, animated: true)
                    self.detach(toView)
                    self.endAppearance(controller, animated: true)
                    self.beginAppearance(from, appearing: true, animated: true)
                    self.endAppearance(from, animated: true)
                }
            }
        }
    }
}

/// A switch by a tap or by code asks the same delegate: with an animator the switch is animated — its
/// did-callbacks wait for the animation to end, on a later turn (Apple docs,
/// "tabBarController(_:animationControllerForTransitionFrom:to:)": "for use during a noninteractive tab bar view
/// controller transition"; without one the switch is not animated). The interaction controller is asked for
/// only after an animator, and outside a gesture the model takes it to be nil: "You must not return an
/// interaction controller from this method unless the transition will be interactive" (Apple's
/// CustomTransitions sample). What the two methods return is not modelled: implementing one is returning one.
extension Simulator {
    /// Asks `tabs.delegate` for an animator, then an interaction controller; true when it vends an animator.
    func askDelegateForTabAnimator(_ tabs: TabBarController, from: ViewController, to: ViewController) -> Bool {
        guard profile.has(.api(.tabBarTransitionAnimator)), let delegate = tabs.delegate,
            let definition = delegate.definition, definition.override(of: .tabBarControllerAnimationController) != nil
        else { return false }
        withEvidence(.appleTabBarControllerDelegate, .appleCustomTransitionsSample) {
            call(
                .tabBarControllerAnimationController, delegate,
                [Argument("tabBarController", tabs.name), Argument("fromVC", from.name), Argument("toVC", to.name)])
            guard definition.override(of: .tabBarControllerInteractionController) != nil else { return }
            call(
                .tabBarControllerInteractionController, delegate,
                [Argument("tabBarController", tabs.name), Argument("animationController", "animator")])
        }
        return true
    }
}
