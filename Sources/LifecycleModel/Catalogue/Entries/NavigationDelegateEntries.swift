// UINavigationController's delegate, as the object that adopts UINavigationControllerDelegate receives it.
// Sources: developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
// and .../navigationcontroller(_:didshow:animated:) (both iOS 2.0+). The order against the appearance callbacks:
// Containers/NavigationDelegate.swift.

extension CatalogueEntries {
    static let navigationDelegate: [MethodEntry] = [
        MethodEntry(
            .navigationControllerWillShow, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(2), superCall: .notApplicable),
        MethodEntry(
            .navigationControllerDidShow, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(2), superCall: .notApplicable),
    ]
}
