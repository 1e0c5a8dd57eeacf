import LifecycleModel
import Texts

/// Published logs and UIKit test suites behind the orders of navigation, containment, launch, unwind
/// and page view controllers (issue 23).
enum NavigationLogEntries {
    static let neuburgLaunch = EvidenceEntry(
        .neuburgLaunchLogs, .deviceLog, title: "bk2ch06p258launchIntoRotationEvents (Programming iOS examples)",
        source: "Matt Neuburg (github.com)", year: 2021,
        url: "https://github.com/mattneub/Programming-iOS-Book-Examples", ios: 8...15,
        shows: LocalizedText(
            en:
                "Launch logs on iOS 8, 10, 11 and 15: one layout pass before viewDidAppear (two on iOS 15, both in landscape, when a landscape-only root turns an iPhone held in portrait; one on iOS 11); traitCollectionDidChange between viewWillAppear and that pass up to iOS 11, none on iOS 15; the root reads the window's traits in viewDidLoad; held in landscape, up to iOS 10 the app launches in portrait and rotates after the root appears, from iOS 11 straight into landscape.",
            ru:
                "Логи запуска на iOS 8, 10, 11 и 15: один проход раскладки до viewDidAppear (на iOS 15 — два, оба в альбомной ориентации, когда корень, поддерживающий только альбомную, поворачивает iPhone, который держат вертикально; на iOS 11 — один); traitCollectionDidChange между viewWillAppear и этим проходом до iOS 11, на iOS 15 его нет; корневой контроллер уже в viewDidLoad видит traits окна; в альбомной ориентации до iOS 10 приложение запускается в портретной и поворачивается после появления корня, с iOS 11 — сразу в альбомной.",
            zh:
                "iOS 8、10、11 与 15 的启动日志：viewDidAppear 之前只有一轮布局（竖握 iPhone、根控制器只支持横屏而使界面转向时，iOS 15 有两轮，都是横屏尺寸；iOS 11 仍是一轮）；iOS 11 及以前在 viewWillAppear 与这轮布局之间有 traitCollectionDidChange，iOS 15 没有；根控制器在 viewDidLoad 中已能读到窗口的 trait；横屏握持时，iOS 10 及以前 App 先以竖屏启动、根控制器出现后再旋转，iOS 11 起直接以横屏启动。"
        ))

    static let neuburgContainerEventForwarding = EvidenceEntry(
        .neuburgContainerEventForwarding, .deviceLog,
        title: "containerEventForwarding (Programming iOS examples, bk2ch06p334)", source: "Matt Neuburg (github.com)",
        year: 2014,
        url:
            "https://github.com/mattneub/Programming-iOS-Book-Examples/tree/master/bk2ch06p334containerEventForwarding",
        ios: 8...15,
        shows: LocalizedText(
            en:
                "`transition(from:to:…)`: the old child's `viewWillDisappear`, the new child's `viewWillAppear` and layout, the new child's `viewDidAppear`, then the old child's `viewDidDisappear`, then the completion's `didMove` calls. On rotation the parent gets `updateViewConstraints` between its `viewWillLayoutSubviews` and `viewDidLayoutSubviews` on iOS 8, before both in the August 2015 re-check (iOS 9), where the child, in a fixed-size container, gets no layout callbacks.",
            ru:
                "`transition(from:to:…)`: `viewWillDisappear` старого дочернего, `viewWillAppear` и раскладка нового, `viewDidAppear` нового, затем `viewDidDisappear` старого и вызовы `didMove` из completion. При повороте родитель получает `updateViewConstraints` между своими `viewWillLayoutSubviews` и `viewDidLayoutSubviews` на iOS 8 и перед ними при повторной проверке в августе 2015 года (iOS 9); дочерний контроллер в контейнере фиксированного размера тогда вызовов раскладки не получает.",
            zh:
                "`transition(from:to:…)`：旧子控制器的 `viewWillDisappear`、新子控制器的 `viewWillAppear` 与布局、新子控制器的 `viewDidAppear`，然后是旧子控制器的 `viewDidDisappear`，最后是 completion 中的 `didMove`。旋转时，父控制器在 iOS 8 上于 `viewWillLayoutSubviews` 与 `viewDidLayoutSubviews` 之间收到 `updateViewConstraints`；2015 年 8 月重新检查（iOS 9）时则在两者之前，此时位于固定尺寸容器中的子控制器收不到布局回调。"
        ))

    static let uso400 = EvidenceEntry(
        .uso400AppLifecycles, .deviceLog, title: "iOS7,8,9のアプリケーションライフサイクル", source: "blog.uso400.net",
        year: nil, url: "https://blog.uso400.net/ios7_8_9_app_lifecycles/", ios: 7...7,
        shows: LocalizedText(
            en:
                "iOS 7.1.2: applicationDidBecomeActive after the root's first layout pass, just before its viewDidAppear; an animated push lays the pushed controller out again after its viewDidAppear.",
            ru:
                "iOS 7.1.2: applicationDidBecomeActive после первого прохода раскладки корневого контроллера, прямо перед его viewDidAppear; после анимированного push новый контроллер раскладывается ещё раз, уже после viewDidAppear.",
            zh:
                "iOS 7.1.2：applicationDidBecomeActive 在根控制器第一轮布局之后、其 viewDidAppear 之前；带动画的 push 结束后，被 push 的控制器在 viewDidAppear 之后再布局一次。"
        ))

