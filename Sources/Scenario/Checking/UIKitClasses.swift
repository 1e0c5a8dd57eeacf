import LifecycleModel

/// The UIKit classes a scenario may name: the one table of them. Each row says what the model makes of
/// the class (`BaseClass`): the six it models, UIKit's controller subclasses that scenarios treat as
/// plain controllers, and the view classes a scenario may create (`UILabel()`), which are views that
/// keep their class name in the trace.
enum UIKitClasses {
    struct Row {
        var name: String
        var base: BaseClass
    }

    /// In the order "did you mean" hints prefer on a tie.
    static let rows: [Row] = [
        Row(name: "UINavigationController", base: .navigationController),
        Row(name: "UITabBarController", base: .tabBarController),
        Row(name: "UIPageViewController", base: .pageViewController),
        Row(name: "UISplitViewController", base: .splitViewController),
        Row(name: "UIView", base: .view),
        Row(name: "UIViewController", base: .viewController),
        // Views a scenario may create with `()` (PlainViewMethodTable gives them their members).
        Row(name: "UIButton", base: .view),
        Row(name: "UICollectionView", base: .view),
        Row(name: "UIImageView", base: .view),
        Row(name: "UILabel", base: .view),
        Row(name: "UIScrollView", base: .view),
        Row(name: "UIStackView", base: .view),
        Row(name: "UITableView", base: .view),
        Row(name: "UITextField", base: .view),
        Row(name: "UITextView", base: .view),
        // Controllers UIKit ships that scenarios treat as plain controllers.
        Row(name: "UITableViewController", base: .viewController),
        Row(name: "UICollectionViewController", base: .viewController),
    ]

    /// Every name, for hints.
    static let names: [String] = rows.map { $0.name }

    /// The class a type name denotes, nil when it is not UIKit's. Type names are looked up on most
    /// statements: a name not starting with `U` is rejected at its first byte, the rest is a short scan.
    static func base(of name: String) -> BaseClass? {
        guard name.utf8.first == UInt8(ascii: "U") else { return nil }
        for row in rows where row.name == name { return row.base }
        return nil
    }

    /// `UILabel()`, `UIButton()`…: a view of a UIKit class other than `UIView` itself, which the trace
    /// names by its class.
    static func isPlainView(_ name: String) -> Bool {
        name != "UIView" && base(of: name) == .view
    }
}
