/// `UIModalPresentationStyle`, the cases DESIGN.md lists.
public enum PresentationStyle: String, CaseIterable, Sendable {
    case automatic, fullScreen, pageSheet, formSheet, overFullScreen, overCurrentContext, currentContext

    /// What the style means on this release on an iPhone (compact width).
    public func resolved(for profile: VersionProfile) -> PresentationStyle {
        switch self {
        case .automatic:
            return profile.automaticResolvesToPageSheet ? .pageSheet : .fullScreen
        case .pageSheet, .formSheet:
            return profile.sheetsAdaptToFullScreenOnPhone ? .fullScreen : self
        default:
            return self
        }
    }

    /// Full-screen styles take the presenter's view out of the window when the transition ends, so
    /// the presenter gets disappear callbacks (and appear ones on dismissal). Sheets and "over" styles
    /// leave it in place: it gets none (Apple docs, "UIModalPresentationStyle": `.overFullScreen`
    /// "the views beneath the presented content aren't removed from the view hierarchy").
    /// `.currentContext` does the same to the controller that defines the context (Apple docs,
    /// "UIModalPresentationStyle.currentContext": "The views belonging to the presenting view
    /// controller are removed after the presentation completes").
    public var removesPresenterView: Bool {
        self == .fullScreen || self == .currentContext
    }

    /// Context styles cover the controller that defines the presentation context, not the whole window.
    public var usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }

    public var isSheet: Bool { self == .pageSheet || self == .formSheet }
}
