import LifecycleModel

/// The one place the sources of the model's orders live. Every `EvidenceID` has its entry by
/// construction (the switch is exhaustive); the entries themselves are in `Entries/`, by kind.
public enum EvidenceRegistry {
    public static func entry(_ id: EvidenceID) -> EvidenceEntry {
        switch id {
        case .appleUIViewController: AppleEntries.uiViewController
        case .appleUIView: AppleEntries.uiView
        case .appleViewIsAppearing: AppleEntries.viewIsAppearing
        case .appleContainerViewController: AppleEntries.containerViewController
        case .appleViewWillTransition: AppleEntries.viewWillTransition
        case .appleAppLifecycle: AppleEntries.appLifecycle
        case .appleUnwindSegue: AppleEntries.unwindSegue
        case .applePresentationController: AppleEntries.presentationController
        case .appleModalPresentationStyle: AppleEntries.modalPresentationStyle
        case .appleViewDidUnload: AppleEntries.viewDidUnload
        case .appleUpdateProperties: AppleEntries.updateProperties
        case .appleTabBarControllerDelegate: AppleEntries.tabBarControllerDelegate
        case .appleNavigationControllerDelegate: AppleEntries.navigationControllerDelegate
        case .appleAutomaticTraitTracking: AppleEntries.automaticTraitTracking
        case .appleSupportingDarkMode: AppleEntries.supportingDarkMode
        case .appleUIViewInitFrame: AppleEntries.uiViewInitFrame
        case .appleLoadView: AppleEntries.loadView
        case .appleUIRestorationProcess: AppleEntries.uiRestorationProcess
        case .appleTraitEnvironment: AppleEntries.traitEnvironment
        case .swiftDeinitialization: AppleEntries.swiftDeinitialization
        case .wwdc23WhatsNewInUIKit: AppleEntries.wwdc23WhatsNewInUIKit
        case .wwdc25WhatsNewInUIKit: AppleEntries.wwdc25WhatsNewInUIKit
        case .lassoModalSystemBehavior: TestSuiteEntries.lassoModalSystemBehavior
        case .qiShengLifecycle2025: LogEntries.qiSheng
        case .darkjoinLifecycleDemo: LogEntries.darkjoin
        case .wanglingTransitionEvents2014: LogEntries.wangling
        case .stackOverflowPageViewControllerSetViewControllers: LogEntries.pageViewControllerSetViewControllers
        case .jianshuViewControllerCalls: LogEntries.jianshuViewControllerCalls
        case .jianshuNonAnimatedPush: LogEntries.jianshuNonAnimatedPush
        case .jianshuChildAppearance: LogEntries.jianshuChildAppearance
        case .stackOverflowCancelledSwipeBack: LogEntries.cancelledSwipeBack
        case .stackOverflowRotationIOS5: LogEntries.rotationIOS5
        case .stackOverflowLaunchInBackground: LogEntries.launchInBackground
        case .stackOverflowAppearanceOnReturn: LogEntries.appearanceOnReturn
        case .vastUIViewControllerLifeCycle: NavigationLogEntries.vastLifeCycle
        case .openRadarDidShowTwice: NavigationLogEntries.didShowTwice
        case .openRadarBackSwipeDelegate: NavigationLogEntries.backSwipeDelegate
        case .lukhnosMemoryWarnings: LogEntries.lukhnosMemoryWarnings
        case .parchmentPageScrollOrder: LogEntries.parchmentPageScrollOrder
        case .haomeiwenSafeArea: LogEntries.haomeiwenSafeArea
        case .pgzxcTabSwitch: LogEntries.pgzxcTabSwitch
        case .neuburgLaunchLogs: NavigationLogEntries.neuburgLaunch
        case .neuburgContainerEventForwarding: NavigationLogEntries.neuburgContainerEventForwarding
        case .uso400AppLifecycles: NavigationLogEntries.uso400
        case .useyourloafInitialTraits: NavigationLogEntries.useyourloafInitialTraits
        case .quesera2PushLoadsView: NavigationLogEntries.quesera2
        case .kaopukePopToRootRelease: NavigationLogEntries.kaopukePopToRoot
        case .irontopUnwindLog: NavigationLogEntries.irontop
        case .pageboyFirstPageAppearance: NavigationLogEntries.pageboy
        case .lassoNavigationTests: NavigationLogEntries.lasso
        case .remkohStoryboardLifecycle: LogEntries.remkohStoryboard
        case .seekingStarLifecycle: LogEntries.seekingStar
        case .aokiplayerLifecycleMethods: PresentationLogEntries.aokiplayer
        case .winObjCViewAddedToWindow: ReportEntries.winObjC
        case .ivanChanViewAppear2016: ReportEntries.ivanChan
        case .shareMenuSheetSwipe: ReportEntries.shareMenu
        case .criticalMapsSheetSwipe: ReportEntries.criticalMaps
        case .fluentDarkModeKitSnapshot: ReportEntries.fluentDarkModeKit
        case .wisdomSkyDuanPageTestNote: ReportEntries.wisdomSkyDuan
        case .inferisLegacyRotation: ReportEntries.inferis
        case .beepscoreEmbedSegueOrder: ReportEntries.beepscoreEmbed
        case .regularberryPresenterReappears: PresentationLogEntries.regularberry
        case .neuburgUnwindLogs: PresentationLogEntries.neuburgUnwind
        case .onmyway133PresenterSizeTransitions: RotationReportEntries.onmyway133
        case .wanglingRotationOffScreen2010: RotationReportEntries.wangling2010
        case .modelUnattributed: ModelChoiceEntries.unattributed
        case .modelMainQueueAfterCommit: ModelChoiceEntries.mainQueueAfterCommit
        case .modelPageSetOrder: ModelChoiceEntries.pageSetOrder
        case .modelTabDidSelectAfterSwitch: ModelChoiceEntries.tabDidSelectAfterSwitch
        case .modelSheetDelegateOrder: SheetDismissalEntries.modelDelegateOrder
        case .appleAdaptivePresentationDelegate: SheetDismissalEntries.appleDelegate
        case .wwdc19SheetDismissalFlow: SheetDismissalEntries.wwdc19Flow
        case .rudinModalLifeCycle: SheetDismissalEntries.rudinLog
        case .appleSplitViewController: SplitViewEntries.splitViewController
        case .appleShowDetailViewController: SplitViewEntries.showDetailViewController
        case .commandshiftSplitCollapse: SplitViewEntries.commandshiftCollapse
        case .modelSplitColumnOrder: SplitViewEntries.columnOrder
        case .wordpressSplitSeparateBacktrace: SplitViewEntries.wordpressSeparateBacktrace
        case .modelSplitSizeChangeOrder: SplitViewEntries.sizeChangeOrder
        case .modelSplitColumnMerge: SplitViewEntries.columnMerge
        case .neuburgRelationshipScenes: StoryboardEntries.neuburgRelationships
        case .modelContainerSceneOrder: StoryboardEntries.containerSceneOrder
        case .modelMemoryWarningDelegateFirst: ModelChoiceEntries.memoryWarningDelegateFirst
        case .appleCustomTransitionsSample: TabTransitionEntries.customTransitionsSample
        case .openRadarTabCancelSelectedIndex: TabTransitionEntries.cancelKeepsSelectedIndex
        case .modelAnimatedTabOrder: TabTransitionEntries.modelOrder
        case .yoheChildrenDidMoveTwice: ContainmentLogEntries.yoheChildren
        case .neuburgRestorationOrder: LifecycleLogEntries.neuburgRestorationOrder
        case .tangqiaoIOS5Containment: ContainmentLogEntries.tangqiaoIOS5
        case .neuburgContextPresentationOnPhone: PresentationLogEntries.neuburgContextOnPhone
        }
    }

    /// Every entry, in `EvidenceID` order.
    public static var entries: [EvidenceEntry] { EvidenceID.allCases.map(entry) }

    /// How a row resting on `evidence`, modelled on `release`, is known: the model's choice when any of
    /// its sources is one (the row depends on that choice, whatever else supports it), else its strongest
    /// source's standing on that release (a log of another release only extrapolates); nil for a row no
    /// decision of the model placed (the app's own `print`).
    public static func standing(of evidence: EvidenceSet, on release: IOSVersion) -> EvidenceStanding? {
        var best: EvidenceStanding?
        for id in evidence {
            let standing = entry(id).standing(on: release)
            if standing == .chosen { return .chosen }
            if best.map({ standing < $0 }) ?? true { best = standing }
        }
        return best
    }
}
