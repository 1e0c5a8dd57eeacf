import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/LoadingEntries.swift, in the same
// order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let loading: [MethodText] = [
        MethodText(
            .loadView, .controller,
            summary: LocalizedText(
                en: "Creates the controller's root view.",
                ru: "Создаёт корневую view контроллера.",
                zh: "创建控制器的根视图。"),
            when: LocalizedText(
                en: "The first time `view` is read while it is nil (again after an unload on iOS 5 and earlier).",
                ru: "При первом обращении к `view`, пока она nil (на iOS 5 и раньше — снова после выгрузки).",
                zh: "第一次读取 `view` 且其为 nil 时调用（iOS 5 及更早版本被卸载后会再次调用）。"),
            use: LocalizedText(
                en: "Build the view in code and assign it to `self.view`, e.g. a custom `UIView` subclass.",
                ru: "Собрать view в коде и присвоить её `self.view`, например свой сабкласс `UIView`.",
                zh: "用代码构建视图并赋值给 `self.view`，例如自定义的 `UIView` 子类。"),
            avoid: LocalizedText(
                en:
                    "Calling `super.loadView()` when you build the view yourself, reading `view` before assigning it, calling `loadView()` directly.",
                ru:
                    "Вызывать `super.loadView()`, если view создаёте сами; читать `view` до присваивания; вызывать `loadView()` напрямую.",
                zh: "自己创建视图时调用 `super.loadView()`；赋值前读取 `view`；直接调用 `loadView()`。")),
        MethodText(
            .viewDidLoad, .controller,
            summary: LocalizedText(
                en: "The view hierarchy is in memory; one-time setup goes here.",
                ru: "Иерархия view загружена в память; место для разовой настройки.",
                zh: "视图层级已载入内存，适合做一次性配置。"),
            when: LocalizedText(
                en: "Right after `loadView()` or after the view is loaded from a nib; before the view is in a window.",
                ru: "Сразу после `loadView()` или загрузки view из nib; view ещё не в окне.",
                zh: "紧跟在 `loadView()` 或从 xib 加载视图之后调用；此时视图还不在窗口中。"),
            use: LocalizedText(
                en: "Add subviews and constraints, configure outlets, set up data sources and bindings.",
                ru: "Добавить subview и констрейнты, настроить outlet'ы, источники данных и биндинги.",
                zh: "添加子视图和约束，配置 outlet、数据源和绑定。"),
            avoid: LocalizedText(
                en: "Trusting `view.bounds`, safe area or traits (not final yet); presenting another controller.",
                ru: "Доверять `view.bounds`, safe area и трейтам (они ещё не финальные); показывать другой контроллер.",
                zh: "依赖 `view.bounds`、安全区域或特征集合（尚未确定）；在这里 present 其他控制器。")),
    ]
}
