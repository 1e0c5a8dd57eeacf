import LifecycleModel
import Testing

@testable import Scenario

/// `app.launch { … }`: the app and scene delegates' launch callbacks against the root controller's,
/// per iOS version. Each test names the published log it pins.
@Suite struct LaunchOrderTests {
    static let launch = """
        app.launch {
            window.rootViewController = A
            window.makeKeyAndVisible()
        }
        """
    /// The callbacks the published logs printed.
    static let logged: Set<String> = [
        "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
        "scene(_:willConnectTo:options:)", "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)",
        "applicationWillEnterForeground(_:)", "applicationDidBecomeActive(_:)",
        "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)",
    ]

    static func logOrder(ios: Int) throws -> [String] {
        TraceOrder.lines(try TraceOrder.run(Self.launch, ios: ios), callbacks: Self.logged)
    }

    /// matt, Stack Overflow answer 66605799 (stackoverflow.com): the original order is didFinishLaunching,
    /// viewDidLoad, viewWillAppear, applicationDidBecomeActive, viewDidAppear; iOS 9 restored it after iOS 8.
    @Test(arguments: [4, 5, 7])
    func withoutScenesBeforeIOS8_activeBetweenWillAndDidAppear_mattStackOverflow66605799(ios: Int) throws {
        let willFinish = ios >= 6 ? ["appDelegate application(_:willFinishLaunchingWithOptions:)"] : []
        #expect(
            try Self.logOrder(ios: ios) == willFinish + [
                "appDelegate application(_:didFinishLaunchingWithOptions:)", "A viewDidLoad()",
                "A viewWillAppear(_:)", "appDelegate applicationDidBecomeActive(_:)", "A viewDidAppear(_:)",
            ])
    }

    /// blog.uso400.net, "iOS7,8,9のアプリケーションライフサイクル" (iOS 7.1.2, a navigation controller's first
    /// controller): willFinishLaunching, didFinishLaunching, viewDidLoad, viewWillAppear,
    /// viewWillLayoutSubviews, viewDidLayoutSubviews, applicationDidBecomeActive, viewDidAppear — active after
    /// the first layout pass, just before viewDidAppear. The model gives iOS 5–6 the same place (no log).
    @Test(arguments: [5, 7])
    func uso400_iOS7_activeAfterTheFirstLayoutPass(ios: Int) throws {
        let logged = Self.logged.union(["viewWillLayoutSubviews()", "viewDidLayoutSubviews()"])
        let willFinish = ios >= 6 ? ["appDelegate application(_:willFinishLaunchingWithOptions:)"] : []
        #expect(
            TraceOrder.lines(try TraceOrder.run(Self.launch, ios: ios), callbacks: logged) == willFinish + [
                "appDelegate application(_:didFinishLaunchingWithOptions:)", "A viewDidLoad()",
                "A viewWillAppear(_:)", "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()",
                "appDelegate applicationDidBecomeActive(_:)", "A viewDidAppear(_:)",
            ])
    }

    /// matt, Stack Overflow answer 66605799: iOS 8 and again iOS 11 deliver applicationDidBecomeActive
    /// after the root's viewDidAppear, with no applicationWillEnterForeground at launch.
    @Test(arguments: [8, 12])
    func withoutScenesIOS8AndIOS11To12_activeAfterDidAppear_mattStackOverflow66605799(ios: Int) throws {
        #expect(
            try Self.logOrder(ios: ios) == [
                "appDelegate application(_:willFinishLaunchingWithOptions:)",
                "appDelegate application(_:didFinishLaunchingWithOptions:)", "A viewDidLoad()",
                "A viewWillAppear(_:)", "A viewDidAppear(_:)", "appDelegate applicationDidBecomeActive(_:)",
            ])
    }

    /// Lemonbrush/My-iOS-Dev-Learning-Tracker (GitHub), "The App Life Cycle": didFinishLaunching,
    /// willConnectTo, viewDidLoad, viewWillAppear, sceneWillEnterForeground, sceneDidBecomeActive,
    /// viewDidAppear; Apple docs, "applicationDidBecomeActive(_:)": with scenes UIKit does not call it.
    @Test(arguments: [13, 17, 26])
    func withScenes_foregroundAndActiveBetweenWillAndDidAppear_LemonbrushLifeCycleLog(ios: Int) throws {
        #expect(
            try Self.logOrder(ios: ios) == [
                "appDelegate application(_:willFinishLaunchingWithOptions:)",
                "appDelegate application(_:didFinishLaunchingWithOptions:)",
                "sceneDelegate scene(_:willConnectTo:options:)", "A viewDidLoad()", "A viewWillAppear(_:)",
                "sceneDelegate sceneWillEnterForeground(_:)", "sceneDelegate sceneDidBecomeActive(_:)",
                "A viewDidAppear(_:)",
            ])
    }

    /// The closure runs inside the delegate method that sets up the window: the root's loading and
    /// viewWillAppear are nested in it (one level deeper than the delegate callback).
    @Test(arguments: [12, 26])
    func rootLoadsInsideTheWindowSetUpCallback(ios: Int) throws {
        let trace = try TraceOrder.run(Self.launch, ios: ios)
        let setUp = ios >= 13 ? "scene(_:willConnectTo:options:)" : "application(_:didFinishLaunchingWithOptions:)"
        let delegateDepth = try #require(trace.events.first { $0.callback == setUp }).depth
        let viewDidLoad = try #require(trace.events.first { $0.object == "A" && $0.callback == "viewDidLoad()" })
        #expect(viewDidLoad.depth == delegateDepth + 1)
    }

    /// Backgrounding after a launch reaches the same scene delegate, and still no appearance callbacks.
    @Test func backgroundAfterLaunch_sameSceneDelegate_noAppearanceCallbacks() throws {
        let trace = try TraceOrder.run(Self.launch + "\napp.enterBackground()\napp.enterForeground()", ios: 17)
        #expect(
            TraceOrder.lines(trace, line: 5, objects: ["sceneDelegate"]) == [
                "sceneDelegate sceneWillResignActive(_:)", "sceneDelegate sceneDidEnterBackground(_:)",
            ])
        let appearance = LifecyclePropertyTests.appearanceCallbacks
        #expect(trace.events.filter { $0.line >= 5 }.allSatisfy { !appearance.contains($0.callback) })
    }

    /// `app.launch()` without a closure: only the delegates' calls; the window shows nothing.
    @Test func launchWithoutWindowSetUp_onlyDelegateCallbacks() throws {
        let trace = try TraceOrder.run("app.launch()", ios: 12)
        #expect(
            TraceOrder.lines(trace) == [
                "appDelegate application(_:willFinishLaunchingWithOptions:)",
                "appDelegate application(_:didFinishLaunchingWithOptions:)",
                "appDelegate applicationDidBecomeActive(_:)",
            ])
    }

    @Test func launchTwice_isAnError() throws {
        let error = try #require(TraceOrder.error(Self.launch + "\napp.launch()"))
        #expect(error.text.contains("already launched"))
        #expect(error.location.line == 5)
    }

    @Test func launchAfterTheWindowWasShown_isAnError() throws {
        let error = try #require(
            TraceOrder.error("window.rootViewController = A\nwindow.makeKeyAndVisible()\napp.launch()"))
        #expect(error.text.contains("before the window gets its root"))
        #expect(error.location.line == 3)
    }
}
