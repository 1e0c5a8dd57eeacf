/// `UIModalPresentationStyle` (Apple, https://developer.apple.com/documentation/uikit/uimodalpresentationstyle):
/// the cases a scenario may set.
public enum PresentationStyle: String, CaseIterable, Sendable {
    case automatic, fullScreen, pageSheet, formSheet, overFullScreen, overCurrentContext, currentContext, popover
    /// The transitioning delegate's presentation controller decides (Containers/CustomPresentation.swift).
    case custom

    /// What the style means on this release in portrait, in a horizontally compact environment (an
    /// iPhone, or an iPad app in a compact split) or a regular one (an iPad app full screen). In compact
    /// height (landscape on most iPhones) sheets behave like `.fullScreen` (Apple docs,
    /// "UIModalPresentationStyle.formSheet" / ".pageSheet": "In a compact-height size class, the
    /// behavior is the same as fullScreen"); the model's device stays portrait for presentations.
    /// Sheets became full screen on an iPhone before iOS 13 only: on an iPad they were always sheets;
    /// `.currentContext` was full screen on an iPhone before iOS 8.
    /// A popover is a popover in regular width only; in compact width it adapts — "In iOS 13 and later,
    /// for horizontally or vertically compact environments, this option behaves the same as
    /// UIModalPresentationStyle.formSheet" (Apple docs, "UIModalPresentationStyle.popover"), and on
    /// iOS 8–12 like `.fullScreen` (Apple's iOS 8 documentation of the case, as quoted in Xamarin's
    /// "UIModalPresentationStyle Enum", learn.microsoft.com: "in full screen mode for horizontally
    /// compact environments").
    package func resolved(for profile: VersionProfile, horizontallyCompact: Bool = true) -> PresentationStyle {
        switch self {
        case .automatic:
            return profile.automaticPresentationStyle.resolved(for: profile, horizontallyCompact: horizontallyCompact)
        case .pageSheet, .formSheet:
            return horizontallyCompact && profile.sheetsAdaptToFullScreenOnPhone ? .fullScreen : self
        case .currentContext:
            // Before iOS 8 an iPhone covers the screen whatever the context (PresentationVersions.swift).
            return horizontallyCompact && !profile.contextPresentationStaysInContextOnPhone ? .fullScreen : self
        case .popover:
            guard horizontallyCompact else { return self }
            return PresentationStyle.formSheet.resolved(for: profile, horizontallyCompact: true)
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
    package var removesPresenterView: Bool {
        self == .fullScreen || self == .currentContext
    }

    /// Context styles cover the controller that defines the presentation context, not the whole window.
    package var usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// The release that added the case (Apple docs, "UIModalPresentationStyle": `.pageSheet`,
    /// `.formSheet`, `.currentContext` iOS 3.2; `.overFullScreen`, `.overCurrentContext` iOS 8.0;
    /// `.automatic` iOS 13.0; `.popover` iOS 8.0, "UIModalPresentationStyle.popover"; `.custom` iOS 7.0,
    /// "UIModalPresentationStyle.custom" — the model runs it from iOS 8, CustomPresentation.swift).
    package var introducedMajor: Int {
        switch self {
        case .fullScreen, .pageSheet, .formSheet, .currentContext: return 3
        case .overFullScreen, .overCurrentContext, .popover: return 8
        case .custom: return 7
        case .automatic: return 13
        }
    }

    /// Whether a scenario may set the style on this release. `.automatic` is accepted everywhere: the
    /// model spells a controller's default with it, and before iOS 13 it resolves to `.fullScreen`.
    /// `.custom` exists from iOS 7, but the model runs it only with a presentation controller (iOS 8).
    package func isSettable(on profile: VersionProfile) -> Bool {
        self == .automatic || profile.has(self == .custom ? .api(.presentationController) : .presentationStyle(self))
    }

    package var isSheet: Bool { self == .pageSheet || self == .formSheet }
}
