/// The checker's errors about notifications (`NotificationChecking`): names as the scenario wrote them.
package enum NotificationMessage: Equatable, Sendable {
    /// A second `static let` of that name in `extension Notification.Name`.
    case nameRedeclared(String)
    /// A `static let` whose value is not `Notification.Name("…")`: its name.
    case expectedNameConstruction(String)
    /// A NotificationCenter method the model does not run: its name and argument labels.
    case centerMethodNotModelled(String, labels: [String])
    case observerNotControllerOrView
    case expectedSelector
    /// The observer's type and the selector's method.
    case noObserverMethod(type: String, method: String)
    case blockObserverOutsideController
    case mainQueueDeliveryOnly
    case expectedObserverBlock
    case missingObserverBlock
    /// `UIApplication.something` the model does not post: the whole name.
    case notPosted(String)
    case expectedNotificationName
}

/// What to write for a notification instead.
package enum NotificationHint: Equatable, Sendable {
    case addSelfAsObserver
    /// `@objc func method()` in the observer's class.
    case declareObjcMethod(String)
    case addInOverride
    case queueMain
    /// `extension Notification.Name { static let member = … }`
    case declareNotificationName(String)
    case notificationNameForms
}

extension ScenarioError {
    init(location: SourceLocation, _ message: NotificationMessage, hint: NotificationHint? = nil) {
        self.init(location: location, .notification(message), hint: hint.map { .notification($0) })
    }
}
