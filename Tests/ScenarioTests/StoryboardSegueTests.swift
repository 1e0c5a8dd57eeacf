import LifecycleModel
import Testing

@testable import Scenario

/// Storyboards, nibs and segues (README, "Storyboards and segues"). Each order names its source:
/// - Apple docs, "awakeFromNib()": every object of the archive is loaded and initialised, its outlets
///   connected, before any gets `awakeFromNib()`; "loadView()": a controller with a nib loads its view
///   from it.
/// - Apple docs, "UIStoryboardSegue": the runtime makes the destination, then calls the source's
///   `prepare(for:sender:)` "before the visual transition occurs"; "shouldPerformSegue(withIdentifier:sender:)":
///   not called for `performSegue(withIdentifier:sender:)` (also "Unwind Segueでもどった時…", gist.github.com/
///   KentarouKanno, which logs both methods); the step list in "prepareForSegue and
///   PerformSegueWithIdentifier sender" (newbe.dev).
/// - Apple docs, "canPerformUnwindSegueAction(_:from:withSender:)" (iOS 6.0–13.0) and
///   "canPerformUnwindSegueAction(_:from:sender:)" (iOS 13.0+); "Dismissing a View Controller with an
///   Unwind Segue": the search, then the source's prepare, the destination's action, the dismissal.
@Suite struct StoryboardSegueTests {
    static let classes = """
        class ListViewController: UIViewController {
            @IBOutlet var titleLabel: UILabel!
            @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
        }
        class DetailViewController: UIViewController {
            @IBOutlet var nameLabel: UILabel!
        }
        class HeaderViewController: UIViewController {}
        storyboard "Main" {
            scene List: ListViewController, id: "list", initial {
                embed Header
                segue "showDetail", to: Detail, kind: .show
                segue "edit", to: Detail, kind: .presentModally, presentation: .formSheet
                segue "pick", to: Detail, kind: .popover
            }
            scene Detail: DetailViewController, id: "detail" {
                unwind "backToList", action: unwindToList
            }
            scene Header: HeaderViewController
        }

        """
    /// Lines 21–24: the initial scene in a navigation controller, on screen.
    static let navShown =
        classes + """
            let list = storyboard.instantiateInitialViewController()
            let nav = UINavigationController(rootViewController: list)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            """
    static let versions = [12, 13, 17, 26]
    let controllers: Set<String> = ["list", "Header", "Detail", "nav"]
    let creationAndLoading: Set<String> = [
        "init(coder:)", "awakeFromNib()", "loadView()", "viewDidLoad()", "prepare(for:sender:)",
        "willMove(toParent:)", "didMove(toParent:)", "shouldPerformSegue(withIdentifier:sender:)",
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]

