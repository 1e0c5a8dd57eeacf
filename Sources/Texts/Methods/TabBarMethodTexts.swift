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
    ]
}
