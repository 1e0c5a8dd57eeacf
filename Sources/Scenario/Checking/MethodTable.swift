/// The UIKit API a scenario may call: methods and properties per receiver, with parameter labels and
/// types. The checker resolves calls against it and builds its "did you mean" hints from it.
struct MethodSignature: Sendable {
    var receiver: Receiver
    var baseName: String
    /// `_` for an unlabelled parameter.
    var labels: [String]
    var types: [ValueType]
    /// Parameters from this index on have defaults and may be left out.
    var requiredCount: Int
    var operation: Operation

    var swiftName: String { baseName + "(" + labels.map { "\($0):" }.joined() + ")" }
}

struct PropertySignature: Sendable {
    var receiver: Receiver
    var name: String
    var type: ValueType
    /// The operation an assignment performs; nil for read-only properties.
    var setter: Operation?
}

enum Receiver: Sendable {
    case controller, navigation, tabBar, pages, split, view, window, user, device, app
    /// A `UILabel()` (PlainViewMethodTable).
    case label
    /// A controller's `popoverPresentationController`.
    case popover
    /// A controller's `presentationController` (a popover's is one too).
    case presentationController

    /// Whether a value of `type` has this receiver's members (a navigation controller is also a controller).
    func accepts(_ type: ValueType) -> Bool {
        switch (type, self) {
        case (.controller(.navigation, _), .navigation), (.controller(.tabBar, _), .tabBar),
            (.controller(.pages, _), .pages), (.controller(.split, _), .split),
            (.controller, .controller),
            (.view, .view), (.window, .window), (.window, .view), (.user, .user),
            (.environment(.device), .device), (.environment(.app), .app), (.popoverController, .popover),
            (.presentationController, .presentationController), (.popoverController, .presentationController):
            return true
        case (.view(let className), .label):
            return className == "UILabel"
        default:
            return false
        }
    }
}

enum MethodTable {
    static let methods: [MethodSignature] =
        [
            MethodSignature(
                receiver: .controller, baseName: "present", labels: ["_", "animated", "completion"],
                types: [.anyController, .bool, .closure], requiredCount: 2, operation: .present),
            MethodSignature(
                receiver: .controller, baseName: "dismiss", labels: ["animated", "completion"],
                types: [.bool, .closure], requiredCount: 1, operation: .dismiss),
            MethodSignature(
                receiver: .controller, baseName: "loadViewIfNeeded", labels: [], types: [],
                requiredCount: 0, operation: .loadViewIfNeeded),
            MethodSignature(
                receiver: .controller, baseName: "addChild", labels: ["_"], types: [.anyController],
                requiredCount: 1, operation: .addChild),
            MethodSignature(
                receiver: .controller, baseName: "removeFromParent", labels: [], types: [],
                requiredCount: 0, operation: .removeFromParent),
            MethodSignature(
                receiver: .controller, baseName: "willMove", labels: ["toParent"],
                types: [.optional(.anyController)], requiredCount: 1, operation: .willMoveToParent),
            MethodSignature(
                receiver: .controller, baseName: "didMove", labels: ["toParent"],
                types: [.optional(.anyController)], requiredCount: 1, operation: .didMoveToParent),
            MethodSignature(
                receiver: .controller, baseName: "transition",
                labels: ["from", "to", "duration", "options", "animations", "completion"],
                types: [.anyController, .anyController, .number, .animationOptions, .closure, .closure],
                requiredCount: 5, operation: .transition),
            MethodSignature(
                receiver: .controller, baseName: "beginAppearanceTransition", labels: ["_", "animated"],
                types: [.bool, .bool], requiredCount: 2, operation: .beginAppearanceTransition),
            MethodSignature(
                receiver: .controller, baseName: "endAppearanceTransition", labels: [], types: [],
                requiredCount: 0, operation: .endAppearanceTransition),
            MethodSignature(
                receiver: .controller, baseName: "loadView", labels: [], types: [],
                requiredCount: 0, operation: .callLoadView),
            MethodSignature(
                receiver: .navigation, baseName: "pushViewController", labels: ["_", "animated"],
                types: [.anyController, .bool], requiredCount: 2, operation: .push),
            MethodSignature(
                receiver: .navigation, baseName: "popViewController", labels: ["animated"],
                types: [.bool], requiredCount: 1, operation: .pop),
            MethodSignature(
                receiver: .navigation, baseName: "popToRootViewController", labels: ["animated"],
                types: [.bool], requiredCount: 1, operation: .popToRoot),
            MethodSignature(
                receiver: .navigation, baseName: "setViewControllers", labels: ["_", "animated"],
                types: [.array(.anyController), .bool], requiredCount: 2, operation: .setNavigationStack),
            MethodSignature(
                receiver: .tabBar, baseName: "setViewControllers", labels: ["_", "animated"],
                types: [.array(.anyController), .bool], requiredCount: 2, operation: .setTabs),
            MethodSignature(
                receiver: .view, baseName: "setNeedsLayout", labels: [], types: [], requiredCount: 0,
                operation: .setNeedsLayout),
            MethodSignature(
                receiver: .view, baseName: "layoutIfNeeded", labels: [], types: [], requiredCount: 0,
                operation: .layoutIfNeeded),
            MethodSignature(
                receiver: .view, baseName: "setNeedsUpdateConstraints", labels: [], types: [],
                requiredCount: 0, operation: .setNeedsUpdateConstraints),
            MethodSignature(
                receiver: .view, baseName: "addSubview", labels: ["_"], types: [.anyView], requiredCount: 1,
                operation: .addSubview),
            MethodSignature(
                receiver: .view, baseName: "removeFromSuperview", labels: [], types: [], requiredCount: 0,
                operation: .removeFromSuperview),
            MethodSignature(
                receiver: .window, baseName: "makeKeyAndVisible", labels: [], types: [], requiredCount: 0,
                operation: .makeKeyAndVisible),
            MethodSignature(
                receiver: .user, baseName: "swipeBack", labels: ["_", "completes"],
                types: [.controller(.navigation, className: nil), .bool],
                requiredCount: 2, operation: .swipeBack),
            MethodSignature(
                receiver: .user, baseName: "dragDownSheet", labels: ["_", "completes"],
                types: [.anyController, .bool], requiredCount: 2, operation: .dragDownSheet),
            MethodSignature(
                receiver: .controller, baseName: "performSegue", labels: ["withIdentifier", "sender"],
                types: [.string, .optional(.anyController)], requiredCount: 2, operation: .performSegue),
            MethodSignature(
                receiver: .user, baseName: "tap", labels: ["segue", "in"], types: [.string, .anyController],
                requiredCount: 2, operation: .tapSegue),
            MethodSignature(
                receiver: .user, baseName: "tap", labels: ["tab", "in"],
                types: [.anyController, .controller(.tabBar, className: nil)], requiredCount: 2, operation: .tapTab),
            MethodSignature(
                receiver: .user, baseName: "swipeTab", labels: ["_", "to", "completes"],
                types: [.controller(.tabBar, className: nil), .anyController, .bool], requiredCount: 3,
                operation: .swipeTab),
        ] + EnvironmentMethodTable.methods + PlainViewMethodTable.methods + PageViewControllerMethodTable.methods
        + SplitViewControllerMethodTable.methods

