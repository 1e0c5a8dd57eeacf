import LifecycleModel
import Testing

@testable import Scenario

/// Issue 23, audit of published logs and UIKit tests in the launch, restoration, rotation/traits,
/// child-controller, navigation and tab worlds, each run on its own release (November 2026). Sources
/// compared here, with the result:
/// - Matt Neuburg, Programming iOS 9, pp. 386–387, and a printed order in the Stack Overflow thread
///   "UIViewController lifecycle calls in combination with state restoration" (newbe.dev): restored
///   controllers load their views before any decodeRestorableState. DIFFERED (the model decoded first and
///   loaded the views on appearance); followed, `.neuburgRestorationOrder`.
/// - bookingcom/perfsuite-ios, TTIObserverExtensionTests (a UIKit test run in CI on an iOS 26.4 simulator):
///   a non-animated push and a second one covering it. MATCH.
/// - itcast's UITabBarController demo (2014-06-08, iOS 7; miaokee.com/1275998.html): tab switches there and
///   back. MATCH.
/// - miyakeso, "ダークモード対応の罠" (qiita.com, 2020-08-17, iOS 13–14): entering the background calls
///   traitCollectionDidChange twice, once with each style, and the layout callbacks with it. MATCH.
/// - matsuei, "iOS 18 からの画面サイズの変化を含めたUITraitCollectionへの対応方法" (zenn.dev, 2024): on iOS 18 a
///   light/dark switch re-runs viewWillLayoutSubviews only when it read the style. MATCH (as Apple's page).
/// - Dasmer Singh, "Hello World! Let's talk about App Delegates" (Flatiron School blog, 2013-10-13, NSLog
///   timestamps, iOS 7): a launch — viewDidLoad, viewWillAppear, applicationDidBecomeActive, viewDidAppear.
///   MATCH.
/// - Sean Berry, regularberry/AppLaunchSequence (README, "gathered using iOS 11.0.3"): the app delegate's
///   launch, background and return orders, the state preservation after applicationDidEnterBackground. MATCH
///   (the delegate's own preservation calls are not modelled; the controllers' encode comes at that place).
/// - mozilla-mobile/firefox-ios pull request 10987 (2022, iOS 15; a developer's report): on an iPhone's
///   rotation the trait collection read in viewWillTransition(to:with:) is still the old one, and
///   traitCollectionDidChange comes after it. MATCH.
/// - facebookarchive/AsyncDisplayKit pull request 1592 (2016, iOS 9; a review thread): a rotation calls
///   willTransition(to:with:) before traitCollectionDidChange; a launch calls traitCollectionDidChange without
///   willTransition(to:with:). MATCH.
/// - tangqiaoboy, "iOS5中UIViewController的新方法" (tangqiaoboy.github.com, 2012-02-06, iOS 5; its sample
///   iOS5ViewCtrlerSample on GitHub): three children added in viewDidLoad, the third's view shown, then
///   transition(from:to:) twice and a memory warning. MATCH; now cited on the transition's rows
///   (`.tangqiaoIOS5Containment`), which makes them observed on iOS 5.
/// - "UIViewController各个方法调用的顺序" (jianshu.com/p/904706b1b361, console timestamps 2021-02-20, iOS 14):
///   the first controller of a navigation controller (one layout pass) and an animated push (the new view
///   loads, then the old controller's viewWillDisappear before the new one's viewWillAppear). MATCH.
/// - "iOS 导航控制器栈和视图控制器的生命周期" (kaopuke.com, an aggregator's copy; no author or release): popToRoot
///   from depth 3 frees the skipped middle controller between the root's viewWillAppear and the top one's
///   viewDidDisappear. DIFFERED; now followed, as issue 23's item 8 asks (the only printed log of that pop;
///   `ContainerTests.kaopukePopToRootFreesTheMiddleControllerDuringTheTransition`).
/// DIFFER, not modelled:
/// - PacaLog, "View Controller & View LifeCycle" (wnstkdyu.github.io, 2018-02-10, iOS 11; Start/End traces
///   of a storyboard push): a constrained subview's layoutSubviews between the controller's
///   viewWillLayoutSubviews and viewDidLayoutSubviews, where the model (after 齐生's 2025 log) lays subviews
///   out after viewDidLayoutSubviews. The two logs may differ by release or by Auto Layout; one log each,
///   so the model is unchanged. Its view's willMove(toWindow:)/didMoveToWindow after viewWillAppear and the
///   controller's didMove(toParent:) after viewDidAppear match; the view's updateConstraints before
///   updateViewConstraints on the first pass is missing from the model, which runs a subview's
///   updateConstraints only when its intrinsic size changes (the scenario language cannot give a subview
///   constraints of its own).
/// Weak, not modelled: progressconcepts.com, "iOS AppDelegate ViewController Method Order" (11 January, year
/// and release not given; a home-button iPhone): applicationDidBecomeActive after the root's viewDidAppear,
/// which the model has on iOS 8 and 11–12 but not 7 or 9–10 (matt's answer 66605799, followed);
/// javashuo.com p-ctnftiaq-ku (no release, counts only: two layout passes on a portrait launch, three on a
/// landscape one; Neuburg's launch logs show one and are followed); kevindew.me, 2012 (iOS 5, prose, no
/// printed order: the first correct bounds in viewWillLayoutSubviews, as Stack Overflow 9539676's iOS 5 log
/// that the model follows); Neuburg's bk2ch06p250sizeChangeTest comment (a launch gets
/// traitCollectionDidChange up to iOS 12 and willTransition(to:with:) on iOS 13, then "now it seems neither
/// is called": the author withdrew it; the model gives the first up to iOS 12 and neither from 13); Open Radar
/// FB8734191 (iOS 14.0, a report, no log: backgrounding leaves the opposite style, corrected by a
/// traitCollectionDidChange on the return), which Stack Overflow 63372828's and miyakeso's printed logs
/// contradict (the second flip restores the style; the return reports only a real change).
@Suite struct LaunchTraitsAndContainersLogAuditTests {
    static let appearance: Set<String> = [
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]

