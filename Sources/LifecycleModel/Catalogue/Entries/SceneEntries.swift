// Scene (app) state transitions, as a UIWindowSceneDelegate sees them. View controllers get no
// appearance callbacks when the app goes to the background or returns.
// Sources: developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:),
// .../scenedidenterbackground(_:), .../scenewillenterforeground(_:), .../scenedidbecomeactive(_:) (iOS 13).

extension CatalogueEntries {
    static let scene: [MethodEntry] = [
        MethodEntry(
            .sceneWillResignActive, .scene, phase: .scene, frequency: .onEvent,
            availability: .since(13), superCall: .notApplicable),
        MethodEntry(
            .sceneDidEnterBackground, .scene, phase: .scene, frequency: .onEvent,
            availability: .since(13), superCall: .notApplicable),
        MethodEntry(
            .sceneWillEnterForeground, .scene, phase: .scene, frequency: .onEvent,
            availability: .since(13), superCall: .notApplicable),
        MethodEntry(
            .sceneDidBecomeActive, .scene, phase: .scene, frequency: .onEvent,
            availability: .since(13), superCall: .notApplicable),
    ]
}
