/// Why a scenario cannot run on an iOS release: it uses something UIKit added later. The model throws it
/// inside its `ModelError`; readers see it rendered in their language by the `Texts` module
/// (`UnavailableText`), the author the error's English message.
public struct FeatureUnavailable: Hashable, Sendable {
    public var feature: VersionedFeature
    /// The first release that has it (`VersionedFeature.introduced`).
    public var introduced: Int { feature.introduced }

    public init(_ feature: VersionedFeature) {
        self.feature = feature
    }
}

/// What a release may lack: an API, named as code, or a capability with no single API. `introduced`
/// is the one table of when each arrived: the model's guards (`VersionProfile.has(_:)`), its errors
/// and the readers' sentences all read it. (When a callback exists is the method catalogue's
/// availability, `Callback.isCalled(on:)`; the rest of a release's behaviour is `VersionProfile`.)
public enum VersionedFeature: Hashable, Sendable {
    case api(VersionedAPI)
    /// A `modalPresentationStyle` value (its release is the style's own, `PresentationStyle.introducedMajor`).
    case presentationStyle(PresentationStyle)
    case storyboards
    case unwindSegues
    case stateRestoration
    case splitViewMultitasking
    case darkMode
    case dynamicType
    case backgroundState
    case interactivePopGesture
    /// The larger iPhone (the Plus, later the Max) the device model can stand for.
    case largePhones
    /// View-controller state restoration in a scene-based app: from iOS 13 (`introduced`, when scenes
    /// arrived) such an app restores through `stateRestorationActivity(for:)` and UIKit does not call
    /// `decodeRestorableState(with:)`.
    case viewControllerRestorationInScenes

    /// The first release that has it (Apple's documentation, "Availability").
    public var introduced: Int {
        switch self {
        case .api(let api): api.introduced
        case .presentationStyle(let style): style.introducedMajor
        // UIWindow.rootViewController, iOS 4.0+; applicationDidEnterBackground(_:), iOS 4.0+.
        case .backgroundState: 4
        // UIStoryboard and UIStoryboardSegue, iOS 5.0+.
        case .storyboards: 5
        // Unwind segues (canPerformUnwindSegueAction…), iOS 6.0+; restorationIdentifier, iOS 6.0+.
        case .unwindSegues, .stateRestoration: 6
        // preferredContentSizeCategory, iOS 7.0+; interactivePopGestureRecognizer, iOS 7.0+.
        case .dynamicType, .interactivePopGesture: 7
        // The iPhone 6 Plus shipped with iOS 8.
        case .largePhones: 8
        // Split View on iPad arrived with iOS 9.
        case .splitViewMultitasking: 9
        // overrideUserInterfaceStyle, iOS 13.0+; UIScene, iOS 13.0+.
        case .darkMode, .viewControllerRestorationInScenes: 13
        }
    }
}

/// An API a scenario may call that older releases lack, named as code.
public enum VersionedAPI: String, CaseIterable, Sendable {
    case windowRootViewController = "UIWindow.rootViewController"
    case addChild = "addChild(_:)"
    case loadViewIfNeeded = "loadViewIfNeeded()"
    case pageViewController = "UIPageViewController"
    case pageViewControllerScrollStyle = "UIPageViewController.TransitionStyle.scroll"
    case definesPresentationContext
    case supportedInterfaceOrientations
    case transitioningDelegate
    case presentationController = "UIPresentationController"
    case popoverPresentationController = "UIPopoverPresentationController"
    case additionalSafeAreaInsets
    case directionalLayoutMargins
    /// UISplitViewController on iPhone (iPad-only before).
    case splitViewControllerOnPhone = "UISplitViewController"
    /// `init(style:)`, `setViewController(_:for:)` and the other column API.
    case splitViewControllerColumns = "UISplitViewController(style:)"
    case isModalInPresentation
    /// A tab switch animated (and driven interactively) by the tab bar controller's delegate.
    case tabBarTransitionAnimator = "tabBarController(_:animationControllerForTransitionFrom:to:)"

    /// The first release that has it (Apple's documentation, "Availability").
    public var introduced: Int {
        switch self {
        case .windowRootViewController: 4
        case .addChild, .pageViewController, .definesPresentationContext: 5
        case .pageViewControllerScrollStyle, .supportedInterfaceOrientations: 6
        // tabBarController(_:animationControllerForTransitionFrom:to:) and (_:interactionControllerFor:), iOS 7.0+.
        case .transitioningDelegate, .tabBarTransitionAnimator: 7
        case .presentationController, .popoverPresentationController: 8
        // UISplitViewController, iOS 3.2+ but "for use exclusively on iPad devices" until iOS 8
        // (iOS 7 class reference; iOS 8 release: "available on all iOS devices"); init(style:), iOS 14.0+.
        case .splitViewControllerOnPhone: 8
        case .splitViewControllerColumns: 14
        // isModalInPresentation, iOS 13.0+.
        case .isModalInPresentation: 13
        case .loadViewIfNeeded: 9
        case .additionalSafeAreaInsets, .directionalLayoutMargins: 11
        }
    }

    /// How code names it.
    package var name: String { rawValue }
}

extension VersionProfile {
    /// This release has `feature` (from the release the table says it arrived in).
    package func has(_ feature: VersionedFeature) -> Bool { version.major >= feature.introduced }
}

extension Simulator {
    /// Throws unless this release has `feature`: the typed reason readers see, and for the scenario's
    /// author `message`, given the release the feature arrived in.
    func require(_ feature: VersionedFeature, _ refusal: (_ introduced: Int) -> ModelRefusal) throws(ModelError) {
        guard !profile.has(feature) else { return }
        throw ModelError(refusal(feature.introduced), unavailable: FeatureUnavailable(feature))
    }
}
