/// The window: `rootViewController` and `makeKeyAndVisible()`. Setting the root loads its view at
/// once; the root appears when the window becomes visible, without animation, and its
/// `viewDidAppear(_:)` waits for the first commit, after the first layout pass
/// (darkjoin's "视图控制器的生命周期", "first controller shown": viewWillAppear, viewWillLayoutSubviews,
/// viewDidLayoutSubviews, viewDidAppear). One layout pass on every release: Matt Neuburg's launch logs
/// (Programming iOS, bk2ch06p258launchIntoRotationEvents on GitHub: iOS 8, 10, 11 and 15, a plain launch
/// into portrait) and "iOS 7,8,9のアプリケーションライフサイクル" (blog.uso400.net, iOS 7.1.2) show one
/// `viewWillLayoutSubviews`/`viewDidLayoutSubviews` before `viewDidAppear`; the exception is a root that
/// turns the app to its own orientation on iOS 15 (LaunchOrientation.swift). Printed lists with two passes
/// are not modelled, each weak on its own: "viewController方法的调用" (jianshu.com/p/4d42363993b7: no iOS
/// version, a root inside a navigation controller; uso400's iOS 7 navigation launch shows one) and Stack
/// Overflow question 48653763 (a child added in the parent's viewDidLoad, a page view controller's first
/// page: the iOS release inferred, the parent's container unstated).
extension Simulator {
    package func setRootViewController(_ controller: ViewController?) throws(ModelError) {
        try require(.api(.windowRootViewController)) {
            .windowRootNew(introduced: $0, running: profile.version)
        }
        if let controller {
            note(.setRootViewController, window, controller)
            if controller.parent != nil || controller.presentingViewController != nil {
                throw ModelError(.alreadyShownCannotBeRoot(controller: controller.name))
            }
        }
        let old = window.rootViewController
        if old === controller { return }
        if let controller {
            retain(controller)
            rootBeingInstalled = controller
            defer { rootBeingInstalled = nil }
            _ = try loadedView(of: controller)
        }
        window.rootViewController = controller
        guard window.isKeyAndVisible else {
            if let old { release(old) }
            return
        }
        let newView = controller?.view
        performTransition(
            disappearing: old.map { [$0] } ?? [], appearing: controller.map { [$0] } ?? [], animated: false,
            order: .disappearingFirst, timing: .afterTransaction,
            insertViews: { if let newView { self.insert(newView, into: self.window, at: 0) } },
            removeViews: { if let oldView = old?.view, oldView.superview === self.window { self.detach(oldView) } },
            finish: { if let old { self.release(old) } })
    }

    package func makeKeyAndVisible() {
        note(.makeKeyAndVisible, window)
        guard !window.isKeyAndVisible else { return }
        window.isKeyAndVisible = true
        // `try?`: the root's view may have been unloaded by an iOS 5 memory warning before the window showed.
        guard let root = window.rootViewController, let rootView = try? loadedView(of: root) else { return }
        let turn = launchTurn(for: root)
        withEvidence(.darkjoinLifecycleDemo, .neuburgLaunchLogs) {
            performTransition(
                disappearing: [], appearing: [root], animated: false, order: .appearingFirst,
                timing: .afterTransaction,
                insertViews: {
                    if let turn { self.turnAtLaunch(root, to: turn) }
                    self.insert(rootView, into: self.window, at: 0)
                    self.rotateDuringFirstAppearance(root)
                },
                removeViews: {}, finish: {})
        }
        if let held = appState.heldOrientationAtLaunch {
            // Up to iOS 10 the app launched in portrait; once the root has appeared it turns to the device.
            appState.heldOrientationAtLaunch = nil
            runLoop.schedule(from: origin) {
                let scope = self.openEvidence(.neuburgLaunchLogs); defer { self.closeEvidence(scope) }
                self.rotate(to: held)
            }
        }
    }
}
