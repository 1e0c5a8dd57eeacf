import LifecycleModel
import Texts

/// The words the lifecycle blocks put on a page, in the page's language.
package enum InterfaceText {
    package static func language(_ code: String) -> Language { (try? Language(parsing: code)) ?? .en }

    package static let linkToSection = LocalizedText(
        en: "Link to this section", ru: "Ссылка на этот раздел", zh: "链接到本节")
    package static let trace = LocalizedText(en: "Trace", ru: "Трасса вызовов", zh: "调用轨迹")
    package static let sequence = LocalizedText(en: "Sequence", ru: "Последовательность", zh: "时序图")
    package static let path = LocalizedText(en: "Path through the states", ru: "Путь по состояниям", zh: "状态路径")
    package static let stateMachine = LocalizedText(en: "Appearance states", ru: "Состояния появления", zh: "外观状态机")
    package static let lifeMachine = LocalizedText(
        en: "The life of a view controller", ru: "Жизнь контроллера", zh: "视图控制器的一生")
    package static let layoutMachine = LocalizedText(en: "The layout loop", ru: "Цикл раскладки", zh: "布局循环")
    package static let diagram = LocalizedText(en: "Diagram", ru: "Диаграмма", zh: "图")
    package static let mermaidSource = LocalizedText(en: "Mermaid source", ru: "Исходник Mermaid", zh: "Mermaid 源码")
    package static let renderMermaid = LocalizedText(
        en: "Render with Mermaid", ru: "Отрисовать в Mermaid", zh: "用 Mermaid 渲染")
    package static let sameDiagram = LocalizedText(
        en: "The same diagram as above", ru: "Та же диаграмма, что выше", zh: "与上方的图相同")
    package static let versions = LocalizedText(en: "iOS versions", ru: "Версии iOS", zh: "iOS 版本")
    package static let notRunOn = LocalizedText(
        en: "The scenario does not run on", ru: "Сценарий не запускается на", zh: "此情景无法运行于")
    package static let download = LocalizedText(en: "Download", ru: "Скачать", zh: "下载")
    package static let scenario = LocalizedText(en: "Scenario", ru: "Сценарий", zh: "情景")
    package static let diagnostics = LocalizedText(en: "Diagnostics", ru: "Диагностика", zh: "诊断")
    package static let fix = LocalizedText(en: "Fix", ru: "Как исправить", zh: "修正")
    package static let noCallbacks = LocalizedText(
        en: "UIKit calls nothing here.", ru: "UIKit здесь ничего не вызывает.", zh: "UIKit 在这里不调用任何方法。")
    /// A task list's checkbox, named for screen readers (axe: a form field needs a label).
    package static let taskDone = LocalizedText(en: "done", ru: "сделано", zh: "已完成")
    package static let taskOpen = LocalizedText(en: "not done", ru: "не сделано", zh: "未完成")
    package static let pinned = LocalizedText(en: "Pinned expectation", ru: "Закреплённое ожидание", zh: "固定的预期")
    package static let pinnedHolds = LocalizedText(
        en: "checked on every build", ru: "проверяется при каждой сборке", zh: "每次构建都会校验")
    /// The page's editor (`ScenarioResultHTML`): an edited run against the block's pin, and an error.
    package static let edited = LocalizedText(en: "edited", ru: "после правки", zh: "编辑后")
    package static let pinHolds = LocalizedText(
        en: "the edited scenario still gives it", ru: "изменённый сценарий по-прежнему его даёт", zh: "编辑后的情景仍然符合")
    package static let pinDiffers = LocalizedText(
        en: "the edited scenario gives something else", ru: "изменённый сценарий даёт другое", zh: "编辑后的情景结果不同")
    package static let scenarioError = LocalizedText(
        en: "The scenario does not run", ru: "Сценарий не запускается", zh: "情景无法运行")
    package static let filterPhase = LocalizedText(en: "Phase", ru: "Фаза", zh: "阶段")
    package static let filterVersion = LocalizedText(en: "iOS version", ru: "Версия iOS", zh: "iOS 版本")
    package static let allPhases = LocalizedText(en: "All phases", ru: "Все фазы", zh: "全部阶段")
    package static let anyVersion = LocalizedText(en: "Any", ru: "Любая", zh: "全部")

    // Trace table columns.
    package static let seq = LocalizedText(en: "#", ru: "№", zh: "#")
    package static let line = LocalizedText(en: "Line", ru: "Строка", zh: "行")
    package static let object = LocalizedText(en: "Object", ru: "Объект", zh: "对象")
    package static let callback = LocalizedText(en: "Callback", ru: "Вызов", zh: "回调")
    package static let arguments = LocalizedText(en: "Arguments", ru: "Аргументы", zh: "参数")
    package static let appearance = LocalizedText(en: "Appearance", ru: "Появление", zh: "外观状态")
    package static let legend = LocalizedText(
        en: "Objects and callbacks in this trace", ru: "Объекты и вызовы этой трассы", zh: "本轨迹中的对象与回调")

    /// The state flags, one mark each in the trace's state cell: the header's letter, and what it
    /// means (the letter's tooltip).
    package static let stateColumns: [(mark: LocalizedText, meaning: LocalizedText)] = [
        (
            LocalizedText(en: "L", ru: "З", zh: "载"),
            LocalizedText(en: "The view is loaded", ru: "View загружено", zh: "视图已加载")
        ),
        (
            LocalizedText(en: "W", ru: "О", zh: "窗"),
            LocalizedText(en: "The view is in a window", ru: "View находится в окне", zh: "视图已在窗口中")
        ),
        (
            LocalizedText(en: "G", ru: "Г", zh: "几"),
            LocalizedText(
                en: "Bounds, safe area and margins are accurate", ru: "Размеры, safe area и отступы точные",
                zh: "bounds、安全区域和边距已准确")
        ),
        (
            LocalizedText(en: "T", ru: "Т", zh: "特"),
            LocalizedText(en: "The trait collection is current", ru: "Коллекция трейтов актуальна", zh: "特征集合是最新的")
        ),
        (
            LocalizedText(en: "C", ru: "К", zh: "协"),
            LocalizedText(
                en: "A transition coordinator is available", ru: "Доступен transitionCoordinator", zh: "可以获得转场协调器")
        ),
    ]

    package static func severity(_ severity: Severity) -> LocalizedText {
        switch severity {
        case .note: return LocalizedText(en: "note", ru: "заметка", zh: "提示")
        case .warning: return LocalizedText(en: "warning", ru: "предупреждение", zh: "警告")
        case .error: return LocalizedText(en: "error", ru: "ошибка", zh: "错误")
        }
    }

    package static func appearanceState(_ state: AppearanceState) -> LocalizedText {
        switch state {
        case .disappeared: return LocalizedText(en: "disappeared", ru: "скрыт", zh: "已消失")
        case .appearing: return LocalizedText(en: "appearing", ru: "появляется", zh: "正在显示")
        case .appeared: return LocalizedText(en: "appeared", ru: "на экране", zh: "已显示")
        case .disappearing: return LocalizedText(en: "disappearing", ru: "исчезает", zh: "正在消失")
        }
    }
}
