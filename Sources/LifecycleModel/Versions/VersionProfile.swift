/// What differs between iOS releases, as data. Each behaviour the model varies by version is one flag
/// here, read at the one place that behaviour is modelled; adding a release (or an older one, such as
/// iOS 5/6/8) means adding a row to `table`, not touching the simulator.
public struct VersionProfile: Equatable, Sendable {
    public var version: IOSVersion
    /// `viewIsAppearing(_:)`: iOS 17 SDK, back-deployed to iOS 13 (Apple docs, "viewIsAppearing(_:)").
    package var hasViewIsAppearing: Bool
    /// What `.automatic` means for an ordinary controller: `.fullScreen` before iOS 13 (the style did
    /// not exist and the default was full screen), `.pageSheet` on iOS 13–17, `.formSheet` from iOS 18
    /// (Apple docs, "UIModalPresentationStyle.automatic": "formSheet in iOS 18 and later, pageSheet in
    /// versions of iOS earlier than iOS 18").
    package var automaticPresentationStyle: PresentationStyle
    /// Before iOS 13 `.pageSheet` and `.formSheet` adapt to full screen in a compact-width (iPhone)
    /// environment, so the presenter leaves the window like with `.fullScreen`.
    package var sheetsAdaptToFullScreenOnPhone: Bool
    /// Sheets can be dragged down to dismiss (iOS 13+).
    package var hasInteractiveSheetDismissal: Bool

    package init(
        version: IOSVersion, hasViewIsAppearing: Bool, automaticPresentationStyle: PresentationStyle,
        sheetsAdaptToFullScreenOnPhone: Bool, hasInteractiveSheetDismissal: Bool
    ) {
        self.version = version
        self.hasViewIsAppearing = hasViewIsAppearing
        self.automaticPresentationStyle = automaticPresentationStyle
        self.sheetsAdaptToFullScreenOnPhone = sheetsAdaptToFullScreenOnPhone
        self.hasInteractiveSheetDismissal = hasInteractiveSheetDismissal
    }

    /// The releases the model has a profile for (Apple went from iOS 18 to iOS 26); 3–8 for the
    /// unloading (3–4 vs 5 vs 6), window root and multitasking (3 vs 4), controller layout callbacks
    /// (4 vs 5) and rotation (7 vs 8) differences; 9–11 so logs from those releases run on their own
    /// version: iOS 9 brings `loadViewIfNeeded()`, iPad Split View and observers the notification centre
    /// forgets, iOS 10 the Dynamic Type trait, iOS 11 safe areas and the margin callbacks, and the
    /// launch order flips back and forth across 8–11 (LaunchVersions.swift).
    public static let knownMajors: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26]

    /// The profile for a release, or nil when the model has none (or the release never existed).
    package static func profile(for version: IOSVersion) -> VersionProfile? {
        guard knownMajors.contains(version.major) else { return nil }
        let modern = version.major >= 13
        return VersionProfile(
            version: version,
            hasViewIsAppearing: Callback.viewIsAppearing.isCalled(on: version),
            automaticPresentationStyle: modern ? (version.major >= 18 ? .formSheet : .pageSheet) : .fullScreen,
            sheetsAdaptToFullScreenOnPhone: !modern,
            hasInteractiveSheetDismissal: modern
        )
    }

    /// "3–18, 26", for error messages.
    package static var knownMajorsDescription: String {
        var parts: [String] = []
        var runStart = knownMajors[0], previous = knownMajors[0]
        for major in knownMajors.dropFirst() + [Int.max] {
            if major == previous + 1 { previous = major; continue }
            parts.append(runStart == previous ? "\(runStart)" : "\(runStart)–\(previous)")
            runStart = major
            previous = major
        }
        return parts.joined(separator: ", ")
    }
}
