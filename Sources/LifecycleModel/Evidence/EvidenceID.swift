/// One source the model's orders rest on: a published device log, UIKit's own tests, Apple's
/// documentation, a WWDC session — or the model's choice where none exists, with its reason. The
/// registry of what each one is (title, site, URL, the iOS versions it covers, what it shows, in three
/// languages) is the `Evidence` module's; the model only names them, so its decisions stay typed and
/// free of prose (ARCHITECTURE.md, "Evidence").
///
/// Add a source: a case here, its `id`, and its entry in `Sources/Evidence/Entries/` (the registry's
/// exhaustive switch makes the compiler ask for it). The raw value is the bit `EvidenceSet` uses.
public enum EvidenceID: UInt8, CaseIterable, Sendable, Comparable {
    // Apple's documentation.
    case appleUIViewController
    case appleUIView
    case appleViewIsAppearing
    case appleContainerViewController
    case appleViewWillTransition
    case appleAppLifecycle
    case appleUnwindSegue
    case applePresentationController
    case appleModalPresentationStyle
    case appleViewDidUnload
    case appleUpdateProperties
    case appleTabBarControllerDelegate
    case appleNavigationControllerDelegate
    case appleAutomaticTraitTracking
    case appleSupportingDarkMode
    case appleUIViewInitFrame
    case appleLoadView
    case appleUIRestorationProcess
    case appleTraitEnvironment
    case appleSplitViewController
    case appleShowDetailViewController
    case appleAdaptivePresentationDelegate
    case swiftDeinitialization
    // WWDC sessions.
    case wwdc23WhatsNewInUIKit
    case wwdc25WhatsNewInUIKit
    case wwdc19SheetDismissalFlow
    // UIKit behaviour pinned by a project's test suite, run on simulators.
    case lassoModalSystemBehavior
    case lassoNavigationTests
    // Published device logs.
    case qiShengLifecycle2025
    case darkjoinLifecycleDemo
    case wanglingTransitionEvents2014
    case stackOverflowPageViewControllerSetViewControllers
    case jianshuViewControllerCalls
    case jianshuNonAnimatedPush
    case jianshuChildAppearance
    case stackOverflowCancelledSwipeBack
    case stackOverflowRotationIOS5
    case stackOverflowLaunchInBackground
    case stackOverflowAppearanceOnReturn
    case vastUIViewControllerLifeCycle
    case openRadarDidShowTwice
    case openRadarBackSwipeDelegate
    case lukhnosMemoryWarnings
    case parchmentPageScrollOrder
    case haomeiwenSafeArea
    case pgzxcTabSwitch
    case neuburgLaunchLogs
    case neuburgContainerEventForwarding
    case uso400AppLifecycles
    case useyourloafInitialTraits
    case quesera2PushLoadsView
    case kaopukePopToRootRelease
    case irontopUnwindLog
    case pageboyFirstPageAppearance
    case remkohStoryboardLifecycle
    case seekingStarLifecycle
    case aokiplayerLifecycleMethods
    case winObjCViewAddedToWindow
    case ivanChanViewAppear2016
    case shareMenuSheetSwipe
    case criticalMapsSheetSwipe
    case fluentDarkModeKitSnapshot
    case wisdomSkyDuanPageTestNote
    case inferisLegacyRotation
    case regularberryPresenterReappears
    case neuburgUnwindLogs
    case beepscoreEmbedSegueOrder
    case onmyway133PresenterSizeTransitions
    case wanglingRotationOffScreen2010
    case commandshiftSplitCollapse
    case neuburgRelationshipScenes
    case rudinModalLifeCycle
    case yoheChildrenDidMoveTwice
    case neuburgRestorationOrder
    case tangqiaoIOS5Containment
    case neuburgContextPresentationOnPhone
    // The model's choice, each with its reason.
    case modelUnattributed
    case modelMainQueueAfterCommit
    case modelPageSetOrder
    case modelTabDidSelectAfterSwitch
    case modelSheetDelegateOrder
    case modelSplitColumnOrder
    case modelContainerSceneOrder
    case modelMemoryWarningDelegateFirst
    // An interactive tab switch (Containers/InteractiveTabTransition.swift).
    case appleCustomTransitionsSample
    case openRadarTabCancelSelectedIndex
    case modelAnimatedTabOrder
    // A split view controller collapsing or expanding on screen (Containers/SplitViewSizeChange.swift).
    case wordpressSplitSeparateBacktrace
    case modelSplitSizeChangeOrder
    case modelSplitColumnMerge

