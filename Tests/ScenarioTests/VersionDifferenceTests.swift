import LifecycleModel
import Testing

@testable import Scenario

/// The environment and memory differences between releases (ARCHITECTURE.md, "Versions"), each test
/// naming the two versions it compares.
@Suite struct VersionDifferenceTests {
    /// Two tabs, the second selected, then a memory warning.
    static let tabs = MemoryWarningTests.tabs + "\napp.didReceiveMemoryWarning()"

    /// Apple docs, "viewDidUnload()": called on iOS 5 and earlier, deprecated and never called from iOS 6.
    @Test func iOS5UnloadsOffScreenViews_iOS6Never() throws {
        let unloading: Set<String> = ["viewWillUnload()", "viewDidUnload()"]
        let five = try TraceOrder.run(Self.tabs + "\ntabs.selectedIndex = 0", ios: 5)
        #expect(TraceOrder.lines(five, callbacks: unloading) == ["A viewWillUnload()", "A viewDidUnload()"])
        #expect(TraceOrder.lines(five, objects: ["A"], callbacks: ["viewDidLoad()"]).count == 2)
        let six = try TraceOrder.run(Self.tabs + "\ntabs.selectedIndex = 0", ios: 6)
        #expect(TraceOrder.lines(six, callbacks: unloading).isEmpty)
        #expect(TraceOrder.lines(six, objects: ["A"], callbacks: ["viewDidLoad()"]).count == 1)
    }

    /// Apple docs, "willRotate(to:duration:)" (deprecated in iOS 8) and "viewWillTransition(to:with:)" (iOS 8).
    @Test func iOS7RotatesWithWillRotateAndDidRotate_iOS8WithViewWillTransition() throws {
        let setup = "window.rootViewController = A\nwindow.makeKeyAndVisible()\ndevice.rotate(to: .landscapeLeft)"
        let seven = try TraceOrder.run(setup, ios: 7)
        #expect(
            TraceOrder.lines(seven, objects: ["A"]).suffix(5) == [
                "A willRotate(to:duration:)", "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()",
                "A willAnimateRotation(to:duration:)", "A didRotate(from:)",
            ])
        let willRotate = seven.events.first { $0.callback == "willRotate(to:duration:)" }!
        #expect(willRotate.args == [Argument("toInterfaceOrientation", ".landscapeLeft"), Argument("duration", "0.4")])
        #expect(seven.events.first { $0.callback == "didRotate(from:)" }!.transaction > willRotate.transaction)
        let eight = try TraceOrder.run(setup, ios: 8)
        // The root's `updateViewConstraints()` inside its layout: Neuburg's iOS 8 containerEventForwarding log.
        #expect(
            TraceOrder.lines(eight, line: 3) == [
                "A willTransition(to:with:)", "A viewWillTransition(to:with:)", "A traitCollectionDidChange(_:)",
                "A viewWillLayoutSubviews()", "A updateViewConstraints()", "A viewDidLayoutSubviews()",
            ])
        #expect(
            eight.events.first { $0.callback == "viewWillTransition(to:with:)" }!.args.first
                == Argument("size", "568×320"))
    }

    /// iOS 8+ keeps the deprecated callbacks for a class that implements them, called from UIKit's own
    /// `viewWillTransition(to:with:)` (shinobicontrols.com, "iOS8 Day-by-Day: Rotation Deprecation");
    /// a plain controller gets none of them.
    @Test func iOS8StillRotatesAClassThatImplementsTheOldCallbacks_fromInsideViewWillTransition() throws {
        let source = """
            class Legacy: UIViewController {
                override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
                    super.willRotate(to: toInterfaceOrientation, duration: duration)
                }
            }
            let nav = UINavigationController(rootViewController: Legacy())
            window.rootViewController = nav
            window.makeKeyAndVisible()
            device.rotate(to: .landscapeLeft)
            """
        let trace = try TraceOrder.run(source, ios: 8)
        let rotation: Set<String> = [
            "viewWillTransition(to:with:)", "willRotate(to:duration:)", "viewDidLayoutSubviews()",
            "willAnimateRotation(to:duration:)", "didRotate(from:)",
        ]
        #expect(
            TraceOrder.lines(trace, line: 9, callbacks: rotation) == [
                "nav viewWillTransition(to:with:)", "Legacy viewWillTransition(to:with:)",
                "Legacy willRotate(to:duration:)",
                "nav viewDidLayoutSubviews()", "Legacy viewDidLayoutSubviews()",
                "Legacy willAnimateRotation(to:duration:)",
                "Legacy didRotate(from:)",
            ])
        let viewWillTransition = trace.events.first {
            $0.object == "Legacy" && $0.callback == "viewWillTransition(to:with:)"
        }!
        #expect(trace.events.first { $0.callback == "willRotate(to:duration:)" }!.depth == viewWillTransition.depth + 1)
    }

    /// Apple docs, "registerForTraitChanges(_:handler:)" (iOS 17) and "traitCollectionDidChange(_:)"
    /// (deprecated in iOS 17, still called).
    @Test func iOS16HasNoTraitRegistration_iOS17RunsTheHandlerAndDeprecatesTraitCollectionDidChange() throws {
        let source = """
            window.rootViewController = A
            window.makeKeyAndVisible()
            A.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { _, _ in }
            device.userInterfaceStyle = .dark
            """
        #expect(throws: ScenarioError.self) { try TraceOrder.run(source, ios: 16) }
        let unregistered =
            "window.rootViewController = A\nwindow.makeKeyAndVisible()\ndevice.userInterfaceStyle = .dark"
        let sixteen = try TraceOrder.run(unregistered, ios: 16)
        #expect(
            TraceOrder.lines(sixteen, line: 3, callbacks: ["traitCollectionDidChange(_:)"]) == [
                "A traitCollectionDidChange(_:)"
            ])
        #expect(!sixteen.events.contains { $0.args.contains { $0.label == "deprecated" } })
        let seventeen = try TraceOrder.run(source, ios: 17)
        #expect(
            TraceOrder.lines(
                seventeen, line: 4, callbacks: ["traitCollectionDidChange(_:)", "registerForTraitChanges(_:handler:)"])
                == [
                    "A traitCollectionDidChange(_:)", "A registerForTraitChanges(_:handler:)",
                ])
        #expect(
            seventeen.events.first { $0.callback == "traitCollectionDidChange(_:)" }!.args.contains {
                $0.label == "deprecated"
            })
    }

    /// Apple docs, "updateProperties()" (iOS 26.0+): between the trait update and layout.
    @Test func iOS18HasNoUpdateProperties_iOS26RunsItBeforeLayout() throws {
        let source = """
            window.rootViewController = A
            window.makeKeyAndVisible()
            do { A.setNeedsUpdateProperties(); A.view.setNeedsLayout() }
            """
        #expect(throws: ScenarioError.self) { try TraceOrder.run(source, ios: 18) }
        let trace = try TraceOrder.run(source, ios: 26)
        #expect(
            TraceOrder.lines(trace, line: 3) == [
                "A updateProperties()", "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()",
            ])
    }

    /// Scenes arrived in iOS 13: before, the app delegate hears about the background.
    @Test func iOS12UsesTheAppDelegate_iOS13TheSceneDelegate() throws {
        let source = "window.rootViewController = A\nwindow.makeKeyAndVisible()\napp.enterBackground()"
        #expect(
            TraceOrder.lines(try TraceOrder.run(source, ios: 12), line: 3, objects: ["sceneDelegate", "appDelegate"])
                == [
                    "appDelegate applicationWillResignActive(_:)", "appDelegate applicationDidEnterBackground(_:)",
                ])
        #expect(
            TraceOrder.lines(try TraceOrder.run(source, ios: 13), line: 3, objects: ["sceneDelegate", "appDelegate"])
                == [
                    "sceneDelegate sceneWillResignActive(_:)", "sceneDelegate sceneDidEnterBackground(_:)",
                ])
    }
}

