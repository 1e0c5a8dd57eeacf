/// `UISplitViewController`: the classic interface (iOS 8–13 on iPhone and iPad: `viewControllers =
/// [primary, secondary]`) and the column interface (iOS 14+: `init(style:)`, `setViewController(_:for:)`).
/// Its columns are its children, primary first (Apple docs, "UISplitViewController").
///
/// What it shows depends on the window's width: horizontally regular, every column its display mode
/// shows; compact, it collapses to one controller (Apple docs, "isCollapsed"). It collapses when it
/// comes into a compact window, before it appears (commandshift.co.uk, "Understanding split view
/// controller": "When it is added to the window, if running in a .Compact horizontal size class, it
/// collapses"). No published log prints the columns' appearance callbacks, so the order among the
/// columns (the children's order) and the order of a replaced secondary against its successor are the
/// model's choice (`modelSplitColumnOrder`). Collapsing or expanding while on screen (a Plus/Max turned,
/// an iPad split resized): SplitViewSizeChange.swift.
package final class SplitViewController: ViewController {
    package enum Style: String, CaseIterable, Sendable { case unspecified, doubleColumn, tripleColumn }
    package enum Column: String, CaseIterable, Sendable { case primary, supplementary, secondary, compact }
    /// The iOS 14 names and the classic ones (iOS 8–13) of `UISplitViewController.DisplayMode`.
    package enum DisplayMode: String, CaseIterable, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary
        case twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
        case allVisible, primaryHidden, primaryOverlay

        /// Whether the primary (and supplementary) column stands beside the secondary when expanded.
        /// `.automatic` shows it in landscape iPads and is the model's iPad: side by side.
        var showsPrimaryBeside: Bool {
            switch self {
            case .secondaryOnly, .primaryHidden, .oneOverSecondary, .twoOverSecondary, .primaryOverlay: false
            default: true
            }
        }
    }

    package let style: Style
    package internal(set) var isCollapsed = false
    package internal(set) var preferredDisplayMode = DisplayMode.automatic
    var columns: [Column: ViewController] = [:]
    /// `delegate` (UISplitViewControllerDelegate); weak in UIKit, not retained here.
    var delegate: ModelObject?
    /// Collapsed without a `.compact` column: each controller moved onto the primary's navigation stack,
    /// with the column navigation controller it goes back to on expanding (SplitViewColumnMerge.swift).
    var mergedControllers: [(controller: ViewController, column: NavigationController)] = []
    /// What the delegate's `displayModeForExpandingToProposedDisplayMode` chose for the last expansion.
    var expandedDisplayMode: DisplayMode?

    init(name: String, className: String, definition: ClassDefinition?, creation: Creation, style: Style) {
        self.style = style
        super.init(name: name, className: className, definition: definition, creation: creation)
    }

    package func viewController(for column: Column) -> ViewController? { columns[column] }

    /// `viewControllers`: the column controllers, primary first; one once collapsed (Apple docs,
    /// "viewControllers": the collapsed interface has only the primary).
    package var viewControllers: [ViewController] { children }

    override func breakLinks() {
        super.breakLinks()
        columns = [:]
        mergedControllers = []
        delegate = nil
    }
}

extension Simulator {
    package func makeSplitViewController(
        name: String?, definition: ClassDefinition? = nil, style: SplitViewController.Style
    ) throws(ModelError) -> SplitViewController {
        try requireSplitViewController(style: style)
        let className = definition?.name ?? "UISplitViewController"
        let split = SplitViewController(
            name: name ?? uniqueName(for: className), className: className, definition: definition, creation: .code,
            style: style)
        initialise(split)
        return split
    }

    /// iPad-only up to iOS 7 (Apple docs, iOS 7 "UISplitViewController Class Reference": "Split view
    /// controllers are for use exclusively on iPad devices"); on iPhone from iOS 8; columns from iOS 14.
    private func requireSplitViewController(style: SplitViewController.Style) throws(ModelError) {
        if device.idiom == .phone {
            try require(.api(.splitViewControllerOnPhone)) {
                .splitViewOnPhoneNew(introduced: $0, running: profile.version)
            }
        }
        if style != .unspecified {
            try require(.api(.splitViewControllerColumns)) {
                .splitViewStyleNew(introduced: $0, running: profile.version)
            }
        }
    }

    /// Classic `viewControllers = [primary, secondary]`.
    package func setViewControllers(_ controllers: [ViewController], on split: SplitViewController) throws(ModelError) {
        note(.setViewControllers, split)
        guard split.style == .unspecified else {
            throw ModelError(.columnStyleSplitNeedsColumns(split: split.name))
        }
        guard controllers.count <= 2 else {
            throw ModelError(.splitShowsTwo)
        }
        try changeColumns(of: split) { (swap: inout SplitColumnSwap) throws(ModelError) in
            for column in [SplitViewController.Column.primary, .secondary] {
                try setColumn(nil, column, of: split, swap: &swap)
            }
            for (index, controller) in controllers.enumerated() {
                try setColumn(controller, index == 0 ? .primary : .secondary, of: split, swap: &swap)
            }
        }
    }

