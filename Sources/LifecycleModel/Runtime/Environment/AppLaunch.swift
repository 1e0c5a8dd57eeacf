/// The app's launch, `app.launch { … }`: the delegate callbacks UIKit makes and, inside the one that
/// sets up the window, the scenario's closure (set the root, `makeKeyAndVisible()`), so the root's
/// callbacks interleave with the delegates' as on a device.
///
/// Before scenes (iOS 3–12): `application(_:willFinishLaunchingWithOptions:)` (iOS 6+),
/// `application(_:didFinishLaunchingWithOptions:)` with the closure inside, then
/// `applicationDidBecomeActive(_:)` — after the first commit's layout pass, just before the root's
/// `viewDidAppear(_:)`, or after it (`VersionProfile.appBecomesActiveAfterRootAppears` gives the versions
/// and sources). No
/// `applicationWillEnterForeground(_:)` at launch (Apple docs, "applicationWillEnterForeground(_:)":
/// called "as part of the transition from the background to the active state"; the launch log cited
/// there shows none).
///
/// With scenes (iOS 13+): both app-delegate launch callbacks, then the scene delegate's
/// `scene(_:willConnectTo:options:)` with the closure inside, `sceneWillEnterForeground(_:)` (Apple docs:
/// "This transition occurs both for newly created and connected scenes") and `sceneDidBecomeActive(_:)`,
/// all in one turn; the root's `viewDidAppear(_:)` waits for that turn's commit. The published order:
/// didFinishLaunching, willConnectTo, viewDidLoad, viewWillAppear, sceneWillEnterForeground,
/// sceneDidBecomeActive, viewDidAppear (Lemonbrush/My-iOS-Dev-Learning-Tracker on GitHub,
/// "The App Life Cycle", States.md). UIKit no longer calls `applicationDidBecomeActive(_:)` then
/// (Apple docs, "applicationDidBecomeActive(_:)": "If you're using scenes… UIKit will not call this method").
/// The app's and scene's notifications follow their delegate callbacks as in `enterForeground()`.
extension Simulator {
    static let applicationArgument = Argument("application", "application")
    static let noLaunchOptions = Argument("launchOptions", "nil")

    /// `app.launch()`; `setUpWindow` is the body of the delegate method that shows the first screen.
    /// `intoBackground`: `app.launchIntoBackground()`, a launch for a background event (see
    /// `enterBackgroundAfterLaunch`).
    package func launch(setUpWindow: (() -> Void)?, intoBackground: Bool = false) throws(ModelError) {
        let scope = openEvidence(.appleAppLifecycle); defer { closeEvidence(scope) }
        guard !appState.hasLaunched else { throw ModelError(.alreadyLaunched) }
        if intoBackground, profile.usesScenes || !profile.hasMultitasking {
            throw ModelError(
                profile.usesScenes
                    ? .launchIntoBackgroundWithScenes
                    : .backgroundStateNew(
                        introduced: VersionedFeature.backgroundState.introduced, running: profile.version),
                unavailable: profile.usesScenes ? nil : FeatureUnavailable(.backgroundState))
        }
        guard !window.isKeyAndVisible, window.rootViewController == nil else {
            throw ModelError(.launchAfterRoot)
        }
        appState.hasLaunched = true
        let appDelegate = appDelegate()
        let launchArguments = [Simulator.applicationArgument, Simulator.noLaunchOptions]
        if profile.hasWillFinishLaunching {
            call(.applicationWillFinishLaunching, appDelegate, launchArguments)
        }
        guard profile.usesScenes else {
            call(.applicationDidFinishLaunching, appDelegate, launchArguments, super: { setUpWindow?() })
            if intoBackground {
                enterBackgroundAfterLaunch(appDelegate)
            } else {
                becomeActive(appDelegate)
            }
            return
        }
        call(.applicationDidFinishLaunching, appDelegate, launchArguments)
        let sceneDelegate = sceneDelegate()
        let scene = Argument("scene", "scene")
        call(
            .sceneWillConnect, sceneDelegate,
            [scene, Argument("session", "session"), Argument("connectionOptions", "options")],
            super: { setUpWindow?() })
        call(.sceneWillEnterForeground, sceneDelegate, [scene])
        try postLifecycleNotification(.sceneWillEnterForeground)
        try postLifecycleNotification(.willEnterForeground)
        call(.sceneDidBecomeActive, sceneDelegate, [scene])
        try postLifecycleNotification(.sceneDidActivate)
        try postLifecycleNotification(.didBecomeActive)
    }

    /// A launch into the background (a background fetch, a location or push event) without scenes: the
    /// window set up in `didFinishLaunching` still brings the root its `viewDidLoad()`,
    /// `viewWillAppear(_:)` and `viewDidAppear(_:)` — "appear" means the view enters the window's hierarchy,
    /// not that the user sees it (Stack Overflow question 66605297 and matt's answer 66605799: the asker
    /// saw all three on a background launch) — and the app enters the background instead of becoming
    /// active (Apple, "About the app launch sequence": after launching, the system moves the app to the
    /// active or the background state). Where `applicationDidEnterBackground(_:)` falls among the root's
    /// callbacks has no log: the model's choice, where an active launch's late `applicationDidBecomeActive(_:)`
    /// falls, after the transaction of `viewDidAppear(_:)`.
    private func enterBackgroundAfterLaunch(_ appDelegate: ModelObject) {
        appState.inBackground = true
        let scope = openEvidence(.stackOverflowLaunchInBackground, .appleAppLifecycle)
        defer { closeEvidence(scope) }
        runLoop.scheduleAfterTransaction(from: origin) {
            self.call(
                .applicationDidEnterBackground, appDelegate,
                [Simulator.applicationArgument, Simulator.noAppearanceNote])
            try? self.postLifecycleNotification(.didEnterBackground)
        }
    }

    /// The app delegate's `applicationDidBecomeActive(_:)` at the end of a launch without scenes.
    /// Each delegate callback is followed by its notification, as on return from the background
    /// (`enterForeground()`; sources there).
    private func becomeActive(_ appDelegate: ModelObject) {
        let scope =
            profile.appBecomesActiveAfterRootAppears
            ? openEvidence(.stackOverflowLaunchInBackground, .appleAppLifecycle)
            : openEvidence(.stackOverflowLaunchInBackground, .uso400AppLifecycles)
        defer { closeEvidence(scope) }
        let becomeActive = { self.call(.applicationDidBecomeActive, appDelegate, [Simulator.applicationArgument]) }
        if profile.appBecomesActiveAfterRootAppears {
            // After the transaction that committed the first frame, whose completion runs viewDidAppear(_:)
            // first (it was queued by makeKeyAndVisible(), inside didFinishLaunching). Run-loop work cannot
            // throw; the one error a post raises, an observer deallocated without removeObserver before
            // iOS 9, needs an observer gone between didFinishLaunching and this same event's commit.
            runLoop.scheduleAfterTransaction(from: origin) {
                becomeActive()
                try? self.postLifecycleNotification(.didBecomeActive)
            }
        } else {
            // In the first commit, after its layout pass and before the transaction of viewDidAppear(_:)
            // (blog.uso400.net's iOS 7.1.2 log: viewDidLayoutSubviews, applicationDidBecomeActive,
            // viewDidAppear). Before iOS 5 there are no controller layout callbacks to tell the two apart.
            runLoop.scheduleAfterCommit(from: origin) {
                becomeActive()
                try? self.postLifecycleNotification(.didBecomeActive)
            }
        }
    }
}
