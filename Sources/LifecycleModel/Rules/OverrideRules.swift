/// Rules about what override bodies do: LL001–LL004 (super, loadView), LL010 (geometry read too
/// early), LL011 (creation in layout callbacks), LL012 (expensive work per appearance), LL015 (outlets),
/// LL025 (`view` loaded in an initialiser).
extension MisuseRules {
    /// Overrides whose `super` UIKit relies on. Not `loadView()` (a programmatic one must not call it),
    /// not `draw(_:)` (UIView's does nothing), not initialisers, `deinit` or the scene delegate.
    static let callbacksNeedingSuper: Set<Callback> = [
        .awakeFromNib, .viewDidLoad, .viewWillUnload, .viewDidUnload, .viewWillAppear, .viewIsAppearing, .viewDidAppear,
        .viewWillDisappear, .viewDidDisappear, .updateViewConstraints, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
        .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .updateProperties, .willMoveToParent,
        .didMoveToParent,
        .viewWillTransitionToSize, .willTransitionToTraitCollection, .traitCollectionDidChange, .willRotate,
        .willAnimateRotation, .didRotate, .didReceiveMemoryWarning, .encodeRestorableState, .decodeRestorableState,
        .updateConstraints, .layoutSubviews, .safeAreaInsetsDidChange, .layoutMarginsDidChange,
    ]

    /// LL025: a controller's initialisers, where reading `view` loads it before the creator configured it.
    static let initialisers: Set<Callback> = [.initNibNameBundle, .initCoder]
    static let geometryTooEarly: Set<Callback> = [.viewDidLoad, .viewWillAppear, .loadView, .awakeFromNib]
    static let layoutCallbacks: Set<Callback> = [.viewWillLayoutSubviews, .viewDidLayoutSubviews, .layoutSubviews]
    static let repeatedCallbacks: Set<Callback> = [
        .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
        .viewWillLayoutSubviews, .viewDidLayoutSubviews, .layoutSubviews, .updateViewConstraints, .updateConstraints,
    ]
    /// The first word of an app method that does real work (I/O, parsing, waiting). `reload…`,
    /// `refresh…`, `update…`, `configure…` are UI updates: cheap.
    static let expensiveVerbs: Set<String> = [
        "fetch", "load", "download", "upload", "request", "sync", "query", "import", "parse", "decode", "sleep",
    ]

    /// LL001: called once per override that runs without ever calling super.
    func checkOverride(_ record: CallRecord, in simulator: Simulator) {
        guard let override = record.override, !override.callsSuper,
            MisuseRules.callbacksNeedingSuper.contains(record.callback)
        else { return }
        report(
            .missingSuper(RuleObject(record.object), override: record.callback),
            at: Position(line: override.line, column: override.column), once: "\(override.line)|\(override.column)",
            in: simulator)
    }

    func checkOverrideAction(_ action: ActionRecord, at: Position, in simulator: Simulator) {
        let object = action.target
        // Only a report needs the name: made on use, not for every action of every run.
        var who: RuleObject { RuleObject(object) }
        switch action.kind {
        case .callSuper where action.detail == .superCall(.loadView):
            superCallInLoadView[ObjectIdentifier(object)] = at
        case .assignView where currentCallback == .loadView:
            if let superCall = superCallInLoadView[ObjectIdentifier(object)] {
                report(.superLoadViewDiscarded(who), at: superCall, in: simulator)
            }
        case .accessView:
            guard let controller = object as? ViewController, controller.view == nil else { return }
            if controller.isLoadingView {
                report(.viewReadInLoadView(who), at: at, in: simulator)
            } else if let callback = currentCallback, MisuseRules.initialisers.contains(callback),
                stack.last?.object === controller
            {
                report(.viewLoadedInInitialiser(who, in: callback), at: at, in: simulator)
            }
        case .callLoadView:
            report(.loadViewCalledDirectly(who, in: currentCallback), at: at, in: simulator)
        case .readGeometry:
            guard let callback = currentCallback, MisuseRules.geometryTooEarly.contains(callback),
                let controller = object as? ViewController, !controller.geometryAccurate,
                case .geometry(let read) = action.detail
            else { return }
            let property = read == .traitCollection ? "traitCollection" : "view.\(read.rawValue)"
            report(
                .geometryReadEarly(who, property: property, in: callback), at: at,
                once: "\(at.line)|\(object.name)|\(callback.name)", in: simulator)
        case .addSubview, .activateConstraints:
            guard let callback = currentCallback, MisuseRules.layoutCallbacks.contains(callback) else { return }
            let owner = stack.last.map { RuleObject($0.object) } ?? who
            report(
                action.kind == .addSubview
                    ? .subviewAddedInLayout(owner, in: callback) : .constraintsActivatedInLayout(owner, in: callback),
                at: at, in: simulator)
        case .appCall:
            guard case .appMethod(let name) = action.detail, let callback = currentCallback,
                MisuseRules.repeatedCallbacks.contains(callback), MisuseRules.isExpensive(name)
            else { return }
            let owner = stack.last.map { RuleObject($0.object) } ?? who
            report(.expensiveWork(owner, method: name, in: callback), at: at, in: simulator)
        case .accessOutlet:
            if let controller = object as? ViewController, controller.view == nil,
                !isSegueOrCreationOutletAccess(action), case .outlet(let outlet) = action.detail
            {
                report(
                    .outletBeforeViewLoads(who, outlet: outlet, owner: object.name), at: at,
                    in: simulator)
            }
        default:
            return
        }
    }

    /// `store.fetchAll`, `loadData`, `Thread.sleep` → expensive; `reload`, `refresh` → not.
    static func isExpensive(_ name: String) -> Bool {
        let method = name.split(separator: ".").last.map(String.init) ?? name
        let verb = method.prefix { !$0.isUppercase && $0 != "(" }
        return expensiveVerbs.contains(String(verb))
    }
}
