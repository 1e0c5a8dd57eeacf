/// The device the scenario runs on, as the environment callbacks see it: orientation, window size,
/// safe area and traits. Figures are those of one representative device per era (points):
/// iPhone 4S (iOS 5–6, 320×480), iPhone 5s (iOS 7–8, 320×568), iPhone XS (iOS 12, 375×812),
/// iPhone 15 (iOS 13+, 393×852) and, for `device.splitView`, an 11-inch iPad Pro (834×1194).
package enum InterfaceOrientation: String, CaseIterable, Sendable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    package var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The orientations a `UIInterfaceOrientationMask` member names (`.landscape`, `.all`,
    /// `.allButUpsideDown`, or one orientation), nil for an unknown name.
    package static func mask(named name: String) -> [InterfaceOrientation]? {
        switch name {
        case "all": allCases
        case "allButUpsideDown": [.portrait, .landscapeLeft, .landscapeRight]
        case "landscape": [.landscapeLeft, .landscapeRight]
        default: InterfaceOrientation(rawValue: name).map { [$0] }
        }
    }
}

/// `UIUserInterfaceStyle`.
package enum UserInterfaceStyle: String, CaseIterable, Sendable {
    case light, dark
}

/// `UIContentSizeCategory`, smallest to largest.
package enum ContentSizeCategory: String, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
        accessibilityExtraExtraExtraLarge
}

/// `UIUserInterfaceSizeClass`.
package enum SizeClass: String, CaseIterable, Sendable {
    case compact, regular
}

package enum DeviceIdiom: String, Sendable {
    case phone, pad
}

/// Which iPhone: the release's representative one, or its largest ("Plus", then "Max"), whose landscape
/// width is a regular size class (Apple HIG, "Layout", device size classes: the Plus and Max models are
/// regular width and compact height in landscape; the other iPhones compact in both).
package enum PhoneModel: String, CaseIterable, Sendable {
    case iPhone, iPhoneMax
}

/// A size in points, printed as the trace shows it: `852×393`.
package struct Size: Equatable, Sendable, CustomStringConvertible {
    package var width: Int
    package var height: Int
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    package var description: String { "\(width)×\(height)" }
}

