/// `.custom` presentations: the presented controller's `transitioningDelegate` vends a
/// `UIPresentationController` from `presentationController(forPresented:presenting:source:)`, and that
/// object decides whether the presenter leaves the window.
///
/// - `shouldRemovePresentersView` is false by default (Apple docs, "shouldRemovePresentersView": "The
///   default implementation of this method returns false"): the presenter's view stays and the presenter
///   gets NO appearance callbacks — which is why presentation libraries call `beginAppearanceTransition`
///   on it by hand (github.com/HeathWang/HWPanModal/issues/74, github.com/zoonooz/ZFDragableModalTransition
///   /issues/37). True: its view is removed "when the presentation animations finish", so it disappears
///   and reappears on dismissal like `.fullScreen`. No delegate, or one vending nothing: UIKit uses a plain
///   `UIPresentationController`, whose answer is the default.
/// - The presentation controller hears the phases (Apple docs, "UIPresentationController"):
///   `presentationTransitionWillBegin()` "at the beginning of the presentation", `presentationTransitionDidEnd(_:)`
///   "at the end of the presentation", and the dismissal pair likewise; `containerViewWillLayoutSubviews()`/
///   `containerViewDidLayoutSubviews()` when "layout is about to begin"/"finished" on the container view's
///   subviews — once when the presented view goes into the container, before that view's own layout (a
///   superview lays out before its subviews). Later layouts of the container (rotation, size changes)
///   are not modelled.
/// - No published log orders these against the controllers' appearance callbacks (none found in GitHub
///   issues, code or web pages). The model's choice, from what each callback's documentation promises:
///   the will-appearance callbacks come first (the transition has been asked for), then
///   `presentationTransitionWillBegin()` as the animations are set up; at the end
///   `presentationTransitionDidEnd(true)` as soon as "the presentation animations finished" — before
///   UIKit removes the presenter's view and sends the did-appearance callbacks. Dismissal mirrors it.
/// - UIPresentationController is new in iOS 8; `.custom` itself dates from iOS 7, whose custom
///   transitions (no presentation controller) the model does not run.
package struct PresentationControllerClass: Sendable, Equatable {
    /// The scenario's subclass (`Dimmed`) or `UIPresentationController`.
    package var name: String
    /// Its `shouldRemovePresentersView`.
    package var removesPresentersView: Bool

    package init(name: String, removesPresentersView: Bool) {
        self.name = name
        self.removesPresentersView = removesPresentersView
    }

    /// What UIKit makes when nobody vends one.
    static let plain = PresentationControllerClass(name: "UIPresentationController", removesPresentersView: false)
}

extension Simulator {
    /// `controller.transitioningDelegate = delegate` (Apple docs, "transitioningDelegate": iOS 7.0+);
    /// `vends` is what the delegate's `presentationController(forPresented:presenting:source:)` returns,
    /// nil for nothing. On iOS 7 UIKit never asks (no presentation controllers), and the model cannot set
    /// `.custom` there, so what it vends is never used.
    package func setTransitioningDelegate(vending vends: PresentationControllerClass?, of controller: ViewController)
        throws(ModelError)
    {
        try require(.api(.transitioningDelegate)) {
            .transitioningDelegateNew(introduced: $0, running: profile.version)
        }
        controller.vendedPresentationController = vends
    }

    /// Setting `.custom` before iOS 8 (PresentationStyle.isSettable).
    static func customBeforeIOS8(_ profile: VersionProfile) -> ModelError {
        ModelError(.customPresentationBeforeIOS8(running: profile.version))
    }

    /// Whether the presentation of `controller` in `style` takes the presenter's view out of the window.
    func removesPresenterView(presenting controller: ViewController, style: PresentationStyle) -> Bool {
        guard style == .custom else { return style.removesPresenterView }
        return (controller.vendedPresentationController ?? .plain).removesPresentersView
    }

    /// Makes the presentation controller of a `.custom` presentation (nil for other styles).
    func beginCustomPresentation(of controller: ViewController, style: PresentationStyle) {
        guard style == .custom else { return }
        let vended = controller.vendedPresentationController ?? .plain
        controller.customPresentationController = ModelObject(
            name: "\(controller.name).presentationController", className: vended.name, definition: nil)
    }

    /// `presentationTransitionWillBegin()`, then the container's layout around the presented view.
    func presentationWillBegin(of controller: ViewController) {
        let scope = openEvidence(.applePresentationController); defer { closeEvidence(scope) }
        guard let presentation = controller.customPresentationController else { return }
        call(.presentationTransitionWillBegin, presentation)
        call(.containerViewWillLayoutSubviews, presentation)
        call(.containerViewDidLayoutSubviews, presentation)
    }

    func presentationDidEnd(of controller: ViewController) {
        let scope = openEvidence(.applePresentationController); defer { closeEvidence(scope) }
        guard let presentation = controller.customPresentationController else { return }
        call(.presentationTransitionDidEnd, presentation, [Argument("completed", "true")])
    }

    func dismissalWillBegin(of controller: ViewController) {
        let scope = openEvidence(.applePresentationController); defer { closeEvidence(scope) }
        guard let presentation = controller.customPresentationController else { return }
        call(.dismissalTransitionWillBegin, presentation)
    }

    func dismissalDidEnd(of controller: ViewController) {
        let scope = openEvidence(.applePresentationController); defer { closeEvidence(scope) }
        guard let presentation = controller.customPresentationController else { return }
        call(.dismissalTransitionDidEnd, presentation, [Argument("completed", "true")])
        controller.customPresentationController = nil
    }
}
