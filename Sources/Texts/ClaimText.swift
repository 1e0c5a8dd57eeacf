import LifecycleModel

/// The words of a `claim` block and of a page's claims summary (`SiteBuilder/Claims`) without arguments:
/// each case is one text in every language (`ClaimText.of(_:)`).
public enum ClaimWord: String, CaseIterable, Sendable {
    case claim, sources, verdict, predicts, holds, fails, holdsDisputed, failsDisputed, disputedTitle
    case disputedPhrase, summaryDisputed, unavailable, noLongerCalled, scenarioDoesNotRun, coveredIn, backlinksTitle
    case holdsNowherePhrase, summaryOlderOnly, summaryNowhere
}

/// What a claim's verdict says, in the reader's language. Sentences with arguments are typed templates:
/// each language writes the whole sentence in its own order, with code (calls, rule ids, conditions) in
/// backticks as Markdown.
public enum ClaimText {
    public static func of(_ word: ClaimWord) -> LocalizedText {
        switch word {
        case .claim: LocalizedText(en: "Claim", ru: "Утверждение", zh: "说法")
        case .sources: LocalizedText(en: "Source", ru: "Источник", zh: "出处")
        case .verdict: LocalizedText(en: "Verdict by iOS version", ru: "Вердикт по версиям iOS", zh: "各 iOS 版本的结论")
        case .predicts: LocalizedText(en: "Predicts", ru: "Предсказывает", zh: "预测")
        case .holds: LocalizedText(en: "holds", ru: "верно", zh: "成立")
        case .fails: LocalizedText(en: "does not hold", ru: "неверно", zh: "不成立")
        case .holdsDisputed:
            LocalizedText(en: "holds in the model (disputed)", ru: "верно в модели (оспорено)", zh: "模型中成立（有争议）")
        case .failsDisputed:
            LocalizedText(
                en: "does not hold in the model (disputed)", ru: "неверно в модели (оспорено)", zh: "模型中不成立（有争议）")
        case .disputedTitle: LocalizedText(en: "Verdict disputed:", ru: "Вердикт оспорен:", zh: "结论有争议：")
        case .disputedPhrase: LocalizedText(en: "verdict disputed", ru: "вердикт оспорен", zh: "结论有争议")
        case .summaryDisputed:
            LocalizedText(
                en: "Verdict disputed (a source on the page contradicts the model; not counted above):",
                ru: "Вердикт оспорен (источник на странице противоречит модели; выше не учтены):",
                zh: "结论有争议（页面上的出处与模型相矛盾；未计入以上各项）：")
        case .unavailable: LocalizedText(en: "API does not exist", ru: "API нет", zh: "API 不存在")
        case .noLongerCalled: LocalizedText(en: "no longer called", ru: "больше не вызывается", zh: "不再调用")
        case .scenarioDoesNotRun:
            LocalizedText(en: "the scenario does not run", ru: "сценарий не запускается", zh: "情景无法运行")
        case .coveredIn: LocalizedText(en: "Covered in", ru: "Подробнее", zh: "详见")
        case .backlinksTitle:
            LocalizedText(
                en: "What published articles claim about this", ru: "Что об этом утверждают статьи", zh: "文章中的相关说法")
        case .holdsNowherePhrase:
            LocalizedText(en: "holds on no version", ru: "неверно ни на одной версии", zh: "在任何版本上都不成立")
        case .summaryOlderOnly:
            LocalizedText(
                en: "Hold only on older versions:", ru: "Верны только на более старых версиях:", zh: "只在较旧的版本上成立：")
        case .summaryNowhere:
            LocalizedText(en: "Hold on no version:", ru: "Неверны ни на одной версии:", zh: "在任何版本上都不成立：")
        }
    }

    /// "step 3": the event of the trace that shows a failed prediction.
    public static func step(_ step: Int, in language: Language) -> String {
        pick("step \(step)", "шаг \(step)", "第 \(step) 步", language)
    }

    /// "`A.viewDidLoad()` is never called".
    public static func neverCalled(_ call: String, in language: Language) -> String {
        pick("`\(call)` is never called", "`\(call)` не вызывается", "`\(call)` 从未被调用", language)
    }

    /// "`B.viewWillAppear(_:)` comes before `A.viewWillDisappear(_:)`".
    public static func comesBefore(_ second: String, _ first: String, in language: Language) -> String {
        pick(
            "`\(second)` comes before `\(first)`", "`\(second)` вызывается раньше, чем `\(first)`",
            "`\(second)` 先于 `\(first)`", language)
    }

