/// Rules about what override bodies do: LL001–LL004 (super, loadView), LL010 (geometry read too
/// early), LL011 (creation in layout callbacks), LL012 (expensive work per appearance), LL015 (outlets).
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
        let name = record.callback.name
        let base = name.prefix { $0 != "(" }
        report(
            "LL001", "\(MisuseRules.describe(record.object)) overrides \(name) without calling super.\(base)(…)",
            at: Position(line: override.line, column: override.column), once: "\(override.line)|\(override.column)",
            in: simulator)
    }

    func checkOverrideAction(_ action: ActionRecord, at: Position, in simulator: Simulator) {
        let object = action.target
        // Only a report needs the name: computed on use, not for every action of every run.
        var who: String { MisuseRules.describe(object) }
        switch action.kind {
        case .callSuper where action.detail == Callback.loadView.name:
            superCallInLoadView[ObjectIdentifier(object)] = at
        case .assignView where currentCallback == .loadView:
            if let superCall = superCallInLoadView[ObjectIdentifier(object)] {
                report(
                    "LL002",
                    "\(who) calls super.loadView() in a loadView() that assigns its own view: UIKit's view is built, then thrown away",
                    at: superCall, in: simulator)
            }
        case .accessView:
            if let controller = object as? ViewController, controller.isLoadingView, controller.view == nil {
                report(
                    "LL003",
                    "\(who) reads view inside its own loadView() before assigning it: UIKit calls loadView() again, forever",
                    at: at, in: simulator)
            }
        case .callLoadView:
            report(
                "LL004",
                "loadView() of \(who) is called directly\(context): viewDidLoad() will never run for the view it makes",
                at: at, in: simulator)
        case .readGeometry:
            guard let callback = currentCallback, MisuseRules.geometryTooEarly.contains(callback),
                let controller = object as? ViewController, !controller.geometryAccurate
            else { return }
            let property =
                action.detail == GeometryProperty.traitCollection.rawValue
                ? "traitCollection" : "view.\(action.detail ?? "bounds")"
            report(
                "LL010", "\(who) reads \(property) in \(callback.name), before its geometry and traits are final",
                at: at, once: "\(at.line)|\(object.name)|\(callback.name)", in: simulator)
        case .addSubview, .activateConstraints:
            guard let callback = currentCallback, MisuseRules.layoutCallbacks.contains(callback) else { return }
            let what = action.kind == .addSubview ? "adds a subview" : "activates constraints"
            let owner = stack.last.map { MisuseRules.describe($0.object) } ?? who
            report(
                "LL011", "\(owner) \(what) in \(callback.name), which runs on every layout pass", at: at, in: simulator)
        case .appCall:
            guard let name = action.detail, let callback = currentCallback,
                MisuseRules.repeatedCallbacks.contains(callback), MisuseRules.isExpensive(name)
            else { return }
            let owner = stack.last.map { MisuseRules.describe($0.object) } ?? who
            report(
                "LL012", "\(owner) calls \(name)() in \(callback.name), which runs on every appearance or layout pass",
                at: at, in: simulator)
        case .accessOutlet:
            if let controller = object as? ViewController, controller.view == nil,
                !isSegueOrCreationOutletAccess(action)
            {
                report(
                    "LL015",
                    "\(who).\(action.detail ?? "outlet") is used before \(object.name)'s view is loaded: the outlet is nil (an implicitly unwrapped outlet crashes)",
                    at: at, in: simulator)
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
