import LifecycleModel
import Scenario

/// What the model runs of concurrency (tasks, timers, queues) and of custom presentation classes, and
/// what to write instead, in every language.
enum ModelledFormErrorText {
    static func render(_ message: ConcurrencyMessage, in language: Language) -> String {
        switch (message, language) {
        case (.mainQueueOnly, .en): "the model runs blocks on the main queue only"
        case (.mainQueueOnly, .ru): "модель выполняет блоки только в главной очереди"
        case (.mainQueueOnly, .zh): "模型只在主队列上运行代码块"
        case (.taskFromClosureOnly, .en): "the model starts a task from its closure alone"
        case (.taskFromClosureOnly, .ru): "модель запускает задачу, только получив одно её замыкание"
        case (.taskFromClosureOnly, .zh): "模型启动任务时只接受它的闭包"
        case (.mainActorOnly, .en): "the model runs tasks on the main actor only"
        case (.mainActorOnly, .ru): "модель выполняет задачи только на MainActor"
        case (.mainActorOnly, .zh): "模型只在 MainActor 上运行任务"
        case (.scheduledTimerOnly, .en): "the model runs `Timer.scheduledTimer(withTimeInterval:repeats:block:)`"
        case (.scheduledTimerOnly, .ru):
            "модель выполняет только `Timer.scheduledTimer(withTimeInterval:repeats:block:)`"
        case (.scheduledTimerOnly, .zh): "模型只运行 `Timer.scheduledTimer(withTimeInterval:repeats:block:)`"
        case (.literalInterval, .en): "the model needs a literal interval in seconds"
        case (.literalInterval, .ru): "модели нужен интервал в секундах, записанный литералом"
        case (.literalInterval, .zh): "模型需要以字面量写出的秒数间隔"
        case (.oneShotTimersOnly, .en): "the model runs one-shot timers only"
        case (.oneShotTimersOnly, .ru): "модель выполняет только одноразовые таймеры"
        case (.oneShotTimersOnly, .zh): "模型只运行一次性定时器"
        }
    }

    static func render(_ hint: ConcurrencyHint, in language: Language) -> String {
        switch (hint, language) {
        case (.mainQueueForms, .en):
            "`DispatchQueue.main.async { … }` or `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { … }`"
        case (.mainQueueForms, .ru):
            "`DispatchQueue.main.async { … }` или `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { … }`"
        case (.mainQueueForms, .zh):
            "`DispatchQueue.main.async { … }` 或 `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { … }`"
        case (.taskForms, .en): "`Task { … }` or `Task { @MainActor in … }`"
        case (.taskForms, .ru): "`Task { … }` или `Task { @MainActor in … }`"
        case (.taskForms, .zh): "`Task { … }` 或 `Task { @MainActor in … }`"
        case (.taskRunsOnMainActor, .en): "`Task { … }` from a controller's method runs on the main actor"
        case (.taskRunsOnMainActor, .ru): "`Task { … }` из метода контроллера выполняется на MainActor"
        case (.taskRunsOnMainActor, .zh): "在控制器的方法里创建的 `Task { … }` 运行在 MainActor 上"
        case (.timerForm, .en): "`Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in … }`"
        case (.timerForm, .ru): "например, `Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in … }`"
        case (.timerForm, .zh): "例如 `Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in … }`"
        case (.repeatsFalse, .en): "`repeats: false`; a repeating timer would fire for ever in a scenario"
        case (.repeatsFalse, .ru): "`repeats: false`; повторяющийся таймер срабатывал бы в сценарии бесконечно"
        case (.repeatsFalse, .zh): "`repeats: false`；重复的定时器会在情景中无休止地触发"
        }
    }

