import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/MemoryEntries.swift, in the same
// order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let memory: [MethodText] = [
        MethodText(
            .applicationDidReceiveMemoryWarning, .app,
            summary: LocalizedText(
                en: "The app delegate hears of a memory warning (with or without scenes).",
                ru: "Делегат приложения узнаёт о предупреждении о нехватке памяти (со сценами и без них).",
                zh: "应用委托得知内存警告（无论是否采用场景）。"),
            when: LocalizedText(
                en:
                    "When the system is low on memory, before the controllers' `didReceiveMemoryWarning()` in the model (no published log orders the two).",
                ru:
                    "Когда системе не хватает памяти; в модели — раньше `didReceiveMemoryWarning()` контроллеров (ни один опубликованный лог не упорядочивает их).",
                zh: "系统内存不足时调用；在模型中先于各控制器的 `didReceiveMemoryWarning()`（没有公开日志给出两者的先后）。"),
            use: LocalizedText(
                en: "Empty app-wide caches: images, parsed data, anything you can reload.",
                ru: "Очистить общие кэши приложения: изображения, разобранные данные, всё, что можно загрузить заново.",
                zh: "清空应用级缓存：图片、解析后的数据以及任何可以重新加载的内容。"),
            avoid: LocalizedText(
                en:
                    "Slow work or saving large files here: the system may terminate the app if memory is not freed quickly.",
                ru:
                    "Долгую работу или запись больших файлов: если память не освободится быстро, система может завершить приложение.",
                zh: "在这里做耗时工作或写大文件：如果内存没有尽快释放，系统可能终止应用。")),
        MethodText(
            .didReceiveMemoryWarning, .controller,
            summary: LocalizedText(
                en: "The app received a memory warning.",
                ru: "Приложение получило предупреждение о нехватке памяти.",
                zh: "应用收到了内存警告。"),
            when: LocalizedText(
                en:
                    "On every controller when the system is low on memory; on iOS 5 and earlier `super` could then unload an off-screen view.",
                ru:
                    "У всех контроллеров, когда системе не хватает памяти; на iOS 5 и раньше `super` мог после этого выгрузить невидимую view.",
                zh: "系统内存不足时对每个控制器调用；在 iOS 5 及更早版本上，`super` 随后可能卸载不在屏幕上的视图。"),
            use: LocalizedText(
                en: "Drop caches and anything you can recreate cheaply.",
                ru: "Сбросить кэши и всё, что можно дёшево пересоздать.",
                zh: "清理缓存以及可以低成本重建的数据。"),
            avoid: LocalizedText(
                en: "Releasing the view or user data; forgetting `super`.",
                ru: "Освобождать саму view или пользовательские данные; забывать `super`.",
                zh: "释放视图本身或用户数据；遗漏 `super`。")),
        MethodText(
            .viewWillUnload, .controller,
            summary: LocalizedText(
                en: "The view is about to be released after a memory warning (iOS 5 only).",
                ru: "View сейчас выгрузят после предупреждения о памяти (только iOS 5).",
                zh: "收到内存警告后视图即将被释放（仅 iOS 5）。"),
            when: LocalizedText(
                en:
                    "On iOS 5, before an off-screen controller's view is released; deprecated and never called from iOS 6.",
                ru: "На iOS 5 — перед выгрузкой view невидимого контроллера; с iOS 6 устарел и не вызывается.",
                zh: "在 iOS 5 上，不在屏幕上的控制器视图被释放之前调用；iOS 6 起已弃用且不再调用。"),
            use: LocalizedText(
                en: "On iOS 5: save view state (scroll position, text being edited) before the view goes away.",
                ru: "На iOS 5: сохранить состояние view (позицию скролла, редактируемый текст), пока она ещё есть.",
                zh: "在 iOS 5 上：在视图消失前保存其状态（滚动位置、正在编辑的文本）。"),
            avoid: LocalizedText(
                en: "Any code targeting iOS 6 or later: it will never run.",
                ru: "Любой код под iOS 6 и новее: он никогда не выполнится.",
                zh: "任何面向 iOS 6 及以上的代码：它永远不会执行。")),
        MethodText(
            .viewDidUnload, .controller,
            summary: LocalizedText(
                en: "The view was released after a memory warning (iOS 3–5).",
                ru: "View выгружена после предупреждения о памяти (iOS 3–5).",
                zh: "收到内存警告后视图已被释放（iOS 3–5）。"),
            when: LocalizedText(
                en:
                    "On iOS 5 and earlier, after an off-screen controller's view was released; the next `view` access reloads it. Deprecated and never called from iOS 6.",
                ru:
                    "На iOS 5 и раньше — после выгрузки view невидимого контроллера; следующее обращение к `view` загрузит её заново. С iOS 6 устарел и не вызывается.",
                zh: "在 iOS 5 及更早版本上，不在屏幕上的控制器视图被释放之后调用；下次访问 `view` 会重新加载。iOS 6 起已弃用且不再调用。"),
            use: LocalizedText(
                en: "On iOS 5 and earlier: nil out outlets and other strong references to subviews.",
                ru: "На iOS 5 и раньше: обнулить outlet'ы и другие сильные ссылки на subview.",
                zh: "iOS 5 及更早版本：将 outlet 和其他指向子视图的强引用置为 nil。"),
            avoid: LocalizedText(
                en: "Releasing user data; relying on it from iOS 6, where views are never unloaded.",
                ru: "Освобождать пользовательские данные; рассчитывать на него с iOS 6 — там view не выгружаются.",
                zh: "释放用户数据；在 iOS 6 及以后依赖它——那里视图不会被卸载。")),
    ]
}
