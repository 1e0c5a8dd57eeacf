/// Rotation and split-view resizing.
///
/// iOS 8+: `willTransition(to:with:)` when the size change changes the traits, then
/// `viewWillTransition(to:with:)`, both with a transition coordinator, sent to the window's root and to
/// each presented controller; each controller's default implementation (its `super`) forwards them to
/// the children on screen with it, so an override that skips `super` stops the forwarding (Apple docs,
/// "viewWillTransition(to:with:)": "call super at some point in your implementation so that UIKit can
/// forward the size change message appropriately"; "willTransition(to:with:)": "always call super… so
/// UIKit can forward the trait changes… to any child view controllers"). Then, inside the animation,
/// the window takes its new size and traits (trait callbacks; before iOS 17 at once) and lays out in
/// this turn's commit (safe-area changes, layout); the coordinator's completion runs a turn later. A
/// split on screen whose width class changed collapses or expands there, after the trait change
/// (SplitViewSizeChange.swift).
///
/// Before iOS 8: `willRotate(to:duration:)`, a layout pass, `willAnimateRotation(to:duration:)`, and
/// after the animation `didRotate(from:)` — forwarded by the container itself to the children on screen
/// (`automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers`, iOS 5). Order from a
/// published iOS 5 log (stackoverflow.com/questions/9539676, quoted at bhags.org/?p=533):
/// willRotateToInterfaceOrientation, viewWillLayoutSubviews, layoutSubviews, viewDidLayoutSubviews,
/// willAnimateRotationToInterfaceOrientation.
extension Simulator {
    /// `device.rotate(to:)`. An orientation the app does not support (upside-down on iPhone) is ignored,
    /// as UIKit ignores it; so is one the controller that decides does not support (iOS 6+): "the
    /// system calls this method on the root view controller or the topmost presented view controller
    /// that fills the window", and a container answers for itself, not for its children (Apple docs,
    /// "supportedInterfaceOrientations"). Nothing is called on a refused rotation.
    package func rotate(to orientation: InterfaceOrientation) {
        if profile.launchesInPortraitThenRotates || profile.launchRotatesDuringFirstAppearance,
            !window.isKeyAndVisible, device.idiom == .phone
        {
            // Held before the app has shown anything: it launches in portrait (WindowRoot.swift rotates later).
            appState.heldOrientationAtLaunch = orientation.isLandscape ? orientation : nil
            return
        }
        guard orientation != device.orientation, device.supports(orientation) else { return }
        if profile.controllersDecideOrientation, let decides = orientationDecider(),
            let supported = decides.definition?.supportedInterfaceOrientations, !supported.contains(orientation)
        {
            return
        }
        if profile.hasSizeTransitions {
            transitionSize { $0.orientation = orientation }
        } else {
            rotateBeforeIOS8(to: orientation)
        }
    }

    /// Makes the scenario's device an 11-inch iPad (split view exists only there). Call before the first event.
    package func useIPad() {
        device.idiom = .pad
    }

    /// `device.model = .iPhoneMax`: the scenario's iPhone is the release's largest. Before the window shows.
    package func usePhoneModel(_ model: PhoneModel) throws(ModelError) {
        guard !window.isKeyAndVisible else {
            throw ModelError(.deviceModelAfterWindow)
        }
        guard device.idiom == .phone else {
            throw ModelError(.phoneModelOnPad)
        }
        if model != .iPhone {
            try require(.largePhones) {
                .largePhonesNew(introduced: $0, running: profile.version)
            }
        }
        device.phoneModel = model
    }

    /// `device.splitView(width:)`: the app's share of an iPad screen becomes compact (a third) or regular
    /// (full screen). Multitasking arrived in iOS 9.
    package func splitView(width: SizeClass) throws(ModelError) {
        guard device.idiom == .pad else {
            throw ModelError(.splitViewOnPhone)
        }
        try require(.splitViewMultitasking) {
            .splitViewMultitaskingNew(introduced: $0, running: profile.version)
        }
        let split: SizeClass? = width == .compact ? .compact : nil
        guard split != device.splitWidth else { return }
        transitionSize { $0.splitWidth = split }
    }

