/// A split view controller on screen whose width class changes — a Plus or Max turned, an iPad app's
/// split resized — collapses or expands again (commandshift.co.uk, "Understanding split view controller").
///
/// What it does is Apple's documentation. Collapsing, a classic split asks its delegate's
/// `splitViewController(_:collapseSecondary:onto:)`, and otherwise a navigation controller primary takes
/// the secondary onto its stack (SplitViewDisplay.swift). Expanding, it asks the delegate's
/// `splitViewController(_:separateSecondaryFrom:)` for the new secondary, and when that is nil or not
/// implemented the primary's `separateSecondaryViewController(for:)`: "Most view controllers do nothing by
/// default but the UINavigationController class responds by popping and returning the view controller from
/// the top of its navigation stack" (Apple docs, "splitViewController(_:separateSecondaryFrom:)"). A
/// primary that is not a navigation controller keeps the secondary as a hidden child while collapsed, and it
/// comes back on expanding. A column-style split shows its `.compact` column while
/// collapsed, and tells its delegate `splitViewControllerDidCollapse(_:)` once `isCollapsed` is true and
/// `splitViewControllerDidExpand(_:)` once it is false (Apple docs, UISplitViewControllerDelegate).
///
/// When: in the size transition's animation block, after `willTransition(to:with:)`,
/// `viewWillTransition(to:with:)` and the trait change, without animation. A crash backtrace in
/// WordPress-iOS pull request 5802 (iOS 9–10) shows a classic split separating its columns from the
/// transition coordinator's animation blocks inside `performWithoutAnimation`, with appearance transitions
/// disabled while the controllers move: that places the change, not the callbacks. What the controllers
/// hear is the model's choice (`modelSplitSizeChangeOrder`), as no log prints it: a column that leaves
/// the screen gets `viewWillDisappear`/`viewDidDisappear`, one that comes `viewWillAppear`/`viewDidAppear`
/// (disappearing first), and a controller that stays on screen while it moves between the split and the
/// primary's navigation stack gets none.
///
/// A column-style split with no `.compact` column merges its columns into the primary's navigation stack
/// and separates them again: SplitViewColumnMerge.swift.
///
/// The classic delegate's `primaryViewController(forCollapsing:)`/`(forExpanding:)` come first:
/// SplitViewDelegatePrimary.swift. A navigation controller secondary goes onto the primary's stack too, as
/// on launch (SplitViewDisplay.swift). Not modelled: the navigation delegate during the hand-over.
extension Simulator {
    /// From the size transition's animation block, once the window has its new width class.
    func adaptSplitsToWidth() {
        let compact = isHorizontallyCompact
        for split in splitsInWindow() where split.isCollapsed != compact {
            if compact {
                collapseOnScreen(split)
            } else {
                expandOnScreen(split)
            }
        }
    }

    private func splitsInWindow() -> [SplitViewController] {
        var splits: [SplitViewController] = []
        for controller in appState.controllers where controller.view?.isInWindow == true {
            if let split = controller as? SplitViewController { splits.append(split) }
        }
        return splits
    }

    // MARK: - Collapse

    private func collapseOnScreen(_ split: SplitViewController) {
        let scope = openEvidence(.appleSplitViewController, .commandshiftSplitCollapse)
        defer { closeEvidence(scope) }
        let before = visibleColumns(of: split)
        split.isCollapsed = true
        var change = SplitColumnChange()
        if split.style != .unspecified, split.columns[.compact] == nil {
            change = mergeColumns(of: split)
        } else if let (primary, secondary) = classicColumnsToCollapse(split, asking: &change) {
            if delegateCollapsesSecondary(secondary, onto: primary, of: split) {
                split.children.removeAll { $0 === secondary }
                split.columns[.secondary] = nil
                change.dropped.append(secondary)
            } else if let nav = primary as? NavigationController {
                moveSecondary(secondary, of: split, onto: nav, change: &change)
            }
        }
        applyColumnChange(change, to: split, before: before, telling: .splitViewControllerDidCollapse)
    }

    /// The navigation controller's `collapseSecondaryViewController(_:for:)`: the secondary leaves the
    /// split and goes on top of the primary's stack (as in SplitViewDisplay.swift, from the split first).
    private func moveSecondary(
        _ secondary: ViewController, of split: SplitViewController, onto nav: NavigationController,
        change: inout SplitColumnChange
    ) {
        retain(secondary)
        defer { release(secondary) }
        split.children.removeAll { $0 === secondary }
        finishDetaching(secondary)
        guard (try? attachChild(secondary, to: nav)) != nil else { return }
        if let covered = nav.displayed, covered.appearance != .disappeared { change.covered.append(covered) }
        nav.displayed = secondary
        change.moved.append((secondary, nav))
    }

    // MARK: - Expand

    private func expandOnScreen(_ split: SplitViewController) {
        let scope = openEvidence(.appleSplitViewController, .commandshiftSplitCollapse)
        defer { closeEvidence(scope) }
        let before = visibleColumns(of: split)
        split.isCollapsed = false
        var change = SplitColumnChange()
        if !split.mergedControllers.isEmpty || (split.style != .unspecified && split.columns[.compact] == nil) {
            change = separateMergedColumns(of: split)
        } else if split.style == .unspecified {
            replacePrimary(.primaryViewControllerForExpanding, of: split, in: &change)
            if let primary = split.columns[.primary], split.columns[.secondary]?.parent !== split {
                separateSecondary(from: primary, of: split, change: &change)
            }
        }
        applyColumnChange(change, to: split, before: before, telling: .splitViewControllerDidExpand)
    }