    static let useyourloafInitialTraits = EvidenceEntry(
        .useyourloafInitialTraits, .deviceLog, title: "Predicting Size Classes in iOS 13", source: "useyourloaf.com",
        year: 2019, url: "https://useyourloaf.com/blog/predicting-size-classes-in-ios-13/", ios: 8...13,
        shows: LocalizedText(
            en:
                "Up to iOS 12 a view added to the hierarchy gets traitCollectionDidChange with a nil previous collection; from iOS 13 its traits are set when it is created and that call is gone.",
            ru:
                "До iOS 12 view, добавленное в иерархию, получает traitCollectionDidChange с nil вместо предыдущей коллекции; с iOS 13 трейты задаются при создании, и этого вызова нет.",
            zh:
                "iOS 12 及以前，视图加入层级时会收到 traitCollectionDidChange，旧集合为 nil；从 iOS 13 起，视图在创建时就获得特征集合，不再有这次调用。"
        ))

    static let quesera2 = EvidenceEntry(
        .quesera2PushLoadsView, .deviceLog, title: "iOS6/7のviewDidLoadが呼ばれるタイミングの違い",
        source: "quesera2.hatenablog.jp", year: 2014, url: "http://quesera2.hatenablog.jp/entry/2014/04/24/212158",
        ios: 6...7,
        shows: LocalizedText(
            en:
                "On iOS 6 pushViewController loads the pushed view before it returns; on iOS 7 the view loads after the call.",
            ru: "На iOS 6 pushViewController загружает view нового контроллера до возврата; на iOS 7 — после вызова.",
            zh: "iOS 6 上 pushViewController 在返回之前加载被 push 控制器的视图；iOS 7 上在调用之后加载。"))

    static let kaopukePopToRoot = EvidenceEntry(
        .kaopukePopToRootRelease, .deviceLog, title: "iOS 导航控制器栈和视图控制器的生命周期", source: "kaopuke.com",
        year: nil, url: "https://kaopuke.com/article/k-p-k_14_uzogf0_13__23__6_y.html", ios: 9...12,
        shows: LocalizedText(
            en:
                "popToRoot from the third controller: the top one's viewWillDisappear, the root's viewWillAppear, the middle one's dealloc, the top one's viewDidDisappear, the root's viewDidAppear, the top one's dealloc. An aggregator's copy that names no release: counted for iOS 9–12, the years of such Objective-C demos, so rows on other releases are extrapolated; didMove(toParent:) is not printed.",
            ru:
                "popToRoot с третьего контроллера: viewWillDisappear верхнего, viewWillAppear корневого, dealloc среднего, viewDidDisappear верхнего, viewDidAppear корневого, dealloc верхнего. Копия на сайте-агрегаторе, версия iOS не названа: лог отнесён к iOS 9–12, годам таких демо на Objective-C, поэтому строки других версий — экстраполяция; didMove(toParent:) не печатается.",
            zh:
                "从第三个控制器 popToRoot：顶部控制器 viewWillDisappear、根控制器 viewWillAppear、中间控制器 dealloc、顶部控制器 viewDidDisappear、根控制器 viewDidAppear、顶部控制器 dealloc。这是聚合网站的转载，未注明 iOS 版本：按这类 Objective-C 示例的年代计为 iOS 9–12，其他版本上的行属于推断；没有打印 didMove(toParent:)。"
        ))

    static let irontop = EvidenceEntry(
        .irontopUnwindLog, .deviceLog, title: "InterfaceBuilder 만으로 화면결과 Delegating - UnwindingSegue Action",
        source: "irontop.com", year: nil, url: "https://www.irontop.com/120?category=269447", ios: 6...7,
        shows: LocalizedText(
            en:
                "An unwind segue asks canPerformUnwindSegueAction of the source first (with itself as fromViewController; it answers no), then of its ancestors.",
            ru:
                "Unwind segue сначала спрашивает canPerformUnwindSegueAction у исходного контроллера (сам он в fromViewController, ответ «нет»), затем у его предков.",
            zh: "unwind segue 先向源控制器询问 canPerformUnwindSegueAction（fromViewController 是它自己，回答“否”），再询问它的祖先。"))

