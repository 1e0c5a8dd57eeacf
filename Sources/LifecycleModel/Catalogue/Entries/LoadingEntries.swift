// Loading the controller's view.
// Sources: developer.apple.com/documentation/uikit/uiviewcontroller/loadview() ("Your custom
// implementation of this method should not call super"; "You should never call this method directly"),
// .../uikit/uiviewcontroller/viewdidload() (no requirement to call super is documented; the default
// implementation does nothing, but a UIKit superclass such as UITableViewController may rely on it).

extension CatalogueEntries {
    static let loading: [MethodEntry] = [
        MethodEntry(
            .loadView, .controller, phase: .loading, frequency: .once,
            availability: .since(2), superCall: .forbidden),
        MethodEntry(
            .viewDidLoad, .controller, phase: .loading, frequency: .once,
            availability: .since(2), superCall: .optional),
    ]
}
