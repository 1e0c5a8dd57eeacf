/// The misuse rules of `RuleCatalogue`, called by the dispatcher for every callback and action of a
/// run once `Simulator.installMisuseRules()` installed them. It keeps the stack of callbacks in
/// progress — so an action knows which callback's body made it — and the state each rule needs; the
/// rules themselves are grouped by topic in the other files of this folder. Each diagnostic is
/// reported once per rule, object and source position.
final class MisuseRules {
    struct Frame {
        var callback: Callback
        let object: ModelObject
    }

    struct Position: Hashable {
        var line: Int
        var column: Int
    }

    /// Callbacks in progress, innermost last.
    var stack: [Frame] = []
    private var reported: Set<String> = []

    // Rule state (see the rule files).
    var superCallInLoadView: [ObjectIdentifier: Position] = [:]
    var awaitingDidMove: [ObjectIdentifier: (child: ViewController, parent: ViewController, at: Position)] = [:]
    var earlyWillMove: [ObjectIdentifier: (parent: ModelObject?, at: Position)] = [:]
    var willMoveToNil: Set<ObjectIdentifier> = []
    var removedBeforeView: Set<ObjectIdentifier> = []
    /// Children whose wrong-order removal was already reported (one diagnostic per removal).
    var misorderedRemoval: Set<ObjectIdentifier> = []
    var openAppearanceTransitions: [ObjectIdentifier: (appearing: Bool, at: Position)] = [:]
    var capturedProperty: [ObjectIdentifier: String] = [:]
    /// The controller the last `window.rootViewController = …` installed: during its view's loading it is
    /// not the root yet, but on its way to the window (LL009, not LL024).
    var rootBeingSet: ModelObject?

    // The three reports the dispatcher makes.

    func willCall(_ record: CallRecord, in simulator: Simulator) {
        if record.override != nil { checkOverride(record, in: simulator) }
        stack.append(Frame(callback: record.callback, object: record.object))
    }

    func didCall(_ record: CallRecord, in simulator: Simulator) {
        if !stack.isEmpty { stack.removeLast() }
        if record.callback == .loadView { superCallInLoadView[ObjectIdentifier(record.object)] = nil }
    }

    func perform(_ action: ActionRecord, in simulator: Simulator) {
        let at = Position(line: action.line, column: action.column)
        checkOverrideAction(action, at: at, in: simulator)
        checkContainment(action, at: at, in: simulator)
        checkPresentationAndLifetime(action, at: at, in: simulator)
        checkSegueAction(action, at: at, in: simulator)
        checkAsync(action, at: at, in: simulator)
    }

    func runDidEnd(in simulator: Simulator) {
        finishContainment(in: simulator)
        finishLifetime(in: simulator)
    }

    /// The callback whose body is running, if any.
    var currentCallback: Callback? { stack.last?.callback }

    /// `once`: a key under which only the first report counts (several reads in one statement).
    func report(
        _ ruleID: String, _ message: String, at position: Position, once: String? = nil, in simulator: Simulator
    ) {
        guard let rule = RuleCatalogue.rule(ruleID) else { preconditionFailure("unknown rule \(ruleID)") }
        let key = "\(ruleID)|" + (once ?? "\(position.line)|\(position.column)|\(message)")
        guard reported.insert(key).inserted else { return }
        simulator.addDiagnostic(
            Diagnostic(
                rule: rule.id, severity: rule.severity, line: position.line,
                column: position.column, message: message, fix: rule.fix.en))
    }

    /// "A (Feed)", or just "A" when the name is the class.
    static func describe(_ object: ModelObject) -> String {
        object.name == object.className || object.name.hasPrefix(object.className + "#")
            ? object.name : "\(object.name) (\(object.className))"
    }

    /// " in viewDidLoad()" when an override body made the action.
    var context: String { currentCallback.map { " in \($0.name)" } ?? "" }
}

extension Simulator {
    /// Adds every misuse rule of `RuleCatalogue` to this run (see `Dispatcher.rules`).
    package func installMisuseRules() { dispatcher.installRules() }
}