    /// The delegate's `splitViewController(_:separateSecondaryFrom:)`, then the primary's
    /// `separateSecondaryViewController(for:)`: a navigation controller pops its top (not its root).
    private func separateSecondary(
        from primary: ViewController, of split: SplitViewController, change: inout SplitColumnChange
    ) {
        var secondary = delegateSeparatesSecondary(from: primary, of: split)
        let nav = primary as? NavigationController
        if secondary == nil, let nav, nav.children.count > 1 { secondary = nav.children.last }
        guard let secondary, secondary !== primary, !secondary.isDeallocated else { return }
        retain(secondary)
        defer { release(secondary) }
        if let nav, secondary.parent === nav {
            detachChild(secondary, from: nav)
            finishDetaching(secondary)
            if nav.displayed === secondary {
                nav.displayed = nav.children.last
                if let uncovered = nav.children.last { change.uncovered.append(uncovered) }
            }
        } else if let parent = secondary.parent {
            // addChild takes a child from its container first (Apple docs, "addChild(_:)").
            parent.children.removeAll { $0 === secondary }
            finishDetaching(secondary)
        }
        guard (try? attachChild(secondary, to: split)) != nil else { return }
        split.columns[.secondary] = secondary
        split.children.sort { left, _ in left === split.columns[.primary] }
        change.moved.append((secondary, split))
    }

    private func delegateSeparatesSecondary(from primary: ViewController, of split: SplitViewController)
        -> ViewController?
    {
        askDelegate(
            split.delegate, .splitViewControllerSeparateSecondary,
            [Argument("splitViewController", split.name), Argument("primaryViewController", primary.name)]
        )?.viewController
    }

    /// A classic split's columns to fold, once the delegate's `primaryViewController(forCollapsing:)` has
    /// had its say (SplitViewDelegatePrimary.swift).
    private func classicColumnsToCollapse(_ split: SplitViewController, asking change: inout SplitColumnChange)
        -> (ViewController, ViewController)?
    {
        guard split.style == .unspecified else { return nil }
        replacePrimary(.primaryViewControllerForCollapsing, of: split, in: &change)
        return classicColumnsToCollapse(split)
    }

    /// The delegate's new primary comes (or stays on screen) and the old one leaves.
    private func replacePrimary(_ callback: Callback, of split: SplitViewController, in change: inout SplitColumnChange)
    {
        guard let (new, old) = replacePrimaryFromDelegate(callback, of: split) else { return }
        change.moved.append((new, split))
        change.dropped.append(old)
    }

    // MARK: - The columns' transition

    /// What a collapse or an expansion moved: the controllers handed between the split (or a column's
    /// navigation controller) and the primary's stack (one on screen stays there unless covered), those
    /// covered or uncovered in a stack, the secondary a delegate dropped.
    struct SplitColumnChange {
        var moved: [(controller: ViewController, to: ViewController)] = []
        var covered: [ViewController] = []
        var uncovered: [ViewController] = []
        var dropped: [ViewController] = []
    }

    /// One transition, immediately and without animation: what left the screen disappears, what came
    /// appears; then `didMove(toParent:)` for the moved controller and the column-style delegate's answer.
    func applyColumnChange(
        _ change: SplitColumnChange, to split: SplitViewController, before: [ViewController],
        telling callback: Callback
    ) {
        guard let splitView = split.view else { return }
        let scope = openEvidence(.modelSplitSizeChangeOrder, .wordpressSplitSeparateBacktrace)
        defer { closeEvidence(scope) }
        let after = visibleColumns(of: split)
        // A moved controller on screen stays there: its view goes to its new superview first, so no
        // container forwards the transition to it. One the delegate made comes like any other column.
        let staying = change.moved.filter { moved in
            moved.controller.appearance != .disappeared && !change.covered.contains { $0 === moved.controller }
        }
        for (moved, to) in staying {
            if let movedView = moved.view, let toView = to.view { insert(movedView, into: toView) }
        }
        var leaving = before.filter { column in !after.contains { isInside(column, $0) } }
        leaving.append(contentsOf: change.covered)
        var coming = after.filter { column in !before.contains { $0 === column } }
        coming.removeAll { coming in staying.contains { $0.controller === coming } }
        for uncovered in change.uncovered where after.contains(where: { isInside(uncovered, $0) }) {
            coming.append(uncovered)
        }
        var views: [(View, View)] = []
        for controller in coming {
            guard let view = try? loadedView(of: controller),
                let container = controller.parent === split ? splitView : controller.parent?.view
            else { continue }
            views.append((view, container))
        }
        performTransition(
            disappearing: leaving, appearing: coming, animated: false, order: .disappearingFirst,
            timing: .immediately,
            insertViews: { for (view, container) in views { self.insert(view, into: container) } },
            removeViews: {
                for controller in leaving {
                    if let view = controller.view, view.superview != nil { self.detach(view) }
                }
            },
            finish: {
                for (moved, to) in change.moved { self.announceDidMove(moved, to: to) }
                for dropped in change.dropped { self.finishDetaching(dropped) }
                guard split.style != .unspecified, let delegate = split.delegate,
                    delegate.implements(callback)
                else { return }
                self.withEvidence(.appleSplitViewController) {
                    self.call(callback, delegate, [Argument("svc", split.name)])
                }
            })
    }

    /// `controller` is `container` or sits inside it.
    func isInside(_ controller: ViewController, _ container: ViewController) -> Bool {
        var node: ViewController? = controller
        while let current = node {
            if current === container { return true }
            node = current.parent
        }
        return false
    }
}
