/// How the app's launch differs between releases (Runtime/Environment/AppLaunch.swift reads these).
extension VersionProfile {
    /// `application(_:willFinishLaunchingWithOptions:)` arrived in iOS 6.0 (Apple docs, iOS 6.0+);
    /// `application(_:didFinishLaunchingWithOptions:)` is iOS 3.0+.
    package var hasWillFinishLaunching: Bool { Callback.applicationWillFinishLaunching.isCalled(on: version) }
    /// Before scenes, whether `applicationDidBecomeActive(_:)` comes after the root's
    /// `viewDidAppear(_:)` rather than between its first layout pass and `viewDidAppear(_:)`.
    /// matt, Stack Overflow answer 66605799 ("Are viewcontroller lifecycle events supposed to be called
    /// when app is launched into background?", stackoverflow.com): first didFinishLaunching, viewDidLoad,
    /// viewWillAppear, applicationDidBecomeActive, viewDidAppear; "iOS 8 … flipped" it, iOS 9 restored
    /// it, iOS 11 flipped it again. Where the earlier order puts it relative to layout: after the root's
    /// first `viewDidLayoutSubviews()`, just before `viewDidAppear(_:)` ("iOS7,8,9のアプリケーション
    /// ライフサイクル", blog.uso400.net, iOS 7.1.2). A log of the later order titled "启动App"
    /// (…viewDidLayoutSubviews, viewDidAppear, applicationDidBecomeActive) survives only as a copy at a
    /// bare IP address (39.103.169.235/p/197e0dd37190) whose original could not be traced; it is not relied on.
    package var appBecomesActiveAfterRootAppears: Bool {
        !usesScenes && (version.major == 8 || version.major >= 11)
    }
}
