/// Appearance that follows a child's view into and out of its container's view on screen. When a
/// container adds the view of a child it added with `addChild(_:)` to its on-screen view, UIKit sends
/// the child `viewWillAppear(_:)` and `viewDidAppear(_:)` within that `addSubview`; removing the view
/// sends `viewWillDisappear(_:)` and `viewDidDisappear(_:)` (published logs: jianshu.com/p/ad86ca978747,
/// "[parentVC.view addSubview:childVC.view] 会自动触发调用 childVC 的 viewWillAppear、viewDidAppear";
/// StackOverflow 48653763, a child embedded in viewDidLoad follows its parent's appearance).
/// A view whose controller is no child of the container (added without `addChild`) moves silently:
/// UIKit has no parent to forward from, so that controller is never told.
extension Simulator {
    func insertForwardingAppearance(_ view: View, into superview: View) {
        guard let child = forwardingChild(of: view, under: superview), child.appearance == .disappeared,
              let parent = child.parent else {
            insert(view, into: superview)
            return
        }
        switch parent.appearance {
        case .appeared where superview.isInWindow:
            performTransition(disappearing: [], appearing: [child], animated: false, order: .appearingFirst,
                              timing: .immediately, insertViews: { self.insert(view, into: superview) },
                              removeViews: {}, finish: {})
        case .appearing:
            // The parent is on its way in: the child begins with it and ends when the parent ends.
            beginAppearance(child, appearing: true, animated: false)
            insert(view, into: superview)
        default:
            insert(view, into: superview)
        }
    }

    func detachForwardingAppearance(_ view: View) {
        guard let superview = view.superview, view.isInWindow,
              let child = forwardingChild(of: view, under: superview),
              child.appearance == .appeared || child.appearance == .appearing else {
            detach(view)
            return
        }
        performTransition(disappearing: [child], appearing: [], animated: false, order: .disappearingFirst,
                          timing: .immediately, insertViews: {}, removeViews: { self.detach(view) }, finish: {})
    }

    /// The controller owning `view` when it is a child of the controller whose view hierarchy
    /// `superview` belongs to, and that parent forwards appearance automatically.
    private func forwardingChild(of view: View, under superview: View) -> ViewController? {
        guard let child = view.owner, let parent = child.parent,
              parent.forwardsAppearanceAutomatically,
              let parentView = parent.view, superview.isDescendant(of: parentView) else { return nil }
        return child
    }
}
