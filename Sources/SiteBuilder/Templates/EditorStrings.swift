/// The words of the scenario editor (`partials/scenario-editor`, `assets/scenario-editor.js`), per
/// language; the page script reads them from the partial, so every word the editor shows is here.
/// Languages without a row use English.
struct EditorStrings {
    var edit: String
    var source: String
    var version: String
    var compare: String
    var compareNone: String
    var reset: String
    var share: String
    var shared: String
    var guide: String
    var loading: String
    var running: String
    var updated: String
    var stopped: String
    var failed: String
    var diagrams: String

    static func forLanguage(_ code: String) -> EditorStrings {
        table[code] ?? table["en"]!
    }

    static let table: [String: EditorStrings] = [
        "en": EditorStrings(
            edit: "Edit and run", source: "Scenario (edit to re-run)", version: "iOS", compare: "Compare with",
            compareNone: "no other version", reset: "Reset", share: "Copy link", shared: "Link copied",
            guide: "The scenario language", loading: "Loading the model…", running: "Running…",
            updated: "Trace updated", stopped: "Stopped: the run took too long. Shorten the scenario.",
            failed: "The model could not be loaded here.",
            diagrams: "The diagrams below show the scenario as written on the page."),
        "ru": EditorStrings(
            edit: "Изменить и запустить", source: "Сценарий (правка перезапускает его)", version: "iOS",
            compare: "Сравнить с", compareNone: "без сравнения", reset: "Сбросить", share: "Скопировать ссылку",
            shared: "Ссылка скопирована", guide: "Язык сценариев", loading: "Загружается модель…",
            running: "Выполняется…", updated: "Трасса обновлена",
            stopped: "Остановлено: запуск шёл слишком долго. Сократите сценарий.",
            failed: "Модель здесь не загрузилась.",
            diagrams: "Диаграммы ниже показывают сценарий в том виде, как он написан на странице."),
        "zh": EditorStrings(
            edit: "编辑并运行", source: "情景（修改后自动重新运行）", version: "iOS", compare: "对比版本",
            compareNone: "不对比", reset: "重置", share: "复制链接", shared: "链接已复制", guide: "情景语言",
            loading: "正在加载模型…", running: "运行中…", updated: "轨迹已更新", stopped: "已停止：运行时间过长，请缩短情景。",
            failed: "无法在此加载模型。", diagrams: "下方的图表展示的是页面上原本的情景。"),
    ]

    static let shape = shapeOfValues
}

extension EditorStrings: TemplateObject {
    static let fieldNames = [
        "edit", "source", "version", "compare", "compareNone", "reset", "share", "shared", "guide", "loading",
        "running", "updated", "stopped", "failed", "diagrams",
    ]

    func child(named name: String) -> TemplateValue? {
        switch name {
        case "edit": .text(edit)
        case "source": .text(source)
        case "version": .text(version)
        case "compare": .text(compare)
        case "compareNone": .text(compareNone)
        case "reset": .text(reset)
        case "share": .text(share)
        case "shared": .text(shared)
        case "guide": .text(guide)
        case "loading": .text(loading)
        case "running": .text(running)
        case "updated": .text(updated)
        case "stopped": .text(stopped)
        case "failed": .text(failed)
        case "diagrams": .text(diagrams)
        default: nil
        }
    }
}
