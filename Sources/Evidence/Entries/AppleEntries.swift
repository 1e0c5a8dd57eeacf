import LifecycleModel
import Texts

/// Apple's documentation and WWDC sessions: what Apple says the order is.
enum AppleEntries {
    static let uiViewController = EvidenceEntry(
        .appleUIViewController, .appleDocumentation, title: "UIViewController",
        source: "Apple Developer Documentation", year: nil,
        url: "https://developer.apple.com/documentation/uikit/uiviewcontroller", ios: 2...26,
        shows: LocalizedText(
            en:
                "Each callback's reference page: a controller's layout callbacks bracket its view's layout, whose subviews lay themselves out afterwards.",
            ru:
                "Справка по каждому методу: колбэки раскладки контроллера обрамляют раскладку его view, а подвиды раскладываются после.",
            zh: "每个回调的参考页：控制器的布局回调包住其视图的布局，子视图随后各自布局。"))

    static let uiView = EvidenceEntry(
        .appleUIView, .appleDocumentation, title: "UIView", source: "Apple Developer Documentation", year: nil,
        url: "https://developer.apple.com/documentation/uikit/uiview", ios: 2...26,
        shows: LocalizedText(
            en:
                "A view hears willMove(toSuperview:) and willMove(toWindow:) before a change of superview or window, didMoveToSuperview() and didMoveToWindow() after it.",
            ru:
                "View получает willMove(toSuperview:) и willMove(toWindow:) до смены superview или окна, didMoveToSuperview() и didMoveToWindow() — после.",
            zh:
                "视图在父视图或窗口改变之前收到 willMove(toSuperview:) 和 willMove(toWindow:)，之后收到 didMoveToSuperview() 和 didMoveToWindow()。"
        ))

