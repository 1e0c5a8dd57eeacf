import LifecycleModel
import Testing

@testable import Scenario

/// Issue 23, audit of storyboards, segues, presentations inside containers and page view controllers
/// against published observations not compared before (November 2026), each run on its own release:
/// - Matt Neuburg, bk2ch06p270modalPresentationContext (Programming iOS examples, github.com; iOS 8 note):
///   DIFFERED on iOS 3–7 (a `.currentContext` request from a tab stayed in the tab); followed, pinned below.
/// - Matt Neuburg, bk2ch06p326TabbedUnwind (Programming iOS examples, github.com; "iOS 9/10/11", tested in
///   iOS 11), a printed log: an unwind from a controller presented by the second tab back to the root of
///   a navigation controller in the first tab. DIFFERED: the model asked the source and the tab bar
///   controller and found nothing. Followed: the presenting tab's controller is asked first, then the
///   source, then the other tabs' controllers top down (containers with eligible children are not asked);
///   the tab bar controller selects the destination's tab, the navigation controller pops. Still differs:
///   the log frees the pushed controller before the presented one; the model the other way round. The
///   appearance callbacks of that unwind are the model's composition (the log printed none).
/// - Matt Neuburg, bk2ch06p326unwindWithCustomParent (printed log, updated 2020): a child embedded in a
///   container view defines the context and presents over it; the unwind asks the source, then that
///   child, which takes it. MATCH on 11, pinned below.
/// - Matt Neuburg, bk2ch09p477popoversOnPhone (Programming iOS examples; notes for iOS 8, 12 and 13): a
///   popover on an iPhone is "modal fullscreen by default" on iOS 8, a form sheet from iOS 13, and
///   `modalPresentationStyle` still reads `.popover` ("it is not the _style_ that changes"). MATCH.
/// - rob mayoff, Stack Overflow 37147871 (2016, iOS 9): the order of a push segue — the destination made
///   and awoken, the source's `prepare(for:sender:)`, the push, the destination's view and outlets, then
///   its `viewDidLoad()`. MATCH on 9.
/// - Big Nerd Ranch, "iOS Programming" 5th/6th ed., "Loaded and Appearing Views" (iOS 9–10): a tab bar
///   controller from a storyboard loads only the first tab's view at launch, the second on its tap. MATCH.
/// - yagamo-style.com (aokiplayer), "iOS/iPadOS 13 のモーダル画面から戻った際に、ライフサイクルメソッドが
///   呼ばれないパターンがある" (2020-03-02, Xcode 11, iOS 13): a default modal segue leaves the presenter without
///   disappear callbacks and its unwind without appear callbacks (the action runs); a Full Screen segue
///   gives both; `prepare(for:sender:)` reads the destination's style. MATCH on 13.
/// - Open Radar 18748242 (iOS 8, "IBOutlets are not setup in awakeFromNib when using storyboards"): a
///   storyboard controller's outlets are nil in `awakeFromNib()`. MATCH for the order; but the model read
///   every outlet as nil, also once the view had loaded — fixed: an outlet now reads as its connected view
///   after the nib is loaded (Storyboards/NibLoading.swift), pinned below.
/// - jivesoftware/PDTSimpleCalendar pull request 11 (2014): "awakeFromNib is called before prepareForSegue:
///   whereas viewDidLoad is called after" (the destination's). MATCH (the mayoff test pins the order).
/// - rob-brown/RBStoryboardLink issue 6 (2013): a tab bar controller's children from a storyboard get
///   `awakeFromNib` at once, their views only when selected. MATCH (the Big Nerd Ranch test).
/// - ww-tech/lasso, `test_Presentation_WithPresentingEmbedding_Succeeds` and `…ModalStackLength3…`
///   (iOS 13–16): a root inside a navigation controller presents (the navigation controller becomes the
///   presenting one; the child reads the presented controller), and a presented controller presents
///   again. MATCH.
/// Weak, compared but not modelled:
/// - velog.io/@yeahg_dev (2021, release not stated): a page sheet leaves the first controller without
///   viewWillDisappear/viewDidDisappear, a full-screen or navigation transition gives them. MATCH on 13+.
/// - velog.io/@inwoodev, "[iOS] Modality" (copied at jpdebug.com; release not stated, iOS 13+): full-screen
///   present and sheet present MATCH; its full-screen dismiss rows name SecondVC four times (a copying
///   slip), so that part is not compared.
/// - samekard.blogspot.com, "storyboard細かいことまとめ" (2012, iOS 5): an order given as a guess ("おそらく"):
///   destination made, prepareForSegue, then its view and viewDidLoad. MATCH; not a log.
/// - akuraru.hatenadiary.jp, "unwind Segueについて" (2012, iOS 6): the unwind target is looked for from the
///   top of the stack "excluding itself" — a description, not a log; the irontop.com and Neuburg logs
///   show the source asked first (and saying no by default), which the model follows.
/// - Open Radar 20150314 (Xcode 6.2, iPad): an unwind segue out of a popover calls the action but the
///   popover stays. A defect report without its fix release; not modelled (the model dismisses).
@Suite struct StoryboardAndContextAuditTests {
    static let appearance: Set<String> = [
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]

