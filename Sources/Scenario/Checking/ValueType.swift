import LifecycleModel

/// The static type of a scenario expression. Names follow UIKit so error messages read like Swift's.
enum ValueType: Equatable, Sendable {
    enum ControllerKind: Equatable, Sendable { case plain, navigation, tabBar, pages, split }

    /// `className` is the scenario class, or nil for the UIKit class of the kind (nil copies for free;
    /// "UIViewController" is too long for an inline string and costs a retain on every copy).
    case controller(ControllerKind, className: String?)
    case view(className: String?)
    case window, user, storyboard
    /// `popoverPresentationController` (Containers/Popover.swift): only its `sourceView` is modelled.
    case popoverController
    /// `presentationController` (Containers/SheetDismissal.swift): only its `delegate` is modelled.
    case presentationController
    /// A scenario's `UIViewControllerTransitioningDelegate` (CustomPresentationClasses.swift).
    case transitioningDelegate
    case bool, int, string, style, void, nilLiteral, closure
    indirect case array(ValueType)
    /// `Double`/`CGFloat`: a decimal literal, a geometry member, arithmetic.
    case number
    /// `UIView.AnimationOptions` (`.transitionCrossDissolve`, `[]`).
    case animationOptions
    /// A value the model reads but does not model (`CGRect`, `UIEdgeInsets`, `UILabel`): any member of
    /// it is another opaque value.
    case opaque(String)
    /// `UIViewController?`: also accepts `nil`.
    indirect case optional(ValueType)
    /// `device`, `app` and the environment values (Environment/EnvironmentTypes.swift).
    case environment(EnvironmentType)

    static let anyController = ValueType.controller(.plain, className: nil)
    static let anyView = ValueType.view(className: nil)

    var name: String {
        switch self {
        case .controller(let kind, let className):
            if let className { return className }
            switch kind {
            case .plain: return "UIViewController"
            case .navigation: return "UINavigationController"
            case .tabBar: return "UITabBarController"
            case .pages: return "UIPageViewController"
            case .split: return "UISplitViewController"
            }
        case .view(let className): return className ?? "UIView"
        case .window: return "UIWindow"
        case .user: return "User"
        case .storyboard: return "UIStoryboard"
        case .popoverController: return "UIPopoverPresentationController"
        case .presentationController: return "UIPresentationController"
        case .transitioningDelegate: return "UIViewControllerTransitioningDelegate"
        case .bool: return "Bool"
        case .int: return "Int"
        case .string: return "String"
        case .style: return "UIModalPresentationStyle"
        case .void: return "()"
        case .nilLiteral: return "nil"
        case .closure: return "() -> Void"
        case .array(let element): return "[\(element.name)]"
        case .number: return "CGFloat"
        case .animationOptions: return "UIView.AnimationOptions"
        case .opaque(let name): return name
        case .optional(let wrapped): return wrapped.name + "?"
        case .environment(let type): return type.name
        }
    }

    /// Whether a value of this type can be passed where `expected` is wanted.
    func conforms(to expected: ValueType) -> Bool {
        switch (self, expected) {
        case (.controller(let kind, _), .controller(let wanted, let wantedClass)):
            guard wantedClass == nil else { return self == expected }
            return wanted == .plain || kind == wanted
        case (.view, .view(let wantedClass)):
            return wantedClass == nil || self == expected
        case (.array(let element), .array(let wanted)):
            return element.conforms(to: wanted)
        case (.nilLiteral, .optional):
            return true
        case (_, .optional(let wrapped)):
            return conforms(to: wrapped)
        case (.int, .number), (.opaque, .number), (.array, .animationOptions):
            return true
        case (.opaque, .string), (.opaque, .bool), (.opaque, .int), (.opaque, .opaque):
            return true // `NSLocalizedString(…)`, a value of app code: what it holds is not modelled
        default:
            return self == expected
        }
    }

    /// Arithmetic accepts it.
    var isNumeric: Bool {
        switch self {
        case .int, .number, .opaque: return true
        default: return false
        }
    }

    /// A value the model does not model, or an optional one (`Mode?`): contextual members of it are opaque.
    var isOpaque: Bool {
        switch self {
        case .opaque: return true
        case .optional(let wrapped): return wrapped.isOpaque
        default: return false
        }
    }

    /// A controller, a view or the window, optional or in an array: what UIKit's modelled calls take.
    var holdsObjects: Bool {
        switch self {
        case .controller, .view, .window: return true
        case .optional(let wrapped), .array(let wrapped): return wrapped.holdsObjects
        default: return false
        }
    }

    var controllerKind: ControllerKind? {
        if case .controller(let kind, _) = self { return kind }
        return nil
    }
}

extension ValueType.ControllerKind {
    init(_ base: BaseClass) {
        switch base {
        case .navigationController: self = .navigation
        case .tabBarController: self = .tabBar
        case .pageViewController: self = .pages
        case .splitViewController: self = .split
        case .viewController, .view: self = .plain
        }
    }
}
