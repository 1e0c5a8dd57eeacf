import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/AppearanceEntries.swift, in the same
// order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let appearance: [MethodText] = [
        MethodText(
            .viewWillAppear, .controller,
            summary: LocalizedText(
                en: "The view is about to be added to a view hierarchy.",
                ru: "View вот-вот добавят в иерархию.",
                zh: "视图即将被加入视图层级。"),
            when: LocalizedText(
                en:
                    "Before each appearance, before the view is in the window and before transition animations are set up.",
                ru: "Перед каждым показом: view ещё не в окне, анимации перехода ещё не настроены.",
                zh: "每次显示之前调用：视图尚未加入窗口，转场动画也还没配置。"),
            use: LocalizedText(
                en: "Refresh data that may have changed while hidden; adjust the status bar and navigation bar.",
                ru: "Обновить данные, которые могли измениться, пока экран был скрыт; настроить статус-бар и навбар.",
                zh: "刷新隐藏期间可能变化的数据；调整状态栏和导航栏。"),
            avoid: LocalizedText(
                en:
                    "Reading geometry or safe area (use `viewIsAppearing(_:)`); expensive work; assuming `viewDidAppear(_:)` will follow (an interactive pop can be cancelled).",
                ru:
                    "Читать геометрию и safe area (для этого `viewIsAppearing(_:)`); тяжёлую работу; рассчитывать, что будет `viewDidAppear(_:)` (свайп назад можно отменить).",
                zh: "读取几何信息或安全区域（请用 `viewIsAppearing(_:)`）；执行耗时操作；假定之后一定会调用 `viewDidAppear(_:)`（交互式返回可能被取消）。")),
        MethodText(
            .viewIsAppearing, .controller,
            summary: LocalizedText(
                en: "The view is in the hierarchy with accurate size and traits, just before it is shown.",
                ru: "View уже в иерархии, размеры и трейты точные, но на экране её ещё нет.",
                zh: "视图已在层级中，尺寸和特征集合都已准确，但尚未显示到屏幕上。"),
            when: LocalizedText(
                en:
                    "After `viewWillAppear(_:)`, once the view is added to the hierarchy and laid out by its superview, before `viewDidAppear(_:)`.",
                ru:
                    "После `viewWillAppear(_:)`: view добавлена в иерархию и разложена superview, `viewDidAppear(_:)` ещё впереди.",
                zh: "在 `viewWillAppear(_:)` 之后、`viewDidAppear(_:)` 之前，视图已加入层级并由父视图完成布局时调用。"),
            use: LocalizedText(
                en: "Appearance work that needs geometry or traits: scroll to an item, size-dependent configuration.",
                ru: "Всё, что при показе зависит от размеров и трейтов: прокрутка к элементу, настройка под размер.",
                zh: "显示时依赖尺寸或特征集合的工作：滚动到指定项、按尺寸调整配置。"),
            avoid: LocalizedText(
                en:
                    "Expensive work (it runs on every appearance); building on iOS 12 or earlier, where it is never called.",
                ru:
                    "Тяжёлую работу (вызывается при каждом показе); расчёт на iOS 12 и раньше — там метод не вызывается.",
                zh: "耗时操作（每次显示都会调用）；在 iOS 12 及更早版本上依赖它——那里永远不会调用。")),
        MethodText(
            .viewDidAppear, .controller,
            summary: LocalizedText(
                en: "The view is on screen and the transition has finished.",
                ru: "View на экране, переход завершён.",
                zh: "视图已显示在屏幕上，转场已结束。"),
            when: LocalizedText(
                en:
                    "After the appearance transition and its animation complete, in a transaction of its own: after the first frame's `CATransaction` has been committed.",
                ru:
                    "После завершения перехода и его анимации, в отдельной транзакции — уже после коммита `CATransaction` первого кадра.",
                zh: "外观转场及其动画完成之后调用，位于单独的事务中：第一帧的 `CATransaction` 提交之后。"),
            use: LocalizedText(
                en: "Start animations, video, location updates, analytics; make a field first responder.",
                ru: "Запустить анимации, видео, геолокацию, аналитику; сделать поле first responder.",
                zh: "启动动画、视频、定位、埋点统计；让输入框成为第一响应者。"),
            avoid: LocalizedText(
                en: "Layout changes the user would see jump into place; one-time setup (it runs on every appearance).",
                ru: "Изменения лейаута, которые будут видны скачком; разовую настройку (вызывается при каждом показе).",
                zh: "会让用户看到界面跳动的布局修改；一次性配置（每次显示都会调用）。")),
        MethodText(
            .viewWillDisappear, .controller,
            summary: LocalizedText(
                en: "The view is about to leave the view hierarchy.",
                ru: "View вот-вот уберут из иерархии.",
                zh: "视图即将从视图层级中移除。"),
            when: LocalizedText(
                en:
                    "Before each disappearance: pop, dismiss, another tab, being covered by a full-screen presentation.",
                ru: "Перед каждым исчезновением: pop, dismiss, другая вкладка, перекрытие полноэкранной презентацией.",
                zh: "每次消失之前调用：pop、dismiss、切换标签页、被全屏 present 覆盖。"),
            use: LocalizedText(
                en: "Commit edits, resign first responder, pause work the user started.",
                ru: "Сохранить правки, снять first responder, приостановить начатое пользователем.",
                zh: "提交编辑内容、取消第一响应者、暂停用户发起的任务。"),
            avoid: LocalizedText(
                en:
                    "Assuming the controller is being destroyed (check `isMovingFromParent`/`isBeingDismissed`); assuming the disappearance completes.",
                ru:
                    "Считать, что контроллер уничтожается (проверьте `isMovingFromParent`/`isBeingDismissed`); считать, что исчезновение точно завершится.",
                zh: "认定控制器即将被销毁（应检查 `isMovingFromParent`/`isBeingDismissed`）；认定消失一定会完成。")),
        MethodText(
            .viewDidDisappear, .controller,
            summary: LocalizedText(
                en: "The view has left the view hierarchy.",
                ru: "View убрана из иерархии.",
                zh: "视图已从视图层级中移除。"),
            when: LocalizedText(
                en: "After the disappearance transition completes.",
                ru: "После завершения перехода на исчезновение.",
                zh: "消失转场完成之后调用。"),
            use: LocalizedText(
                en: "Stop what `viewDidAppear(_:)` started: timers, playback, observers, sensors.",
                ru: "Остановить то, что запустил `viewDidAppear(_:)`: таймеры, воспроизведение, подписки, сенсоры.",
                zh: "停止 `viewDidAppear(_:)` 中启动的内容：定时器、播放、观察者、传感器。"),
            avoid: LocalizedText(
                en: "Releasing state needed when the controller comes back: it may reappear without being recreated.",
                ru: "Освобождать состояние, нужное при возврате: контроллер может снова появиться без пересоздания.",
                zh: "释放返回时仍需要的状态：控制器可能不经重建就再次显示。")),
        MethodText(
            .willMoveToWindow, .view,
            summary: LocalizedText(
                en: "The view is about to enter or leave a window.",
                ru: "View вот-вот попадёт в окно или покинет его.",
                zh: "视图即将进入或离开窗口。"),
            when: LocalizedText(
                en:
                    "Before the view (or an ancestor) is added to or removed from a window; the argument is nil on removal.",
                ru: "Перед добавлением view (или её предка) в окно или удалением из него; при удалении аргумент nil.",
                zh: "视图（或其祖先）加入或移出窗口之前调用；移出时参数为 nil。"),
            use: LocalizedText(
                en: "Stop work that only makes sense on screen when the new window is nil.",
                ru: "Остановить работу, имеющую смысл только на экране, если новое окно nil.",
                zh: "新窗口为 nil 时，停止只有在屏幕上才有意义的工作。"),
            avoid: LocalizedText(
                en: "Reading `window`-dependent values: they still describe the old window.",
                ru: "Читать значения, зависящие от `window`: они ещё от старого окна.",
                zh: "读取依赖 `window` 的值：它们仍属于旧窗口。")),
        MethodText(
            .didMoveToWindow, .view,
            summary: LocalizedText(
                en: "The view entered or left a window.",
                ru: "View попала в окно или покинула его.",
                zh: "视图已进入或离开窗口。"),
            when: LocalizedText(
                en:
                    "After the view (or an ancestor) is added to or removed from a window; `window` is nil after removal.",
                ru: "После добавления view (или её предка) в окно или удаления; после удаления `window` равно nil.",
                zh: "视图（或其祖先）加入或移出窗口之后调用；移出后 `window` 为 nil。"),
            use: LocalizedText(
                en: "Start or stop display links and animations; read the screen scale from `window`.",
                ru: "Запустить или остановить display link и анимации; взять масштаб экрана из `window`.",
                zh: "启动或停止 display link 与动画；从 `window` 读取屏幕缩放比例。"),
            avoid: LocalizedText(
                en: "Assuming it means \"visible\": a window can be hidden and a view can be covered.",
                ru: "Считать, что это значит «видна»: окно может быть скрыто, а view — перекрыта.",
                zh: "把它等同于“可见”：窗口可能被隐藏，视图也可能被遮挡。")),
    ]
}