    private func transitionSize(_ apply: (inout DeviceState) -> Void) {
        // Apple's order, plus the sources of a decision that made the size change (a launch's rotation).
        var evidence = EvidenceSet(.appleViewWillTransition)
        evidence.formUnion(currentEvidence)
        let scope = openEvidence(evidence); defer { closeEvidence(scope) }
        var next = device
        apply(&next)
        let oldTraits = deviceTraits
        let newTraits = next.traits(on: profile)
        let size = next.windowSize(on: profile)
        let roots = environmentRoots()
        var coordinated: [ViewController] = []
        forEachViewInWindow { if let owner = $0.owner { coordinated.append(owner) } }
        for controller in coordinated { controller.hasTransitionCoordinator = true }
        let rotation = next.orientation != device.orientation ? (from: device.orientation, to: next.orientation) : nil
        // The device has turned; the controllers still have their old traits until they are updated
        // (the trace's `traitsCurrent` is false in the will-callbacks).
        // Until the animation block the views keep their old size and safe area (Apple docs,
        // "viewWillTransition(to:with:)": "UIKit calls this method before changing the size of a presented
        // view controller's view"), so a read of `view.bounds` there gets the old width, and the trace does
        // not call that geometry final.
        sizeBeforeTransition = device.windowSize(on: profile)
        for controller in coordinated { controller.environment.awaitsNewSize = true }
        device = next
        if newTraits != oldTraits {
            let description = newTraits.describe(newTraits.changedKinds(from: oldTraits))
            for root in roots {
                let scope = openCoveredPresenterEvidence(root); defer { closeEvidence(scope) }
                sendWillTransition(root, traits: description)
            }
        }
        for root in roots {
            let scope = openCoveredPresenterEvidence(root); defer { closeEvidence(scope) }
            sendViewWillTransition(root, size: size, rotation: rotation)
        }
        sizeBeforeTransition = nil
        for controller in coordinated { controller.environment.awaitsNewSize = false }
        // The animation block: the window takes its new size (and traits); layout follows in this commit.
        forEachViewInWindow { $0.needsLayout = true }
        if rotation != nil, profile.rotationUpdatesRootConstraints { invalidateRootConstraints(roots) }
        if newTraits != oldTraits { traitsDidChange(newTraits.changedKinds(from: oldTraits), sizeChanged: true) }
        adaptSplitsToWidth()
        runLoop.schedule(from: origin) {
            for controller in coordinated { controller.hasTransitionCoordinator = false }
        }
    }

    /// iOS 8–9: the rotation's pass runs each root's `updateViewConstraints()` (on iOS 8 inside its layout),
    /// not its children's (Neuburg's containerEventForwarding logs; `VersionProfile.rotationUpdatesRootConstraints`).
    /// His iOS 9 note also lacks the child's layout callbacks: its container view keeps a fixed size there, a
    /// geometry the model does not know, so the child is still laid out.
    private func invalidateRootConstraints(_ roots: [ViewController]) {
        for root in roots {
            guard let view = root.view, view.isInWindow else { continue }
            view.needsUpdateConstraints = true
            view.updatesConstraintsInsideLayout = profile.rotationUpdatesConstraintsInsideLayout
        }
        addToNextLayoutPass(.neuburgContainerEventForwarding)
    }

    /// Only the children on screen hear it; a controller under a push is not told then or when it comes
    /// back. Weak, not modelled: level49.com's "iPhone Plusの横向き起動について" (2016, "iOS 11にて確認")
    /// lists `willTransitionToTraitCollection => viewWillAppear => viewDidAppear` for a screen returned to
    /// after a rotation elsewhere — an ordered summary, not a log, and it does not say whether that
    /// screen was under a push or a modal, nor when the trait message came.
    func sendWillTransition(_ controller: ViewController, traits: String) {
        call(
            .willTransitionToTraitCollection, controller,
            [Argument("newCollection", traits), Argument("coordinator", "coordinator")]
        ) {
            for child in controller.appearanceChildren { self.sendWillTransition(child, traits: traits) }
        }
    }

    private func sendViewWillTransition(
        _ controller: ViewController, size: Size,
        rotation: (from: InterfaceOrientation, to: InterfaceOrientation)?
    ) {
        call(
            .viewWillTransitionToSize, controller,
            [Argument("size", size.description), Argument("coordinator", "coordinator")]
        ) {
            if let rotation { self.sendLegacyRotation(to: controller, from: rotation.from, to: rotation.to) }
            for child in controller.appearanceChildren {
                self.sendViewWillTransition(child, size: size, rotation: rotation)
            }
        }
    }

    /// From iOS 8 UIKit's own `viewWillTransition(to:with:)` still sends the deprecated rotation callbacks
    /// to a class that implements them (for compatibility; never to one that does not): `willRotate`
    /// now, `willAnimateRotation` inside the animation (after this turn's layout), `didRotate` when it
    /// ends (`.inferisLegacyRotation`, an iOS 8 report; also shinobicontrols.com, "iOS8 Day-by-Day:
    /// Rotation Deprecation", and WWDC 2014 session 214). Later releases keep it: the model's extrapolation.
    private func sendLegacyRotation(
        to controller: ViewController, from old: InterfaceOrientation, to new: InterfaceOrientation
    ) {
        guard let definition = controller.definition,
            [Callback.willRotate, .willAnimateRotation, .didRotate].contains(where: {
                definition.override(of: $0) != nil
            })
        else { return }
        let scope = openEvidence(.inferisLegacyRotation); defer { closeEvidence(scope) }
        let to = Simulator.rotationArguments(to: new, from: old)
        call(.willRotate, controller, to)
        runLoop.scheduleAfterCommit(from: origin) { self.call(.willAnimateRotation, controller, to) }
        runLoop.schedule(from: origin) {
            if !controller.isDeallocated {
                self.call(.didRotate, controller, [Argument("fromInterfaceOrientation", ".\(old.rawValue)")])
            }
        }
    }

