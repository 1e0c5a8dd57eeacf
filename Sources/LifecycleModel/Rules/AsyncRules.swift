/// LL016 (an observer added again on a later appearance without removing the first), LL017 (a task or
/// timer whose closure keeps a controller alive once nothing else does), LL018 (`UIView.animate` in
/// `viewWillTransition(to:with:)`), LL019 (presenting from `viewDidLoad()` when the model does present:
/// when it does not, LL009 reports it).
extension MisuseRules {
    private static let appearanceCallbacks: Set<Callback> = [.viewWillAppear, .viewIsAppearing, .viewDidAppear]

    func checkAsync(_ action: ActionRecord, at: Position, in simulator: Simulator) {
        switch action.kind {
        case .addObserver:
            guard let callback = currentCallback, MisuseRules.appearanceCallbacks.contains(callback),
                let site = action.detail,
                simulator.notificationCentre.registrations.contains(where: {
                    $0.observer === action.target && $0.site == site
                })
            else { return }
            let name = site.prefix { $0 != "|" }
            report(
                "LL016",
                "\(MisuseRules.describe(action.target)) adds an observer of \(name) in \(callback.name) while the one it added on an earlier appearance is still registered: each post now runs it once per appearance",
                at: at, in: simulator)
        case .keptAliveByWork:
            let kind = action.detail ?? "Task"
            let stop = kind == "Timer" ? "invalidate()d" : "cancel()led"
            report(
                "LL017",
                "\(MisuseRules.describe(action.target)) has no outside reference left, but the \(kind) started here captures self strongly and was never \(stop): the controller stays alive (deinit waits) until it has run",
                at: at, in: simulator)
        case .animate:
            guard currentCallback == .viewWillTransitionToSize, stack.last?.object === action.target else { return }
            report(
                "LL018",
                "\(MisuseRules.describe(action.target)) starts UIView.animate in viewWillTransition(to:with:): it runs before the new size is applied, not alongside the transition",
                at: at, in: simulator)
        case .present:
            guard currentCallback == .viewDidLoad, let caller = action.target as? ViewController,
                stack.last?.object === caller,
                caller.rootAncestor.view?.isInWindow == true
            else { return }
            let presented = action.operand.map { " \($0.name)" } ?? ""
            report(
                "LL019",
                "\(MisuseRules.describe(caller)) presents\(presented) in viewDidLoad(), before its own view is in the window: the presentation starts from \(caller.rootAncestor.name) in the middle of \(caller.name)'s own appearance",
                at: at, in: simulator)
        default:
            return
        }
    }
}
