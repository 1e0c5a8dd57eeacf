/// The misuse rules (`RuleID`), called by the dispatcher for every callback and action of a
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
    private var reported: Set<ReportKey> = []

    /// What makes two reports the same: the rule and either the caller's `once` scope or the position
    /// and message.
    private struct ReportKey: Hashable {
        var rule: RuleID
        var once: String?
        var position: Position?
        var message: RuleMessage?
    }

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
    func report(_ message: RuleMessage, at position: Position, once: String? = nil, in simulator: Simulator) {
        let key =
            once.map { ReportKey(rule: message.rule, once: $0) }
            ?? ReportKey(rule: message.rule, position: position, message: message)
        guard reported.insert(key).inserted else { return }
        simulator.addDiagnostic(Diagnostic(message, line: position.line, column: position.column))
    }
}

extension Simulator {
    /// Adds every misuse rule (`RuleID`) to this run (see `Dispatcher.rules`).
    package func installMisuseRules() { dispatcher.installRules() }
}
