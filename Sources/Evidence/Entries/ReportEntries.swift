import LifecycleModel
import Texts

/// What developers saw UIKit do, published as an issue, a pull request or a blog post (`.developerReport`:
/// observed on the releases of their day, said in their own words), and two blog posts that print the
/// order they logged (`.deviceLog`).
enum ReportEntries {
    static let winObjC = EvidenceEntry(
        .winObjCViewAddedToWindow, .developerReport,
        title:
            "Adding a controller owned view directly to a view hierarchy shouldn't automatically invoke viewDidAppear",
        source: "ehren, microsoft/WinObjC issue 2115, github.com", year: 2017,
        url: "https://github.com/microsoft/WinObjC/issues/2115", ios: 10...10,
        shows: LocalizedText(
            en:
                "The authors of a UIKit re-implementation, checking against iOS: [window addSubview:controller.view] sends the controller viewWillAppear: and leaves viewDidAppear: to the app.",
            ru:
                "Авторы повторной реализации UIKit, сверяясь с iOS: [window addSubview:controller.view] отправляет контроллеру viewWillAppear:, а viewDidAppear: оставляет приложению.",
            zh:
                "一个 UIKit 重新实现的作者对照 iOS 的行为：[window addSubview:controller.view] 会向控制器发送 viewWillAppear:，viewDidAppear: 则留给应用自己调用。"
        ))

    static let ivanChan = EvidenceEntry(
        .ivanChanViewAppear2016, .deviceLog, title: "UIKit-ViewAppear/Disappear",
        source: "Ivan Chan, ivanchan.github.io",
        year: 2016, url: "http://ivanchan.github.io/2016/04/27/UIKit-ViewWillAppear.html", ios: 9...9,
        shows: LocalizedText(
            en:
                "A log of April 2016: a controller's view added (without addChild) in its parent's viewDidLoad gets no viewWillAppear; the same view added once the parent is on screen does.",
            ru:
                "Лог апреля 2016 года: view контроллера, добавленная (без addChild) в viewDidLoad родителя, не получает viewWillAppear; та же view, добавленная, когда родитель уже на экране, — получает.",
            zh: "2016 年 4 月的日志：在父控制器 viewDidLoad 中（未调用 addChild）加入的控制器视图收不到 viewWillAppear；父控制器上屏后再加入则会收到。"))

    static let shareMenu = EvidenceEntry(
        .shareMenuSheetSwipe, .developerReport, title: "[ios 13] Swipe to dismiss issues",
        source: "r0b0t3d, Expensify/react-native-share-menu pull request 81, github.com", year: 2020,
        url: "https://github.com/Expensify/react-native-share-menu/pull/81", ios: 13...14,
        shows: LocalizedText(
            en:
                "Swiping a sheet down calls viewWillDisappear as the swipe starts; if the swipe is cancelled the sheet stays on screen, so the fix waits for viewDidDisappear.",
            ru:
                "Свайп листа вниз вызывает viewWillDisappear в начале жеста; если жест отменён, лист остаётся на экране, поэтому исправление ждёт viewDidDisappear.",
            zh: "向下轻扫 sheet 时，手势一开始就调用 viewWillDisappear；若手势取消，sheet 仍留在屏幕上，所以修复改为等待 viewDidDisappear。"))

    static let criticalMaps = EvidenceEntry(
        .criticalMapsSheetSwipe, .developerReport, title: "Bug: Swipe Down Gesture in Modal changes Content",
        source: "fbernutz, criticalmaps/criticalmaps-ios issue 171, github.com", year: 2019,
        url: "https://github.com/criticalmaps/criticalmaps-ios/issues/171", ios: 13...13,
        shows: LocalizedText(
            en:
                "iOS 13.1.3: swiping a sheet part way down and letting it go back calls its viewWillAppear again.",
            ru: "iOS 13.1.3: если потянуть лист вниз и отпустить, не закрыв его, снова вызывается его viewWillAppear.",
            zh: "iOS 13.1.3：把 sheet 向下拖一段又松手让它回弹，会再次调用它的 viewWillAppear。"))

