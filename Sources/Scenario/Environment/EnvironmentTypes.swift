import LifecycleModel

/// The scenario language's environment vocabulary: the `device` and `app` objects, the enum values
/// their members take (`.landscapeLeft`, `.dark`, `.extraLarge`, `.compact`), edge insets, and the
/// `UITrait` types a trait registration names.
enum EnvironmentType: Equatable, Sendable {
    case device, app, orientation, sizeClass, interfaceStyle, contentSize, insets, directionalInsets, trait, selector
    /// `UIPageViewController.NavigationDirection` (`.forward`, `.reverse`).
    case pageDirection
    /// `device.model`: `.iPhone`, `.iPhoneMax` (a Plus or Max: regular width in landscape).
    case phoneModel
    /// `UISplitViewController.Column` and `.DisplayMode` (`.primary`, `.oneBesideSecondary`).
    case splitColumn, splitDisplayMode

    var name: String {
        switch self {
        case .device: "Device"
        case .app: "App"
        case .orientation: "UIInterfaceOrientation"
        case .sizeClass: "UIUserInterfaceSizeClass"
        case .interfaceStyle: "UIUserInterfaceStyle"
        case .contentSize: "UIContentSizeCategory"
        case .insets: "UIEdgeInsets"
        case .directionalInsets: "NSDirectionalEdgeInsets"
        case .trait: "UITrait.Type"
        case .selector: "Selector"
        case .pageDirection: "UIPageViewController.NavigationDirection"
        case .phoneModel: "DeviceModel"
        case .splitColumn: "UISplitViewController.Column"
        case .splitDisplayMode: "UISplitViewController.DisplayMode"
        }
    }

    /// The `.member` spellings of an enum type, for implicit members and their hints.
    var caseNames: [String]? {
        switch self {
        case .orientation: InterfaceOrientation.allCases.map { $0.rawValue }
        case .sizeClass: SizeClass.allCases.map { $0.rawValue }
        case .interfaceStyle: UserInterfaceStyle.allCases.map { $0.rawValue }
        case .contentSize: ContentSizeCategory.allCases.map { $0.rawValue }
        case .insets, .directionalInsets: ["zero"]
        case .pageDirection: PageViewController.Direction.allCases.map { $0.rawValue }
        case .phoneModel: PhoneModel.allCases.map { $0.rawValue }
        case .splitColumn: SplitViewController.Column.allCases.map { $0.rawValue }
        case .splitDisplayMode: SplitViewController.DisplayMode.allCases.map { $0.rawValue }
        default: nil
        }
    }
}

/// A checked environment expression (also its run-time value).
enum EnvironmentValue {
    case device, app
    case orientation(InterfaceOrientation)
    case sizeClass(SizeClass)
    case interfaceStyle(UserInterfaceStyle)
    case contentSize(ContentSizeCategory)
    case insets(EdgeInsets)
    case trait(TraitKind)
    /// `#selector(name)`.
    case selector(String)
    case pageDirection(PageViewController.Direction)
    case phoneModel(PhoneModel)
    case splitColumn(SplitViewController.Column)
    case splitDisplayMode(SplitViewController.DisplayMode)
}

/// What an environment statement does.
enum EnvironmentOperation: Sendable {
    case rotate, splitView, setUserInterfaceStyle, setContentSizeCategory
    case launch, launchIntoBackground, enterBackground, enterForeground, memoryWarning, restoreState
    case setRestorationIdentifier, setAdditionalSafeAreaInsets, setLayoutMargins, setDirectionalLayoutMargins
    case setNeedsUpdateProperties, registerForTraitChanges, registerForTraitChangesWithAction
    case setPhoneModel
}
