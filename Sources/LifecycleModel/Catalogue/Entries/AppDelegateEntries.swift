// App state transitions as a UIApplicationDelegate sees them in an app without scenes (every app
// before iOS 13). View controllers get no appearance callbacks when the app goes to the background.
// Sources: developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillresignactive(_:)
// (iOS 2.0+), .../applicationdidenterbackground(_:) (iOS 4.0+, "you have approximately five seconds"),
// .../applicationwillenterforeground(_:) (iOS 4.0+), .../applicationdidbecomeactive(_:) (iOS 2.0+);
// in a scene-based app UIKit calls the UISceneDelegate methods instead.

extension CatalogueEntries {
    static let appDelegate: [MethodEntry] = [
        MethodEntry(
            .applicationWillResignActive, .app, phase: .scene, frequency: .onEvent,
            availability: .since(2), superCall: .notApplicable),
        MethodEntry(
            .applicationDidEnterBackground, .app, phase: .scene, frequency: .onEvent,
            availability: .since(4), superCall: .notApplicable),
        MethodEntry(
            .applicationWillEnterForeground, .app, phase: .scene, frequency: .onEvent,
            availability: .since(4), superCall: .notApplicable),
        MethodEntry(
            .applicationDidBecomeActive, .app, phase: .scene, frequency: .onEvent,
            availability: .since(2), superCall: .notApplicable),
    ]
}
