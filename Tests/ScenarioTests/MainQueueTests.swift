import LifecycleModel
import Testing

@testable import Scenario

/// `DispatchQueue.main.async`/`asyncAfter` and `UIView.animate` on the model's run loop (issue 19, item 4).
@Suite struct MainQueueTests {
    static let printed = ControlFlowTests.printed

    /// The classic case: presenting from `viewDidLoad` does nothing (the view is not in the window yet;
    /// UIKit logs "Attempt to present … whose view is not in the window hierarchy"), the same call queued
    /// on the main queue runs after the first commit and presents.
    @Test func presentingFromViewDidLoadFailsAndFromTheMainQueueWorks() throws {
        let trace = try TraceOrder.run(
            """
            class Home: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    present(Onboarding(), animated: false)
                    DispatchQueue.main.async {
                        self.present(Welcome(), animated: false)
                    }
                }
            }
            window.rootViewController = Home(); window.makeKeyAndVisible()
            """)
        #expect(
            TraceOrder.lines(trace, objects: ["Onboarding"]) == [
                "Onboarding init(nibName:bundle:)", "Onboarding deinit",
            ])
        #expect(trace.diagnostics.map(\.rule) == [.ll009])
        #expect(trace.diagnostics.first?.line == 4)
        let homeAppeared = try #require(
            trace.events.first { $0.object == "Home" && $0.callback == "viewDidAppear(_:)" })
        let welcomeAppeared = try #require(
            trace.events.first { $0.object == "Welcome" && $0.callback == "viewDidAppear(_:)" })
        #expect(homeAppeared.seq < welcomeAppeared.seq)
        let block = try #require(trace.events.first { $0.object == "Welcome" })
        #expect(block.transaction == homeAppeared.transaction + 1, "the block runs in the next turn, after the commit")
        #expect(block.line == 6)
    }

    @Test func mainQueueBlocksRunInOrderBeforeAnimationsCompleteAndDelayedOnesLast() throws {
        let trace = try TraceOrder.run(
            """
            class A: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print("after 1 s") }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { print("after 0.5 s") }
                    UIView.animate(withDuration: 0.3, animations: { print("animations") }, completion: { finished in
                        print("completion", finished)
                    })
                    DispatchQueue.main.async {
                        print("first block")
                        DispatchQueue.main.async { print("queued by the first") }
                    }
                    DispatchQueue.main.async(execute: { print("second block") })
                    print("end of viewDidAppear")
                }
            }
            window.rootViewController = A(); window.makeKeyAndVisible()
            print("next statement")
            """)
        #expect(
            Self.printed(trace) == [
                "animations", "end of viewDidAppear", "first block", "second block",
                "queued by the first", "completion true", "after 0.5 s", "after 1 s",
                "next statement",
            ])
        let transactions = trace.events.filter { $0.kind == .console }.map(\.transaction)
        // viewDidAppear(_:) of a first appearance runs in a transaction of its own after the first commit
        // (Apple's viewIsAppearing(_:) documentation; WWDC23), so its prints are in transaction 2.
        #expect(transactions == [2, 2, 3, 3, 4, 5, 6, 7, 8])
    }

    @Test func aZeroDurationAnimationCompletesOnTheNextTurn() throws {
        let trace = try TraceOrder.run(
            """
            UIView.animate(withDuration: 0, animations: { print("animations") }) { _ in print("completion") }
            """)
        #expect(Self.printed(trace) == ["animations", "completion"])
        #expect(trace.events.map(\.transaction) == [1, 2])
    }

    @Test func layoutIfNeededInsideTheAnimationsLaysOutAtOnce() throws {
        let trace = try TraceOrder.run(
            """
            class A: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    view.setNeedsLayout()
                    UIView.animate(withDuration: 0.25) {
                        self.view.layoutIfNeeded()
                    }
                    print("after animate")
                }
            }
            window.rootViewController = A(); window.makeKeyAndVisible()
            """)
        let afterAppear = trace.events.drop { $0.callback != "viewDidAppear(_:)" }
        #expect(
            afterAppear.map(\.callback).prefix(4) == [
                "viewDidAppear(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "print(_:)",
            ])
    }

    @Test func unsupportedFormsAreRefusedPrecisely() {
        #expect(
            TraceOrder.error("DispatchQueue.global().async { print(1) }")?.text
                == "the model runs blocks on the main queue only")
        #expect(
            TraceOrder.error("DispatchQueue.main.sync { print(1) }")?.text
                == "the model runs `DispatchQueue.main.async { … }` and `asyncAfter(deadline:) { … }`, not 'sync()'")
        #expect(
            TraceOrder.rendered("DispatchQueue.main.asyncAfter(deadline: 2) { }") == """
                s.scenario:1:41: error: the model needs the deadline as `.now() + seconds`
                DispatchQueue.main.asyncAfter(deadline: 2) { }
                                                        ^
                hint: for example `deadline: .now() + 0.5`
                """)
        #expect(
            TraceOrder.error("UIView.animate(withDuration: 1)")?.text
                == "missing argument for parameter 'animations' in call")
        #expect(
            TraceOrder.error("UIView.animate(withDuration: 1, animation: { })")?.text
                == "extra argument 'animation' in call")
    }
}
