import LifecycleModel

/// LL001–LL015: overrides, `loadView()`, containment, presentation, geometry, layout, expensive work,
/// begin/end appearance transitions, retain cycles and outlets.
extension RuleText {
    static let ll001 = RuleText(
        title: LocalizedText(
            en: "Missing super call in a lifecycle override",
            ru: "Нет вызова super в переопределённом методе жизненного цикла",
            zh: "生命周期方法重写中缺少 super 调用"),
        explanation: LocalizedText(
            en:
                "UIKit's implementation does real work: navigation and tab bar controllers forward appearance to their children from it, `UITableViewController` clears the selection in `viewWillAppear(_:)`, `viewWillTransition(to:with:)` reaches children only through it.",
            ru:
                "Реализация UIKit не пустая: навигационный и таб-бар контроллеры из неё передают появление дочерним, `UITableViewController` снимает выделение в `viewWillAppear(_:)`, а `viewWillTransition(to:with:)` доходит до дочерних только через неё.",
            zh:
                "UIKit 的默认实现并非空操作：导航控制器和标签栏控制器靠它把出现事件转发给子控制器，`UITableViewController` 在 `viewWillAppear(_:)` 里清除选中状态，`viewWillTransition(to:with:)` 也只能经由它传给子控制器。"
        ),
        fix: LocalizedText(
            en: "Call `super` with the same arguments, first thing in the override.",
            ru: "Первой строкой вызовите `super` с теми же аргументами.",
            zh: "在重写方法的第一行用相同参数调用 `super`。"))

    static let ll002 = RuleText(
        title: LocalizedText(
            en: "`super.loadView()` in a programmatic `loadView`",
            ru: "`super.loadView()` в `loadView`, который создаёт view в коде",
            zh: "纯代码 `loadView` 中调用了 `super.loadView()`"),
        explanation: LocalizedText(
            en:
                "`super.loadView()` builds a view (or loads a nib that happens to share the class's name) that your own assignment to `view` then throws away.",
            ru:
                "`super.loadView()` создаёт view (или грузит nib с тем же именем, что и класс), которую ваше присваивание `view` тут же выбрасывает.",
            zh: "`super.loadView()` 会先创建一个视图（若恰好有同名 nib 则加载它），随后又被你对 `view` 的赋值丢弃。"),
        fix: LocalizedText(
            en: "Remove `super.loadView()`; create the root view and assign it to `view`.",
            ru: "Уберите `super.loadView()`: создайте корневую view и присвойте её `view`.",
            zh: "删掉 `super.loadView()`，直接创建根视图并赋给 `view`。"))

    static let ll003 = RuleText(
        title: LocalizedText(
            en: "view read inside `loadView` before it is assigned",
            ru: "Обращение к view внутри `loadView` до присваивания",
            zh: "在 `loadView` 中赋值前读取 view"),
        explanation: LocalizedText(
            en:
                "`loadView()` runs because `view` is nil; reading `view` there asks UIKit to load it again, which calls `loadView()` again, without end.",
            ru:
                "`loadView()` вызывается как раз потому, что `view` равна nil; чтение `view` внутри снова запускает загрузку и снова `loadView()` — бесконечная рекурсия.",
            zh: "`loadView()` 被调用正是因为 `view` 为 nil；在其中读取 `view` 会让 UIKit 再次加载，从而再次调用 `loadView()`，无限递归。"),
        fix: LocalizedText(
            en: "Build the hierarchy on a local view and assign it to `view` at the end.",
            ru: "Соберите иерархию на локальной view и в конце присвойте её `view`.",
            zh: "先在局部视图上搭好层级，最后再赋给 `view`。"))

