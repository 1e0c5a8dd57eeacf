/// A `UIView`. Views the scenario creates are traced (their callbacks appear in the trace); a
/// controller's root view is not: its layout reaches the trace through the controller's callbacks.
public class View: ModelObject {
    public internal(set) weak var superview: View?
    public internal(set) var subviews: [View] = []
    /// The controller whose root view this is.
    public internal(set) weak var owner: ViewController?
    public let isTraced: Bool
    var needsLayout = true
    var needsUpdateConstraints = true
    /// Laid out at least once since it was last put in a window.
    var hasBeenLaidOut = false
    /// Traits, safe area and margins last reported (Runtime/Environment).
    var environment = ViewEnvironment()

    init(name: String, className: String = "UIView", definition: ClassDefinition? = nil, traced: Bool) {
        isTraced = traced
        super.init(name: name, className: className, definition: definition)
    }

    /// The window at the top of its superview chain, if any.
    public var window: Window? {
        var node: View = self
        while let parent = node.superview { node = parent }
        return node as? Window
    }

    public var isInWindow: Bool { window != nil }

    func isDescendant(of other: View) -> Bool {
        var node: View? = self
        while let current = node {
            if current === other { return true }
            node = current.superview
        }
        return false
    }
}

/// The app's `UIWindow`: the root of the visible view hierarchy.
public final class Window: View {
    public internal(set) var rootViewController: ViewController?
    public internal(set) var isKeyAndVisible = false

    init() {
        super.init(name: "window", className: "UIWindow", traced: false)
    }
}
