import LifecycleModel

// The catalogue's vocabulary: the words for an owner, a phase, a frequency and a `super` rule, as the
// method table's cells and the phase filter show them.

extension Owner {
    /// Who receives the method, as the table's owner column names it.
    public var title: LocalizedText {
        switch self {
        case .controller: LocalizedText(en: "view controller", ru: "контроллер", zh: "视图控制器")
        case .view: LocalizedText(en: "view", ru: "view", zh: "视图")
        case .scene: LocalizedText(en: "scene delegate", ru: "делегат сцены", zh: "场景代理")
        case .app: LocalizedText(en: "app delegate", ru: "делегат приложения", zh: "应用代理")
        case .presentationController:
            LocalizedText(en: "presentation controller", ru: "контроллер презентации", zh: "呈现控制器")
        }
    }
}

extension Phase {
    /// The phase's heading, as the table and the phase filter name it.
    public var title: LocalizedText {
        switch self {
        case .creation: LocalizedText(en: "Creation", ru: "Создание", zh: "创建")
        case .loading: LocalizedText(en: "Loading the view", ru: "Загрузка view", zh: "加载视图")
        case .appearance: LocalizedText(en: "Appearance", ru: "Появление и исчезновение", zh: "显示与消失")
        case .layout: LocalizedText(en: "Layout", ru: "Лейаут", zh: "布局")
        case .containment: LocalizedText(en: "Containment and hierarchy", ru: "Иерархия и контейнеры", zh: "容器与层级")
        case .environment: LocalizedText(en: "Size and traits", ru: "Размер и трейты", zh: "尺寸与特征")
        case .memory: LocalizedText(en: "Memory", ru: "Память", zh: "内存")
        case .restoration: LocalizedText(en: "State restoration", ru: "Восстановление состояния", zh: "状态恢复")
        case .scene: LocalizedText(en: "Scene (app) state", ru: "Состояние сцены", zh: "场景状态")
        case .teardown: LocalizedText(en: "Teardown", ru: "Уничтожение", zh: "销毁")
        }
    }
}

extension Frequency {
    /// How often UIKit calls the method, in words.
    public var title: LocalizedText {
        switch self {
        case .once: LocalizedText(en: "once", ru: "один раз", zh: "仅一次")
        case .perAppearance: LocalizedText(en: "every appearance", ru: "при каждом показе", zh: "每次显示")
        case .perLayoutPass: LocalizedText(en: "every layout pass", ru: "на каждом проходе лейаута", zh: "每次布局")
        case .whenInvalidated:
            LocalizedText(en: "when constraints were invalidated", ru: "после инвалидации констрейнтов", zh: "约束失效之后")
        case .onEvent: LocalizedText(en: "on an event", ru: "по событию", zh: "事件触发时")
        }
    }
}

extension SuperCall {
    /// What an override must do with `super`, in words.
    public var title: LocalizedText {
        switch self {
        case .required: LocalizedText(en: "must call", ru: "обязательно", zh: "必须调用")
        case .optional: LocalizedText(en: "optional", ru: "не обязательно", zh: "可选")
        case .forbidden: LocalizedText(en: "must not call", ru: "нельзя вызывать", zh: "不要调用")
        case .notApplicable: LocalizedText(en: "n/a", ru: "—", zh: "不适用")
        }
    }
}