    static let ll004 = RuleText(
        title: LocalizedText(
            en: "`loadView()` called directly",
            ru: "Прямой вызов `loadView()`",
            zh: "直接调用 `loadView()`"),
        explanation: LocalizedText(
            en:
                "`loadView()` is UIKit's to call. Called by hand it creates a root view outside the loading path: `viewDidLoad()` never runs for it.",
            ru:
                "`loadView()` вызывает только UIKit. Ручной вызов создаёт корневую view в обход загрузки: `viewDidLoad()` для неё так и не вызовется.",
            zh: "`loadView()` 只应由 UIKit 调用。手动调用会绕过加载流程创建根视图，`viewDidLoad()` 永远不会为它执行。"),
        fix: LocalizedText(
            en: "Call `loadViewIfNeeded()` (or just read `view`) instead.",
            ru: "Вместо этого вызовите `loadViewIfNeeded()` (или просто обратитесь к `view`).",
            zh: "改用 `loadViewIfNeeded()`（或直接访问 `view`）。"))

    static let ll005 = RuleText(
        title: LocalizedText(
            en: "Child view added without `addChild`",
            ru: "View дочернего контроллера добавлена без `addChild`",
            zh: "未调用 `addChild` 就添加了子控制器的视图"),
        explanation: LocalizedText(
            en:
                "The view is shown, but its controller is not in the controller hierarchy: no container forwards anything to it — no trait or size changes, no safe area, no appearance callbacks. Added to a view that is already on screen, it still gets `viewWillAppear(_:)` as its view enters the window, unpaired and depending on when the view was added; added before the container appears, it gets nothing.",
            ru:
                "View на экране, но её контроллер вне иерархии контроллеров: контейнер ничего ему не передаёт — ни изменений размера и трейтов, ни safe area, ни вызовов появления. Если view добавлена к уже видимой иерархии, контроллер всё же получает `viewWillAppear(_:)`, когда view попадает в окно, — без пары и в зависимости от того, когда её добавили; если до появления контейнера — не получает ничего.",
            zh:
                "视图显示出来了，但其控制器不在控制器层级中：容器不会向它转发任何东西——没有尺寸与特征变化，没有安全区域，也没有出现回调。若视图被添加到已在屏幕上的层级，它进入窗口时控制器仍会收到 `viewWillAppear(_:)`，但不成对，且取决于添加的时机；若在容器出现之前添加，则什么也收不到。"
        ),
        fix: LocalizedText(
            en:
                "Call `addChild(_:)` before adding the view and `didMove(toParent:)` after, so that UIKit forwards appearance, trait and size changes; do not rely on the stray `viewWillAppear(_:)`.",
            ru:
                "Вызовите `addChild(_:)` до добавления view и `didMove(toParent:)` после, чтобы UIKit передавал появление, трейты и размеры; не полагайтесь на случайный `viewWillAppear(_:)`.",
            zh:
                "添加视图前调用 `addChild(_:)`，添加后调用 `didMove(toParent:)`，让 UIKit 转发出现回调、特征与尺寸变化；不要依赖那个零散的 `viewWillAppear(_:)`。"
        ))

    static let ll006 = RuleText(
        title: LocalizedText(
            en: "`addChild` without `didMove(toParent:)`",
            ru: "`addChild` без `didMove(toParent:)`",
            zh: "调用了 `addChild` 却没有调用 `didMove(toParent:)`"),
        explanation: LocalizedText(
            en:
                "`addChild(_:)` sends only `willMove(toParent:)`. The containment is finished by the container's own `didMove(toParent:)`; without it the child's override of that method never runs.",
            ru:
                "`addChild(_:)` отправляет только `willMove(toParent:)`. Завершает встраивание вызов `didMove(toParent:)` самим контейнером; без него переопределение этого метода у дочернего контроллера не выполнится.",
            zh:
                "`addChild(_:)` 只会发送 `willMove(toParent:)`，容器必须自己调用 `didMove(toParent:)` 才算完成嵌入；否则子控制器对该方法的重写永远不会执行。"
        ),
        fix: LocalizedText(
            en: "Call `child.didMove(toParent: self)` once the child's view is in place.",
            ru: "Вызовите `child.didMove(toParent: self)`, когда view дочернего контроллера уже на месте.",
            zh: "子控制器的视图就位后调用 `child.didMove(toParent: self)`。"))

