import Testing

@testable import LifecycleModel

/// `Simulator.swipeTab(_:to:completes:)` refuses what UIKit cannot do: a pan drives a tab switch only
/// through the delegate's animator and interaction controller (Apple docs, both iOS 7.0+), so before
/// iOS 7, or without such a delegate, there is no interactive switch. The orders are pinned in
/// ScenarioTests/InteractiveTabTransitionTests.swift (they need a scenario class as the delegate).
@Suite struct InteractiveTabTransitionModelTests {
    func tabsShown(ios: Int) throws -> (Simulator, TabBarController, ViewController) {
        let simulator = try Simulator(ios: IOSVersion(ios))
        simulator.beginEvent(line: 1)
        let tabs = simulator.makeTabBarController(name: "tabs")
        let a = simulator.makeViewController(name: "A"), b = simulator.makeViewController(name: "B")
        for object in [tabs, a, b] as [ViewController] { simulator.bind(object) }
        try simulator.setViewControllers([a, b], on: tabs)
        try simulator.setRootViewController(tabs)
        simulator.makeKeyAndVisible()
        simulator.endEvent()
        return (simulator, tabs, b)
    }

    @Test func appleDocs_withoutTheDelegatesAnimatorThereIsNoInteractiveSwitch() throws {
        let (simulator, tabs, b) = try tabsShown(ios: 17)
        simulator.beginEvent(line: 2)
        #expect(throws: ModelError(.noInteractiveTabTransition(tabs: "tabs"))) {
            try simulator.swipeTab(tabs, to: b, completes: false)
        }
        #expect(tabs.selectedIndex == 0)
    }

    @Test func appleDocs_customTabSwitchesArriveInIOS7() throws {
        #expect(VersionedAPI.tabBarTransitionAnimator.introduced == 7)
        let (simulator, tabs, b) = try tabsShown(ios: 6)
        simulator.beginEvent(line: 2)
        #expect(
            throws: ModelError(
                .tabTransitionAnimatorNew(introduced: 7, running: IOSVersion(6)),
                unavailable: FeatureUnavailable(.api(.tabBarTransitionAnimator)))
        ) {
            try simulator.swipeTab(tabs, to: b, completes: false)
        }
    }
}
