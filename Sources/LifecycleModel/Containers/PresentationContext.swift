/// Which controller a presentation covers, and which one a `dismiss` ends.
///
/// `.currentContext` and `.overCurrentContext` (Apple docs, "definesPresentationContext"): "When a
/// context-based presentation occurs, UIKit starts at the presenting view controller and walks up the
/// view controller hierarchy. If it finds a view controller whose value for this property is true, it
/// asks that view controller to present the new view controller. If no view controller defines the
/// presentation context, UIKit asks the window's root view controller to handle the presentation."
/// That controller becomes the `presentingViewController` (Apple docs, "UIPresentationController.
/// presentingViewController": "a parent view controller that is marked as defining the current
/// context"). `.currentContext` then removes its view ("The views belonging to the presenting view
/// controller are removed after the presentation completes"), so it — and only it — disappears;
/// `.overCurrentContext` removes nothing ("The views beneath the presented content are not removed").
/// No published device log of a context presentation's callbacks was found (GitHub issues and code, web
/// pages: openradar 18552380 describes a context presentation in a tab whose presenter vanishes, not its
/// callbacks); the model's orders follow these sentences, with a presentation's timing
/// (Presentation.swift) as for any other non-sheet style.
extension Simulator {
    package func setDefinesPresentationContext(_ defines: Bool, of controller: ViewController) throws(ModelError) {
        try require(.api(.definesPresentationContext)) {
            .definesPresentationContextNew(introduced: $0, running: profile.version)
        }
        controller.definesPresentationContext = defines
    }

    /// The caller or its nearest ancestor that defines the context (a navigation controller does by
    /// default); else the top of its parent chain. Before iOS 5 no controller defines one.
    func presentationContext(of caller: ViewController) -> ViewController {
        var node: ViewController? = caller
        while let current = node, profile.has(.api(.definesPresentationContext)) {
            if current.definesPresentationContext { return current }
            node = current.parent
        }
        return caller.rootAncestor
    }

    /// `caller.dismiss(animated:)` ends what the caller (or its nearest ancestor) presented, or else
    /// the presentation the caller (or its nearest ancestor) is part of (Apple docs, "dismiss(animated:
    /// completion:)": "If you call this method on the presented view controller itself, UIKit asks the
    /// presenting view controller to handle the dismissal").
    func dismissalTarget(for caller: ViewController) -> ViewController? {
        var node: ViewController? = caller
        while let current = node {
            if let presented = current.presentedViewController { return presented }
            node = current.parent
        }
        node = caller
        while let current = node {
            if current.presentingViewController != nil { return current }
            node = current.parent
        }
        return nil
    }
}
