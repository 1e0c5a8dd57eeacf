import LifecycleModel
import Texts

/// One scenario's traces on several iOS versions, each compared with the version before it: which
/// rows differ, and what changed, as typed differences (callbacks an object gets or no longer gets,
/// two calls whose order swapped). The one comparison of traces: the site's `compare=` blocks, `lifeline
/// trace --compare` and anything else that compares versions use it. No Foundation, so code that
/// shares the model's constraints can use it too.
public struct TraceComparison: Equatable, Sendable {
    /// A call as the comparison sees it: who and what, not when (sequence numbers, lines and
    /// transactions shift whenever anything before them changes). Console rows compare by their text.
    public struct Call: Hashable, Sendable, CustomStringConvertible {
        public var object: String
        public var callback: String

        init(_ event: TraceEvent) {
            object = event.object
            callback = event.kind == .console ? "print: " + (event.args.first?.value ?? "") : event.callback
        }

        public init(object: String, callback: String) {
            self.object = object
            self.callback = callback
        }

        public var description: String { "\(object).\(callback)" }
    }

    public enum Change: Equatable, Sendable {
        /// The object gets these callbacks (each as often as it gained them), in trace order.
        case added(object: String, callbacks: [String])
        /// The object no longer gets these callbacks.
        case removed(object: String, callbacks: [String])
        /// Both calls happen in both versions; `first` now comes before `second`, after it before.
        case reordered(first: Call, second: Call)
    }

    public struct Version: Equatable, Sendable {
        public var trace: Trace
        /// Indices into `trace.events` of the rows not matched in the previous version's trace.
        public var changedRows: Set<Int>
        /// Empty for the first version and for a version whose trace matches the previous one.
        public var changes: [Change]
        /// False for the first version: it has nothing to be compared with.
        public var hasPrevious: Bool
    }

    public var versions: [Version]

