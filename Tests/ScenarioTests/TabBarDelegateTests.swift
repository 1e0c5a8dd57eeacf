import LifecycleModel
import Testing

@testable import Scenario

/// `user.tap(tab:in:)` and UITabBarControllerDelegate. Sources: Apple docs,
/// "tabBarController(_:shouldSelect:)" ("The tab bar controller calls this method in response to the user
/// tapping a tab bar item"), "tabBarController(_:didSelect:)" ("called only in response to user taps in the
/// tab bar and is not called when your code changes the tab bar contents programmatically"; "regardless of
/// whether the selected view controller changed"); the switch itself follows pgzxc's device log
/// (pgzxc.github.io/posts/efa3afd7.html: new tab's viewWillAppear, old tab's viewWillDisappear and
/// viewDidDisappear, new tab's viewDidAppear).
@Suite struct TabBarDelegateTests {
    static func scenario(shouldSelect: String) -> String {
        """
        class Tabs: UITabBarController {
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                return \(shouldSelect)
            }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            }
        }
        let tabs = Tabs()
        tabs.viewControllers = [A, B]
        tabs.delegate = tabs
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        user.tap(tab: B, in: tabs)
        """
    }

    @Test func appleDocsAndPgzxcLog_aTapAsksTheDelegate_switches_thenTellsIt() throws {
        let trace = try TraceOrder.run(Self.scenario(shouldSelect: "true"))
        #expect(
            TraceOrder.lines(
                trace, line: 13,
                callbacks: [
                    "tabBarController(_:shouldSelect:)", "tabBarController(_:didSelect:)", "viewDidLoad()",
                    "viewWillAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)", "viewDidAppear(_:)",
                ])
                == [
                    "tabs tabBarController(_:shouldSelect:)", "B viewDidLoad()", "B viewWillAppear(_:)",
                    "A viewWillDisappear(_:)", "A viewDidDisappear(_:)", "B viewDidAppear(_:)",
                    "tabs tabBarController(_:didSelect:)",
                ])
    }

    @Test func appleShouldSelect_falseKeepsTheCurrentTab() throws {
        let trace = try TraceOrder.run(Self.scenario(shouldSelect: "false"))
        #expect(TraceOrder.lines(trace, line: 13) == ["tabs tabBarController(_:shouldSelect:)"])
    }

    @Test func appleDidSelect_notCalledForASelectionInCode() throws {
        let source = Self.scenario(shouldSelect: "true").split(separator: "\n").dropLast().joined(separator: "\n")
        let trace = try TraceOrder.run(source + "\ntabs.selectedIndex = 1")
        #expect(TraceOrder.lines(trace, line: 13, callbacks: ["tabBarController(_:didSelect:)"]).isEmpty)
        #expect(TraceOrder.lines(trace, line: 13, callbacks: ["viewDidAppear(_:)"]) == ["B viewDidAppear(_:)"])
    }

    @Test func appleDidSelect_calledWhenTheSelectedTabIsTappedAgain() throws {
        let source = Self.scenario(shouldSelect: "true") + "\nuser.tap(tab: B, in: tabs)"
        let trace = try TraceOrder.run(source)
        #expect(
            TraceOrder.lines(trace, line: 14)
                == ["tabs tabBarController(_:shouldSelect:)", "tabs tabBarController(_:didSelect:)"])
    }

    @Test func aDelegateMethodIsNotAnOverride() {
        let error = TraceOrder.error(
            """
            class Tabs: UITabBarController {
                override func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                }
            }
            """)
        #expect(error?.text.hasPrefix("method 'tabBarController(_:didSelect:)' does not override") == true)
    }

    @Test func tappingATabThatIsNotThere_isAnError() {
        let error = TraceOrder.error(
            """
            let tabs = UITabBarController()
            tabs.viewControllers = [A]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            user.tap(tab: B, in: tabs)
            """)
        #expect(error?.text == "B is not one of tabs's viewControllers")
    }
}