    /// The stable id: the trace JSON's `evidence` array, the Evidence page's anchors, `--evidence`.
    public var id: String {
        switch self {
        case .appleUIViewController: "apple-uiviewcontroller"
        case .appleUIView: "apple-uiview"
        case .appleViewIsAppearing: "apple-viewisappearing"
        case .appleContainerViewController: "apple-container-view-controller"
        case .appleViewWillTransition: "apple-viewwilltransition"
        case .appleAppLifecycle: "apple-app-life-cycle"
        case .appleUnwindSegue: "apple-unwind-segue"
        case .applePresentationController: "apple-uipresentationcontroller"
        case .appleModalPresentationStyle: "apple-modal-presentation-style"
        case .appleViewDidUnload: "apple-viewdidunload"
        case .appleUpdateProperties: "apple-updateproperties"
        case .appleTabBarControllerDelegate: "apple-tabbarcontrollerdelegate"
        case .appleNavigationControllerDelegate: "apple-navigationcontrollerdelegate"
        case .appleAutomaticTraitTracking: "apple-automatic-trait-tracking"
        case .appleSupportingDarkMode: "apple-supporting-dark-mode"
        case .appleUIViewInitFrame: "apple-uiview-init-frame"
        case .appleLoadView: "apple-loadview"
        case .appleUIRestorationProcess: "apple-ui-restoration-process"
        case .appleTraitEnvironment: "apple-uitraitenvironment"
        case .swiftDeinitialization: "swift-deinitialization"
        case .wwdc23WhatsNewInUIKit: "wwdc23-whats-new-in-uikit"
        case .wwdc25WhatsNewInUIKit: "wwdc25-whats-new-in-uikit"
        case .lassoModalSystemBehavior: "tests-lasso-modal-system-behavior"
        case .qiShengLifecycle2025: "log-qisheng-2025"
        case .darkjoinLifecycleDemo: "log-darkjoin-demo"
        case .wanglingTransitionEvents2014: "log-wangling-2014"
        case .stackOverflowPageViewControllerSetViewControllers: "log-so-48653763"
        case .jianshuViewControllerCalls: "log-jianshu-4d42363993b7"
        case .jianshuNonAnimatedPush: "log-jianshu-ff7ded05242d"
        case .jianshuChildAppearance: "log-jianshu-ad86ca978747"
        case .stackOverflowCancelledSwipeBack: "log-so-18927878"
        case .stackOverflowRotationIOS5: "log-so-9539676"
        case .stackOverflowLaunchInBackground: "log-so-66605799"
        case .stackOverflowAppearanceOnReturn: "log-so-63372828"
        case .vastUIViewControllerLifeCycle: "log-vastdevblog-2012"
        case .openRadarDidShowTwice: "radar-44966342"
        case .openRadarBackSwipeDelegate: "radar-21137690"
        case .lukhnosMemoryWarnings: "log-lukhnos-memory-warning"
        case .parchmentPageScrollOrder: "log-parchment-468"
        case .haomeiwenSafeArea: "log-haomeiwen-safe-area"
        case .pgzxcTabSwitch: "log-pgzxc-tab-switch"
        case .neuburgLaunchLogs: "log-neuburg-launch"
        case .neuburgContainerEventForwarding: "log-neuburg-container-forwarding"
        case .uso400AppLifecycles: "log-uso400-ios7"
        case .useyourloafInitialTraits: "useyourloaf-initial-traits"
        case .quesera2PushLoadsView: "log-quesera2-2014"
        case .kaopukePopToRootRelease: "log-kaopuke-pop-to-root"
        case .irontopUnwindLog: "log-irontop-unwind"
        case .pageboyFirstPageAppearance: "log-pageboy-233"
        case .lassoNavigationTests: "tests-lasso-navigation"
        case .remkohStoryboardLifecycle: "log-remkoh-storyboard"
        case .seekingStarLifecycle: "log-seeking-star"
        case .aokiplayerLifecycleMethods: "log-aokiplayer-2019"
        case .winObjCViewAddedToWindow: "report-winobjc-2115"
        case .ivanChanViewAppear2016: "log-ivanchan-2016"
        case .shareMenuSheetSwipe: "report-react-native-share-menu-81"
        case .criticalMapsSheetSwipe: "report-criticalmaps-ios-171"
        case .fluentDarkModeKitSnapshot: "report-fluentdarkmodekit-97"
        case .wisdomSkyDuanPageTestNote: "log-wisdomskyduan-2015"
        case .inferisLegacyRotation: "report-inferis-2015"
        case .regularberryPresenterReappears: "log-regularberry-2019"
        case .neuburgUnwindLogs: "log-neuburg-unwind"
        case .beepscoreEmbedSegueOrder: "report-beepscore-longtable"
        case .onmyway133PresenterSizeTransitions: "report-onmyway133-notes-210"
        case .wanglingRotationOffScreen2010: "report-wangling-2010"
        case .modelUnattributed: "model-unattributed"
        case .modelMainQueueAfterCommit: "model-main-queue-after-commit"
        case .modelPageSetOrder: "model-page-set-order"
        case .modelTabDidSelectAfterSwitch: "model-tab-did-select-after-switch"
        case .modelSplitColumnOrder: "model-split-column-order"
        case .wordpressSplitSeparateBacktrace: "report-wordpress-ios-5802"
        case .modelSplitSizeChangeOrder: "model-split-size-change-order"
        case .modelSplitColumnMerge: "model-split-column-merge"
        case .appleSplitViewController: "apple-uisplitviewcontroller"
        case .appleShowDetailViewController: "apple-showdetailviewcontroller"
        case .commandshiftSplitCollapse: "commandshift-split-collapse"
        case .neuburgRelationshipScenes: "report-neuburg-relationship-scenes"
        case .modelContainerSceneOrder: "model-container-scene-order"
        case .modelMemoryWarningDelegateFirst: "model-memory-warning-delegate-first"
        case .appleAdaptivePresentationDelegate: "apple-uiadaptivepresentationcontrollerdelegate"
        case .wwdc19SheetDismissalFlow: "wwdc19-sheet-dismissal-flow"
        case .rudinModalLifeCycle: "log-rudin-modal-life-cycle"
        case .modelSheetDelegateOrder: "model-sheet-delegate-order"
        case .appleCustomTransitionsSample: "apple-customtransitions-sample"
        case .openRadarTabCancelSelectedIndex: "radar-32135966"
        case .modelAnimatedTabOrder: "model-animated-tab-order"
        case .yoheChildrenDidMoveTwice: "log-yohe-children"
        case .neuburgRestorationOrder: "log-neuburg-restoration-order"
        case .tangqiaoIOS5Containment: "log-tangqiao-ios5-containment"
        case .neuburgContextPresentationOnPhone: "report-neuburg-context-presentation"
        }
    }

