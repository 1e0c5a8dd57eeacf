// UISplitViewController's delegate, as the object that adopts UISplitViewControllerDelegate receives it.
// Sources: developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:collapsesecondary:onto:)
// .../splitviewcontroller(_:separatesecondaryfrom:), .../primaryviewcontroller(forcollapsing:) and
// .../primaryviewcontroller(forexpanding:) (iOS 8.0+; classic split view interfaces only),
// .../splitviewcontrollerdidcollapse(_:), .../splitviewcontrollerdidexpand(_:),
// .../splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:) and
// .../splitviewcontroller(_:displaymodeforexpandingtoproposeddisplaymode:) (iOS 14.0+; column-style
// interfaces only). When the model calls them: Containers/SplitViewDisplay.swift, SplitViewSizeChange.swift.

extension CatalogueEntries {
    static let splitView: [MethodEntry] = [
        MethodEntry(
            .splitViewControllerCollapseSecondary, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(8), superCall: .notApplicable),
        MethodEntry(
            .splitViewControllerSeparateSecondary, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(8), superCall: .notApplicable),
        MethodEntry(
            .primaryViewControllerForCollapsing, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(8), superCall: .notApplicable),
        MethodEntry(
            .primaryViewControllerForExpanding, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(8), superCall: .notApplicable),
        MethodEntry(
            .splitViewControllerDidCollapse, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(14), superCall: .notApplicable),
        MethodEntry(
            .splitViewControllerDidExpand, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(14), superCall: .notApplicable),
        MethodEntry(
            .splitViewControllerTopColumnForCollapsing, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(14), superCall: .notApplicable),
        MethodEntry(
            .splitViewControllerDisplayModeForExpanding, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(14), superCall: .notApplicable),
    ]
}
