import Testing

@testable import LifecycleModel

/// Which methods UIKit calls on which release; each test names the versions it compares.
@Suite struct CatalogueVersionTests {
    private func calls(_ callback: Callback, _ owner: Owner = .controller, on major: Int) -> Bool {
        MethodCatalogue.entries(ios: IOSVersion(major)).contains { $0.callback == callback && $0.owner == owner }
    }

    private func entry(_ callback: Callback, _ owner: Owner = .controller) -> MethodEntry {
        MethodCatalogue.entry(for: callback, owner: owner)!
    }

    /// `Callback.isCalled(on:)` reads one owner's entry: it holds only if every owner agrees.
    @Test func everyOwnerOfACallbackHasTheSameAvailability() {
        for callback in Callback.allCases {
            let availabilities = MethodCatalogue.owners(of: callback).compactMap {
                MethodCatalogue.entry(for: callback, owner: $0)?.availability
            }
            for availability in availabilities.dropFirst() {
                #expect(availability.introduced == availabilities[0].introduced, "\(callback.name)")
                #expect(availability.removed == availabilities[0].removed, "\(callback.name)")
            }
        }
    }

    /// The model's version switches for callbacks are the catalogue's availability, release by release.
    @Test func versionSwitchesAreTheCataloguesAvailability() throws {
        for major in VersionProfile.knownMajors {
            let ios = IOSVersion(major)
            let profile = try #require(VersionProfile.profile(for: ios))
            #expect(profile.hasViewIsAppearing == calls(.viewIsAppearing, on: major))
            #expect(AppearanceMachine.hasViewIsAppearing(ios) == calls(.viewIsAppearing, on: major))
            #expect(profile.hasControllerLayoutCallbacks == calls(.viewWillLayoutSubviews, on: major))
            #expect(profile.hasViewWillUnload == calls(.viewWillUnload, on: major))
            #expect(profile.unloadsViewsOnMemoryWarning == calls(.viewDidUnload, on: major))
            #expect(profile.hasUpdateProperties == calls(.updateProperties, on: major))
            #expect(profile.hasWillFinishLaunching == calls(.applicationWillFinishLaunching, .app, on: major))
            #expect(LayoutMachine.hasConstraintsPass(ios) == calls(.updateViewConstraints, on: major))
            #expect(LifeMachine.unloadCallbacks(ios).contains(.viewWillUnload) == (major == 5))
        }
        // The releases these switches flip on, as published (Apple docs' availability).
        #expect(VersionProfile.profile(for: IOSVersion(12))?.hasViewIsAppearing == false)
        #expect(VersionProfile.profile(for: IOSVersion(13))?.hasViewIsAppearing == true)
        #expect(VersionProfile.profile(for: IOSVersion(4))?.hasControllerLayoutCallbacks == false)
        #expect(VersionProfile.profile(for: IOSVersion(5))?.hasControllerLayoutCallbacks == true)
    }

    /// The features a scenario may lack have one table of releases, and the guards read it.
    @Test func featureReleasesAreTheOnesPublished() throws {
        #expect(VersionedFeature.api(.windowRootViewController).introduced == 4)
        #expect(VersionedFeature.api(.addChild).introduced == 5)
        #expect(VersionedFeature.api(.loadViewIfNeeded).introduced == 9)
        #expect(VersionedFeature.presentationStyle(.popover).introduced == 8)
        #expect(VersionedFeature.darkMode.introduced == 13)
        for major in VersionProfile.knownMajors {
            let profile = try #require(VersionProfile.profile(for: IOSVersion(major)))
            #expect(profile.hasWindowRootViewController == (major >= 4))
            #expect(profile.hasDarkMode == (major >= 13))
            #expect(profile.hasContainmentCallbacks == calls(.didMoveToParent, on: major))
        }
    }