    /// "after `A.viewDidLoad()` comes `A.viewWillAppear(_:)`".
    public static func comesNext(after first: String, _ next: String, in language: Language) -> String {
        pick(
            "after `\(first)` comes `\(next)`", "после `\(first)` идёт `\(next)`", "在 `\(first)` 之后是 `\(next)`",
            language)
    }

    /// "`A.viewDidAppear(_:)` is the last call".
    public static func isLast(_ call: String, in language: Language) -> String {
        pick("`\(call)` is the last call", "`\(call)` — последний вызов", "`\(call)` 是最后一次调用", language)
    }

    /// "`A.viewDidLoad()` is called 2 times".
    public static func calledTimes(_ call: String, _ times: Int, in language: Language) -> String {
        pick(
            "`\(call)` is called \(times) times", "`\(call)` вызывается \(times) раз(а)", "`\(call)` 被调用 \(times) 次",
            language)
    }

    /// "in `A.viewDidLoad()` `view.window != nil` is false".
    public static func conditionFalse(in call: String, _ condition: String, in language: Language) -> String {
        pick(
            "in `\(call)` `\(condition)` is false", "в `\(call)` `\(condition)` не выполняется",
            "在 `\(call)` `\(condition)` 不成立", language)
    }

    /// "`LL004` fires at 3:5".
    public static func fires(_ rule: String, line: Int, column: Int, in language: Language) -> String {
        pick(
            "`\(rule)` fires at \(line):\(column)", "`\(rule)` срабатывает в \(line):\(column)",
            "`\(rule)` 触发于 \(line):\(column)", language)
    }

    /// "`LL004` does not fire".
    public static func doesNotFire(_ rule: String, in language: Language) -> String {
        pick("`\(rule)` does not fire", "`\(rule)` не срабатывает", "`\(rule)` 未触发", language)
    }

    /// "`viewDidUnload()` is not called on this version".
    public static func notCalledOnVersion(_ callback: String, in language: Language) -> String {
        pick(
            "`\(callback)` is not called on this version", "`\(callback)` в этой версии не вызывается",
            "`\(callback)` 在此版本中不会被调用", language)
    }

    /// "`viewDidUnload()` exists, deprecated, but UIKit no longer calls it on this version".
    public static func noLongerCalledOnVersion(_ callback: String, in language: Language) -> String {
        pick(
            "`\(callback)` exists, deprecated, but UIKit no longer calls it on this version",
            "`\(callback)` есть в API (deprecated), но UIKit на этой версии его больше не вызывает",
            "`\(callback)` 仍在 API 中（已废弃），但 UIKit 在此版本上不再调用它", language)
    }

    /// "`safeAreaInsets` does not exist on this version".
    public static func apiMissingOnVersion(_ property: String, in language: Language) -> String {
        pick(
            "`\(property)` does not exist on this version", "`\(property)` в этой версии ещё нет",
            "`\(property)` 在此版本中还不存在", language)
    }

    /// "holds on iOS 26": where a claim stands, in a list of claims (`versions` as "iOS 26").
    public static func holdsOn(_ versions: String, in language: Language) -> String {
        pick("holds on \(versions)", "верно на \(versions)", "在 \(versions) 上成立", language)
    }

    /// "holds only on iOS 3–12".
    public static func holdsOnlyOn(_ versions: String, in language: Language) -> String {
        pick("holds only on \(versions)", "верно только на \(versions)", "仅在 \(versions) 上成立", language)
    }

    /// The claims summary's first line: how many claims, run on which versions ("iOS 3–26").
    public static func summaryTotal(_ count: Int, versions: String, in language: Language) -> String {
        pick(
            "Claims on this page: \(count), each run on every iOS version the model knows (\(versions)).",
            "Утверждений на странице: \(count); каждое проверено на всех версиях iOS, которые знает модель (\(versions)).",
            "本页共有 \(count) 条说法，每条都在模型所知的每个 iOS 版本（\(versions)）上运行过。", language)
    }

    /// "Hold on the newest version the model knows (iOS 26):".
    public static func summaryOnNewest(_ version: String, in language: Language) -> String {
        pick(
            "Hold on the newest version the model knows (\(version)):",
            "Верны на самой новой версии, которую знает модель (\(version)):", "在模型所知的最新版本（\(version)）上成立：",
            language)
    }

    private static func pick(_ en: String, _ ru: String, _ zh: String, _ language: Language) -> String {
        switch language {
        case .en: en
        case .ru: ru
        case .zh: zh
        }
    }
}