    static let properties: [PropertySignature] =
        [
            PropertySignature(receiver: .controller, name: "view", type: .anyView, setter: .assignView),
            PropertySignature(receiver: .controller, name: "isViewLoaded", type: .bool, setter: nil),
            PropertySignature(
                receiver: .controller, name: "modalPresentationStyle", type: .style,
                setter: .setModalPresentationStyle),
            PropertySignature(
                receiver: .controller, name: "transitioningDelegate", type: .optional(.transitioningDelegate),
                setter: .setTransitioningDelegate),
            PropertySignature(
                receiver: .navigation, name: "viewControllers", type: .array(.anyController),
                setter: .setNavigationStack),
            PropertySignature(
                receiver: .navigation, name: "delegate", type: .optional(.anyController),
                setter: .setNavigationDelegate),
            PropertySignature(
                receiver: .tabBar, name: "viewControllers", type: .array(.anyController), setter: .setTabs),
            PropertySignature(receiver: .tabBar, name: "selectedIndex", type: .int, setter: .selectIndex),
            PropertySignature(
                receiver: .tabBar, name: "delegate", type: .optional(.anyController), setter: .setTabBarDelegate),
            PropertySignature(
                receiver: .tabBar, name: "selectedViewController", type: .anyController,
                setter: .selectController),
            PropertySignature(
                receiver: .window, name: "rootViewController", type: .anyController,
                setter: .setRootViewController),
        ] + EnvironmentMethodTable.properties + PlainViewMethodTable.properties
        + PageViewControllerMethodTable.properties + SplitViewControllerMethodTable.properties

    /// The signatures of each base name, bucketed by the name's length: a call statement finds its
    /// method among the two or three names of that length, without hashing the name.
    private static let methodsByLength: [[(name: String, signatures: [MethodSignature])]] = {
        var buckets: [[(name: String, signatures: [MethodSignature])]] =
            Array(repeating: [], count: (methods.map { $0.baseName.utf8.count }.max() ?? 0) + 1)
        for (name, signatures) in Dictionary(grouping: methods, by: { $0.baseName }).sorted(by: { $0.key < $1.key }) {
            buckets[name.utf8.count].append((name, signatures))
        }
        return buckets
    }()

    static func methods(named baseName: String, for type: ValueType) -> [MethodSignature] {
        let length = baseName.utf8.count
        guard length < methodsByLength.count,
            let named = methodsByLength[length].first(where: { $0.name == baseName })?.signatures
        else { return [] }
        // Most names have one signature: return the stored array rather than filter into a new one.
        return named.count == 1
            ? (named[0].receiver.accepts(type) ? named : []) : named.filter { $0.receiver.accepts(type) }
    }

    static func property(named name: String, for type: ValueType) -> PropertySignature? {
        let length = name.utf8.count
        return properties.first { $0.name.utf8.count == length && $0.name == name && $0.receiver.accepts(type) }
    }

    /// Every member of the type as a hint would spell it: `pushViewController(_:animated:)`, `view`.
    static func memberNames(for type: ValueType) -> [(key: String, display: String)] {
        methods.filter { $0.receiver.accepts(type) }.map { ($0.baseName, $0.swiftName) }
            + properties.filter { $0.receiver.accepts(type) }.map { ($0.name, $0.name) }
    }
}