    /// Apple docs, "awakeFromNib()", "loadView()"; iOS 12, 13, 17, 26.
    @Test func storyboardScene_createdWithCoderThenAwake_outletsDecodedInLoadView_embedBeforeViewDidLoad() throws {
        for ios in Self.versions {
            let trace = try TraceOrder.run(Self.navShown, ios: ios)
            #expect(
                TraceOrder.lines(
                    trace, objects: ["list", "list.titleLabel", "Header"],
                    callbacks: creationAndLoading.subtracting(["viewWillAppear(_:)", "viewDidAppear(_:)"]))
                    == [
                        "list init(coder:)", "list awakeFromNib()", "list willMove(toParent:)",
                        "list didMove(toParent:)", "list loadView()",
                        "list.titleLabel init(coder:)", "list.titleLabel awakeFromNib()",
                        "Header init(coder:)", "Header awakeFromNib()", "list prepare(for:sender:)",
                        "Header willMove(toParent:)", "Header loadView()", "Header viewDidLoad()",
                        "Header didMove(toParent:)", "list viewDidLoad()",
                    ], "iOS \(ios)")
        }
    }

    /// The outlet is nil before the view loads and connected in viewDidLoad: the label exists, nested
    /// in loadView, before viewDidLoad starts (Apple docs, "awakeFromNib()").
    @Test func outletViewsAreDecodedInsideLoadView() throws {
        let trace = try TraceOrder.run(Self.navShown)
        let label = try #require(trace.events.first { $0.object == "list.titleLabel" })
        let loadView = try #require(trace.events.first { $0.object == "list" && $0.callback == "loadView()" })
        #expect(label.depth == loadView.depth + 1)
        #expect(label.className == "UILabel")
    }

    /// `performSegue` from code: no shouldPerformSegue; the destination exists but its view is not
    /// loaded in prepare(for:sender:); the push loads it (Apple docs, "UIStoryboardSegue",
    /// "shouldPerformSegue(withIdentifier:sender:)"); iOS 12, 13, 17, 26.
    @Test func performSegueInCode_skipsShouldPerform_preparesBeforeTheDestinationLoads() throws {
        for ios in Self.versions {
            let trace = try TraceOrder.run(
                Self.navShown + "\nlist.performSegue(withIdentifier: \"showDetail\", sender: nil)", ios: ios)
            #expect(
                TraceOrder.lines(trace, line: 25, objects: controllers, callbacks: creationAndLoading) == [
                    "Detail init(coder:)", "Detail awakeFromNib()", "list prepare(for:sender:)",
                    "Detail willMove(toParent:)", "Detail loadView()", "Detail viewDidLoad()",
                    "list viewWillDisappear(_:)", "Header viewWillDisappear(_:)", "Detail viewWillAppear(_:)",
                    "list viewDidDisappear(_:)", "Header viewDidDisappear(_:)", "Detail viewDidAppear(_:)",
                    "Detail didMove(toParent:)",
                ], "iOS \(ios)")
            let prepare = try #require(trace.events.first { $0.callback == "prepare(for:sender:)" && $0.line == 25 })
            #expect(prepare.args.contains { $0.value == "\"showDetail\" → Detail" })
        }
    }

    /// A tap asks shouldPerformSegue first; `false` stops the segue before the destination is made.
    @Test func userTap_asksShouldPerformFirst_falseCancels() throws {
        let allow = try TraceOrder.run(Self.navShown + "\nuser.tap(segue: \"showDetail\", in: list)")
        #expect(
            TraceOrder.lines(allow, line: 25, objects: controllers, callbacks: creationAndLoading).prefix(3) == [
                "list shouldPerformSegue(withIdentifier:sender:)", "Detail init(coder:)", "Detail awakeFromNib()",
            ])
        let refusing = Self.navShown
            .replacingOccurrences(
                of: "@IBAction func unwindToList(_ segue: UIStoryboardSegue) {}",
                with: """
                    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                            return false
                        }
                    """)
        let refused = try TraceOrder.run(refusing + "\nuser.tap(segue: \"showDetail\", in: list)")
        let line = refused.events.last?.line ?? 0
        #expect(
            TraceOrder.lines(refused, line: line, objects: controllers)
                == ["list shouldPerformSegue(withIdentifier:sender:)"])
    }

    /// A popover segue on an iPhone: full screen before iOS 13 (the presenter disappears), a sheet from
    /// iOS 13 (it does not) — Apple docs, "UIModalPresentationStyle.popover" (adapts in compact width).
    @Test func popoverSegue_fullScreenBeforeIOS13_sheetSince() throws {
        for ios in Self.versions {
            let trace = try TraceOrder.run(Self.navShown + "\nuser.tap(segue: \"pick\", in: list)", ios: ios)
            let presenterDisappears = TraceOrder.lines(trace, line: 25, objects: ["nav"]).contains(
                "nav viewDidDisappear(_:)")
            #expect(presenterDisappears == (ios < 13), "iOS \(ios)")
        }
    }

    /// `show` outside a navigation controller presents; showDetail without a split view controller too.
    @Test func showSegueOutsideANavigationControllerPresents() throws {
        let source =
            Self.classes + """
                let list = storyboard.instantiateViewController(withIdentifier: "list")
                window.rootViewController = list
                window.makeKeyAndVisible()
                list.performSegue(withIdentifier: "showDetail", sender: list)
                print(Detail.presentingViewController)
                """
        let trace = try TraceOrder.run(source)
        #expect(trace.events.contains { $0.callback == "print(_:)" && $0.args.first?.value == "list" })
    }

    /// Unwinding a push: the source is asked first and answers no, then the destination (irontop.com's
    /// iOS 6/7 log: the source, then its ancestor); the question has the iOS 13 name from 13 on; then the
    /// source prepares, the destination's action runs, and the pop follows. iOS 12, 13, 17, 26.
    @Test func irontopUnwindLog_asksTheSourceFirst_thenPreparesRunsTheActionThenPops() throws {
        for ios in Self.versions {
            let question =
                ios >= 13
                ? "canPerformUnwindSegueAction(_:from:sender:)"
                : "canPerformUnwindSegueAction(_:from:withSender:)"
            let trace = try TraceOrder.run(
                Self.navShown
                    + "\nuser.tap(segue: \"showDetail\", in: list)\nuser.tap(segue: \"backToList\", in: Detail)",
                ios: ios)
            #expect(
                TraceOrder.lines(
                    trace, line: 26, objects: controllers,
                    callbacks: creationAndLoading.union([
                        "canPerformUnwindSegueAction(_:from:sender:)",
                        "canPerformUnwindSegueAction(_:from:withSender:)", "@IBAction unwind(_:)", "deinit",
                    ])) == [
                        "Detail shouldPerformSegue(withIdentifier:sender:)", "Detail " + question,
                        "list " + question, "Detail prepare(for:sender:)",
                        "list @IBAction unwind(_:)", "Detail willMove(toParent:)", "Detail viewWillDisappear(_:)",
                        "list viewWillAppear(_:)", "Header viewWillAppear(_:)", "Detail viewDidDisappear(_:)",
                        "list viewDidAppear(_:)", "Header viewDidAppear(_:)", "Detail didMove(toParent:)",
                        "Detail deinit",
                    ], "iOS \(ios)")
        }
    }

    /// The search asks the source, then goes nearest first and takes the first that says yes: `List`
    /// implements the action but its override answers `false`, so `home` gets it and the pop takes both
    /// controllers above it (the source first: irontop.com's iOS 6/7 log)
    /// (Apple docs, "canPerformUnwindSegueAction(_:from:withSender:)": "true if the view controller wants to
    /// handle the unwind action, otherwise false").
    @Test func unwindSearch_skipsACandidateThatAnswersNo_popsToTheOneThatTakesIt() throws {
        let trace = try TraceOrder.run(
            """
            class HomeViewController: UIViewController {
                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {}
            }
            class ListViewController: UIViewController {
                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {}
                override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
                    return false
                }
            }
            storyboard "Main" {
                scene Home: HomeViewController, initial {
                    segue "list", to: List, kind: .show
                }
                scene List: ListViewController {
                    segue "detail", to: Detail, kind: .show
                }
                scene Detail: UIViewController {
                    unwind "home", action: unwindToHome
                }
            }
            let home = storyboard.instantiateInitialViewController()
            let nav = UINavigationController(rootViewController: home)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            home.performSegue(withIdentifier: "list", sender: nil)
            List.performSegue(withIdentifier: "detail", sender: nil)
            user.tap(segue: "home", in: Detail)
            """)
        #expect(
            TraceOrder.lines(
                trace, line: 27, objects: ["home", "List", "Detail"],
                callbacks: [
                    "canPerformUnwindSegueAction(_:from:sender:)", "prepare(for:sender:)", "@IBAction unwind(_:)",
                    "willMove(toParent:)", "deinit",
                ]) == [
                    "Detail canPerformUnwindSegueAction(_:from:sender:)",
                    "List canPerformUnwindSegueAction(_:from:sender:)",
                    "home canPerformUnwindSegueAction(_:from:sender:)", "Detail prepare(for:sender:)",
                    "home @IBAction unwind(_:)", "Detail willMove(toParent:)", "List willMove(toParent:)",
                    // The skipped middle controller is freed while the pop runs (kaopuke.com's pop-to-root log).
                    "List deinit", "Detail deinit",
                ])
    }

    /// `segue.identifier`, `segue.destination` (made, its view not loaded) and, in the unwind action,
    /// `segue.source` read the segue in progress.
    @Test func segueMembersReadTheSegueInProgress() throws {
        let trace = try TraceOrder.run(
            """
            class ListViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "showDetail" {
                        print(segue.identifier, segue.destination, segue.destination.isViewLoaded)
                    }
                }
                @IBAction func unwindToList(_ segue: UIStoryboardSegue) { print("from", segue.source) }
            }
            class DetailViewController: UIViewController {
                @IBOutlet var nameLabel: UILabel!
            }
            storyboard "Main" {
                scene List: ListViewController, initial {
                    segue "showDetail", to: Detail, kind: .show
                }
                scene Detail: DetailViewController {
                    unwind "back", action: unwindToList
                }
            }
            let list = storyboard.instantiateInitialViewController()
            let nav = UINavigationController(rootViewController: list)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            list.performSegue(withIdentifier: "showDetail", sender: nil)
            user.tap(segue: "back", in: Detail)
            """)
        let printed = trace.events.filter { $0.callback == "print(_:)" }.map { $0.args.first?.value ?? "" }
        #expect(printed == ["showDetail Detail false", "from Detail"])
    }

    @Test func segueIsKnownOnlyWhereUIKitPassesOne() {
        #expect(
            TraceOrder.error(
                "class A: UIViewController {\n    override func viewDidLoad() { print(segue.identifier) }\n}")?.text
                == "cannot find 'segue' in scope")
    }

    /// The end-to-end scenario: load a storyboard, perform a segue that presents a form sheet,
    /// unwind (a dismissal). Runs on iOS 12, 13, 17 and 26; before iOS 13 the form sheet covers the
    /// screen, so the presenter disappears and comes back.
    @Test func storyboardFormSheetAndUnwind_runsOnEveryVersion() throws {
        for ios in Self.versions {
            let trace = try TraceOrder.run(
                Self.navShown + "\nuser.tap(segue: \"edit\", in: list)\nuser.tap(segue: \"backToList\", in: Detail)",
                ios: ios)
            let unwind = TraceOrder.lines(
                trace, line: 26, objects: controllers,
                callbacks: [
                    "@IBAction unwind(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)", "viewDidAppear(_:)",
                    "deinit",
                ])
            let returning =
                ios < 13 ? ["nav viewDidAppear(_:)", "list viewDidAppear(_:)", "Header viewDidAppear(_:)"] : []
            #expect(
                unwind == ["list @IBAction unwind(_:)", "Detail viewWillDisappear(_:)"] + returning + [
                    "Detail viewDidDisappear(_:)", "Detail deinit",
                ], "iOS \(ios)")
        }
    }

    /// A nib: the controller is its File's Owner — `init(nibName:bundle:)`, no awakeFromNib of its own —
    /// and its outlets are decoded when the view loads (Apple docs, "init(nibName:bundle:)", "awakeFromNib()").
    @Test func nibController_outletsDecodedOnLoad_noAwakeForTheOwner() throws {
        let trace = try TraceOrder.run(
            """
            class DetailViewController: UIViewController {
                @IBOutlet var nameLabel: UILabel!
            }
            let detail = DetailViewController(nibName: "Detail", bundle: nil)
            detail.loadViewIfNeeded()
            """)
        #expect(
            TraceOrder.lines(trace, objects: ["detail", "detail.nameLabel"]) == [
                "detail init(nibName:bundle:)", "detail loadView()", "detail.nameLabel init(coder:)",
                "detail.nameLabel awakeFromNib()", "detail viewDidLoad()",
            ])
    }

    /// An overridden loadView that does not call super loads no nib: no outlet is ever connected.
    @Test func loadViewOverriddenWithoutSuper_decodesNoOutlets() throws {
        let trace = try TraceOrder.run(
            """
            class DetailViewController: UIViewController {
                @IBOutlet var nameLabel: UILabel!
                override func loadView() { view = UIView() }
            }
            storyboard "Main" { scene Detail: DetailViewController, id: "detail" }
            let detail = storyboard.instantiateViewController(withIdentifier: "detail")
            detail.loadViewIfNeeded()
            """)
        #expect(!trace.events.contains { $0.object == "detail.nameLabel" })
    }

    @Test func storyboardErrorsUseUIKitsWording() {
        #expect(
            TraceOrder.error(Self.classes + "let x = storyboard.instantiateViewController(withIdentifier: \"lsit\")")?
                .text == "Storyboard (Main) doesn't contain a view controller with identifier 'lsit'")
        #expect(
            TraceOrder.error(
                Self.classes + "let x = UIStoryboard(name: \"Mian\", bundle: nil).instantiateInitialViewController()")?
                .text == "Could not find a storyboard named 'Mian' in bundle")
        #expect(
            TraceOrder.error(Self.navShown + "\nlist.performSegue(withIdentifier: \"nope\", sender: nil)")?.text
                == "Receiver (list) has no segue with identifier 'nope'")
        #expect(
            TraceOrder.error(Self.classes + "storyboard \"Main\" { scene X: UIViewController }")?.text
                == "invalid redeclaration of storyboard \"Main\"")
        #expect(
            TraceOrder.error(
                "storyboard \"Main\" {\n    scene A: UIViewController { embed B }\n    scene B: UIViewController { embed A }\n}"
            )?
            .text == "scene 'A' embeds itself: loading its view would never end")
    }

    /// Storyboards are iOS 5, unwind segues iOS 6 (Apple docs, "UIStoryboard", "canPerformUnwindSegueAction(_:from:withSender:)").
    @Test func storyboardAPIsByVersion() {
        #expect(
            TraceOrder.error(Self.navShown, ios: 4)?.text
                == "UIStoryboard is new in iOS 5; this scenario runs on iOS 4")
        #expect(
            TraceOrder.error(
                Self.navShown
                    + "\nuser.tap(segue: \"showDetail\", in: list)\nuser.tap(segue: \"backToList\", in: Detail)",
                ios: 5)?.text == "unwind segues are new in iOS 6; this scenario runs on iOS 5")
        #expect(
            TraceOrder.error(Self.navShown + "\nuser.tap(segue: \"pick\", in: list)", ios: 7)?.text
                == "a popover segue on an iPhone needs iOS 8; this scenario runs on iOS 7")
    }

}
