/// The misuse rules the model checks, by their stable ids. An id never changes meaning and is never
/// reused; a new rule takes the next one. Each rule's title, explanation, fix and message templates are
/// reader-facing text and live in the `Texts` module, keyed by this id.
public enum RuleID: String, CaseIterable, Comparable, Sendable {
    case ll001 = "LL001", ll002 = "LL002", ll003 = "LL003", ll004 = "LL004", ll005 = "LL005", ll006 = "LL006"
    case ll007 = "LL007", ll008 = "LL008", ll009 = "LL009", ll010 = "LL010", ll011 = "LL011", ll012 = "LL012"
    case ll013 = "LL013", ll014 = "LL014", ll015 = "LL015", ll016 = "LL016", ll017 = "LL017", ll018 = "LL018"
    case ll019 = "LL019", ll020 = "LL020", ll021 = "LL021", ll022 = "LL022", ll023 = "LL023", ll024 = "LL024"
    case ll025 = "LL025"

    /// `LL004` as written in a claim's prediction or an `expect` pin.
    public init?(code: String) { self.init(rawValue: code) }

    /// `LL004`.
    public var code: String { rawValue }

    /// An error is a mistake UIKit punishes (a crash, nothing presented, endless recursion); a warning
    /// works today but breaks forwarding, lifetime or performance.
    public var severity: Severity {
        switch self {
        case .ll003, .ll004, .ll009, .ll015, .ll020, .ll024: .error
        case .ll001, .ll002, .ll005, .ll006, .ll007, .ll008, .ll010, .ll011, .ll012, .ll013, .ll014, .ll016, .ll017,
            .ll018, .ll019, .ll021, .ll022, .ll023, .ll025:
            .warning
        }
    }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