    static let ll007 = RuleText(
        title: LocalizedText(
            en: "Redundant `willMove(toParent:)` before `addChild`",
            ru: "Лишний `willMove(toParent:)` перед `addChild`",
            zh: "`addChild` 之前多余地调用了 `willMove(toParent:)`"),
        explanation: LocalizedText(
            en: "`addChild(_:)` already calls `willMove(toParent:)`; calling it yourself first delivers it twice.",
            ru: "`addChild(_:)` сам вызывает `willMove(toParent:)`; ручной вызов перед ним доставляет его дважды.",
            zh: "`addChild(_:)` 本身就会调用 `willMove(toParent:)`，提前手动调用会让它执行两次。"),
        fix: LocalizedText(
            en: "Delete the `willMove(toParent:)` call; `addChild(_:)` sends it.",
            ru: "Удалите вызов `willMove(toParent:)` — его отправит `addChild(_:)`.",
            zh: "删掉 `willMove(toParent:)` 调用，交给 `addChild(_:)` 发送。"))

    static let ll008 = RuleText(
        title: LocalizedText(
            en: "Child removed in the wrong order",
            ru: "Дочерний контроллер удалён в неверном порядке",
            zh: "移除子控制器的顺序错误"),
        explanation: LocalizedText(
            en:
                "Removal mirrors adding: `willMove(toParent: nil)`, then the view, then `removeFromParent()` (which sends `didMove(toParent: nil)`). Otherwise the child hears it has left before it hears it is leaving, and its view leaves without disappearance callbacks.",
            ru:
                "Удаление — зеркало добавления: `willMove(toParent: nil)`, затем view, затем `removeFromParent()` (он отправит `didMove(toParent: nil)`). Иначе контроллер узнаёт, что ушёл, раньше, чем что уходит, а его view исчезает без вызовов исчезновения.",
            zh:
                "移除与添加互为镜像：先 `willMove(toParent: nil)`，再移除视图，最后 `removeFromParent()`（它会发送 `didMove(toParent: nil)`）。顺序颠倒时，子控制器先得知“已离开”才得知“将离开”，视图消失时也收不到消失回调。"
        ),
        fix: LocalizedText(
            en: "Call `willMove(toParent: nil)`, then `view.removeFromSuperview()`, then `removeFromParent()`.",
            ru:
                "Вызовите `willMove(toParent: nil)`, затем `view.removeFromSuperview()`, затем `removeFromParent()`.",
            zh: "依次调用 `willMove(toParent: nil)`、`view.removeFromSuperview()`、`removeFromParent()`。"))

    static let ll009 = RuleText(
        title: LocalizedText(
            en: "Presenting from a controller whose view is not in a window",
            ru: "Показ модального экрана из контроллера, чья view не в окне",
            zh: "从视图不在窗口中的控制器发起模态呈现"),
        explanation: LocalizedText(
            en:
                "UIKit logs \"Attempt to present … whose view is not in the window hierarchy\" and presents nothing. In `viewDidLoad()` and `viewWillAppear(_:)` the view is not in a window yet.",
            ru:
                "UIKit пишет в лог «Attempt to present … whose view is not in the window hierarchy» и ничего не показывает. В `viewDidLoad()` и `viewWillAppear(_:)` view ещё не в окне.",
            zh:
                "UIKit 会打印 “Attempt to present … whose view is not in the window hierarchy” 并且什么也不呈现。在 `viewDidLoad()` 和 `viewWillAppear(_:)` 中视图还没进入窗口。"
        ),
        fix: LocalizedText(
            en: "Present from `viewDidAppear(_:)`, or make the screen the window's root instead.",
            ru: "Показывайте из `viewDidAppear(_:)` или сделайте этот экран корневым контроллером окна.",
            zh: "改在 `viewDidAppear(_:)` 中呈现，或直接把该页面设为窗口的根控制器。"))