    /// `setViewController(_:for:)`, column style only (Apple docs, "setViewController(_:for:)").
    package func setViewController(
        _ controller: ViewController?, for column: SplitViewController.Column, of split: SplitViewController
    ) throws(ModelError) {
        note(.setViewControllers, split)
        guard split.style != .unspecified else {
            throw ModelError(.classicSplitHasNoColumns)
        }
        if column == .supplementary, split.style != .tripleColumn {
            throw ModelError(.supplementaryNeedsTripleColumn)
        }
        if split.isCollapsed, column != .compact, !split.mergedControllers.isEmpty {
            throw ModelError(.splitColumnMergedWhileCollapsed(split: split.name))
        }
        try changeColumns(of: split) { (swap: inout SplitColumnSwap) throws(ModelError) in
            try setColumn(controller, column, of: split, swap: &swap)
        }
    }

    /// `preferredDisplayMode`: what an expanded split shows beside the secondary.
    package func setPreferredDisplayMode(_ mode: SplitViewController.DisplayMode, of split: SplitViewController)
        throws(ModelError)
    {
        try changeColumns(of: split) { (_: inout SplitColumnSwap) throws(ModelError) in
            split.preferredDisplayMode = mode
            // The app's preference replaces what the delegate chose for the last expansion.
            split.expandedDisplayMode = nil
        }
    }

    /// `show(_:)` / `hide(_:)` a column (iOS 14): "transitions to the closest display mode … where the
    /// specified column is fully visible" / "hidden"; the secondary cannot be hidden (Apple docs, "show(_:)",
    /// "hide(_:)"). That is its display mode, on screen or not (SplitViewOnScreenColumns.swift).
    package func setColumn(
        _ column: SplitViewController.Column, shown: Bool, of split: SplitViewController
    ) throws(ModelError) {
        guard split.style != .unspecified else {
            throw ModelError(.showHideNeedsColumnStyle)
        }
        guard shown || column != .secondary else {
            throw ModelError(.cannotHideSecondary)
        }
        switch column {
        case .primary, .supplementary:
            try setPreferredDisplayMode(shown ? .oneBesideSecondary : .secondaryOnly, of: split)
        case .secondary, .compact: break
        }
    }

    /// `delegate = …` (weak in UIKit: the model does not retain it).
    package func setDelegate(_ delegate: ModelObject?, of split: SplitViewController) {
        split.delegate = delegate
    }

    /// Off screen the old controller leaves and the new one comes at once; on screen `swap` holds their
    /// `didMove(toParent:)` until the columns' transition is over (SplitViewOnScreenColumns.swift).
    private func setColumn(
        _ content: ViewController?, _ column: SplitViewController.Column, of split: SplitViewController,
        swap: inout SplitColumnSwap
    ) throws(ModelError) {
        let controller = try columnController(for: content, column, of: split)
        if let old = split.columns[column], old !== controller, old.parent === split {
            detachChild(old, from: split)
            if swap.onScreen {
                swap.removed.append(old)
            } else {
                // A split in the window but covered: the old column's view leaves its view now.
                if let oldView = old.view, oldView.superview === split.view { detach(oldView) }
                finishDetaching(old)
            }
        }
        split.columns[column] = controller
        guard let controller, controller.parent !== split else { return }
        try attachChild(controller, to: split)
        // The children's order is the columns' order, whatever order they were set in.
        split.children.sort { columnIndex(of: $0, in: split) < columnIndex(of: $1, in: split) }
        if swap.onScreen { swap.added.append(controller) } else { announceDidMove(controller, to: split) }
    }

    /// A column-style split puts a controller that is not a navigation controller in one of its own, for
    /// the primary, supplementary and secondary columns (Apple docs, "UISplitViewController", Split view
    /// styles: "If you set a child view controller that's not a navigation controller, the split view
    /// controller creates a navigation controller for it"; quoted by zhaoxin.pro, "Strongly Recommend You
    /// to Add Your Own UINavigationControllers even in iOS 14 when Using UISplitViewController"). Its
    /// `navigationController` is then that one. The `.compact` column and classic splits keep theirs as set.
    private func columnController(
        for content: ViewController?, _ column: SplitViewController.Column, of split: SplitViewController
    ) throws(ModelError) -> ViewController? {
        guard let content, split.style != .unspecified, column != .compact, !(content is NavigationController)
        else { return content }
        return try withEvidence(.appleSplitViewController) { () throws(ModelError) -> ViewController in
            try makeNavigationController(name: nil, root: content)
        }
    }

    private func columnIndex(of controller: ViewController, in split: SplitViewController) -> Int {
        SplitViewController.Column.allCases.firstIndex { split.columns[$0] === controller } ?? Int.max
    }
}
