import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/SceneEntries.swift, in the same
// order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let scene: [MethodText] = [
        MethodText(
            .sceneWillResignActive, .scene,
            summary: LocalizedText(
                en: "The scene is about to stop receiving events.",
                ru: "Сцена вот-вот перестанет получать события.",
                zh: "场景即将停止接收事件。"),
            when: LocalizedText(
                en: "On an incoming call, the app switcher, Control Centre, and before going to the background.",
                ru: "При входящем звонке, переключателе приложений, Пункте управления и перед уходом в фон.",
                zh: "来电、打开多任务切换器或控制中心时，以及进入后台之前调用。"),
            use: LocalizedText(
                en: "Pause games, timers and playback.",
                ru: "Поставить на паузу игру, таймеры, воспроизведение.",
                zh: "暂停游戏、定时器和播放。"),
            avoid: LocalizedText(
                en: "Expecting `viewWillDisappear(_:)` on controllers: they get no appearance callbacks.",
                ru: "Ждать `viewWillDisappear(_:)` у контроллеров: колбэков появления они не получат.",
                zh: "指望控制器收到 `viewWillDisappear(_:)`：它们不会收到任何外观相关回调。")),
        MethodText(
            .sceneDidEnterBackground, .scene,
            summary: LocalizedText(
                en: "The scene is now in the background.",
                ru: "Сцена ушла в фон.",
                zh: "场景已进入后台。"),
            when: LocalizedText(
                en: "After the scene leaves the screen; the system takes a snapshot right after.",
                ru: "После того как сцена ушла с экрана; сразу после этого система делает снапшот.",
                zh: "场景离开屏幕之后调用；系统随后会立即截取快照。"),
            use: LocalizedText(
                en: "Save data, release shared resources, hide sensitive content before the snapshot.",
                ru: "Сохранить данные, освободить общие ресурсы, скрыть чувствительный контент до снапшота.",
                zh: "保存数据、释放共享资源、在快照前隐藏敏感内容。"),
            avoid: LocalizedText(
                en: "Long work without a background task: the app may be suspended within seconds.",
                ru: "Долгую работу без background task: приложение могут приостановить через пару секунд.",
                zh: "不申请后台任务就执行长时间工作：应用可能在几秒内被挂起。")),
        MethodText(
            .sceneWillEnterForeground, .scene,
            summary: LocalizedText(
                en: "The scene is about to come back to the foreground.",
                ru: "Сцена сейчас вернётся на передний план.",
                zh: "场景即将回到前台。"),
            when: LocalizedText(
                en:
                    "At launch, right after `scene(_:willConnectTo:options:)`, and when the user returns to the app; before it becomes active.",
                ru:
                    "При запуске — сразу после `scene(_:willConnectTo:options:)` — и когда пользователь возвращается в приложение; до того как сцена станет активной.",
                zh: "启动时紧接在 `scene(_:willConnectTo:options:)` 之后调用，用户返回应用时也会调用；均在场景变为活跃之前。"),
            use: LocalizedText(
                en: "Undo what you did on entering the background; refresh stale data.",
                ru: "Откатить сделанное при уходе в фон; обновить устаревшие данные.",
                zh: "撤销进入后台时所做的处理；刷新过期数据。"),
            avoid: LocalizedText(
                en: "Expecting `viewWillAppear(_:)` on the visible controller: it is not called.",
                ru: "Ждать `viewWillAppear(_:)` у видимого контроллера: он не вызывается.",
                zh: "指望当前可见的控制器收到 `viewWillAppear(_:)`：它不会被调用。")),
        MethodText(
            .sceneDidBecomeActive, .scene,
            summary: LocalizedText(
                en: "The scene is active and receiving events.",
                ru: "Сцена активна и получает события.",
                zh: "场景已处于活跃状态并接收事件。"),
            when: LocalizedText(
                en: "At launch and after every return to the foreground or an interruption.",
                ru: "При запуске и после каждого возврата на передний план или прерывания.",
                zh: "启动时，以及每次回到前台或中断结束后调用。"),
            use: LocalizedText(
                en: "Restart what `sceneWillResignActive(_:)` paused.",
                ru: "Возобновить то, что поставил на паузу `sceneWillResignActive(_:)`.",
                zh: "恢复 `sceneWillResignActive(_:)` 中暂停的工作。"),
            avoid: LocalizedText(
                en: "Heavy one-time setup (it runs after every interruption).",
                ru: "Тяжёлую разовую инициализацию (вызывается после каждого прерывания).",
                zh: "繁重的一次性初始化（每次中断后都会调用）。")),
    ]
}