    static let viewIsAppearing = EvidenceEntry(
        .appleViewIsAppearing, .appleDocumentation, title: "viewIsAppearing(_:)",
        source: "Apple Developer Documentation", year: 2023,
        url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)", ios: 13...26,
        shows: LocalizedText(
            en:
                "viewWillAppear and viewIsAppearing share the transaction that adds and lays out the view; viewDidAppear comes in a transaction of its own (back-deployed to iOS 13).",
            ru:
                "viewWillAppear и viewIsAppearing идут в той транзакции, где view добавляется и раскладывается; viewDidAppear — в отдельной (доступен с iOS 13).",
            zh: "viewWillAppear 与 viewIsAppearing 处于添加并布局视图的同一事务中；viewDidAppear 在单独的事务里（向下兼容到 iOS 13）。"))

    static let containerViewController = EvidenceEntry(
        .appleContainerViewController, .appleDocumentation, title: "Implementing a Container View Controller",
        source: "Apple, View Controller Programming Guide for iOS (archived)", year: nil,
        url:
            "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/ImplementingaContainerViewController.html",
        ios: 5...26,
        shows: LocalizedText(
            en:
                "addChild sends willMove(toParent:), the container calls didMove(toParent:) after adding the view; removal mirrors it; a child's view added to an on-screen parent appears with it.",
            ru:
                "addChild вызывает willMove(toParent:), контейнер вызывает didMove(toParent:) после добавления view; удаление — зеркально; view дочернего контроллера появляется вместе с родителем на экране.",
            zh: "addChild 发送 willMove(toParent:)，容器在加入视图后调用 didMove(toParent:)；移除时顺序相反；加入屏幕上父视图的子控制器视图随之出现。"))

    static let viewWillTransition = EvidenceEntry(
        .appleViewWillTransition, .appleDocumentation, title: "viewWillTransition(to:with:)",
        source: "Apple Developer Documentation (UIContentContainer)", year: nil,
        url: "https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)",
        ios: 8...26,
        shows: LocalizedText(
            en:
                "Called before a size change, passed down to the children, before the new layout; the coordinator's completion runs after the animation.",
            ru:
                "Вызывается до смены размера и передаётся дочерним контроллерам до новой раскладки; completion координатора — после анимации.",
            zh: "在尺寸改变前调用并向子控制器传递，先于新的布局；协调器的 completion 在动画之后执行。"))

    static let appLifecycle = EvidenceEntry(
        .appleAppLifecycle, .appleDocumentation, title: "Managing your app's life cycle",
        source: "Apple Developer Documentation", year: nil,
        url: "https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle", ios: 4...26,
        shows: LocalizedText(
            en:
                "The app and scene delegate callbacks on launch, activation and entering the background, and the notifications that follow them.",
            ru: "Колбэки делегатов приложения и сцены при запуске, активации и уходе в фон и уведомления после них.",
            zh: "应用与场景代理在启动、激活和进入后台时的回调，以及随后发出的通知。"))

    static let unwindSegue = EvidenceEntry(
        .appleUnwindSegue, .appleDocumentation, title: "Dismissing a View Controller with an Unwind Segue",
        source: "Apple Developer Documentation", year: nil,
        url:
            "https://developer.apple.com/documentation/uikit/resource_management/dismissing_a_view_controller_with_an_unwind_segue",
        ios: 6...26,
        shows: LocalizedText(
            en:
                "`shouldPerformSegue`, then `prepare(for:sender:)`, then the segue runs; an unwind calls the destination's action before the controllers are dismissed.",
            ru:
                "`shouldPerformSegue`, затем `prepare(for:sender:)`, затем переход; при unwind действие получателя вызывается до закрытия контроллеров.",
            zh: "先 `shouldPerformSegue`，再 `prepare(for:sender:)`，然后执行 segue；unwind 在关闭控制器之前调用目标的动作方法。"))

    static let presentationController = EvidenceEntry(
        .applePresentationController, .appleDocumentation, title: "UIPresentationController",
        source: "Apple Developer Documentation", year: nil,
        url: "https://developer.apple.com/documentation/uikit/uipresentationcontroller", ios: 8...26,
        shows: LocalizedText(
            en:
                "The presentation controller's will-begin and did-end callbacks around the transition; shouldRemovePresentersView decides whether the presenter disappears.",
            ru:
                "Колбэки начала и окончания презентации вокруг перехода; shouldRemovePresentersView решает, исчезает ли презентующий контроллер.",
            zh: "转场前后呈现控制器的开始与结束回调；shouldRemovePresentersView 决定呈现方是否消失。"))

    static let modalPresentationStyle = EvidenceEntry(
        .appleModalPresentationStyle, .appleDocumentation, title: "UIModalPresentationStyle",
        source: "Apple Developer Documentation", year: nil,
        url: "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle", ios: 3...26,
        shows: LocalizedText(
            en:
                "Which styles remove the presenter's view (full screen) and which leave it (sheets, over-styles); .automatic is a sheet from iOS 13.",
            ru:
                "Какие стили убирают view презентующего (полноэкранный), а какие оставляют (листы, over-стили); .automatic с iOS 13 — лист.",
            zh: "哪些样式会移除呈现方的视图（全屏），哪些会保留（sheet、over 系列）；自 iOS 13 起 .automatic 为 sheet。"))

    static let viewDidUnload = EvidenceEntry(
        .appleViewDidUnload, .appleDocumentation, title: "viewDidUnload()",
        source: "Apple Developer Documentation (UIViewController reference, iOS 5 SDK)", year: nil,
        url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidunload()", ios: 3...5,
        shows: LocalizedText(
            en:
                "On a memory warning a view with no superview is released: viewWillUnload (iOS 5), then viewDidUnload; the next access loads it again.",
            ru:
                "При нехватке памяти view без superview освобождается: viewWillUnload (iOS 5), затем viewDidUnload; следующее обращение загружает его заново.",
            zh: "内存警告时没有父视图的视图被释放：先 viewWillUnload（iOS 5），再 viewDidUnload；下次访问时重新加载。"))

    static let updateProperties = EvidenceEntry(
        .appleUpdateProperties, .appleDocumentation, title: "updateProperties()",
        source: "Apple Developer Documentation", year: 2025,
        url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/updateproperties()", ios: 26...26,
        shows: LocalizedText(
            en: "Runs before layout, after the traits it reads are current; invalidated by setNeedsUpdateProperties.",
            ru:
                "Выполняется до раскладки, когда читаемые трейты уже актуальны; инвалидируется через setNeedsUpdateProperties.",
            zh: "在布局之前、所读取的 trait 已更新后执行；通过 setNeedsUpdateProperties 失效。"))

    static let wwdc23WhatsNewInUIKit = EvidenceEntry(
        .wwdc23WhatsNewInUIKit, .wwdcSession, title: "What's new in UIKit (WWDC23)",
        source: "Apple, WWDC23 session 10055", year: 2023,
        url: "https://developer.apple.com/videos/play/wwdc2023/10055/", ios: 13...17,
        shows: LocalizedText(
            en:
                "viewIsAppearing between viewWillAppear and viewDidAppear, with traits and geometry current; viewDidAppear in a separate CATransaction at the end.",
            ru:
                "viewIsAppearing между viewWillAppear и viewDidAppear, трейты и геометрия уже актуальны; viewDidAppear — в отдельной CATransaction в конце.",
            zh:
                "viewIsAppearing 位于 viewWillAppear 与 viewDidAppear 之间，此时 trait 与几何已更新；viewDidAppear 在末尾单独的 CATransaction 中。"
        ))

    static let wwdc25WhatsNewInUIKit = EvidenceEntry(
        .wwdc25WhatsNewInUIKit, .wwdcSession, title: "What's new in UIKit (WWDC25)",
        source: "Apple, WWDC25 session 243", year: 2025,
        url: "https://developer.apple.com/videos/play/wwdc2025/243/", ios: 26...26,
        shows: LocalizedText(
            en:
                "updateProperties() runs in the update pass just before layoutSubviews, with automatic observation tracking.",
            ru:
                "updateProperties() выполняется в проходе обновления прямо перед layoutSubviews, с автоматическим отслеживанием наблюдаемых свойств.",
            zh: "updateProperties() 在 layoutSubviews 之前的更新阶段执行，并自动跟踪所观察的属性。"))

    static let tabBarControllerDelegate = EvidenceEntry(
        .appleTabBarControllerDelegate, .appleDocumentation, title: "UITabBarControllerDelegate",
        source: "Apple Developer Documentation", year: nil,
        url: "https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate", ios: 3...26,
        shows: LocalizedText(
            en:
                "A tap on a tab asks tabBarController(_:shouldSelect:) first; didSelect follows a user's tap only, also on the tab already selected, never a selection made in code.",
            ru:
                "Нажатие на вкладку сначала спрашивает tabBarController(_:shouldSelect:); didSelect следует только за нажатием пользователя, даже на уже выбранную вкладку, и никогда — за выбором из кода.",
            zh: "点按标签时先询问 tabBarController(_:shouldSelect:)；didSelect 只跟随用户的点按（包括点按已选中的标签），代码中的选择不会触发。"))

    static let navigationControllerDelegate = EvidenceEntry(
        .appleNavigationControllerDelegate, .appleDocumentation, title: "UINavigationControllerDelegate",
        source: "Apple Developer Documentation", year: nil,
        url: "https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate", ios: 2...26,
        shows: LocalizedText(
            en:
                "navigationController(_:willShow:animated:) comes before the navigation controller displays a view controller's view and navigation item, navigationController(_:didShow:animated:) after.",
            ru:
                "navigationController(_:willShow:animated:) вызывается до того, как контроллер навигации покажет представление и navigationItem контроллера, navigationController(_:didShow:animated:) — после.",
            zh:
                "navigationController(_:willShow:animated:) 在导航控制器显示某个视图控制器的视图和导航项之前调用，navigationController(_:didShow:animated:) 在之后调用。"
        ))

    static let automaticTraitTracking = EvidenceEntry(
        .appleAutomaticTraitTracking, .appleDocumentation, title: "Automatic trait tracking",
        source: "Apple Developer Documentation", year: nil,
        url: "https://developer.apple.com/documentation/uikit/automatic-trait-tracking", ios: 18...26,
        shows: LocalizedText(
            en:
                "UIKit records the traits layoutSubviews, viewWillLayoutSubviews, updateConstraints and the other supported methods read, and invalidates only them when one of those traits changes.",
            ru:
                "UIKit запоминает трейты, прочитанные в layoutSubviews, viewWillLayoutSubviews, updateConstraints и других поддерживаемых методах, и инвалидирует только их, когда один из этих трейтов меняется.",
            zh: "UIKit 会记录 layoutSubviews、viewWillLayoutSubviews、updateConstraints 等受支持方法读取的特征，只在这些特征变化时让相应对象失效。"))

    static let supportingDarkMode = EvidenceEntry(
        .appleSupportingDarkMode, .appleDocumentation, title: "Supporting Dark Mode in your interface",
        source: "Apple Developer Documentation", year: nil,
        url: "https://developer.apple.com/documentation/uikit/supporting-dark-mode-in-your-interface", ios: 13...17,
        shows: LocalizedText(
            en:
                "When the appearance changes, the system asks every view to update: traitCollectionDidChange, then the layout methods (layoutSubviews, viewWillLayoutSubviews, viewDidLayoutSubviews, updateConstraints).",
            ru:
                "При смене оформления система просит обновиться каждую view: traitCollectionDidChange, затем методы раскладки (layoutSubviews, viewWillLayoutSubviews, viewDidLayoutSubviews, updateConstraints).",
            zh:
                "外观变化时，系统会让每个视图更新：先是 traitCollectionDidChange，然后是布局方法（layoutSubviews、viewWillLayoutSubviews、viewDidLayoutSubviews、updateConstraints）。"
        ))
}
