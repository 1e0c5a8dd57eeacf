// UISplitViewController's delegate, as the object that adopts UISplitViewControllerDelegate receives it.
// Source: developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:collapsesecondary:onto:)
// (iOS 8.0+; classic split view interfaces only). When the model calls it: Containers/SplitViewDisplay.swift.

extension CatalogueEntries {
    static let splitView: [MethodEntry] = [
        MethodEntry(
            .splitViewControllerCollapseSecondary, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(8), superCall: .notApplicable)
    ]
}
