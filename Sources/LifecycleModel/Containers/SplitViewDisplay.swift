/// What a split view controller shows, collapsing into a compact window, and `showDetailViewController`.
///
/// Collapse (classic, iOS 8+): the delegate's `splitViewController(_:collapseSecondary:onto:)` is asked
/// first; true means the app handled it and the secondary is discarded; false (or no such method) lets
/// the primary's `collapseSecondaryViewController(_:for:)` do it, and a navigation controller pushes the
/// secondary onto its stack, while other controllers do nothing (Apple docs,
/// "splitViewController(_:collapseSecondary:onto:)", "collapseSecondaryViewController(_:for:)"). The
/// push takes the secondary from the split first, as `addChild(_:)` takes a child from its container
/// ("it is removed from that container before being added"). A column-style split shows its `.compact`
/// column's controller when collapsed (Apple docs, "UISplitViewController.Column.compact"); without one
/// it merges the columns into the primary's navigation stack (SplitViewColumnMerge.swift).
extension Simulator {
    /// Before the split's `viewWillAppear(_:)`: a split entering a compact window collapses first.
    func prepareSplitForWindow(_ split: SplitViewController) {
        guard !split.isCollapsed, isHorizontallyCompact, profile.version.major >= 8 else { return }
        let scope = openEvidence(.commandshiftSplitCollapse, .appleSplitViewController)
        defer { closeEvidence(scope) }
        split.isCollapsed = true
        if split.style != .unspecified, split.columns[.compact] == nil {
            for (moved, column) in mergeColumns(of: split).moved { announceDidMove(moved, to: column) }
            return
        }
        if let (new, old) = replacePrimaryFromDelegate(.primaryViewControllerForCollapsing, of: split) {
            announceDidMove(new, to: split)
            finishDetaching(old)
        }
        guard let (primary, secondary) = classicColumnsToCollapse(split) else { return }
        if delegateCollapsesSecondary(secondary, onto: primary, of: split) {
            // "the split view controller does nothing with the secondary": it leaves the interface.
            split.children.removeAll { $0 === secondary }
            finishDetaching(secondary)
            split.columns[.secondary] = nil
            return
        }
        guard let nav = primary as? NavigationController else { return }
        // Held across the hand-over, as the split's column still names it: without this the release in
        // finishDetaching would free it before the push retains it.
        retain(secondary)
        defer { release(secondary) }
        split.children.removeAll { $0 === secondary }
        finishDetaching(secondary)
        guard secondary is NavigationController else {
            try? pushViewController(secondary, on: nav, animated: false)
            return
        }
        // A navigation controller secondary goes onto the stack too ("pushing the secondary view controller
        // onto its navigation stack", no exception made): Xcode's master–detail template, whose detail is a
        // navigation controller, returns false to keep it. `pushViewController` itself refuses one, so it
        // is added as the stack's top child directly.
        guard (try? attachChild(secondary, to: nav)) != nil else { return }
        announceDidMove(secondary, to: nav)
    }

    /// A classic split's primary and the secondary it still holds as its child: what a collapse folds.
    func classicColumnsToCollapse(_ split: SplitViewController) -> (ViewController, ViewController)? {
        guard split.style == .unspecified, let primary = split.columns[.primary],
            let secondary = split.columns[.secondary], secondary.parent === split
        else { return nil }
        return (primary, secondary)
    }

    /// Asks the delegate's `splitViewController(_:collapseSecondary:onto:)` when it implements it: true
    /// means the app handled the collapse.
    func delegateCollapsesSecondary(
        _ secondary: ViewController, onto primary: ViewController, of split: SplitViewController
    ) -> Bool {
        askDelegate(
            split.delegate, .splitViewControllerCollapseSecondary,
            [
                Argument("splitViewController", split.name), Argument("secondaryViewController", secondary.name),
                Argument("primaryViewController", primary.name),
            ])?.bool ?? false
    }

    /// The controllers whose views the split puts in its own view: expanded, the columns its display
    /// mode shows; collapsed, the one it collapsed to.
    func visibleColumns(of split: SplitViewController) -> [ViewController] {
        if split.isCollapsed {
            if split.style != .unspecified, let compact = split.columns[.compact] { return [compact] }
            return split.columns[.primary].map { [$0] } ?? []
        }
        let beside = (split.expandedDisplayMode ?? split.preferredDisplayMode).showsPrimaryBeside
        let shown: [SplitViewController.Column] = beside ? [.primary, .supplementary, .secondary] : [.secondary]
        return shown.compactMap { split.columns[$0] }.filter { $0.parent === split }
    }

    /// `showDetailViewController(_:sender:)` from `controller` (the split itself or a controller inside it).
    /// Regular width: `vc` becomes the secondary, replacing the old one. Compact: the split calls
    /// `show(_:sender:)`, and the primary navigation controller pushes `vc` (Apple docs, UIViewController
    /// "showDetailViewController(_:sender:)": "In a regular environment, the UISplitViewController class
    /// overrides this method and installs vc as its detail view controller; in a compact environment, the
    /// split view controller's implementation of this method calls show(_:sender:)"). Replacing the
    /// secondary on screen: the old one's disappearance begins first and ends first, each inside this
    /// event; no log shows it (`modelSplitColumnOrder`).
    package func showDetailViewController(_ detail: ViewController, from controller: ViewController)
        throws(ModelError)
    {
        let split: SplitViewController
        if let itself = controller as? SplitViewController {
            split = itself
        } else if let ancestor = controller.splitViewControllerAncestor {
            split = ancestor
        } else {
            throw ModelError(.detailOutsideSplit(controller: controller.name))
        }
        note(.showDetail, split, detail)
        let scope = openEvidence(.appleShowDetailViewController); defer { closeEvidence(scope) }
        guard split.columns[.secondary] !== detail else { return }
        if split.isCollapsed {
            guard let nav = split.columns[.primary] as? NavigationController else {
                throw ModelError(.collapsedPrimaryNotNavigation(split: split.name))
            }
            try pushViewController(detail, on: nav, animated: true)
            // A column-style split keeps its secondary column's navigation controller for expanding.
            if split.style == .unspecified { split.columns[.secondary] = detail }
            return
        }
        try replaceSecondary(of: split, with: detail)
    }

    func replaceSecondary(of split: SplitViewController, with detail: ViewController) throws(ModelError) {
        let old = split.columns[.secondary].flatMap { $0.parent === split ? $0 : nil }
        if let old { detachChild(old, from: split) }
        try attachChild(detail, to: split)
        split.columns[.secondary] = detail
        split.children.sort { left, right in left === split.columns[.primary] || right === detail }
        guard let splitView = split.view, splitView.isInWindow, split.appearance != .disappeared else {
            if let oldView = old?.view, oldView.superview === split.view { detach(oldView) }
            announceDidMove(detail, to: split)
            if let old { finishDetaching(old) }
            return
        }
        let newView = try loadedView(of: detail)
        withEvidence(.modelSplitColumnOrder) {
            performTransition(
                disappearing: old.map { [$0] } ?? [], appearing: [detail], animated: false,
                order: .disappearingFirst, timing: .immediately,
                insertViews: { self.insert(newView, into: splitView) },
                removeViews: { if let oldView = old?.view, oldView.superview === splitView { self.detach(oldView) } },
                finish: {
                    self.announceDidMove(detail, to: split)
                    if let old { self.finishDetaching(old) }
                })
        }
    }
}
