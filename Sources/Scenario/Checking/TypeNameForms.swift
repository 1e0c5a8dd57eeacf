import LifecycleModel

/// Values of types the model does not model, told apart by how they are written.
extension Checker {
    /// `SideMenuSettings()`, `HomeRowReminder()`: a name of two or more words that ends in neither
    /// `Controller` nor `View` (LibraryClasses reads those) is an app's or a library's value type, not a
    /// view controller; a one-word name (`A()`, `Detail()`) stays a controller of that class, as scenarios
    /// write them.
    static func isCompoundTypeName(_ name: String) -> Bool {
        var capitals = 0, lowercase = 0
        for byte in name.utf8 {
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { capitals += 1 }
            if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") { lowercase += 1 }
        }
        return capitals >= 2 && lowercase > 0 && !name.hasSuffix("Controller") && !name.hasSuffix("View")
    }

    /// `[Story]()`, `[UIViewController]()`: an empty array of the type written.
    mutating func emptyArrayInitialiser(_ callee: ExprSyntax, arguments: [ArgumentSyntax]) -> (CheckedExpr, ValueType)?
    {
        guard arguments.isEmpty, case .array(let elements, _) = callee, elements.count == 1,
            case .name(let typeName, _) = elements[0], Checker.isCapitalised(typeName)
        else { return nil }
        return (.array([]), .array(declaredType(typeName)))
    }

    /// `UITextField.textDidChangeNotification`, `UIResponder.keyboardWillShowNotification`,
    /// `NSNotification.Name.UIKeyboardWillShow`: a notification the model never posts. An observer of it is
    /// registered and noted; only the scenario's own `post(name:)` of it would run it.
    mutating func unpostedNotificationName(_ expression: ExprSyntax) -> NotificationName? {
        let spelling: String
        switch expression {
        case .member(.name(let type, _), let member, _) where member.hasSuffix("Notification") && type.hasPrefix("UI"):
            spelling = type + "." + member
        case .member(.member(.name("NSNotification", _), "Name", _), let member, _):
            spelling = "NSNotification.Name." + member
        default:
            return nil
        }
        noteNotModelled(spelling)
        return NotificationName(rawValue: spelling, spelling: spelling)
    }
}

extension Checker {
    /// A controller or view of a class neither the scenario nor the model declares (`SFSafariViewController(url:)`,
    /// `WKWebView(frame:)`): a member the model knows on another type (`delegate`) may be its own.
    func isLibraryInstanceType(_ type: ValueType) -> Bool {
        switch type {
        case .controller(_, let className?), .view(let className?):
            return classes[className] == nil && Checker.uikitType(className) == nil
        default:
            return false
        }
    }
}
