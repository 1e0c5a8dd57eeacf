/// LL020 (an outlet used in `prepare(for:sender:)` or while a controller is created), LL021
/// (`performSegue` from `viewDidLoad()`), LL022 (`performSegue` from code in a class that overrides
/// `shouldPerformSegue`, which UIKit does not ask then: Apple docs, "shouldPerformSegue(withIdentifier:sender:)")
/// and LL023 (dismissing or popping in an unwind action); their texts are in SegueRuleTexts.swift.
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
            guard isSegueOrCreationOutletAccess(action), let callback = currentCallback else { return }
            let outlet = "\(action.target.name).\(action.detail ?? "outlet")"
            report(
                "LL020",
                "\(outlet) is used in \(callback.name), before \(action.target.name)'s view is loaded: the outlet is nil (an implicitly unwrapped outlet crashes)",
                at: at, in: simulator)
        case .performSegue:
            guard let source = action.target as? ViewController else { return }
            let identifier = action.detail ?? ""
            if currentCallback == .viewDidLoad, source.view?.isInWindow != true {
                report(
                    "LL021",
                    "\(MisuseRules.describe(source)) performs segue \"\(identifier)\" in viewDidLoad(), before its view is in a window",
                    at: at, in: simulator)
            }
            if action.operand == nil, source.definition?.override(of: .shouldPerformSegue) != nil {
                report(
                    "LL022",
                    "\(MisuseRules.describe(source)) calls performSegue(withIdentifier: \"\(identifier)\") from code: its shouldPerformSegue(withIdentifier:sender:) is not asked",
                    at: at, in: simulator)
            }
        case .dismiss, .pop, .popToRoot, .setViewControllers:
            guard currentCallback == .unwindAction, let destination = stack.last?.object else { return }
            report(
                "LL023",
                "\(MisuseRules.describe(destination)) \(action.kind == .dismiss ? "dismisses" : "pops") in its unwind action; the unwind segue does it right after",
                at: at, in: simulator)
        default:
            return
        }
    }
}
