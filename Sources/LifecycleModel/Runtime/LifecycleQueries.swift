/// What app code reads about a controller's place in the hierarchy and its transition, as UIKit answers
/// (Apple's UIViewController documentation):
/// - `navigationController`, `tabBarController`: "the nearest ancestor in the view controller hierarchy"
///   that is one — through `parent`, not through a presentation.
/// - `presentedViewController`: "the view controller that is presented by this view controller, or one of
///   its ancestors"; `presentingViewController`: the presenter of it, or of the nearest presented ancestor.
/// - `isBeingPresented`/`isBeingDismissed`/`isMovingToParent`/`isMovingFromParent`: true from the
///   will-callbacks to the did-callbacks of the transition that presents, dismisses, pushes or pops it.
package struct TransitionReason: Equatable, Sendable {
    package var isBeingPresented = false
    package var isBeingDismissed = false
    package var isMovingToParent = false
    package var isMovingFromParent = false

    package init() {}
}

extension ViewController {
    package var navigationControllerAncestor: NavigationController? { nearestAncestor { $0 as? NavigationController } }
    package var splitViewControllerAncestor: SplitViewController? { nearestAncestor { $0 as? SplitViewController } }
    package var tabBarControllerAncestor: TabBarController? { nearestAncestor { $0 as? TabBarController } }

    /// The first ancestor, through `parent`, that `match` answers for.
    private func nearestAncestor<Found>(_ match: (ViewController) -> Found?) -> Found? {
        var node = parent
        while let current = node {
            if let found = match(current) { return found }
            node = current.parent
        }
        return nil
    }

    /// `presentedViewController` as UIKit answers it: this controller's or its nearest ancestor's.
    package var presentedByThisOrAncestor: ViewController? {
        var node: ViewController? = self
        while let current = node {
            if let presented = current.presentedViewController { return presented }
            node = current.parent
        }
        return nil
    }

    /// `presentingViewController` as UIKit answers it: of this controller or its nearest presented ancestor.
    package var presentingThisOrAncestor: ViewController? {
        var node: ViewController? = self
        while let current = node {
            if let presenting = current.presentingViewController { return presenting }
            node = current.parent
        }
        return nil
    }
}

extension View {
    /// `view.window`: the window once the view is in it, nil before and after.
    package func window(in simulator: Simulator) -> Window? { isInWindow ? simulator.window : nil }
}

extension Simulator {
    /// `modalPresentationStyle` as app code reads it. UIKit's header (UIViewController.h, iOS 13 SDK and
    /// later, quoted in full in many iOS 13 migration notes, e.g. the Multi-OS Engine bindings of
    /// `modalPresentationStyle`): "If this property has been set to UIModalPresentationAutomatic, reading it
    /// will always return a concrete presentation style. By default UIViewController resolves
    /// UIModalPresentationAutomatic to UIModalPresentationPageSheet" — `.formSheet` from the iOS 18 SDK
    /// ("Prior to iOS 18.0, UIModalPresentationAutomatic resolves to UIModalPresentationPageSheet instead",
    /// the same header as quoted in software-mansion/react-native-screens pull request 2793). Before iOS 13
    /// the default was `.fullScreen` itself. So a controller never reads `.automatic`: not in `init`, not in
    /// a segue's `prepare(for:sender:)`. The concrete style is the one the header names, not the adapted one
    /// (an iPhone's form sheet before iOS 13 still reads `.formSheet`).
    package func modalPresentationStyle(readBy controller: ViewController) -> PresentationStyle {
        let stored = controller.modalPresentationStyle
        return stored == .automatic ? profile.automaticPresentationStyle : stored
    }
}
