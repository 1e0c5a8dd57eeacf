/// LL020–LL021: storyboard and segue mistakes (Storyboards/). Sources: Matt Neuburg, "Don't touch my
/// outlets" (programmingios.net): an outlet of a controller whose view has not loaded is nil, and an
/// implicitly unwrapped one crashes; Apple docs, "awakeFromNib()" and "prepare(for:sender:)".
extension RuleCatalogue {
    static let segueRules: [MisuseRule] = [
        MisuseRule(
            id: "LL020", severity: .error,
            title: LocalizedText(
                en: "Outlet touched in prepare(for:sender:) or while the controller is created",
                ru: "Обращение к аутлету в prepare(for:sender:) или при создании контроллера",
                zh: "在 prepare(for:sender:) 中或控制器创建期间访问 outlet"),
            explanation: LocalizedText(
                en:
                    "A segue's destination and a storyboard controller in `awakeFromNib()` have no view yet: the storyboard connects their outlets only when the view loads. An implicitly unwrapped outlet is nil there, and using it crashes the app on a device.",
                ru:
                    "У целевого контроллера сегвея и у контроллера из сториборда в `awakeFromNib()` ещё нет вью: сториборд подключает их аутлеты только при загрузке вью. Неявно развёрнутый аутлет там равен nil, и обращение к нему роняет приложение на устройстве.",
                zh:
                    "segue 的目标控制器，以及处于 `awakeFromNib()` 中的 storyboard 控制器，都还没有视图：storyboard 只在视图加载时才连接它们的 outlet。此时隐式解包的 outlet 为 nil，一旦使用就会让应用在真机上崩溃。"
            ),
            fix: LocalizedText(
                en: "Keep the data in a plain property and apply it to the outlet in `viewDidLoad()` (the destination's, for a segue).",
                ru: "Сохраните данные в обычное свойство и перенесите их в аутлет в `viewDidLoad()` (для сегвея — целевого контроллера).",
                zh: "先把数据存进普通属性，在 `viewDidLoad()` 中再赋给 outlet（segue 的情况是目标控制器的 `viewDidLoad()`）。")),
        MisuseRule(
            id: "LL021", severity: .warning,
            title: LocalizedText(
                en: "performSegue from viewDidLoad",
                ru: "performSegue из viewDidLoad",
                zh: "在 viewDidLoad 中调用 performSegue"),
            explanation: LocalizedText(
                en:
                    "In `viewDidLoad()` the view is not in a window. A modal segue then presents nothing (UIKit logs \"whose view is not in the window hierarchy\") although the destination was made and prepared; a push happens before the first screen is ever shown, so the user never sees the source.",
                ru:
                    "В `viewDidLoad()` вью ещё не в окне. Модальный сегвей тогда ничего не покажет (UIKit пишет «whose view is not in the window hierarchy»), хотя целевой контроллер уже создан и подготовлен; push же произойдёт до того, как первый экран вообще покажется, и пользователь исходный экран не увидит.",
                zh:
                    "在 `viewDidLoad()` 中视图还不在窗口里。此时模态 segue 什么也不会呈现（UIKit 会打印 “whose view is not in the window hierarchy”），尽管目标控制器已被创建并完成了 prepare；push 则发生在第一个页面显示之前，用户根本看不到源页面。"
            ),
            fix: LocalizedText(
                en:
                    "Perform the segue from `viewDidAppear(_:)` or a user action; to start on another screen, choose the initial controller before showing the window.",
                ru:
                    "Выполняйте сегвей из `viewDidAppear(_:)` или по действию пользователя; чтобы начать с другого экрана, выберите начальный контроллер до показа окна.",
                zh: "在 `viewDidAppear(_:)` 或用户操作中执行 segue；如果要从另一个页面开始，应在显示窗口之前就选定初始控制器。")),
    ]
}
