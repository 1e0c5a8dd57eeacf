import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/LaunchEntries.swift, in the same
// order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let launch: [MethodText] = [
        MethodText(
            .applicationWillFinishLaunching, .app,
            summary: LocalizedText(
                en: "The launch has begun; state restoration has not run yet.",
                ru: "Запуск начался; восстановление состояния ещё не выполнялось.",
                zh: "启动已经开始，状态恢复尚未进行。"),
            when: LocalizedText(
                en: "Once per launch, first of the app delegate's callbacks.",
                ru: "Один раз за запуск, первым из колбэков делегата приложения.",
                zh: "每次启动调用一次，是应用代理最先收到的回调。"),
            use: LocalizedText(
                en: "Work that must precede state restoration; choosing whether to restore.",
                ru: "То, что должно произойти до восстановления состояния; решение, восстанавливать ли его.",
                zh: "必须在状态恢复之前完成的工作；决定是否恢复状态。"),
            avoid: LocalizedText(
                en: "Slow work: the launch screen stays up until launching finishes.",
                ru: "Медленную работу: экран запуска висит, пока запуск не закончится.",
                zh: "耗时操作：启动完成前启动屏会一直显示。")),
        MethodText(
            .applicationDidFinishLaunching, .app,
            summary: LocalizedText(
                en: "The launch is almost done; the app is about to run.",
                ru: "Запуск почти завершён; приложение вот-вот начнёт работу.",
                zh: "启动即将完成，应用即将开始运行。"),
            when: LocalizedText(
                en:
                    "Once per launch, after state restoration. Before iOS 13 the first screen is built here; with scenes, before `scene(_:willConnectTo:options:)`.",
                ru:
                    "Один раз за запуск, после восстановления состояния. До iOS 13 здесь собирают первый экран; со сценами — до `scene(_:willConnectTo:options:)`.",
                zh: "每次启动调用一次，在状态恢复之后。iOS 13 之前在这里搭建首屏；采用场景后，它在 `scene(_:willConnectTo:options:)` 之前调用。"),
            use: LocalizedText(
                en:
                    "Set up services the whole app needs; without scenes, create the window, set its root, `makeKeyAndVisible()`.",
                ru:
                    "Настроить сервисы, нужные всему приложению; без сцен — создать окно, задать корневой контроллер, `makeKeyAndVisible()`.",
                zh: "初始化整个应用都需要的服务；未采用场景时，创建窗口、设置根控制器并调用 `makeKeyAndVisible()`。"),
            avoid: LocalizedText(
                en: "Expecting the root's `viewDidAppear(_:)` to have run: it comes after the method returns.",
                ru:
                    "Рассчитывать, что `viewDidAppear(_:)` корневого контроллера уже вызван: он придёт после возврата из метода.",
                zh: "以为根控制器的 `viewDidAppear(_:)` 已经调用：它要到方法返回之后才会调用。")),
        MethodText(
            .sceneWillConnect, .scene,
            summary: LocalizedText(
                en: "A scene is being added to the app.",
                ru: "К приложению подключается сцена.",
                zh: "应用正在添加一个场景。"),
            when: LocalizedText(
                en:
                    "Once per scene, after the app delegate's launch callbacks and before `sceneWillEnterForeground(_:)`.",
                ru:
                    "Один раз для каждой сцены, после колбэков запуска делегата приложения и до `sceneWillEnterForeground(_:)`.",
                zh: "每个场景调用一次，在应用代理的启动回调之后、`sceneWillEnterForeground(_:)` 之前。"),
            use: LocalizedText(
                en:
                    "Create the window for the scene, set its root, `makeKeyAndVisible()`; read URLs and activities from the options.",
                ru:
                    "Создать окно для сцены, задать корневой контроллер, `makeKeyAndVisible()`; прочитать URL и activity из options.",
                zh: "为场景创建窗口、设置根控制器并调用 `makeKeyAndVisible()`；从 options 中读取 URL 和 activity。"),
            avoid: LocalizedText(
                en:
                    "Setting up the window in `application(_:didFinishLaunchingWithOptions:)` in a scene-based app: it has no scene yet.",
                ru:
                    "Настраивать окно в `application(_:didFinishLaunchingWithOptions:)` в приложении со сценами: сцены там ещё нет.",
                zh: "在采用场景的应用中于 `application(_:didFinishLaunchingWithOptions:)` 里配置窗口：那时还没有场景。")),
    ]
}
