import LifecycleModel

/// A misuse rule's reader-facing text in every language: its title, why it matters, and the fix (one
/// line: what to write instead). Backticks mark code, which renderers show as code and never translate.
public struct RuleText: Equatable, Sendable {
    public var title: LocalizedText
    public var explanation: LocalizedText
    public var fix: LocalizedText

    /// The text of a rule. The switch is exhaustive, so a new `RuleID` does not compile without its text;
    /// the texts themselves are grouped by theme in this folder.
    public static func of(_ rule: RuleID) -> RuleText {
        switch rule {
        case .ll001: .ll001
        case .ll002: .ll002
        case .ll003: .ll003
        case .ll004: .ll004
        case .ll005: .ll005
        case .ll006: .ll006
        case .ll007: .ll007
        case .ll008: .ll008
        case .ll009: .ll009
        case .ll010: .ll010
        case .ll011: .ll011
        case .ll012: .ll012
        case .ll013: .ll013
        case .ll014: .ll014
        case .ll015: .ll015
        case .ll016: .ll016
        case .ll017: .ll017
        case .ll018: .ll018
        case .ll019: .ll019
        case .ll020: .ll020
        case .ll021: .ll021
        case .ll022: .ll022
        case .ll023: .ll023
        case .ll024: .ll024
        case .ll025: .ll025
        }
    }
}
