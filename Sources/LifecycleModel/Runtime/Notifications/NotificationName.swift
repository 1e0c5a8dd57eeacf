/// A notification name, as the scenario spells it: UIKit's own (`UIApplication.didBecomeActiveNotification`)
/// or one the scenario declares (`extension Notification.Name { static let dataDidChange = … }`).
package struct NotificationName: Hashable, Sendable {
    /// The string the centre matches on: the notification's raw name.
    package var rawValue: String
    /// What the trace shows: `UIApplication.didBecomeActiveNotification`, `.dataDidChange`.
    package var spelling: String

    package init(rawValue: String, spelling: String) {
        self.rawValue = rawValue
        self.spelling = spelling
    }
}

/// The app's and the scene's lifecycle notifications, which the model posts itself (Runtime/Environment,
/// Runtime/Memory) through `Simulator.postLifecycleNotification(_:)`.
package enum LifecycleNotification: String, CaseIterable, Sendable {
    case didBecomeActive = "UIApplication.didBecomeActiveNotification"
    case willResignActive = "UIApplication.willResignActiveNotification"
    case didEnterBackground = "UIApplication.didEnterBackgroundNotification"
    case willEnterForeground = "UIApplication.willEnterForegroundNotification"
    case didReceiveMemoryWarning = "UIApplication.didReceiveMemoryWarningNotification"
    case sceneDidActivate = "UIScene.didActivateNotification"
    case sceneWillDeactivate = "UIScene.willDeactivateNotification"
    case sceneDidEnterBackground = "UIScene.didEnterBackgroundNotification"
    case sceneWillEnterForeground = "UIScene.willEnterForegroundNotification"

    package var name: NotificationName { NotificationName(rawValue: rawValue, spelling: rawValue) }

    /// The first iOS version that posts it (Apple docs: the `UIScene` ones iOS 13, the background pair iOS 4).
    package var introducedMajor: Int {
        switch self {
        case .didBecomeActive, .willResignActive, .didReceiveMemoryWarning: 2
        case .didEnterBackground, .willEnterForeground: 4
        case .sceneDidActivate, .sceneWillDeactivate, .sceneDidEnterBackground, .sceneWillEnterForeground: 13
        }
    }
}
