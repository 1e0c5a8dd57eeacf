// A sheet's presentation controller delegate, as the object that adopts
// UIAdaptivePresentationControllerDelegate receives it (iOS 13.0+ for these four methods). Sources:
// developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate (each method's page:
// "This method is not called if the presentation is dismissed programmatically"). When the model calls
// them: Containers/SheetDismissal.swift.

extension CatalogueEntries {
    static let sheetDismissal: [MethodEntry] = [
        MethodEntry(
            .presentationControllerShouldDismiss, .controller, phase: .appearance, frequency: .onEvent,
            availability: .since(13), superCall: .notApplicable),
        MethodEntry(
            .presentationControllerWillDismiss, .controller, phase: .appearance, frequency: .onEvent,
            availability: .since(13), superCall: .notApplicable),
        MethodEntry(
            .presentationControllerDidDismiss, .controller, phase: .appearance, frequency: .onEvent,
            availability: .since(13), superCall: .notApplicable),
        MethodEntry(
            .presentationControllerDidAttemptToDismiss, .controller, phase: .appearance, frequency: .onEvent,
            availability: .since(13), superCall: .notApplicable),
    ]
}