    /// `toInterfaceOrientation`, and the duration: a half turn takes twice as long as a quarter turn.
    static func rotationArguments(to new: InterfaceOrientation, from old: InterfaceOrientation) -> [Argument] {
        [
            Argument("toInterfaceOrientation", ".\(new.rawValue)"),
            Argument("duration", old.isLandscape == new.isLandscape ? "0.8" : "0.4"),
        ]
    }

    /// Only the controllers on screen hear a rotation, and one that comes back later is never told
    /// (`.wanglingRotationOffScreen2010`: a tab not selected during the rotation gets no rotation
    /// message, then or when it is selected again; herzbube/littlego issue 255, 2015, says the same).
    func rotateBeforeIOS8(to orientation: InterfaceOrientation) {
        let scope = openEvidence(.stackOverflowRotationIOS5, .wanglingRotationOffScreen2010)
        defer { closeEvidence(scope) }
        let old = device.orientation
        var controllers: [ViewController] = []
        func collect(_ controller: ViewController) {
            guard controller.view?.isInWindow == true else { return }
            controllers.append(controller)
            for child in controller.appearanceChildren { collect(child) }
        }
        for root in environmentRoots() { collect(root) }
        let to = Simulator.rotationArguments(to: orientation, from: old)
        for controller in controllers { call(.willRotate, controller, to) }
        device.orientation = orientation
        forEachViewInWindow { $0.needsLayout = true }
        layoutPass()
        for controller in controllers { call(.willAnimateRotation, controller, to) }
        runLoop.schedule(from: origin) {
            for controller in controllers where !controller.isDeallocated {
                self.call(.didRotate, controller, [Argument("fromInterfaceOrientation", ".\(old.rawValue)")])
            }
        }
    }

    /// A presenter under a full-screen modal is out of the window but still hears the size change
    /// (`.onmyway133PresenterSizeTransitions`: a portrait-only A under B, B turns to landscape, A's
    /// viewWillTransitionToSize is called).
    private func openCoveredPresenterEvidence(_ root: ViewController) -> EvidenceSet {
        guard root.presentedViewController != nil, root.view?.isInWindow != true else { return currentEvidence }
        var evidence = currentEvidence
        evidence.insert(.onmyway133PresenterSizeTransitions)
        return openEvidence(evidence)
    }

    /// Once a dismissal has ended, the controller that now decides may not support the orientation the
    /// modal was shown in (a portrait-only presenter under a landscape modal): the interface turns to the
    /// first orientation it supports, with the usual size-transition callbacks
    /// (`.onmyway133PresenterSizeTransitions`: the presenter's last viewWillTransitionToSize comes at the
    /// end of the dismissal, its presentedViewController already nil; Apple docs,
    /// "supportedInterfaceOrientations": the root or topmost full-screen controller decides). Before
    /// the dismissal's completion block: the model's choice. The model keeps one orientation for device and
    /// interface, so a later full-screen modal that supports landscape does not turn back by itself.
    func turnToASupportedOrientation() {
        guard profile.controllersDecideOrientation, let decides = orientationDecider(),
            let supported = decides.definition?.supportedInterfaceOrientations,
            !supported.contains(device.orientation), let target = supported.first(where: { device.supports($0) })
        else { return }
        let scope = openEvidence(.onmyway133PresenterSizeTransitions); defer { closeEvidence(scope) }
        if profile.hasSizeTransitions {
            transitionSize { $0.orientation = target }
        } else {
            rotateBeforeIOS8(to: target)
        }
    }

    /// The root, or the topmost presented controller whose presentation fills the window.
    private func orientationDecider() -> ViewController? {
        var decider = window.rootViewController
        for presented in environmentRoots().dropFirst() {
            guard let style = presented.activePresentationStyle, style == .fullScreen || style == .overFullScreen
            else { continue }
            decider = presented
        }
        return decider
    }

    /// The window's root controller and every controller presented over it, in presentation order.
    func environmentRoots() -> [ViewController] {
        var roots: [ViewController] = []
        var node = window.rootViewController
        while let current = node {
            roots.append(current)
            node = current.presentedViewController
        }
        return roots
    }
}
