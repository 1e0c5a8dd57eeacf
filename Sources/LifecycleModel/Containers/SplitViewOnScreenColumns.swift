/// Column changes on a split that is on screen: `setViewController(_:for:)`, classic `viewControllers =`,
/// `preferredDisplayMode =`, `show(_:)` and `hide(_:)`.
///
/// What is documented: `show(_:)` "transitions to the closest display mode … where the specified column is
/// fully visible", and "the split view controller chooses the appropriate transition" (Apple docs,
/// "show(_:)"); a collapsed split's display mode "has no impact on the appearance of the split view
/// interface" (Apple docs, "isCollapsed"); collapsed, the `.compact` column's controller is what it shows
/// (Apple docs, "UISplitViewController.Column.compact"). So a column whose controller is set while hidden
/// (any but `.compact` while collapsed, or one the display mode hides) is swapped without appearance
/// callbacks and shows on expanding or when its column is shown.
///
/// A `preferredDisplayMode` change "is animated if you made the change in an animation block" (Apple docs,
/// "preferredDisplayMode"); scenarios have no animation blocks, so the model never animates it.
///
/// The model's choice (`modelSplitColumnOrder`), as no published log prints it: what leaves the visible
/// columns gets `viewWillDisappear`/`viewDidDisappear` and what comes `viewWillAppear`/`viewDidAppear`,
/// disappearing first, in column order, each inside the call, as classic `showDetailViewController`
/// replaces the secondary (SplitViewDisplay.swift); then the new controllers' `didMove(toParent:)`, then
/// the old ones' `didMove(toParent: nil)` and release. Not modelled: Open Radar 29824842 (iOS 10.2, one
/// bug report with no log) says a column shown by going from `.primaryHidden` to `.allVisible` got no
/// `viewWillAppear`/`viewDidAppear`; one unlogged report of a bug is too weak to follow.
extension Simulator {
    /// What a column change attached and detached, held on screen until the columns' transition ends.
    struct SplitColumnSwap {
        let onScreen: Bool
        var added: [ViewController] = []
        var removed: [ViewController] = []
    }

    /// Runs `change` on `split`'s columns or display mode; on screen, the controllers that left the
    /// visible columns disappear and those that came appear.
    func changeColumns(
        of split: SplitViewController, _ change: (inout SplitColumnSwap) throws(ModelError) -> Void
    ) throws(ModelError) {
        let onScreen = split.view?.isInWindow == true && split.appearance != .disappeared
        let before = onScreen ? visibleColumns(of: split) : []
        var swap = SplitColumnSwap(onScreen: onScreen)
        try change(&swap)
        guard onScreen, let splitView = split.view else { return }
        let after = visibleColumns(of: split)
        let leaving = before.filter { column in !after.contains { $0 === column } }
        let coming = after.filter { column in !before.contains { $0 === column } }
        var views: [View] = []
        for controller in coming { views.append(try loadedView(of: controller)) }
        let (added, removed) = (swap.added, swap.removed)
        withEvidence(.modelSplitColumnOrder) {
            performTransition(
                disappearing: leaving, appearing: coming, animated: false, order: .disappearingFirst,
                timing: .immediately,
                insertViews: {
                    for view in views where view.superview !== splitView { self.insert(view, into: splitView) }
                },
                removeViews: {
                    for controller in leaving {
                        if let view = controller.view, view.superview === splitView { self.detach(view) }
                    }
                },
                finish: {
                    for controller in added { self.announceDidMove(controller, to: split) }
                    for controller in removed {
                        if let view = controller.view, view.superview === splitView { self.detach(view) }
                        self.finishDetaching(controller)
                    }
                })
        }
    }
}
