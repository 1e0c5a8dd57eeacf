/// `coordinator.animate(alongsideTransition:completion:)` in `viewWillTransition(to:with:)` (iOS 8+): the
/// animation block runs inside the transition's own animation, once the window has its new size — in
/// the model after this turn's layout pass, where `willAnimateRotation(to:duration:)` runs too — and the
/// completion when the transition ends, a turn later (Apple docs, "UIViewControllerTransitionCoordinator":
/// "animations … run alongside the transition animations", the completion "after the transition finishes").
extension Simulator {
    package func animateAlongsideTransition(
        of controller: ModelObject?, animation: @escaping () -> Void, completion: (() -> Void)?
    ) throws(ModelError) {
        guard let controller = controller as? ViewController, controller.hasTransitionCoordinator else {
            throw ModelError(.noTransitionInProgress)
        }
        note(.animateAlongsideTransition, controller)
        runLoop.scheduleAfterCommit(from: origin, animation)
        if let completion { runLoop.schedule(from: origin, completion) }
    }
}
