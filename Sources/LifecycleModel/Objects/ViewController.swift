/// A `UIViewController` (and, through subclasses, the containers).
package class ViewController: ModelObject {
    package enum Creation: Equatable, Sendable {
        /// `UIViewController()` / `init(nibName: nil, bundle: nil)`.
        case code
        /// `init(nibName:bundle:)` with a nib name.
        case nib(String)
        /// `instantiateViewController(withIdentifier:)`: `init(coder:)` then `awakeFromNib()`.
        case storyboard
    }

    package let creation: Creation
    /// The storyboard scene it was made from (Storyboards/): its segues and embedded children.
    package internal(set) var scene: SceneReference?
    package internal(set) var view: View?
    package internal(set) var appearance: AppearanceState = .disappeared
    package internal(set) var parent: ViewController?
    package internal(set) var children: [ViewController] = []
    package internal(set) var presentedViewController: ViewController?
    package internal(set) var presentingViewController: ViewController?
    package internal(set) var modalPresentationStyle: PresentationStyle = .automatic
    /// `definesPresentationContext` (iOS 5.0+): a `.currentContext`/`.overCurrentContext` presentation
    /// from this controller or a descendant covers this controller (Containers/PresentationContext.swift).
    package internal(set) var definesPresentationContext = false
    /// `popoverPresentationController?.sourceView` was set (Containers/Popover.swift).
    var hasPopoverAnchor = false
    /// What `transitioningDelegate` vends from `presentationController(forPresented:presenting:source:)`
    /// (Containers/CustomPresentation.swift); nil without a delegate.
    var vendedPresentationController: PresentationControllerClass?
    /// The presentation controller of the current `.custom` presentation, named in the trace.
    var customPresentationController: ModelObject?
    /// `isModalInPresentation` (iOS 13.0+): the user cannot drag it away (Containers/SheetDismissal.swift).
    package internal(set) var isModalInPresentation = false
    /// `presentationController?.delegate` (UIAdaptivePresentationControllerDelegate): weak in UIKit, not
    /// retained here (Containers/SheetDismissal.swift).
    var adaptivePresentationDelegate: ModelObject?
    /// Presented, but the transition waits for the end of this turn's commit (Containers/Presentation.swift).
    var presentationPending = false
    /// The style the current presentation resolved to.
    var activePresentationStyle: PresentationStyle?
    /// Where the presenter's view sat before a full-screen presentation took it out of the window.
    var restoreSlot: (superview: View, index: Int)?
    /// Inside an animated transition: `transitionCoordinator` is non-nil.
    var hasTransitionCoordinator = false
    /// Why it is appearing or disappearing, while the transition runs (Runtime/LifecycleQueries.swift).
    package internal(set) var transitionReason = TransitionReason()
    /// Between `viewIsAppearing` (or the matching point before iOS 13) and disappearance.
    var geometryAccurate = false
    /// `addChild(_:)` made this controller a child (UIKit's containers link their children themselves).
    var addedWithAddChild = false
    /// The `animated` of the open `beginAppearanceTransition(_:animated:)`, for its `end`.
    var manualTransitionAnimated = false
    /// Added to an on-screen container, its `viewDidAppear(_:)` still to come (iOS 9+, ContainmentVersions).
    var awaitsDeferredChildAppearance = false
    /// UIKit's `didMove(toParent:)` ran while that appearance was open: UIKit repeats it after the appearance.
    var needsDidMoveCleanup = false
    /// UIKit's own containers forward appearance to their children from their implementation of
    /// `viewWillAppear(_:)` etc. (their `shouldAutomaticallyForwardAppearanceMethods` is false), so an
    /// override that skips `super` starves the children; a plain controller forwards from UIKit's
    /// private appearance machinery, whatever its override does.
    var forwardsAppearanceInSuper: Bool { false }

    /// `loadView()` is running: re-entrant `view` access is the classic infinite-recursion bug.
    var isLoadingView = false
    /// The controller whose `present` call showed this one (the presenting controller may be an ancestor
    /// of it): an unwind out of a presentation made inside a tab bar controller starts there.
    var presentedFrom: ViewController?
    /// The views its nib connected to its `@IBOutlet`s when the view loaded (Storyboards/NibLoading.swift).
    var connectedOutlets: [(name: String, view: View)] = []
    /// Traits, restoration identifier and safe-area additions (Runtime/Environment).
    var environment = ControllerEnvironment()

    package var isViewLoaded: Bool { view != nil }

    /// Stored, so the layout pass can ask every view's owner without a call (a call would count a
    /// reference to the owner in and out).
    private(set) var isNavigationController = false

    init(name: String, className: String, definition: ClassDefinition?, creation: Creation) {
        self.creation = creation
        super.init(name: name, className: className, definition: definition)
        isNavigationController = self is NavigationController
    }

    override func breakLinks() {
        super.breakLinks()
        view = nil
        parent = nil
        children = []
        presentedViewController = nil
        presentingViewController = nil
        restoreSlot = nil
        scene = nil
        customPresentationController = nil
        adaptivePresentationDelegate = nil
        // A trait-change handler may hold the controller it was registered on.
        environment.traitState.registrations = []
    }

    /// The bars it lays over its children's safe area (a navigation bar, a tab bar).
    var barInsets: EdgeInsets { .zero }

    override var deliveredTraits: (traits: TraitCollection, generation: Int)? {
        environment.traitState.traits.map { ($0, environment.traitState.generation) }
    }

    override func snapshot() -> StateSnapshot {
        let inWindow = view?.isInWindow ?? false
        return StateSnapshot(
            viewLoaded: view != nil, inWindow: inWindow, appearance: appearance,
            geometryAccurate: geometryAccurate && !environment.awaitsNewSize, traitsCurrent: inWindow,
            transitionCoordinator: hasTransitionCoordinator)
    }

    /// Visits the children whose appearance this controller forwards: those on screen with it.
    /// A visitor rather than an array: it runs for every appearance step of every controller.
    func forEachAppearanceChild(_ body: (ViewController) -> Void) {
        guard !children.isEmpty, let view else { return }
        for child in children where child.view?.isDescendant(of: view) == true { body(child) }
    }

    /// False for a scenario class overriding `shouldAutomaticallyForwardAppearanceMethods` to return
    /// false: its children hear appearance only through begin/endAppearanceTransition. (Size and trait
    /// changes are still forwarded: the flag is about appearance only.)
    var forwardsAppearanceAutomatically: Bool { definition?.shouldAutomaticallyForwardAppearanceMethods != false }

    /// What UIKit reads as `isModalInPresentation`: a scenario class's getter override, else the stored
    /// property (`isModalInPresentation = …`).
    var readsAsModalInPresentation: Bool { definition?.isModalInPresentation ?? isModalInPresentation }

    /// The same children as an array, for code that needs one (environment forwarding).
    var appearanceChildren: [ViewController] {
        var result: [ViewController] = []
        forEachAppearanceChild { result.append($0) }
        return result
    }

    /// The controller at the top of the parent chain.
    var rootAncestor: ViewController {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }
}
