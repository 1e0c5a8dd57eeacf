// A notification delivered to a controller that observes it: the app's and scene's lifecycle
// notifications (posted right after the delegate callback they accompany) and the app's own.
// Sources: developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)
// (iOS 2; "If your app targets iOS 9.0 and later … you don't need to unregister an observer"),
// .../addobserver(forname:object:queue:using:) (iOS 4; the centre holds the block until the token is
// removed: "You must invoke removeObserver(_:) … before any object specified by … is deallocated"),
// .../uikit/uiapplicationdelegate/applicationdidbecomeactive(_:) ("After calling this method, the app
// also posts a didBecomeActiveNotification").

extension CatalogueEntries {
    static let notifications: [MethodEntry] = [
        MethodEntry(
            .notificationSelector, .controller, phase: .scene, frequency: .onEvent,
            availability: .since(2), superCall: .notApplicable),
        MethodEntry(
            .notificationBlock, .controller, phase: .scene, frequency: .onEvent,
            availability: .since(4), superCall: .notApplicable),
    ]
}
