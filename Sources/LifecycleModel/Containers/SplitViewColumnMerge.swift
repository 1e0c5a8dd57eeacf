/// A column-style split (iOS 14+) with no `.compact` column, collapsing and expanding.
///
/// What is documented: collapsing, the split asks its delegate's
/// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` for "the column to display after the
/// split view interface collapses", and expanding, `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`
/// for the display mode (Apple docs, UISplitViewControllerDelegate). The proposed top column is `.secondary`:
/// Apple's page does not say so, but apps return `.primary` "to show primary view controller on compact
/// width" (public code searched November 2026; a Korean developer's notes on a memo app: "the default is the
/// secondary"). Without a delegate answer the model shows the secondary.
///
/// The model's choice (`modelSplitColumnMerge`), as no log or page shows the stack: the supplementary's and
/// the secondary's controllers, up to the top column, are moved from their columns' navigation controllers
/// onto the primary's stack, in column order, and the top one is shown; expanding, each goes back to its
/// column, and whatever was pushed on top while collapsed goes to the secondary's. The proposed display mode
/// is the split's `preferredDisplayMode`.
extension Simulator {
    /// Collapsing: merges the columns into the primary's stack; what moved and what it covers.
    func mergeColumns(of split: SplitViewController) -> SplitColumnChange {
        var change = SplitColumnChange()
        guard let primary = split.columns[.primary] as? NavigationController else { return change }
        let top = delegateTopColumn(of: split)
        let scope = openEvidence(.modelSplitColumnMerge); defer { closeEvidence(scope) }
        let merged: [SplitViewController.Column] =
            switch top {
            case .primary: []
            case .supplementary: [.supplementary]
            case .secondary, .compact: [.supplementary, .secondary]
            }
        var shownBefore = primary.displayed
        for column in merged {
            guard let nav = split.columns[column] as? NavigationController, nav.parent === split else { continue }
            for controller in nav.children {
                guard moveChild(controller, from: nav, to: primary) else { continue }
                split.mergedControllers.append((controller, nav))
                change.moved.append((controller, primary))
                if let covered = shownBefore, covered.appearance != .disappeared { change.covered.append(covered) }
                shownBefore = controller
            }
            nav.displayed = nil
        }
        primary.displayed = primary.children.last
        return change
    }

    /// Expanding: each merged controller goes back to its column's navigation controller.
    func separateMergedColumns(of split: SplitViewController) -> SplitColumnChange {
        var change = SplitColumnChange()
        split.expandedDisplayMode = delegateDisplayMode(of: split)
        guard let primary = split.columns[.primary] as? NavigationController else { return change }
        let scope = openEvidence(.modelSplitColumnMerge); defer { closeEvidence(scope) }
        let merged = split.mergedControllers
        split.mergedControllers = []
        let firstMoved = primary.children.firstIndex { controller in merged.contains { $0.controller === controller } }
        guard let firstMoved else { return change }
        let secondary = split.columns[.secondary] as? NavigationController
        for controller in primary.children[firstMoved...] {
            guard let column = merged.first(where: { $0.controller === controller })?.column ?? secondary else {
                continue
            }
            if moveChild(controller, from: primary, to: column) {
                column.displayed = controller
                change.moved.append((controller, column))
            }
        }
        if primary.displayed.map({ $0.parent !== primary }) ?? true {
            primary.displayed = primary.children.last
            if let uncovered = primary.children.last { change.uncovered.append(uncovered) }
        }
        return change
    }

    /// Takes `controller` from `container` and adds it to `destination`, held meanwhile; false when
    /// `destination` refuses it (then it is in neither, and released).
    private func moveChild(_ controller: ViewController, from container: ViewController, to destination: ViewController)
        -> Bool
    {
        retain(controller)
        defer { release(controller) }
        detachChild(controller, from: container)
        finishDetaching(controller)
        return (try? attachChild(controller, to: destination)) != nil
    }

    /// The delegate's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`, proposed `.secondary`.
    private func delegateTopColumn(of split: SplitViewController) -> SplitViewController.Column {
        let proposed = SplitViewController.Column.secondary
        let answer = withEvidence(.appleSplitViewController) {
            askDelegate(
                split.delegate, .splitViewControllerTopColumnForCollapsing,
                [Argument("svc", split.name), Argument("proposedTopColumn", proposed.rawValue)])
        }
        return answer?.column ?? proposed
    }

    /// The delegate's `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`, proposed the
    /// split's `preferredDisplayMode`; nil when the delegate does not answer.
    private func delegateDisplayMode(of split: SplitViewController) -> SplitViewController.DisplayMode? {
        withEvidence(.appleSplitViewController) {
            askDelegate(
                split.delegate, .splitViewControllerDisplayModeForExpanding,
                [Argument("svc", split.name), Argument("proposedDisplayMode", split.preferredDisplayMode.rawValue)])
        }?.displayMode
    }
}
