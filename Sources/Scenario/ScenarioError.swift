import LifecycleModel

/// A scenario that cannot run: a syntax error, a name or method the language does not know, a type
/// mismatch, or a call UIKit itself refuses. Always tied to a line and column of the scenario.
public struct ScenarioError: Error, Equatable, Sendable {
    public var location: SourceLocation
    public var message: String
    public var hint: String?
    /// When the release lacks what the scenario uses: the typed reason a claim shows its reader.
    public var unavailable: FeatureUnavailable?
    /// The scenario's further errors, in source order (at most `InputLimits.errorsReported` in all): a run
    /// reports every error it found, not the first alone.
    public var more: [ScenarioError] = []

    public init(
        location: SourceLocation, message: String, hint: String? = nil, unavailable: FeatureUnavailable? = nil
    ) {
        self.location = location
        self.message = message
        self.hint = hint
        self.unavailable = unavailable
    }

    /// What the model refused, at the statement that asked for it.
    init(location: SourceLocation, _ error: ModelError) {
        self.init(location: location, message: error.message, unavailable: error.unavailable)
    }

    /// "file:line:col: error: message\n<source line>\n<spaces>^\nhint: …"; `lineOffset` and
    /// `columnOffset` shift the reported position (a scenario embedded in Markdown), not the caret.
    public func rendered(file: String, source: String, lineOffset: Int = 0, columnOffset: Int = 0) -> String {
        var text = "\(file):\(location.line + lineOffset):\(location.column + columnOffset): error: \(message)"
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        if location.line >= 1, location.line <= lines.count {
            var sourceLine = String(lines[location.line - 1])
            if sourceLine.hasSuffix("\r") { sourceLine.removeLast() }
            var scalars = Array(sourceLine.unicodeScalars)
            var caret = max(0, location.column - 1)
            // A very long line (generated input, the limits' errors) is cut to a window around the column.
            let window = 120
            if scalars.count > window {
                let start = min(max(0, caret - window / 2), scalars.count - window)
                let cut = Array(scalars[start..<(start + window)])
                scalars = (start > 0 ? ["…"] : []) + cut + (start + window < scalars.count ? ["…"] : [])
                caret = caret - start + (start > 0 ? 1 : 0)
            }
            text += "\n" + String(String.UnicodeScalarView(scalars))
            // Keep tabs so the caret lines up under the same column in a terminal.
            let prefix = scalars.prefix(caret)
            text += "\n" + String(String.UnicodeScalarView(prefix.map { $0 == "\t" ? "\t" : " " })) + "^"
        }
        if let hint { text += "\nhint: \(hint)" }
        for other in more {
            text +=
                "\n" + other.rendered(file: file, source: source, lineOffset: lineOffset, columnOffset: columnOffset)
        }
        return text
    }
}
