import LifecycleModel

/// `NotificationCenter.default`: `addObserver(self, selector: #selector(m), name: …, object: nil)`,
/// `addObserver(forName:object:queue:using:)` (returns the token), `removeObserver(self)`,
/// `removeObserver(token)`, `post(name:object:)`; names are UIKit's lifecycle notifications or ones the
/// scenario declares (`extension Notification.Name { static let x = Notification.Name("x") }`).
enum NotificationExpr {
    /// The observer's method `bodyIndex` (a helper of its class) runs with it as `self` on each post.
    case addSelectorObserver(observer: CheckedExpr, method: String, bodyIndex: Int, name: NotificationName)
    /// The block runs with the `self` of the code that added it; the result is the token.
    case addBlockObserver(name: NotificationName, body: [CheckedStatement], capturesSelfStrongly: Bool)
    /// `removeObserver(x)`: `x` is an observer (its selector registrations, for `name` only if given) or a token.
    case remove(CheckedExpr, name: NotificationName?)
    case post(NotificationName)
}

extension Checker {
    static let observerTokenType = ValueType.opaque("NSObjectProtocol")

    /// `extension Notification.Name { static let dataDidChange = Notification.Name("dataDidChange") }`.
    mutating func declareNotificationNames(_ declarations: [NotificationNameSyntax]) throws(ScenarioError) {
        for declaration in declarations {
            guard notificationNames[declaration.name] == nil else {
                throw ScenarioError(
                    location: declaration.location, .nameRedeclared(declaration.name))
            }
            guard let raw = Checker.constructedNotificationName(declaration.value) else {
                throw ScenarioError(
                    location: declaration.value.location,
                    .expectedNameConstruction(declaration.name))
            }
            notificationNames[declaration.name] = NotificationName(rawValue: raw, spelling: ".\(declaration.name)")
        }
    }

    /// `Notification.Name("x")` / `NSNotification.Name("x")`: `x`.
    private static func constructedNotificationName(_ expression: ExprSyntax) -> String? {
        guard case .call(.member(.name(let type, _), "Name", _), let arguments, nil, _) = expression,
            type == "Notification" || type == "NSNotification", arguments.count == 1, arguments[0].label == nil,
            case .string(let raw, _) = arguments[0].value
        else { return nil }
        return raw
    }

    /// Calls on `NotificationCenter.default`; nil for anything else.
    mutating func checkNotificationCall(
        callee: ExprSyntax, arguments: [ArgumentSyntax], trailing: ClosureSyntax?,
        location: SourceLocation
    ) throws(ScenarioError) -> (CheckedExpr, ValueType)? {
        guard case .member(let base, let method, let methodLocation) = callee,
            case .member(.name("NotificationCenter", _), "default", _) = base, lookup("NotificationCenter") == nil
        else { return nil }
        let labels = arguments.map { $0.label ?? "_" }
        switch (method, labels) {
        case ("addObserver", ["_", "selector", "name", "object"]):
            return (
                .swift(.notification(try checkSelectorObserver(arguments, location: location))),
                .opaque("Void")
            )
        case ("addObserver", ["forName", "object", "queue", "using"]),
            ("addObserver", ["forName", "object", "queue"]) where trailing != nil:
            return (
                .swift(.notification(try checkBlockObserver(arguments, trailing: trailing, location: location))),
                Checker.observerTokenType
            )
        case ("removeObserver", ["_"]), ("removeObserver", ["_", "name", "object"]):
            let (target, _) = try check(arguments[0].value, expected: nil, bindingName: nil)
            let name = arguments.count > 1 ? try notificationName(arguments[1].value) : nil
            return (.swift(.notification(.remove(target, name: name))), .opaque("Void"))
        case ("post", ["name", "object"]), ("post", ["name"]):
            if arguments.count > 1 { _ = try check(arguments[1].value, expected: nil, bindingName: nil) }
            return (.swift(.notification(.post(try notificationName(arguments[0].value)))), .opaque("Void"))
        default:
            throw ScenarioError(location: methodLocation, .centerMethodNotModelled(method, labels: labels))
        }
    }

