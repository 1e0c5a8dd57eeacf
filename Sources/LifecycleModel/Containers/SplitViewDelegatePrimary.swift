/// The classic delegate's `primaryViewController(forCollapsing:)` and `primaryViewController(forExpanding:)`
/// (iOS 8+, classic splits only). Apple docs: the first returns "the new primary view controller to display
/// onscreen", the second "the view controller to use as the primary view controller, or nil to specify the
/// current primary view controller". Each comes before the secondary is folded or separated: the primary
/// that `splitViewController(_:collapseSecondary:onto:)` and `splitViewController(_:separateSecondaryFrom:)`
/// receive is, when the delegate implements these, "the one you returned from that method". The returned
/// controller takes the primary column, taken from its container first as `addChild(_:)` does; the old
/// primary leaves the split. What the two hear on screen follows `modelSplitSizeChangeOrder`.
extension Simulator {
    /// Asks `callback` and puts a controller it returns in the primary column: the new primary and the
    /// old one, which the caller finishes detaching once the columns' transition is over.
    func replacePrimaryFromDelegate(_ callback: Callback, of split: SplitViewController)
        -> (new: ViewController, old: ViewController)?
    {
        guard split.style == .unspecified,
            let new = askDelegate(split.delegate, callback, [Argument("splitViewController", split.name)])?
                .viewController,
            let old = split.columns[.primary], new !== old, new !== split, !new.isDeallocated
        else { return nil }
        retain(new)
        defer { release(new) }
        if let parent = new.parent {
            detachChild(new, from: parent)
            finishDetaching(new)
            if let nav = parent as? NavigationController, nav.displayed === new { nav.displayed = nav.children.last }
        }
        if split.columns[.secondary] === new { split.columns[.secondary] = nil }
        if old.parent === split { detachChild(old, from: split) }
        guard (try? attachChild(new, to: split)) != nil else { return nil }
        split.columns[.primary] = new
        split.children.sort { left, _ in left === new }
        return (new, old)
    }
}
