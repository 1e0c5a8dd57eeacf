import LifecycleModel

extension ModelRefusalText {
    static func russian(_ refusal: ModelRefusal) -> String {
        switch refusal {
        case .noProfile(let ios):
            return "у модели нет профиля iOS \(ios) (известны: \(VersionProfile.knownMajorsDescription))"
        case .storyboardsAndSeguesNew(let introduced, let running):
            return
                "storyboard и segue появились только в iOS \(introduced), а этот сценарий запускается на iOS \(running)"
        case .storyboardClassNew(let introduced, let running):
            return "UIStoryboard появился только в iOS \(introduced), а этот сценарий запускается на iOS \(running)"
        case .unwindSeguesNew(let introduced, let running):
            return "unwind segue появились только в iOS \(introduced), а этот сценарий запускается на iOS \(running)"
        case .popoverSegueOnPhoneNew(let introduced, let running):
            return "popover segue на iPhone требует iOS \(introduced), а этот сценарий запускается на iOS \(running)"
        case .blockObserverNew(let running):
            return
                "addObserver(forName:object:queue:using:) появился только в iOS 4; на iOS \(running) используйте addObserver(_:selector:name:object:)"
        case .addChildNew(let introduced, let running):
            return "addChild(_:) появился только в iOS \(introduced), а этот сценарий запускается на iOS \(running)"
        case .additionalSafeAreaInsetsNew(let introduced, let running):
            return
                "additionalSafeAreaInsets появился только в iOS \(introduced), а этот сценарий запускается на iOS \(running)"
        case .directionalLayoutMarginsNew(let introduced, let running):
            return
                "directionalLayoutMargins появился только в iOS \(introduced); на iOS \(running) используйте layoutMargins"
        case .updatePropertiesNew(let running):
            return "setNeedsUpdateProperties() появился только в iOS 26, а этот сценарий запускается на iOS \(running)"
        case .stateRestorationNew(let introduced, let running):
            return
                "восстановление состояния появилось только в iOS \(introduced), а этот сценарий запускается на iOS \(running)"
        case .restorationInScenes(let running, let lastWithoutScenes):
            return
                "на iOS \(running) приложение со сценами восстанавливает состояние через stateRestorationActivity(for:), и UIKit не вызывает decodeRestorableState(with:) (восстановление контроллеров видно в сценарии с ios=\(lastWithoutScenes))"
        case .darkModeNew(let introduced, let running):
            return "тёмная тема появилась только в iOS \(introduced); на iOS \(running) интерфейс всегда светлый"
        case .dynamicTypeNew(let introduced, let running):
            return
                "Dynamic Type появился только в iOS \(introduced); в iOS \(running) нет предпочитаемого размера шрифта"
        case .traitRegistrationNew(let withAction, let running):
            return
                "\(traitRegistration(withAction: withAction)) появился только в iOS 17; на iOS \(running) переопределите traitCollectionDidChange(_:)"
        case .largePhonesNew(let introduced, let running):
            return "первый iPhone Plus вышел с iOS \(introduced), а этот сценарий запускается на iOS \(running)"
        case .splitViewMultitaskingNew(let introduced, let running):
            return
                "многозадачность Split View появилась только в iOS \(introduced), а этот сценарий запускается на iOS \(running)"
        case .backgroundStateNew(let introduced, let running):
            return
                "многозадачность (фоновое состояние) появилась только в iOS \(introduced); на iOS \(running) приложение завершается"
        case .intrinsicContentSizeNew(let running):
            return
                "invalidateIntrinsicContentSize() появился только в iOS 6, а этот сценарий запускается на iOS \(running)"
        case .loadViewIfNeededNew(let introduced, let running, let controller):
            return
                "loadViewIfNeeded() появился только в iOS \(introduced); на iOS \(running) view загружается чтением `\(controller).view`"
        case .pageViewControllerNew(let introduced, let running):
            return
                "UIPageViewController появился только в iOS \(introduced), а этот сценарий запускается на iOS \(running)"
        case .pageScrollStyleNew(let introduced, let running):
            return
                "стиль перехода .scroll появился только в iOS \(introduced), а этот сценарий запускается на iOS \(running)"
        case .presentationStyleNew(let style, let running):
            return
                "UIModalPresentationStyle.\(style.rawValue) появился только в iOS \(style.introducedMajor), а этот сценарий запускается на iOS \(running)"
        case .customPresentationBeforeIOS8(let running):
            return
                "модель выполняет показ со стилем .custom начиная с iOS 8 (UIPresentationController), а этот сценарий запускается на iOS \(running)"
        case .modalInPresentationNew(let introduced, let running):
            return
                "isModalInPresentation появился только в iOS \(introduced), а этот сценарий запускается на iOS \(running)"
        case .presentationControllerDelegateNew(let introduced, let running):
            return
                "presentationController появился только в iOS \(introduced), а этот сценарий запускается на iOS \(running)"
        case .transitioningDelegateNew(let introduced, let running):
            return
                "transitioningDelegate появился только в iOS \(introduced), а этот сценарий запускается на iOS \(running)"
        case .windowRootNew(let introduced, let running):
            return
                "UIWindow.rootViewController появился только в iOS \(introduced), а этот сценарий запускается на iOS \(running)"
        case .definesPresentationContextNew(let introduced, let running):
            return
                "definesPresentationContext появился только в iOS \(introduced), а этот сценарий запускается на iOS \(running)"
        case .interactivePopGestureNew(let introduced, let running):
            return
                "жест интерактивного возврата появился только в iOS \(introduced); на iOS \(running) свайпа назад нет"
        case .tabTransitionAnimatorNew(let introduced, let running):
            return
                "собственные переходы между вкладками (tabBarController(_:animationControllerForTransitionFrom:to:)) появились только в iOS \(introduced); на iOS \(running) жест не может управлять переключением вкладок"
        case .splitViewOnPhoneNew(let introduced, let running):
            return
                "UISplitViewController на iPhone появился только в iOS \(introduced), а этот сценарий запускается на iOS \(running)"
        case .splitViewStyleNew(let introduced, let running):
            return
                "UISplitViewController(style:) появился только в iOS \(introduced), а этот сценарий запускается на iOS \(running)"
        case .noSegue(let receiver, let identifier):
            return "у получателя (\(receiver)) нет segue с идентификатором '\(identifier)'"
        case .deallocatedObserver(let notification, let observer):
            return
                "\(notification.spelling) отправлено объекту \(observer), который уже освобождён: до iOS 9 центр уведомлений не забывает наблюдателя, и тот должен вызвать removeObserver(self) в deinit (документация Apple, «removeObserver(_:)»)"
        case .subviewCycle(let view, let superview):
            return "\(view) нельзя добавить в \(superview): \(view) — одна из superview для \(superview)"
        case .childCycle(let child, let parent):
            return "\(child) не может стать дочерним контроллером \(parent): \(child) — один из его предков"
        case .rootCannotBeChild(let child, let parent):
            return "\(child) — корневой контроллер окна и не может стать дочерним контроллером \(parent)"
        case .transitionWithoutCommonParent(let from, let to, let parent):
            return
                "при вызове transition(from:to:duration:options:animations:completion:) дочерние контроллеры \(from) и \(to) должны иметь общий родительский контроллер (\(parent))"
        case .transitionFromViewOutside(let from, let parent):
            return "transition(from:to:…): \(from).view не входит в иерархию view контроллера \(parent)"
        case .alreadyChild(let child, let parent):
            return "\(child) уже дочерний контроллер \(parent); сначала уберите его оттуда"
        case .presentedCannotBeChild(let child, let presenter, let parent):
            return "\(child) показан контроллером \(presenter) и не может стать дочерним контроллером \(parent)"
        case .alreadyLaunched:
            return "приложение уже запущено"
        case .launchIntoBackgroundWithScenes:
            return
                "app.launchIntoBackground() смоделирован только для приложений без сцен (iOS 4–12): о приложении со сценами Apple говорит лишь, что система может подключить сцену в фоне для обработки события, и ни один опубликованный лог не показывает, подключается ли сцена и что вызывается у её корневого контроллера"
        case .launchAfterRoot:
            return
                "app.launch() должен идти до того, как у окна появится корневой контроллер: задайте его и вызовите makeKeyAndVisible() в замыкании app.launch()"
        case .noTransitionInProgress:
            return
                "сейчас нет перехода: координатор существует только во время viewWillTransition(to:with:) и willTransition(to:with:)"
        case .deviceModelAfterWindow:
            return "задайте device.model до того, как окно появится на экране"
        case .phoneModelOnPad:
            return "device.model называет iPhone, а устройство этого сценария — iPad (в нём используется split view)"
        case .splitViewOnPhone:
            return "split view есть только на iPad, а устройство этого сценария — iPhone"
        case .alreadyInBackground:
            return "приложение уже в фоне"
        case .notInBackground:
            return "приложение не в фоне; сначала вызовите app.enterBackground()"
        case .detailOutsideSplit(let controller):
            return
                "\(controller) не входит ни в один split view controller; showDetailViewController(_:sender:) вне него не смоделирован"
        case .collapsedPrimaryNotNavigation(let split):
            return
                "\(split) свёрнут, а его primary — не navigation controller: что тогда делает show(_:sender:), не смоделировано"
        case .presentingActiveController(let controller):
            return "приложение попыталось модально показать активный контроллер \(controller)"
        case .popoverWithoutAnchor(let controller):
            return
                "у UIPopoverPresentationController контроллера \(controller) до показа должен быть задан sourceView или barButtonItem, отличный от nil (NSGenericException)"
        case .twiceInTabs(let controller):
            return "\(controller) дважды встречается в viewControllers контроллера вкладок"
        case .tabIndexOutOfRange(let index, let tabs, let count):
            return "selectedIndex \(index) вне диапазона: вкладок у \(tabs) всего \(count)"
        case .notATab(let controller, let tabs):
            return "\(controller) не входит в viewControllers контроллера \(tabs)"
        case .tabBarOffScreen(let tabs):
            return "пользователь может нажать только на панель вкладок на экране, а \(tabs) не в окне"
        case .tabAlreadySelected(let controller, let tabs):
            return "\(controller) уже выбранная вкладка \(tabs): переключаться свайпом некуда"
        case .noInteractiveTabTransition(let tabs):
            return
                "делегат \(tabs) не реализует tabBarController(_:animationControllerForTransitionFrom:to:) и tabBarController(_:interactionControllerFor:): жест не может управлять переключением его вкладок"
        case .pushingTwice(let controller):
            return "нельзя выполнить push одного и того же экземпляра контроллера (\(controller)) больше одного раза"
        case .pushingNavigationController(let controller):
            return "push navigation controller (\(controller)) не поддерживается"
        case .twiceInStack(let controller):
            return "\(controller) дважды встречается в стеке навигации"
        case .pageCount(let given):
            return
                "setViewControllers нужна ровно одна страница (передано: \(given)): модель показывает по одной странице"
        case .noPageOnScreen(let pages):
            return "у \(pages) нет страницы на экране, с которой можно свайпнуть"
        case .noPageDataSource(let pages):
            return "у \(pages) нет dataSource, поэтому он не реагирует на свайпы"
        case .pageNotSwipeable(let page):
            return "на \(page) нельзя перейти свайпом: он уже на экране или показан в другом месте"
        case .alreadyShownCannotBeRoot(let controller):
            return "\(controller) уже показан другим контроллером и не может стать корневым контроллером окна"
        case .nothingToSwipeBack(let navigation, let count):
            return "\(navigation) некуда возвращаться свайпом: контроллеров в его стеке на экране: \(count)"
        case .notPresentedCannotDrag(let controller):
            return "\(controller) нельзя смахнуть вниз: он не показан"
        case .notSheetCannotDrag(let controller, let running, let style):
            return
                "\(controller) нельзя смахнуть вниз: на iOS \(running) он показан как .\(style.rawValue), а не как лист (sheet)"
        case .columnStyleSplitNeedsColumns(let split):
            return "\(split) — split view controller с колонками: задавайте его колонки через setViewController(_:for:)"
        case .splitShowsTwo:
            return "split view controller показывает два контроллера: primary и secondary"
        case .classicSplitHasNoColumns:
            return
                "setViewController(_:for:) не применяется к классическому split view controller: задайте viewControllers"
        case .supplementaryNeedsTripleColumn:
            return "колонка supplementary есть только у split view controller со стилем .tripleColumn"
        case .showHideNeedsColumnStyle:
            return "show(_:) и hide(_:) применяются только к split view controller с колонками"
        case .cannotHideSecondary:
            return "hide(_:) не умеет скрывать колонку secondary"
        case .splitColumnMergedWhileCollapsed(let split):
            return
                "\(split) свёрнут, и его колонки слиты в стек primary: задание колонки, кроме .compact, в этот момент не смоделировано"
        }
    }
}
