import LifecycleModel
import Scenario

/// The checker's notification errors and hints in every language.
enum NotificationErrorText {
    static func render(_ message: NotificationMessage, in language: Language) -> String {
        switch language {
        case .en: english(message)
        case .ru: russian(message)
        case .zh: chinese(message)
        }
    }

    static func render(_ hint: NotificationHint, in language: Language) -> String {
        switch language {
        case .en: english(hint)
        case .ru: russian(hint)
        case .zh: chinese(hint)
        }
    }

    private static func english(_ message: NotificationMessage) -> String {
        switch message {
        case .nameRedeclared(let name): "invalid redeclaration of '\(name)'"
        case .expectedNameConstruction(let name): "expected `Notification.Name(\"…\")` as the value of '\(name)'"
        case .centerMethodNotModelled(let method, let labels):
            "the model runs NotificationCenter.default.addObserver(_:selector:name:object:), addObserver(forName:object:queue:using:), removeObserver(_:) and post(name:object:), not '\(signature(method, labels))'"
        case .observerNotControllerOrView: "the model's observers are controllers and views"
        case .expectedSelector: "expected `#selector(method)`"
        case .noObserverMethod(let type, let method): "'\(type)' has no method '\(method)'"
        case .blockObserverOutsideController: "the model adds block observers from a controller's code"
        case .mainQueueDeliveryOnly: "the model delivers on the main queue only"
        case .expectedObserverBlock: "expected a block `{ notification in … }`"
        case .missingObserverBlock: "missing the block to run on each post"
        case .notPosted(let name): "the model does not post '\(name)'"
        case .expectedNotificationName: "expected a notification name"
        }
    }

    private static func russian(_ message: NotificationMessage) -> String {
        switch message {
        case .nameRedeclared(let name): "повторное объявление '\(name)'"
        case .expectedNameConstruction(let name): "ожидается `Notification.Name(\"…\")` в качестве значения '\(name)'"
        case .centerMethodNotModelled(let method, let labels):
            "модель выполняет NotificationCenter.default.addObserver(_:selector:name:object:), addObserver(forName:object:queue:using:), removeObserver(_:) и post(name:object:), но не '\(signature(method, labels))'"
        case .observerNotControllerOrView: "наблюдателями в модели бывают только контроллеры и view"
        case .expectedSelector: "ожидается `#selector(method)`"
        case .noObserverMethod(let type, let method): "у '\(type)' нет метода '\(method)'"
        case .blockObserverOutsideController: "модель добавляет наблюдателей-блоки только из кода контроллера"
        case .mainQueueDeliveryOnly: "модель доставляет уведомления только в главной очереди"
        case .expectedObserverBlock: "ожидается блок `{ notification in … }`"
        case .missingObserverBlock: "не хватает блока, который выполняется при каждой отправке уведомления"
        case .notPosted(let name): "модель не отправляет '\(name)'"
        case .expectedNotificationName: "ожидается имя уведомления"
        }
    }

    private static func chinese(_ message: NotificationMessage) -> String {
        switch message {
        case .nameRedeclared(let name): "'\(name)' 重复声明"
        case .expectedNameConstruction(let name): "'\(name)' 的值应为 `Notification.Name(\"…\")`"
        case .centerMethodNotModelled(let method, let labels):
            "模型运行 NotificationCenter.default.addObserver(_:selector:name:object:)、addObserver(forName:object:queue:using:)、removeObserver(_:) 和 post(name:object:)，不运行 '\(signature(method, labels))'"
        case .observerNotControllerOrView: "模型中的观察者只能是视图控制器和视图"
        case .expectedSelector: "此处应为 `#selector(method)`"
        case .noObserverMethod(let type, let method): "'\(type)' 没有方法 '\(method)'"
        case .blockObserverOutsideController: "模型只从视图控制器的代码中添加闭包观察者"
        case .mainQueueDeliveryOnly: "模型只在主队列上投递通知"
        case .expectedObserverBlock: "此处应为闭包 `{ notification in … }`"
        case .missingObserverBlock: "缺少每次发送通知时要运行的闭包"
        case .notPosted(let name): "模型不会发送 '\(name)'"
        case .expectedNotificationName: "此处应为通知名称"
        }
    }

    private static func english(_ hint: NotificationHint) -> String {
        switch hint {
        // Code alone, the same in every language.
        case .addSelfAsObserver: "`addObserver(self, …)`"
        case .declareObjcMethod(let method): "declare `@objc func \(method)()` in the observer's class"
        case .addInOverride: "add it in an override, such as `viewWillAppear(_:)`"
        case .queueMain: "`queue: .main` (or `nil`, the posting thread: the main thread here)"
        case .declareNotificationName(let member): "declare it: `\(nameExtension(member))`"
        case .notificationNameForms:
            "`UIApplication.didBecomeActiveNotification`, or `.name` declared in `extension Notification.Name`"
        }
    }

    private static func russian(_ hint: NotificationHint) -> String {
        switch hint {
        // Code alone, the same in every language.
        case .addSelfAsObserver: "`addObserver(self, …)`"
        case .declareObjcMethod(let method): "объявите `@objc func \(method)()` в классе наблюдателя"
        case .addInOverride: "добавьте его в переопределении, например в `viewWillAppear(_:)`"
        case .queueMain: "`queue: .main` (или `nil` — поток отправителя, здесь это главный поток)"
        case .declareNotificationName(let member): "объявите его: `\(nameExtension(member))`"
        case .notificationNameForms:
            "`UIApplication.didBecomeActiveNotification` или `.name`, объявленное в `extension Notification.Name`"
        }
    }

    private static func chinese(_ hint: NotificationHint) -> String {
        switch hint {
        // Code alone, the same in every language.
        case .addSelfAsObserver: "`addObserver(self, …)`"
        case .declareObjcMethod(let method): "在观察者的类中声明 `@objc func \(method)()`"
        case .addInOverride: "在重写方法中添加它，例如 `viewWillAppear(_:)`"
        case .queueMain: "`queue: .main`（或 `nil`，即发送通知的线程：这里就是主线程）"
        case .declareNotificationName(let member): "声明它：`\(nameExtension(member))`"
        case .notificationNameForms:
            "`UIApplication.didBecomeActiveNotification`，或在 `extension Notification.Name` 中声明的 `.name`"
        }
    }

    private static func signature(_ method: String, _ labels: [String]) -> String {
        CheckingErrorText.signature(method, labels)
    }

    /// The declaration of a notification name, as code.
    private static func nameExtension(_ member: String) -> String {
        "extension Notification.Name { static let \(member) = Notification.Name(\"\(member)\") }"
    }
}
