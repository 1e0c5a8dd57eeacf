import LifecycleModel

extension ModelRefusalText {
    static func chinese(_ refusal: ModelRefusal) -> String {
        switch refusal {
        case .noProfile(let ios):
            return "模型没有 iOS \(ios) 的版本配置（已知：\(VersionProfile.knownMajorsDescription)）"
        case .storyboardsAndSeguesNew(let introduced, let running):
            return "storyboard 和 segue 从 iOS \(introduced) 起才有，而本情景运行于 iOS \(running)"
        case .storyboardClassNew(let introduced, let running):
            return "UIStoryboard 从 iOS \(introduced) 起才有，而本情景运行于 iOS \(running)"
        case .unwindSeguesNew(let introduced, let running):
            return "unwind segue 从 iOS \(introduced) 起才有，而本情景运行于 iOS \(running)"
        case .popoverSegueOnPhoneNew(let introduced, let running):
            return "iPhone 上的 popover segue 需要 iOS \(introduced)，而本情景运行于 iOS \(running)"
        case .blockObserverNew(let running):
            return
                "addObserver(forName:object:queue:using:) 从 iOS 4 起才有；在 iOS \(running) 上请使用 addObserver(_:selector:name:object:)"
        case .addChildNew(let introduced, let running):
            return "addChild(_:) 从 iOS \(introduced) 起才有，而本情景运行于 iOS \(running)"
        case .additionalSafeAreaInsetsNew(let introduced, let running):
            return "additionalSafeAreaInsets 从 iOS \(introduced) 起才有，而本情景运行于 iOS \(running)"
        case .directionalLayoutMarginsNew(let introduced, let running):
            return "directionalLayoutMargins 从 iOS \(introduced) 起才有；在 iOS \(running) 上请使用 layoutMargins"
        case .updatePropertiesNew(let running):
            return "setNeedsUpdateProperties() 从 iOS 26 起才有，而本情景运行于 iOS \(running)"
        case .stateRestorationNew(let introduced, let running):
            return "状态恢复从 iOS \(introduced) 起才有，而本情景运行于 iOS \(running)"
        case .restorationInScenes(let running, let lastWithoutScenes):
            return
                "在 iOS \(running) 上，采用 UIScene 的 App 通过 stateRestorationActivity(for:) 恢复状态，UIKit 不调用 decodeRestorableState(with:)（要看视图控制器的恢复，请以 ios=\(lastWithoutScenes) 运行本情景）"
        case .darkModeNew(let introduced, let running):
            return "深色模式从 iOS \(introduced) 起才有；在 iOS \(running) 上界面始终为浅色"
        case .dynamicTypeNew(let introduced, let running):
            return "动态字体（Dynamic Type）从 iOS \(introduced) 起才有；iOS \(running) 没有首选字体大小"
        case .traitRegistrationNew(let withAction, let running):
            return
                "\(traitRegistration(withAction: withAction)) 从 iOS 17 起才有；在 iOS \(running) 上请重写 traitCollectionDidChange(_:)"
        case .largePhonesNew(let introduced, let running):
            return "第一款 iPhone Plus 随 iOS \(introduced) 推出，而本情景运行于 iOS \(running)"
        case .splitViewMultitaskingNew(let introduced, let running):
            return "分屏多任务（Split View）从 iOS \(introduced) 起才有，而本情景运行于 iOS \(running)"
        case .backgroundStateNew(let introduced, let running):
            return "多任务（后台状态）从 iOS \(introduced) 起才有；在 iOS \(running) 上 App 会被终止"
        case .intrinsicContentSizeNew(let running):
            return "invalidateIntrinsicContentSize() 从 iOS 6 起才有，而本情景运行于 iOS \(running)"
        case .loadViewIfNeededNew(let introduced, let running, let controller):
            return "loadViewIfNeeded() 从 iOS \(introduced) 起才有；在 iOS \(running) 上请读取 `\(controller).view` 来加载视图"
        case .pageViewControllerNew(let introduced, let running):
            return "UIPageViewController 从 iOS \(introduced) 起才有，而本情景运行于 iOS \(running)"
        case .pageScrollStyleNew(let introduced, let running):
            return "过渡样式 .scroll 从 iOS \(introduced) 起才有，而本情景运行于 iOS \(running)"
        case .presentationStyleNew(let style, let running):
            return
                "UIModalPresentationStyle.\(style.rawValue) 从 iOS \(style.introducedMajor) 起才有，而本情景运行于 iOS \(running)"
        case .customPresentationBeforeIOS8(let running):
            return "模型从 iOS 8（UIPresentationController）起才运行 .custom 呈现，而本情景运行于 iOS \(running)"
        case .modalInPresentationNew(let introduced, let running):
            return "isModalInPresentation 从 iOS \(introduced) 起才有，而本情景运行于 iOS \(running)"
        case .presentationControllerDelegateNew(let introduced, let running):
            return "presentationController 从 iOS \(introduced) 起才有，而本情景运行于 iOS \(running)"
        case .transitioningDelegateNew(let introduced, let running):
            return "transitioningDelegate 从 iOS \(introduced) 起才有，而本情景运行于 iOS \(running)"
        case .windowRootNew(let introduced, let running):
            return "UIWindow.rootViewController 从 iOS \(introduced) 起才有，而本情景运行于 iOS \(running)"
        case .definesPresentationContextNew(let introduced, let running):
            return "definesPresentationContext 从 iOS \(introduced) 起才有，而本情景运行于 iOS \(running)"
        case .interactivePopGestureNew(let introduced, let running):
            return "交互式返回手势从 iOS \(introduced) 起才有；在 iOS \(running) 上没有侧滑返回"
        case .tabTransitionAnimatorNew(let introduced, let running):
            return
                "自定义标签切换（tabBarController(_:animationControllerForTransitionFrom:to:)）从 iOS \(introduced) 起才有；在 iOS \(running) 上手势无法驱动标签切换"
        case .splitViewOnPhoneNew(let introduced, let running):
            return "iPhone 上的 UISplitViewController 从 iOS \(introduced) 起才有，而本情景运行于 iOS \(running)"
        case .splitViewStyleNew(let introduced, let running):
            return "UISplitViewController(style:) 从 iOS \(introduced) 起才有，而本情景运行于 iOS \(running)"
        case .noSegue(let receiver, let identifier):
            return "接收者（\(receiver)）没有标识符为 '\(identifier)' 的 segue"
        case .deallocatedObserver(let notification, let observer):
            return
                "\(notification.spelling) 发给了已释放的 \(observer)：iOS 9 之前通知中心不会忘记观察者，观察者必须在 deinit 中调用 removeObserver(self)（Apple 文档“removeObserver(_:)”）"
        case .subviewCycle(let view, let superview):
            return "无法把 \(view) 添加到 \(superview)：\(view) 是 \(superview) 的父视图之一"
        case .childCycle(let child, let parent):
            return "\(child) 不能成为 \(parent) 的子控制器：\(child) 是 \(parent) 的祖先之一"
        case .rootCannotBeChild(let child, let parent):
            return "\(child) 是窗口的根视图控制器，不能成为 \(parent) 的子控制器"
        case .transitionWithoutCommonParent(let from, let to, let parent):
            return
                "调用 transition(from:to:duration:options:animations:completion:) 时，子控制器 \(from) 和 \(to) 必须有共同的父控制器（\(parent)）"
        case .transitionFromViewOutside(let from, let parent):
            return "transition(from:to:…)：\(from).view 不在 \(parent) 的视图层级中"
        case .alreadyChild(let child, let parent):
            return "\(child) 已经是 \(parent) 的子控制器；请先把它从那里移除"
        case .presentedCannotBeChild(let child, let presenter, let parent):
            return "\(child) 正由 \(presenter) 呈现，不能成为 \(parent) 的子控制器"
        case .alreadyLaunched:
            return "App 已经启动"
        case .launchIntoBackgroundWithScenes:
            return
                "app.launchIntoBackground() 只为不采用场景的 App（iOS 4–12）建模：对采用场景的 App，Apple 只说系统可能为处理事件而在后台连接场景，也没有公开日志说明场景是否会连接、根控制器会收到哪些调用"
        case .launchAfterRoot:
            return "app.launch() 必须在窗口获得根控制器之前调用：请在它的闭包中设置根控制器并调用 makeKeyAndVisible()"
        case .noTransitionInProgress:
            return "当前没有进行中的转场：协调器只在 viewWillTransition(to:with:) 和 willTransition(to:with:) 期间存在"
        case .deviceModelAfterWindow:
            return "请在窗口显示之前设置 device.model"
        case .phoneModelOnPad:
            return "device.model 指定的是 iPhone，而本情景的设备是 iPad（它使用了分屏）"
        case .splitViewOnPhone:
            return "分屏只在 iPad 上才有，而本情景的设备是 iPhone"
        case .alreadyInBackground:
            return "App 已经在后台"
        case .notInBackground:
            return "App 不在后台；请先调用 app.enterBackground()"
        case .detailOutsideSplit(let controller):
            return "\(controller) 不在任何 split view controller 中；在其外调用 showDetailViewController(_:sender:) 尚未建模"
        case .collapsedPrimaryNotNavigation(let split):
            return "\(split) 已折叠且其 primary 不是导航控制器：此时 show(_:sender:) 的行为尚未建模"
        case .presentingActiveController(let controller):
            return "App 试图以模态方式呈现一个活动的视图控制器 \(controller)"
        case .popoverWithoutAnchor(let controller):
            return
                "\(controller) 的 UIPopoverPresentationController 必须在呈现之前设置非 nil 的 sourceView 或 barButtonItem（NSGenericException）"
        case .twiceInTabs(let controller):
            return "\(controller) 在标签栏控制器的 viewControllers 中出现了两次"
        case .tabIndexOutOfRange(let index, let tabs, let count):
            return "selectedIndex \(index) 超出范围：\(tabs) 只有 \(count) 个标签"
        case .notATab(let controller, let tabs):
            return "\(controller) 不在 \(tabs) 的 viewControllers 中"
        case .tabBarOffScreen(let tabs):
            return "用户只能点按屏幕上的标签栏；\(tabs) 不在窗口中"
        case .tabAlreadySelected(let controller, let tabs):
            return "\(controller) 已是 \(tabs) 当前选中的标签：没有可以滑动切换到的标签"
        case .noInteractiveTabTransition(let tabs):
            return
                "\(tabs) 的代理没有实现 tabBarController(_:animationControllerForTransitionFrom:to:) 和 tabBarController(_:interactionControllerFor:)：手势无法驱动它的标签切换"
        case .pushingTwice(let controller):
            return "不支持多次 push 同一个视图控制器实例（\(controller)）"
        case .pushingNavigationController(let controller):
            return "不支持 push 导航控制器（\(controller)）"
        case .twiceInStack(let controller):
            return "\(controller) 在导航栈中出现了两次"
        case .pageCount(let given):
            return "setViewControllers 需要恰好一个页面（传入了 \(given) 个）：模型一次只显示一个页面"
        case .noPageOnScreen(let pages):
            return "\(pages) 在屏幕上没有可供滑动的页面"
        case .noPageDataSource(let pages):
            return "\(pages) 没有 dataSource，因此不响应滑动"
        case .pageNotSwipeable(let page):
            return "无法滑动到 \(page)：它已在屏幕上或在别处显示"
        case .alreadyShownCannotBeRoot(let controller):
            return "\(controller) 已由另一个控制器显示，不能成为窗口的根控制器"
        case .nothingToSwipeBack(let navigation, let count):
            return "\(navigation) 无处侧滑返回：它的栈中在屏幕上的控制器有 \(count) 个"
        case .notPresentedCannotDrag(let controller):
            return "无法下拉 \(controller)：它没有被呈现"
        case .notSheetCannotDrag(let controller, let running, let style):
            return "无法下拉 \(controller)：在 iOS \(running) 上它以 .\(style.rawValue) 呈现，而不是表单（sheet）"
        case .columnStyleSplitNeedsColumns(let split):
            return "\(split) 是分栏式 split view controller：请用 setViewController(_:for:) 设置它的各列"
        case .splitShowsTwo:
            return "split view controller 显示两个视图控制器：primary 和 secondary"
        case .classicSplitHasNoColumns:
            return "setViewController(_:for:) 不适用于经典 split view controller：请设置 viewControllers"
        case .supplementaryNeedsTripleColumn:
            return "只有 .tripleColumn 的 split view controller 才有 supplementary 列"
        case .showHideNeedsColumnStyle:
            return "show(_:) 和 hide(_:) 只适用于分栏式 split view controller"
        case .cannotHideSecondary:
            return "hide(_:) 不支持隐藏 secondary 列"
        case .splitColumnMergedWhileCollapsed(let split):
            return "\(split) 已折叠，各列已并入 primary 的导航栈：此时设置 .compact 以外的列尚未建模"
        }
    }
}
