/// A scenario's `class X: UIViewController { override func … }` as the model sees it: which
/// callbacks it overrides and whether each override calls `super`. The body itself belongs to the
/// scenario language; the model hands control to an `OverrideRunner` to run it (see Dispatcher).
public final class ClassDefinition {
    public let name: String
    public let base: BaseClass
    public private(set) var overrides: [Callback: OverrideDefinition] = [:]
    /// `override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }` makes this false:
    /// the container then drives its children with begin/endAppearanceTransition itself.
    public var shouldAutomaticallyForwardAppearanceMethods = true

    public init(name: String, base: BaseClass) {
        self.name = name
        self.base = base
    }

    public func addOverride(_ override: OverrideDefinition) {
        overrides[override.callback] = override
    }

    public func override(of callback: Callback) -> OverrideDefinition? {
        overrides.isEmpty ? nil : overrides[callback]
    }
}

/// The UIKit class a scenario class derives from.
public enum BaseClass: String, Sendable {
    case viewController = "UIViewController"
    case navigationController = "UINavigationController"
    case tabBarController = "UITabBarController"
    case view = "UIView"
}

/// One `override func` of a scenario class.
public struct OverrideDefinition: Sendable {
    public var callback: Callback
    /// The body contains `super.<callback>(…)`.
    public var callsSuper: Bool
    /// Opaque to the model: the scenario language's index of the body to run.
    public var bodyIndex: Int
    public var line: Int
    public var column: Int

    public init(callback: Callback, callsSuper: Bool, bodyIndex: Int, line: Int, column: Int) {
        self.callback = callback
        self.callsSuper = callsSuper
        self.bodyIndex = bodyIndex
        self.line = line
        self.column = column
    }
}
