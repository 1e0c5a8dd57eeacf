import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/ContainmentEntries.swift, in the same
// order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let containment: [MethodText] = [
        MethodText(
            .willMoveToParent, .controller,
            summary: LocalizedText(
                en: "The controller is about to be added to or removed from a container.",
                ru: "Контроллер вот-вот добавят в контейнер или уберут из него.",
                zh: "控制器即将被加入容器或从容器中移除。"),
            when: LocalizedText(
                en:
                    "From `addChild(_:)` automatically (with the parent); the container calls it with nil before `removeFromParent()`.",
                ru:
                    "При `addChild(_:)` — автоматически (с родителем); перед `removeFromParent()` контейнер вызывает его сам с nil.",
                zh: "`addChild(_:)` 会自动调用它（传入父控制器）；移除前由容器在 `removeFromParent()` 之前手动以 nil 调用。"),
            use: LocalizedText(
                en: "React to leaving a parent (nil): stop work tied to the container.",
                ru: "Отреагировать на уход из родителя (nil): остановить работу, связанную с контейнером.",
                zh: "响应离开父控制器（参数为 nil）：停止与容器相关的工作。"),
            avoid: LocalizedText(
                en: "Calling it yourself before `addChild(_:)` (it is then called twice).",
                ru: "Вызывать его самому перед `addChild(_:)` (тогда он сработает дважды).",
                zh: "在 `addChild(_:)` 之前自己调用它（会导致调用两次）。")),
        MethodText(
            .didMoveToParent, .controller,
            summary: LocalizedText(
                en: "The controller was added to or removed from a container.",
                ru: "Контроллер добавлен в контейнер или убран из него.",
                zh: "控制器已被加入容器或从容器中移除。"),
            when: LocalizedText(
                en:
                    "The container calls it after adding the child's view and finishing any transition; `removeFromParent()` calls it with nil.",
                ru:
                    "Контейнер вызывает его после добавления view ребёнка и окончания перехода; `removeFromParent()` вызывает его с nil.",
                zh: "容器在添加子控制器视图并完成转场后调用；`removeFromParent()` 会以 nil 自动调用。"),
            use: LocalizedText(
                en: "Finish setup that needs `parent`: read its navigation item, start child-specific work.",
                ru:
                    "Закончить настройку, которой нужен `parent`: прочитать его navigationItem, запустить работу ребёнка.",
                zh: "完成依赖 `parent` 的配置：读取其 navigationItem，启动子控制器的工作。"),
            avoid: LocalizedText(
                en:
                    "Forgetting to call it after `addChild(_:)` in a custom container: the child never learns it was added.",
                ru:
                    "Забыть вызвать его после `addChild(_:)` в своём контейнере: ребёнок так и не узнает, что его добавили.",
                zh: "在自定义容器中调用 `addChild(_:)` 后忘记调用它：子控制器永远不知道自己已被添加。")),
        MethodText(
            .willMoveToSuperview, .view,
            summary: LocalizedText(
                en: "The view is about to get a new superview.",
                ru: "У view вот-вот сменится superview.",
                zh: "视图即将获得新的父视图。"),
            when: LocalizedText(
                en: "Before `addSubview(_:)` or `removeFromSuperview()` takes effect; nil on removal.",
                ru: "Перед тем как сработает `addSubview(_:)` или `removeFromSuperview()`; при удалении — nil.",
                zh: "在 `addSubview(_:)` 或 `removeFromSuperview()` 生效之前调用；移除时参数为 nil。"),
            use: LocalizedText(
                en: "Tear down observation of the old superview.",
                ru: "Снять наблюдение за старой superview.",
                zh: "解除对旧父视图的观察。"),
            avoid: LocalizedText(
                en: "Adding or removing views in the same hierarchy from here.",
                ru: "Добавлять или удалять view той же иерархии отсюда.",
                zh: "在这里向同一层级添加或移除视图。")),
        MethodText(
            .didMoveToSuperview, .view,
            summary: LocalizedText(
                en: "The view got a new superview (or lost it).",
                ru: "У view сменилась superview (или её больше нет).",
                zh: "视图已有新的父视图（或已失去父视图）。"),
            when: LocalizedText(
                en: "Right after `addSubview(_:)` or `removeFromSuperview()`; `superview` is nil after removal.",
                ru: "Сразу после `addSubview(_:)` или `removeFromSuperview()`; после удаления `superview` равно nil.",
                zh: "紧跟在 `addSubview(_:)` 或 `removeFromSuperview()` 之后调用；移除后 `superview` 为 nil。"),
            use: LocalizedText(
                en: "Constrain the view to its new superview.",
                ru: "Привязать view констрейнтами к новой superview.",
                zh: "为视图添加相对于新父视图的约束。"),
            avoid: LocalizedText(
                en: "Assuming a window: the superview itself may not be on screen.",
                ru: "Рассчитывать на окно: сама superview может быть не на экране.",
                zh: "假定已有窗口：父视图本身可能并不在屏幕上。")),
    ]
}
