import Evidence
import LifecycleModel
import Texts

/// The words the evidence markers, the Evidence page and the home page's share put on a page.
package enum EvidenceText {
    package static func standing(_ standing: EvidenceStanding) -> LocalizedText {
        switch standing {
        case .observed: LocalizedText(en: "observed", ru: "наблюдалось", zh: "实测")
        case .documented: LocalizedText(en: "documented", ru: "задокументировано", zh: "有文档")
        // The Russian is the Evidence page's term for it, "перенесено" (defined there): the longer
        // "перенесено с лога других версий" on each such row was 4–5 KB of a heavy page.
        case .extrapolated:
            LocalizedText(en: "extrapolated from a log of other releases", ru: "перенесено", zh: "由其他版本的日志外推")
        case .chosen: LocalizedText(en: "the model's choice", ru: "выбор модели", zh: "模型的选择")
        }
    }

    /// The marker's glyph: a shape per standing, so colour is never the only difference.
    package static func glyph(_ standing: EvidenceStanding) -> String {
        switch standing {
        case .observed: "●"
        case .documented: "◆"
        case .extrapolated: "◐"
        case .chosen: "○"
        }
    }

    package static func kind(_ kind: EvidenceKind) -> LocalizedText {
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

    package static let column = LocalizedText(en: "How known", ru: "Откуда известно", zh: "依据")
    /// "%d of %d rows rest on the model's choice."
    package static let chosenRows = LocalizedText(
        en: "%d of %d rows rest on the model's choice.", ru: "Строк, которые держатся на выборе модели: %d из %d.",
        zh: "%d/%d 行依据模型的选择。")
    package static let noChosenRows = LocalizedText(
        en: "Every row rests on a published log or on Apple's documentation.",
        ru: "Каждая строка опирается на опубликованный лог или документацию Apple.",
        zh: "每一行都有已发表的日志或 Apple 文档作依据。")
    package static let undated = LocalizedText(en: "undated", ru: "без даты", zh: "未注明日期")
    package static let reliedOnBy = LocalizedText(en: "Relied on by", ru: "На него опираются", zh: "依赖它的情景")
    /// Before and after the link to an earlier entry whose scenarios are exactly this one's.
    package static let reliedOnBySameAs = LocalizedText(
        en: "Relied on by the same scenarios as ", ru: "На него опираются те же сценарии, что и на ", zh: "依赖它的情景与")
    package static let reliedOnBySameAsEnd = LocalizedText(en: ".", ru: ".", zh: "相同。")
    package static let reliedOnByNone = LocalizedText(
        en: "No scenario on these pages rests on it.", ru: "Ни один сценарий на этих страницах на него не опирается.",
        zh: "本站页面上没有情景依赖它。")
    /// "%d sources: …"
    package static let registryTotal = LocalizedText(
        en: "%d sources, each with the scenarios whose rows rest on it.",
        ru: "Источников: %d; у каждого — сценарии, строки которых на нём держатся.",
        zh: "共 %d 个来源，每个都列出依赖它的情景。")
    /// "Of the %d trace rows on this site, …"
    package static let shareTotal = LocalizedText(
        en: "Of the %d trace rows on this site:", ru: "Из %d строк трасс на этом сайте:", zh: "本站共有 %d 行调用轨迹，其中：")
    package static let shareObserved = LocalizedText(
        en: "observed in a published device log, developer's report or test run of the release the scenario models",
        ru:
            "наблюдались в опубликованном логе устройства, отчёте разработчика или прогоне тестов на той версии, которую моделирует сценарий",
        zh: "在场景所模拟版本的已发表设备日志、开发者报告或测试运行中实测")
    package static let shareExtrapolated = LocalizedText(
        en: "extrapolated: observed on other releases only, applied to this one by the model",
        ru: "перенесены: наблюдались только на других версиях, модель применяет их к этой",
        zh: "外推：只在其他版本上实测过，由模型套用到本版本")
    package static let shareDocumented = LocalizedText(
        en: "documented by Apple (documentation, WWDC)", ru: "описаны Apple (документация, WWDC)",
        zh: "由 Apple 文档或 WWDC 说明")
    package static let shareChosen = LocalizedText(
        en: "the model's choice", ru: "выбор модели", zh: "为模型的选择")
    /// "%d of them no decision names a source for yet."
    package static let shareUnattributed = LocalizedText(
        en: "%d of these have no source named yet: the model's code alone places them.",
        ru: "Из них %d пока без названного источника: их место определяет только код модели.",
        zh: "其中 %d 行尚未注明来源：其位置仅由模型代码决定。")
    package static let shareSeeRegistry = LocalizedText(
        en: "Every source, and the scenarios that rest on it", ru: "Все источники и сценарии, которые на них опираются",
        zh: "所有来源及依赖它们的情景")

    package static func filled(_ template: String, _ numbers: Int...) -> String {
        // Each `%d` in turn takes the next number. Bytes, not Foundation: the wasm module renders these too.
        var text: [UInt8] = []
        let bytes = Array(template.utf8)
        var next = numbers.makeIterator()
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "d"),
                let number = next.next()
            {
                text += String(number).utf8
                index += 2
            } else {
                text.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
