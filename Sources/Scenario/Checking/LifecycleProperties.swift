import LifecycleModel

/// The properties lifecycle code reads to decide what to do, with the model's values (Apple's
/// UIViewController documentation for each): the containers above a controller, what it presents or
/// is presented by, whether its view is loaded or in a window, and why it is appearing or disappearing.
enum LifecycleProperty: String, CaseIterable, Sendable {
    case navigationController, tabBarController, splitViewController, parent, children
    case presentingViewController, presentedViewController
    case isViewLoaded, viewIfLoaded, isBeingPresented, isBeingDismissed, isMovingToParent, isMovingFromParent
    case modalPresentationStyle
    /// `UISplitViewController.isCollapsed` (a split view controller's only).
    case isCollapsed
    /// Non-nil once `modalPresentationStyle` is `.popover` (Containers/Popover.swift).
    case popoverPresentationController
    /// The presentation controller managing it or its topmost parent; only its `delegate` is set on it
    /// (Containers/SheetDismissal.swift).
    case presentationController
    /// `view.window` and `view.superview` (a view's properties; the others are a controller's).
    case window, superview
    /// A tab bar controller's: where a cancelled interactive switch leaves them
    /// (Containers/InteractiveTabTransition.swift).
    case selectedIndex, selectedViewController

    var type: ValueType {
        switch self {
        case .navigationController: return .optional(.controller(.navigation, className: nil))
        case .tabBarController: return .optional(.controller(.tabBar, className: nil))
        case .splitViewController: return .optional(.controller(.split, className: nil))
        case .parent, .presentingViewController, .presentedViewController:
            return .optional(.anyController)
        case .children: return .array(.anyController)
        case .viewIfLoaded: return .optional(.anyView)
        case .isViewLoaded, .isCollapsed, .isBeingPresented, .isBeingDismissed, .isMovingToParent, .isMovingFromParent:
            return .bool
        case .modalPresentationStyle: return .style
        case .popoverPresentationController: return .optional(.popoverController)
        case .presentationController: return .optional(.presentationController)
        case .window: return .optional(.window)
        case .superview: return .optional(.anyView)
        case .selectedIndex: return .int
        case .selectedViewController: return .optional(.anyController)
        }
    }

    /// Names whose value may be nil: a member access on them is an optional chain. A length test first:
    /// the checker asks this of most member accesses, and few names have these lengths.
    /// Read on a view, not on a controller.
    var isViewProperty: Bool { self == .window || self == .superview }

    static func isOptional(_ name: String) -> Bool {
        switch name.utf8.count {
        case 6: return name == "parent" || name == "window"
        case 9: return name == "superview"
        case 12: return name == "viewIfLoaded"
        case 16: return name == "tabBarController"
        case 19: return name == "splitViewController"
        case 20: return name == "navigationController"
        case 22: return name == "presentationController" || name == "selectedViewController"
        case 23: return name == "presentedViewController"
        case 24: return name == "presentingViewController"
        case 29: return name == "popoverPresentationController"
        default: return false
        }
    }
}

extension Checker {
    /// `name` read on a receiver of `type` (a bare name in a method reads it on `self`), or nil when it is
    /// not one of these properties of that type.
    func lifecycleRead(_ name: String, of receiver: CheckedExpr, type: ValueType) -> (CheckedExpr, ValueType)? {
        // Every property's name is 6 to 29 long and not `view` (the commonest read): one comparison rules most out.
        guard name.utf8.count >= 6, let property = LifecycleProperty(rawValue: name) else { return nil }
        let tabsOnly = property == .selectedIndex || property == .selectedViewController
        switch type {
        case .controller(.split, _) where property == .isCollapsed, .controller(.tabBar, _) where tabsOnly,
            .controller where !property.isViewProperty && property != .isCollapsed && !tabsOnly,
            .view where property.isViewProperty:
            return (.lifecycle(property, of: receiver), property.type)
        default:
            return nil
        }
    }

    /// A bare name in a method of a scenario class: `navigationController`, `isMovingFromParent`, and
    /// `window` in a view's method.
    func resolveLifecycleProperty(_ name: String) -> (CheckedExpr, ValueType)? {
        guard let context else { return nil }
        return lifecycleRead(name, of: .selfObject, type: context.selfType)
    }
}
