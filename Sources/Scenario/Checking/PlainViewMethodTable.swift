/// Plain UIKit views used as values — `let label = UILabel()`, `UIImageView()`, `UIButton()` — and
/// the members that change their intrinsic content size; plus `definesPresentationContext`, the
/// controller property that decides what a context presentation covers, a popover's `sourceView`, and what
/// a sheet's drag asks (`isModalInPresentation`, `presentationController?.delegate`).
/// `MethodTable` appends these.
enum ViewOperation: Sendable {
    case setText, invalidateIntrinsicContentSize
}

enum PlainViewMethodTable {
    static let methods: [MethodSignature] = [
        MethodSignature(
            receiver: .view, baseName: "invalidateIntrinsicContentSize", labels: [], types: [],
            requiredCount: 0, operation: .views(.invalidateIntrinsicContentSize))
    ]

    static let properties: [PropertySignature] = [
        PropertySignature(receiver: .label, name: "text", type: .string, setter: .views(.setText)),
        PropertySignature(
            receiver: .controller, name: "definesPresentationContext", type: .bool,
            setter: .setDefinesPresentationContext),
        PropertySignature(
            receiver: .popover, name: "sourceView", type: .anyView, setter: .setPopoverSourceView),
        PropertySignature(
            receiver: .controller, name: "isModalInPresentation", type: .bool, setter: .setModalInPresentation),
        PropertySignature(
            receiver: .presentationController, name: "delegate", type: .optional(.anyController),
            setter: .setAdaptivePresentationDelegate),
    ]
}
