/// Every lifecycle method the model can emit, by its Swift name as in Apple's documentation.
/// The method catalogue has one entry per case (a test enforces it); traces, diagrams and tables
/// all name callbacks through this type so they cannot drift apart.
public enum Callback: String, CaseIterable, Sendable {
    // MARK: Controller — creation
    case initNibNameBundle = "init(nibName:bundle:)"
    case initCoder = "init(coder:)"
    case awakeFromNib = "awakeFromNib()"
    // MARK: Controller — view loading
    case loadView = "loadView()"
    case viewDidLoad = "viewDidLoad()"
    case viewWillUnload = "viewWillUnload()" // iOS 5 only; deprecated 6
    case viewDidUnload = "viewDidUnload()" // iOS 3–5; deprecated 6
    // MARK: Controller — appearance
    case viewWillAppear = "viewWillAppear(_:)"
    case viewIsAppearing = "viewIsAppearing(_:)" // iOS 17 SDK, back-deployed to 13
    case viewDidAppear = "viewDidAppear(_:)"
    case viewWillDisappear = "viewWillDisappear(_:)"
    case viewDidDisappear = "viewDidDisappear(_:)"
    // MARK: Controller — layout
    case updateViewConstraints = "updateViewConstraints()"
    case viewWillLayoutSubviews = "viewWillLayoutSubviews()"
    case viewDidLayoutSubviews = "viewDidLayoutSubviews()"
    case viewSafeAreaInsetsDidChange = "viewSafeAreaInsetsDidChange()"
    case viewLayoutMarginsDidChange = "viewLayoutMarginsDidChange()"
    case updateProperties = "updateProperties()" // iOS 26, controllers and views
    // MARK: Controller — containment
    case willMoveToParent = "willMove(toParent:)"
    case didMoveToParent = "didMove(toParent:)"
    // MARK: Controller — environment
    case viewWillTransitionToSize = "viewWillTransition(to:with:)" // iOS 8+
    case willTransitionToTraitCollection = "willTransition(to:with:)" // iOS 8+
    case traitCollectionDidChange = "traitCollectionDidChange(_:)" // deprecated iOS 17
    case traitChangeHandler = "registerForTraitChanges(_:handler:)" // iOS 17+: the registered handler runs
    case traitChangeAction = "registerForTraitChanges(_:action:)" // iOS 17+: the registered action runs
    case willRotate = "willRotate(to:duration:)" // before iOS 8
    case willAnimateRotation = "willAnimateRotation(to:duration:)" // before iOS 8
    case didRotate = "didRotate(from:)" // before iOS 8
    case didReceiveMemoryWarning = "didReceiveMemoryWarning()"
    // MARK: Controller — state restoration
    case encodeRestorableState = "encodeRestorableState(with:)"
    case decodeRestorableState = "decodeRestorableState(with:)"
    case applicationFinishedRestoringState = "applicationFinishedRestoringState()"
    // MARK: View
    case viewInitFrame = "init(frame:)"
    case willMoveToSuperview = "willMove(toSuperview:)"
    case didMoveToSuperview = "didMoveToSuperview()"
    case willMoveToWindow = "willMove(toWindow:)"
    case didMoveToWindow = "didMoveToWindow()"
    case updateConstraints = "updateConstraints()"
    case layoutSubviews = "layoutSubviews()"
    case draw = "draw(_:)"
    case safeAreaInsetsDidChange = "safeAreaInsetsDidChange()"
    case layoutMarginsDidChange = "layoutMarginsDidChange()"
    // MARK: Scene (app to background and back)
    case sceneWillResignActive = "sceneWillResignActive(_:)"
    case sceneDidEnterBackground = "sceneDidEnterBackground(_:)"
    case sceneWillEnterForeground = "sceneWillEnterForeground(_:)"
    case sceneDidBecomeActive = "sceneDidBecomeActive(_:)"
    // MARK: App delegate (app to background and back before scenes, iOS 12 and earlier)
    case applicationWillResignActive = "applicationWillResignActive(_:)"
    case applicationDidEnterBackground = "applicationDidEnterBackground(_:)"
    case applicationWillEnterForeground = "applicationWillEnterForeground(_:)"
    case applicationDidBecomeActive = "applicationDidBecomeActive(_:)"
    /// The app delegate's memory warning (every release, with or without scenes).
    case applicationDidReceiveMemoryWarning = "applicationDidReceiveMemoryWarning(_:)"
    // MARK: Any object
    case deinitialize = "deinit"
    // MARK: Storyboard segues (iOS 5+; unwind segues iOS 6+)
    case shouldPerformSegue = "shouldPerformSegue(withIdentifier:sender:)"
    case prepareForSegue = "prepare(for:sender:)"
    case canPerformUnwindSegueActionWithSender = "canPerformUnwindSegueAction(_:from:withSender:)" // iOS 6–12
    case canPerformUnwindSegueAction = "canPerformUnwindSegueAction(_:from:sender:)" // iOS 13+
    /// The destination's `@IBAction func …(_ segue: UIStoryboardSegue)`: its name is the app's.
    case unwindAction = "@IBAction unwind(_:)"
    // MARK: Notifications (a post delivered to an observer; Runtime/Notifications)
    case notificationSelector = "addObserver(_:selector:name:object:)" // the observer's method runs
    case notificationBlock = "addObserver(forName:object:queue:using:)" // iOS 4+: the observer's block runs
    // MARK: Launch (app delegate from iOS 3/6, scene delegate from iOS 13)
    case applicationWillFinishLaunching = "application(_:willFinishLaunchingWithOptions:)" // iOS 6+
    case applicationDidFinishLaunching = "application(_:didFinishLaunchingWithOptions:)" // iOS 3+
    case sceneWillConnect = "scene(_:willConnectTo:options:)" // iOS 13+
    // MARK: Page view controller's data source and delegate (iOS 5+, scroll style iOS 6+)
    case pageViewControllerBefore = "pageViewController(_:viewControllerBefore:)"
    case pageViewControllerAfter = "pageViewController(_:viewControllerAfter:)"
    case pageViewControllerWillTransition = "pageViewController(_:willTransitionTo:)" // iOS 6+
    case pageViewControllerDidFinishAnimating =
        "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)"
    // MARK: Tab bar controller's delegate (UITabBarControllerDelegate; Containers/TabBarController.swift)
    case tabBarControllerShouldSelect = "tabBarController(_:shouldSelect:)"
    case tabBarControllerDidSelect = "tabBarController(_:didSelect:)"
    case tabBarControllerAnimationController = "tabBarController(_:animationControllerForTransitionFrom:to:)" // iOS 7+
    case tabBarControllerInteractionController = "tabBarController(_:interactionControllerFor:)" // iOS 7+
    // MARK: Navigation controller's delegate (UINavigationControllerDelegate; Containers/NavigationDelegate.swift)
    case navigationControllerWillShow = "navigationController(_:willShow:animated:)"
    case navigationControllerDidShow = "navigationController(_:didShow:animated:)"
    case splitViewControllerCollapseSecondary = "splitViewController(_:collapseSecondary:onto:)" // iOS 8+
    case splitViewControllerSeparateSecondary = "splitViewController(_:separateSecondaryFrom:)" // iOS 8+
    case primaryViewControllerForCollapsing = "primaryViewController(forCollapsing:)" // iOS 8+
    case primaryViewControllerForExpanding = "primaryViewController(forExpanding:)" // iOS 8+
    case splitViewControllerDidCollapse = "splitViewControllerDidCollapse(_:)" // iOS 14+
    case splitViewControllerDidExpand = "splitViewControllerDidExpand(_:)" // iOS 14+
    case splitViewControllerTopColumnForCollapsing =
        "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)" // iOS 14+
    case splitViewControllerDisplayModeForExpanding =
        "splitViewController(_:displayModeForExpandingToProposedDisplayMode:)" // iOS 14+
    // MARK: A sheet's presentation controller delegate (UIAdaptivePresentationControllerDelegate, iOS 13+;
    // Containers/SheetDismissal.swift): the user's drag on a sheet, never a programmatic dismissal.
    case presentationControllerShouldDismiss = "presentationControllerShouldDismiss(_:)"
    case presentationControllerWillDismiss = "presentationControllerWillDismiss(_:)"
    case presentationControllerDidDismiss = "presentationControllerDidDismiss(_:)"
    case presentationControllerDidAttemptToDismiss = "presentationControllerDidAttemptToDismiss(_:)"
    // MARK: Presentation controller (a `.custom` presentation, iOS 8+; Containers/CustomPresentation.swift)
    case presentationTransitionWillBegin = "presentationTransitionWillBegin()"
    case presentationTransitionDidEnd = "presentationTransitionDidEnd(_:)"
    case dismissalTransitionWillBegin = "dismissalTransitionWillBegin()"
    case dismissalTransitionDidEnd = "dismissalTransitionDidEnd(_:)"
    case containerViewWillLayoutSubviews = "containerViewWillLayoutSubviews()"
    case containerViewDidLayoutSubviews = "containerViewDidLayoutSubviews()"

    /// The Swift name, as the trace prints it.
    public var name: String { rawValue }

    /// A protocol method a scenario class implements without `override` (the class adopts the delegate
    /// protocol): UIKit calls it only on a delegate that implements it.
    package var isDelegateMethod: Bool {
        self == .tabBarControllerShouldSelect || self == .tabBarControllerDidSelect
            || self == .tabBarControllerAnimationController || self == .tabBarControllerInteractionController
            || self == .navigationControllerWillShow || self == .navigationControllerDidShow
            || self == .splitViewControllerCollapseSecondary || self == .splitViewControllerSeparateSecondary
            || self == .splitViewControllerDidCollapse || self == .splitViewControllerDidExpand
            || self == .splitViewControllerTopColumnForCollapsing
            || self == .primaryViewControllerForCollapsing || self == .primaryViewControllerForExpanding
            || self == .splitViewControllerDisplayModeForExpanding
            || self == .presentationControllerShouldDismiss
            || self == .presentationControllerWillDismiss || self == .presentationControllerDidDismiss
            || self == .presentationControllerDidAttemptToDismiss
    }
}
