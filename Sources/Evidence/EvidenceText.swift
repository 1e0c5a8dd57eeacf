import LifecycleModel
import Texts

/// The words the evidence markers, the Evidence page and the home page's share put on a page, beside the
/// entries they describe. Numbers go into typed templates, each language writing the whole sentence.
public enum EvidenceText {
    public static func standing(_ standing: EvidenceStanding) -> LocalizedText {
        switch standing {
        case .observed: LocalizedText(en: "observed", ru: "наблюдалось", zh: "实测")
        case .documented: LocalizedText(en: "documented", ru: "задокументировано", zh: "有文档")
        case .extrapolated:
            // The Russian is the Evidence page's term for it, "перенесено" (defined there): the longer
            // "перенесено с лога других версий" on each such row was 4–5 KB of a heavy page.
            LocalizedText(en: "extrapolated from a log of other releases", ru: "перенесено", zh: "由其他版本的日志外推")
        case .chosen: LocalizedText(en: "the model's choice", ru: "выбор модели", zh: "模型的选择")
        }
    }

    /// The marker's glyph: a shape per standing, so colour is never the only difference.
    public static func glyph(_ standing: EvidenceStanding) -> String {
        switch standing {
        case .observed: "●"
        case .documented: "◆"
        case .extrapolated: "◐"
        case .chosen: "○"
        }
    }

    public static func kind(_ kind: EvidenceKind) -> LocalizedText {
        switch kind {
        case .deviceLog: LocalizedText(en: "Device logs", ru: "Логи с устройств", zh: "设备日志")
        case .developerReport:
            LocalizedText(
                en: "Developers' reports (issues, pull requests, posts)",
                ru: "Отчёты разработчиков (issue, pull request, посты)", zh: "开发者的报告（issue、pull request、文章）")
        case .uikitTests: LocalizedText(en: "UIKit test suites", ru: "Тесты UIKit", zh: "UIKit 测试")
        case .appleDocumentation: LocalizedText(en: "Apple documentation", ru: "Документация Apple", zh: "Apple 文档")
        case .wwdcSession: LocalizedText(en: "WWDC sessions", ru: "Сессии WWDC", zh: "WWDC 讲座")
        case .modelChoice: LocalizedText(en: "The model's choices", ru: "Выбор модели", zh: "模型的选择")
        }
    }

    public static let column = LocalizedText(en: "How known", ru: "Откуда известно", zh: "依据")
    /// "2 of 9 rows rest on the model's choice."
    public static func chosenRows(_ chosen: Int, of rows: Int, in language: Language) -> String {
        LocalizedText(
            en: "\(chosen) of \(rows) rows rest on the model's choice.",
            ru: "Строк, которые держатся на выборе модели: \(chosen) из \(rows).", zh: "\(chosen)/\(rows) 行依据模型的选择。")[
                language]
    }
    public static let noChosenRows = LocalizedText(
        en: "Every row rests on a published log or on Apple's documentation.",
        ru: "Каждая строка опирается на опубликованный лог или документацию Apple.",
        zh: "每一行都有已发表的日志或 Apple 文档作依据。")
    public static let undated = LocalizedText(en: "undated", ru: "без даты", zh: "未注明日期")
    public static let reliedOnBy = LocalizedText(en: "Relied on by", ru: "На него опираются", zh: "依赖它的情景")
    /// Before and after the link to an earlier entry whose scenarios are exactly this one's.
    public static let reliedOnBySameAs = LocalizedText(
        en: "Relied on by the same scenarios as ", ru: "На него опираются те же сценарии, что и на ", zh: "依赖它的情景与")
    public static let reliedOnBySameAsEnd = LocalizedText(en: ".", ru: ".", zh: "相同。")
    public static let reliedOnByNone = LocalizedText(
        en: "No scenario on these pages rests on it.", ru: "Ни один сценарий на этих страницах на него не опирается.",
        zh: "本站页面上没有情景依赖它。")
    /// Before the pages of an entry too widely used to name each scenario: "Relied on by 217 scenarios on 31 pages: ".
    public static func reliedOnByMany(_ scenarios: Int, pages: Int, in language: Language) -> String {
        LocalizedText(
            en: "Relied on by \(scenarios) scenarios on \(pages) pages: ",
            ru: "На него опираются сценарии (\(scenarios)) на этих страницах (\(pages)): ",
            zh: "依赖它的情景共 \(scenarios) 个，分布在 \(pages) 个页面：")[language]
    }