    /// Neuburg's example: the first tab's controller sets `definesPresentationContext` and presents with
    /// `.currentContext`.
    static let contextInTab = """
        let tabs = UITabBarController()
        tabs.viewControllers = [A, C]
        A.definesPresentationContext = true
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        B.modalPresentationStyle = .currentContext
        A.present(B, animated: true)
        print(B.presentingViewController === tabs)
        B.dismiss(animated: true)
        """

    /// Before iOS 8 an iPhone covers the whole screen: the tab bar controller presents and disappears with
    /// its selected tab, and reappears on the dismissal.
    @Test(arguments: [5, 6, 7])
    func neuburgModalPresentationContext_beforeIOS8TheIPhoneCoversTheScreen(ios: Int) throws {
        let trace = try TraceOrder.run(Self.contextInTab, ios: ios)
        #expect(
            TraceOrder.lines(trace, line: 7, callbacks: Self.appearance) == [
                "tabs viewWillDisappear(_:)", "A viewWillDisappear(_:)", "B viewWillAppear(_:)", "B viewDidAppear(_:)",
                "tabs viewDidDisappear(_:)", "A viewDidDisappear(_:)",
            ])
        let printed = trace.events.first { $0.kind == .console }
        #expect(printed?.args.first?.value == "true", "the window's root presents")
        let covered = trace.events.first { $0.object == "tabs" && $0.callback == "viewWillDisappear(_:)" }
        #expect(covered?.evidence.contains(.neuburgContextPresentationOnPhone) == true)
    }

    /// From iOS 8 ("in iOS 8+, this works on iPhone as well as iPad!"): only the tab's controller is covered.
    @Test(arguments: [8, 12, 26])
    func neuburgModalPresentationContext_fromIOS8OnlyTheContextIsCovered(ios: Int) throws {
        let trace = try TraceOrder.run(Self.contextInTab, ios: ios)
        #expect(
            TraceOrder.lines(trace, objects: ["tabs"], callbacks: ["viewWillDisappear(_:)"]).isEmpty,
            "the tab bar controller stays on screen")
        #expect(
            TraceOrder.lines(trace, objects: ["A"], callbacks: ["viewDidDisappear(_:)", "viewDidAppear(_:)"]).suffix(2)
                == ["A viewDidDisappear(_:)", "A viewDidAppear(_:)"])
        #expect(!trace.events.contains { $0.evidence.contains(.neuburgContextPresentationOnPhone) })
    }

    /// rob mayoff's answer to "awakeFromNib vs Outlets" (Stack Overflow 37147871, 2016): a master in a
    /// navigation controller pushes a detail by a segue.
    @Test func mayoffStackOverflow37147871_pushSegueOrder() throws {
        let trace = try TraceOrder.run(
            """
            class Master: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) { super.prepare(for: segue, sender: sender) }
            }
            class Detail: UIViewController {
                @IBOutlet var label: UILabel!
            }
            storyboard "Main" {
                scene Nav: UINavigationController, initial { root M }
                scene M: Master { segue "show", to: D, kind: .show }
                scene D: Detail
            }
            let nav = storyboard.instantiateInitialViewController()
            window.rootViewController = nav
            window.makeKeyAndVisible()
            user.tap(segue: "show", in: M)
            """, ios: 9)
        #expect(
            TraceOrder.lines(
                trace, line: 15, objects: ["D", "M", "D.label"],
                callbacks: [
                    "init(coder:)", "awakeFromNib()", "prepare(for:sender:)", "willMove(toParent:)", "loadView()",
                    "viewDidLoad()",
                ]) == [
                    "D init(coder:)", "D awakeFromNib()", "M prepare(for:sender:)", "D willMove(toParent:)",
                    "D loadView()", "D.label init(coder:)", "D.label awakeFromNib()", "D viewDidLoad()",
                ])
    }

    /// Big Nerd Ranch, iOS Programming, "Loaded and Appearing Views": only the first tab's view at launch.
    @Test(arguments: [9, 10])
    func bigNerdRanchLoadedAndAppearingViews_onlyTheSelectedTabLoads(ios: Int) throws {
        let trace = try TraceOrder.run(
            """
            storyboard "Main" {
                scene Tabs: UITabBarController, initial {
                    tab Convert
                    tab Map
                }
                scene Convert: UIViewController
                scene Map: UIViewController
            }
            let tabs = storyboard.instantiateInitialViewController()
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            user.tap(tab: Map, in: tabs)
            """, ios: ios)
        let loads = TraceOrder.lines(trace, objects: ["Convert", "Map"], callbacks: ["viewDidLoad()"])
        #expect(loads == ["Convert viewDidLoad()", "Map viewDidLoad()"])
        let mapLoad = trace.events.first { $0.object == "Map" && $0.callback == "viewDidLoad()" }
        #expect(mapLoad?.line == 12, "the map's view loads on the tap")
        let mapAwake = trace.events.first { $0.object == "Map" && $0.callback == "awakeFromNib()" }
        #expect(mapAwake?.line == 9, "awoken with the tab bar controller (RBStoryboardLink issue 6)")
    }

    /// yagamo-style.com, 2020-03-02 (iOS 13): a default (page sheet) segue and a Full Screen one, each
    /// unwound back to the first screen.
    static let yagamoSegues = """
        class ViewController: UIViewController {
            @IBAction func unwindToMain(_ unwindSegue: UIStoryboardSegue) { print("Returned through unwind segue.") }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                super.prepare(for: segue, sender: sender)
                print(segue.destination.modalPresentationStyle)
            }
        }
        storyboard "Main" {
            scene Home: ViewController, initial {
                segue "newDefault", to: Sheet, kind: .presentModally
                segue "fullScreen", to: Full, kind: .presentModally, presentation: .fullScreen
            }
            scene Sheet: UIViewController { unwind "back", action: unwindToMain }
            scene Full: UIViewController { unwind "back2", action: unwindToMain }
        }
        let home = storyboard.instantiateInitialViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        user.tap(segue: "newDefault", in: home)
        user.tap(segue: "back", in: Sheet)
        user.tap(segue: "fullScreen", in: home)
        user.tap(segue: "back2", in: Full)
        """

    @Test func yagamoStyle2020_aSheetSegueAndItsUnwindLeaveThePresenterAlone() throws {
        let trace = try TraceOrder.run(Self.yagamoSegues, ios: 13)
        let home: Set<String> = ["home"]
        #expect(TraceOrder.lines(trace, line: 19, objects: home, callbacks: Self.appearance).isEmpty)
        #expect(TraceOrder.lines(trace, line: 20, objects: home, callbacks: Self.appearance).isEmpty)
        #expect(
            TraceOrder.lines(trace, line: 21, objects: home, callbacks: Self.appearance) == [
                "home viewWillDisappear(_:)", "home viewDidDisappear(_:)",
            ])
        #expect(
            TraceOrder.lines(trace, line: 22, objects: home, callbacks: Self.appearance) == [
                "home viewWillAppear(_:)", "home viewDidAppear(_:)",
            ])
        let printed = trace.events.filter { $0.kind == .console }.compactMap { $0.args.first?.value }
        #expect(
            printed == [
                "pageSheet", "Returned through unwind segue.", "fullScreen", "Returned through unwind segue.",
            ])
    }

    /// Open Radar 18748242 (iOS 8): nil in `awakeFromNib()`; connected by `viewDidLoad()` (Apple docs,
    /// "loadView()": a controller with a nib loads its view from it).
    @Test func openRadar18748242_outletsAreNilInAwakeFromNibAndConnectedOnceTheViewLoads() throws {
        let trace = try TraceOrder.run(
            """
            class Detail: UIViewController {
                @IBOutlet var label: UILabel!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    print(label == nil)
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print(label == nil, label)
                }
            }
            storyboard "Main" {
                scene D: Detail, initial
            }
            let d = storyboard.instantiateInitialViewController()
            window.rootViewController = d
            window.makeKeyAndVisible()
            """, ios: 8)
        let printed = trace.events.filter { $0.kind == .console }.compactMap { $0.args.first?.value }
        #expect(printed == ["true", "false d.label"])
    }

    /// lasso's presentations from inside a navigation controller and from a presented controller.
    @Test(arguments: [13, 16])
    func lassoModalTesting_presentingEmbeddingAndAModalStackOfThree(ios: Int) throws {
        let trace = try TraceOrder.run(
            """
            let nav0 = UINavigationController(rootViewController: V0)
            window.rootViewController = nav0
            window.makeKeyAndVisible()
            V0.present(V1, animated: true)
            print(V0.presentedViewController === V1, nav0.presentedViewController === V1, V1.presentingViewController === nav0)
            nav0.dismiss(animated: false)
            nav0.present(V1, animated: false)
            V1.present(V2, animated: false)
            print(V1.presentedViewController === V2, V2.presentingViewController === V1)
            """, ios: ios)
        let printed = trace.events.filter { $0.kind == .console }.compactMap { $0.args.first?.value }
        #expect(printed == ["true true true", "true true"])
    }

    /// Neuburg's TabbedUnwind: push in the first tab, present from the second, unwind to the first tab's root.
    @Test(arguments: [9, 10, 11])
    func neuburgTabbedUnwind_theTabsAreSearchedAndTheFirstTabSelected(ios: Int) throws {
        let trace = try TraceOrder.run(
            """
            class FirstViewController: UIViewController {
                @IBAction func iAmFirst(_ sender: UIStoryboardSegue) { print("iAmFirst") }
            }
            storyboard "Main" {
                scene Tabs: UITabBarController, initial {
                    tab Nav
                    tab Second
                }
                scene Nav: UINavigationController { root First }
                scene First: FirstViewController { segue "push", to: Pushed, kind: .show }
                scene Pushed: UIViewController
                scene Second: UIViewController { segue "present", to: Presented, kind: .presentModally }
                scene Presented: UIViewController { unwind "unwind", action: iAmFirst }
            }
            let tabs = storyboard.instantiateInitialViewController()
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            user.tap(segue: "push", in: First)
            user.tap(tab: Second, in: tabs)
            user.tap(segue: "present", in: Second)
            user.tap(segue: "unwind", in: Presented)
            print(tabs.selectedViewController === Nav, Nav.children.count, tabs.presentedViewController == nil)
            """, ios: ios)
        let asked: Set<String> = [
            "shouldPerformSegue(withIdentifier:sender:)", "canPerformUnwindSegueAction(_:from:withSender:)",
            "prepare(for:sender:)", "@IBAction unwind(_:)",
        ]
        #expect(
            TraceOrder.lines(trace, line: 21, callbacks: asked) == [
                "Presented shouldPerformSegue(withIdentifier:sender:)",
                "Second canPerformUnwindSegueAction(_:from:withSender:)",
                "Presented canPerformUnwindSegueAction(_:from:withSender:)",
                "Pushed canPerformUnwindSegueAction(_:from:withSender:)",
                "First canPerformUnwindSegueAction(_:from:withSender:)",
                "Presented prepare(for:sender:)", "First @IBAction unwind(_:)",
            ])
        let printed = trace.events.filter { $0.kind == .console }.compactMap { $0.args.first?.value }
        #expect(printed == ["iAmFirst", "true 1 true"])
    }

    /// Neuburg's unwindWithCustomParent log: "ViewController3 canPerformUnwindSegueAction … false",
    /// "ViewController2 canPerformUnwindSegueAction … true", "ViewController3 prepare(for:sender:)", "vc 2 unwind".
    @Test func neuburgUnwindWithCustomParent_theEmbeddedPresenterTakesTheUnwind() throws {
        let trace = try TraceOrder.run(
            """
            class ViewController2: UIViewController {
                @IBAction func unwind(_ segue: UIStoryboardSegue) { print("vc 2 unwind") }
            }
            storyboard "Main" {
                scene VC: UIViewController, initial { embed VC2 }
                scene VC2: ViewController2 { segue "present", to: VC3, kind: .presentModally, presentation: .overCurrentContext }
                scene VC3: UIViewController { unwind "unwind", action: unwind }
            }
            let vc = storyboard.instantiateInitialViewController()
            window.rootViewController = vc
            window.makeKeyAndVisible()
            VC2.definesPresentationContext = true
            user.tap(segue: "present", in: VC2)
            user.tap(segue: "unwind", in: VC3)
            """, ios: 11)
        #expect(
            TraceOrder.lines(
                trace, line: 14,
                callbacks: [
                    "shouldPerformSegue(withIdentifier:sender:)", "canPerformUnwindSegueAction(_:from:withSender:)",
                    "prepare(for:sender:)", "@IBAction unwind(_:)",
                ]) == [
                    "VC3 shouldPerformSegue(withIdentifier:sender:)",
                    "VC3 canPerformUnwindSegueAction(_:from:withSender:)",
                    "VC2 canPerformUnwindSegueAction(_:from:withSender:)", "VC3 prepare(for:sender:)",
                    "VC2 @IBAction unwind(_:)",
                ])
    }

    /// Neuburg's popoversOnPhone notes: full screen on iOS 8–12 (the presenter disappears), a form sheet
    /// from iOS 13 (it stays); the style reads `.popover` throughout.
    @Test(arguments: [8, 12, 13, 17])
    func neuburgPopoversOnPhone_theAdaptedPopoverKeepsItsStyle(ios: Int) throws {
        let trace = try TraceOrder.run(
            """
            window.rootViewController = A
            window.makeKeyAndVisible()
            B.modalPresentationStyle = .popover
            B.popoverPresentationController?.sourceView = A.view
            A.present(B, animated: true)
            print(B.modalPresentationStyle)
            """, ios: ios)
        let disappeared = !TraceOrder.lines(trace, objects: ["A"], callbacks: ["viewDidDisappear(_:)"]).isEmpty
        #expect(disappeared == (ios < 13))
        #expect(trace.events.first { $0.kind == .console }?.args.first?.value == "popover")
    }
}
