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
                case .observer(let site) = action.detail,
                simulator.notificationCentre.registrations.contains(where: {
                    $0.observer === action.target && $0.site == site
                })
            else { return }
            report(
                .observerAddedAgain(RuleObject(action.target), notification: site.name.spelling, in: callback), at: at,
                in: simulator)
        case .keptAliveByWork:
            guard case .work(let work) = action.detail else { return }
            report(.keptAliveByPendingWork(RuleObject(action.target), work: work), at: at, in: simulator)
        case .animate:
            guard currentCallback == .viewWillTransitionToSize, stack.last?.object === action.target else { return }
            report(.animateInSizeTransition(RuleObject(action.target)), at: at, in: simulator)
        case .present:
            guard currentCallback == .viewDidLoad, let caller = action.target as? ViewController,
                stack.last?.object === caller,
                caller.rootAncestor.view?.isInWindow == true
            else { return }
            report(
                .presentsInViewDidLoad(
                    RuleObject(caller), presented: action.operand?.name, presenter: caller.rootAncestor.name,
                    caller: caller.name),
                at: at, in: simulator)
        default:
            return
        }
    }
}
