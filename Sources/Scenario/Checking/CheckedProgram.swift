import LifecycleModel

/// A scenario after checking: names resolved to slots, calls resolved to UIKit operations, every
/// argument of the right type. The interpreter runs it without further checks.
struct CheckedProgram {
    /// Top-level statements in source order, grouped by `events`.
    var statements: [CheckedStatement]
    var events: [ScenarioEvent]
    /// Override bodies, indexed by `OverrideDefinition.bodyIndex`.
    var overrideBodies: [[CheckedStatement]]
    var slotCount: Int
    /// What the scenario used that the model does not model (OpaqueChecking.swift), once each.
    var notModelled: [String] = []
}

enum CheckedStatement {
    /// `let x = …` / `var x = …` / `x = …` (a new value for a variable releases the old one).
    case bind(slot: Int, value: CheckedExpr, location: SourceLocation)
    /// `x = nil`.
    case unbind(slot: Int, location: SourceLocation)
    case perform(
        Operation, receiver: CheckedExpr, arguments: [CheckedExpr], completion: [CheckedStatement]?,
        location: SourceLocation)
    /// An expression evaluated for its effect (`_ = A.view`).
    case evaluate(CheckedExpr, location: SourceLocation)
    /// `super.<callback>(…)` inside an override.
    case callSuper(location: SourceLocation)
    case block([CheckedStatement])
    /// The end of a method body: its local controllers no closure or `return` takes are let go, as
    /// Swift releases a local at the end of its scope (LocalRelease.swift).
    case releaseLocals(slots: [Int])
    /// `let side = view.bounds.width / 2`: a local holding a value, not an object.
    case bindValue(slot: Int, value: CheckedExpr, location: SourceLocation)
    /// `receiver.name = value` for a stored property of a scenario class (`holds`: an object it keeps).
    case setProperty(receiver: CheckedExpr, name: String, value: CheckedExpr, holds: Bool, location: SourceLocation)
    /// `onSaved = { self.showSavedBadge() }`: a closure stored in a property; capturing `self` strongly is a cycle.
    case storeClosure(receiver: CheckedExpr, name: String, capturesSelfStrongly: Bool, location: SourceLocation)
    /// A call into app code the model does not model (`reload()`, `store.fetchAll()`, `Thread.sleep(…)`).
    case appCall(name: String, receiver: CheckedExpr, location: SourceLocation)
    /// A helper method of the scenario class (`setUpViews()`), run with the same `self`.
    case callHelper(name: String, bodyIndex: Int, location: SourceLocation)
    /// `NSLayoutConstraint.activate([...])`.
    case activateConstraints(receiver: CheckedExpr, location: SourceLocation)
    /// `if`, `guard`, `for … in`, `switch`, `return`, `a?.b()` (ControlFlowChecking.swift).
    indirect case controlFlow(CheckedControlFlow)
    /// `print(items…)`: a console row in the trace.
    case print(items: [CheckedExpr], separator: String, location: SourceLocation)
    /// `list.didSelectRow()`: a method the app's class declares, run with `receiver` as `self`.
    case callMethod(receiver: CheckedExpr, name: String, bodyIndex: Int, location: SourceLocation)
    /// `DispatchQueue.main.async { body }`, `asyncAfter`, `UIView.animate` (`body` are its animations)
    /// (MainQueueChecking.swift).
    case mainQueue(MainQueueWork, body: [CheckedStatement], completion: [CheckedStatement]?, location: SourceLocation)
    /// A helper's arguments, bound to its parameters' slots before its body runs.
    case bindParameters([(CheckedBinding, CheckedExpr)], location: SourceLocation)
    /// The first statement of an override: the values UIKit passed (`animated`, `parent`) bound to its
    /// parameters, as the trace row shows them.
    case bindCallbackArguments([CallbackParameter], parameterCount: Int)
}

/// An override's parameter: where it stands in the method's signature, its name, its slot and type.
struct CallbackParameter {
    var position: Int
    var name: String
    var binding: CheckedBinding
    var type: ValueType
}

