// Controller containment, and a view's move between superviews.
// Sources: developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:) and
// .../didmove(toparent:) (iOS 5; addChild(_:) calls willMove(toParent:) itself, removeFromParent() calls
// didMove(toParent: nil) itself; a container calls the other one). UIViewController.h: "If they are
// overridden, the overrides should ensure to call the super."
// .../uikit/uiview/willmove(tosuperview:), .../uikit/uiview/didmovetosuperview() (default does nothing).

extension CatalogueEntries {
    static let containment: [MethodEntry] = [
        MethodEntry(
            .willMoveToParent, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(5), superCall: .required),
        MethodEntry(
            .didMoveToParent, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(5), superCall: .required),
        MethodEntry(
            .willMoveToSuperview, .view, phase: .containment, frequency: .onEvent,
            availability: .since(2), superCall: .optional),
        MethodEntry(
            .didMoveToSuperview, .view, phase: .containment, frequency: .onEvent,
            availability: .since(2), superCall: .optional),
    ]
}