/// `UIEdgeInsets` (and `NSDirectionalEdgeInsets` in a left-to-right layout: leading = left).
package struct EdgeInsets: Equatable, Sendable, CustomStringConvertible {
    package var top: Int, left: Int, bottom: Int, right: Int
    package init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    package static let zero = EdgeInsets()
    package static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
    package var description: String { "(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}

/// The system traits the model tracks, by the `UITrait` type a registration names.
package enum TraitKind: String, CaseIterable, Sendable {
    case userInterfaceStyle = "UITraitUserInterfaceStyle"
    case preferredContentSizeCategory = "UITraitPreferredContentSizeCategory"
    case horizontalSizeClass = "UITraitHorizontalSizeClass"
    case verticalSizeClass = "UITraitVerticalSizeClass"

    /// The `UITraitCollection` property it corresponds to.
    package var propertyName: String {
        switch self {
        case .userInterfaceStyle: "userInterfaceStyle"
        case .preferredContentSizeCategory: "preferredContentSizeCategory"
        case .horizontalSizeClass: "horizontalSizeClass"
        case .verticalSizeClass: "verticalSizeClass"
        }
    }
}

/// The part of a `UITraitCollection` the model tracks. A trait the release does not have is nil
/// (size classes before iOS 8, content size before iOS 10, interface style before iOS 13).
package struct TraitCollection: Equatable, Sendable {
    package var userInterfaceStyle: UserInterfaceStyle?
    package var preferredContentSizeCategory: ContentSizeCategory?
    package var horizontalSizeClass: SizeClass?
    package var verticalSizeClass: SizeClass?

    func value(of kind: TraitKind) -> String? {
        switch kind {
        case .userInterfaceStyle: userInterfaceStyle?.rawValue
        case .preferredContentSizeCategory: preferredContentSizeCategory?.rawValue
        case .horizontalSizeClass: horizontalSizeClass?.rawValue
        case .verticalSizeClass: verticalSizeClass?.rawValue
        }
    }

    /// The traits whose values differ between the two collections.
    func changedKinds(from old: TraitCollection) -> [TraitKind] {
        TraitKind.allCases.filter { value(of: $0) != old.value(of: $0) }
    }

    /// `horizontalSizeClass: .compact, verticalSizeClass: .regular` — the given traits, as the trace shows them.
    func describe(_ kinds: [TraitKind]) -> String {
        kinds.map { "\($0.propertyName): .\(value(of: $0) ?? "unspecified")" }.joined(separator: ", ")
    }
}

/// What the user and the system set: orientation, split width, appearance, text size.
package struct DeviceState: Sendable {
    package internal(set) var idiom: DeviceIdiom = .phone
    package internal(set) var phoneModel: PhoneModel = .iPhone
    package internal(set) var orientation: InterfaceOrientation = .portrait
    /// iPad multitasking: the width class the app's split was given (nil: full screen).
    package internal(set) var splitWidth: SizeClass?
    package internal(set) var userInterfaceStyle: UserInterfaceStyle = .light
    package internal(set) var preferredContentSizeCategory: ContentSizeCategory = .large

    /// The window's size on this release's representative device.
    func windowSize(on profile: VersionProfile) -> Size {
        let portrait: Size
        switch idiom {
        case .pad: portrait = Size(width: 834, height: 1194)
        case .phone: portrait = profile.representativePhone(phoneModel).portraitSize
        }
        var size = orientation.isLandscape ? Size(width: portrait.height, height: portrait.width) : portrait
        // One third of the screen in a compact split (Apple HIG, "Multitasking": 1/3 splits are compact).
        if idiom == .pad, splitWidth == .compact { size.width = 375 }
        return size
    }

    /// The window's safe area (status bar, sensor housing, home indicator); zero before iOS 11.
    func windowSafeArea(on profile: VersionProfile) -> EdgeInsets {
        guard profile.hasSafeArea else { return .zero }
        switch idiom {
        case .pad: return EdgeInsets(top: 24, bottom: 20)
        case .phone:
            let phone = profile.representativePhone(phoneModel)
            guard let notch = phone.sensorHousingInset else {
                // A status bar and no sensor housing: 20 pt on top in portrait, none in landscape.
                return orientation.isLandscape ? .zero : EdgeInsets(top: 20)
            }
            return orientation.isLandscape
                ? EdgeInsets(left: notch, bottom: 21, right: notch)
                : EdgeInsets(top: notch, bottom: 34)
        }
    }

    /// The window's traits: on an iPhone the width is always compact and the height compact in
    /// landscape (Apple HIG, "Layout": device size classes); an iPad is regular both ways unless split.
    func traits(on profile: VersionProfile) -> TraitCollection {
        var traits = TraitCollection()
        if profile.hasTraitCollections {
            switch idiom {
            case .pad:
                traits.horizontalSizeClass = splitWidth ?? .regular
                traits.verticalSizeClass = .regular
            case .phone:
                let wide = orientation.isLandscape && phoneModel == .iPhoneMax
                traits.horizontalSizeClass = wide ? .regular : .compact
                traits.verticalSizeClass = orientation.isLandscape ? .compact : .regular
            }
        }
        if profile.hasContentSizeTrait { traits.preferredContentSizeCategory = preferredContentSizeCategory }
        if profile.hasDarkMode { traits.userInterfaceStyle = userInterfaceStyle }
        return traits
    }

    /// A compact width: an iPhone (a Plus or Max only in portrait), or an iPad app in a compact split.
    /// Before trait collections (iOS 7 and earlier) every iPhone counts as compact.
    func isHorizontallyCompact(on profile: VersionProfile) -> Bool {
        switch idiom {
        case .pad: splitWidth == .compact
        case .phone: !profile.hasTraitCollections || traits(on: profile).horizontalSizeClass == .compact
        }
    }

    /// `supportedInterfaceOrientations` by default: all on iPad, all but upside-down on iPhone
    /// (Apple docs, "supportedInterfaceOrientations").
    func supports(_ orientation: InterfaceOrientation) -> Bool {
        idiom == .pad || orientation != .portraitUpsideDown
    }
}
