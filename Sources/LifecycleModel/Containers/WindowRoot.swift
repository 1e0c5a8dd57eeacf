/// The window: `rootViewController` and `makeKeyAndVisible()`. Setting the root loads its view at
/// once; the root appears when the window becomes visible, without animation, and its
/// `viewDidAppear(_:)` waits for the first commit, after the first layout pass
/// (darkjoin's "视图控制器的生命周期", "first controller shown": viewWillAppear, viewWillLayoutSubviews,
/// viewDidLayoutSubviews, viewDidAppear). From iOS 11 the launch lays the controllers out twice before
/// viewDidAppear (`VersionProfile.laysOutRootTwiceAtLaunch` names the sources).
extension Simulator {
    package func setRootViewController(_ controller: ViewController?) throws(ModelError) {
        guard profile.hasWindowRootViewController else {
            throw ModelError(
                "UIWindow.rootViewController arrived in iOS 4; this scenario runs on iOS \(profile.version)")
        }
        if let controller {
            note(.setRootViewController, window, controller)
            if controller.parent != nil || controller.presentingViewController != nil {
                throw ModelError(
                    "\(controller.name) is already shown by another controller and cannot become the window's root")
            }
        }
        let old = window.rootViewController
        if old === controller { return }
        if let controller {
            retain(controller)
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
        withEvidence(.darkjoinLifecycleDemo) {
            performTransition(
                disappearing: [], appearing: [root], animated: false, order: .appearingFirst,
                timing: .afterTransaction,
                insertViews: { self.insert(rootView, into: self.window, at: 0) },
                removeViews: {}, finish: {})
        }
        if profile.laysOutRootTwiceAtLaunch {
            // After the first pass, in the same transaction: a second pass over the controllers' views.
            runLoop.scheduleAfterCommit(from: origin) {
                self.markControllerViewsForLayout(rootView)
                self.layoutMayBeNeeded = true
                self.nextLayoutPassEvidence = EvidenceSet(
                    .stackOverflowPageViewControllerSetViewControllers, .jianshuViewControllerCalls)
            }
        }
    }

    /// The launch's second pass (`VersionProfile.laysOutRootTwiceAtLaunch`): every controller's view on
    /// screen under `view` is laid out again.
    private func markControllerViewsForLayout(_ view: View) {
        if view.owner != nil { view.needsLayout = true }
        for subview in view.subviews { markControllerViewsForLayout(subview) }
    }
}
