/// LL020 (an outlet used in `prepare(for:sender:)` or while a controller is created) and LL021
/// (`performSegue` from `viewDidLoad()`); their texts are in SegueRuleTexts.swift.
extension MisuseRules {
    /// The callbacks in which a not-yet-loaded controller's outlet is the segue or creation mistake of
    /// LL020 rather than the general one of LL015.
    static let creationAndSegueCallbacks: Set<Callback> = [.prepareForSegue, .awakeFromNib, .initCoder, .initNibNameBundle]

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
            guard currentCallback == .viewDidLoad, let source = action.target as? ViewController,
                source.view?.isInWindow != true
            else { return }
            report(
                "LL021",
                "\(MisuseRules.describe(source)) performs segue \"\(action.detail ?? "")\" in viewDidLoad(), before its view is in a window",
                at: at, in: simulator)
        default:
            return
        }
    }
}
