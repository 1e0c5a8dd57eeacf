import LifecycleModel

/// A scenario after checking: names resolved to slots, calls resolved to UIKit operations, every
/// argument of the right type. The interpreter runs it without further checks.
struct CheckedProgram {
    var events: [CheckedEvent]
    /// Override bodies, indexed by `OverrideDefinition.bodyIndex`.
    var overrideBodies: [[CheckedStatement]]
    var slotCount: Int
}

struct CheckedEvent {
    var statements: [CheckedStatement]
    var location: SourceLocation
}

enum CheckedStatement {
    /// `let x = …` / `var x = …` / `x = …` (a new value for a variable releases the old one).
    indirect case bind(slot: Int, value: CheckedExpr, location: SourceLocation)
    /// `x = nil`.
    case unbind(slot: Int, location: SourceLocation)
    indirect case perform(Operation, receiver: CheckedExpr, arguments: [CheckedExpr], completion: [CheckedStatement]?,
                 location: SourceLocation)
    /// An expression evaluated for its effect (`_ = A.view`).
    indirect case evaluate(CheckedExpr, location: SourceLocation)
    /// `super.<callback>(…)` inside an override.
    case callSuper(location: SourceLocation)
    case block([CheckedStatement])
}

enum CheckedExpr {
    case slot(Int)
    /// A capitalised name nobody declared: a plain `UIViewController`, created on first use and held by
    /// the scenario from then on, like an implicit `let` (so it never deinits; use `var x = …` and
    /// `x = nil`, or an anonymous `UIViewController()`, to watch `deinit`).
    case implicitController(slot: Int, name: String)
    case selfObject
    case window
    case user
    case storyboard
    case newController(name: String?, definition: ClassDefinition?, creation: ViewController.Creation)
    indirect case newNavigation(name: String?, definition: ClassDefinition?, root: CheckedExpr?)
    case newTabBar(name: String?, definition: ClassDefinition?)
    case newView(name: String?, definition: ClassDefinition?)
    /// `controller.view`: loads the view.
    indirect case viewOf(CheckedExpr)
    indirect case isViewLoaded(CheckedExpr)
    case bool(Bool)
    case int(Int)
    case string(String)
    case style(PresentationStyle)
    case nilValue
    case array([CheckedExpr])
    /// `device`, `app`, an environment enum value, insets, a trait type.
    case environment(EnvironmentValue)
}

/// The UIKit operations a statement can perform.
enum Operation: Sendable {
    case present, dismiss, loadViewIfNeeded
    case push, pop, popToRoot, setNavigationStack
    case setTabs, selectIndex, selectController
    case setNeedsLayout, layoutIfNeeded, setNeedsUpdateConstraints, addSubview, removeFromSuperview
    case setRootViewController, makeKeyAndVisible
    case setModalPresentationStyle, setDefinesPresentationContext
    /// `UILabel.text`, `invalidateIntrinsicContentSize()` (Checking/PlainViewMethodTable.swift).
    case views(ViewOperation)
    case swipeBack, dragDownSheet
    /// Rotation, traits, safe area, background, restoration, memory (Environment/).
    case environment(EnvironmentOperation)
}
