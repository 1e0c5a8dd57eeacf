import LifecycleModel

/// The words of the site around the content, in every language: each `InterfaceWord`, `ChromeWord` and
/// `EditorWord` has its text here, and a switch over every case means a new word does not compile
/// without all three languages.
public enum InterfaceText {
    /// The language a page's code names (`ru`, `zh`); English for a code the texts do not know.
    public static func language(_ code: String) -> Language { (try? Language(parsing: code)) ?? .en }

    public static func of(_ word: InterfaceWord) -> LocalizedText {
        switch word {
        case .linkToSection: LocalizedText(en: "Link to this section", ru: "Ссылка на этот раздел", zh: "链接到本节")
        case .sequence: LocalizedText(en: "Sequence", ru: "Последовательность", zh: "时序图")
        case .path: LocalizedText(en: "Path through the states", ru: "Путь по состояниям", zh: "状态路径")
        case .stateMachine: LocalizedText(en: "Appearance states", ru: "Состояния появления", zh: "外观状态机")
        case .lifeMachine:
            LocalizedText(en: "The life of a view controller", ru: "Жизнь контроллера", zh: "视图控制器的一生")
        case .layoutMachine: LocalizedText(en: "The layout loop", ru: "Цикл раскладки", zh: "布局循环")
        case .diagram: LocalizedText(en: "Diagram", ru: "Диаграмма", zh: "图")
        case .mermaidSource: LocalizedText(en: "Mermaid source", ru: "Исходник Mermaid", zh: "Mermaid 源码")
        case .renderMermaid: LocalizedText(en: "Render with Mermaid", ru: "Отрисовать в Mermaid", zh: "用 Mermaid 渲染")
        case .sameDiagram:
            LocalizedText(en: "The same diagram as above", ru: "Та же диаграмма, что выше", zh: "与上方的图相同")
        case .download: LocalizedText(en: "Download", ru: "Скачать", zh: "下载")
        case .versions: LocalizedText(en: "iOS versions", ru: "Версии iOS", zh: "iOS 版本")
        case .notRunOn:
            LocalizedText(en: "The scenario does not run on", ru: "Сценарий не запускается на", zh: "此情景无法运行于")
        case .scenario: LocalizedText(en: "Scenario", ru: "Сценарий", zh: "情景")
        case .diagnostics: LocalizedText(en: "Diagnostics", ru: "Диагностика", zh: "诊断")
        case .fix: LocalizedText(en: "Fix", ru: "Как исправить", zh: "修正")
        case .noCallbacks:
            LocalizedText(
                en: "UIKit calls nothing here.", ru: "UIKit здесь ничего не вызывает.", zh: "UIKit 在这里不调用任何方法。")
        case .taskDone: LocalizedText(en: "done", ru: "сделано", zh: "已完成")
        case .taskOpen: LocalizedText(en: "not done", ru: "не сделано", zh: "未完成")
        case .pinned: LocalizedText(en: "Pinned expectation", ru: "Закреплённое ожидание", zh: "固定的预期")
        case .pinnedHolds:
            LocalizedText(en: "checked on every build", ru: "проверяется при каждой сборке", zh: "每次构建都会校验")
        case .edited: LocalizedText(en: "edited", ru: "после правки", zh: "编辑后")
        case .pinHolds:
            LocalizedText(
                en: "the edited scenario still gives it", ru: "изменённый сценарий по-прежнему его даёт",
                zh: "编辑后的情景仍然符合")
        case .pinDiffers:
            LocalizedText(
                en: "the edited scenario gives something else", ru: "изменённый сценарий даёт другое", zh: "编辑后的情景结果不同")
        case .scenarioError:
            LocalizedText(en: "The scenario does not run", ru: "Сценарий не запускается", zh: "情景无法运行")
        case .filterPhase: LocalizedText(en: "Phase", ru: "Фаза", zh: "阶段")
        case .filterVersion: LocalizedText(en: "iOS version", ru: "Версия iOS", zh: "iOS 版本")
        case .allPhases: LocalizedText(en: "All phases", ru: "Все фазы", zh: "全部阶段")
        case .anyVersion: LocalizedText(en: "Any", ru: "Любая", zh: "全部")
        case .seq: LocalizedText(en: "#", ru: "№", zh: "#")
        case .line: LocalizedText(en: "Line", ru: "Строка", zh: "行")
        case .object: LocalizedText(en: "Object", ru: "Объект", zh: "对象")
        case .callback: LocalizedText(en: "Callback", ru: "Вызов", zh: "回调")
        case .appearance: LocalizedText(en: "Appearance", ru: "Появление", zh: "外观状态")
        case .legend:
            LocalizedText(
                en: "Objects and callbacks in this trace", ru: "Объекты и вызовы этой трассы", zh: "本轨迹中的对象与回调")
        case .glossaryConcept: LocalizedText(en: "Concept", ru: "Понятие (по-английски)", zh: "概念（英文）")
        case .glossaryTerm: LocalizedText(en: "Write", ru: "Пишем", zh: "写作")
        case .glossaryAvoid: LocalizedText(en: "Not", ru: "Не пишем", zh: "不写作")
        case .glossaryNote: LocalizedText(en: "Note", ru: "Примечание", zh: "说明")
        }
    }