    static func render(_ message: PresentationClassMessage, in language: Language) -> String {
        switch (message, language) {
        case (.presentationControllerMethod(let method), .en):
            "the model runs no method of a presentation controller; '\(method)' cannot be declared"
        case (.presentationControllerMethod(let method), .ru):
            "модель не выполняет ни одного метода UIPresentationController; '\(method)' объявлять нельзя"
        case (.presentationControllerMethod(let method), .zh): "模型不运行呈现控制器的任何方法；不能声明 '\(method)'"
        case (.presentationControllerProperty, .en): "the model keeps no stored property of a presentation controller"
        case (.presentationControllerProperty, .ru):
            "модель не хранит хранимых свойств подкласса UIPresentationController"
        case (.presentationControllerProperty, .zh): "模型不保存呈现控制器的存储属性"
        case (.delegateRunsOnly(let method), .en): "the model runs only '\(method)' of a transitioning delegate"
        case (.delegateRunsOnly(let method), .ru): "из методов делегата перехода модель выполняет только '\(method)'"
        case (.delegateRunsOnly(let method), .zh): "对于转场代理，模型只运行 '\(method)'"
        case (.delegateProperty, .en): "the model keeps no stored property of a transitioning delegate"
        case (.delegateProperty, .ru): "модель не хранит хранимых свойств делегата перехода"
        case (.delegateProperty, .zh): "模型不保存转场代理的存储属性"
        case (.singleReturn, .en): "the model reads this method as a single return"
        case (.singleReturn, .ru): "модель читает этот метод как единственный `return`"
        case (.singleReturn, .zh): "模型把这个方法读作单个 `return`"
        case (.unreadableResult, .en): "the model cannot read this result"
        case (.unreadableResult, .ru): "модель не может прочитать этот результат"
        case (.unreadableResult, .zh): "模型无法读取这个结果"
        case (.uikitMakesPresentationController, .en): "UIKit makes the presentation controller, not the scenario"
        case (.uikitMakesPresentationController, .ru): "UIPresentationController создаёт UIKit, а не сценарий"
        case (.uikitMakesPresentationController, .zh): "呈现控制器由 UIKit 创建，而不是由情景创建"
        }
    }

    static func render(_ hint: PresentationClassHint, in language: Language) -> String {
        switch (hint, language) {
        case (.callbacksAreTraced, .en):
            "the trace shows its callbacks; declare only `override var shouldRemovePresentersView: Bool { … }`"
        case (.callbacksAreTraced, .ru):
            "его колбэки видны в трассе; объявите только `override var shouldRemovePresentersView: Bool { … }`"
        case (.callbacksAreTraced, .zh):
            "调用轨迹会显示它的回调；只需声明 `override var shouldRemovePresentersView: Bool { … }`"
        case (.declareOnlyShouldRemove, .en): "declare only `override var shouldRemovePresentersView: Bool { … }`"
        case (.declareOnlyShouldRemove, .ru): "объявите только `override var shouldRemovePresentersView: Bool { … }`"
        case (.declareOnlyShouldRemove, .zh): "只需声明 `override var shouldRemovePresentersView: Bool { … }`"
        case (.mayOverrideShouldRemove, .en): "a presentation controller may override `shouldRemovePresentersView`"
        case (.mayOverrideShouldRemove, .ru):
            "подкласс UIPresentationController может переопределить `shouldRemovePresentersView`"
        case (.mayOverrideShouldRemove, .zh): "呈现控制器可以重写 `shouldRemovePresentersView`"
        case (.animatorsNotModelled, .en):
            "animators (`animationController(forPresented:presenting:source:)`) are not modelled"
        case (.animatorsNotModelled, .ru):
            "аниматоры (`animationController(forPresented:presenting:source:)`) не моделируются"
        case (.animatorsNotModelled, .zh): "模型不模拟动画器（`animationController(forPresented:presenting:source:)`）"
        case (.vendingMethodShape, .en):
            "its body is `return Subclass(presentedViewController: presented, presenting: presenting)` or `return nil`"
        case (.vendingMethodShape, .ru):
            "его тело — `return Subclass(presentedViewController: presented, presenting: presenting)` или `return nil`"
        case (.vendingMethodShape, .zh):
            "它的方法体是 `return Subclass(presentedViewController: presented, presenting: presenting)` 或 `return nil`"
        case (.declarePresentationController(let type), .en): "declare `class \(type): UIPresentationController { … }`"
        case (.declarePresentationController(let type), .ru):
            "объявите `class \(type): UIPresentationController { … }`"
        case (.declarePresentationController(let type), .zh): "请声明 `class \(type): UIPresentationController { … }`"
        case (.returnFromDelegate(let method), .en): "return it from the transitioning delegate's `\(method)`"
        case (.returnFromDelegate(let method), .ru): "верните его из метода `\(method)` делегата перехода"
        case (.returnFromDelegate(let method), .zh): "请在转场代理的 `\(method)` 中返回它"
        }
    }
}
