import LifecycleModel

/// Classes the model does not model that real controllers name: their app's other files and libraries
/// (`FormViewController`, `PagingView`, `IconView`) and UIKit classes outside the lifecycle
/// (`UIActivityViewController`, `WKWebView`). The rules go by the name, as a reader would:
/// - a scenario class whose superclass is unknown is a view controller when it overrides a
///   view-controller callback or its superclass's name ends in `Controller`, a view when that name ends
///   in `View`, and otherwise an app type whose values are opaque;
/// - `Name(…)` of an unknown class makes a view when the name ends in `View`, a plain controller of that
///   class when it ends in `Controller` (UIKit's presented controllers included), else an opaque value.
/// Each is noted once as not modelled. A near miss of a UIKit class the model has (`UIScrolVeiw`) stays
/// a typo, reported with its hint.
extension Checker {
    /// UIKit (and sibling frameworks') classes whose names would be near misses of modelled ones but are
    /// real: views and the controllers UIKit presents.
    static let unmodelledUIKitClasses: Set<String> = [
        "UIActivityViewController", "UIAlertController", "UIImagePickerController", "UISearchController",
        "UIDocumentPickerViewController", "UIDocumentBrowserViewController", "UIFontPickerViewController",
        "UIColorPickerViewController", "UIReferenceLibraryViewController", "UIVideoEditorController",
        "UICloudSharingController", "UIHostingController", "UIInputViewController", "UISplitViewController",
        "UIProgressView", "UIActivityIndicatorView", "UIVisualEffectView", "UIPickerView", "UIInputView",
        "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView",
        "UIWebView", "UIPopoverBackgroundView",
    ]

    /// NSObject's and UIResponder's overridable methods, outside the lifecycle.
    static let inheritedObjectMethods: Set<String> = [
        "observeValue(forKeyPath:of:change:context:)", "touchesBegan(_:with:)", "touchesMoved(_:with:)",
        "touchesEnded(_:with:)", "touchesCancelled(_:with:)", "motionEnded(_:with:)", "pressesBegan(_:with:)",
        "pressesEnded(_:with:)", "canPerformAction(_:withSender:)", "setEditing(_:animated:)",
        "encode(with:)", "awakeAfter(using:)", "target(forAction:withSender:)",
    ]

    /// Whether a capitalised name nobody declared is a library or unmodelled UIKit class rather than a typo
    /// of a class the model has.
    func isLibraryClassName(_ name: String) -> Bool {
        guard Checker.isCapitalised(name), !isTypeName(name), lookup(name) == nil, !appTypes.contains(name),
            !Checker.builtinNames.contains(name), !Checker.isAppCodeType(name)
        else { return false }
        if Checker.unmodelledUIKitClasses.contains(name) { return true }
        let known = UIKitClasses.names + classes.names
        return !name.hasPrefix("UI") || Suggestions.nearest(to: name, in: known.map { ($0, $0) }) == nil
    }

    /// `WKWebView(frame: …)`, `IconView()`, `UIActivityViewController(activityItems:…)`,
    /// `ContentViewController(index: 0)`: a view or a plain controller of that class, its arguments
    /// evaluated; nil for names the rules do not cover.
    mutating func libraryInstance(_ typeName: String, arguments: [ArgumentSyntax], bindingName: String?)
        throws(ScenarioError) -> (CheckedExpr, ValueType)?
    {
        // `MatchExampleViewController1`: a numbered class of the app keeps its kind.
        let stem = typeName.utf8.reversed().drop { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        let name = String(decoding: stem.reversed(), as: UTF8.self)
        let isView = name.hasSuffix("View"), isController = name.hasSuffix("Controller")
        guard isView || isController, isLibraryClassName(typeName) || isOpaqueTypeName(typeName) else { return nil }
        for argument in arguments {
            if case .closure(let closure) = argument.value {
                _ = try checkClosure(closure)
            } else {
                _ = try check(argument.value, expected: .opaque("argument"), bindingName: nil)
            }
        }
        noteNotModelled(typeName + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")")
        if isView {
            return (
                .newView(name: bindingName, definition: ClassDefinition(name: typeName, base: .view)),
                .view(className: typeName)
            )
        }
        return (
            .newController(
                name: bindingName, definition: ClassDefinition(name: typeName, base: .viewController), creation: .code),
            .controller(.plain, className: typeName)
        )
    }

    /// The classes whose superclass the scenario does not know, given the UIKit base their names and
    /// overrides imply (see the type's comment); the others become app types. Returns the classes the
    /// checker declares.
    mutating func resolveLibrarySuperclasses(_ declarations: [ClassSyntax]) -> [ClassSyntax] {
        let declared = Set(declarations.map { $0.name })
        var kept: [ClassSyntax] = []
        for var declaration in declarations {
            let superclass = declaration.superclass
            if !isLibraryClassName(superclass) || declared.contains(superclass) {
                kept.append(declaration)
                continue
            }
            let overridesControllerCallback = declaration.methods.contains { method in
                method.isOverride
                    && (method.swiftName.hasPrefix("view") || method.swiftName == "loadView()"
                        || method.swiftName == "didReceiveMemoryWarning()")
            }
            let base: String
            if superclass.hasSuffix("Controller") || overridesControllerCallback {
                base = "UIViewController"
            } else if superclass.hasSuffix("View") {
                base = "UIView"
            } else {
                appTypes.insert(declaration.name)
                noteNotModelled("class \(declaration.name): \(superclass)")
                continue
            }
            noteNotModelled("class \(declaration.name): \(superclass), taken as a \(base) subclass")
            librarySubclasses.insert(declaration.name)
            declaration.superclass = base
            kept.append(declaration)
        }
        return kept
    }

    /// An `override func` of a class whose superclass's own methods are outside the model: a
    /// data-source or delegate method of `UITableViewController`/`UICollectionViewController`, or any
    /// method of a library superclass that is not a near miss of a lifecycle callback.
    func overridesUnmodelledMethod(_ method: MethodSyntax, of declaration: ClassSyntax) -> Bool {
        guard method.isOverride, !Callback.allCases.contains(where: { $0.name == method.swiftName }) else {
            return false
        }
        if Checker.inheritedObjectMethods.contains(method.swiftName) { return true }
        switch declaration.superclass {
        case "UITableViewController":
            return method.swiftName.hasPrefix("tableView(") || method.swiftName.hasPrefix("numberOfSections(")
                || method.swiftName.hasPrefix("scrollView")
        case "UICollectionViewController":
            return method.swiftName.hasPrefix("collectionView(") || method.swiftName.hasPrefix("numberOfSections(")
                || method.swiftName.hasPrefix("scrollView")
        default:
            guard librarySubclasses.contains(declaration.name) else { return false }
            // A library's own overridables (`setupConstraints()`) may sit near a callback's name: only a
            // one- or two-letter slip (`viewDidLoadd()`) is taken for a misspelt callback.
            return !Callback.allCases.contains { Suggestions.editDistance(method.swiftName, $0.name) <= 2 }
        }
    }
}
