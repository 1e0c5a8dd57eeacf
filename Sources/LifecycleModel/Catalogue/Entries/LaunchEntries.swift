// The app's launch as the app delegate and (iOS 13+) the scene delegate see it.
// Sources: developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:)
// (iOS 6.0+), .../application(_:didfinishlaunchingwithoptions:) (iOS 3.0+),
// developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:) (iOS 13.0+).
// The order against the root controller: Runtime/Environment/AppLaunch.swift.

extension CatalogueEntries {
    static let launch: [MethodEntry] = [
        MethodEntry(
            .applicationWillFinishLaunching, .app, phase: .scene, frequency: .once,
            availability: .since(6), superCall: .notApplicable),
        MethodEntry(
            .applicationDidFinishLaunching, .app, phase: .scene, frequency: .once,
            availability: .since(3), superCall: .notApplicable),
        MethodEntry(
            .sceneWillConnect, .scene, phase: .scene, frequency: .once,
            availability: .since(13), superCall: .notApplicable),
    ]
}
