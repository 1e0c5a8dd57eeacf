/// Appearance that follows a child's view into and out of its container's view on screen. When a
/// container adds the view of a child it added with `addChild(_:)` to its on-screen view, UIKit sends
/// the child `viewWillAppear(_:)` within that `addSubview` and `viewDidAppear(_:)` after it — from iOS 9
/// once the caller's code has returned, then a second `didMove(toParent:)` (ContainmentVersions.swift);
/// removing the view sends `viewWillDisappear(_:)` and `viewDidDisappear(_:)` (jianshu.com/p/ad86ca978747,
/// "[parentVC.view addSubview:childVC.view] 会自动触发调用 childVC 的 viewWillAppear、viewDidAppear";
/// StackOverflow 48653763, a child embedded in viewDidLoad follows its parent's appearance).
/// A view whose controller is in no controller hierarchy (added without `addChild`) has no parent to
/// forward from. When it enters an on-screen window, UIKit's view-entering-window path still sends that
/// controller `viewWillAppear(_:)` — unpaired: no `viewIsAppearing(_:)`, no `viewDidAppear(_:)`, and
/// nothing when it leaves (`.winObjCViewAddedToWindow`). Added before it reaches a window — in the
/// parent's `viewDidLoad()` or `viewWillAppear(_:)` — it hears nothing (`.ivanChanViewAppear2016`: the
/// same view added later does). Some reports also see `viewDidAppear(_:)`; the model sends only what
/// both sources agree on. An open radar (rdar://14058168, mirrored in lionheart/openradar-mirror on
/// github.com) says a child added in `applicationDidBecomeActive(_:)` got `viewDidAppear(_:)` twice on iOS 6.1
/// (once on 5.0); its log is not published, only the prose, so the model sends one.
extension Simulator {
    func insertForwardingAppearance(_ view: View, into superview: View) {
        guard let child = forwardingChild(of: view, under: superview), child.appearance == .disappeared,
            let parent = child.parent
        else {
            // Sent as the view is about to enter the window, like any viewWillAppear(_:).
            if let orphan = orphanEnteringWindow(view, into: superview) {
                withEvidence(.winObjCViewAddedToWindow, .ivanChanViewAppear2016) {
                    beginAppearance(orphan, appearing: true, animated: false)
                }
            }
            insert(view, into: superview)
            return
        }
        // Only a child's appearance rests on these sources; the views' own callbacks are the hierarchy's.
        let scope = openEvidence(.jianshuChildAppearance, .appleContainerViewController)
        defer { closeEvidence(scope) }
        switch parent.appearance {
        case .appeared where superview.isInWindow:
            guard profile.defersOnScreenChildDidAppear else {
                performTransition(
                    disappearing: [], appearing: [child], animated: false, order: .appearingFirst,
                    timing: .immediately, insertViews: { self.insert(view, into: superview) },
                    removeViews: {}, finish: {})
                return
            }
            // viewDidAppear waits for the caller's code to return (ContainmentVersions.swift).
            let deferred = openEvidence(.yoheChildrenDidMoveTwice, .appleContainerViewController)
            defer { closeEvidence(deferred) }
            child.awaitsDeferredChildAppearance = true
            performTransition(
                disappearing: [], appearing: [child], animated: false, order: .appearingFirst,
                timing: .afterTransaction, insertViews: { self.insert(view, into: superview) },
                removeViews: {}, finish: { self.finishDeferredChildAppearance(child) })
        case .appearing:
            // The parent is on its way in: the child begins with it and ends when the parent ends.
            beginAppearance(child, appearing: true, animated: false)
            insert(view, into: superview)
        default:
            insert(view, into: superview)
        }
    }

    /// After the deferred `viewDidAppear(_:)`: UIKit repeats a `didMove(toParent:)` whose UIKit
    /// implementation ran while the appearance was open.
    private func finishDeferredChildAppearance(_ child: ViewController) {
        child.awaitsDeferredChildAppearance = false
        guard child.needsDidMoveCleanup else { return }
        child.needsDidMoveCleanup = false
        if let parent = child.parent { announceDidMove(child, to: parent) }
    }

    func detachForwardingAppearance(_ view: View) {
        guard let superview = view.superview, view.isInWindow,
            let child = forwardingChild(of: view, under: superview),
            child.appearance == .appeared || child.appearance == .appearing
        else {
            detach(view)
            return
        }
        let scope = openEvidence(.jianshuChildAppearance, .appleContainerViewController)
        defer { closeEvidence(scope) }
        performTransition(
            disappearing: [child], appearing: [], animated: false, order: .disappearingFirst,
            timing: .immediately, insertViews: {}, removeViews: { self.detach(view) }, finish: {})
    }

    /// The controller owning `view` when it belongs to no controller hierarchy (no parent, not
    /// presented, not the window's root), has never appeared, and `view` is about to enter the visible window.
    func orphanEnteringWindow(_ view: View, into superview: View) -> ViewController? {
        guard let controller = view.owner, controller.parent == nil, controller.presentingViewController == nil,
            window.rootViewController !== controller, controller.appearance == .disappeared,
            !view.isInWindow, superview.isInWindow, window.isKeyAndVisible
        else { return nil }
        return controller
    }

    /// The controller owning `view` when it is a child of the controller whose view hierarchy
    /// `superview` belongs to, and that parent forwards appearance automatically.
    private func forwardingChild(of view: View, under superview: View) -> ViewController? {
        guard let child = view.owner, let parent = child.parent,
            parent.forwardsAppearanceAutomatically,
            let parentView = parent.view, superview.isDescendant(of: parentView)
        else { return nil }
        return child
    }
}
