/// Child view controllers as a custom container drives them, with UIKit's asymmetric API
/// (Apple docs, "Implementing a Container View Controller", "Adding a Child View Controller to Your
/// Content" / "Removing a Child View Controller"): `addChild(_:)` sends `willMove(toParent:)` itself and
/// the container calls `didMove(toParent:)`; the container calls `willMove(toParent: nil)` and
/// `removeFromParent()` sends `didMove(toParent: nil)` itself.
extension Simulator {
    /// `parent.addChild(child)`. A child of another container is taken from it first, as UIKit does
    /// (Apple docs, "addChild(_:)": "it is removed from that container before being added").
    package func addChild(_ child: ViewController, to parent: ViewController) throws(ModelError) {
        let scope = openEvidence(.appleContainerViewController); defer { closeEvidence(scope) }
        note(.addChild, parent, child)
        try require(.api(.addChild)) {
            .addChildNew(introduced: $0, running: profile.version)
        }
        if child === parent || parent.isDescendant(of: child) {
            throw ModelError(.childCycle(child: child.name, parent: parent.name))
        }
        if child.parent === parent { return }
        if child.parent != nil { removeFromParent(child) }
        if window.rootViewController === child {
            throw ModelError(.rootCannotBeChild(child: child.name, parent: parent.name))
        }
        try attachChild(child, to: parent)
        child.addedWithAddChild = true
    }

    /// `child.removeFromParent()`: unlinks, then sends `didMove(toParent: nil)`; a child without a
    /// parent is left alone.
    package func removeFromParent(_ child: ViewController) {
        let scope = openEvidence(.appleContainerViewController); defer { closeEvidence(scope) }
        note(.removeFromParent, child)
        guard let parent = child.parent else { return }
        parent.children.removeAll { $0 === child }
        child.addedWithAddChild = false
        finishDetaching(child)
    }

    /// The container's own `child.willMove(toParent:)` (nil before a removal).
    package func willMove(_ child: ViewController, toParent parent: ViewController?) {
        let scope = openEvidence(.appleContainerViewController); defer { closeEvidence(scope) }
        note(.willMoveToParent, child, parent)
        call(.willMoveToParent, child, [Argument("parent", parent?.name ?? "nil")])
    }

    /// The container's own `child.didMove(toParent:)` (after adding the child's view).
    package func didMove(_ child: ViewController, toParent parent: ViewController?) {
        let scope = openEvidence(.appleContainerViewController); defer { closeEvidence(scope) }
        note(.didMoveToParent, child, parent)
        announceDidMove(child, to: parent)
    }

    /// `parent.transition(from:to:duration:options:animations:completion:)` between two children of
    /// `parent`: `to`'s view goes into `from`'s superview, the animations run, and when they end
    /// `from`'s view leaves and the completion runs. Appearance is bracketed by UIKit, and only when the
    /// container forwards appearance automatically: `from` begins disappearing, `to` begins appearing
    /// (and is laid out before the animation); at the end `to`'s viewDidAppear comes first, then `from`'s
    /// viewDidDisappear, then the completion handler. The containment calls (`willMove`, `addChild`,
    /// `removeFromParent`, `didMove`) stay the caller's, around the transition (Apple docs,
    /// "Transitioning Between Child View Controllers").
    ///
    /// Published log: Matt Neuburg, Programming iOS (the "containerEventForwarding" example,
    /// github.com/mattneub/Programming-iOS-Book-Examples, bk2ch06p334containerEventForwarding, logged in its
    /// ViewController.swift, unchanged from 2014 to 2021): "ChildViewController1 viewWillDisappear,
    /// ChildViewController2 viewWillAppear, … viewWillLayoutSubviews(), viewDidLayoutSubviews(),
    /// ChildViewController2 viewDidAppear, ChildViewController1 viewDidDisappear", then the completion's
    /// didMove(toParent:) calls. Tang Qiao's iOS 5 log (iOS5ViewCtrlerSample on GitHub, 2012) prints the same
    /// order, the new child's view loading first.
    package func transition(
        from: ViewController, to: ViewController, in parent: ViewController, duration: Double,
        animations: (() -> Void)?, completion: (() -> Void)?
    ) throws(ModelError) {
        let scope = openEvidence(
            EvidenceSet(.appleContainerViewController, .neuburgContainerEventForwarding, .tangqiaoIOS5Containment))
        defer { closeEvidence(scope) }
        note(.transition, parent, to)
        guard from.parent === parent, to.parent === parent else {
            // UIKit raises NSInvalidArgumentException with this text.
            throw ModelError(.transitionWithoutCommonParent(from: from.name, to: to.name, parent: parent.name))
        }
        guard let fromView = from.view, let container = fromView.superview else {
            throw ModelError(.transitionFromViewOutside(from: from.name, parent: parent.name))
        }
        let toView = try loadedView(of: to)
        let forwards = parent.forwardsAppearanceAutomatically
        let onScreen = fromView.isInWindow
        let animated = duration > 0
        performTransition(
            disappearing: forwards && onScreen ? [from] : [], appearing: forwards && onScreen ? [to] : [],
            animated: animated, beginOrder: .disappearingFirst, order: .appearingFirst,
            timing: animated ? .nextTurn : .afterTransaction,
            insertViews: {
                self.insert(toView, into: container)
                animations?()
            },
            removeViews: { if fromView.superview != nil { self.detach(fromView) } },
            finish: { completion?() })
    }

    /// `controller.beginAppearanceTransition(isAppearing, animated:)`: what a container that does not
    /// forward appearance automatically calls. Beginning the opposite transition before the end is a
    /// cancellation (appearing → disappearing), and the matching `end` completes the new direction.
    package func beginAppearanceTransition(_ controller: ViewController, isAppearing: Bool, animated: Bool) {
        let scope = openEvidence(.appleContainerViewController); defer { closeEvidence(scope) }
        note(.beginAppearanceTransition, controller, detail: .appearing(isAppearing))
        controller.manualTransitionAnimated = animated
        beginAppearance(controller, appearing: isAppearing, animated: animated)
    }

    /// `controller.endAppearanceTransition()`.
    package func endAppearanceTransition(_ controller: ViewController) {
        let scope = openEvidence(.appleContainerViewController); defer { closeEvidence(scope) }
        note(.endAppearanceTransition, controller)
        let animated = controller.manualTransitionAnimated
        if controller.view?.isInWindow == true { viewIsAppearing(controller, animated: animated) }
        endAppearance(controller, animated: animated)
    }
}

extension ViewController {
    func isDescendant(of other: ViewController) -> Bool {
        var node: ViewController? = self
        while let current = node {
            if current === other { return true }
            node = current.parent
        }
        return false
    }
}