    /// What to compare: `all` (every release the model knows, oldest first) or a comma-separated list
    /// of releases (`12,13,17,26`), each read by `IOSVersion(parsing:)`; the one parser of `compare=`
    /// and `--compare`. At least two distinct releases, in increasing order.
    public static func versions(parsing text: String) throws(InvalidValue) -> [IOSVersion] {
        if text == "all" { return VersionProfile.knownMajors.map { IOSVersion($0) } }
        var versions: [IOSVersion] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let version = try IOSVersion(parsing: String(part))
            if let last = versions.last, !(last < version) {
                throw InvalidValue(
                    text: text, expected: "releases in increasing order",
                    note: "write each release once, oldest first: 12,13,17,26 (or all)")
            }
            versions.append(version)
        }
        guard versions.count >= 2 else {
            throw InvalidValue(
                text: text, expected: "at least two releases", note: "write two or more releases: 12,13,17,26 (or all)")
        }
        return versions
    }

    /// Compares each trace with the one before it, in the order given (oldest first, as a rule).
    public init(_ traces: [Trace]) {
        var versions: [Version] = []
        var previous: [Call]?
        for trace in traces {
            let calls = trace.events.map(Call.init)
            if let before = previous {
                let matched = Self.commonSubsequence(before, calls)
                let changed = Set(calls.indices).subtracting(matched.map { $0.1 })
                versions.append(
                    Version(
                        trace: trace, changedRows: changed, changes: Self.changes(from: before, to: calls),
                        hasPrevious: true))
            } else {
                versions.append(Version(trace: trace, changedRows: [], changes: [], hasPrevious: false))
            }
            previous = calls
        }
        self.versions = versions
    }

    /// Added and removed callbacks per object (counted, so a second call is a change too), objects in
    /// order of first appearance; then the first pair of calls, in the new trace's order, whose order
    /// differs from the old trace's.
    static func changes(from old: [Call], to new: [Call]) -> [Change] {
        var remaining: [Call: Int] = [:]
        for call in old { remaining[call, default: 0] += 1 }
        var added: [Call] = []
        for call in new {
            if let count = remaining[call], count > 0 {
                remaining[call] = count - 1
            } else {
                added.append(call)
            }
        }
        var removed: [Call] = []
        for call in old {
            if let count = remaining[call], count > 0 {
                remaining[call] = count - 1
                removed.append(call)
            }
        }
        var objects: [String] = []
        for call in old + new where !objects.contains(call.object) { objects.append(call.object) }
        var changes: [Change] = []
        for object in objects {
            let lost = removed.filter { $0.object == object }.map { $0.callback }
            if !lost.isEmpty { changes.append(.removed(object: object, callbacks: lost)) }
            let gained = added.filter { $0.object == object }.map { $0.callback }
            if !gained.isEmpty { changes.append(.added(object: object, callbacks: gained)) }
        }
        if let swap = firstSwap(old, new) { changes.append(swap) }
        return changes
    }

    /// The earliest pair (in the new order) of calls present in both traces that come in the other order
    /// in the old one. Calls are matched occurrence by occurrence (a second `viewWillLayoutSubviews()` with
    /// the second), so a swap among later calls is found even when the first ones keep their order.
    private static func firstSwap(_ old: [Call], _ new: [Call]) -> Change? {
        var oldPosition: [Occurrence: Int] = [:]
        for (index, occurrence) in occurrences(old).enumerated() { oldPosition[occurrence] = index }
        let order = occurrences(new).filter { oldPosition[$0] != nil }
        var latest = -1
        for (later, occurrence) in order.enumerated() {
            let position = oldPosition[occurrence] ?? 0
            if position < latest, let earlier = order[..<later].first(where: { (oldPosition[$0] ?? 0) > position }) {
                return .reordered(first: earlier.call, second: occurrence.call)
            }
            latest = max(latest, position)
        }
        return nil
    }

    /// A call and how many times it came before in its trace.
    private struct Occurrence: Hashable {
        var call: Call
        var index: Int
    }

    private static func occurrences(_ calls: [Call]) -> [Occurrence] {
        var counts: [Call: Int] = [:]
        return calls.map { call in
            let index = counts[call, default: 0]
            counts[call] = index + 1
            return Occurrence(call: call, index: index)
        }
    }

    /// Index pairs (old, new) of a longest common subsequence: the rows that match in order.
    static func commonSubsequence(_ old: [Call], _ new: [Call]) -> [(Int, Int)] {
        let rows = old.count + 1
        let columns = new.count + 1
        var lengths = [Int](repeating: 0, count: rows * columns)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i * columns + j] =
                    old[i] == new[j]
                    ? lengths[(i + 1) * columns + j + 1] + 1
                    : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var i = 0
        var j = 0
        while i < old.count, j < new.count {
            if old[i] == new[j] {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}

/// The comparison told in words, one line a version, in a reader's language.
public enum TraceComparisonText {
    /// `lifeline trace --compare`: for each version its one-line summary, then its trace with the rows
    /// that differ from the previous version marked `*`, then each change on a line of its own.
    public static func render(_ comparison: TraceComparison, color: Bool) -> String {
        var out = ""
        for (index, version) in comparison.versions.enumerated() {
            if index > 0 { out += "\n" }
            out += "== " + summary(version, language: .en) + "\n"
            out += TraceTextRenderer.render(version.trace, color: color, marked: version.changedRows)
            if !version.changes.isEmpty {
                let previous = comparison.versions[index - 1].trace.ios.description
                out += "\nChanges from iOS \(previous):\n"
                for change in version.changes {
                    out += "  " + sentence(change, language: .en, limit: Int.max) + "\n"
                }
            }
        }
        return out
    }

    /// "iOS 13: A no longer gets viewWillAppear(_:); …" Callbacks beyond `limit` per change are counted.
    public static func summary(_ version: TraceComparison.Version, language: Language, limit: Int = 4) -> String {
        let prefix = "iOS \(version.trace.ios.description): "
        guard version.hasPrevious else { return prefix + ComparisonText.baseline[language] }
        guard !version.changes.isEmpty else { return prefix + ComparisonText.unchanged[language] }
        return prefix + version.changes.map { sentence($0, language: language, limit: limit) }.joined(separator: "; ")
    }

    static func sentence(_ change: TraceComparison.Change, language: Language, limit: Int) -> String {
        switch change {
        case .added(let object, let callbacks):
            return ComparisonText.gets(object, list(callbacks, language: language, limit: limit), language)
        case .removed(let object, let callbacks):
            return ComparisonText.noLongerGets(object, list(callbacks, language: language, limit: limit), language)
        case .reordered(let first, let second):
            return ComparisonText.nowBefore(first.description, second.description, language)
        }
    }

    /// Distinct callbacks in order, "×2" for repeats, the rest counted past `limit`.
    static func list(_ callbacks: [String], language: Language, limit: Int) -> String {
        var distinct: [String] = []
        var counts: [String: Int] = [:]
        for callback in callbacks {
            if counts[callback] == nil { distinct.append(callback) }
            counts[callback, default: 0] += 1
        }
        var parts = distinct.prefix(limit).map { name in
            (counts[name] ?? 1) > 1 ? "\(name) ×\(counts[name] ?? 1)" : name
        }
        if distinct.count > limit { parts.append(ComparisonText.more(distinct.count - limit, language)) }
        return parts.joined(separator: ", ")
    }
}
