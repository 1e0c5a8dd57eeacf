import LifecycleModel

extension ModelRefusalText {
    static func english(_ refusal: ModelRefusal) -> String {
        switch refusal {
        case .noProfile(let ios):
            return "the model has no profile for iOS \(ios) (known: \(VersionProfile.knownMajorsDescription))"
        case .storyboardsAndSeguesNew(let introduced, let running):
            return "storyboards and segues are new in iOS \(introduced); this scenario runs on iOS \(running)"
        case .storyboardClassNew(let introduced, let running):
            return "UIStoryboard is new in iOS \(introduced); this scenario runs on iOS \(running)"
        case .unwindSeguesNew(let introduced, let running):
            return "unwind segues are new in iOS \(introduced); this scenario runs on iOS \(running)"
        case .popoverSegueOnPhoneNew(let introduced, let running):
            return "a popover segue on an iPhone needs iOS \(introduced); this scenario runs on iOS \(running)"
        case .blockObserverNew(let running):
            return
                "addObserver(forName:object:queue:using:) is new in iOS 4; on iOS \(running) use addObserver(_:selector:name:object:)"
        case .addChildNew(let introduced, let running):
            return "addChild(_:) is new in iOS \(introduced); this scenario runs on iOS \(running)"
        case .additionalSafeAreaInsetsNew(let introduced, let running):
            return "additionalSafeAreaInsets is new in iOS \(introduced); this scenario runs on iOS \(running)"
        case .directionalLayoutMarginsNew(let introduced, let running):
            return "directionalLayoutMargins is new in iOS \(introduced); use layoutMargins on iOS \(running)"
        case .updatePropertiesNew(let running):
            return "setNeedsUpdateProperties() is new in iOS 26; this scenario runs on iOS \(running)"
        case .stateRestorationNew(let introduced, let running):
            return "state restoration arrived in iOS \(introduced); this scenario runs on iOS \(running)"
        case .restorationInScenes(let running, let lastWithoutScenes):
            return
                "on iOS \(running) a scene-based app restores state through stateRestorationActivity(for:); UIKit does not call decodeRestorableState(with:) (run the scenario with ios=\(lastWithoutScenes) for view-controller restoration)"
        case .darkModeNew(let introduced, let running):
            return "Dark Mode arrived in iOS \(introduced); on iOS \(running) the interface style is always light"
        case .dynamicTypeNew(let introduced, let running):
            return "Dynamic Type arrived in iOS \(introduced); iOS \(running) has no preferred content size"
        case .traitRegistrationNew(let withAction, let running):
            return
                "\(traitRegistration(withAction: withAction)) is new in iOS 17; on iOS \(running) override traitCollectionDidChange(_:)"
        case .largePhonesNew(let introduced, let running):
            return "the first iPhone Plus arrived with iOS \(introduced); this scenario runs on iOS \(running)"
        case .splitViewMultitaskingNew(let introduced, let running):
            return "Split View multitasking arrived in iOS \(introduced); this scenario runs on iOS \(running)"
        case .backgroundStateNew(let introduced, let running):
            return
                "multitasking (the background state) arrived in iOS \(introduced); on iOS \(running) the app is terminated"
        case .intrinsicContentSizeNew(let running):
            return "invalidateIntrinsicContentSize() is new in iOS 6; this scenario runs on iOS \(running)"
        case .loadViewIfNeededNew(let introduced, let running, let controller):
            return
                "loadViewIfNeeded() is new in iOS \(introduced); on iOS \(running) read `\(controller).view` to load it"
        case .pageViewControllerNew(let introduced, let running):
            return "UIPageViewController arrived in iOS \(introduced); this scenario runs on iOS \(running)"
        case .pageScrollStyleNew(let introduced, let running):
            return "the .scroll transition style arrived in iOS \(introduced); this scenario runs on iOS \(running)"
        case .presentationStyleNew(let style, let running):
            return
                "UIModalPresentationStyle.\(style.rawValue) is new in iOS \(style.introducedMajor); this scenario runs on iOS \(running)"
        case .customPresentationBeforeIOS8(let running):
            return
                "the model runs .custom presentations from iOS 8 (UIPresentationController); this scenario runs on iOS \(running)"
        case .modalInPresentationNew(let introduced, let running):
            return "isModalInPresentation is new in iOS \(introduced); this scenario runs on iOS \(running)"
        case .presentationControllerDelegateNew(let introduced, let running):
            return "presentationController is new in iOS \(introduced); this scenario runs on iOS \(running)"
        case .transitioningDelegateNew(let introduced, let running):
            return "transitioningDelegate is new in iOS \(introduced); this scenario runs on iOS \(running)"
        case .windowRootNew(let introduced, let running):
            return "UIWindow.rootViewController arrived in iOS \(introduced); this scenario runs on iOS \(running)"
        case .definesPresentationContextNew(let introduced, let running):
            return "definesPresentationContext is new in iOS \(introduced); this scenario runs on iOS \(running)"
        case .interactivePopGestureNew(let introduced, let running):
            return "the interactive pop gesture is new in iOS \(introduced); on iOS \(running) there is no swipe back"
        case .tabTransitionAnimatorNew(let introduced, let running):
            return
                "custom tab switches (tabBarController(_:animationControllerForTransitionFrom:to:)) are new in iOS \(introduced); on iOS \(running) a pan cannot drive a tab switch"
        case .splitViewOnPhoneNew(let introduced, let running):
            return "UISplitViewController on iPhone arrived in iOS \(introduced); this scenario runs on iOS \(running)"
        case .splitViewStyleNew(let introduced, let running):
            return "UISplitViewController(style:) arrived in iOS \(introduced); this scenario runs on iOS \(running)"
        case .noSegue(let receiver, let identifier):
            return "Receiver (\(receiver)) has no segue with identifier '\(identifier)'"
        case .deallocatedObserver(let notification, let observer):
            return
                "\(notification.spelling) was sent to \(observer), which is deallocated: before iOS 9 the centre does not forget an observer, so it must call removeObserver(self) in deinit (Apple docs, \"removeObserver(_:)\")"
        case .subviewCycle(let view, let superview):
            return "\(view) cannot be added to \(superview): it is one of its superviews"
        case .childCycle(let child, let parent):
            return "\(child) cannot become a child of \(parent): it is one of its ancestors"
        case .rootCannotBeChild(let child, let parent):
            return "\(child) is the window's root view controller and cannot become a child of \(parent)"
        case .transitionWithoutCommonParent(let from, let to, let parent):
            return
                "Children view controllers \(from) and \(to) must have a common parent view controller (\(parent)) when calling transition(from:to:duration:options:animations:completion:)"
        case .transitionFromViewOutside(let from, let parent):
            return "transition(from:to:…): \(from).view is not in \(parent)'s view hierarchy"
        case .alreadyChild(let child, let parent):
            return "\(child) is already a child of \(parent); remove it from there first"
        case .presentedCannotBeChild(let child, let presenter, let parent):
            return "\(child) is being presented by \(presenter) and cannot become a child of \(parent)"
        case .alreadyLaunched:
            return "the app has already launched"
        case .launchIntoBackgroundWithScenes:
            return
                "app.launchIntoBackground() is modelled only for apps without scenes (iOS 4–12): for a scene-based app Apple says only that the system might connect a scene in the background to handle an event, and no published log shows whether a scene connects or what its root is called"
        case .launchAfterRoot:
            return
                "app.launch() must come before the window gets its root: set the root and call makeKeyAndVisible() in its closure"
        case .noTransitionInProgress:
            return
                "no transition is in progress: the coordinator exists only during viewWillTransition(to:with:) and willTransition(to:with:)"
        case .deviceModelAfterWindow:
            return "set device.model before the window is shown"
        case .phoneModelOnPad:
            return "device.model names an iPhone; this scenario's device is an iPad (it uses split view)"
        case .splitViewOnPhone:
            return "split view exists only on iPad; the scenario's device is an iPhone"
        case .alreadyInBackground:
            return "the app is already in the background"
        case .notInBackground:
            return "the app is not in the background; call app.enterBackground() first"
        case .detailOutsideSplit(let controller):
            return
                "\(controller) is in no split view controller; showDetailViewController(_:sender:) outside one is not modelled"
        case .collapsedPrimaryNotNavigation(let split):
            return
                "\(split) is collapsed and its primary is not a navigation controller: what show(_:sender:) does then is not modelled"
        case .presentingActiveController(let controller):
            return "Application tried to present modally an active view controller \(controller)"
        case .popoverWithoutAnchor(let controller):
            return
                "UIPopoverPresentationController of \(controller) should have a non-nil sourceView or barButtonItem set before the presentation occurs (NSGenericException)"
        case .twiceInTabs(let controller):
            return "\(controller) appears twice in the tab bar controller's viewControllers"
        case .tabIndexOutOfRange(let index, let tabs, let count):
            return "selectedIndex \(index) is out of range: \(tabs) has \(count) tabs"
        case .notATab(let controller, let tabs):
            return "\(controller) is not one of \(tabs)'s viewControllers"
        case .tabBarOffScreen(let tabs):
            return "the user can only tap a tab bar that is on screen; \(tabs) is not in the window"
        case .tabAlreadySelected(let controller, let tabs):
            return "\(controller) is already \(tabs)'s selected tab: there is no tab to swipe to"
        case .noInteractiveTabTransition(let tabs):
            return
                "\(tabs)'s delegate does not implement tabBarController(_:animationControllerForTransitionFrom:to:) and tabBarController(_:interactionControllerFor:): a pan cannot drive its tab switch"
        case .pushingTwice(let controller):
            return "Pushing the same view controller instance (\(controller)) more than once is not supported"
        case .pushingNavigationController(let controller):
            return "Pushing a navigation controller (\(controller)) is not supported"
        case .twiceInStack(let controller):
            return "\(controller) appears twice in the navigation stack"
        case .pageCount(let given):
            return "setViewControllers needs exactly one page (\(given) given): the model shows one page at a time"
        case .noPageOnScreen(let pages):
            return "\(pages) has no page on screen to swipe from"
        case .noPageDataSource(let pages):
            return "\(pages) has no data source, so it does not respond to swipes"
        case .pageNotSwipeable(let page):
            return "\(page) cannot be swiped to: it is already on screen or shown elsewhere"
        case .alreadyShownCannotBeRoot(let controller):
            return "\(controller) is already shown by another controller and cannot become the window's root"
        case .nothingToSwipeBack(let navigation, let count):
            return "\(navigation) has nothing to swipe back to: its stack has \(count) controller(s) on screen"
        case .notPresentedCannotDrag(let controller):
            return "\(controller) cannot be dragged down: it is not presented"
        case .notSheetCannotDrag(let controller, let running, let style):
            return
                "\(controller) cannot be dragged down: on iOS \(running) it is presented as .\(style.rawValue), not as a sheet"
        case .columnStyleSplitNeedsColumns(let split):
            return "\(split) is a column-style split view controller: set its columns with setViewController(_:for:)"
        case .splitShowsTwo:
            return "a split view controller shows two view controllers, primary and secondary"
        case .classicSplitHasNoColumns:
            return "setViewController(_:for:) does not apply to a classic split view controller: set viewControllers"
        case .supplementaryNeedsTripleColumn:
            return "only a .tripleColumn split view controller has a supplementary column"
        case .showHideNeedsColumnStyle:
            return "show(_:) and hide(_:) apply to a column-style split view controller"
        case .cannotHideSecondary:
            return "hide(_:) does not support hiding the secondary column"
        case .splitColumnMergedWhileCollapsed(let split):
            return
                "\(split) is collapsed with its columns merged into the primary's stack: setting a column other than .compact then is not modelled"
        }
    }
}
