// UIKit state restoration (the archive-based mechanism of iOS 6; scenes use NSUserActivity instead).
// Sources: developer.apple.com/documentation/uikit/uiviewcontroller/encoderestorablestate(with:) and
// .../decoderestorablestate(with:) (iOS 6; "call super at some point"),
// .../uiviewcontroller/applicationfinishedrestoringstate() (iOS 7: "Called on restored view controllers
// after other object decoding is complete"), .../about-the-ui-restoration-process.

extension CatalogueEntries {
    static let restoration: [MethodEntry] = [
        MethodEntry(
            .encodeRestorableState, .controller, phase: .restoration, frequency: .onEvent,
            availability: .since(6), superCall: .required),
        MethodEntry(
            .decodeRestorableState, .controller, phase: .restoration, frequency: .onEvent,
            availability: .since(6), superCall: .required),
        MethodEntry(
            .applicationFinishedRestoringState, .controller, phase: .restoration, frequency: .onEvent,
            availability: .since(7), superCall: .optional),
    ]
}
