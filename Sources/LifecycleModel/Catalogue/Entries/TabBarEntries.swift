// UITabBarController's delegate, as the object that adopts UITabBarControllerDelegate receives it.
// Sources: developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
// (iOS 3.0+, "The tab bar controller calls this method in response to the user tapping a tab bar item"),
// .../tabbarcontroller(_:didselect:) (iOS 2.0+, "called only in response to user taps in the tab bar and
// is not called when your code changes the tab bar contents programmatically"; "In iOS v3.0 and later…
// regardless of whether the selected view controller changed"). The order against the tabs' appearance
// callbacks: Containers/TabBarController.swift. The animator and interaction controller
// (.../tabbarcontroller(_:animationcontrollerfortransitionfrom:to:) and (_:interactioncontrollerfor:), iOS 7.0+)
// are asked for when a pan selects a tab: Containers/InteractiveTabTransition.swift.

extension CatalogueEntries {
    static let tabBar: [MethodEntry] = [
        MethodEntry(
            .tabBarControllerShouldSelect, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(3), superCall: .notApplicable),
        MethodEntry(
            .tabBarControllerDidSelect, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(2), superCall: .notApplicable),
        MethodEntry(
            .tabBarControllerAnimationController, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(7), superCall: .notApplicable),
        MethodEntry(
            .tabBarControllerInteractionController, .controller, phase: .containment, frequency: .onEvent,
            availability: .since(7), superCall: .notApplicable),
    ]
}
