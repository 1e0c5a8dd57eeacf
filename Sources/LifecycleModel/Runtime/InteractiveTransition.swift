/// The start both interactive transitions whose incoming controller begins first share — a page swipe
/// (PageViewController.swift) and a pan between tabs (InteractiveTabTransition.swift): both controllers get
/// a transition coordinator, the incoming one `viewWillAppear(_:)`, the outgoing one `viewWillDisappear(_:)`,
/// then the incoming view goes in and the incoming controller gets `viewIsAppearing(_:)`. The finger lifts
/// on a later turn: `fingerLifts` runs then, once the coordinators are gone, and completes or undoes it.
extension Simulator {
    func beginIncomingFirstInteraction(
        incoming: ViewController, view incomingView: View, outgoing: ViewController, into container: View,
        fingerLifts: @escaping () -> Void
    ) {
        for controller in [incoming, outgoing] { controller.hasTransitionCoordinator = true }
        beginAppearance(incoming, appearing: true, animated: true)
        beginAppearance(outgoing, appearing: false, animated: true)
        insert(incomingView, into: container)
        viewIsAppearing(incoming, animated: true)
        runLoop.schedule(from: origin) {
            for controller in [incoming, outgoing] { controller.hasTransitionCoordinator = false }
            fingerLifts()
        }
    }
}