enum CheckedExpr {
    case slot(Int)
    /// An optional object (`parent` in `willMove(toParent:)`): nil reads as nil, not as an error.
    case optionalSlot(Int)
    /// A capitalised name nobody declared: a plain `UIViewController`, created on first use and held by
    /// the scenario from then on, like an implicit `let` (so it never deinits; use `var x = …` and
    /// `x = nil`, or an anonymous `UIViewController()`, to watch `deinit`).
    case implicitController(slot: Int, name: String)
    case selfObject
    case window
    case user
    case storyboard
    case newController(name: String?, definition: ClassDefinition?, creation: ViewController.Creation)
    /// `storyboard.instantiateViewController(withIdentifier:)` of a declared scene.
    case instantiateScene(name: String?, scene: SceneReference)
    /// A scene's name: the controller last made from it (a segue's destination, an embedded child).
    case sceneInstance(SceneReference)
    /// `segue.identifier`, `segue.source`, `segue.destination` (StoryboardChecking.swift).
    case segueMember(SegueMember)
    indirect case newNavigation(name: String?, definition: ClassDefinition?, root: CheckedExpr?)
    case newTabBar(name: String?, definition: ClassDefinition?)
    case newPages(name: String?, definition: ClassDefinition?, style: PageViewController.TransitionStyle)
    case newSplit(name: String?, definition: ClassDefinition?, style: SplitViewController.Style)
    case newView(name: String?, definition: ClassDefinition?)
    /// `controller.view`: loads the view.
    indirect case viewOf(CheckedExpr)
    indirect case isViewLoaded(CheckedExpr)
    case bool(Bool)
    case int(Int)
    case string(String)
    case style(PresentationStyle)
    /// A transitioning delegate the scenario made (CustomPresentationClasses.swift).
    case transitioningDelegate(TransitioningDelegate)
    case nilValue
    case array([CheckedExpr])
    case number(Double)
    /// A value local (`bindValue`).
    case valueSlot(Int)
    /// A stored property of a scenario class instance.
    indirect case property(CheckedExpr, name: String)
    /// An `@IBOutlet` of a scenario class instance (nil until the view loads).
    indirect case outlet(CheckedExpr, name: String)
    /// `view.bounds`, `view.safeAreaInsets.top`, `traitCollection`: `subject` is the controller (whose
    /// `view` or own traits are read) or a view.
    indirect case readGeometry(GeometryProperty, subject: CheckedExpr, ofController: Bool, path: [String])
    /// A member of an opaque value (`nameLabel.text`): evaluates its base for effect.
    indirect case opaqueMember(CheckedExpr)
    indirect case binary(op: String, CheckedExpr, CheckedExpr)
    /// A closure passed as a value (`animations:`).
    case closure([CheckedStatement])
    /// `device`, `app`, an environment enum value, insets, a trait type.
    case environment(EnvironmentValue)
    /// Comparisons, `&&`, `||`, `!`, `a?.b`, `children.count` (ControlFlowChecking.swift).
    indirect case swift(CheckedSwiftExpr)
    /// `navigationController`, `parent`, `isMovingFromParent`…, read from the model (LifecycleProperties.swift).
    indirect case lifecycle(LifecycleProperty, of: CheckedExpr)
    /// What the model does not model (OpaqueChecking.swift): the operands are evaluated for their effects
    /// (reading `view` loads it), the value is nothing the model knows.
    case opaque([CheckedExpr])
    /// `#available(iOS 13, *)`: whether the release the scenario runs on is at least this one (negated
    /// for `#unavailable`).
    case availability(IOSVersion, isAvailable: Bool)
    /// `"… \(x) …"`.
    case interpolation([CheckedExpr])
    /// `a ?? b`.
    indirect case coalesce(CheckedExpr, CheckedExpr)
    /// `condition ? a : b`.
    indirect case ternary(CheckedExpr, CheckedExpr, CheckedExpr)
    /// `x as? Class`, `x as! Class`, `x is Class`: the object's class or one of its superclasses is `className`
    /// (`isTest`: the answer is a Bool; otherwise the object, or nil).
    indirect case classTest(CheckedExpr, className: String, isTest: Bool)
    /// `self` in a `[weak self]` closure: nil once the object is deallocated.
    case weakSelf
    /// A computed property's getter, a lazy property's first value, `{ … }()`: the body runs with the
    /// receiver (if any) as `self`; its `return` is the value. A helper called for its value
    /// (`let settings = makeSettings()`) has its arguments bound first.
    indirect case getter(CheckedExpr?, bodyIndex: Int, arguments: [(CheckedBinding, CheckedExpr)] = [])
    /// `Detail(articleID: 3)`: the object `made` makes, then the app's initialiser body run with it as `self`
    /// and its parameters bound (the body's `super.init(…)` does nothing: UIKit's initialiser already ran).
    indirect case construct(CheckedExpr, parameters: [(CheckedBinding, CheckedExpr)], bodyIndex: Int)
    /// A lazy property: its stored value, or on first access the value `initial` makes, then stored.
    indirect case lazyProperty(CheckedExpr, name: String, initial: CheckedExpr)
}

/// The UIKit operations a statement can perform.
enum Operation: Sendable {
    case present, dismiss, loadViewIfNeeded
    case push, pop, popToRoot, setNavigationStack
    /// `nav.delegate = …` (Containers/NavigationDelegate.swift).
    case setNavigationDelegate
    case setTabs, selectIndex, selectController
    /// `tabs.delegate = …`, `user.tap(tab:in:)` (Containers/TabBarController.swift).
    case setTabBarDelegate, tapTab
    /// `user.swipeTab(tabs, to: B, completes:)` (Containers/InteractiveTabTransition.swift).
    case swipeTab
    case setNeedsLayout, layoutIfNeeded, setNeedsUpdateConstraints, addSubview, removeFromSuperview
    case setRootViewController, makeKeyAndVisible
    case setModalPresentationStyle, setDefinesPresentationContext, setPopoverSourceView, setTransitioningDelegate
    /// `isModalInPresentation = …`, `presentationController?.delegate = …` (Containers/SheetDismissal.swift).
    case setModalInPresentation, setAdaptivePresentationDelegate
    /// `UILabel.text`, `invalidateIntrinsicContentSize()` (Checking/PlainViewMethodTable.swift).
    case views(ViewOperation)
    case swipeBack, dragDownSheet
    /// `performSegue(withIdentifier:sender:)`, `user.tap(segue:in:)` (Storyboards).
    case performSegue, tapSegue
    /// `UIPageViewController` (Checking/PageViewControllerMethodTable.swift).
    case pages(PageOperation)
    /// `UISplitViewController` (Checking/SplitViewControllerMethodTable.swift).
    case split(SplitOperation)
    // Containment.
    case addChild, removeFromParent, willMoveToParent, didMoveToParent, transition
    case beginAppearanceTransition, endAppearanceTransition
    // Override bodies.
    case callLoadView, assignView
    /// Rotation, traits, safe area, background, restoration, memory (Environment/).
    case environment(EnvironmentOperation)
}
