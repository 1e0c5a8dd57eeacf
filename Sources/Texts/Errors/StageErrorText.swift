import LifecycleModel
import Scenario

/// The lexer's, the limits' and the interpreter's errors and hints in every language.
enum StageErrorText {
    static func render(_ message: LexingMessage, in language: Language) -> String {
        switch (message, language) {
        case (.unterminatedComment, .en): "unterminated '/*' comment"
        case (.unterminatedComment, .ru): "комментарий '/*' не закрыт"
        case (.unterminatedComment, .zh): "注释 '/*' 没有结束"
        case (.unexpectedCharacter(let scalar), .en): "unexpected character '\(scalar)' in scenario"
        case (.unexpectedCharacter(let scalar), .ru): "неожиданный символ '\(scalar)' в сценарии"
        case (.unexpectedCharacter(let scalar), .zh): "情景中出现了意外的字符 '\(scalar)'"
        case (.unterminatedString, .en): "unterminated string literal"
        case (.unterminatedString, .ru): "строковый литерал не закрыт"
        case (.unterminatedString, .zh): "字符串字面量没有结束"
        case (.unterminatedInterpolation, .en): "unterminated string interpolation"
        case (.unterminatedInterpolation, .ru): "интерполяция в строке не закрыта"
        case (.unterminatedInterpolation, .zh): "字符串插值没有结束"
        }
    }

    static func render(_ hint: LexingHint, in language: Language) -> String {
        switch (hint, language) {
        case (.closeComment, .en): "close it with `*/`"
        case (.closeComment, .ru): "закройте его с помощью `*/`"
        case (.closeComment, .zh): "用 `*/` 结束它"
        case (.closeString, .en): "close it with `\"` on the same line"
        case (.closeString, .ru): "закройте его символом `\"` на той же строке"
        case (.closeString, .zh): "在同一行用 `\"` 结束它"
        case (.closeInterpolation, .en): "close `\\(` with `)` before the end of the line"
        case (.closeInterpolation, .ru): "закройте `\\(` скобкой `)` до конца строки"
        case (.closeInterpolation, .zh): "在行尾之前用 `)` 结束 `\\(`"
        }
    }

    static func render(_ message: LimitMessage, in language: Language) -> String {
        switch (message, language) {
        case (.scenarioLength(let bytes), .en):
            "the scenario is longer than \(bytes) bytes (the scenario length limit)"
        case (.scenarioLength(let bytes), .ru):
            "сценарий длиннее \(bytes) байт (предел длины сценария)"
        case (.scenarioLength(let bytes), .zh):
            "情景超过 \(bytes) 字节（情景长度上限）"
        case (.nesting(let levels), .en):
            "the scenario nests more than \(levels) levels deep (the nesting limit)"
        case (.nesting(let levels), .ru):
            "вложенность сценария глубже \(levels) уровней (предел вложенности)"
        case (.nesting(let levels), .zh):
            "情景的嵌套超过 \(levels) 层（嵌套上限）"
        case (.callbackDepth(let levels), .en):
            "scenario code called back from UIKit nests more than \(levels) levels deep (the callback depth limit)"
        case (.callbackDepth(let levels), .ru):
            "код сценария, вызванный из UIKit, вложен глубже \(levels) уровней (предел глубины обратных вызовов)"
        case (.callbackDepth(let levels), .zh):
            "由 UIKit 回调的情景代码嵌套超过 \(levels) 层（回调深度上限）"
        case (.runDepth(let levels), .en):
            "scenario code nests more than \(levels) levels deep while it runs (the run depth limit)"
        case (.runDepth(let levels), .ru):
            "во время выполнения код сценария вложен глубже \(levels) уровней (предел глубины выполнения)"
        case (.runDepth(let levels), .zh):
            "情景代码运行时嵌套超过 \(levels) 层（运行深度上限）"
        case (.traceEvents(let count), .en):
            "the run recorded more than \(count) trace events (the trace length limit)"
        case (.traceEvents(let count), .ru):
            "за прогон записано больше \(count) событий трассы (предел длины трассы)"
        case (.traceEvents(let count), .zh):
            "本次运行记录了超过 \(count) 个跟踪事件（跟踪长度上限）"
        }
    }

    static func render(_ hint: LimitHint, in language: Language) -> String {
        switch (hint, language) {
        case (.splitScenario, .en): "split it into several scenarios"
        case (.splitScenario, .ru): "разделите его на несколько сценариев"
        case (.splitScenario, .zh): "把它拆成几个情景"
        case (.flattenNesting, .en):
            "nested parentheses, blocks, closures and member chains all count; flatten them with `let`"
        case (.flattenNesting, .ru):
            "считаются вложенные скобки, блоки, замыкания и цепочки членов; распрямите их с помощью `let`"
        case (.flattenNesting, .zh): "嵌套的括号、代码块、闭包和成员链都算在内；用 `let` 把它们拆平"
        case (.callbackLoop, .en): "an override or completion that makes UIKit call it again runs without end"
        case (.callbackLoop, .ru):
            "переопределение или completion, из-за которых UIKit вызывает их снова, выполняются без конца"
        case (.callbackLoop, .zh): "让 UIKit 再次调用自身的重写方法或 completion 会无休止地运行"
        case (.recursion, .en):
            "a helper method that calls itself, or an override that UIKit calls again, runs without end"
        case (.recursion, .ru):
            "вспомогательный метод, вызывающий сам себя, или переопределение, которое UIKit вызывает снова, выполняются без конца"
        case (.recursion, .zh): "调用自身的辅助方法，或被 UIKit 再次调用的重写方法，会无休止地运行"
        }
    }

    static func render(_ message: RunMessage, in language: Language) -> String {
        switch (message, language) {
        case (.variableSetToNil, .en): "the variable was set to nil; it holds no object here"
        case (.variableSetToNil, .ru): "переменной присвоен nil; здесь в ней нет объекта"
        case (.variableSetToNil, .zh): "该变量已被设为 nil；此处它不持有任何对象"
        case (.sceneNotInstantiated(let scene), .en): "no controller has been made from scene '\(scene)' yet"
        case (.sceneNotInstantiated(let scene), .ru): "из сцены '\(scene)' ещё не создан ни один контроллер"
        case (.sceneNotInstantiated(let scene), .zh): "还没有从场景 '\(scene)' 创建任何控制器"
        case (.expectedObject, .en): "expected an object"
        case (.expectedObject, .ru): "ожидался объект"
        case (.expectedObject, .zh): "此处应为一个对象"
        }
    }
}
