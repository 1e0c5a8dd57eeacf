import LifecycleModel

/// A scenario that cannot run: a syntax error, a name or method the language does not know, a type
/// mismatch, or a call UIKit itself refuses. Always tied to a line and column of the scenario. It holds
/// typed records (`ScenarioMessage`, `ScenarioHint`); `Texts.ScenarioErrorText` says them in a language
/// and renders the error as the command line prints it.
public struct ScenarioError: Error, Equatable, Sendable {
    public var location: SourceLocation
    package var message: ScenarioMessage
    package var hint: ScenarioHint?
    /// When the release lacks what the scenario uses: the typed reason a claim shows its reader.
    public var unavailable: FeatureUnavailable?
    /// The scenario's further errors, in source order (at most `InputLimits.errorsReported` in all): a run
    /// reports every error it found, not the first alone.
    public var more: [ScenarioError] = []

    package init(
        location: SourceLocation, _ message: ScenarioMessage, hint: ScenarioHint? = nil,
        unavailable: FeatureUnavailable? = nil
    ) {
        self.location = location
        self.message = message
        self.hint = hint
        self.unavailable = unavailable
    }

    /// What the model refused, at the statement that asked for it.
    init(location: SourceLocation, _ error: ModelError) {
        self.init(location: location, .model(error.refusal), unavailable: error.unavailable)
    }
}
