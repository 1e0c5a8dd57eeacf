// Appearance of a controller's view, and a view's move into or out of a window.
// Sources: developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:) ("you must call
// super"), .../viewisappearing(_:) (availability iOS 13.0; added in the iOS 17 SDK and back-deployed:
// called after the view is added to the hierarchy and laid out, with accurate traits and geometry),
// .../viewdidappear(_:) (in a CATransaction of its own: viewIsAppearing(_:)'s page names only
// viewWillAppear and viewIsAppearing as sharing one; WWDC23 "What's new in UIKit"), .../viewwilldisappear(_:), .../viewdiddisappear(_:) ("you must call super"),
// .../uikit/uiview/willmove(towindow:), .../uikit/uiview/didmovetowindow() (default does nothing).

extension CatalogueEntries {
    static let appearance: [MethodEntry] = [
        MethodEntry(
            .viewWillAppear, .controller, phase: .appearance, frequency: .perAppearance,
            availability: .since(2), superCall: .required),
        MethodEntry(
            .viewIsAppearing, .controller, phase: .appearance, frequency: .perAppearance,
            availability: .since(13, sdk: 17), superCall: .required),
        MethodEntry(
            .viewDidAppear, .controller, phase: .appearance, frequency: .perAppearance,
            availability: .since(2), superCall: .required),
        MethodEntry(
            .viewWillDisappear, .controller, phase: .appearance, frequency: .perAppearance,
            availability: .since(2), superCall: .required),
        MethodEntry(
            .viewDidDisappear, .controller, phase: .appearance, frequency: .perAppearance,
            availability: .since(2), superCall: .required),
        MethodEntry(
            .willMoveToWindow, .view, phase: .appearance, frequency: .onEvent,
            availability: .since(2), superCall: .optional),
        MethodEntry(
            .didMoveToWindow, .view, phase: .appearance, frequency: .onEvent,
            availability: .since(2), superCall: .optional),
    ]
}
