import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/TabBarEntries.swift, in the same
// order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let tabBar: [MethodText] = [
        MethodText(
            .tabBarControllerShouldSelect, .controller,
            summary: LocalizedText(
                en: "Delegate: may the tab the user tapped be selected?",
                ru: "Делегат: можно ли выбрать вкладку, которую нажал пользователь?",
                zh: "代理：用户点按的标签能否被选中？"),
            when: LocalizedText(
                en:
                    "When the user taps a tab bar item, before anything changes; never for `selectedIndex` or `selectedViewController` set in code.",
                ru:
                    "Когда пользователь нажимает вкладку, до каких-либо изменений; для `selectedIndex` и `selectedViewController`, заданных в коде, не вызывается.",
                zh: "用户点按标签栏项目时、任何变化发生之前调用；代码设置 `selectedIndex` 或 `selectedViewController` 时不会调用。"),
            use: LocalizedText(
                en: "Return false to keep the current tab (for example, to present a sign-in screen instead).",
                ru: "Вернуть false, чтобы остаться на текущей вкладке (например, показать вместо неё экран входа).",
                zh: "返回 false 可保留当前标签（例如改为弹出登录界面）。"),
            avoid: LocalizedText(
                en:
                    "Side effects that assume the switch happens: returning false cancels it, with no appearance callbacks.",
                ru: "Побочные эффекты в расчёте на переключение: при false его не будет, как и колбэков появления.",
                zh: "假定切换一定发生的副作用：返回 false 会取消切换，也不会有任何外观回调。")),
        MethodText(
            .tabBarControllerDidSelect, .controller,
            summary: LocalizedText(
                en: "Delegate: the user selected a tab.",
                ru: "Делегат: пользователь выбрал вкладку.",
                zh: "代理：用户选中了一个标签。"),
            when: LocalizedText(
                en:
                    "After a tap the delegate allowed, once the switch is done; also when the user taps the tab that is already selected; never for a selection made in code.",
                ru:
                    "После нажатия, которое делегат разрешил, когда переключение уже произошло; и при нажатии на уже выбранную вкладку; для выбора из кода не вызывается.",
                zh: "在代理允许的点按之后、切换完成时调用；点按已选中的标签也会调用；代码中的选择不会触发。"),
            use: LocalizedText(
                en:
                    "Analytics for user-initiated tab switches; scrolling to the top when the current tab is tapped again.",
                ru:
                    "Аналитика переключений, сделанных пользователем; прокрутка к началу при повторном нажатии на текущую вкладку.",
                zh: "统计用户发起的标签切换；再次点按当前标签时滚动到顶部。"),
            avoid: LocalizedText(
                en: "Relying on it for every switch: setting `selectedIndex` in code does not call it.",
                ru: "Полагаться на него при любом переключении: установка `selectedIndex` из кода его не вызывает.",
                zh: "依赖它捕获所有切换：代码设置 `selectedIndex` 不会调用它。")),
        MethodText(
            .tabBarControllerAnimationController, .controller,
            summary: LocalizedText(
                en: "Delegate: the animator for a tab switch, or nil for none.",
                ru: "Делегат: аниматор для переключения вкладок или nil, если анимация не нужна.",
                zh: "代理：返回标签切换的动画控制器，返回 nil 则不做动画。"),
            when: LocalizedText(
                en:
                    "When the selected tab is about to change — by a tap or by `selectedIndex` set in code, such as a pan's handler — before either tab hears anything.",
                ru:
                    "Когда выбранная вкладка вот-вот сменится — по нажатию или из-за `selectedIndex`, заданного в коде (например, обработчиком жеста pan), — до колбэков обеих вкладок.",
                zh: "所选标签即将改变时调用——无论是点按还是代码（例如拖移手势的处理方法）设置 `selectedIndex`——在两个标签收到任何回调之前。"),
            use: LocalizedText(
                en: "Return an object that animates the views of the two tabs (a slide, a cross-fade).",
                ru: "Вернуть объект, который анимирует view двух вкладок (сдвиг, растворение).",
                zh: "返回一个为两个标签的视图做动画的对象（滑动、淡入淡出）。"),
            avoid: LocalizedText(
                en:
                    "Updating state for the new tab here: an interactive switch may still be cancelled, and then the old tab stays selected.",
                ru:
                    "Обновлять здесь состояние для новой вкладки: интерактивное переключение ещё могут отменить, и тогда останется прежняя вкладка.",
                zh: "在这里为新标签更新状态：交互式切换仍可能被取消，那时原来的标签仍被选中。")),
        MethodText(
            .tabBarControllerInteractionController, .controller,
            summary: LocalizedText(
                en: "Delegate: the interaction controller that lets a gesture drive the tab switch.",
                ru: "Делегат: контроллер взаимодействия, через который жест управляет переключением вкладок.",
                zh: "代理：返回交互控制器，让手势驱动标签切换。"),
            when: LocalizedText(
                en: "Right after the delegate returned an animator, before either tab's appearance callbacks.",
                ru: "Сразу после того, как делегат вернул аниматор, до колбэков появления обеих вкладок.",
                zh: "紧接在代理返回动画控制器之后、两个标签的外观回调之前。"),
            use: LocalizedText(
                en: "Return the interaction controller only while a gesture is driving the switch; nil otherwise.",
                ru: "Возвращать контроллер взаимодействия, только пока переключением управляет жест; иначе nil.",
                zh: "只在手势驱动切换时返回交互控制器，否则返回 nil。"),
            avoid: LocalizedText(
                en:
                    "Returning one for a tap: the switch then waits for a gesture that never comes. And assuming the switch completes: a cancelled one puts `selectedIndex` back without calling `didSelect`.",
                ru:
                    "Возвращать его при нажатии: переключение будет ждать жеста, которого не будет. И считать, что переключение завершится: отменённое возвращает `selectedIndex` назад без вызова `didSelect`.",
                zh: "在点按时也返回它：切换会一直等待不会到来的手势。也不要假定切换一定完成：被取消时 `selectedIndex` 会恢复原值，且不调用 `didSelect`。")),
    ]
}
