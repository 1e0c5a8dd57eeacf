/// Moving views in and out of superviews and the window, with the callbacks UIKit makes: the moved
/// view's `willMove(toSuperview:)` … `didMoveToSuperview()`, and for it and every view under it,
/// `willMove(toWindow:)` (parents first) then `didMoveToWindow()` (parents first) when its window changes.
extension Simulator {
    /// `superview.addSubview(view)` from the scenario.
    package func addSubview(_ view: View, to superview: View) throws(ModelError) {
        if superview.isDescendant(of: view) {
            throw ModelError(.subviewCycle(view: view.name, superview: superview.name))
        }
        note(.addSubview, superview, view)
        insertForwardingAppearance(view, into: superview)
        // addSubview lays out the added view and its new superview on the next pass.
        superview.needsLayout = true
        layoutMayBeNeeded = true
    }

    /// `view.removeFromSuperview()` from the scenario.
    package func removeFromSuperview(_ view: View) {
        note(.removeFromSuperview, view)
        guard let superview = view.superview else { return }
        superview.needsLayout = true
        layoutMayBeNeeded = true
        detachForwardingAppearance(view)
    }

    /// Puts a view under a new superview (taking it out of its old one first).
    func insert(_ view: View, into superview: View, at index: Int? = nil) {
        let scope = openFallbackEvidence(.appleUIView); defer { closeEvidence(scope) }
        if view.superview === superview { return }
        layoutMayBeNeeded = true
        retain(view)
        if view.superview != nil { detach(view) }
        let wasInWindow = view.isInWindow
        let willBeInWindow = superview.isInWindow
        if view.isTraced { call(.willMoveToSuperview, view, [Argument("newSuperview", superview.name)]) }
        if wasInWindow != willBeInWindow { announceWindowChange(of: view, entering: willBeInWindow, phase: .will) }
        view.superview = superview
        if let index, index <= superview.subviews.count {
            superview.subviews.insert(view, at: index)
        } else {
            superview.subviews.append(view)
        }
        if wasInWindow != willBeInWindow {
            setInWindow(view, willBeInWindow)
            if willBeInWindow { markEnteringWindow(view) }
            announceWindowChange(of: view, entering: willBeInWindow, phase: .did)
        }
        if view.isTraced { call(.didMoveToSuperview, view) }
    }

    /// Takes a view out of its superview.
    func detach(_ view: View) {
        let scope = openFallbackEvidence(.appleUIView); defer { closeEvidence(scope) }
        guard let superview = view.superview else { return }
        let wasInWindow = view.isInWindow
        if view.isTraced { call(.willMoveToSuperview, view, Simulator.noSuperview) }
        if wasInWindow { announceWindowChange(of: view, entering: false, phase: .will) }
        superview.subviews.removeAll { $0 === view }
        view.superview = nil
        if wasInWindow {
            setInWindow(view, false)
            announceWindowChange(of: view, entering: false, phase: .did)
        }
        if view.isTraced { call(.didMoveToSuperview, view) }
        release(view)
    }

    enum MovePhase { case will, did }

    private static let noSuperview = [Argument("newSuperview", "nil")]
    private static let toWindow = [Argument("newWindow", "window")]
    private static let toNoWindow = [Argument("newWindow", "nil")]

    private func announceWindowChange(of view: View, entering: Bool, phase: MovePhase) {
        if view.isTraced {
            switch phase {
            case .will: call(.willMoveToWindow, view, entering ? Simulator.toWindow : Simulator.toNoWindow)
            case .did: call(.didMoveToWindow, view)
            }
        }
        for subview in view.subviews { announceWindowChange(of: subview, entering: entering, phase: phase) }
    }

    private func setInWindow(_ view: View, _ inWindow: Bool) {
        view.isInWindow = inWindow
        for subview in view.subviews { setInWindow(subview, inWindow) }
    }

    /// A view that has never been laid out in a window needs a layout (and, for a controller's root
    /// view, a constraints pass) once it gets there.
    private func markEnteringWindow(_ view: View) {
        if !view.hasBeenLaidOut {
            view.needsLayout = true
            if view.owner != nil { view.needsUpdateConstraints = true }
        }
        for subview in view.subviews { markEnteringWindow(subview) }
    }
}
