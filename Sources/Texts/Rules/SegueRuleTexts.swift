import LifecycleModel

/// LL020–LL023: storyboard and segue mistakes. Sources: Matt Neuburg, "Don't touch my outlets"
/// (programmingios.net): an outlet of a controller whose view has not loaded is nil, and an implicitly
/// unwrapped one crashes; Apple docs, "awakeFromNib()" and "prepare(for:sender:)".
extension RuleText {
    static let ll020 = RuleText(
        title: LocalizedText(
            en: "Outlet touched in `prepare(for:sender:)` or while the controller is created",
            ru: "Обращение к outlet в `prepare(for:sender:)` или при создании контроллера",
            zh: "在 `prepare(for:sender:)` 中或控制器创建期间访问 outlet"),
        explanation: LocalizedText(
            en:
                "A segue's destination and a storyboard controller in `awakeFromNib()` have no view yet: the storyboard connects their outlets only when the view loads. An implicitly unwrapped outlet is nil there, and using it crashes the app on a device.",
            ru:
                "У целевого контроллера segue и у контроллера из storyboard в `awakeFromNib()` ещё нет view: storyboard подключает их outlet'ы только при загрузке view. Неявно развёрнутый outlet там равен nil, и обращение к нему роняет приложение на устройстве.",
            zh:
                "segue 的目标控制器，以及处于 `awakeFromNib()` 中的 storyboard 控制器，都还没有视图：storyboard 只在视图加载时才连接它们的 outlet。此时隐式解包的 outlet 为 nil，一旦使用就会让应用在真机上崩溃。"
        ),
        fix: LocalizedText(
            en:
                "Keep the data in a plain property and apply it to the outlet in `viewDidLoad()` (the destination's, for a segue).",
            ru:
                "Сохраните данные в обычное свойство и перенесите их в outlet в `viewDidLoad()` (для segue — целевого контроллера).",
            zh: "先把数据存进普通属性，在 `viewDidLoad()` 中再赋给 outlet（segue 的情况是目标控制器的 `viewDidLoad()`）。"))

    static let ll021 = RuleText(
        title: LocalizedText(
            en: "`performSegue` from `viewDidLoad`",
            ru: "`performSegue` из `viewDidLoad`",
            zh: "在 `viewDidLoad` 中调用 `performSegue`"),
        explanation: LocalizedText(
            en:
                "In `viewDidLoad()` the view is not in a window. A modal segue then presents nothing (UIKit logs \"whose view is not in the window hierarchy\") although the destination was made and prepared; a push happens before the first screen is ever shown, so the user never sees the source.",
            ru:
                "В `viewDidLoad()` view ещё не в окне. Модальный segue тогда ничего не покажет (UIKit пишет «whose view is not in the window hierarchy»), хотя целевой контроллер уже создан и подготовлен; push же произойдёт до того, как первый экран вообще покажется, и пользователь исходный экран не увидит.",
            zh:
                "在 `viewDidLoad()` 中视图还不在窗口里。此时模态 segue 什么也不会呈现（UIKit 会打印 “whose view is not in the window hierarchy”），尽管目标控制器已被创建并完成了 prepare；push 则发生在第一个页面显示之前，用户根本看不到源页面。"
        ),
        fix: LocalizedText(
            en:
                "Perform the segue from `viewDidAppear(_:)` or a user action; to start on another screen, choose the initial controller before showing the window.",
            ru:
                "Выполняйте segue из `viewDidAppear(_:)` или по действию пользователя; чтобы начать с другого экрана, выберите начальный контроллер до показа окна.",
            zh: "在 `viewDidAppear(_:)` 或用户操作中执行 segue；如果要从另一个页面开始，应在显示窗口之前就选定初始控制器。"))

    static let ll022 = RuleText(
        title: LocalizedText(
            en: "`shouldPerformSegue` expected to guard `performSegue`",
            ru: "Расчёт на то, что `shouldPerformSegue` остановит `performSegue`",
            zh: "指望 `shouldPerformSegue` 拦截 `performSegue`"),
        explanation: LocalizedText(
            en:
                "UIKit asks `shouldPerformSegue(withIdentifier:sender:)` only for segues the user triggers. A call of `performSegue(withIdentifier:sender:)` from code never reaches it, so the condition in the override does not stop the segue.",
            ru:
                "UIKit спрашивает `shouldPerformSegue(withIdentifier:sender:)` только о segue, запущенных пользователем. Вызов `performSegue(withIdentifier:sender:)` из кода до него не доходит, и условие в переопределении segue не остановит.",
            zh:
                "UIKit 只对用户触发的 segue 调用 `shouldPerformSegue(withIdentifier:sender:)`。代码里调用 `performSegue(withIdentifier:sender:)` 根本不会经过它，重写中的条件也就拦不住这个 segue。"
        ),
        fix: LocalizedText(
            en:
                "Check the condition before calling `performSegue`, e.g. `if shouldPerformSegue(withIdentifier: id, sender: nil) { performSegue(…) }`.",
            ru:
                "Проверяйте условие до вызова `performSegue`, например `if shouldPerformSegue(withIdentifier: id, sender: nil) { performSegue(…) }`.",
            zh:
                "在调用 `performSegue` 之前自行检查条件，例如 `if shouldPerformSegue(withIdentifier: id, sender: nil) { performSegue(…) }`。"
        ))

    static let ll023 = RuleText(
        title: LocalizedText(
            en: "Dismissing or popping in an unwind action",
            ru: "dismiss или pop внутри unwind-экшена",
            zh: "在 unwind 方法中自行 dismiss 或 pop"),
        explanation: LocalizedText(
            en:
                "An unwind segue calls its action and then dismisses or pops back to the destination itself. Doing it in the action as well asks for the same transition a second time, on a controller that is already leaving.",
            ru:
                "Unwind-segue вызывает свой экшен, а потом сам делает dismiss или pop до целевого контроллера. Если сделать это ещё и в экшене, тот же переход запрашивается второй раз у контроллера, который уже уходит.",
            zh:
                "unwind segue 调用完自己的方法后，会自行 dismiss 或 pop 回目标控制器。如果在方法里再做一次，就会对一个正在离开的控制器再次请求同一个转场。"
        ),
        fix: LocalizedText(
            en: "Only read the results in the unwind action; let the segue dismiss or pop.",
            ru: "В unwind-экшене только забирайте результат; dismiss или pop оставьте segue.",
            zh: "在 unwind 方法里只读取结果，dismiss 或 pop 交给 segue 完成。"))

}
