// Memory warnings, and the view unloading of iOS 5 and earlier.
// The app delegate's: developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidreceivememorywarning(_:)
// (iOS 2.0+, "Tells the delegate when the app receives a memory warning from the system"); "Responding to
// memory warnings" lists it with the controllers' method and the notification. With scenes it still goes
// to the app delegate: the scene delegate has no memory-warning method (UISceneDelegate).
// Sources: developer.apple.com/documentation/uikit/uiviewcontroller/didreceivememorywarning() ("If you
// override this method, you must call super"), .../viewdidunload (availability iOS 3.0–6.0: "In iOS 5 and
// earlier … the system could opt to call this method after the view controller's view had been released";
// "In iOS 6 and later, clearing references to views … is unnecessary"), .../viewwillunload (iOS 5.0–6.0).
// Neither unload method is called from iOS 6 on (UIViewController.h: NS_DEPRECATED_IOS(5_0,6_0) and
// NS_DEPRECATED_IOS(3_0,6_0)).

extension CatalogueEntries {
    static let memory: [MethodEntry] = [
        MethodEntry(
            .applicationDidReceiveMemoryWarning, .app, phase: .memory, frequency: .onEvent,
            availability: .since(2), superCall: .notApplicable),
        MethodEntry(
            .didReceiveMemoryWarning, .controller, phase: .memory, frequency: .onEvent,
            availability: .since(2), superCall: .required),
        MethodEntry(
            .viewWillUnload, .controller, phase: .memory, frequency: .onEvent,
            availability: .since(5, deprecated: 6, removed: 6), superCall: .required),
        MethodEntry(
            .viewDidUnload, .controller, phase: .memory, frequency: .onEvent,
            availability: .since(3, deprecated: 6, removed: 6), superCall: .required),
    ]
}
