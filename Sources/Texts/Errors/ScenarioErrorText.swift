import LifecycleModel
import Scenario

/// A scenario error in a language: its message, its hint, and the whole report as the command line
/// prints it (`file:line:col: error: …`, the source line, a caret, `hint: …`). The command line and the
/// build speak English; the page's editor speaks the page's language. Each stage's cases have their
/// own text (`ModelRefusalText`, `StageErrorText`), one exhaustive switch per language.
public enum ScenarioErrorText {
    public static func message(_ error: ScenarioError, in language: Language) -> String {
        render(error.message, in: language)
    }

    public static func hint(_ error: ScenarioError, in language: Language) -> String? {
        error.hint.map { render($0, in: language) }
    }

    package static func render(_ message: ScenarioMessage, in language: Language) -> String {
        switch message {
        case .model(let refusal): ModelRefusalText.render(refusal, in: language)
        case .lexing(let lexing): StageErrorText.render(lexing, in: language)
        case .parsing(let parsing): ParsingErrorText.render(parsing, in: language)
        case .limit(let limit): StageErrorText.render(limit, in: language)
        case .running(let running): StageErrorText.render(running, in: language)
        case .storyboard(let storyboard): StoryboardErrorText.render(storyboard, in: language)
        case .notification(let notification): NotificationErrorText.render(notification, in: language)
        case .mainQueue(let mainQueue): MainQueueErrorText.render(mainQueue, in: language)
        case .swift(let swift): SwiftErrorText.render(swift, in: language)
        case .checking(let checking): CheckingRuleText.render(checking, in: language)
        case .concurrency(let concurrency): ModelledFormErrorText.render(concurrency, in: language)
        case .presentationClass(let presentation): ModelledFormErrorText.render(presentation, in: language)
        case .environment(let environment): CheckingErrorText.render(environment, in: language)
        case .journey(let journey): CheckingErrorText.render(journey, in: language)
        }
    }

    package static func render(_ hint: ScenarioHint, in language: Language) -> String {
        switch hint {
        case .didYouMean(let candidate): didYouMean(candidate, in: language)
        case .lexing(let lexing): StageErrorText.render(lexing, in: language)
        case .parsing(let parsing): ParsingErrorText.render(parsing, in: language)
        case .storyboard(let storyboard): StoryboardErrorText.render(storyboard, in: language)
        case .notification(let notification): NotificationErrorText.render(notification, in: language)
        case .mainQueue(let mainQueue): MainQueueErrorText.render(mainQueue, in: language)
        case .limit(let limit): StageErrorText.render(limit, in: language)
        case .checking(let checking): CheckingRuleText.render(checking, in: language)
        case .concurrency(let concurrency): ModelledFormErrorText.render(concurrency, in: language)
        case .presentationClass(let presentation): ModelledFormErrorText.render(presentation, in: language)
        case .environment(let environment): CheckingErrorText.render(environment, in: language)
        case .journey(let journey): CheckingErrorText.render(journey, in: language)
        }
    }

    static func didYouMean(_ candidate: String, in language: Language) -> String {
        switch language {
        case .en: "did you mean `\(candidate)`?"
        case .ru: "возможно, имелось в виду `\(candidate)`?"
        case .zh: "是不是想写 `\(candidate)`？"
        }
    }

    /// "file:line:col: error: message\n<source line>\n<spaces>^\nhint: …"; `lineOffset` and
    /// `columnOffset` shift the reported position (a scenario embedded in Markdown), not the caret. The
    /// words `error:` and `hint:` are the format's markers, as a compiler's are, in every language.
    public static func rendered(
        _ error: ScenarioError, file: String, source: String, in language: Language = .en, lineOffset: Int = 0,
        columnOffset: Int = 0
    ) -> String {
        let location = error.location
        var text =
            "\(file):\(location.line + lineOffset):\(location.column + columnOffset): error: \(message(error, in: language))"
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        if location.line >= 1, location.line <= lines.count {
            var sourceLine = String(lines[location.line - 1])
            if sourceLine.hasSuffix("\r") { sourceLine.removeLast() }
            var scalars = Array(sourceLine.unicodeScalars)
            var caret = max(0, location.column - 1)
            // A very long line (generated input, the limits' errors) is cut to a window around the column.
            let window = 120
            if scalars.count > window {
                let start = min(max(0, caret - window / 2), scalars.count - window)
                let cut = Array(scalars[start..<(start + window)])
                scalars = (start > 0 ? ["…"] : []) + cut + (start + window < scalars.count ? ["…"] : [])
                caret = caret - start + (start > 0 ? 1 : 0)
            }
            text += "\n" + String(String.UnicodeScalarView(scalars))
            // Keep tabs so the caret lines up under the same column in a terminal.
            let prefix = scalars.prefix(caret)
            text += "\n" + String(String.UnicodeScalarView(prefix.map { $0 == "\t" ? "\t" : " " })) + "^"
        }
        if let hint = hint(error, in: language) { text += "\nhint: \(hint)" }
        for other in error.more {
            text +=
                "\n"
                + rendered(
                    other, file: file, source: source, in: language, lineOffset: lineOffset, columnOffset: columnOffset)
        }
        return text
    }
}
