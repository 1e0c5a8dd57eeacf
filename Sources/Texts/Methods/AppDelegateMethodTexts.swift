import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/AppDelegateEntries.swift, in the same
// order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let appDelegate: [MethodText] = [
        MethodText(
            .applicationWillResignActive, .app,
            summary: LocalizedText(
                en: "The app is about to become inactive (apps without scenes).",
                ru: "Приложение вот-вот станет неактивным (приложения без сцен).",
                zh: "应用即将进入非活跃状态（未采用场景的应用）。"),
            when: LocalizedText(
                en: "On an incoming call or notification banner pull-down, and before every move to the background.",
                ru: "При входящем звонке, открытии Центра уведомлений и перед каждым уходом в фон.",
                zh: "来电、下拉通知中心时，以及每次进入后台之前调用。"),
            use: LocalizedText(
                en: "Pause timers, games and media; stop work that needs the user's attention.",
                ru: "Поставить на паузу таймеры, игру, медиа; остановить то, что требует внимания пользователя.",
                zh: "暂停定时器、游戏和媒体播放；停止需要用户关注的工作。"),
            avoid: LocalizedText(
                en: "Expecting `viewWillDisappear(_:)` on the visible controller: no appearance callback comes.",
                ru: "Ждать `viewWillDisappear(_:)` у видимого контроллера: колбэков появления не будет.",
                zh: "指望可见的控制器收到 `viewWillDisappear(_:)`：不会有任何外观相关回调。")),
        MethodText(
            .applicationDidEnterBackground, .app,
            summary: LocalizedText(
                en: "The app is now in the background (apps without scenes).",
                ru: "Приложение ушло в фон (приложения без сцен).",
                zh: "应用已进入后台（未采用场景的应用）。"),
            when: LocalizedText(
                en: "After the app leaves the screen; state preservation and the snapshot follow.",
                ru: "После того как приложение ушло с экрана; за ним следуют сохранение состояния и снапшот.",
                zh: "应用离开屏幕之后调用；随后进行状态保存和截取快照。"),
            use: LocalizedText(
                en: "Save user data, release shared resources, hide sensitive content.",
                ru: "Сохранить данные пользователя, освободить общие ресурсы, скрыть чувствительный контент.",
                zh: "保存用户数据、释放共享资源、隐藏敏感内容。"),
            avoid: LocalizedText(
                en: "Work longer than about five seconds without a background task: the system may kill the app.",
                ru: "Работу дольше примерно пяти секунд без background task: система может завершить приложение.",
                zh: "不申请后台任务就执行超过约五秒的工作：系统可能终止应用。")),
        MethodText(
            .applicationWillEnterForeground, .app,
            summary: LocalizedText(
                en: "The app is about to return to the foreground (apps without scenes).",
                ru: "Приложение сейчас вернётся на передний план (приложения без сцен).",
                zh: "应用即将回到前台（未采用场景的应用）。"),
            when: LocalizedText(
                en: "When the user comes back to the app, before it becomes active.",
                ru: "Когда пользователь возвращается в приложение, до того как оно станет активным.",
                zh: "用户返回应用时、应用变为活跃之前调用。"),
            use: LocalizedText(
                en: "Undo what you did on entering the background; refresh data that may be stale.",
                ru: "Откатить сделанное при уходе в фон; обновить данные, которые могли устареть.",
                zh: "撤销进入后台时的处理；刷新可能已过期的数据。"),
            avoid: LocalizedText(
                en: "Relying on `viewWillAppear(_:)` to refresh the visible screen: it is not called.",
                ru: "Рассчитывать, что `viewWillAppear(_:)` обновит видимый экран: он не вызывается.",
                zh: "依赖 `viewWillAppear(_:)` 刷新当前界面：它不会被调用。")),
        MethodText(
            .applicationDidBecomeActive, .app,
            summary: LocalizedText(
                en: "The app is active again (apps without scenes).",
                ru: "Приложение снова активно (приложения без сцен).",
                zh: "应用重新处于活跃状态（未采用场景的应用）。"),
            when: LocalizedText(
                en: "At launch, after every return to the foreground and after each interruption ends.",
                ru: "При запуске, после каждого возврата на передний план и после окончания прерывания.",
                zh: "启动时、每次回到前台以及中断结束后调用。"),
            use: LocalizedText(
                en: "Restart what `applicationWillResignActive(_:)` paused.",
                ru: "Возобновить то, что остановил `applicationWillResignActive(_:)`.",
                zh: "恢复 `applicationWillResignActive(_:)` 中暂停的工作。"),
            avoid: LocalizedText(
                en: "One-time setup: it runs again after every interruption.",
                ru: "Разовую инициализацию: метод вызывается снова после каждого прерывания.",
                zh: "一次性初始化：每次中断之后它都会再次调用。")),
    ]
}
