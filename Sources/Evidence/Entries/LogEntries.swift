import LifecycleModel
import Texts

/// Published logs of real devices: what someone saw UIKit do, on the releases they ran.
enum LogEntries {
    static let qiSheng = EvidenceEntry(
        .qiShengLifecycle2025, .deviceLog, title: "iOS - UIViewController 生命周期", source: "齐生 (Qi Sheng)",
        year: 2025, url: nil, ios: 17...26,
        shows: LocalizedText(
            en:
                "Its \"VC 与 View 的交叉\" log: viewWillLayoutSubviews, the view's layoutSubviews, viewDidLayoutSubviews, then the subviews' layoutSubviews.",
            ru:
                "Лог «VC 与 View 的交叉»: viewWillLayoutSubviews, layoutSubviews самого view, viewDidLayoutSubviews, затем layoutSubviews подвидов.",
            zh:
                "其「VC 与 View 的交叉」日志：viewWillLayoutSubviews、视图的 layoutSubviews、viewDidLayoutSubviews，随后是子视图的 layoutSubviews。"
        ))

    static let darkjoin = EvidenceEntry(
        .darkjoinLifecycleDemo, .deviceLog, title: "视图控制器的生命周期", source: "darkjoin, Learning notes (github.com)",
        year: nil,
        url:
            "https://github.com/darkjoin/Learning/blob/master/sources/%E8%A7%86%E5%9B%BE%E6%8E%A7%E5%88%B6%E5%99%A8%E7%9A%84%E7%94%9F%E5%91%BD%E5%91%A8%E6%9C%9F.md",
        ios: 10...10,
        shows: LocalizedText(
            en:
                "A table of logged orders from an iOS 10 demo: first display, push and pop with and without animation, present and dismiss.",
            ru:
                "Таблица порядков из лога демо-проекта на iOS 10: первый показ, push и pop с анимацией и без, present и dismiss.",
            zh: "iOS 10 演示工程的日志表：首次显示、有无动画的 push 与 pop、present 与 dismiss。"))

    static let wangling = EvidenceEntry(
        .wanglingTransitionEvents2014, .deviceLog, title: "The Inconsistent Order of View Transition Events",
        source: "wangling.me", year: 2014,
        url: "https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html", ios: 7...7,
        shows: LocalizedText(
            en:
                "iOS 7 logs of push and pop, a cancelled interactive pop, and page view controller scrolling and curling, completed and cancelled.",
            ru:
                "Логи iOS 7: push и pop, отменённый интерактивный pop, прокрутка и перелистывание UIPageViewController — завершённые и отменённые.",
            zh: "iOS 7 日志：push 与 pop、被取消的交互式返回，以及 UIPageViewController 滚动与翻页的完成和取消。"))

    static let pageViewControllerSetViewControllers = EvidenceEntry(
        .stackOverflowPageViewControllerSetViewControllers, .deviceLog,
        title: "UIPageViewController's setViewController invokes unexpected view lifecycle",
        source: "Stack Overflow question 48653763", year: 2018,
        url: "https://stackoverflow.com/questions/48653763", ios: 11...11,
        shows: LocalizedText(
            en:
                "A first page set in a UIPageViewController's viewDidLoad gets viewDidLoad, viewWillAppear, viewDidAppear and didMove(toParent:) inside setViewControllers, before its first layout. The printed lists show two layout passes for that page and for a child added in its parent's viewDidLoad; with the iOS release only inferred and the parent's container unstated, the model keeps one.",
            ru:
                "Первая страница, заданная в viewDidLoad UIPageViewController, получает viewDidLoad, viewWillAppear, viewDidAppear и didMove(toParent:) внутри setViewControllers, до своей первой раскладки. В напечатанных списках у этой страницы и у дочернего контроллера, добавленного в viewDidLoad родителя, по два прохода раскладки; версия iOS лишь угадывается, контейнер родителя не назван, поэтому модель оставляет один.",
            zh:
                "在 UIPageViewController 的 viewDidLoad 中设置的第一页，会在 setViewControllers 内部收到 viewDidLoad、viewWillAppear、viewDidAppear 和 didMove(toParent:)，早于它的第一次布局。提问者列出的顺序中，这一页以及在父控制器 viewDidLoad 中添加的子控制器都有两轮布局；iOS 版本只是推断、父控制器所在的容器也未说明，模型仍保留一轮。"
        ))