    /// The case whose `id` is `id`, or nil.
    public init?(id: String) {
        for candidate in EvidenceID.allCases where candidate.id == id {
            self = candidate
            return
        }
        return nil
    }

    public static func < (lhs: EvidenceID, rhs: EvidenceID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The sources one trace row rests on: a set of `EvidenceID`s in two machine words, so stamping it on
/// every event and carrying it with deferred work costs no allocation and no reference counting.
public struct EvidenceSet: Equatable, Hashable, Sendable, Sequence {
    /// How many cases `EvidenceID` may have; a test fails before the enum outgrows it (add a word).
    static let capacity = 128
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    public init() {}

    public init(_ id: EvidenceID) { insert(id) }

    public init(_ first: EvidenceID, _ second: EvidenceID) {
        insert(first)
        insert(second)
    }

    init(_ first: EvidenceID, _ second: EvidenceID, _ third: EvidenceID) {
        insert(first)
        insert(second)
        insert(third)
    }

    public var isEmpty: Bool { low == 0 && high == 0 }

    public func contains(_ id: EvidenceID) -> Bool {
        let bit = Int(id.rawValue)
        return bit < 64 ? low & (1 << UInt64(bit)) != 0 : high & (1 << UInt64(bit - 64)) != 0
    }

    mutating func insert(_ id: EvidenceID) {
        let bit = Int(id.rawValue)
        if bit < 64 { low |= 1 << UInt64(bit) } else { high |= 1 << UInt64(bit - 64) }
    }

    public mutating func formUnion(_ other: EvidenceSet) {
        low |= other.low
        high |= other.high
    }

    /// The members in declaration order (stable: the JSON and the site list them so).
    public func makeIterator() -> IndexingIterator<[EvidenceID]> {
        var members: [EvidenceID] = []
        for id in EvidenceID.allCases where contains(id) { members.append(id) }
        return members.makeIterator()
    }
}
