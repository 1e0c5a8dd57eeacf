/// LL024: a `present` whose caller belongs to no hierarchy the window shows. UIKit finds the presenter
/// through the caller's ancestors (Apple docs, "present(_:animated:completion:)"; the model's
/// `rootAncestor`); when the top of that chain is neither the window's root nor a presented
/// controller, its view is out of the window for good: UIKit logs "Attempt to present … whose view
/// is not in the window hierarchy" and does nothing (the model's `present` returns early). LL009 is
/// the other case, a controller on its way to the window (its `viewDidLoad()`, `viewWillAppear(_:)`).
extension MisuseRules {
    /// Whether `caller` is detached: reported as LL024 instead of LL009.
    func checkDetachedPresenter(_ caller: ViewController, presented: String?, at: Position, in simulator: Simulator)
        -> Bool
    {
        let top = caller.rootAncestor
        guard top !== simulator.window.rootViewController, top !== rootBeingSet, top.presentingViewController == nil
        else { return false }
        report(
            .presentsFromDetached(
                RuleObject(caller), inside: top === caller ? nil : top.name, presented: presented, in: currentCallback),
            at: at, in: simulator)
        return true
    }
}
