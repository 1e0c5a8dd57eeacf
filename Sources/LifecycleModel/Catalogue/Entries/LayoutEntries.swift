// Layout, drawing and properties updates, for controllers and views.
// Sources: developer.apple.com/documentation/uikit/uiviewcontroller/updateviewconstraints() and
// .../uikit/uiview/updateconstraints() ("call super as the final step"), .../viewwilllayoutsubviews() and
// .../viewdidlayoutsubviews() (default implementation does nothing), .../uikit/uiview/layoutsubviews(),
// .../uikit/uiview/draw(_:) ("If you subclass UIView directly, your implementation … does not need to call
// super"), .../uiviewcontroller/viewsafeareainsetsdidchange() (iOS 11; also called immediately before the
// view appears). UIKit's header marks both controller methods NS_REQUIRES_SUPER (RequiresSuper in the
// bindings); the UIView counterparts are not, and do nothing by default. .../viewlayoutmarginsdidchange() (iOS 11),
// .../uikit/uiview/safeareainsetsdidchange() (iOS 11), .../uikit/uiview/layoutmarginsdidchange() (iOS 8),
// .../uikit/uiview/updateproperties() (iOS 26: "Configures the view's content and styling properties before
// layout"; runs only when scheduled with setNeedsUpdateProperties() or when tracked observable state
// changes — "coalesced into a single update alongside the next layout pass", not on every pass; the
// UIViewController method requires super per its RequiresSuper binding attribute).

extension CatalogueEntries {
    static let layout: [MethodEntry] = [
        MethodEntry(
            .updateProperties, .controller, phase: .layout, frequency: .onEvent,
            availability: .since(26), superCall: .required),
        MethodEntry(
            .updateProperties, .view, phase: .layout, frequency: .onEvent,
            availability: .since(26), superCall: .required),
        MethodEntry(
            .updateViewConstraints, .controller, phase: .layout, frequency: .whenInvalidated,
            availability: .since(6), superCall: .required),
        MethodEntry(
            .updateConstraints, .view, phase: .layout, frequency: .whenInvalidated,
            availability: .since(6), superCall: .required),
        MethodEntry(
            .viewWillLayoutSubviews, .controller, phase: .layout, frequency: .perLayoutPass,
            availability: .since(5), superCall: .optional),
        MethodEntry(
            .layoutSubviews, .view, phase: .layout, frequency: .perLayoutPass,
            availability: .since(2), superCall: .required),
        MethodEntry(
            .viewDidLayoutSubviews, .controller, phase: .layout, frequency: .perLayoutPass,
            availability: .since(5), superCall: .optional),
        MethodEntry(
            .draw, .view, phase: .layout, frequency: .onEvent,
            availability: .since(2), superCall: .optional),
        MethodEntry(
            .viewSafeAreaInsetsDidChange, .controller, phase: .layout, frequency: .onEvent,
            availability: .since(11), superCall: .required),
        MethodEntry(
            .safeAreaInsetsDidChange, .view, phase: .layout, frequency: .onEvent,
            availability: .since(11), superCall: .optional),
        MethodEntry(
            .viewLayoutMarginsDidChange, .controller, phase: .layout, frequency: .onEvent,
            availability: .since(11), superCall: .required),
        MethodEntry(
            .layoutMarginsDidChange, .view, phase: .layout, frequency: .onEvent,
            availability: .since(8), superCall: .optional),
    ]
}
