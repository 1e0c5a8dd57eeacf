import LifecycleModel
import Testing

@testable import Scenario

/// `user.swipeTab(_:to:completes:)`: a pan drives a tab switch through the delegate's animator and
/// interaction controller. Sources: Apple's "CustomTransitions" sample (Slide demo: the pan sets
/// `selectedIndex` in code; the animator is asked for first, then the interaction controller); Open Radar
/// 32135966 (a cancelled interactive tab switch puts `selectedIndex` back, calling neither its setter nor
/// `didSelect`); Apple docs, "tabBarController(_:didSelect:)" (not called for a selection made in code). The
/// tabs' appearance order has no published log: the model's choice (`modelAnimatedTabOrder`).
@Suite struct InteractiveTabTransitionTests {
    static func scenario(completes: Bool, delegate: Bool = true) -> String {
        """
        class Switcher: UIViewController {
            func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                return SlideAnimator()
            }
            func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
                return UIPercentDrivenInteractiveTransition()
            }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            }
        }
        let switcher = Switcher()
        let tabs = UITabBarController()
        tabs.viewControllers = [A, B]
        \(delegate ? "tabs.delegate = switcher" : "tabs.delegate = nil")
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        user.swipeTab(tabs, to: B, completes: \(completes))
        print(tabs.selectedIndex, tabs.selectedViewController)
        """
    }

    static let appearance: Set<String> = [
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
        "tabBarController(_:animationControllerForTransitionFrom:to:)", "tabBarController(_:interactionControllerFor:)",
        "tabBarController(_:didSelect:)",
    ]

    @Test func appleCustomTransitionsSample_asksForTheAnimatorThenTheInteractionController() throws {
        let trace = try TraceOrder.run(Self.scenario(completes: false))
        #expect(
            Array(TraceOrder.lines(trace, line: 17, callbacks: Self.appearance).prefix(4))
                == [
                    "switcher tabBarController(_:animationControllerForTransitionFrom:to:)",
                    "switcher tabBarController(_:interactionControllerFor:)",
                    "B viewWillAppear(_:)", "A viewWillDisappear(_:)",
                ])
        let asked = try #require(trace.events.first { $0.callback == "tabBarController(_:interactionControllerFor:)" })
        #expect(asked.evidence.contains(.appleCustomTransitionsSample))
    }

    @Test func openRadar32135966_aCancelledSwipePutsTheOldTabBack_withoutDidSelect() throws {
        let trace = try TraceOrder.run(Self.scenario(completes: false))
        #expect(
            TraceOrder.lines(trace, line: 17, callbacks: Self.appearance).dropFirst(2)
                == [
                    "B viewWillAppear(_:)", "A viewWillDisappear(_:)",
                    "B viewWillDisappear(_:)", "B viewDidDisappear(_:)", "A viewWillAppear(_:)", "A viewDidAppear(_:)",
                ])
        let printed = try #require(trace.events.first { $0.kind == .console })
        #expect(printed.args == [Argument("output", "0 A")])
        let undone = try #require(trace.events.last { $0.callback == "viewDidAppear(_:)" })
        #expect(undone.evidence.contains(.modelAnimatedTabOrder))
        #expect(undone.evidence.contains(.openRadarTabCancelSelectedIndex))
    }

    @Test func appleDidSelectDocs_aCompletedSwipeSelectsInCode_soNoDidSelect() throws {
        let trace = try TraceOrder.run(Self.scenario(completes: true))
        #expect(
            TraceOrder.lines(trace, line: 17, callbacks: Self.appearance).dropFirst(2)
                == ["B viewWillAppear(_:)", "A viewWillDisappear(_:)", "A viewDidDisappear(_:)", "B viewDidAppear(_:)"])
        let printed = try #require(trace.events.first { $0.kind == .console })
        #expect(printed.args == [Argument("output", "1 B")])
    }

    @Test func theFingerLiftsOnALaterTurn() throws {
        let trace = try TraceOrder.run(Self.scenario(completes: false))
        let began = try #require(trace.events.first { $0.callback == "viewWillDisappear(_:)" && $0.object == "A" })
        let ended = try #require(
            trace.events.first { $0.callback == "viewWillAppear(_:)" && $0.object == "A" && $0.line == 17 })
        #expect(ended.transaction > began.transaction)
    }

    @Test func withoutTheDelegatesAnimatorAPanCannotDriveTheSwitch() {
        let error = TraceOrder.error(Self.scenario(completes: false, delegate: false))
        #expect(error?.text.contains("a pan cannot drive its tab switch") == true)
    }

    @Test func beforeIOS7ThereAreNoCustomTabSwitches() {
        let error = TraceOrder.error(Self.scenario(completes: false), ios: 6)
        #expect(error?.text.contains("new in iOS 7") == true)
    }

    @Test func swipingToTheSelectedTab_isAnError() {
        let source = Self.scenario(completes: false).replacingOccurrences(of: "to: B", with: "to: A")
        #expect(TraceOrder.error(source)?.text.contains("already tabs's selected tab") == true)
    }

    /// Apple docs, "tabBarController(_:animationControllerForTransitionFrom:to:)": the animator is asked for a
    /// non-interactive switch too, so a tap (or code) with such a delegate is animated: the did-callbacks come
    /// on a later turn, when the animation ends; their order is the model's choice (`modelAnimatedTabOrder`).
    @Test func appleAnimatorDocs_aTapWithTheDelegatesAnimatorIsAnimated() throws {
        let source = Self.scenario(completes: true).replacingOccurrences(
            of: "user.swipeTab(tabs, to: B, completes: true)", with: "user.tap(tab: B, in: tabs)")
        let trace = try TraceOrder.run(source)
        #expect(
            TraceOrder.lines(trace, line: 17, callbacks: Self.appearance)
                == [
                    "switcher tabBarController(_:animationControllerForTransitionFrom:to:)",
                    "switcher tabBarController(_:interactionControllerFor:)",
                    "B viewWillAppear(_:)", "A viewWillDisappear(_:)", "switcher tabBarController(_:didSelect:)",
                    "A viewDidDisappear(_:)", "B viewDidAppear(_:)",
                ])
        let willAppear = try #require(trace.events.first { $0.object == "B" && $0.callback == "viewWillAppear(_:)" })
        let didAppear = try #require(trace.events.first { $0.object == "B" && $0.callback == "viewDidAppear(_:)" })
        #expect(didAppear.transaction > willAppear.transaction)
        #expect(didAppear.evidence.contains(.modelAnimatedTabOrder))
        #expect(willAppear.args == [Argument("animated", "true")])
    }

    /// Before iOS 7 there is no animator to ask (Apple docs: iOS 7.0+): the switch is the plain one.
    @Test func beforeIOS7_aTapAsksForNoAnimator() throws {
        let source = Self.scenario(completes: true).replacingOccurrences(
            of: "user.swipeTab(tabs, to: B, completes: true)", with: "user.tap(tab: B, in: tabs)")
        let trace = try TraceOrder.run(source, ios: 6)
        #expect(
            TraceOrder.lines(trace, line: 17, callbacks: Self.appearance)
                == [
                    "B viewWillAppear(_:)", "A viewWillDisappear(_:)", "A viewDidDisappear(_:)", "B viewDidAppear(_:)",
                    "switcher tabBarController(_:didSelect:)",
                ])
    }
}
