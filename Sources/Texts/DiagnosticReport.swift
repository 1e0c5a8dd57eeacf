import LifecycleModel

/// A misuse diagnostic as every route shows it — the command line's text, the trace JSON and the site's
/// HTML — in one language: the same id, severity, position, message, notes and fix everywhere. The
/// message and fix are Markdown with code in backticks; each renderer shows the backticks its own way.
public struct DiagnosticReport: Equatable, Sendable {
    public var rule: RuleID
    public var severity: Severity
    public var line: Int
    public var column: Int
    /// The rule's title.
    public var title: String
    /// What happened in this run, naming its objects.
    public var message: String
    /// More about the message (none of the rules needs one yet; kept so every route has the same fields).
    public var notes: [String]
    /// One line: what to write instead.
    public var fix: String

    public init(_ diagnostic: Diagnostic, in language: Language) {
        let text = RuleText.of(diagnostic.rule)
        rule = diagnostic.rule
        severity = diagnostic.severity
        line = diagnostic.line
        column = diagnostic.column
        title = text.title[language]
        message = RuleMessageText.render(diagnostic.message, in: language)
        notes = []
        fix = text.fix[language]
    }
}
