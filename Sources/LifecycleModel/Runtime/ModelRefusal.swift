/// Why the model refused a call, as typed data: object names, releases, styles — never a sentence.
/// `Texts.ModelRefusalText` holds what each case says in every language (one exhaustive switch per
/// language, so a new case does not compile until it has its text). `running` is the release the
/// scenario runs on, `introduced` the release that added what it used. Indirect, so a thrown error stays
/// small in the frames it passes.
package indirect enum ModelRefusal: Equatable, Sendable {
    // Releases that lack what the scenario uses.
    case noProfile(ios: IOSVersion)
    case storyboardsAndSeguesNew(introduced: Int, running: IOSVersion)
    case storyboardClassNew(introduced: Int, running: IOSVersion)
    case unwindSeguesNew(introduced: Int, running: IOSVersion)
    case popoverSegueOnPhoneNew(introduced: Int, running: IOSVersion)
    case blockObserverNew(running: IOSVersion)
    case addChildNew(introduced: Int, running: IOSVersion)
    case additionalSafeAreaInsetsNew(introduced: Int, running: IOSVersion)
    case directionalLayoutMarginsNew(introduced: Int, running: IOSVersion)
    case updatePropertiesNew(running: IOSVersion)
    case stateRestorationNew(introduced: Int, running: IOSVersion)
    case restorationInScenes(running: IOSVersion, lastWithoutScenes: Int)
    case darkModeNew(introduced: Int, running: IOSVersion)
    case dynamicTypeNew(introduced: Int, running: IOSVersion)
    /// `registerForTraitChanges(_:action:)` when `withAction`, else `(_:handler:)`.
    case traitRegistrationNew(withAction: Bool, running: IOSVersion)
    case largePhonesNew(introduced: Int, running: IOSVersion)
    case splitViewMultitaskingNew(introduced: Int, running: IOSVersion)
    case backgroundStateNew(introduced: Int, running: IOSVersion)
    case intrinsicContentSizeNew(running: IOSVersion)
    case loadViewIfNeededNew(introduced: Int, running: IOSVersion, controller: String)
    case pageViewControllerNew(introduced: Int, running: IOSVersion)
    case pageScrollStyleNew(introduced: Int, running: IOSVersion)
    case presentationStyleNew(PresentationStyle, running: IOSVersion)
    case customPresentationBeforeIOS8(running: IOSVersion)
    case transitioningDelegateNew(introduced: Int, running: IOSVersion)
    case windowRootNew(introduced: Int, running: IOSVersion)
    case definesPresentationContextNew(introduced: Int, running: IOSVersion)
    case interactivePopGestureNew(introduced: Int, running: IOSVersion)
    case splitViewOnPhoneNew(introduced: Int, running: IOSVersion)
    case splitViewStyleNew(introduced: Int, running: IOSVersion)
    /// `isModalInPresentation` (iOS 13) and `presentationController?.delegate` (iOS 8): Containers/SheetDismissal.swift.
    case modalInPresentationNew(introduced: Int, running: IOSVersion)
    case presentationControllerDelegateNew(introduced: Int, running: IOSVersion)
    /// `user.swipeTab(_:to:completes:)` before iOS 7: Containers/InteractiveTabTransition.swift.
    case tabTransitionAnimatorNew(introduced: Int, running: IOSVersion)

    // Calls UIKit refuses (an exception or an impossible state).
    case noSegue(receiver: String, identifier: String)
    case deallocatedObserver(notification: NotificationName, observer: String)
    case subviewCycle(view: String, superview: String)
    case childCycle(child: String, parent: String)
    case rootCannotBeChild(child: String, parent: String)
    case transitionWithoutCommonParent(from: String, to: String, parent: String)
    case transitionFromViewOutside(from: String, parent: String)
    case alreadyChild(child: String, parent: String)
    case presentedCannotBeChild(child: String, presenter: String, parent: String)
    case alreadyLaunched
    case launchIntoBackgroundWithScenes
    case launchAfterRoot
    case noTransitionInProgress
    case deviceModelAfterWindow
    case phoneModelOnPad
    case splitViewOnPhone
    case alreadyInBackground
    case notInBackground
    case detailOutsideSplit(controller: String)
    case collapsedPrimaryNotNavigation(split: String)
    case presentingActiveController(controller: String)
    case popoverWithoutAnchor(controller: String)
    case twiceInTabs(controller: String)
    case tabIndexOutOfRange(index: Int, tabs: String, count: Int)
    case notATab(controller: String, tabs: String)
    case tabBarOffScreen(tabs: String)
    case tabAlreadySelected(controller: String, tabs: String)
    case noInteractiveTabTransition(tabs: String)
    case pushingTwice(controller: String)
    case pushingNavigationController(controller: String)
    case twiceInStack(controller: String)
    case pageCount(given: Int)
    case noPageOnScreen(pages: String)
    case noPageDataSource(pages: String)
    case pageNotSwipeable(page: String)
    case alreadyShownCannotBeRoot(controller: String)
    case nothingToSwipeBack(navigation: String, count: Int)
    case notPresentedCannotDrag(controller: String)
    case notSheetCannotDrag(controller: String, running: IOSVersion, style: PresentationStyle)
    case columnStyleSplitNeedsColumns(split: String)
    case splitShowsTwo
    case classicSplitHasNoColumns
    case supplementaryNeedsTripleColumn
    case showHideNeedsColumnStyle
    case cannotHideSecondary
    /// Collapsed, its columns merged into the primary's stack: which controllers go back where is unknown.
    case splitColumnMergedWhileCollapsed(split: String)
}