    static let ll010 = RuleText(
        title: LocalizedText(
            en: "Geometry read before it is accurate",
            ru: "Геометрия читается до того, как стала точной",
            zh: "在几何信息尚未准确时读取"),
        explanation: LocalizedText(
            en:
                "In `viewDidLoad()` the bounds are a placeholder; in `viewWillAppear(_:)` the view is not in the window, so its size, safe area and traits are not final.",
            ru:
                "В `viewDidLoad()` bounds — заглушка; в `viewWillAppear(_:)` view ещё не в окне, поэтому размер, safe area и трейты не окончательные.",
            zh: "`viewDidLoad()` 中的 bounds 只是占位值；`viewWillAppear(_:)` 时视图尚未进入窗口，尺寸、安全区域和特征集合都不是最终值。"),
        fix: LocalizedText(
            en:
                "Read geometry in `viewIsAppearing(_:)` or `viewDidLayoutSubviews()`, or express it as constraints.",
            ru:
                "Читайте геометрию в `viewIsAppearing(_:)` или `viewDidLayoutSubviews()`, а лучше выразите её констрейнтами.",
            zh: "在 `viewIsAppearing(_:)` 或 `viewDidLayoutSubviews()` 中读取几何信息，或改用约束表达。"))

    static let ll011 = RuleText(
        title: LocalizedText(
            en: "Constraints or subviews created in a layout callback",
            ru: "Констрейнты или subview создаются в колбэке раскладки",
            zh: "在布局回调中创建约束或子视图"),
        explanation: LocalizedText(
            en:
                "Layout callbacks run on every layout pass: whatever is created there is created again each time, and a new constraint or subview invalidates the layout in progress.",
            ru:
                "Колбэки раскладки вызываются на каждом проходе: всё, что в них создаётся, создаётся снова и снова, а новый констрейнт или subview сбрасывает текущую раскладку.",
            zh: "布局回调在每次布局时都会执行：在这里创建的东西每次都会重新创建，新增约束或子视图还会让正在进行的布局失效。"),
        fix: LocalizedText(
            en: "Create subviews and constraints once, in `viewDidLoad()` (or `loadView()`).",
            ru: "Создавайте subview и констрейнты один раз — в `viewDidLoad()` (или `loadView()`).",
            zh: "子视图和约束只创建一次，放在 `viewDidLoad()`（或 `loadView()`）中。"))

    static let ll012 = RuleText(
        title: LocalizedText(
            en: "Expensive work in a per-appearance callback",
            ru: "Тяжёлая работа в колбэке, который вызывается при каждом появлении",
            zh: "在每次出现都会调用的回调中执行耗时操作"),
        explanation: LocalizedText(
            en:
                "Appearance and layout callbacks run on every return to the screen (each pop back, dismissal, tab switch) or every layout pass. The model treats app calls named `fetch…`, `load…` (other than UIKit's), `download…`, `request…`, `sync…`, `query…`, `import…`, `parse…`, `decode…` and `Thread.sleep` as expensive.",
            ru:
                "Колбэки появления и раскладки вызываются при каждом возврате на экран (pop, закрытие модального экрана, смена вкладки) или на каждом проходе раскладки. Модель считает тяжёлыми вызовы кода приложения с именами `fetch…`, `load…` (кроме методов UIKit), `download…`, `request…`, `sync…`, `query…`, `import…`, `parse…`, `decode…` и `Thread.sleep`.",
            zh:
                "出现回调和布局回调在每次回到屏幕（返回、关闭模态页、切换标签）或每次布局时都会执行。模型把名为 `fetch…`、`load…`（UIKit 自身方法除外）、`download…`、`request…`、`sync…`、`query…`、`import…`、`parse…`、`decode…` 的应用代码调用以及 `Thread.sleep` 视为耗时操作。"
        ),
        fix: LocalizedText(
            en: "Start the work once in `viewDidLoad()`, and refresh on return only when the data is stale.",
            ru:
                "Запускайте работу один раз в `viewDidLoad()`, а при возврате обновляйте, только если данные устарели.",
            zh: "在 `viewDidLoad()` 中只启动一次，回到页面时仅在数据过期时刷新。"))