    static let pageboy = EvidenceEntry(
        .pageboyFirstPageAppearance, .deviceLog,
        title: "ChildViewController viewDidAppear before PageViewController's viewWillAppear",
        source: "uias/Pageboy issue 233 (github.com)", year: 2019, url: "https://github.com/uias/Pageboy/issues/233",
        ios: 13...13,
        shows: LocalizedText(
            en:
                "The first page of a page view controller gets viewWillAppear and viewDidAppear before the page view controller's own viewWillAppear.",
            ru:
                "Первая страница page view controller получает viewWillAppear и viewDidAppear раньше viewWillAppear самого page view controller.",
            zh: "分页控制器的第一页在分页控制器自己的 viewWillAppear 之前就收到 viewWillAppear 和 viewDidAppear。"))

    static let lasso = EvidenceEntry(
        .lassoNavigationTests, .uikitTests, title: "NavigationTestingTests (LassoTestUtilities_Tests)",
        source: "ww-tech/lasso (github.com)", year: 2019,
        url:
            "https://github.com/ww-tech/lasso/blob/develop/Example/LassoTestUtilities_Tests/NavigationTestingTests.swift",
        ios: 14...16,
        shows: LocalizedText(
            en:
                "viewControllers = [vc] on an empty navigation controller on screen gives vc viewDidLoad, viewWillAppear and viewDidAppear within one main-queue turn.",
            ru:
                "viewControllers = [vc] у пустого navigation controller на экране даёт vc viewDidLoad, viewWillAppear и viewDidAppear за один оборот главной очереди.",
            zh: "对屏幕上的空导航控制器设置 viewControllers = [vc]，vc 会在主队列的一轮内收到 viewDidLoad、viewWillAppear 和 viewDidAppear。"))

    static let vastLifeCycle = EvidenceEntry(
        .vastUIViewControllerLifeCycle, .deviceLog, title: "UIViewController Life Cycle",
        source: "vastdevblog.vast.com", year: 2012,
        url: "http://vastdevblog.vast.com/blog/2012/04/08/uiviewcontroller-life-cycle/", ios: 5...6,
        shows: LocalizedText(
            en:
                "An NSLog trace of a storyboard push and the back button inside a navigation controller: the incoming controller's viewWillAppear, then the delegate's willShowViewController; the outgoing controller's viewDidDisappear, the incoming one's viewDidAppear, then didShowViewController.",
            ru:
                "Трасса NSLog перехода storyboard и кнопки «Назад» в контроллере навигации: viewWillAppear входящего контроллера, затем willShowViewController делегата; viewDidDisappear уходящего, viewDidAppear входящего, затем didShowViewController.",
            zh:
                "导航控制器中一次 storyboard 推入和返回按钮的 NSLog 记录：进入的控制器先收到 viewWillAppear，随后代理收到 willShowViewController；离开的控制器收到 viewDidDisappear、进入的控制器收到 viewDidAppear 之后，代理收到 didShowViewController。"
        ))

    static let didShowTwice = EvidenceEntry(
        .openRadarDidShowTwice, .deviceLog,
        title: "44966342: UINavigationControllerDelegate.navigationController(_:didShow:animated:) called twice",
        source: "Open Radar (lionheart/openradar-mirror, github.com)", year: 2018,
        url: "https://github.com/lionheart/openradar-mirror/issues/20508", ios: 5...12,
        shows: LocalizedText(
            en:
                "A navigation controller that is the window's root, with a delegate, calls didShow twice for its root controller on iOS 12.0 (and Open Radar 29912893 for a tab shown the first time on iOS 10; the vastdevblog trace prints the first didShow before the root's viewDidAppear).",
            ru:
                "Контроллер навигации — корень окна, с делегатом — вызывает didShow для своего корневого контроллера дважды на iOS 12.0 (и Open Radar 29912893 — для вкладки, показанной впервые, на iOS 10; в трассе vastdevblog первый didShow напечатан до viewDidAppear корня).",
            zh:
                "作为窗口根控制器并设置了代理的导航控制器，在 iOS 12.0 上为其根控制器调用两次 didShow（Open Radar 29912893 报告 iOS 10 上首次显示的标签也如此；vastdevblog 的记录中第一次 didShow 打印在根控制器的 viewDidAppear 之前）。"
        ))

    static let backSwipeDelegate = EvidenceEntry(
        .openRadarBackSwipeDelegate, .deviceLog,
        title: "21137690: Wrong UINavigationControllerDelegate's behavior with the back gesture",
        source: "Open Radar (lionheart/openradar-mirror, github.com)", year: 2015,
        url: "https://github.com/lionheart/openradar-mirror/issues/1114", ios: 7...9,
        shows: LocalizedText(
            en:
                "A back swipe calls willShow once, for the controller underneath, as it starts; when the user cancels it, neither willShow nor didShow is called (also BufferedNavigationController issue 5, iOS 7).",
            ru:
                "Свайп «назад» в начале один раз вызывает willShow для нижнего контроллера; если пользователь его отменяет, не вызываются ни willShow, ни didShow (так же в BufferedNavigationController, issue 5, iOS 7).",
            zh:
                "返回轻扫开始时为下面的控制器调用一次 willShow；用户取消时，willShow 和 didShow 都不会再被调用（BufferedNavigationController 的 issue 5 在 iOS 7 上也如此）。"
        ))
}
