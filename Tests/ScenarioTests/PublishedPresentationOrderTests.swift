import LifecycleModel
import Testing

@testable import Scenario

/// Presentation orders from published device logs and UIKit tests (issue 23), each test named after its
/// source:
/// - ww-tech/lasso, "ModalTestingTests+SystemBehavior.swift" (Trevor Beasty, WW International, 2019–2023,
///   https://github.com/ww-tech/lasso; CI on iOS 13.3–16.4 simulators): what each controller has recorded
///   right after `present`/`dismiss` returns, after one main-queue turn, and at the transition's completion.
/// - remkoh.dev, "iOS: UIViewController lifecycle in a StoryBoard" (https://remkoh.dev/?p=4214): a storyboard
///   segue's full-screen presentation, the presenter laid out under the modal.
/// - UIKit's UIViewController.h (iOS 13 SDK and later) on reading `modalPresentationStyle`.
@Suite struct PublishedPresentationOrderTests {
    static let appearance: Set<String> = [
        "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]

    /// A's and B's appearance callbacks and the top-level prints, in order: "» text" for a print.
    static func marked(_ trace: Trace, from line: Int) -> [String] {
        trace.events.filter { $0.line >= line }.compactMap { event in
            if event.kind == .console { return "» " + (event.args.first { $0.label == "output" }?.value ?? "") }
            guard event.object == "A" || event.object == "B", appearance.contains(event.callback) else { return nil }
            return "\(event.object) \(event.callback)"
        }
    }

    /// Lines 1–3: A on screen, B in `style`; line 4 presents and marks what ran inside the call and by the
    /// next main-queue turn (lasso's `assertControllerEvent`: its `onViewDidLoad` hook right after the call,
    /// `onViewWillAppear` after one main-queue turn, `onViewDidAppear` at the transition's completion).
    static func presenting(_ style: String, animated: Bool) -> String {
        """
        window.rootViewController = A; window.makeKeyAndVisible()
        B.modalPresentationStyle = .\(style)
        print("shown")
        do { A.present(B, animated: \(animated)); print("returned"); DispatchQueue.main.async { print("main queue") } }
        """
    }

    static func dismissing(_ style: String, animated: Bool) -> String {
        """
        window.rootViewController = A; window.makeKeyAndVisible()
        B.modalPresentationStyle = .\(style)
        A.present(B, animated: true)
        do { A.dismiss(animated: \(animated)); print("returned"); DispatchQueue.main.async { print("main queue") } }
        """
    }

    static let lassoVersions = [13, 14, 15, 16]

    // MARK: lasso, test_Animated_Presentation / test_NotAnimated_Presentation

    /// Nothing but the view's loading inside the call, for full screen and page sheet, animated or not;
    /// after one main-queue turn the will-callbacks have run; a non-animated full-screen presentation has
    /// ended by then, a non-animated page sheet ends only at the transition's completion.
    @Test func lassoSystemBehavior_present_noCallbackInsideTheCall_iOS13to16() throws {
        for ios in Self.lassoVersions + [17, 26] {
            let fullAnimated = try TraceOrder.run(Self.presenting("fullScreen", animated: true), ios: ios)
            #expect(
                Self.marked(fullAnimated, from: 4) == [
                    "B viewDidLoad()", "» returned", "A viewWillDisappear(_:)", "B viewWillAppear(_:)", "» main queue",
                    "B viewDidAppear(_:)", "A viewDidDisappear(_:)",
                ], "iOS \(ios)")
            let fullStill = try TraceOrder.run(Self.presenting("fullScreen", animated: false), ios: ios)
            #expect(
                Self.marked(fullStill, from: 4) == [
                    "B viewDidLoad()", "» returned", "A viewWillDisappear(_:)", "B viewWillAppear(_:)",
                    "B viewDidAppear(_:)", "A viewDidDisappear(_:)", "» main queue",
                ], "iOS \(ios)")
            for animated in [true, false] {
                let sheet = try TraceOrder.run(Self.presenting("pageSheet", animated: animated), ios: ios)
                #expect(
                    Self.marked(sheet, from: 4) == [
                        "B viewDidLoad()", "» returned", "B viewWillAppear(_:)", "» main queue", "B viewDidAppear(_:)",
                    ], "iOS \(ios), animated \(animated)")
            }
        }
    }

    /// lasso's first CI ran on iOS 12.4 (Xcode 10.3), and its check right after the call is the same there:
    /// nothing inside the call; by the next main-queue block its pre-iOS 13 branch expects the whole
    /// full-screen presentation (a page sheet was full screen on an iPhone then).
    @Test func lassoSystemBehavior_present_iOS12_nothingInsideTheCall_sheetIsFullScreen() throws {
        let trace = try TraceOrder.run(Self.presenting("pageSheet", animated: false), ios: 12)
        #expect(
            Self.marked(trace, from: 4) == [
                "B viewDidLoad()", "» returned", "A viewWillDisappear(_:)", "B viewWillAppear(_:)",
                "B viewDidAppear(_:)", "A viewDidDisappear(_:)", "» main queue",
            ])
    }

    /// Before iOS 12 no test or log shows the call's timing: the model keeps the callbacks inside the call
    /// (PresentationVersions.swift says why).
    @Test func presentBeforeIOS12_callbacksStayInsideTheCall_modelsChoice() throws {
        let trace = try TraceOrder.run(Self.presenting("pageSheet", animated: false), ios: 11)
        #expect(
            Self.marked(trace, from: 4) == [
                "B viewDidLoad()", "A viewWillDisappear(_:)", "B viewWillAppear(_:)", "» returned",
                "B viewDidAppear(_:)", "A viewDidDisappear(_:)", "» main queue",
            ])
    }

    // MARK: lasso, test_Animated_Dismissal / test_NotAnimated_Dismissal

    /// After one main-queue turn: the will-callbacks (animated), the whole dismissal (non-animated full
    /// screen), or only the sheet's `viewWillDisappear` (non-animated page sheet: its `viewDidDisappear`
    /// comes at the completion). What runs inside the call itself is the model's choice (Presentation.swift).
    @Test func lassoSystemBehavior_dismiss_afterOneMainQueueTurn_iOS13to16() throws {
        for ios in Self.lassoVersions {
            let fullAnimated = try TraceOrder.run(Self.dismissing("fullScreen", animated: true), ios: ios)
            let fullAnimatedLines = Self.marked(fullAnimated, from: 4)
            let queueTurn = try #require(fullAnimatedLines.firstIndex(of: "» main queue"))
            #expect(
                Set(fullAnimatedLines[..<queueTurn]).isSuperset(of: ["A viewWillAppear(_:)", "B viewWillDisappear(_:)"])
            )
            #expect(
                Array(fullAnimatedLines[(queueTurn + 1)...]) == ["A viewDidAppear(_:)", "B viewDidDisappear(_:)"])
            let fullStill = try TraceOrder.run(Self.dismissing("fullScreen", animated: false), ios: ios)
            #expect(Self.marked(fullStill, from: 4).last == "» main queue", "iOS \(ios)")
            let sheetStill = try TraceOrder.run(Self.dismissing("pageSheet", animated: false), ios: ios)
            let sheetLines = Self.marked(sheetStill, from: 4)
            let sheetTurn = try #require(sheetLines.firstIndex(of: "» main queue"))
            #expect(
                sheetLines[..<sheetTurn].filter { $0.hasPrefix("A ") || $0.hasPrefix("B ") } == [
                    "B viewWillDisappear(_:)"
                ])
            #expect(Array(sheetLines[(sheetTurn + 1)...]) == ["B viewDidDisappear(_:)"], "iOS \(ios)")
        }
    }

    /// The presentation waits for the commit, so a dismissal asked for in the same turn follows it there:
    /// the presented controller appears and then goes, in order.
    @Test func presentThenDismissInOneTurn_theDismissalFollowsThePresentation() throws {
        let trace = try TraceOrder.run(
            """
            window.rootViewController = A; window.makeKeyAndVisible()
            B.modalPresentationStyle = .fullScreen
            do { A.present(B, animated: false); A.dismiss(animated: false) }
            """)
        let lines = Self.marked(trace, from: 3)
        #expect(lines.first == "B viewDidLoad()")
        #expect(lines.contains("B viewWillAppear(_:)"))
        #expect(lines.last == "A viewDidAppear(_:)" || lines.last == "B viewDidDisappear(_:)")
        #expect(trace.diagnostics.isEmpty)
    }

    // MARK: remkoh.dev, "iOS: UIViewController lifecycle in a StoryBoard"

    /// Scenario 2 of the log: a full-screen segue from the root lays the root out after the destination's
    /// layout, before the destination's `viewDidAppear`; the root was the window's root.
    @Test func remkohStoryboardLog_fullScreenSegue_presenterLaidOutUnderTheModal() throws {
        let source = """
            class First: UIViewController {}
            class Second: UIViewController {}
            storyboard "Main" {
                scene Start: First, id: "start", initial {
                    segue "login", to: Next, kind: .presentModally
                }
                scene Next: Second, id: "next"
            }
            let vc1 = storyboard.instantiateInitialViewController()
            window.rootViewController = vc1
            window.makeKeyAndVisible()
            user.tap(segue: "login", in: vc1)
            """
        let logged: Set<String> = [
            "loadView()", "viewDidLoad()", "prepare(for:sender:)", "viewWillAppear(_:)", "viewWillLayoutSubviews()",
            "viewDidLayoutSubviews()", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
        ]
        let trace = try TraceOrder.run(source, ios: 12)
        #expect(
            TraceOrder.lines(trace, line: 12, objects: ["vc1", "Next"], callbacks: logged) == [
                "vc1 prepare(for:sender:)", "Next loadView()", "Next viewDidLoad()", "vc1 viewWillDisappear(_:)",
                "Next viewWillAppear(_:)", "Next viewWillLayoutSubviews()", "Next viewDidLayoutSubviews()",
                "vc1 viewWillLayoutSubviews()", "vc1 viewDidLayoutSubviews()", "Next viewDidAppear(_:)",
                "vc1 viewDidDisappear(_:)",
            ])
    }

    /// seeking-star.com, "UIViewControllerのライフサイクル" (https://seeking-star.com/prog/swift/lifecycle_uiviewcontroller/):
    /// the same order when the presentation is made in code (a button's action), FirstViewController the root.
    @Test func seekingStarLog_codePresent_presenterLaidOutUnderTheModal() throws {
        let trace = try TraceOrder.run(
            """
            window.rootViewController = First; window.makeKeyAndVisible()
            First.present(Second, animated: true)
            """, ios: 12)
        let logged: Set<String> = [
            "viewDidLoad()", "viewWillAppear(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
            "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
        ]
        #expect(
            TraceOrder.lines(trace, line: 2, objects: ["First", "Second"], callbacks: logged) == [
                "Second viewDidLoad()", "First viewWillDisappear(_:)", "Second viewWillAppear(_:)",
                "Second viewWillLayoutSubviews()", "Second viewDidLayoutSubviews()", "First viewWillLayoutSubviews()",
                "First viewDidLayoutSubviews()", "Second viewDidAppear(_:)", "First viewDidDisappear(_:)",
            ])
    }

    /// The log is from before iOS 13 (the default segue removes the presenter); darkjoin's iOS 10 table has no
    /// presenter layout, so the model starts it at iOS 12, its first row after iOS 8.
    @Test func remkohStoryboardLog_notBeforeIOS12_darkjoinTableIOS10() throws {
        let trace = try TraceOrder.run(
            """
            window.rootViewController = A; window.makeKeyAndVisible()
            A.present(B, animated: true)
            """, ios: 8)
        #expect(TraceOrder.lines(trace, line: 2, objects: ["A"], callbacks: ["viewWillLayoutSubviews()"]).isEmpty)
    }

    /// A presents B full screen; once B is on screen (line 5) B presents C full screen.
    static let presentedPresenterPresents = """
        window.rootViewController = A; window.makeKeyAndVisible()
        B.modalPresentationStyle = .fullScreen
        A.present(B, animated: true)
        C.modalPresentationStyle = .fullScreen
        B.present(C, animated: true)
        """

    /// Scenario 3 of the same log: a presenter that was itself presented is not laid out again.
    @Test func remkohStoryboardLog_presentedPresenter_notLaidOut() throws {
        let trace = try TraceOrder.run(Self.presentedPresenterPresents, ios: 12)
        #expect(TraceOrder.lines(trace, line: 5, objects: ["B"], callbacks: ["viewWillLayoutSubviews()"]).isEmpty)
    }

    // MARK: UIViewController.h (iOS 13 SDK and later), `modalPresentationStyle`

    /// "reading it will always return a concrete presentation style": `.pageSheet` on iOS 13–17, `.formSheet`
    /// from iOS 18; before iOS 13 the default is `.fullScreen`. In a segue's `prepare(for:sender:)` the
    /// destination reads the concrete style, or the segue's own (`.fullScreen` for a Full Screen segue).
    @Test func uikitHeader_modalPresentationStyle_readsConcreteStyle_inPrepareForSegue() throws {
        func source(_ presentation: String) -> String {
            """
            class First: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    print(segue.destination.modalPresentationStyle)
                }
            }
            class Second: UIViewController {}
            storyboard "Main" {
                scene Start: First, id: "start", initial {
                    segue "go", to: Next, kind: .presentModally\(presentation)
                }
                scene Next: Second, id: "next"
            }
            let vc1 = storyboard.instantiateInitialViewController()
            window.rootViewController = vc1
            window.makeKeyAndVisible()
            vc1.performSegue(withIdentifier: "go", sender: nil)
            """
        }
        for (ios, expected) in [
            (12, "fullScreen"), (13, "pageSheet"), (17, "pageSheet"), (18, "formSheet"), (26, "formSheet"),
        ] {
            let trace = try TraceOrder.run(source(""), ios: ios)
            #expect(ControlFlowTests.printed(trace).map { $0.hasSuffix(expected) } == [true], "iOS \(ios)")
            let fullScreen = try TraceOrder.run(source(", presentation: .fullScreen"), ios: ios)
            #expect(ControlFlowTests.printed(fullScreen).map { $0.hasSuffix("fullScreen") } == [true], "iOS \(ios)")
        }
    }

    // MARK: the rows name their sources (Sources/Evidence)

    /// From iOS 13 a presentation's rows rest on lasso's tests as well as darkjoin's order; the presenter's
    /// layout under a full-screen modal on remkoh.dev's and seeking-star.com's logs.
    @Test func presentationRowsNameLassoAndTheLayoutLogs() throws {
        let trace = try TraceOrder.run(
            """
            window.rootViewController = A; window.makeKeyAndVisible()
            B.modalPresentationStyle = .fullScreen
            A.present(B, animated: true)
            """)
        let willAppear = try #require(trace.events.first { $0.object == "B" && $0.callback == "viewWillAppear(_:)" })
        #expect(willAppear.evidence.contains(.lassoModalSystemBehavior))
        #expect(willAppear.evidence.contains(.darkjoinLifecycleDemo))
        let didAppear = try #require(trace.events.first { $0.object == "B" && $0.callback == "viewDidAppear(_:)" })
        #expect(didAppear.evidence.contains(.lassoModalSystemBehavior))
        let presenterLayout = try #require(
            trace.events.last { $0.object == "A" && $0.callback == "viewWillLayoutSubviews()" })
        #expect(presenterLayout.line == 3)
        #expect(presenterLayout.evidence.contains(.remkohStoryboardLifecycle))
        #expect(presenterLayout.evidence.contains(.seekingStarLifecycle))
        let older = try TraceOrder.run(
            """
            window.rootViewController = A; window.makeKeyAndVisible()
            A.present(B, animated: true)
            """, ios: 11)
        let olderWill = try #require(older.events.first { $0.object == "B" && $0.callback == "viewWillAppear(_:)" })
        #expect(Array(olderWill.evidence) == [.darkjoinLifecycleDemo])
    }
}