    private mutating func checkSelectorObserver(
        _ arguments: [ArgumentSyntax],
        location: SourceLocation
    ) throws(ScenarioError) -> NotificationExpr {
        let (observer, observerType) = try check(arguments[0].value, expected: nil, bindingName: nil)
        let className: String?
        switch observerType {
        case .controller(_, let name), .view(let name): className = name
        default:
            throw ScenarioError(
                location: arguments[0].value.location,
                .observerNotControllerOrView, hint: .addSelfAsObserver)
        }
        let (selector, _) = try check(arguments[1].value, expected: nil, bindingName: nil)
        guard case .environment(.selector(let method)) = selector else {
            throw ScenarioError(
                location: arguments[1].value.location, .expectedSelector)
        }
        guard let className, let bodyIndex = classHelpers[className]?[method] else {
            throw ScenarioError(
                location: arguments[1].value.location,
                .noObserverMethod(type: className ?? observerType.name, method: method),
                hint: .declareObjcMethod(method))
        }
        let name = try notificationName(arguments[2].value)
        _ = try check(arguments[3].value, expected: nil, bindingName: nil)
        return .addSelectorObserver(observer: observer, method: method, bodyIndex: bodyIndex, name: name)
    }

    private mutating func checkBlockObserver(
        _ arguments: [ArgumentSyntax], trailing: ClosureSyntax?,
        location: SourceLocation
    ) throws(ScenarioError) -> NotificationExpr {
        guard context != nil else {
            throw ScenarioError(
                location: location, .blockObserverOutsideController, hint: .addInOverride)
        }
        let name = try notificationName(arguments[0].value)
        _ = try check(arguments[1].value, expected: nil, bindingName: nil)
        switch arguments[2].value {
        case .nilLiteral, .implicitMember("main", _), .member(.name("OperationQueue", _), "main", _): break
        default:
            throw ScenarioError(
                location: arguments[2].value.location, .mainQueueDeliveryOnly, hint: .queueMain)
        }
        var block = trailing
        if arguments.count == 4 {
            guard case .closure(let closure) = arguments[3].value else {
                throw ScenarioError(
                    location: arguments[3].value.location, .expectedObserverBlock)
            }
            block = closure
        }
        guard let block else {
            throw ScenarioError(location: location, .missingObserverBlock)
        }
        let body = try inScope { checker throws(ScenarioError) in
            if let parameter = block.parameters.first, parameter != "_" {
                _ = try checker.declareBinding(parameter, type: .opaque("Notification"), at: block.location)
            }
            return try checker.checkClosure(block)
        }
        return .addBlockObserver(
            name: name, body: body, capturesSelfStrongly: Checker.capturesSelfStrongly(block))
    }

    /// `UIApplication.didBecomeActiveNotification`, `UIScene.willEnterForegroundNotification`, `.dataDidChange`,
    /// `Notification.Name.dataDidChange`, `Notification.Name("dataDidChange")`.
    private mutating func notificationName(_ expression: ExprSyntax) throws(ScenarioError) -> NotificationName {
        switch expression {
        case .member(.name(let type, _), let member, let location) where type == "UIApplication" || type == "UIScene":
            guard let notification = LifecycleNotification(rawValue: "\(type).\(member)") else {
                let known: [(key: String, display: String)] = LifecycleNotification.allCases.map {
                    ($0.rawValue, $0.rawValue)
                }
                throw ScenarioError(
                    location: location, .notification(.notPosted("\(type).\(member)")),
                    hint: Suggestions.didYouMean("\(type).\(member)", in: known))
            }
            return notification.name
        case .implicitMember(let member, let location),
            .member(.member(.name("Notification", _), "Name", _), let member, let location):
            guard let name = notificationNames[member] else {
                throw ScenarioError(
                    location: location, .swift(.typeHasNoMember(type: "Notification.Name", member: member)),
                    hint: .notification(.declareNotificationName(member)))
            }
            return name
        default:
            if let raw = Checker.constructedNotificationName(expression) {
                return notificationNames.values.first { $0.rawValue == raw }
                    ?? NotificationName(rawValue: raw, spelling: "Notification.Name(\"\(raw)\")")
            }
            if let unposted = unpostedNotificationName(expression) { return unposted }
            throw ScenarioError(
                location: expression.location, .expectedNotificationName, hint: .notificationNameForms)
        }
    }
}
