import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/RestorationEntries.swift, in the same
// order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let restoration: [MethodText] = [
        MethodText(
            .encodeRestorableState, .controller,
            summary: LocalizedText(
                en: "Saves the controller's state for restoration.",
                ru: "Сохраняет состояние контроллера для восстановления.",
                zh: "保存控制器状态以便之后恢复。"),
            when: LocalizedText(
                en:
                    "When the app moves to the background and preserves state, for controllers with a `restorationIdentifier`.",
                ru: "При уходе приложения в фон с сохранением состояния — у контроллеров с `restorationIdentifier`.",
                zh: "应用进入后台并保存状态时，对设置了 `restorationIdentifier` 的控制器调用。"),
            use: LocalizedText(
                en: "Encode identifiers of what is shown (a record id, selected tab), not the data itself.",
                ru: "Закодировать идентификаторы показанного (id записи, выбранную вкладку), а не сами данные.",
                zh: "编码当前显示内容的标识（记录 ID、选中的标签页），而不是数据本身。"),
            avoid: LocalizedText(
                en: "Encoding large model objects or views; forgetting `super`.",
                ru: "Кодировать большие модели или view; забывать `super`.",
                zh: "编码大型模型对象或视图；遗漏 `super`。")),
        MethodText(
            .decodeRestorableState, .controller,
            summary: LocalizedText(
                en: "Restores the controller's saved state.",
                ru: "Восстанавливает сохранённое состояние контроллера.",
                zh: "恢复控制器之前保存的状态。"),
            when: LocalizedText(
                en: "At launch during restoration, after the controller is created and before it appears.",
                ru: "При запуске во время восстановления: контроллер уже создан, но ещё не показан.",
                zh: "启动恢复期间、控制器创建之后且显示之前调用。"),
            use: LocalizedText(
                en: "Read back the identifiers and reload the data they point to.",
                ru: "Прочитать идентификаторы и заново загрузить данные, на которые они указывают.",
                zh: "读回标识并重新加载其对应的数据。"),
            avoid: LocalizedText(
                en:
                    "Assuming other restored objects are decoded already (wait for `applicationFinishedRestoringState()`).",
                ru:
                    "Считать, что другие восстанавливаемые объекты уже раскодированы (дождитесь `applicationFinishedRestoringState()`).",
                zh: "假定其他待恢复对象已解码完毕（应等到 `applicationFinishedRestoringState()`）。")),
        MethodText(
            .applicationFinishedRestoringState, .controller,
            summary: LocalizedText(
                en: "Every restored object has decoded its state.",
                ru: "Все восстанавливаемые объекты раскодировали своё состояние.",
                zh: "所有待恢复对象都已完成状态解码。"),
            when: LocalizedText(
                en:
                    "At the end of restoration, after every `decodeRestorableState(with:)`; the order across controllers is not guaranteed.",
                ru:
                    "В конце восстановления, после всех `decodeRestorableState(with:)`; порядок между контроллерами не гарантирован.",
                zh: "恢复流程末尾、所有 `decodeRestorableState(with:)` 之后调用；各控制器之间的调用顺序不保证。"),
            use: LocalizedText(
                en: "Finish setup that depends on several restored objects.",
                ru: "Завершить настройку, зависящую от нескольких восстановленных объектов.",
                zh: "完成依赖多个已恢复对象的配置。"),
            avoid: LocalizedText(
                en: "Depending on the order in which controllers receive it.",
                ru: "Полагаться на порядок, в котором контроллеры его получают.",
                zh: "依赖各控制器收到该调用的先后顺序。")),
    ]
}
