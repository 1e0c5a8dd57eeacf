/// What one scenario run produced: the ordered callbacks UIKit made, and the misuse it saw.
/// `lifeline trace --format json` serialises this; that JSON is a public interface (ARCHITECTURE.md,
/// "What a run produces").
public struct Trace: Equatable, Sendable {
    public var title: String?
    public var ios: IOSVersion
    public var events: [TraceEvent]
    public var diagnostics: [Diagnostic]
    /// What the scenario used that the model does not model (app types, UIKit API outside the lifecycle):
    /// accepted as opaque values, listed once each, in order of first use. Empty for the bundled pages.
    public var notModelled: [String] = []

    public init(title: String? = nil, ios: IOSVersion, events: [TraceEvent] = [], diagnostics: [Diagnostic] = []) {
        self.title = title
        self.ios = ios
        self.events = events
        self.diagnostics = diagnostics
    }
}

/// One callback UIKit made (or one note the model adds where UIKit deliberately calls nothing), or one
/// line the app's code printed (`kind == .console`).
public struct TraceEvent: Equatable, Sendable {
    /// What the row is: most are UIKit's calls; a console row is the app's `print(…)`, its text in the
    /// `output` argument, `callback` "print(_:)", `object` the object whose code printed ("" at the top level).
    public enum Kind: String, Sendable {
        case callback, console
    }

    /// 1-based position in the trace.
    public var seq: Int
    /// The scenario's name for the object (`A`, `nav`, `A.view`, `window`).
    public var object: String
    /// Its class (`UIViewController`, `UINavigationController`, `Broken`, `UIView`).
    public var className: String
    /// Swift name as in Apple's documentation: `viewWillAppear(_:)`, `willMove(toParent:)`, `deinit`;
    /// `print(_:)` on a console row, the property (`view.bounds`) on a row showing what the app's code read.
    public var callback: String
    /// The catalogue's callback this row is a call of; nil on a console row or a read. Consumers match
    /// on this, never on `callback`'s spelling.
    public var method: Callback?
    /// Arguments in declaration order: `animated: true`, `parent: nav`, `size: 844×390`.
    public var args: [Argument]
    /// 0 for a callback UIKit made from the run loop; n+1 for a callback made while a depth-n one ran.
    public var depth: Int
    /// The scenario source line whose statement caused it (1-based).
    public var line: Int
    /// The run-loop transaction (CATransaction commit) it ran in; increases over the run.
    public var transaction: Int
    /// The object's state as the callback begins.
    public var state: StateSnapshot
    public var kind: Kind
    /// The sources that placed this row where it is (the innermost `withEvidence` scope of the model's
    /// decision); empty for a console row, which the app's code placed.
    public var evidence: EvidenceSet

    /// A call of a catalogue callback.
    public init(
        seq: Int, object: String, className: String, callback: Callback, args: [Argument] = [],
        depth: Int, line: Int, transaction: Int, state: StateSnapshot, evidence: EvidenceSet = EvidenceSet()
    ) {
        self.init(
            seq: seq, object: object, className: className, callback: callback.name, args: args, depth: depth,
            line: line, transaction: transaction, state: state, evidence: evidence)
        method = callback
    }

    /// A row that is no catalogue callback: a console row, or a value the app's code read.
    public init(
        seq: Int, object: String, className: String, callback: String, args: [Argument] = [],
        depth: Int, line: Int, transaction: Int, state: StateSnapshot, kind: Kind = .callback,
        evidence: EvidenceSet = EvidenceSet()
    ) {
        self.kind = kind
        self.evidence = evidence
        self.seq = seq
        self.object = object
        self.className = className
        self.callback = callback
        self.args = args
        self.depth = depth
        self.line = line
        self.transaction = transaction
        self.state = state
    }
}

/// A labelled argument value as the trace shows it. Values are already rendered to text (code: names,
/// numbers, enum cases); a remark for the reader is a typed `note` instead, worded by `Texts.TraceNoteText`
/// in the reader's language, and its `value` is empty.
public struct Argument: Equatable, Hashable, Sendable {
    public var label: String
    public var value: String
    public var note: TraceNote?
    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }

    public init(_ label: String, note: TraceNote) {
        self.label = label
        self.value = ""
        self.note = note
    }
}

/// A remark a trace row carries for the reader (not a value UIKit passes).
public enum TraceNote: String, CaseIterable, Sendable {
    /// The app changes state, and view controllers hear nothing of it.
    case noAppearanceCallbacks
    /// iOS 13+: on entering the background UIKit snapshots the app in both interface styles.
    case snapshotInBothAppearances
}

/// The appearance state machine of a view controller (UIKit's private `_appearState`).
public enum AppearanceState: String, CaseIterable, Sendable {
    case disappeared, appearing, appeared, disappearing
}

/// What is true of the object when the callback begins. For a view, `appearance` is nil.
public struct StateSnapshot: Equatable, Sendable {
    public var viewLoaded: Bool
    public var inWindow: Bool
    public var appearance: AppearanceState?
    /// Bounds, safe area and margins are final for this appearance.
    public var geometryAccurate: Bool
    /// `traitCollection` reflects the environment the view will be shown in.
    public var traitsCurrent: Bool
    /// `transitionCoordinator` is non-nil.
    public var transitionCoordinator: Bool

    public init(
        viewLoaded: Bool, inWindow: Bool, appearance: AppearanceState?, geometryAccurate: Bool,
        traitsCurrent: Bool, transitionCoordinator: Bool
    ) {
        self.viewLoaded = viewLoaded
        self.inWindow = inWindow
        self.appearance = appearance
        self.geometryAccurate = geometryAccurate
        self.traitsCurrent = traitsCurrent
        self.transitionCoordinator = transitionCoordinator
    }
}

public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note, warning, error
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        let order: [Severity] = [.note, .warning, .error]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}

/// A misuse the model saw, tied to the scenario source: the rule's typed message, never its text (the
/// `Texts` module renders it, with the rule's title and fix, in each language).
public struct Diagnostic: Equatable, Sendable {
    public var message: RuleMessage
    public var line: Int
    public var column: Int

    public init(_ message: RuleMessage, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// Stable rule id, `LL001`…
    public var rule: RuleID { message.rule }
    public var severity: Severity { message.rule.severity }
}
