/// Intrinsic content size (iOS 6.0+, with Auto Layout). `invalidateIntrinsicContentSize()` "allows the
/// constraint-based layout system to take the new intrinsic content size into account in its next
/// layout pass" (Apple docs, "invalidateIntrinsicContentSize()"). The view's content-size constraints
/// are rebuilt in the constraints pass, so the view is marked as needing a constraints update (its
/// `updateConstraints()` runs); its new size can move and resize everything constrained to it, so the
/// superview chain up to the controller's root view lays out again (the controller sees
/// `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()`; above the root view, frames come from the
/// container, not from these constraints), and the view itself lays out at its new bounds. Nothing happens at once: the pass
/// runs when the run loop turns. `UILabel.text` calls it when the text changes; before iOS 6 a label
/// only redraws, and no layout callback runs.
extension Simulator {
    package func invalidateIntrinsicContentSize(_ view: View) throws(ModelError) {
        guard profile.hasAutoLayout else {
            throw ModelError(.intrinsicContentSizeNew(running: profile.version))
        }
        invalidateContentSize(of: view)
    }

    /// `label.text = …`: a different text changes the label's intrinsic content size.
    package func setText(_ text: String?, of label: View) {
        guard label.text != text else { return }
        label.text = text
        if profile.hasAutoLayout { invalidateContentSize(of: label) }
    }

    private func invalidateContentSize(of view: View) {
        view.needsUpdateConstraints = true
        view.needsLayout = true
        var node = view
        while node.owner == nil, let superview = node.superview {
            superview.needsLayout = true
            node = superview
        }
        layoutMayBeNeeded = true
    }
}
