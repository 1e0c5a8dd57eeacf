// A custom UIPresentationController's own callbacks (a `.custom` presentation, iOS 8+).
// Sources: developer.apple.com/documentation/uikit/uipresentationcontroller (the presentation
// process), .../presentationtransitionwillbegin(), .../presentationtransitiondidend(_:),
// .../dismissaltransitionwillbegin(), .../dismissaltransitiondidend(_:),
// .../containerviewwilllayoutsubviews(), .../containerviewdidlayoutsubviews(): each "default
// implementation … does nothing", so calling super is optional. Their order against the controllers'
// appearance callbacks is the model's choice (Containers/CustomPresentation.swift).

extension CatalogueEntries {
    /// The transition callbacks, listed with the appearance phase.
    static let presentationControllerTransitions: [MethodEntry] = [
        MethodEntry(
            .presentationTransitionWillBegin, .presentationController, phase: .appearance, frequency: .onEvent,
            availability: .since(8), superCall: .optional),
        MethodEntry(
            .presentationTransitionDidEnd, .presentationController, phase: .appearance, frequency: .onEvent,
            availability: .since(8), superCall: .optional),
        MethodEntry(
            .dismissalTransitionWillBegin, .presentationController, phase: .appearance, frequency: .onEvent,
            availability: .since(8), superCall: .optional),
        MethodEntry(
            .dismissalTransitionDidEnd, .presentationController, phase: .appearance, frequency: .onEvent,
            availability: .since(8), superCall: .optional),
    ]

    /// The container's layout callbacks, listed with the layout phase.
    static let presentationControllerLayout: [MethodEntry] = [
        MethodEntry(
            .containerViewWillLayoutSubviews, .presentationController, phase: .layout, frequency: .perLayoutPass,
            availability: .since(8), superCall: .optional),
        MethodEntry(
            .containerViewDidLayoutSubviews, .presentationController, phase: .layout, frequency: .perLayoutPass,
            availability: .since(8), superCall: .optional),
    ]
}
