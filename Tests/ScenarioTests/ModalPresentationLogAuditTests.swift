import LifecycleModel
import Testing

@testable import Scenario

/// Issue 23, audit of published logs of modal presentations and of older releases, each run on its own
/// release (November 2026). Every source compared, with the result:
/// - "ViewController视图生命周期" (juejin.cn/post/7171098718656020510, December 2022, iOS 16): A presents B
///   and B is dismissed, per style. Full screen: B viewDidAppear before A viewDidDisappear, and on the way
///   back A viewDidAppear before B viewDidDisappear; page and form sheet: A hears nothing. MATCH.
/// - betterhee, "LifeCycle" (betterhee.tistory.com/75, 2022-10-28, iOS 16): styles none (the default), full
///   screen and over full screen, with the presented controller's deinit after its viewDidDisappear. MATCH.
/// - eunyuni, "UIView lifecycle, Present, Full & Card Screen" (eunyuni.github.io, 2019-12, its "ios12버전"
///   log): the same full-screen order and deinit on iOS 12. MATCH for the orders; the deinit DIFFERED where
///   the controller is made in a method (`let next = Second()` in a button's action): the model never let a
///   method's local go, so the dismissed controller lived on. Followed (Checking/LocalRelease.swift).
/// - "vc切换到vc总结" (juejin.cn/post/6844903928123883527, console timestamp 2019-07-03, iOS 12): presenting
///   again from the covered presenter in the first completion logs "Attempt to present … whose view is not
///   in the window hierarchy!" and runs no later completion; dismissing a stack from its bottom returns to
///   the bottom at once; a second dismiss from a completion does nothing and runs no completion. MATCH.
/// - "iOS 聊聊present和dismiss" (e-com-net.com; copied at cnblogs.com/zhou--fei/p/17219575.html; no release,
///   the properties are the same since iOS 5): A presents B, B presents C, each controller's
///   presentingViewController/presentedViewController printed. MATCH on 12 and 17.
/// - yagamo-style.com, "iOS/iPadOS 13 のモーダル画面から戻った際に、ライフサイクルメソッドが呼ばれないパターンがある"
///   (2020-03-02, Xcode 11, iOS 13): unwinding from a default (sheet) segue calls the unwind action but no
///   appearance callback of the presenter; a swipe down calls neither; a Full Screen segue's unwind calls
///   both. MATCH.
/// - "UIModalPresentationStyleCustom不调用viewWillDisappear问题" (juejin.cn/post/7032937831286702094, 2021):
///   a `.custom` presentation gives the presenter no viewWillDisappear/viewDidDisappear. MATCH.
/// - axl411, "详解 iOS 8 UIPresentationController Custom Presentation" (mobilists.eleme.io, 2016, iOS 8–9; a
///   walk-through of the calls, not a printed log, and no appearance callbacks): presentationTransitionWillBegin,
///   the container's layout, presentationTransitionDidEnd at the end, then the present completion. MATCH
///   (weak: the model's place for these among the appearance callbacks stays its choice).
/// DIFFER, weak, not modelled: blog.ztap.net, "UIViewController viewDidUnload not called when received
/// memory warning on iOS 5" (2013-08-13; a report in prose, no log): a controller with neither a nib nor a
/// loadView override keeps its view on a memory warning on iOS 5. The model unloads every hidden
/// controller's view there, as Apple's viewDidUnload documentation says; one report, cause unknown.
/// DIFFER, weak, not modelled: a dismiss asked for while an animated presentation is still running, on
/// iOS 12 and earlier — kouhan.cn's article 00031460 (a machine-written digest of an old Stack Overflow
/// question: the presented controller stays, `modalViewController` still set) and developers' comments in
/// GitHub projects quoting UIKit's "Attempt to dismiss from view controller … while a presentation or
/// dismiss is in progress!" (iOS 6-era code, no printed order) say the dismiss is refused; the model
/// dismisses at once (from iOS 13 it follows the presentation, as lasso's tests show). tewha.net, "How to
/// avoid starting view controllers in the wrong orientation on startup" (2012, iOS 5–6, prose): a
/// presentation from the first controller's viewWillAppear happens; the model reports LL009 and presents
/// nothing. minjae1995.tistory.com/59 (2024; a tab's child presenting from its first viewWillAppear) prints
/// UIKit's "Presenting view controller … from detached view controller … is not supported" where the model
/// presents without a diagnostic — a presentation from inside a tab container, left to that audit.
/// Not expressible, so not compared: `presentModalViewController:animated:` (the scenario language has only
/// `present`), a custom animator's `animateTransition` and the coordinator's alongside completion.
@Suite struct ModalPresentationLogAuditTests {
    static let appearance: Set<String> = [
        "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]

    /// What the scenario printed, in order.
    static func printed(_ trace: Trace) -> [String] {
        trace.events.filter { $0.kind == .console }.map { $0.args.first?.value ?? "" }
    }

    /// A (the window's root) presents B in `style`; B is dismissed; both animated.
    static func presentAndDismiss(_ style: String) -> String {
        """
        window.rootViewController = A
        window.makeKeyAndVisible()
        B.modalPresentationStyle = \(style)
        A.present(B, animated: true)
        B.dismiss(animated: true)
        """
    }

    /// The rows of A and `presented` caused by the presenting line and by the dismissing line after it.
    static func expectRows(
        _ trace: Trace, presentLine: Int, presented: String, callbacks: Set<String>, present: [String],
        dismiss: [String]
    ) {
        let objects: Set<String> = ["A", presented]
        #expect(TraceOrder.lines(trace, line: presentLine, objects: objects, callbacks: callbacks) == present)
        #expect(TraceOrder.lines(trace, line: presentLine + 1, objects: objects, callbacks: callbacks) == dismiss)
    }

    // MARK: juejin.cn/post/7171098718656020510 (iOS 16)

    @Test func juejinPresentLifecycleTable_fullScreen_iOS16() throws {
        let trace = try TraceOrder.run(Self.presentAndDismiss(".fullScreen"), ios: 16)
        Self.expectRows(
            trace, presentLine: 4, presented: "B", callbacks: Self.appearance,
            present: [
                "B viewDidLoad()", "A viewWillDisappear(_:)", "B viewWillAppear(_:)", "B viewDidAppear(_:)",
                "A viewDidDisappear(_:)",
            ],
            dismiss: [
                "B viewWillDisappear(_:)", "A viewWillAppear(_:)", "A viewDidAppear(_:)", "B viewDidDisappear(_:)",
            ])
    }

    @Test(arguments: [".pageSheet", ".formSheet"])
    func juejinPresentLifecycleTable_sheetsLeaveThePresenterAlone_iOS16(style: String) throws {
        let trace = try TraceOrder.run(Self.presentAndDismiss(style), ios: 16)
        Self.expectRows(
            trace, presentLine: 4, presented: "B", callbacks: Self.appearance,
            present: [
                "B viewDidLoad()", "B viewWillAppear(_:)", "B viewDidAppear(_:)",
            ],
            dismiss: [
                "B viewWillDisappear(_:)", "B viewDidDisappear(_:)",
            ])
    }

    // MARK: betterhee.tistory.com (iOS 16) and eunyuni.github.io (iOS 12): with the deinit

    /// A presents a `Second` made in the call (nothing else holds it) in `style`, then dismisses it.
    static func presentAndDismissMadeInTheCall(_ style: String) -> String {
        """
        class Second: UIViewController {
            override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                modalPresentationStyle = \(style)
            }
            deinit { print("Second deinit") }
        }
        window.rootViewController = A
        window.makeKeyAndVisible()
        A.present(Second(), animated: true)
        A.dismiss(animated: true)
        """
    }

    static let withDeinit = appearance.union(["deinit"])

    @Test(arguments: [".automatic", ".overFullScreen"])
    func betterheeLifeCycle_presenterStays_iOS16(style: String) throws {
        let trace = try TraceOrder.run(Self.presentAndDismissMadeInTheCall(style), ios: 16)
        Self.expectRows(
            trace, presentLine: 10, presented: "Second", callbacks: Self.withDeinit,
            present: [
                "Second viewDidLoad()", "Second viewWillAppear(_:)", "Second viewDidAppear(_:)",
            ],
            dismiss: [
                "Second viewWillDisappear(_:)", "Second viewDidDisappear(_:)", "Second deinit",
            ])
    }

    @Test(arguments: [12, 16])
    func betterheeAndEunyuni_fullScreenWithDeinit(ios: Int) throws {
        let trace = try TraceOrder.run(Self.presentAndDismissMadeInTheCall(".fullScreen"), ios: ios)
        Self.expectRows(
            trace, presentLine: 10, presented: "Second", callbacks: Self.withDeinit,
            present: [
                "Second viewDidLoad()", "A viewWillDisappear(_:)", "Second viewWillAppear(_:)",
                "Second viewDidAppear(_:)", "A viewDidDisappear(_:)",
            ],
            dismiss: [
                "Second viewWillDisappear(_:)", "A viewWillAppear(_:)", "A viewDidAppear(_:)",
                "Second viewDidDisappear(_:)", "Second deinit",
            ])
    }

    /// The logs' controllers are made in a button's action (`let next = Second()`, then `present`): the
    /// local goes at the end of the method, as in Swift, so the presenter is the only owner and the
    /// dismissal frees it. A local that a closure uses stays alive for the closure.
    static let madeInAMethod = """
        class Second: UIViewController {
            deinit { print("Second deinit") }
        }
        class First: UIViewController {
            func show() {
                let second = Second()
                present(second, animated: true)
            }
            func showLater() {
                let second = Second()
                DispatchQueue.main.async { self.present(second, animated: true) }
            }
        }
        let first = First()
        window.rootViewController = first
        window.makeKeyAndVisible()
        """

    @Test func betterheeAndEunyuni_aControllerMadeInAnActionIsFreedByTheDismissal() throws {
        let trace = try TraceOrder.run(Self.madeInAMethod + "\nfirst.show()\nfirst.dismiss(animated: true)", ios: 16)
        #expect(
            TraceOrder.lines(trace, line: 18, objects: ["second"], callbacks: Self.withDeinit) == [
                "second viewWillDisappear(_:)", "second viewDidDisappear(_:)", "second deinit",
            ])
        #expect(Self.printed(trace) == ["Second deinit"])
    }

