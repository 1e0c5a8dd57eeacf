/// LL020 (an outlet used in `prepare(for:sender:)` or while a controller is created), LL021
/// (`performSegue` from `viewDidLoad()`), LL022 (`performSegue` from code in a class that overrides
/// `shouldPerformSegue`, which UIKit does not ask then: Apple docs, "shouldPerformSegue(withIdentifier:sender:)")
/// and LL023 (dismissing or popping in an unwind action); their texts are in the Texts module.
extension MisuseRules {
    /// The callbacks in which a not-yet-loaded controller's outlet is the segue or creation mistake of
    /// LL020 rather than the general one of LL015.
    static let creationAndSegueCallbacks: Set<Callback> = [
        .prepareForSegue, .awakeFromNib, .initCoder, .initNibNameBundle,
    ]

    /// LL020 covers this outlet access (LL015 then stays silent).
    func isSegueOrCreationOutletAccess(_ action: ActionRecord) -> Bool {
        guard action.kind == .accessOutlet, let controller = action.target as? ViewController, controller.view == nil,
            let callback = currentCallback
        else { return false }
        return MisuseRules.creationAndSegueCallbacks.contains(callback)
    }

    func checkSegueAction(_ action: ActionRecord, at: Position, in simulator: Simulator) {
        switch action.kind {
        case .accessOutlet:
            guard isSegueOrCreationOutletAccess(action), let callback = currentCallback,
                case .outlet(let outlet) = action.detail
            else { return }
            report(
                .outletUsedBeforeLoad(owner: action.target.name, outlet: outlet, in: callback),
                at: at, in: simulator)
        case .performSegue:
            guard let source = action.target as? ViewController, case .segue(let identifier) = action.detail
            else { return }
            if currentCallback == .viewDidLoad, source.view?.isInWindow != true {
                report(.performSegueInViewDidLoad(RuleObject(source), identifier: identifier), at: at, in: simulator)
            }
            if action.operand == nil, source.implements(.shouldPerformSegue) {
                report(
                    .performSegueSkipsShouldPerform(RuleObject(source), identifier: identifier), at: at, in: simulator)
            }
        case .dismiss, .pop, .popToRoot, .setViewControllers:
            guard currentCallback == .unwindAction, let destination = stack.last?.object else { return }
            let who = RuleObject(destination)
            report(
                action.kind == .dismiss ? .dismissesInUnwindAction(who) : .popsInUnwindAction(who), at: at,
                in: simulator)
        default:
            return
        }
    }
}
