/// A scenario's `class X: UIViewController { override func … }` as the model sees it: which
/// callbacks it overrides and whether each override calls `super`. The body itself belongs to the
/// scenario language; the model hands control to an `OverrideRunner` to run it (see Dispatcher).
package final class ClassDefinition {
    package let name: String
    package let base: BaseClass
    package private(set) var overrides: [Callback: OverrideDefinition] = [:]
    /// `override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }` makes this false:
    /// the container then drives its children with begin/endAppearanceTransition itself.
    package var shouldAutomaticallyForwardAppearanceMethods = true
    /// `override var isModalInPresentation: Bool { true }` (iOS 13+); nil: the stored property decides.
    package var isModalInPresentation: Bool?
    /// `override var supportedInterfaceOrientations: UIInterfaceOrientationMask { … }`; nil: UIKit's default.
    package var supportedInterfaceOrientations: [InterfaceOrientation]?

    /// `@IBOutlet`s, in declaration order, with their class (`UILabel`): the views a nib or storyboard
    /// decodes and connects when the controller's view loads (Storyboards/NibLoading.swift).
    package var outlets: [(name: String, className: String)] = []
    /// `@IBAction func name(_ segue: UIStoryboardSegue)` methods: unwind actions, by base name.
    package var unwindActions: Set<String> = []

    package init(name: String, base: BaseClass) {
        self.name = name
        self.base = base
    }

    package func addOverride(_ override: OverrideDefinition) {
        overrides[override.callback] = override
    }

    package func override(of callback: Callback) -> OverrideDefinition? {
        overrides.isEmpty ? nil : overrides[callback]
    }
}

/// The UIKit class a scenario class derives from.
package enum BaseClass: String, Sendable {
    case viewController = "UIViewController"
    case navigationController = "UINavigationController"
    case tabBarController = "UITabBarController"
    case pageViewController = "UIPageViewController"
    case splitViewController = "UISplitViewController"
    case view = "UIView"
}

/// One `override func` of a scenario class.
package struct OverrideDefinition: Sendable {
    package var callback: Callback
    /// The body contains `super.<callback>(…)`.
    package var callsSuper: Bool
    /// Opaque to the model: the scenario language's index of the body to run.
    package var bodyIndex: Int
    package var line: Int
    package var column: Int

    package init(callback: Callback, callsSuper: Bool, bodyIndex: Int, line: Int, column: Int) {
        self.callback = callback
        self.callsSuper = callsSuper
        self.bodyIndex = bodyIndex
        self.line = line
        self.column = column
    }
}