    @Test func aLocalAClosureUsesStaysAliveForIt() throws {
        let later = try TraceOrder.run(Self.madeInAMethod + "\nfirst.showLater()", ios: 16)
        #expect(TraceOrder.lines(later, objects: ["second"], callbacks: ["viewDidAppear(_:)"]).count == 1)
        #expect(Self.printed(later).isEmpty)
    }

    // MARK: juejin.cn/post/6844903928123883527 (iOS 12)

    /// The covered presenter presents again from the first completion: UIKit's warning (LL009), nothing
    /// presented, the nested completion never runs.
    @Test func juejinVcSwitchSummary_presentFromTheCoveredPresenterInTheCompletion_iOS12() throws {
        let trace = try TraceOrder.run(
            """
            window.rootViewController = A
            window.makeKeyAndVisible()
            A.present(B, animated: true) {
                print("completion 1")
                A.present(C, animated: true) {
                    print("completion 2")
                }
            }
            """, ios: 12)
        #expect(Self.printed(trace) == ["completion 1"])
        #expect(trace.diagnostics.map(\.rule) == [.ll009])
        #expect(TraceOrder.lines(trace, objects: ["C"], callbacks: Self.appearance).isEmpty)
        #expect(TraceOrder.lines(trace, objects: ["B"], callbacks: ["viewWillDisappear(_:)"]).isEmpty)
    }

