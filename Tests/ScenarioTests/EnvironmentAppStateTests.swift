import LifecycleModel
import Testing

@testable import Scenario

/// App to background and back, and state restoration. Sources: Apple docs "Managing your app's life
/// cycle" (scene delegate from iOS 13, app delegate before), "UISceneDelegate", "UIApplicationDelegate";
/// View Controller Programming Guide, "Preserving and Restoring State" (every parent needs a
/// restoration identifier; UIKit walks from the window's root); "applicationFinishedRestoringState()"
/// ("after other object decoding is complete"); flutter/flutter#174402 (scene-based apps: the coder
/// methods "are no longer called by UIKit").
@Suite struct EnvironmentAppStateTests {
    static let setup = """
        let nav = UINavigationController(rootViewController: A)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        """
    static let appearance = LifecyclePropertyTests.appearanceCallbacks

    @Test func backgroundAndForegroundOnIOS26_sceneDelegate_noAppearanceCallbacks() throws {
        let trace = try TraceOrder.run(Self.setup + "\napp.enterBackground()\napp.enterForeground()")
        #expect(
            TraceOrder.lines(trace, line: 4, objects: ["sceneDelegate"]) == [
                "sceneDelegate sceneWillResignActive(_:)", "sceneDelegate sceneDidEnterBackground(_:)",
            ])
        #expect(
            TraceOrder.lines(trace, line: 5) == [
                "sceneDelegate sceneWillEnterForeground(_:)", "sceneDelegate sceneDidBecomeActive(_:)",
            ])
        let note = Argument("note", note: .noAppearanceCallbacks)
        #expect(trace.events.first { $0.callback == "sceneDidEnterBackground(_:)" }!.args.contains(note))
        #expect(trace.events.first { $0.callback == "sceneWillEnterForeground(_:)" }!.args.contains(note))
        #expect(trace.events.filter { $0.line >= 4 }.allSatisfy { !Self.appearance.contains($0.callback) })
        #expect(trace.events.first { $0.callback == "sceneDidBecomeActive(_:)" }!.className == "SceneDelegate")
    }

    /// iOS 13+: the app-switcher snapshot in both appearances flips the traits and back
    /// (microsoft/FluentDarkModeKit#97; scenee/FloatingPanel#228) — trait callbacks, not appearance ones.
    @Test func backgroundOnIOS13_snapshotFlipsTheInterfaceStyleAndBack() throws {
        let trace = try TraceOrder.run(Self.setup + "\napp.enterBackground()", ios: 13)
        #expect(
            TraceOrder.lines(trace, line: 4) == [
                "sceneDelegate sceneWillResignActive(_:)", "sceneDelegate sceneDidEnterBackground(_:)",
                "nav traitCollectionDidChange(_:)", "A traitCollectionDidChange(_:)",
                "nav viewWillLayoutSubviews()", "nav viewDidLayoutSubviews()", "A viewWillLayoutSubviews()",
                "A viewDidLayoutSubviews()",
                "nav traitCollectionDidChange(_:)", "A traitCollectionDidChange(_:)",
                "nav viewWillLayoutSubviews()", "nav viewDidLayoutSubviews()", "A viewWillLayoutSubviews()",
                "A viewDidLayoutSubviews()",
            ])
        let previous = trace.events.filter {
            $0.line == 4 && $0.object == "A" && $0.callback == "traitCollectionDidChange(_:)"
        }
        .map { $0.args.first?.value }
        #expect(previous == ["userInterfaceStyle: .light", "userInterfaceStyle: .dark"])
        #expect(
            trace.events.first { $0.callback == "sceneDidEnterBackground(_:)" }!.args.contains {
                $0.label == "snapshot"
            })
    }

    /// Stack Overflow question 63372828 ("User Interface Style changes back and forth on entering the
    /// background", iOS 13/14): the appearance changed in Settings while the app is in the background
    /// arrives once, on the return, with the app inactive — after sceneWillEnterForeground, before
    /// sceneDidBecomeActive — not when the setting changes. On iOS 17 the change waits for the layout pass
    /// that runs then.
    @Test(arguments: [13, 17])
    func stackOverflow63372828AppearanceChangedInBackgroundArrivesOnTheReturn(ios: Int) throws {
        let source = Self.setup + "\napp.enterBackground()\ndevice.userInterfaceStyle = .dark\napp.enterForeground()"
        let trace = try TraceOrder.run(source, ios: ios)
        #expect(TraceOrder.lines(trace, line: 5).isEmpty)
        let traits: Set<String> = [
            "sceneWillEnterForeground(_:)", "traitCollectionDidChange(_:)", "sceneDidBecomeActive(_:)",
        ]
        #expect(
            TraceOrder.lines(trace, line: 6, callbacks: traits) == [
                "sceneDelegate sceneWillEnterForeground(_:)", "nav traitCollectionDidChange(_:)",
                "A traitCollectionDidChange(_:)", "sceneDelegate sceneDidBecomeActive(_:)",
            ])
        let previous = trace.events.first {
            $0.line == 6 && $0.object == "A" && $0.callback == "traitCollectionDidChange(_:)"
        }
        #expect(previous?.args.first?.value == "userInterfaceStyle: .light")
    }

    @Test func backgroundOnIOS12_appDelegateCallbacks_andStatePreservation() throws {
        let source = """
            let nav = UINavigationController(rootViewController: A)
            nav.restorationIdentifier = "nav"
            A.restorationIdentifier = "compose"
            window.rootViewController = nav
            window.makeKeyAndVisible()
            app.enterBackground()
            app.enterForeground()
            """
        let trace = try TraceOrder.run(source, ios: 12)
        #expect(
            TraceOrder.lines(trace, line: 6) == [
                "appDelegate applicationWillResignActive(_:)", "appDelegate applicationDidEnterBackground(_:)",
                "nav encodeRestorableState(with:)", "A encodeRestorableState(with:)",
            ])
        #expect(
            TraceOrder.lines(trace, line: 7) == [
                "appDelegate applicationWillEnterForeground(_:)", "appDelegate applicationDidBecomeActive(_:)",
            ])
        #expect(trace.events.filter { $0.line >= 6 }.allSatisfy { !Self.appearance.contains($0.callback) })
    }

    /// A controller is preserved only under a chain of identifiers: the pushed C has none, so nothing
    /// of it is saved; the presented B is, because its presenter (nav) is.
    @Test func restorationOnIOS12_decodesEveryRestoredControllerBeforeAnyFinishes() throws {
        let source = """
            let nav = UINavigationController(rootViewController: A)
            nav.restorationIdentifier = "nav"
            A.restorationIdentifier = "compose"
            B.restorationIdentifier = "detail"
            window.rootViewController = nav
            app.restoreState()
            window.makeKeyAndVisible()
            nav.pushViewController(C, animated: false)
            C.present(B, animated: false)
            app.enterBackground()
            """
        let trace = try TraceOrder.run(source, ios: 12)
        #expect(
            TraceOrder.lines(trace, line: 6) == [
                // A's view loads before any decoding (Neuburg, Programming iOS 9; LaunchTraitsAndContainersLogAuditTests).
                "A loadView()", "A viewDidLoad()",
                "nav decodeRestorableState(with:)", "A decodeRestorableState(with:)",
                "nav applicationFinishedRestoringState()", "A applicationFinishedRestoringState()",
            ])
        #expect(
            TraceOrder.lines(trace, line: 10, callbacks: ["encodeRestorableState(with:)"]) == [
                "nav encodeRestorableState(with:)", "A encodeRestorableState(with:)", "B encodeRestorableState(with:)",
            ])
    }

    @Test func withoutTheRootsIdentifierNothingIsPreserved() throws {
        let source = "A.restorationIdentifier = \"compose\"\n" + Self.setup + "\napp.enterBackground()"
        let trace = try TraceOrder.run(source, ios: 12)
        #expect(TraceOrder.lines(trace, callbacks: ["encodeRestorableState(with:)"]).isEmpty)
    }

    @Test func sceneBasedAppsGetNoViewControllerStatePreservation() throws {
        let source =
            "A.restorationIdentifier = \"compose\"\nwindow.rootViewController = A\nwindow.makeKeyAndVisible()\napp.enterBackground()"
        let trace = try TraceOrder.run(source, ios: 13)
        #expect(TraceOrder.lines(trace, callbacks: ["encodeRestorableState(with:)"]).isEmpty)
        do {
            _ = try TraceOrder.run(source + "\napp.restoreState()", ios: 26)
            Issue.record("restoreState on iOS 26 should be an error")
        } catch let error as ScenarioError {
            #expect(error.location.line == 5)
            #expect(error.text.contains("stateRestorationActivity(for:)"))
        }
    }

    @Test func enteringTheBackgroundTwiceOrForegroundFirstIsAnError() {
        #expect(throws: ScenarioError.self) { try TraceOrder.run(Self.setup + "\napp.enterForeground()") }
        #expect(throws: ScenarioError.self) {
            try TraceOrder.run(Self.setup + "\napp.enterBackground()\napp.enterBackground()")
        }
    }
}