    @Test func viewIsAppearingIsBackDeployedToIOS13NotIOS12() {
        #expect(!calls(.viewIsAppearing, on: 12))
        #expect(calls(.viewIsAppearing, on: 13))
        #expect(calls(.viewIsAppearing, on: 17))
        #expect(entry(.viewIsAppearing).availability.sdk == IOSVersion(17))
    }

    @Test func unloadCallbacksRunOnIOS5AndNeverFromIOS6() {
        #expect(calls(.viewDidUnload, on: 3))
        #expect(calls(.viewDidUnload, on: 5))
        #expect(!calls(.viewDidUnload, on: 6))
        #expect(!calls(.viewWillUnload, on: 4))
        #expect(calls(.viewWillUnload, on: 5))
        #expect(!calls(.viewWillUnload, on: 6))
        #expect(entry(.viewDidUnload).availability.deprecated == IOSVersion(6))
    }

    @Test func rotationCallbacksAreDeprecatedInIOS8AndReplacedByViewWillTransition() {
        for callback in [Callback.willRotate, .willAnimateRotation, .didRotate] {
            #expect(calls(callback, on: 7))
            #expect(!entry(callback).availability.isDeprecated(on: IOSVersion(7)))
            #expect(entry(callback).availability.isDeprecated(on: IOSVersion(8)))
            #expect(entry(callback).availability.replacement == Callback.viewWillTransitionToSize.name)
        }
        #expect(!calls(.viewWillTransitionToSize, on: 7))
        #expect(calls(.viewWillTransitionToSize, on: 8))
    }

    @Test func traitCollectionDidChangeIsCurrentOnIOS16AndDeprecatedOnIOS17() {
        let availability = entry(.traitCollectionDidChange).availability
        #expect(!calls(.traitCollectionDidChange, on: 7))
        #expect(calls(.traitCollectionDidChange, on: 16))
        #expect(!availability.isDeprecated(on: IOSVersion(16)))
        #expect(calls(.traitCollectionDidChange, on: 17))
        #expect(availability.isDeprecated(on: IOSVersion(17)))
        #expect(availability.replacement == Callback.traitChangeHandler.name)
        #expect(!calls(.traitChangeHandler, on: 16))
        #expect(calls(.traitChangeHandler, on: 17))
        #expect(calls(.traitChangeHandler, .view, on: 17))
    }

    @Test func updatePropertiesIsNewInIOS26ForControllersAndViews() {
        #expect(!calls(.updateProperties, on: 18))
        #expect(calls(.updateProperties, on: 26))
        #expect(calls(.updateProperties, .view, on: 26))
    }

    @Test func safeAreaCallbacksStartInIOS11AndScenesInIOS13() {
        #expect(!calls(.viewSafeAreaInsetsDidChange, on: 10))
        #expect(calls(.viewSafeAreaInsetsDidChange, on: 11))
        #expect(!calls(.sceneWillEnterForeground, .scene, on: 12))
        #expect(calls(.sceneWillEnterForeground, .scene, on: 13))
    }

    @Test func minorVersionsCountAsTheirMajorRelease() {
        #expect(
            MethodCatalogue.entries(ios: IOSVersion(17, 4)).count == MethodCatalogue.entries(ios: IOSVersion(17)).count)
    }

    @Test func noFilterMeansEverything() {
        #expect(MethodCatalogue.entries().count == MethodCatalogue.all.count)
        #expect(MethodCatalogue.entries(ios: IOSVersion(5)).count < MethodCatalogue.all.count)
    }

    @Test func phaseFilterKeepsOnlyThatPhase() {
        let memory = MethodCatalogue.entries(ios: IOSVersion(5), phase: .memory)
        #expect(
            memory.map(\.callback) == [
                .applicationDidReceiveMemoryWarning, .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload,
            ])
        #expect(
            MethodCatalogue.entries(ios: IOSVersion(26), phase: .memory).map(\.callback) == [
                .applicationDidReceiveMemoryWarning, .didReceiveMemoryWarning,
            ])
    }
}