    /// A presents B, B presents C, C presents D (full screen); A dismisses: D disappears and A comes back
    /// at once; B and C, off screen already, hear nothing. Then A presents nothing.
    @Test func juejinVcSwitchSummary_dismissingAStackFromItsBottom_iOS12() throws {
        let trace = try TraceOrder.run(
            """
            window.rootViewController = A
            window.makeKeyAndVisible()
            A.present(B, animated: true)
            B.present(C, animated: true)
            C.present(D, animated: true)
            A.dismiss(animated: true)
            print("\\(A.presentedViewController)")
            """, ios: 12)
        #expect(
            TraceOrder.lines(trace, line: 6, callbacks: Self.appearance) == [
                "D viewWillDisappear(_:)", "A viewWillAppear(_:)", "A viewDidAppear(_:)", "D viewDidDisappear(_:)",
            ])
        #expect(Self.printed(trace) == ["nil"])
    }

    /// A second dismiss, from the first one's completion, finds nothing presented: no effect, and its
    /// completion does not run.
    @Test func juejinVcSwitchSummary_repeatedDismissRunsOnlyTheFirstCompletion_iOS12() throws {
        let trace = try TraceOrder.run(
            """
            window.rootViewController = A
            window.makeKeyAndVisible()
            A.present(B, animated: true)
            A.dismiss(animated: true) {
                print("dismiss 1")
                A.dismiss(animated: true) {
                    print("dismiss 2")
                }
            }
            """, ios: 12)
        #expect(Self.printed(trace) == ["dismiss 1"])
        #expect(TraceOrder.lines(trace, objects: ["A"], callbacks: ["viewWillAppear(_:)"]).count == 2)
    }

    // MARK: "iOS 聊聊present和dismiss"

    @Test(arguments: [12, 17])
    func presentAndDismissTalk_presentingAndPresentedAfterAPresentsBAndBPresentsC(ios: Int) throws {
        let trace = try TraceOrder.run(
            """
            window.rootViewController = A
            window.makeKeyAndVisible()
            B.modalPresentationStyle = .fullScreen
            C.modalPresentationStyle = .fullScreen
            A.present(B, animated: true)
            print("\\(A.presentingViewController) \\(A.presentedViewController) \\(B.presentingViewController) \\(B.presentedViewController)")
            B.present(C, animated: true)
            print("\\(A.presentingViewController) \\(A.presentedViewController) \\(B.presentingViewController) \\(B.presentedViewController) \\(C.presentingViewController) \\(C.presentedViewController)")
            """, ios: ios)
        #expect(Self.printed(trace) == ["nil B A nil", "nil B A C B nil"])
    }

    // MARK: yagamo-style.com, 2020 (iOS 13)

    static let yagamoDefaultAndFullScreen = """
        class Main: UIViewController {
            @IBAction func unwindToMain(_ segue: UIStoryboardSegue) { print("Returned through unwind segue.") }
        }
        storyboard "Main" {
            scene SA: Main, initial {
                segue "toDefault", to: SD, kind: .presentModally
                segue "toFull", to: SF, kind: .presentModally, presentation: .fullScreen
            }
            scene SD: UIViewController { unwind "back", action: unwindToMain }
            scene SF: UIViewController { unwind "back", action: unwindToMain }
        }
        let a = storyboard.instantiateInitialViewController()
        window.rootViewController = a
        window.makeKeyAndVisible()
        user.tap(segue: "toDefault", in: a)
        user.tap(segue: "back", in: SD)
        user.tap(segue: "toDefault", in: a)
        user.dragDownSheet(SD, completes: true)
        user.tap(segue: "toFull", in: a)
        user.tap(segue: "back", in: SF)
        """

    @Test func yagamoStyle2020_sheetUnwindAndSwipeGiveThePresenterNothing_fullScreenUnwindDoes_iOS13() throws {
        let trace = try TraceOrder.run(Self.yagamoDefaultAndFullScreen, ios: 13)
        let presenter = Self.appearance.union(["@IBAction unwind(_:)"])
        #expect(TraceOrder.lines(trace, line: 15, objects: ["a"], callbacks: presenter).isEmpty)
        #expect(TraceOrder.lines(trace, line: 16, objects: ["a"], callbacks: presenter) == ["a @IBAction unwind(_:)"])
        #expect(TraceOrder.lines(trace, line: 18, objects: ["a"], callbacks: presenter).isEmpty)
        #expect(
            TraceOrder.lines(trace, line: 20, objects: ["a"], callbacks: presenter) == [
                "a @IBAction unwind(_:)", "a viewWillAppear(_:)", "a viewDidAppear(_:)",
            ])
        #expect(Self.printed(trace) == ["Returned through unwind segue.", "Returned through unwind segue."])
    }

    // MARK: Custom presentations

    static let custom = """
        class Dimmed: UIPresentationController {}
        class Transitions: NSObject, UIViewControllerTransitioningDelegate {
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                return Dimmed(presentedViewController: presented, presenting: presenting)
            }
        }
        window.rootViewController = A
        window.makeKeyAndVisible()
        let transitions = Transitions()
        B.modalPresentationStyle = .custom
        B.transitioningDelegate = transitions
        A.present(B, animated: true) { print("present completion") }
        """

    /// juejin.cn/post/7032937831286702094: the presenter of a `.custom` presentation hears nothing.
    @Test(arguments: [9, 15])
    func juejinCustomStyle_presenterGetsNoDisappearance(ios: Int) throws {
        let trace = try TraceOrder.run(Self.custom, ios: ios)
        #expect(TraceOrder.lines(trace, line: 13, objects: ["A"], callbacks: Self.appearance).isEmpty)
    }

    /// mobilists.eleme.io (2016): the presentation controller's phases, and the completion after the end.
    @Test func elemeCustomPresentationWalkthrough_phasesThenTheCompletion_iOS9() throws {
        let trace = try TraceOrder.run(Self.custom, ios: 9)
        let rows = trace.events.filter { $0.line == 13 || $0.kind == .console }
            .filter { $0.object == "B.presentationController" || $0.kind == .console }
            .map { $0.kind == .console ? ($0.args.first?.value ?? "") : $0.callback }
        #expect(
            rows == [
                "presentationTransitionWillBegin()", "containerViewWillLayoutSubviews()",
                "containerViewDidLayoutSubviews()", "presentationTransitionDidEnd(_:)", "present completion",
            ])
    }
}