    public static func of(_ word: ChromeWord) -> LocalizedText {
        switch word {
        case .onThisPage: LocalizedText(en: "On this page", ru: "На этой странице", zh: "本页内容")
        case .editThisPage: LocalizedText(en: "Edit this page", ru: "Редактировать страницу", zh: "编辑此页")
        case .pages: LocalizedText(en: "Pages", ru: "Страницы", zh: "页面")
        case .languages: LocalizedText(en: "Language", ru: "Язык", zh: "语言")
        case .search: LocalizedText(en: "Search", ru: "Поиск", zh: "搜索")
        case .searchPlaceholder: LocalizedText(en: "Search  /", ru: "Поиск  /", zh: "搜索  /")
        case .noResults: LocalizedText(en: "Nothing found", ru: "Ничего не найдено", zh: "没有找到结果")
        case .themeToggle:
            LocalizedText(en: "Switch light or dark theme", ru: "Переключить светлую или тёмную тему", zh: "切换浅色或深色主题")
        case .notFoundTitle: LocalizedText(en: "Page not found", ru: "Страница не найдена", zh: "找不到页面")
        case .notFoundText:
            LocalizedText(
                en: "There is no page at this address. The pages of the reference are listed on the left.",
                ru: "По этому адресу страницы нет. Все страницы справочника перечислены слева.",
                zh: "这个地址没有页面。参考手册的所有页面都列在左侧。")
        case .home: LocalizedText(en: "Home page", ru: "Главная", zh: "首页")
        }
    }

    public static func of(_ word: EditorWord) -> LocalizedText {
        switch word {
        case .edit: LocalizedText(en: "Edit and run", ru: "Изменить и запустить", zh: "编辑并运行")
        case .source:
            LocalizedText(
                en: "Scenario (edit to re-run)", ru: "Сценарий (правка перезапускает его)", zh: "情景（修改后自动重新运行）")
        case .version: LocalizedText(en: "iOS", ru: "iOS", zh: "iOS")
        case .compare: LocalizedText(en: "Compare with", ru: "Сравнить с", zh: "对比版本")
        case .compareNone: LocalizedText(en: "no other version", ru: "без сравнения", zh: "不对比")
        case .reset: LocalizedText(en: "Reset", ru: "Сбросить", zh: "重置")
        case .share: LocalizedText(en: "Copy link", ru: "Скопировать ссылку", zh: "复制链接")
        case .shared: LocalizedText(en: "Link copied", ru: "Ссылка скопирована", zh: "链接已复制")
        case .guide: LocalizedText(en: "The scenario language", ru: "Язык сценариев", zh: "情景语言")
        case .loading: LocalizedText(en: "Loading the model…", ru: "Загружается модель…", zh: "正在加载模型…")
        case .running: LocalizedText(en: "Running…", ru: "Выполняется…", zh: "运行中…")
        case .updated: LocalizedText(en: "Trace updated", ru: "Трасса обновлена", zh: "轨迹已更新")
        case .stopped:
            LocalizedText(
                en: "Stopped: the run took too long. Shorten the scenario.",
                ru: "Остановлено: запуск шёл слишком долго. Сократите сценарий.", zh: "已停止：运行时间过长，请缩短情景。")
        case .failed:
            LocalizedText(
                en: "The model could not be loaded here.", ru: "Модель здесь не загрузилась.", zh: "无法在此加载模型。")
        case .diagrams:
            LocalizedText(
                en: "The diagrams below show the scenario as written on the page.",
                ru: "Диаграммы ниже показывают сценарий в том виде, как он написан на странице.",
                zh: "下方的图表展示的是页面上原本的情景。")
        }
    }

    /// The state flags, one mark each in the trace's state cell: the header's letter, and what it
    /// means (the letter's tooltip).
    public static let stateColumns: [(mark: LocalizedText, meaning: LocalizedText)] = [
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

    public static func severity(_ severity: Severity) -> LocalizedText {
        switch severity {
        case .note: LocalizedText(en: "note", ru: "заметка", zh: "提示")
        case .warning: LocalizedText(en: "warning", ru: "предупреждение", zh: "警告")
        case .error: LocalizedText(en: "error", ru: "ошибка", zh: "错误")
        }
    }

    public static func appearanceState(_ state: AppearanceState) -> LocalizedText {
        switch state {
        case .disappeared: LocalizedText(en: "disappeared", ru: "скрыт", zh: "已消失")
        case .appearing: LocalizedText(en: "appearing", ru: "появляется", zh: "正在显示")
        case .appeared: LocalizedText(en: "appeared", ru: "на экране", zh: "已显示")
        case .disappearing: LocalizedText(en: "disappearing", ru: "исчезает", zh: "正在消失")
        }
    }
}
