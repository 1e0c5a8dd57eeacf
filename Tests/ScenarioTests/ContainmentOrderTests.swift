import LifecycleModel
import Testing

@testable import Scenario

/// Child containment end to end. Sources: Apple docs, "Implementing a Container View Controller"
/// (addChild → addSubview → didMove; willMove(nil) → removeFromSuperview → removeFromParent; addChild
/// sends willMove, removeFromParent sends didMove(nil)); jianshu.com/p/ad86ca978747 (addSubview of a
/// child's view into a visible parent sends the child viewWillAppear and viewDidAppear, removeFromSuperview
/// the disappearing pair; begin/endAppearanceTransition stand for those calls); StackOverflow 48653763
/// (a child embedded in viewDidLoad appears with its parent); wangling.me, "The Inconsistent Order of
/// View Transition Events" (a cancelled transition: will-appear, will-disappear, did-disappear).
@Suite struct ContainmentOrderTests {
    static let appearance: Set<String> = [
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
        "viewDidDisappear(_:)", "willMove(toParent:)", "didMove(toParent:)",
    ]
    static let shown = "window.rootViewController = P\nwindow.makeKeyAndVisible()\n"
    static let add = "do { P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P) }\n"

    /// From iOS 9 the child's viewDidAppear waits until the block has returned, after the container's
    /// didMove, and UIKit sends didMove again (Yohe's "children" log; YoheChildrenLogTests).
    @Test func appleDocs_addChildToAVisibleParent_willAppearInsideAddSubview_didAppearAfterDidMove() throws {
        let trace = try TraceOrder.run(Self.shown + Self.add)
        #expect(
            TraceOrder.lines(trace, line: 3, objects: ["C"], callbacks: Self.appearance.union(["viewDidLoad()"])) == [
                "C willMove(toParent:)", "C viewDidLoad()", "C viewWillAppear(_:)", "C didMove(toParent:)",
                "C viewDidAppear(_:)", "C didMove(toParent:)",
            ])
        let willMove = try #require(trace.events.first { $0.object == "C" && $0.callback == "willMove(toParent:)" })
        #expect(willMove.args == [Argument("parent", "P")])
    }

    /// Containment arrived in iOS 5; up to iOS 8 (no ordered log) the model keeps both appearance
    /// callbacks inside `addSubview`; before iOS 13 there is no `viewIsAppearing(_:)`.
    @Test(arguments: [5, 6, 8, 9, 12])
    func addChildToAVisibleParent_iOS5to12_noViewIsAppearing(ios: Int) throws {
        let trace = try TraceOrder.run(Self.shown + Self.add, ios: ios)
        let callbacks = Self.appearance.union(["viewIsAppearing(_:)"])
        let expected =
            ios >= 9
            ? [
                "C willMove(toParent:)", "C viewWillAppear(_:)", "C didMove(toParent:)", "C viewDidAppear(_:)",
                "C didMove(toParent:)",
            ]
            : ["C willMove(toParent:)", "C viewWillAppear(_:)", "C viewDidAppear(_:)", "C didMove(toParent:)"]
        #expect(TraceOrder.lines(trace, line: 3, objects: ["C"], callbacks: callbacks) == expected)
    }

    @Test func appleDocs_removeChild_childDisappearsInsideRemoveFromSuperview() throws {
        let trace = try TraceOrder.run(
            Self.shown + Self.add
                + "do { C.willMove(toParent: nil); C.view.removeFromSuperview(); C.removeFromParent() }")
        #expect(
            TraceOrder.lines(trace, line: 4, objects: ["C"], callbacks: Self.appearance) == [
                "C willMove(toParent:)", "C viewWillDisappear(_:)", "C viewDidDisappear(_:)", "C didMove(toParent:)",
            ])
        #expect(trace.events.last { $0.object == "C" }?.args == [Argument("parent", "nil")])
    }

    @Test func stackOverflow48653763_childEmbeddedInViewDidLoadAppearsWithItsParent() throws {
        let trace = try TraceOrder.run(
            """
            class Container: UIViewController {
                let content = UIViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(content); view.addSubview(content.view); content.didMove(toParent: self)
                }
            }
            let P = Container()
            window.rootViewController = P
            window.makeKeyAndVisible()
            """)
        #expect(
            TraceOrder.lines(trace, callbacks: Self.appearance.union(["init(nibName:bundle:)"])) == [
                "P init(nibName:bundle:)", "P.content init(nibName:bundle:)",
                "P.content willMove(toParent:)", "P.content didMove(toParent:)",
                "P viewWillAppear(_:)", "P.content viewWillAppear(_:)", "P viewDidAppear(_:)",
                "P.content viewDidAppear(_:)",
            ])
        // The stored property is created inside the class's initialiser, as Swift runs it.
        #expect(trace.events[1].depth == 1)
    }

    /// microsoft/WinObjC#2115: a controller's view added without `addChild` to an on-screen view gets
    /// `viewWillAppear(_:)` from the view entering the window, and nothing to pair it.
    @Test func winObjC2115_childViewAddedWithoutAddChild_controllerGetsOnlyViewWillAppear() throws {
        let trace = try TraceOrder.run(Self.shown + "P.view.addSubview(C.view)")
        #expect(TraceOrder.lines(trace, objects: ["C"], callbacks: Self.appearance) == ["C viewWillAppear(_:)"])
        #expect(trace.events.last { $0.object == "C" }?.state.inWindow == true)
    }

    /// Matt Neuburg, Programming iOS, "containerEventForwarding" (github.com/mattneub/Programming-iOS-
    /// Book-Examples, bk2ch06p334containerEventForwarding, its logged "On flip"): willMove for both, the old
    /// child's viewWillDisappear, the new child's viewWillAppear and layout, then the new child's
    /// viewDidAppear BEFORE the old child's viewDidDisappear, then the completion's didMove calls.
    @Test func neuburgContainerEventForwarding_newChildAppearsBeforeTheOldDisappears() throws {
        let trace = try TraceOrder.run(
            Self.shown + Self.add + """
                do {
                    C.willMove(toParent: nil)
                    P.addChild(D)
                    P.transition(from: C, to: D, duration: 0.3, options: .transitionCrossDissolve, animations: nil) { _ in
                        C.removeFromParent(); D.didMove(toParent: P)
                    }
                }
                """)
        #expect(
            TraceOrder.lines(trace, objects: ["C", "D"], callbacks: Self.appearance).suffix(8) == [
                "C willMove(toParent:)", "D willMove(toParent:)",
                "C viewWillDisappear(_:)", "D viewWillAppear(_:)",
                "D viewDidAppear(_:)", "C viewDidDisappear(_:)",
                "C didMove(toParent:)", "D didMove(toParent:)",
            ])
        // The animation ends on a later run-loop turn: the did-callbacks are in a later transaction.
        let will = try #require(trace.events.first { $0.object == "D" && $0.callback == "viewWillAppear(_:)" })
        let did = try #require(trace.events.first { $0.object == "D" && $0.callback == "viewDidAppear(_:)" })
        #expect(did.transaction > will.transaction)
        #expect(will.args == [Argument("animated", "true")])
    }

    @Test func transitionBetweenNonSiblingsIsRejectedAsUIKitDoes() throws {
        let error = try #require(
            TraceOrder.error(
                Self.shown + Self.add
                    + "P.transition(from: C, to: D, duration: 0.3, options: [], animations: nil)"))
        #expect(error.location == SourceLocation(line: 4, column: 3))
        #expect(error.text.hasPrefix("Children view controllers C and D must have a common parent view controller"))
    }

    /// microsoft/WinObjC#2115, "Adding a controller owned view directly to a view hierarchy shouldn't
    /// automatically invoke viewDidAppear": on iOS `[window addSubview:controller.view]` sends
    /// `viewWillAppear:` only; nothing pairs it, and removing the view sends nothing.
    @Test func winObjC2115_viewAddedStraightToTheVisibleWindowGetsOnlyAnUnpairedViewWillAppear() throws {
        let trace = try TraceOrder.run(Self.shown + "window.addSubview(C.view)\nC.view.removeFromSuperview()")
        #expect(
            TraceOrder.lines(trace, objects: ["C"], callbacks: Self.appearance.union(["viewIsAppearing(_:)"]))
                == ["C viewWillAppear(_:)"])
        #expect(trace.diagnostics.map(\.rule) == [.ll005])
        #expect(
            trace.diagnostics.first?.message
                == .childViewAddedToWindow(
                    child: RuleObject(name: "C", className: "UIViewController"), unpairedAppearance: true))
    }

    /// "UIKit-ViewAppear/Disappear", ivanchan.github.io (2016): a controller's view added without
    /// `addChild` in the parent's `viewDidLoad` gets no `viewWillAppear`; added once the parent is on
    /// screen, it does.
    @Test func ivanChan2016_viewAddedWithoutAddChildBeforeTheParentAppearsHearsNothing() throws {
        let early = try TraceOrder.run(
            """
            class Parent: UIViewController {
                let orphan = UIViewController()
                override func viewDidLoad() { super.viewDidLoad(); view.addSubview(orphan.view) }
            }
            let P = Parent()
            window.rootViewController = P
            window.makeKeyAndVisible()
            """)
        #expect(TraceOrder.lines(early, objects: ["P.orphan"], callbacks: Self.appearance) == [])
        #expect(
            early.diagnostics.first?.message
                == .childViewAddedWithoutAddChild(
                    child: RuleObject(name: "P.orphan", className: "UIViewController"), container: "P",
                    unpairedAppearance: false))
        let late = try TraceOrder.run(Self.shown + "P.view.addSubview(C.view)")
        let willAppear = try #require(late.events.first { $0.object == "C" && $0.callback == "viewWillAppear(_:)" })
        #expect(willAppear.line == 3 && !willAppear.state.inWindow)
        #expect(!late.events.contains { $0.object == "C" && $0.callback == "viewDidAppear(_:)" })
    }

    /// Douglas Hill (douglashill.co, status 1160211814522740737): a child's appearance transition is
    /// cancelled by a second `beginAppearanceTransition` with the opposite flag, then one
    /// `endAppearanceTransition` — not an end followed by a new transition.
    @Test func douglasHill_cancellingIsASecondBeginTheOtherWayThenOneEnd() throws {
        let trace = try TraceOrder.run(
            Self.shown + Self.add + """
                C.beginAppearanceTransition(false, animated: true)
                do { C.beginAppearanceTransition(true, animated: false); C.endAppearanceTransition() }
                """)
        #expect(
            TraceOrder.lines(trace, objects: ["C"], callbacks: Self.appearance).suffix(3) == [
                "C viewWillDisappear(_:)", "C viewWillAppear(_:)", "C viewDidAppear(_:)",
            ])
        let didAppear = try #require(trace.events.last { $0.object == "C" && $0.callback == "viewDidAppear(_:)" })
        #expect(didAppear.line == 5 && didAppear.state.appearance == .appeared)
        #expect(trace.diagnostics.isEmpty)
    }

    static let pager = """
        class Pager: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let P = Pager()
        window.rootViewController = P
        window.makeKeyAndVisible()
        do { P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P) }

        """

    @Test func customContainer_childHearsNothingUntilBeginAndEnd() throws {
        let trace = try TraceOrder.run(
            Self.pager + "do { C.beginAppearanceTransition(true, animated: false); C.endAppearanceTransition() }")
        #expect(
            TraceOrder.lines(trace, line: 7, objects: ["C"], callbacks: Self.appearance) == [
                "C willMove(toParent:)", "C didMove(toParent:)",
            ])
        #expect(
            TraceOrder.lines(trace, line: 8, objects: ["C"], callbacks: Self.appearance) == [
                "C viewWillAppear(_:)", "C viewDidAppear(_:)",
            ])
        #expect(trace.diagnostics == [])
    }

    @Test func customContainer_cancelledTransition_beginTrueThenBeginFalseThenEnd() throws {
        let trace = try TraceOrder.run(
            Self.pager + """
                do { C.beginAppearanceTransition(true, animated: true); C.beginAppearanceTransition(false, animated: true); C.endAppearanceTransition() }
                """)
        #expect(
            TraceOrder.lines(trace, line: 8, objects: ["C"], callbacks: Self.appearance) == [
                "C viewWillAppear(_:)", "C viewWillDisappear(_:)", "C viewDidDisappear(_:)",
            ])
        #expect(trace.diagnostics == [])
    }

    @Test func customContainer_parentAppearingDoesNotForward() throws {
        let trace = try TraceOrder.run(
            """
            class Pager: UIViewController {
                let page = UIViewController()
                override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
                override func viewDidLoad() { super.viewDidLoad(); addChild(page); view.addSubview(page.view); page.didMove(toParent: self) }
            }
            window.rootViewController = Pager()
            window.makeKeyAndVisible()
            """)
        #expect(
            TraceOrder.lines(trace, objects: ["Pager.page"], callbacks: Self.appearance) == [
                "Pager.page willMove(toParent:)", "Pager.page didMove(toParent:)",
            ])
    }

    @Test func parentDisappearing_forwardsToItsChildren() throws {
        let trace = try TraceOrder.run(
            """
            let nav = UINavigationController(rootViewController: P)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            do { P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P) }
            nav.pushViewController(B, animated: false)
            """)
        #expect(
            TraceOrder.lines(trace, line: 5, objects: ["P", "C"], callbacks: Self.appearance) == [
                "P viewWillDisappear(_:)", "C viewWillDisappear(_:)", "P viewDidDisappear(_:)",
                "C viewDidDisappear(_:)",
            ])
    }

    /// rickytan/RTRootNavigationController issue 36 (rickytan, 2017, a developer's report of what UIKit
    /// did): a UITabBarController pushed onto a navigation controller and popped hears
    /// `willMove(toParent: nil)`/`didMove(toParent: nil)`, but its children hear neither — they never leave
    /// the tab bar controller. Agrees with the model; pinned here (the same report's storyboard case, a tab
    /// bar scene pushed by a segue, needs tab bar scenes the language cannot declare yet).
    @Test func rickytanIssue36_poppedTabBarControllersChildrenHearNoMoveCallbacks() throws {
        let trace = try TraceOrder.run(
            """
            let nav = UINavigationController(rootViewController: A)
            window.rootViewController = nav; window.makeKeyAndVisible()
            let tabs = UITabBarController()
            tabs.viewControllers = [B, C]
            nav.pushViewController(tabs, animated: true)
            nav.popViewController(animated: true)
            """, ios: 11)
        #expect(
            TraceOrder.lines(trace, line: 6, callbacks: ["willMove(toParent:)", "didMove(toParent:)"]) == [
                "tabs willMove(toParent:)", "tabs didMove(toParent:)",
            ])
    }
}