    /// "80 sources, each with the scenarios whose rows rest on it."
    public static func registryTotal(_ sources: Int, in language: Language) -> String {
        LocalizedText(
            en: "\(sources) sources, each with the scenarios whose rows rest on it.",
            ru: "Источников: \(sources); у каждого — сценарии, строки которых на нём держатся.",
            zh: "共 \(sources) 个来源，每个都列出依赖它的情景。")[language]
    }

    /// "Of the 5000 trace rows on this site:"
    public static func shareTotal(_ rows: Int, in language: Language) -> String {
        LocalizedText(
            en: "Of the \(rows) trace rows on this site:", ru: "Из \(rows) строк трасс на этом сайте:",
            zh: "本站共有 \(rows) 行调用轨迹，其中：")[language]
    }
    public static let shareObserved = LocalizedText(
        en: "observed in a published device log, developer's report or test run of the release the scenario models",
        ru:
            "наблюдались в опубликованном логе устройства, отчёте разработчика или прогоне тестов на той версии, которую моделирует сценарий",
        zh: "在情景所模拟版本的已发表设备日志、开发者报告或测试运行中实测")
    public static let shareExtrapolated = LocalizedText(
        en: "extrapolated: observed on other releases only, applied to this one by the model",
        ru: "перенесены: наблюдались только на других версиях, модель применяет их к этой",
        zh: "外推：只在其他版本上实测过，由模型套用到本版本")
    public static let shareDocumented = LocalizedText(
        en: "documented by Apple (documentation, WWDC)", ru: "описаны Apple (документация, WWDC)",
        zh: "由 Apple 文档或 WWDC 说明")
    public static let shareChosen = LocalizedText(
        en: "the model's choice", ru: "выбор модели", zh: "为模型的选择")
    /// "12 of these have no source named yet: …"
    public static func shareUnattributed(_ rows: Int, in language: Language) -> String {
        LocalizedText(
            en: "\(rows) of these have no source named yet: the model's code alone places them.",
            ru: "Из них \(rows) пока без названного источника: их место определяет только код модели.",
            zh: "其中 \(rows) 行尚未注明来源：其位置仅由模型代码决定。")[language]
    }
    public static let shareSeeRegistry = LocalizedText(
        en: "Every source, and the scenarios that rest on it", ru: "Все источники и сценарии, которые на них опираются",
        zh: "所有来源及依赖它们的情景")

    /// Every text here in one language with its id, numbers filled with samples: what the glossary check
    /// reads besides the pages (`SiteBuilder.GlossaryCheck`).
    public static func all(in language: Language) -> [(id: String, text: String)] {
        var texts = EvidenceStanding.allCases.map { ("EvidenceText.standing \($0.rawValue)", standing($0)[language]) }
        texts += EvidenceKind.allCases.map { ("EvidenceText.kind \($0.rawValue)", kind($0)[language]) }
        let words: [(String, LocalizedText)] = [
            ("column", column), ("noChosenRows", noChosenRows), ("undated", undated), ("reliedOnBy", reliedOnBy),
            ("reliedOnBySameAs", reliedOnBySameAs), ("reliedOnByNone", reliedOnByNone),
            ("shareObserved", shareObserved), ("shareExtrapolated", shareExtrapolated),
            ("shareDocumented", shareDocumented), ("shareChosen", shareChosen), ("shareSeeRegistry", shareSeeRegistry),
        ]
        texts += words.map { ("EvidenceText.\($0.0)", $0.1[language]) }
        texts += [
            ("EvidenceText.chosenRows", chosenRows(2, of: 9, in: language)),
            ("EvidenceText.registryTotal", registryTotal(80, in: language)),
            ("EvidenceText.reliedOnByMany", reliedOnByMany(217, pages: 31, in: language)),
            ("EvidenceText.shareTotal", shareTotal(5000, in: language)),
            ("EvidenceText.shareUnattributed", shareUnattributed(12, in: language)),
        ]
        return texts.map { (id: $0.0, text: $0.1) }
    }
}
