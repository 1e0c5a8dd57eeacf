/// Why a scenario cannot run on an iOS release: it uses something UIKit added later. The model throws it
/// inside its `ModelError`; readers see it rendered in their language by the `Texts` module
/// (`UnavailableText`), the author the error's English message.
public struct FeatureUnavailable: Hashable, Sendable {
    public var feature: VersionedFeature
    /// The first release that has it.
    public var introduced: Int

    public init(_ feature: VersionedFeature, introduced: Int) {
        self.feature = feature
        self.introduced = introduced
    }
}

/// What a release may lack: an API, named as code, or a capability with no single API.
public enum VersionedFeature: Hashable, Sendable {
    /// `UIWindow.rootViewController`, `addChild(_:)`…
    case api(String)
    case storyboards
    case unwindSegues
    case stateRestoration
    case splitViewMultitasking
    case darkMode
    case dynamicType
    case backgroundState
    case interactivePopGesture
    /// View-controller state restoration in a scene-based app: from iOS 13 (`introduced`, when scenes
    /// arrived) such an app restores through `stateRestorationActivity(for:)` and UIKit does not call
    /// `decodeRestorableState(with:)`.
    case viewControllerRestorationInScenes
}
