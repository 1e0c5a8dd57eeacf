import LifecycleModel

/// LL025: reading `view` in a controller's initialiser.
extension RuleText {
    static let ll025 = RuleText(
        title: LocalizedText(
            en: "view loaded in an initialiser",
            ru: "Загрузка view в инициализаторе",
            zh: "在初始化方法中加载视图"),
        explanation: LocalizedText(
            en:
                "Reading `view` when it is nil loads it (Apple: the controller \"automatically calls the loadView() method\"). In `init(nibName:bundle:)` or `init(coder:)` that happens before the code that created the controller has set its properties, so `viewDidLoad()` runs with them unset, and a controller that may never be shown pays for its view anyway.",
            ru:
                "Обращение к `view`, пока она nil, загружает её (Apple: контроллер «автоматически вызывает loadView()»). В `init(nibName:bundle:)` или `init(coder:)` это происходит раньше, чем создавший контроллер код задал его свойства: `viewDidLoad()` отрабатывает без них, а контроллер, который может так и не появиться на экране, всё равно тратится на свою view.",
            zh:
                "在 `view` 为 nil 时读取它会触发加载（Apple：控制器会“自动调用 loadView() 方法”）。在 `init(nibName:bundle:)` 或 `init(coder:)` 中读取，加载发生在创建者设置属性之前，于是 `viewDidLoad()` 在属性未设置时就已执行；即使这个控制器从未显示，也要为视图付出代价。"
        ),
        fix: LocalizedText(
            en:
                "Keep initialisers to storing values; configure views in `viewDidLoad()` (or `loadView()` when you build the view yourself).",
            ru:
                "В инициализаторе только сохраняйте значения; настраивайте view в `viewDidLoad()` (или в `loadView()`, если строите view сами).",
            zh: "初始化方法只保存数据；视图的配置放到 `viewDidLoad()` 中（若自行创建视图，则放在 `loadView()` 中）。"))
}
