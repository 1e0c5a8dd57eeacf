// UIPageViewController's data source and delegate, as the object that adopts them (usually the
// controller that owns the page view controller) receives them.
// Sources: developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource (iOS 5.0+),
// .../uipageviewcontrollerdelegate/pageviewcontroller(_:willtransitionto:) (iOS 6.0+, "Called before a
// gesture-driven transition begins"), .../pageviewcontroller(_:didfinishanimating:previousviewcontrollers:transitioncompleted:)
// (iOS 5.0+, "Called after a gesture-driven transition completes"). The order against the pages'
// appearance callbacks: Containers/PageViewController.swift.

extension CatalogueEntries {
    static let pageViewController: [MethodEntry] = [
        MethodEntry(
            .pageViewControllerBefore, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(5), superCall: .notApplicable),
        MethodEntry(
            .pageViewControllerAfter, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(5), superCall: .notApplicable),
        MethodEntry(
            .pageViewControllerWillTransition, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(6), superCall: .notApplicable),
        MethodEntry(
            .pageViewControllerDidFinishAnimating, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(5), superCall: .notApplicable),
    ]
}
