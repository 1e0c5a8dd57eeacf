import LifecycleModel
import Scenario

/// The checker's errors and hints about main-queue blocks (dispatch, transition coordinators,
/// `UIView.animate`) in every language.
enum MainQueueErrorText {
    static func render(_ message: MainQueueMessage, in language: Language) -> String {
        switch language {
        case .en: english(message)
        case .ru: russian(message)
        case .zh: chinese(message)
        }
    }

    static func render(_ hint: MainQueueHint, in language: Language) -> String {
        switch language {
        case .en: english(hint)
        case .ru: russian(hint)
        case .zh: chinese(hint)
        }
    }

    private static func english(_ message: MainQueueMessage) -> String {
        switch message {
        case .mainQueueOnly: "the model runs blocks on the main queue only"
        case .missingMainQueueBlock: "missing the block to run on the main queue"
        case .dispatchCallNotModelled(let method, let labels):
            "the model runs `DispatchQueue.main.async { … }` and `asyncAfter(deadline:) { … }`, not '\(signature(method, labels))'"
        case .coordinatorOutsideTransition:
            "'coordinator' is the parameter of viewWillTransition(to:with:) and willTransition(to:with:)"
        case .extraArgument(let label): "extra argument '\(label)' in call"
        case .expectedContextBlockOrNil: "expected a block `{ context in … }` or nil"
        case .deadlineForm: "the model needs the deadline as `.now() + seconds`"
        case .literalDuration: "the model needs a literal duration in seconds"
        case .expectedVoidClosure: "cannot convert value to expected argument type '() -> Void'"
        case .missingArgumentInCall(let parameter): "missing argument for parameter '\(parameter)' in call"
        }
    }

    private static func russian(_ message: MainQueueMessage) -> String {
        switch message {
        case .mainQueueOnly: "модель выполняет блоки только в главной очереди"
        case .missingMainQueueBlock: "не хватает блока для выполнения в главной очереди"
        case .dispatchCallNotModelled(let method, let labels):
            "модель выполняет `DispatchQueue.main.async { … }` и `asyncAfter(deadline:) { … }`, но не '\(signature(method, labels))'"
        case .coordinatorOutsideTransition:
            "'coordinator' — параметр viewWillTransition(to:with:) и willTransition(to:with:)"
        case .extraArgument(let label): "лишний аргумент '\(label)' в вызове"
        case .expectedContextBlockOrNil: "ожидается блок `{ context in … }` или nil"
        case .deadlineForm: "модели нужен срок в виде `.now() + seconds`"
        case .literalDuration: "модели нужна длительность в секундах, записанная литералом"
        case .expectedVoidClosure: "не удаётся преобразовать значение к ожидаемому типу аргумента '() -> Void'"
        case .missingArgumentInCall(let parameter): "в вызове не хватает аргумента для параметра '\(parameter)'"
        }
    }

    private static func chinese(_ message: MainQueueMessage) -> String {
        switch message {
        case .mainQueueOnly: "模型只在主队列上运行闭包"
        case .missingMainQueueBlock: "缺少要在主队列上运行的闭包"
        case .dispatchCallNotModelled(let method, let labels):
            "模型运行 `DispatchQueue.main.async { … }` 和 `asyncAfter(deadline:) { … }`，不运行 '\(signature(method, labels))'"
        case .coordinatorOutsideTransition:
            "'coordinator' 是 viewWillTransition(to:with:) 和 willTransition(to:with:) 的参数"
        case .extraArgument(let label): "调用中有多余的参数 '\(label)'"
        case .expectedContextBlockOrNil: "此处应为闭包 `{ context in … }` 或 nil"
        case .deadlineForm: "模型要求截止时间写成 `.now() + seconds`"
        case .literalDuration: "模型要求以字面量写出以秒为单位的时长"
        case .expectedVoidClosure: "无法将值转换为预期的参数类型 '() -> Void'"
        case .missingArgumentInCall(let parameter): "调用中缺少形参 '\(parameter)' 的实参"
        }
    }

    private static func english(_ hint: MainQueueHint) -> String {
        switch hint {
        // Code alone, the same in every language.
        case .mainQueueCall(let method): "`DispatchQueue.main.\(method) { … }`"
        case .callSignature(let signature): signature
        case .dispatchToMain: "`DispatchQueue.main.async { … }` for the part that touches the interface"
        case .deadlineExample: "for example `deadline: .now() + 0.5`"
        }
    }

    private static func russian(_ hint: MainQueueHint) -> String {
        switch hint {
        // Code alone, the same in every language.
        case .mainQueueCall(let method): "`DispatchQueue.main.\(method) { … }`"
        case .callSignature(let signature): signature
        case .dispatchToMain: "`DispatchQueue.main.async { … }` для части, которая работает с интерфейсом"
        case .deadlineExample: "например, `deadline: .now() + 0.5`"
        }
    }

    private static func chinese(_ hint: MainQueueHint) -> String {
        switch hint {
        // Code alone, the same in every language.
        case .mainQueueCall(let method): "`DispatchQueue.main.\(method) { … }`"
        case .callSignature(let signature): signature
        case .dispatchToMain: "对涉及界面的部分使用 `DispatchQueue.main.async { … }`"
        case .deadlineExample: "例如 `deadline: .now() + 0.5`"
        }
    }

    private static func signature(_ method: String, _ labels: [String]) -> String {
        CheckingErrorText.signature(method, labels)
    }
}
