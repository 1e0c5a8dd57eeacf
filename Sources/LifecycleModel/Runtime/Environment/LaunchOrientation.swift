/// A root that does not support the orientation the iPhone is held in when the window first shows.
/// Matt Neuburg's launch logs (Programming iOS's examples on GitHub, bk2ch06p258launchIntoRotationEvents,
/// "app accepts any, but view controller wants landscape", device held in portrait): the root loads with
/// a portrait view and portrait traits, gets `viewWillAppear(_:)`, then `willTransition(to:with:)` to the
/// landscape traits with no `viewWillTransition(to:with:)` ("NO SIZE CHANGE NOTIFICATION"), then its trait
/// change, a layout in landscape, and `viewDidAppear(_:)` — on iOS 9/10, 11 and 15 alike; the trait call
/// differs by release (`VersionProfile.launchTurnReportsPortraitTraits`). His iOS 15 log lays out twice
/// there, his iOS 11 log once (`VersionProfile.launchTurnLaysOutTwice`); a plain launch lays out once.
extension Simulator {
    /// The orientation the root turns the app to as it first appears, or nil when it supports the device's.
    func launchTurn(for root: ViewController) -> InterfaceOrientation? {
        guard profile.hasSizeTransitions, device.idiom == .phone,
            let supported = root.definition?.supportedInterfaceOrientations, !supported.contains(device.orientation)
        else { return nil }
        if let held = appState.heldOrientationAtLaunch, supported.contains(held) { return held }
        return supported.first { device.supports($0) }
    }

    /// Inside the root's first appearance, after `viewWillAppear(_:)` and before its view enters the
    /// window: the trait will-callback, then the device takes the root's orientation.
    func turnAtLaunch(_ root: ViewController, to orientation: InterfaceOrientation) {
        let scope = openEvidence(.neuburgLaunchLogs); defer { closeEvidence(scope) }
        var next = device
        next.orientation = orientation
        let oldTraits = deviceTraits
        let newTraits = next.traits(on: profile)
        if newTraits != oldTraits {
            sendWillTransition(root, traits: newTraits.describe(newTraits.changedKinds(from: oldTraits)))
            // From iOS 15 the root's trait change names the portrait traits it loaded with.
            if profile.launchTurnReportsPortraitTraits { root.environment.traitState.traits = oldTraits }
        }
        appState.heldOrientationAtLaunch = nil
        device = next
        forEachViewInWindow { $0.needsLayout = true }
        if profile.launchTurnLaysOutTwice { appState.laysOutAgainAfterLaunchTurn = true }
    }

    /// Before iOS 8, inside the root's first appearance once its view is in the window: the rotation to
    /// the orientation the iPhone is held in (`VersionProfile.launchRotatesDuringFirstAppearance`), its
    /// layout pass the first one; a root that does not support it (iOS 6+) stays in portrait.
    func rotateDuringFirstAppearance(_ root: ViewController) {
        guard profile.launchRotatesDuringFirstAppearance, let held = appState.heldOrientationAtLaunch else { return }
        appState.heldOrientationAtLaunch = nil
        if profile.controllersDecideOrientation, let supported = root.definition?.supportedInterfaceOrientations,
            !supported.contains(held)
        {
            return
        }
        rotateBeforeIOS8(to: held)
    }
}