    static let fluentDarkModeKit = EvidenceEntry(
        .fluentDarkModeKitSnapshot, .developerReport, title: "Add window theme change handler",
        source: "levinli303, microsoft/FluentDarkModeKit pull request 97, github.com", year: 2020,
        url: "https://github.com/microsoft/FluentDarkModeKit/pull/97", ios: 13...14,
        shows: LocalizedText(
            en:
                "When an app goes to the background UIKit switches the window's traits to the other appearance and back, so the app switcher has both snapshots: traitCollectionDidChange twice.",
            ru:
                "Когда приложение уходит в фон, UIKit переключает трейты окна на другое оформление и обратно, чтобы у переключателя приложений были оба снимка: traitCollectionDidChange дважды.",
            zh: "应用进入后台时，UIKit 把窗口的特征切换到另一种外观再切回来，让应用切换器拥有两份快照：traitCollectionDidChange 会被调用两次。"))

    static let wisdomSkyDuan = EvidenceEntry(
        .wisdomSkyDuanPageTestNote, .deviceLog, title: "[iOS] UIPageViewController Test Note",
        source: "wisdomskyduan.blogspot.com", year: 2015,
        url: "http://wisdomskyduan.blogspot.com/2015/11/ios-uipageviewcontroller-test-note.html", ios: 9...9,
        shows: LocalizedText(
            en:
                "iOS 9.1: a swipe starts with viewControllerAfter, viewControllerBefore and willTransitionTo; letting go ends with didFinishAnimating; a completed swipe then asks for the page beyond the new one, and later swipes ask nothing more.",
            ru:
                "iOS 9.1: свайп начинается с viewControllerAfter, viewControllerBefore и willTransitionTo; отпущенный палец даёт didFinishAnimating; после завершённого свайпа источник спрашивают о странице за новой, а следующие свайпы больше ничего не спрашивают.",
            zh:
                "iOS 9.1：滑动开始时依次调用 viewControllerAfter、viewControllerBefore 和 willTransitionTo；松手后调用 didFinishAnimating；完成的滑动之后还会询问新页面之后的一页，之后的滑动不再询问。"
        ))

    static let inferis = EvidenceEntry(
        .inferisLegacyRotation, .developerReport, title: "iOS8 and interfaceOrientation",
        source: "Tom Adriaenssen, blog.inferis.org", year: 2015,
        url: "http://blog.inferis.org/blog/2015/04/27/ios8-and-interfaceorientation/", ios: 8...8,
        shows: LocalizedText(
            en:
                "On iOS 8 the deprecated willRotate, willAnimateRotation and didRotate still reach a controller that implements them, as long as it does not implement viewWillTransition(to:with:).",
            ru:
                "В iOS 8 устаревшие willRotate, willAnimateRotation и didRotate ещё доходят до контроллера, который их реализует, пока он не реализует viewWillTransition(to:with:).",
            zh:
                "在 iOS 8 上，已废弃的 willRotate、willAnimateRotation 和 didRotate 仍会送到实现了它们的控制器，只要它没有实现 viewWillTransition(to:with:)。"
        ))

    static let beepscoreEmbed = EvidenceEntry(
        .beepscoreEmbedSegueOrder, .developerReport, title: "LongTable, DetailVC.swift",
        source: "Steve Baker (Beepscore LLC), beepscore/LongTable, github.com", year: 2017,
        url: "https://github.com/beepscore/LongTable/blob/master/LongTable/DetailVC.swift", ios: 10...11,
        shows: LocalizedText(
            en:
                "A comment recording the order a scene with a container view ran in (August 2017): the parent's prepare(for:sender:) for the embed segue, then the embedded controller's viewDidLoad, then the parent's viewDidLoad — so the data is passed in prepare, not in the parent's viewDidLoad.",
            ru:
                "Комментарий с порядком, в котором выполнилась сцена с container view (август 2017 года): prepare(for:sender:) родителя для embed segue, затем viewDidLoad встроенного контроллера, затем viewDidLoad родителя — поэтому данные передаются в prepare, а не в viewDidLoad родителя.",
            zh:
                "一段注释记下了带 container view 的场景的执行顺序（2017 年 8 月）：先是父控制器针对 embed segue 的 prepare(for:sender:)，再是被嵌入控制器的 viewDidLoad，最后是父控制器的 viewDidLoad——所以数据要在 prepare 中传递，而不是在父控制器的 viewDidLoad 中。"
        ))
}
