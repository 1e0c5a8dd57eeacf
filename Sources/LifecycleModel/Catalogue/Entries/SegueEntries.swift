// Storyboard segues: the source's questions and preparation, and unwinding.
// Sources: developer.apple.com/documentation/uikit/uiviewcontroller/shouldperformsegue(withidentifier:sender:)
// (iOS 6.0+; not called for performSegue(withIdentifier:sender:)), .../prepare(for:sender:) (iOS 5.0+;
// "the default implementation of this method does nothing"), .../canperformunwindsegueaction(_:from:withsender:)
// (iOS 6.0–13.0, deprecated), .../canperformunwindsegueaction(_:from:sender:) (iOS 13.0+),
// .../uistoryboardunwindseguesource/unwindaction (the destination must implement the action method).

extension CatalogueEntries {
    static let segues: [MethodEntry] = [
        MethodEntry(
            .shouldPerformSegue, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(6), superCall: .optional),
        MethodEntry(
            .prepareForSegue, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(5), superCall: .optional),
        MethodEntry(
            .canPerformUnwindSegueActionWithSender, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(6, deprecated: 13, removed: 13, replacement: .canPerformUnwindSegueAction),
            superCall: .optional),
        MethodEntry(
            .canPerformUnwindSegueAction, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(13), superCall: .optional),
        MethodEntry(
            .unwindAction, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(6), superCall: .notApplicable),
    ]
}
