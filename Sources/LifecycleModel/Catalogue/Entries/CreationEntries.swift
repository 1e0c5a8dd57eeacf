// Creation: initialisers and nib awakening, for controllers and views.
// Sources: developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:),
// .../objectivec/nsobject-swift.class/awakefromnib() ("You must call the super implementation";
// outlets are connected only after every object in the archive is loaded),
// .../uikit/uiview/init(frame:), .../uikit/uiview/init(coder:).

extension CatalogueEntries {
    static let creation: [MethodEntry] = [
        MethodEntry(
            .initNibNameBundle, .controller, phase: .creation, frequency: .once,
            availability: .since(2), superCall: .required),
        MethodEntry(
            .initCoder, .controller, phase: .creation, frequency: .once,
            availability: .since(2), superCall: .required),
        MethodEntry(
            .awakeFromNib, .controller, phase: .creation, frequency: .once,
            availability: .since(2), superCall: .required),
        MethodEntry(
            .viewInitFrame, .view, phase: .creation, frequency: .once,
            availability: .since(2), superCall: .required),
        MethodEntry(
            .initCoder, .view, phase: .creation, frequency: .once,
            availability: .since(2), superCall: .required),
        MethodEntry(
            .awakeFromNib, .view, phase: .creation, frequency: .once,
            availability: .since(2), superCall: .required),
    ]
}
