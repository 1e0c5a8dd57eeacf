import Testing

@testable import LifecycleModel

/// The environment part of the model, driven through its public API without the scenario language.
@Suite struct EnvironmentModelTests {
    /// A window showing `root`, one event per step, as the scenario language drives it.
    private func shown(_ sim: Simulator) throws -> ViewController {
        let root = sim.makeViewController(name: "A")
        sim.bind(root)
        sim.beginEvent(line: 1)
        try sim.setRootViewController(root)
        sim.makeKeyAndVisible()
        sim.endEvent()
        return root
    }

    private func callbacks(_ sim: Simulator, line: Int) -> [String] {
        sim.trace.events.filter { $0.line == line }.map { "\($0.object) \($0.callback)" }
    }

    @Test func profilesExistForTheOldReleasesTheDifferencesNeed() {
        for major in [5, 6, 7, 8, 9, 10, 11] { #expect(VersionProfile.profile(for: IOSVersion(major)) != nil) }
        #expect(VersionProfile.profile(for: IOSVersion(19)) == nil)
        #expect(VersionProfile.knownMajorsDescription == "3–18, 26")
    }

    @Test func versionFlagsFollowTheReleases() {
        func profile(_ major: Int) -> VersionProfile { VersionProfile.profile(for: IOSVersion(major))! }
        #expect(profile(5).unloadsViewsOnMemoryWarning && profile(5).hasViewWillUnload)
        #expect(!profile(6).unloadsViewsOnMemoryWarning && !profile(6).hasViewWillUnload)
        #expect(!profile(7).hasSizeTransitions && profile(8).hasSizeTransitions)
        #expect(!profile(8).hasSafeArea && profile(12).hasSafeArea)
        #expect(!profile(12).usesScenes && profile(13).usesScenes)
        #expect(!profile(5).hasViewControllerStateRestoration && profile(6).hasViewControllerStateRestoration)
        #expect(profile(12).hasViewControllerStateRestoration && !profile(13).hasViewControllerStateRestoration)
        #expect(!profile(16).hasTraitChangeRegistration && profile(17).hasTraitChangeRegistration)
        #expect(!profile(18).hasUpdateProperties && profile(26).hasUpdateProperties)
    }

    @Test func deviceFiguresPerEra() {
        let device = DeviceState()
        let size = { (major: Int) in device.windowSize(on: VersionProfile.profile(for: IOSVersion(major))!) }
        #expect(size(5) == Size(width: 320, height: 480))
        #expect(size(7) == Size(width: 320, height: 568))
        #expect(size(12) == Size(width: 375, height: 812))
        #expect(size(26) == Size(width: 393, height: 852))
        let modern = VersionProfile.profile(for: IOSVersion(26))!
        #expect(device.windowSafeArea(on: modern) == EdgeInsets(top: 59, bottom: 34))
        #expect(device.windowSafeArea(on: VersionProfile.profile(for: IOSVersion(8))!) == .zero)
        let traits = device.traits(on: modern)
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(device.traits(on: VersionProfile.profile(for: IOSVersion(7))!) == TraitCollection())
        #expect(!device.supports(.portraitUpsideDown))
    }

    @Test func rotationThroughTheAPI() throws {
        let sim = try Simulator(ios: IOSVersion(26))
        _ = try shown(sim)
        sim.beginEvent(line: 2)
        sim.rotate(to: .landscapeRight)
        sim.endEvent()
        #expect(sim.device.orientation == .landscapeRight)
        #expect(
            callbacks(sim, line: 2) == [
                "A willTransition(to:with:)", "A viewWillTransition(to:with:)", "A traitCollectionDidChange(_:)",
                "A viewSafeAreaInsetsDidChange()", "A viewLayoutMarginsDidChange()", "A viewWillLayoutSubviews()",
                "A viewDidLayoutSubviews()",
            ])
    }

    @Test func memoryWarningThroughTheAPIUnloadsOnIOS5Only() throws {
        for (major, expected) in [
            (
                5,
                [
                    "appDelegate applicationDidReceiveMemoryWarning(_:)",
                    "A didReceiveMemoryWarning()", "B didReceiveMemoryWarning()", "B viewWillUnload()",
                    "B viewDidUnload()",
                ]
            ),
            (
                6,
                [
                    "appDelegate applicationDidReceiveMemoryWarning(_:)", "A didReceiveMemoryWarning()",
                    "B didReceiveMemoryWarning()",
                ]
            ),
        ] {
            let sim = try Simulator(ios: IOSVersion(major))
            _ = try shown(sim)
            let offScreen = sim.makeViewController(name: "B")
            sim.bind(offScreen)
            sim.beginEvent(line: 2)
            try sim.accessView(of: offScreen)
            sim.endEvent()
            sim.beginEvent(line: 3)
            try sim.receiveMemoryWarning()
            sim.endEvent()
            #expect(callbacks(sim, line: 3) == expected, "iOS \(major)")
            #expect(offScreen.isViewLoaded == (major >= 6))
        }
    }

    @Test func backgroundThroughTheAPI() throws {
        let sim = try Simulator(ios: IOSVersion(26))
        _ = try shown(sim)
        sim.beginEvent(line: 2)
        try sim.enterBackground()
        sim.endEvent()
        #expect(sim.isInBackground)
        #expect(
            callbacks(sim, line: 2).prefix(3) == [
                "sceneDelegate sceneWillResignActive(_:)",
                "sceneDelegate sceneDidEnterBackground(_:)", "A traitCollectionDidChange(_:)",
            ])
        #expect(throws: ModelError.self) { try sim.enterBackground() }
    }

    @Test func targetActionRegistrationHasAnEntryForControllersAndViews() {
        #expect(MethodCatalogue.owners(of: .traitChangeAction) == [.controller, .view])
        #expect(MethodCatalogue.entry(for: .traitChangeAction, owner: .view)?.availability.introduced == IOSVersion(17))
    }

    @Test func appDelegateCallbacksHaveCatalogueEntriesOwnedByTheAppDelegate() {
        for callback in [
            Callback.applicationWillResignActive, .applicationDidEnterBackground,
            .applicationWillEnterForeground, .applicationDidBecomeActive,
        ] {
            #expect(MethodCatalogue.owners(of: callback) == [.app])
            #expect(MethodCatalogue.entry(for: callback, owner: .app)?.phase == .scene)
        }
        #expect(MethodCatalogue.entries(ios: IOSVersion(12)).contains { $0.callback == .applicationDidEnterBackground })
    }
}
