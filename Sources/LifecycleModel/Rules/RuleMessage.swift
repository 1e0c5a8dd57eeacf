/// An object a diagnostic names: its scenario name and class (`A`, `Feed`). The `Texts` module shows it
/// as `A (Feed)`, or `A` when the name is the class.
public struct RuleObject: Hashable, Sendable {
    public var name: String
    public var className: String

    public init(name: String, className: String) {
        self.name = name
        self.className = className
    }

    init(_ object: ModelObject) { self.init(name: object.name, className: object.className) }
}

/// What kept a controller alive past its last outside reference (LL017).
public enum PendingWorkKind: String, Hashable, Sendable {
    case task = "Task"
    case timer = "Timer"
}

/// What a misuse rule found, as typed arguments: one case per message template. The sentences are in
/// the `Texts` module (`RuleMessageText`), one exhaustive switch per language, so the model holds no
/// reader-facing prose and every language has every message. Object names and identifiers are the
/// scenario's own; callbacks are the catalogue's.
public enum RuleMessage: Hashable, Sendable {
    /// LL001: an override that never calls `super`.
    case missingSuper(RuleObject, override: Callback)
    /// LL002: `super.loadView()` in a `loadView()` that assigns its own view.
    case superLoadViewDiscarded(RuleObject)
    /// LL003: `view` read inside the controller's own `loadView()` before it is assigned.
    case viewReadInLoadView(RuleObject)
    /// LL004: `loadView()` called by the scenario's code, from `in` when an override body did it.
    case loadViewCalledDirectly(RuleObject, in: Callback?)
    /// LL005: a controller's view added to the window while it is not the root.
    case childViewAddedToWindow(child: RuleObject, unpairedAppearance: Bool)
    /// LL005: a controller's view added to another controller's view without `addChild`.
    case childViewAddedWithoutAddChild(child: RuleObject, container: String, unpairedAppearance: Bool)
    /// LL006: `addChild` never followed by `didMove(toParent:)`.
    case didMoveNeverCalled(parent: String, child: String)
    /// LL007: `willMove(toParent:)` called before `addChild`, which sends it again.
    case willMoveBeforeAddChild(parent: String, child: String)
    /// LL008: `willMove(toParent: nil)` after the child was removed.
    case willMoveToNilAfterRemoval(child: String)
    /// LL008: `removeFromParent()` before `willMove(toParent: nil)`.
    case removedBeforeWillMove(child: String, parent: String)
    /// LL008: the child's view removed after the child left its parent.
    case viewRemovedAfterChildLeft(child: String)
    /// LL009: presenting from a controller whose root ancestor's view is not in the window yet.
    case presentsFromOffscreen(RuleObject, presented: String?, in: Callback?, presenter: String)
    /// LL010: geometry or traits read before they are final (`property` is code: `view.bounds`).
    case geometryReadEarly(RuleObject, property: String, in: Callback)
    /// LL011: a subview added in a layout callback.
    case subviewAddedInLayout(RuleObject, in: Callback)
    /// LL011: constraints activated in a layout callback.
    case constraintsActivatedInLayout(RuleObject, in: Callback)
    /// LL012: an expensive app method called in a callback that runs again and again.
    case expensiveWork(RuleObject, method: String, in: Callback)
    /// LL013: `beginAppearanceTransition` twice in the same direction.
    case appearanceTransitionBegunTwice(object: String, appearing: Bool)
    /// LL013: `endAppearanceTransition()` without a begin.
    case appearanceTransitionEndedUnbegun(object: String)
    /// LL013: a begin never ended (`object` nil when the controller is gone).
    case appearanceTransitionNeverEnded(object: String?, appearing: Bool)
    /// LL014: a controller that keeps itself alive through a stored closure.
    case neverDeinitialised(RuleObject, closureProperty: String?)
    /// LL015: an outlet used before its owner's view is loaded.
    case outletBeforeViewLoads(RuleObject, outlet: String, owner: String)
    /// LL016: an observer added again on a later appearance.
    case observerAddedAgain(RuleObject, notification: String, in: Callback)
    /// LL017: a task or timer that keeps the controller alive.
    case keptAliveByPendingWork(RuleObject, work: PendingWorkKind)
    /// LL018: `UIView.animate` in `viewWillTransition(to:with:)`.
    case animateInSizeTransition(RuleObject)
    /// LL019: presenting from `viewDidLoad()` while the root is already in the window.
    case presentsInViewDidLoad(RuleObject, presented: String?, presenter: String, caller: String)
    /// LL020: an outlet used in `prepare(for:sender:)` or while the controller is created.
    case outletUsedBeforeLoad(owner: String, outlet: String, in: Callback)
    /// LL021: `performSegue` from `viewDidLoad()` before the view is in a window.
    case performSegueInViewDidLoad(RuleObject, identifier: String)
    /// LL022: `performSegue` from code in a class whose `shouldPerformSegue` is then not asked.
    case performSegueSkipsShouldPerform(RuleObject, identifier: String)
    /// LL023: dismissing inside an unwind action.
    case dismissesInUnwindAction(RuleObject)
    /// LL023: popping inside an unwind action.
    case popsInUnwindAction(RuleObject)
    /// LL024: presenting from a controller in no hierarchy the window shows (`inside`: its detached top).
    case presentsFromDetached(RuleObject, inside: String?, presented: String?, in: Callback?)
    /// LL025: `view` read in the controller's own initialiser, which loads it there.
    case viewLoadedInInitialiser(RuleObject, in: Callback)

    /// The rule whose template this is.
    public var rule: RuleID {
        switch self {
        case .missingSuper: .ll001
        case .superLoadViewDiscarded: .ll002
        case .viewReadInLoadView: .ll003
        case .loadViewCalledDirectly: .ll004
        case .childViewAddedToWindow, .childViewAddedWithoutAddChild: .ll005
        case .didMoveNeverCalled: .ll006
        case .willMoveBeforeAddChild: .ll007
        case .willMoveToNilAfterRemoval, .removedBeforeWillMove, .viewRemovedAfterChildLeft: .ll008
        case .presentsFromOffscreen: .ll009
        case .geometryReadEarly: .ll010
        case .subviewAddedInLayout, .constraintsActivatedInLayout: .ll011
        case .expensiveWork: .ll012
        case .appearanceTransitionBegunTwice, .appearanceTransitionEndedUnbegun, .appearanceTransitionNeverEnded:
            .ll013
        case .neverDeinitialised: .ll014
        case .outletBeforeViewLoads: .ll015
        case .observerAddedAgain: .ll016
        case .keptAliveByPendingWork: .ll017
        case .animateInSizeTransition: .ll018
        case .presentsInViewDidLoad: .ll019
        case .outletUsedBeforeLoad: .ll020
        case .performSegueInViewDidLoad: .ll021
        case .performSegueSkipsShouldPerform: .ll022
        case .dismissesInUnwindAction, .popsInUnwindAction: .ll023
        case .presentsFromDetached: .ll024
        case .viewLoadedInInitialiser: .ll025
        }
    }
}
