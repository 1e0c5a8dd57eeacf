import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/CreationEntries.swift, in the same
// order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let creation: [MethodText] = [
        MethodText(
            .initNibNameBundle, .controller,
            summary: LocalizedText(
                en: "Designated initialiser for a controller created in code.",
                ru: "Назначенный инициализатор контроллера, созданного из кода.",
                zh: "在代码中创建控制器时使用的指定初始化方法。"),
            when: LocalizedText(
                en:
                    "When you create the controller in code; `UIViewController()` ends up here with nil nib and bundle.",
                ru:
                    "Когда контроллер создаётся в коде; `UIViewController()` тоже приходит сюда с nil вместо nib и бандла.",
                zh: "在代码中创建控制器时调用；`UIViewController()` 最终也会以 nil 的 nib 和 bundle 走到这里。"),
            use: LocalizedText(
                en: "Inject dependencies and set stored properties, `title`, `tabBarItem`, `modalPresentationStyle`.",
                ru: "Передать зависимости, заполнить свойства, `title`, `tabBarItem`, `modalPresentationStyle`.",
                zh: "注入依赖，初始化存储属性，设置 `title`、`tabBarItem`、`modalPresentationStyle`。"),
            avoid: LocalizedText(
                en: "Touching `view` or outlets: the view is not loaded, and reading `view` loads it too early.",
                ru:
                    "Обращаться к `view` и outlet: view ещё не загружена, а обращение к `view` загрузит её раньше времени.",
                zh: "访问 `view` 或 outlet：视图尚未加载，读取 `view` 会提前触发加载。")),
        MethodText(
            .initCoder, .controller,
            summary: LocalizedText(
                en: "Initialiser used when a storyboard or nib instantiates the controller.",
                ru: "Инициализатор, через который контроллер создаёт storyboard или nib.",
                zh: "storyboard 或 xib 实例化控制器时调用的初始化方法。"),
            when: LocalizedText(
                en: "When a storyboard or nib archive is decoded, before `awakeFromNib()`.",
                ru: "При раскодировании storyboard или nib, до `awakeFromNib()`.",
                zh: "解码 storyboard 或 xib 归档时调用，早于 `awakeFromNib()`。"),
            use: LocalizedText(
                en:
                    "Set defaults for stored properties; for real injection use `instantiateViewController(identifier:creator:)` (iOS 13).",
                ru:
                    "Задать значения свойств по умолчанию; для нормального DI — `instantiateViewController(identifier:creator:)` (iOS 13).",
                zh: "为存储属性设置默认值；需要依赖注入时用 `instantiateViewController(identifier:creator:)`（iOS 13）。"),
            avoid: LocalizedText(
                en: "Using outlets or `view`: nothing is connected or loaded yet.",
                ru: "Обращаться к outlet и `view`: ничего ещё не подключено и не загружено.",
                zh: "使用 outlet 或 `view`：此时既未连接也未加载。")),
        MethodText(
            .awakeFromNib, .controller,
            summary: LocalizedText(
                en: "The controller was unarchived from a storyboard or nib.",
                ru: "Контроллер раскодирован из storyboard или nib.",
                zh: "控制器已从 storyboard 或 xib 中解档完成。"),
            when: LocalizedText(
                en: "After every object in the archive is initialised, before the controller's view is loaded.",
                ru: "После инициализации всех объектов архива, но до загрузки view контроллера.",
                zh: "归档中所有对象都初始化之后调用，此时控制器的视图还没有加载。"),
            use: LocalizedText(
                en: "Configure what the storyboard set on the controller itself: `navigationItem`, `tabBarItem`.",
                ru: "Донастроить то, что storyboard задал самому контроллеру: `navigationItem`, `tabBarItem`.",
                zh: "配置 storyboard 赋给控制器本身的内容，如 `navigationItem`、`tabBarItem`。"),
            avoid: LocalizedText(
                en: "Reading outlets to views inside `view`: they stay nil until the view loads.",
                ru: "Читать outlet'ы на subview: они остаются nil до загрузки `view`.",
                zh: "读取指向 `view` 内部子视图的 outlet：视图加载前它们都是 nil。")),
        MethodText(
            .viewInitFrame, .view,
            summary: LocalizedText(
                en: "Designated initialiser for a view created in code.",
                ru: "Назначенный инициализатор view, созданной из кода.",
                zh: "在代码中创建视图时使用的指定初始化方法。"),
            when: LocalizedText(
                en: "When you create the view in code; `UIView()` calls it with `.zero`.",
                ru: "Когда view создаётся в коде; `UIView()` вызывает его с `.zero`.",
                zh: "在代码中创建视图时调用；`UIView()` 会以 `.zero` 调用它。"),
            use: LocalizedText(
                en: "Create subviews and activate constraints once.",
                ru: "Один раз создать subview и активировать констрейнты.",
                zh: "一次性创建子视图并激活约束。"),
            avoid: LocalizedText(
                en: "Relying on the frame, `window` or `traitCollection`: the view is not in a hierarchy yet.",
                ru: "Полагаться на frame, `window` и `traitCollection`: view ещё не в иерархии.",
                zh: "依赖 frame、`window` 或 `traitCollection`：视图还没有加入层级。")),
        MethodText(
            .initCoder, .view,
            summary: LocalizedText(
                en: "Initialiser used when a nib or storyboard instantiates the view.",
                ru: "Инициализатор, через который view создаёт nib или storyboard.",
                zh: "xib 或 storyboard 实例化视图时调用的初始化方法。"),
            when: LocalizedText(
                en: "While the archive is decoded, before outlets are connected and before `awakeFromNib()`.",
                ru: "Во время раскодирования архива, до подключения outlet и до `awakeFromNib()`.",
                zh: "解码归档期间调用，早于 outlet 连接和 `awakeFromNib()`。"),
            use: LocalizedText(
                en: "Setup shared with `init(frame:)` that does not need outlets.",
                ru: "Общая с `init(frame:)` настройка, которой не нужны outlet'ы.",
                zh: "放置与 `init(frame:)` 共用、且不依赖 outlet 的初始化代码。"),
            avoid: LocalizedText(
                en: "Using outlets: they are connected only later.",
                ru: "Использовать outlet'ы: их подключат позже.",
                zh: "使用 outlet：它们稍后才会连接。")),
        MethodText(
            .awakeFromNib, .view,
            summary: LocalizedText(
                en: "The view was unarchived and its outlets are connected.",
                ru: "View раскодирована, outlet'ы подключены.",
                zh: "视图已解档，outlet 均已连接。"),
            when: LocalizedText(
                en: "After every object in the nib is initialised and all outlets and actions are connected.",
                ru: "После инициализации всех объектов nib и подключения всех outlet и экшенов.",
                zh: "xib 中所有对象初始化完毕、所有 outlet 和 action 连接之后调用。"),
            use: LocalizedText(
                en: "Style and configure outlet subviews: fonts, colours, localised text.",
                ru: "Настроить subview из outlet: шрифты, цвета, локализованные строки.",
                zh: "配置 outlet 子视图：字体、颜色、本地化文案。"),
            avoid: LocalizedText(
                en: "Reading geometry: sizes are still those of the Interface Builder canvas.",
                ru: "Читать геометрию: размеры пока такие, как на холсте Interface Builder.",
                zh: "读取几何信息：尺寸仍是 Interface Builder 画布上的值。")),
    ]
}