    static let ll013 = RuleText(
        title: LocalizedText(
            en: "Unbalanced begin/end appearance transitions",
            ru: "Несбалансированные begin/end appearance transition",
            zh: "begin/end 外观过渡调用不配对"),
        explanation: LocalizedText(
            en:
                "Every `beginAppearanceTransition(_:animated:)` needs exactly one `endAppearanceTransition()`. UIKit logs \"Unbalanced calls to begin/end appearance transitions\"; a begin without an end leaves the child half-appeared, without `viewDidAppear(_:)`.",
            ru:
                "Каждому `beginAppearanceTransition(_:animated:)` нужен ровно один `endAppearanceTransition()`. UIKit пишет «Unbalanced calls to begin/end appearance transitions»; begin без end оставляет контроллер наполовину появившимся, без `viewDidAppear(_:)`.",
            zh:
                "每个 `beginAppearanceTransition(_:animated:)` 都必须对应且只对应一个 `endAppearanceTransition()`。UIKit 会打印 “Unbalanced calls to begin/end appearance transitions”；只有 begin 没有 end 时，子控制器停在出现途中，收不到 `viewDidAppear(_:)`。"
        ),
        fix: LocalizedText(
            en: "Pair each `beginAppearanceTransition(_:animated:)` with one `endAppearanceTransition()`.",
            ru: "Закрывайте каждый `beginAppearanceTransition(_:animated:)` одним `endAppearanceTransition()`.",
            zh: "让每个 `beginAppearanceTransition(_:animated:)` 都配一个 `endAppearanceTransition()`。"))

    static let ll014 = RuleText(
        title: LocalizedText(
            en: "Controller never deinitialised (retain cycle)",
            ru: "Контроллер так и не освобождён (цикл сильных ссылок)",
            zh: "控制器从未释放（循环引用）"),
        explanation: LocalizedText(
            en:
                "A stored closure that captures `self` strongly makes the controller own itself: when the last outside reference goes, `deinit` does not run, and nothing it holds is released.",
            ru:
                "Сохранённое замыкание, сильно захватившее `self`, делает контроллер владельцем самого себя: когда уходит последняя внешняя ссылка, `deinit` не вызывается, и всё, что он держит, остаётся в памяти.",
            zh: "被存储的闭包强引用了 `self`，控制器就持有了自己：最后一个外部引用消失后 `deinit` 也不会执行，它持有的一切都不会释放。"),
        fix: LocalizedText(
            en: "Capture `[weak self]` (or `[unowned self]`) in closures the controller stores.",
            ru: "В замыканиях, которые хранит контроллер, захватывайте `[weak self]` (или `[unowned self]`).",
            zh: "在控制器存储的闭包中使用 `[weak self]`（或 `[unowned self]`）捕获。"))

    static let ll015 = RuleText(
        title: LocalizedText(
            en: "Outlet used before the view is loaded",
            ru: "Outlet используется до загрузки view",
            zh: "视图加载前使用了 outlet"),
        explanation: LocalizedText(
            en:
                "Outlets are connected when the view loads. Before that they are nil, and an implicitly unwrapped outlet crashes the app.",
            ru:
                "Outlet'ы подключаются при загрузке view. До этого они равны nil, и неявно развёрнутый outlet роняет приложение.",
            zh: "outlet 在视图加载时才会连接，此前为 nil，隐式解包的 outlet 会直接导致崩溃。"),
        fix: LocalizedText(
            en: "Store the data in a property and apply it to the outlet in `viewDidLoad()`.",
            ru: "Сохраните данные в свойстве и примените их к outlet в `viewDidLoad()`.",
            zh: "先把数据存进属性，在 `viewDidLoad()` 中再赋给 outlet。"))

}
