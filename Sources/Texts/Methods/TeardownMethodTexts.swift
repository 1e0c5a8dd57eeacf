import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/TeardownEntries.swift, in the same
// order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let teardown: [MethodText] = [
        MethodText(
            .deinitialize, .controller,
            summary: LocalizedText(
                en: "The controller is being freed.",
                ru: "Контроллер освобождается.",
                zh: "控制器正在被释放。"),
            when: LocalizedText(
                en:
                    "When the last strong reference goes away: after it is popped, dismissed or removed and nothing else retains it.",
                ru:
                    "Когда исчезает последняя сильная ссылка: после pop, dismiss или удаления, если его больше никто не держит.",
                zh: "最后一个强引用消失时调用：被 pop、dismiss 或移除后且没有其他对象持有它。"),
            use: LocalizedText(
                en: "Invalidate timers and remove observers that do not clean up after themselves.",
                ru: "Инвалидировать таймеры и снять наблюдателей, которые не отписываются сами.",
                zh: "使定时器失效，移除不会自动清理的观察者。"),
            avoid: LocalizedText(
                en:
                    "Touching `view` (it would load it); expecting it at all when a closure captures `self` strongly (a retain cycle).",
                ru:
                    "Обращаться к `view` (это загрузит её); вообще ждать вызова, если замыкание сильно держит `self` (цикл ссылок).",
                zh: "访问 `view`（会触发加载）；在闭包强引用 `self` 时仍期待它被调用（循环引用）。")),
        MethodText(
            .deinitialize, .view,
            summary: LocalizedText(
                en: "The view is being freed.",
                ru: "View освобождается.",
                zh: "视图正在被释放。"),
            when: LocalizedText(
                en: "When its superview and every other owner have released it.",
                ru: "Когда её отпустили superview и все остальные владельцы.",
                zh: "父视图和其他所有持有者都释放它之后调用。"),
            use: LocalizedText(
                en: "Stop display links and remove observers the view added.",
                ru: "Остановить display link и снять наблюдателей, добавленных view.",
                zh: "停止 display link，移除视图自己添加的观察者。"),
            avoid: LocalizedText(
                en: "Starting animations or touching the superview.",
                ru: "Запускать анимации и трогать superview.",
                zh: "启动动画或访问父视图。")),
    ]
}