    static let jianshuViewControllerCalls = EvidenceEntry(
        .jianshuViewControllerCalls, .deviceLog, title: "viewController方法的调用", source: "jianshu.com",
        year: nil, url: "https://www.jianshu.com/p/4d42363993b7", ios: 9...14,
        shows: LocalizedText(
            en:
                "A storyboard app's animated push, pop and dealloc, in the model's order; its launch shows a second layout pass that no other log shows, which the model does not follow.",
            ru:
                "Анимированные push и pop и dealloc в приложении со storyboard — в порядке модели; второй проход раскладки при запуске, которого нет ни в одном другом логе, модель не воспроизводит.",
            zh:
                "storyboard 应用中带动画的 push、pop 与 dealloc，顺序与模型一致；其启动时的第二轮布局在其他日志中都没有出现，模型没有采用。"))

    static let jianshuNonAnimatedPush = EvidenceEntry(
        .jianshuNonAnimatedPush, .deviceLog, title: "UINavigationController push 的 animated 参数",
        source: "jianshu.com", year: nil, url: "https://www.jianshu.com/p/ff7ded05242d", ios: 7...12,
        shows: LocalizedText(
            en:
                "Without animation a pushed controller's viewDidAppear comes before its first viewWillLayoutSubviews and viewDidLayoutSubviews.",
            ru:
                "Без анимации viewDidAppear нового контроллера приходит раньше его первых viewWillLayoutSubviews и viewDidLayoutSubviews.",
            zh: "无动画 push 时，新控制器的 viewDidAppear 早于它的第一次 viewWillLayoutSubviews 和 viewDidLayoutSubviews。"))

    static let jianshuChildAppearance = EvidenceEntry(
        .jianshuChildAppearance, .deviceLog, title: "jianshu.com article p/ad86ca978747", source: "jianshu.com",
        year: nil, url: "https://www.jianshu.com/p/ad86ca978747", ios: 8...26,
        shows: LocalizedText(
            en:
                "Adding a child's view to an on-screen parent makes UIKit call the child's viewWillAppear and viewDidAppear (stated, not logged: it gives no order against didMove).",
            ru:
                "Добавление view дочернего контроллера в родителя на экране заставляет UIKit вызвать его viewWillAppear и viewDidAppear (утверждение без лога: порядок относительно didMove не указан).",
            zh: "把子控制器的视图加入屏幕上的父视图时，UIKit 会调用子控制器的 viewWillAppear 和 viewDidAppear（只是陈述，没有日志，也未说明与 didMove 的先后）。"))

    static let cancelledSwipeBack = EvidenceEntry(
        .stackOverflowCancelledSwipeBack, .deviceLog, title: "Stack Overflow question 18927878",
        source: "stackoverflow.com", year: 2013, url: "https://stackoverflow.com/questions/18927878", ios: 7...7,
        shows: LocalizedText(
            en:
                "A cancelled swipe-to-pop: the top controller gets viewWillDisappear, then viewWillAppear and viewDidAppear, never viewDidDisappear.",
            ru:
                "Отменённый свайп назад: верхний контроллер получает viewWillDisappear, затем viewWillAppear и viewDidAppear, но не viewDidDisappear.",
            zh: "取消的侧滑返回：顶部控制器收到 viewWillDisappear，然后是 viewWillAppear 和 viewDidAppear，从不收到 viewDidDisappear。"))

