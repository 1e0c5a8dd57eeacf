import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/PageViewControllerEntries.swift, in the same
// order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let pageViewController: [MethodText] = [
        MethodText(
            .pageViewControllerBefore, .controller,
            summary: LocalizedText(
                en: "Data source: the page before the given one, or nil at the start.",
                ru: "Источник данных: страница перед данной или nil, если это первая.",
                zh: "数据源：返回给定页面之前的一页，已是第一页时返回 nil。"),
            when: LocalizedText(
                en:
                    "When a swipe starts after the pages were set, and after a backward swipe completes; not on every swipe.",
                ru:
                    "Когда начинается свайп после установки страниц и после завершённого свайпа назад; не на каждом свайпе.",
                zh: "设置页面后开始滑动时，以及向后滑动完成后调用；并非每次滑动都会调用。"),
            use: LocalizedText(
                en: "Return a controller for the page: create it or take it from a cache.",
                ru: "Вернуть контроллер страницы: создать его или взять из кэша.",
                zh: "返回该页的控制器：新建或从缓存中取出。"),
            avoid: LocalizedText(
                en: "Treating the call as \"the user is going back\": it is a prefetch, and the swipe may not happen.",
                ru: "Считать вызов сигналом «пользователь листает назад»: это предзагрузка, свайпа может и не быть.",
                zh: "把这次调用当作“用户正在往回翻”：这只是预取，滑动未必会发生。")),
        MethodText(
            .pageViewControllerAfter, .controller,
            summary: LocalizedText(
                en: "Data source: the page after the given one, or nil at the end.",
                ru: "Источник данных: страница после данной или nil, если это последняя.",
                zh: "数据源：返回给定页面之后的一页，已是最后一页时返回 nil。"),
            when: LocalizedText(
                en:
                    "When a swipe starts after the pages were set, and after a forward swipe completes; not on every swipe.",
                ru:
                    "Когда начинается свайп после установки страниц и после завершённого свайпа вперёд; не на каждом свайпе.",
                zh: "设置页面后开始滑动时，以及向前滑动完成后调用；并非每次滑动都会调用。"),
            use: LocalizedText(
                en: "Return a controller for the page: create it or take it from a cache.",
                ru: "Вернуть контроллер страницы: создать его или взять из кэша.",
                zh: "返回该页的控制器：新建或从缓存中取出。"),
            avoid: LocalizedText(
                en: "Counting page views here: it is a prefetch, not a page shown.",
                ru: "Считать здесь показы страниц: это предзагрузка, а не показ.",
                zh: "在这里统计页面浏览量：这是预取，并不代表页面已显示。")),
        MethodText(
            .pageViewControllerWillTransition, .controller,
            summary: LocalizedText(
                en: "Delegate: a swipe towards the pending page has started.",
                ru: "Делегат: начался свайп к следующей странице.",
                zh: "代理：朝待显示页面的滑动已经开始。"),
            when: LocalizedText(
                en:
                    "At the start of a gesture-driven transition only, before the pages' appearance callbacks; never for `setViewControllers`.",
                ru:
                    "Только в начале перехода жестом, до колбэков появления страниц; для `setViewControllers` не вызывается.",
                zh: "仅在手势驱动的转场开始时调用，早于页面的外观回调；`setViewControllers` 不会触发。"),
            use: LocalizedText(
                en: "Remember the pending page, to update a page indicator once the swipe completes.",
                ru: "Запомнить будущую страницу, чтобы обновить индикатор, когда свайп завершится.",
                zh: "记下待显示的页面，以便滑动完成后更新页码指示器。"),
            avoid: LocalizedText(
                en: "Updating the page indicator here: the swipe may still be cancelled.",
                ru: "Обновлять индикатор страниц здесь: свайп ещё могут отменить.",
                zh: "在这里更新页码指示器：滑动仍可能被取消。")),
        MethodText(
            .pageViewControllerDidFinishAnimating, .controller,
            summary: LocalizedText(
                en: "Delegate: a swipe has ended, completed or cancelled (`transitionCompleted`).",
                ru: "Делегат: свайп закончился — завершён или отменён (`transitionCompleted`).",
                zh: "代理：一次滑动已结束，可能完成也可能取消（见 `transitionCompleted`）。"),
            when: LocalizedText(
                en:
                    "When the animation of a gesture-driven transition ends, after the pages' appearance callbacks; never for `setViewControllers`.",
                ru:
                    "Когда заканчивается анимация перехода жестом, после колбэков появления страниц; для `setViewControllers` не вызывается.",
                zh: "手势驱动的转场动画结束时调用，晚于页面的外观回调；`setViewControllers` 不会触发。"),
            use: LocalizedText(
                en: "Update the page indicator when `transitionCompleted` is true.",
                ru: "Обновить индикатор страниц, если `transitionCompleted` равно true.",
                zh: "当 `transitionCompleted` 为 true 时更新页码指示器。"),
            avoid: LocalizedText(
                en: "Ignoring `transitionCompleted`: a cancelled swipe calls it too, with the old page still shown.",
                ru:
                    "Игнорировать `transitionCompleted`: отменённый свайп тоже вызывает метод, а на экране остаётся старая страница.",
                zh: "忽略 `transitionCompleted`：取消的滑动同样会调用它，此时屏幕上仍是原来的页面。")),
    ]
}
