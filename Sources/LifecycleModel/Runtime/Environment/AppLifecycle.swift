/// The app going to the background and coming back. From iOS 13 the scene delegate gets
/// `sceneWillResignActive(_:)`, `sceneDidEnterBackground(_:)`, and on return
/// `sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)`; before, the app delegate gets the
/// `application…` equivalents (Apple docs, "Managing your app's life cycle"). View controllers get NO
/// appearance callbacks — their views stay in the window — and the trace says so in a `note` argument;
/// from iOS 13 they do see the app-switcher snapshot's trait flip (below), and an appearance chosen in
/// Settings meanwhile reaches them only on the return, while the app is inactive (below).
/// In an app without scenes (iOS 6–12) state preservation runs after the app enters the background:
/// see StateRestoration.swift.
///
/// Each delegate callback is followed by its notification: "After calling this method, the app also posts
/// a didBecomeActiveNotification" (Apple docs, "applicationDidBecomeActive(_:)"; the other three say the
/// same of theirs; the older text of "applicationWillEnterForeground(_:)" put its notification "shortly
/// before calling this method", but a published check logged the delegate call first on iOS 12:
/// openradar 49817144, "applicationWillEnterForeground: docs are wrong about
/// UIApplicationWillEnterForeground notification"), and UIKit posts the `UIApplication` notifications "regardless of whether your app uses
/// scenes" (Apple docs, "applicationDidEnterBackground(_:)"). With scenes the scene's own notification
/// (`UIScene.didActivateNotification`…) comes first, then the app's: the model's order, as the scene
/// drives the app's state; Apple does not document the order of the two.
extension Simulator {
    static let noAppearanceNote = Argument("note", note: .noAppearanceCallbacks)
    static let snapshotNote = Argument("snapshot", note: .snapshotInBothAppearances)

    /// `app.enterBackground()`.
    package func enterBackground() throws(ModelError) {
        let scope = openEvidence(.appleAppLifecycle); defer { closeEvidence(scope) }
        try require(.backgroundState) {
            .backgroundStateNew(introduced: $0, running: profile.version)
        }
        guard !appState.inBackground else { throw ModelError(.alreadyInBackground) }
        appState.inBackground = true
        let delegate = lifecycleDelegate()
        if profile.usesScenes {
            call(.sceneWillResignActive, delegate, [Argument("scene", "scene")])
            try postLifecycleNotification(.sceneWillDeactivate)
            try postLifecycleNotification(.willResignActive)
            var args = [Argument("scene", "scene"), Simulator.noAppearanceNote]
            if profile.hasDarkMode { args.append(Simulator.snapshotNote) }
            call(.sceneDidEnterBackground, delegate, args)
            try postLifecycleNotification(.sceneDidEnterBackground)
            try postLifecycleNotification(.didEnterBackground)
            snapshotInBothAppearances()
        } else {
            call(.applicationWillResignActive, delegate, [Argument("application", "application")])
            try postLifecycleNotification(.willResignActive)
            call(
                .applicationDidEnterBackground, delegate,
                [Argument("application", "application"), Simulator.noAppearanceNote])
            try postLifecycleNotification(.didEnterBackground)
            preserveState()
        }
    }

    /// `app.enterForeground()`.
    package func enterForeground() throws(ModelError) {
        let scope = openEvidence(.appleAppLifecycle); defer { closeEvidence(scope) }
        guard appState.inBackground else {
            throw ModelError(.notInBackground)
        }
        appState.inBackground = false
        let delegate = lifecycleDelegate()
        if profile.usesScenes {
            call(.sceneWillEnterForeground, delegate, [Argument("scene", "scene"), Simulator.noAppearanceNote])
            try postLifecycleNotification(.sceneWillEnterForeground)
            try postLifecycleNotification(.willEnterForeground)
            deliverHeldAppearance()
            call(.sceneDidBecomeActive, delegate, [Argument("scene", "scene")])
            try postLifecycleNotification(.sceneDidActivate)
            try postLifecycleNotification(.didBecomeActive)
        } else {
            call(
                .applicationWillEnterForeground, delegate,
                [Argument("application", "application"), Simulator.noAppearanceNote])
            try postLifecycleNotification(.willEnterForeground)
            call(.applicationDidBecomeActive, delegate, [Argument("application", "application")])
            try postLifecycleNotification(.didBecomeActive)
        }
    }

    package var isInBackground: Bool { appState.inBackground }

    /// With Dark Mode (iOS 13+) the system snapshots a backgrounded app in the other appearance too, for
    /// the app switcher: the traits flip and flip back, so every controller and view on screen gets
    /// `traitCollectionDidChange(_:)` twice (`.fluentDarkModeKitSnapshot`; also scenee/FloatingPanel#228
    /// and facebook/react-native#39439).
    private func snapshotInBothAppearances() {
        guard profile.hasDarkMode, window.isKeyAndVisible else { return }
        let scope = openEvidence(.fluentDarkModeKitSnapshot); defer { closeEvidence(scope) }
        let style = device.userInterfaceStyle
        for snapshotStyle in [style == .light ? UserInterfaceStyle.dark : .light, style] {
            changeTraits { $0.userInterfaceStyle = snapshotStyle }
            // The pass that delivers the flip (iOS 17+) rests on the report too, not only on the docs.
            addToNextLayoutPass(.fluentDarkModeKitSnapshot, base: EvidenceSet())
            layoutPass()
        }
    }

    /// Dark Mode switched in Settings while the app was in the background: the traits change on the return,
    /// with the app inactive — Stack Overflow question 63372828 prints the one `traitCollectionDidChange(_:)`
    /// with `applicationState` `.inactive`. openradar FB8734191 (iOS 14.0) reports another pattern, with no
    /// Settings change: the second snapshot flip leaves the opposite appearance, so a change arrives on every
    /// return to the foreground; a report in prose against a printed log, so the model follows the log. Inactive lies between `sceneWillEnterForeground(_:)` and
    /// `sceneDidBecomeActive(_:)`; that it follows the former's notifications is the model's choice.
    private func deliverHeldAppearance() {
        guard let style = appState.heldUserInterfaceStyle else { return }
        appState.heldUserInterfaceStyle = nil
        let scope = openEvidence(.stackOverflowAppearanceOnReturn); defer { closeEvidence(scope) }
        changeTraits { $0.userInterfaceStyle = style }
        // From iOS 17 the change waits for a layout pass: it runs now, while the app is still inactive.
        addToNextLayoutPass(.stackOverflowAppearanceOnReturn, base: EvidenceSet())
        layoutPass()
    }

    /// The scene delegate (iOS 13+) or the app delegate: the one that hears of background and foreground.
    private func lifecycleDelegate() -> ModelObject {
        profile.usesScenes ? sceneDelegate() : appDelegate()
    }

    /// The app delegate, created on first use.
    func appDelegate() -> ModelObject {
        if let delegate = appState.appDelegate { return delegate }
        let delegate = ModelObject(name: "appDelegate", className: "AppDelegate", definition: nil)
        appState.appDelegate = delegate
        return delegate
    }

    /// The scene delegate (iOS 13+), created on first use.
    func sceneDelegate() -> ModelObject {
        if let delegate = appState.sceneDelegate { return delegate }
        let delegate = ModelObject(name: "sceneDelegate", className: "SceneDelegate", definition: nil)
        appState.sceneDelegate = delegate
        return delegate
    }
}