    /// Programming iOS 9 ("viewDidLoad, in order down the chain" before "decodeRestorableStateWithCoder:, in
    /// order down the chain", then applicationFinishedRestoringState); the thread's printed order:
    /// viewDidLoad, decodeRestorableStateWithCoder:, viewWillAppear, viewDidAppear.
    @Test(arguments: [7, 9, 12])
    func neuburgProgrammingIOS9_restoredControllersLoadTheirViewsBeforeDecoding(ios: Int) throws {
        let source = """
            let nav = UINavigationController(rootViewController: A)
            nav.restorationIdentifier = "nav"
            A.restorationIdentifier = "compose"
            window.rootViewController = nav
            app.restoreState()
            window.makeKeyAndVisible()
            """
        let trace = try TraceOrder.run(source, ios: ios)
        #expect(
            TraceOrder.lines(
                trace, objects: ["A"],
                callbacks: Self.appearance.union([
                    "viewDidLoad()", "decodeRestorableState(with:)", "applicationFinishedRestoringState()",
                ])) == [
                    "A viewDidLoad()", "A decodeRestorableState(with:)", "A applicationFinishedRestoringState()",
                    "A viewWillAppear(_:)", "A viewDidAppear(_:)",
                ], "iOS \(ios)")
        let load = trace.events.first { $0.object == "A" && $0.callback == "viewDidLoad()" }
        #expect(load?.evidence.contains(.neuburgRestorationOrder) == true)
    }

    /// TTIObserverExtensionTests.testAllViewControllerMethodsAreCalledWhenMonitoringIsEnabled: pushed without
    /// animation onto a navigation controller on screen, then covered by another non-animated push, the
    /// controller records viewDidLoad, viewWillAppear, the layout pair, viewDidAppear, viewWillDisappear,
    /// viewDidDisappear — no layout when it is covered.
    @Test(arguments: [17, 26])
    func perfsuiteTTIObserverTests_nonAnimatedPushThenCovered(ios: Int) throws {
        let source = """
            let nav = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = nav
            window.makeKeyAndVisible()
            nav.pushViewController(B, animated: false)
            nav.pushViewController(C, animated: false)
            """
        let trace = try TraceOrder.run(source, ios: ios)
        #expect(
            TraceOrder.lines(
                trace, objects: ["B"],
                callbacks: Self.appearance.union([
                    "viewDidLoad()", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
                ])) == [
                    "B viewDidLoad()", "B viewWillAppear(_:)", "B viewWillLayoutSubviews()",
                    "B viewDidLayoutSubviews()", "B viewDidAppear(_:)", "B viewWillDisappear(_:)",
                    "B viewDidDisappear(_:)",
                ], "iOS \(ios)")
    }

    /// itcast's demo (iOS 7): to the second tab — its viewDidLoad and viewWillAppear, the first's
    /// viewWillDisappear and viewDidDisappear, the second's viewDidAppear; back to the first — its
    /// viewWillAppear, the second's two disappearance callbacks, its viewDidAppear (no second viewDidLoad).
    @Test func itcastTabBarDemo_iOS7_switchThereAndBack() throws {
        let source = """
            let tabs = UITabBarController()
            tabs.viewControllers = [A, B]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            tabs.selectedIndex = 1
            tabs.selectedIndex = 0
            """
        let trace = try TraceOrder.run(source, ios: 7)
        let logged = Self.appearance.union(["viewDidLoad()"])
        #expect(
            TraceOrder.lines(trace, line: 5, objects: ["A", "B"], callbacks: logged) == [
                "B viewDidLoad()", "B viewWillAppear(_:)", "A viewWillDisappear(_:)", "A viewDidDisappear(_:)",
                "B viewDidAppear(_:)",
            ])
        #expect(
            TraceOrder.lines(trace, line: 6, objects: ["A", "B"], callbacks: logged) == [
                "A viewWillAppear(_:)", "B viewWillDisappear(_:)", "B viewDidDisappear(_:)", "A viewDidAppear(_:)",
            ])
    }

    /// miyakeso (iOS 13–14): after a switch to dark, entering the background delivers
    /// traitCollectionDidChange twice, with each style, each followed by a layout pass.
    @Test(arguments: [13, 14])
    func miyakesoQiita_enteringTheBackgroundFlipsTheStyleTwice(ios: Int) throws {
        let source = """
            window.rootViewController = A
            window.makeKeyAndVisible()
            device.userInterfaceStyle = .dark
            app.enterBackground()
            """
        let trace = try TraceOrder.run(source, ios: ios)
        #expect(
            TraceOrder.lines(
                trace, line: 4, objects: ["A"],
                callbacks: ["traitCollectionDidChange(_:)", "viewWillLayoutSubviews()"]) == [
                    "A traitCollectionDidChange(_:)", "A viewWillLayoutSubviews()",
                    "A traitCollectionDidChange(_:)", "A viewWillLayoutSubviews()",
                ], "iOS \(ios)")
        let previous = trace.events.filter { $0.line == 4 && $0.callback == "traitCollectionDidChange(_:)" }
            .map { $0.args.first?.value ?? "" }
        #expect(previous == ["userInterfaceStyle: .dark", "userInterfaceStyle: .light"])
    }

    /// matsuei (zenn.dev, iOS 18): a viewWillLayoutSubviews that reads no trait is not called again on a
    /// light/dark switch; one that switches over `traitCollection.userInterfaceStyle` is.
    @Test func matsueiZenn_iOS18_layoutRunsAgainOnlyWhenItReadTheStyle() throws {
        func layouts(reading: Bool) throws -> [String] {
            let body = reading ? "print(traitCollection.userInterfaceStyle)" : ""
            let source = """
                class V: UIViewController {
                    override func viewWillLayoutSubviews() {
                        super.viewWillLayoutSubviews()
                        \(body)
                    }
                }
                let A = V()
                window.rootViewController = A
                window.makeKeyAndVisible()
                device.userInterfaceStyle = .dark
                """
            let trace = try TraceOrder.run(source, ios: 18)
            return TraceOrder.lines(trace, line: 10, objects: ["A"], callbacks: ["viewWillLayoutSubviews()"])
        }
        #expect(try layouts(reading: false).isEmpty)
        #expect(try layouts(reading: true) == ["A viewWillLayoutSubviews()"])
    }

    /// Flatiron School blog (iOS 7): the root's viewWillAppear, then applicationDidBecomeActive, then its
    /// viewDidAppear.
    @Test func flatironDasmerSingh2013_iOS7Launch_becomesActiveBetweenWillAndDidAppear() throws {
        let source = """
            app.launch {
                window.rootViewController = A
                window.makeKeyAndVisible()
            }
            """
        let trace = try TraceOrder.run(source, ios: 7)
        #expect(
            TraceOrder.lines(
                trace, objects: ["A", "appDelegate"],
                callbacks: [
                    "application(_:didFinishLaunchingWithOptions:)", "viewDidLoad()", "viewWillAppear(_:)",
                    "applicationDidBecomeActive(_:)", "viewDidAppear(_:)",
                ]) == [
                    "appDelegate application(_:didFinishLaunchingWithOptions:)", "A viewDidLoad()",
                    "A viewWillAppear(_:)", "appDelegate applicationDidBecomeActive(_:)", "A viewDidAppear(_:)",
                ])
    }

    /// AppLaunchSequence (iOS 11.0.3): launching — willFinishLaunching, didFinishLaunching, (the root
    /// appears), applicationDidBecomeActive; to the background — applicationWillResignActive,
    /// applicationDidEnterBackground, then state preservation; back — applicationWillEnterForeground,
    /// applicationDidBecomeActive.
    @Test func regularberryAppLaunchSequence_iOS11_delegateOrders() throws {
        let source = """
            A.restorationIdentifier = "compose"
            app.launch {
                window.rootViewController = A
                window.makeKeyAndVisible()
            }
            app.enterBackground()
            app.enterForeground()
            """
        let trace = try TraceOrder.run(source, ios: 11)
        let delegate = trace.events.filter { $0.object == "appDelegate" }.map { $0.callback }
        #expect(
            delegate == [
                "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
                "applicationDidBecomeActive(_:)", "applicationWillResignActive(_:)",
                "applicationDidEnterBackground(_:)", "applicationWillEnterForeground(_:)",
                "applicationDidBecomeActive(_:)",
            ])
        #expect(
            TraceOrder.lines(trace, line: 6) == [
                "appDelegate applicationWillResignActive(_:)", "appDelegate applicationDidEnterBackground(_:)",
                "A encodeRestorableState(with:)",
            ])
    }

    static let rotatingRoot = """
        class V: UIViewController {
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                print(traitCollection.verticalSizeClass)
            }
            override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
                super.willTransition(to: newCollection, with: coordinator)
            }
        }
        let A = V()
        window.rootViewController = A
        window.makeKeyAndVisible()
        device.rotate(to: .landscapeLeft)
        """

    static let turning: Set<String> = [
        "willTransition(to:with:)", "viewWillTransition(to:with:)", "traitCollectionDidChange(_:)",
    ]

    /// Firefox for iOS, pull request 10987: the traits read in viewWillTransition(to:with:) are the
    /// portrait ones; traitCollectionDidChange follows.
    @Test func firefoxIOS10987_iOS15Rotation_traitsStillOldInViewWillTransition() throws {
        let trace = try TraceOrder.run(Self.rotatingRoot, ios: 15)
        let rows = trace.events.filter { $0.line == 13 || $0.kind == .console }.compactMap { event -> String? in
            if event.kind == .console { return "» " + (event.args.first { $0.label == "output" }?.value ?? "") }
            return event.object == "A" && Self.turning.contains(event.callback) ? event.callback : nil
        }
        #expect(
            rows == [
                "willTransition(to:with:)", "viewWillTransition(to:with:)", "» .regular",
                "traitCollectionDidChange(_:)",
            ])
    }

    /// AsyncDisplayKit 1592 (iOS 9): willTransition(to:with:) before traitCollectionDidChange on a rotation;
    /// at launch only traitCollectionDidChange.
    @Test func asyncDisplayKit1592_iOS9_traitTransitionBeforeTheChange_launchHasOnlyTheChange() throws {
        let trace = try TraceOrder.run(Self.rotatingRoot, ios: 9)
        #expect(
            TraceOrder.lines(trace, line: 12, objects: ["A"], callbacks: Self.turning) == [
                "A traitCollectionDidChange(_:)"
            ])
        #expect(
            TraceOrder.lines(trace, line: 13, objects: ["A"], callbacks: Self.turning) == [
                "A willTransition(to:with:)", "A viewWillTransition(to:with:)", "A traitCollectionDidChange(_:)",
            ])
    }

    /// tangqiaoboy's iOS 5 log: addChild sends willMove at once; the shown child appears with the parent;
    /// each transition loads the new child's view, then the old one's viewWillDisappear, the new one's
    /// viewWillAppear and viewDidAppear, the old one's viewDidDisappear; a memory warning unloads the two
    /// children off screen.
    @Test func tangqiaoboyIOS5ViewCtrlerSample_transitionsAndMemoryWarning() throws {
        let source = """
            class Main: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(First)
                    addChild(Second)
                    addChild(Third)
                    view.addSubview(Third.view)
                }
            }
            let First = UIViewController()
            let Second = UIViewController()
            let Third = UIViewController()
            let P = Main()
            window.rootViewController = P
            window.makeKeyAndVisible()
            P.transition(from: Third, to: Second, duration: 1, options: .transitionCurlDown, animations: nil)
            P.transition(from: Second, to: First, duration: 1, options: .transitionCurlUp, animations: nil)
            app.didReceiveMemoryWarning()
            """
        let trace = try TraceOrder.run(source, ios: 5)
        #expect(
            TraceOrder.lines(
                trace, objects: ["First", "Second", "Third"],
                callbacks: Self.appearance.union(["willMove(toParent:)", "viewDidLoad()", "viewDidUnload()"])) == [
                    "First willMove(toParent:)", "Second willMove(toParent:)", "Third willMove(toParent:)",
                    "Third viewDidLoad()", "Third viewWillAppear(_:)", "Third viewDidAppear(_:)",
                    "Second viewDidLoad()", "Third viewWillDisappear(_:)", "Second viewWillAppear(_:)",
                    "Second viewDidAppear(_:)", "Third viewDidDisappear(_:)",
                    "First viewDidLoad()", "Second viewWillDisappear(_:)", "First viewWillAppear(_:)",
                    "First viewDidAppear(_:)", "Second viewDidDisappear(_:)",
                    "Second viewDidUnload()", "Third viewDidUnload()",
                ])
        let appear = trace.events.first { $0.object == "Second" && $0.callback == "viewDidAppear(_:)" }
        #expect(appear?.evidence.contains(.tangqiaoIOS5Containment) == true)
    }

    /// jianshu.com/p/904706b1b361 (iOS 14): launch — loadView, viewDidLoad, viewWillAppear, one layout pair,
    /// viewDidAppear; an animated push — the pushed controller's loadView and viewDidLoad, the first one's
    /// viewWillDisappear, the pushed one's viewWillAppear.
    @Test func jianshu904706b1b361_iOS14_launchThenAnimatedPush() throws {
        let source = TraceOrder.navigationShown(root: "A") + "\nnav.pushViewController(B, animated: true)"
        let trace = try TraceOrder.run(source, ios: 14)
        let logged = Self.appearance.union([
            "loadView()", "viewDidLoad()", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
        ])
        #expect(
            TraceOrder.lines(trace, line: 3, objects: ["A"], callbacks: logged) == [
                "A loadView()", "A viewDidLoad()", "A viewWillAppear(_:)", "A viewWillLayoutSubviews()",
                "A viewDidLayoutSubviews()", "A viewDidAppear(_:)",
            ])
        #expect(
            TraceOrder.lines(trace, line: 4, objects: ["A", "B"], callbacks: logged).prefix(4) == [
                "B loadView()", "B viewDidLoad()", "A viewWillDisappear(_:)", "B viewWillAppear(_:)",
            ])
    }
}
