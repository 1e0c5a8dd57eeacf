/// Intrinsic content size (iOS 6.0+, with Auto Layout). `invalidateIntrinsicContentSize()` "allows the
/// constraint-based layout system to take the new intrinsic content size into account in its next
/// layout pass" (Apple docs, "invalidateIntrinsicContentSize()"). The view's content-size constraints
/// are rebuilt in the constraints pass, so the view is marked as needing a constraints update (its
/// `updateConstraints()` runs); its new size changes the layout of its superview (which places it,
/// and whose controller sees `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()`) and of the view
/// itself (its bounds change, so its `layoutSubviews()` runs). Nothing happens at once: the pass
/// runs when the run loop turns. `UILabel.text` calls it when the text changes; before iOS 6 a label
/// only redraws, and no layout callback runs.
extension Simulator {
    public func invalidateIntrinsicContentSize(_ view: View) throws(ModelError) {
        guard profile.hasAutoLayout else {
            throw ModelError("invalidateIntrinsicContentSize() is new in iOS 6; this scenario runs on iOS \(profile.version)")
        }
        invalidateContentSize(of: view)
    }

    /// `label.text = …`: a different text changes the label's intrinsic content size.
    public func setText(_ text: String?, of label: View) {
        guard label.text != text else { return }
        label.text = text
        if profile.hasAutoLayout { invalidateContentSize(of: label) }
    }

    private func invalidateContentSize(of view: View) {
        view.needsUpdateConstraints = true
        view.needsLayout = true
        view.superview?.needsLayout = true
        layoutMayBeNeeded = true
    }
}