    static let rotationIOS5 = EvidenceEntry(
        .stackOverflowRotationIOS5, .deviceLog, title: "Stack Overflow question 9539676",
        source: "stackoverflow.com (quoted at bhags.org)", year: 2012,
        url: "https://stackoverflow.com/questions/9539676", ios: 5...5,
        shows: LocalizedText(
            en:
                "An iPad launching in landscape on iOS 5: viewWillAppear, willRotateToInterfaceOrientation, the layout callbacks with the landscape size, willAnimateRotationToInterfaceOrientation, viewDidAppear.",
            ru:
                "Запуск iPad в ландшафте на iOS 5: viewWillAppear, willRotateToInterfaceOrientation, колбэки раскладки уже с альбомным размером, willAnimateRotationToInterfaceOrientation, viewDidAppear.",
            zh:
                "iPad 在 iOS 5 上横屏启动：viewWillAppear、willRotateToInterfaceOrientation、已是横屏尺寸的布局回调、willAnimateRotationToInterfaceOrientation、viewDidAppear。"
        ))

    static let launchInBackground = EvidenceEntry(
        .stackOverflowLaunchInBackground, .deviceLog,
        title: "Are viewcontroller lifecycle events supposed to be called when app is launched into background?",
        source: "matt, Stack Overflow answer 66605799", year: 2021, url: "https://stackoverflow.com/a/66605799",
        ios: 7...14,
        shows: LocalizedText(
            en:
                "Where applicationDidBecomeActive falls among the root's appearance callbacks at launch, release by release.",
            ru:
                "Где applicationDidBecomeActive оказывается среди колбэков появления корневого контроллера при запуске, по версиям iOS.",
            zh: "启动时 applicationDidBecomeActive 在根控制器出现回调中的位置，按系统版本列出。"))

    static let appearanceOnReturn = EvidenceEntry(
        .stackOverflowAppearanceOnReturn, .deviceLog,
        title: "iOS dark mode. User Interface Style changes back and forth on entering on the background",
        source: "Stack Overflow question 63372828", year: 2020, url: "https://stackoverflow.com/questions/63372828",
        ios: 13...14,
        shows: LocalizedText(
            en:
                "A printed log: going to the background, traitCollectionDidChange twice (to the other appearance and back) with the app in the background; the appearance changed in Settings arrives once, on the return, with the app inactive.",
            ru:
                "Напечатанный лог: при уходе в фон traitCollectionDidChange дважды (на другое оформление и обратно), приложение в фоне; оформление, изменённое в Настройках, приходит один раз — при возвращении, когда приложение неактивно.",
            zh:
                "打印的日志：进入后台时 traitCollectionDidChange 调用两次（切到另一种外观再切回），此时应用处于后台；在“设置”中更改的外观只在返回时到达一次，此时应用处于非活跃状态。"
        ))

    static let lukhnosMemoryWarnings = EvidenceEntry(
        .lukhnosMemoryWarnings, .deviceLog, title: "blog.lukhnos.org post 101548146",
        source: "Lukhnos Liu, blog.lukhnos.org",
        year: nil, url: "https://blog.lukhnos.org/post/101548146", ios: 3...26,
        shows: LocalizedText(
            en: "Every live controller receives didReceiveMemoryWarning, on screen or not, like a notification.",
            ru: "didReceiveMemoryWarning получает каждый живой контроллер, на экране он или нет, как уведомление.",
            zh: "每个存活的控制器都会收到 didReceiveMemoryWarning，无论是否在屏幕上，就像通知一样。"))

    static let parchmentPageScrollOrder = EvidenceEntry(
        .parchmentPageScrollOrder, .deviceLog, title: "rechsteiner/Parchment#468", source: "github.com", year: 2020,
        url: "https://github.com/rechsteiner/Parchment/pull/468", ios: 13...14,
        shows: LocalizedText(
            en:
                "UIPageViewController's completed scroll: new page viewWillAppear, old viewWillDisappear, new viewDidAppear, old viewDidDisappear.",
            ru:
                "Завершённая прокрутка UIPageViewController: viewWillAppear новой страницы, viewWillDisappear старой, viewDidAppear новой, viewDidDisappear старой.",
            zh: "UIPageViewController 滚动完成：新页 viewWillAppear、旧页 viewWillDisappear、新页 viewDidAppear、旧页 viewDidDisappear。"
        ))

