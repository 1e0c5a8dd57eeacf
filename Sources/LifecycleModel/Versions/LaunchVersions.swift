/// How the app's launch differs between releases (Runtime/Environment/AppLaunch.swift reads these).
extension VersionProfile {
    /// `application(_:willFinishLaunchingWithOptions:)` arrived in iOS 6.0 (Apple docs, iOS 6.0+);
    /// `application(_:didFinishLaunchingWithOptions:)` is iOS 3.0+.
    package var hasWillFinishLaunching: Bool { version.major >= 6 }
    /// Before scenes, whether `applicationDidBecomeActive(_:)` comes after the root's
    /// `viewDidAppear(_:)` rather than between its `viewWillAppear(_:)` and `viewDidAppear(_:)`.
    /// matt, Stack Overflow answer 66605799 ("Are viewcontroller lifecycle events supposed to be called
    /// when app is launched into background?", stackoverflow.com): first didFinishLaunching, viewDidLoad,
    /// viewWillAppear, applicationDidBecomeActive, viewDidAppear; "iOS 8 … flipped" it, iOS 9 restored
    /// it, iOS 11 flipped it again. The later order (…viewDidLayoutSubviews, viewDidAppear,
    /// applicationDidBecomeActive: "App活跃是发生在根视图控制器DidAppear之后的") is also a published log
    /// of a launch without scenes (39.103.169.235/p/197e0dd37190, "启动App").
    package var appBecomesActiveAfterRootAppears: Bool {
        !usesScenes && (version.major == 8 || version.major >= 11)
    }
}