/// Profiles 5–8 are new with the environment work; what else differs there.
@Suite struct OldReleaseTests {
    /// Apple docs, "updateViewConstraints()" (iOS 6.0+): no constraints step in iOS 5's layout pass.
    @Test func iOS5HasNoConstraintPass_iOS6Has() throws {
        let source = "window.rootViewController = A\nwindow.makeKeyAndVisible()"
        #expect(
            TraceOrder.lines(try TraceOrder.run(source, ios: 5), objects: ["A"]) == [
                "A init(nibName:bundle:)", "A loadView()", "A viewDidLoad()", "A viewWillAppear(_:)",
                "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()", "A viewDidAppear(_:)",
            ])
        #expect(
            TraceOrder.lines(try TraceOrder.run(source, ios: 6), objects: ["A"], callbacks: ["updateViewConstraints()"])
                == ["A updateViewConstraints()"])
    }
}

extension OldReleaseTests {
    /// Apple docs: "loadViewIfNeeded()" iOS 9.0+, "interactivePopGestureRecognizer" iOS 7.0+.
    @Test func apisNewerThanTheReleaseAreErrors() {
        #expect(
            TraceOrder.rendered("A.loadViewIfNeeded()", ios: 8).contains("error: loadViewIfNeeded() is new in iOS 9"))
        #expect(TraceOrder.rendered("A.loadViewIfNeeded()", ios: 12) == "no error")
        let swipe = """
            let nav = UINavigationController(rootViewController: A)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            nav.pushViewController(B, animated: false)
            user.swipeBack(nav, completes: true)
            """
        #expect(TraceOrder.rendered(swipe, ios: 6).contains("5:6: error: the interactive pop gesture is new in iOS 7"))
        #expect(TraceOrder.rendered(swipe, ios: 7) == "no error")
    }
}