    static let haomeiwenSafeArea = EvidenceEntry(
        .haomeiwenSafeArea, .deviceLog, title: "haomeiwen.com subject aedzsqtx", source: "haomeiwen.com", year: nil,
        url: "https://www.haomeiwen.com/subject/aedzsqtx.html", ios: 11...26,
        shows: LocalizedText(
            en:
                "A view's first layout in the window reports its safe area: viewWillAppear, viewSafeAreaInsetsDidChange, viewWillLayoutSubviews.",
            ru:
                "Первая раскладка view в окне сообщает safe area: viewWillAppear, viewSafeAreaInsetsDidChange, viewWillLayoutSubviews.",
            zh: "视图在窗口中的第一次布局会报告安全区域：viewWillAppear、viewSafeAreaInsetsDidChange、viewWillLayoutSubviews。"))

    static let remkohStoryboard = EvidenceEntry(
        .remkohStoryboardLifecycle, .deviceLog, title: "iOS: UIViewController lifecycle in a StoryBoard",
        source: "remkoh.dev", year: nil, url: "https://remkoh.dev/?p=4214", ios: 5...12,
        shows: LocalizedText(
            en:
                "An undated storyboard log from before iOS 13 (the default modal segue covers the screen): the presenting root is laid out after the presented scene's layout, before its viewDidAppear; a presenter that was itself presented is not. A presentation asked for in the presented scene's viewDidAppear waits for the presenting root's viewDidDisappear before the new scene's view loads (the log then prints a second viewDidDisappear for the root, which the model does not repeat).",
            ru:
                "Недатированный лог приложения на storyboard до iOS 13 (модальный segue по умолчанию закрывает весь экран): корневой презентующий контроллер раскладывается после раскладки показанной сцены и до её viewDidAppear; презентующий, который сам был показан, — нет. Показ, запрошенный в viewDidAppear показанной сцены, ждёт viewDidDisappear корневого презентующего, и лишь потом загружается view новой сцены (затем лог печатает второй viewDidDisappear корневого контроллера — модель его не повторяет).",
            zh:
                "一份未注明日期、早于 iOS 13 的 storyboard 日志（默认模态 segue 覆盖全屏）：作为根的呈现者在被呈现场景布局之后、其 viewDidAppear 之前再布局一次；本身被呈现的呈现者则不会。在被呈现场景的 viewDidAppear 中请求的呈现，要等作为根的呈现者收到 viewDidDisappear 之后，新场景的视图才会加载（日志随后又为根控制器打印了一次 viewDidDisappear，模型不重复这一次）。"
        ))

    static let seekingStar = EvidenceEntry(
        .seekingStarLifecycle, .deviceLog, title: "UIViewControllerのライフサイクル", source: "seeking-star.com",
        year: nil, url: "https://seeking-star.com/prog/swift/lifecycle_uiviewcontroller/", ios: 12...26,
        shows: LocalizedText(
            en:
                "An undated log of a full-screen presentation made in code (the model follows it from iOS 12): the presenter is laid out between the presented controller's layout and its viewDidAppear.",
            ru:
                "Недатированный лог полноэкранного показа из кода (модель следует ему начиная с iOS 12): презентующий контроллер раскладывается между раскладкой показанного и его viewDidAppear.",
            zh: "一份未注明日期、由代码发起全屏呈现的日志（模型从 iOS 12 起采用）：呈现者在被呈现者布局之后、其 viewDidAppear 之前再布局一次。"))

    static let pgzxcTabSwitch = EvidenceEntry(
        .pgzxcTabSwitch, .deviceLog, title: "IOS开发之——UITabBarViewController-控制器加载(3)",
        source: "pgzxc.github.io", year: nil, url: "https://pgzxc.github.io/posts/efa3afd7.html", ios: 8...26,
        shows: LocalizedText(
            en:
                "Switching tabs: the new tab's viewDidLoad and viewWillAppear, the old tab's viewWillDisappear and viewDidDisappear, then the new tab's viewDidAppear.",
            ru:
                "Переключение вкладок: viewDidLoad и viewWillAppear новой вкладки, viewWillDisappear и viewDidDisappear старой, затем viewDidAppear новой.",
            zh:
                "切换标签：新标签的 viewDidLoad 和 viewWillAppear，旧标签的 viewWillDisappear 和 viewDidDisappear，最后是新标签的 viewDidAppear。"
        ))
}
