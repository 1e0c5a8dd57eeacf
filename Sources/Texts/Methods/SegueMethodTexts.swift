import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/SegueEntries.swift, in the same
// order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let segues: [MethodText] = [
        MethodText(
            .shouldPerformSegue, .controller,
            summary: LocalizedText(
                en: "Asks the source whether a segue the user triggered should run.",
                ru: "Спрашивает исходный контроллер, выполнять ли segue, запущенный пользователем.",
                zh: "询问源控制器是否执行由用户触发的 segue。"),
            when: LocalizedText(
                en:
                    "When the user taps a control wired to a segue, before the destination exists; never for `performSegue(withIdentifier:sender:)`.",
                ru:
                    "Когда пользователь нажимает на элемент, связанный с segue, до создания целевого контроллера; при `performSegue(withIdentifier:sender:)` не вызывается.",
                zh: "用户点击连有 segue 的控件时、目标控制器创建之前调用；`performSegue(withIdentifier:sender:)` 不会触发它。"),
            use: LocalizedText(
                en: "Return `false` to stop the segue (invalid input, nothing selected).",
                ru: "Вернуть `false`, чтобы отменить переход (неверный ввод, ничего не выбрано).",
                zh: "返回 `false` 以取消跳转（输入无效、未选中任何项）。"),
            avoid: LocalizedText(
                en: "Expecting it to guard your own `performSegue` calls: check before calling instead.",
                ru:
                    "Рассчитывать, что он защитит ваши собственные вызовы `performSegue`: проверяйте условие до вызова.",
                zh: "指望它拦截自己调用的 `performSegue`：应在调用前自行检查。")),
        MethodText(
            .prepareForSegue, .controller,
            summary: LocalizedText(
                en: "The source's last chance to configure the destination of a segue.",
                ru: "Последний момент, когда исходный контроллер может настроить целевой перед segue.",
                zh: "segue 执行前源控制器配置目标控制器的最后时机。"),
            when: LocalizedText(
                en:
                    "After the destination's `init(coder:)` and `awakeFromNib()`, before its view loads; for an embed segue, while the container's view loads.",
                ru:
                    "После `init(coder:)` и `awakeFromNib()` целевого контроллера, до загрузки его view; для embed-segue — во время загрузки view контейнера.",
                zh: "在目标控制器的 `init(coder:)` 和 `awakeFromNib()` 之后、其视图加载之前；embed segue 则在容器视图加载期间调用。"),
            use: LocalizedText(
                en: "Pass data to `segue.destination` through its properties; set delegates.",
                ru: "Передать данные в свойства `segue.destination`, назначить делегаты.",
                zh: "通过 `segue.destination` 的属性传递数据，设置代理。"),
            avoid: LocalizedText(
                en: "Touching the destination's outlets or views: they are nil until its view loads.",
                ru: "Обращаться к outlet и view целевого контроллера: до загрузки его view они nil.",
                zh: "访问目标控制器的 outlet 或视图：其视图加载前它们都是 nil。")),
        MethodText(
            .canPerformUnwindSegueActionWithSender, .controller,
            summary: LocalizedText(
                en: "Before iOS 13: asks a controller on the way back whether it takes the unwind action.",
                ru: "До iOS 13: спрашивает контроллер на обратном пути, примет ли он unwind-действие.",
                zh: "iOS 13 之前：询问回退路径上的控制器是否处理该 unwind 动作。"),
            when: LocalizedText(
                en: "While UIKit looks for an unwind segue's destination, nearest controller first.",
                ru: "Пока UIKit ищет, куда вернуться по unwind-segue, начиная с ближайшего контроллера.",
                zh: "UIKit 查找 unwind segue 的目标时，从最近的控制器开始依次调用。"),
            use: LocalizedText(
                en: "Return `false` to let the search go further back.",
                ru: "Вернуть `false`, чтобы поиск пошёл дальше назад.",
                zh: "返回 `false`，让查找继续向更早的控制器进行。"),
            avoid: LocalizedText(
                en:
                    "Overriding it on iOS 13 and later: UIKit asks `canPerformUnwindSegueAction(_:from:sender:)` there.",
                ru:
                    "Переопределять его на iOS 13 и новее: там UIKit спрашивает `canPerformUnwindSegueAction(_:from:sender:)`.",
                zh: "在 iOS 13 及以后重写它：那里 UIKit 询问的是 `canPerformUnwindSegueAction(_:from:sender:)`。")),
        MethodText(
            .canPerformUnwindSegueAction, .controller,
            summary: LocalizedText(
                en: "Asks a controller on the way back whether it takes the unwind action.",
                ru: "Спрашивает контроллер на обратном пути, примет ли он unwind-действие.",
                zh: "询问回退路径上的控制器是否处理该 unwind 动作。"),
            when: LocalizedText(
                en: "While UIKit looks for an unwind segue's destination, nearest controller first.",
                ru: "Пока UIKit ищет, куда вернуться по unwind-segue, начиная с ближайшего контроллера.",
                zh: "UIKit 查找 unwind segue 的目标时，从最近的控制器开始依次调用。"),
            use: LocalizedText(
                en:
                    "Return `false` to let the search go further back; the default is `true` if it implements the action.",
                ru: "Вернуть `false`, чтобы поиск пошёл дальше; по умолчанию `true`, если действие реализовано.",
                zh: "返回 `false` 让查找继续；默认实现只要实现了该动作就返回 `true`。"),
            avoid: LocalizedText(
                en: "Side effects: UIKit may ask several controllers and pick only one.",
                ru: "Побочных эффектов: UIKit может спросить несколько контроллеров, а выбрать один.",
                zh: "产生副作用：UIKit 可能询问多个控制器，但只选其中一个。")),
        MethodText(
            .unwindAction, .controller,
            summary: LocalizedText(
                en: "The destination's own `@IBAction` that an unwind segue names.",
                ru: "Собственный `@IBAction` целевого контроллера, который называет unwind-segue.",
                zh: "unwind segue 所指定的、目标控制器自己的 `@IBAction`。"),
            when: LocalizedText(
                en: "After the source's `prepare(for:sender:)`, before the dismissal or pop starts.",
                ru: "После `prepare(for:sender:)` исходного контроллера, до начала закрытия или pop.",
                zh: "在源控制器的 `prepare(for:sender:)` 之后、dismiss 或 pop 开始之前调用。"),
            use: LocalizedText(
                en: "Read results from `segue.source` (a chosen item, an edited value).",
                ru: "Забрать результат из `segue.source` (выбранный элемент, изменённое значение).",
                zh: "从 `segue.source` 读取结果（选中的条目、编辑后的值）。"),
            avoid: LocalizedText(
                en: "Dismissing or popping yourself: the segue does it right after.",
                ru: "Самому вызывать dismiss или pop: segue сделает это сразу после.",
                zh: "自己调用 dismiss 或 pop：segue 随后会自动完成。")),
    ]
}
