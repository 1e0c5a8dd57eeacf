import LifecycleModel

/// Why a scenario does not run, as typed data: names, labels, limits and the model's refusal — never a
/// sentence. Each stage of the language has its own cases (`LexingMessage`, `LimitMessage`, …);
/// `Texts.ScenarioErrorText` holds what each says in every language.
/// Indirect: an error stays one word wide in every frame that may throw it (`InputLimitTests` runs the
/// deepest scenario on a small stack).
package indirect enum ScenarioMessage: Equatable, Sendable {
    /// What the model refused (UIKit raises, or the release lacks the API).
    case model(ModelRefusal)
    case lexing(LexingMessage)
    case parsing(ParsingMessage)
    case limit(LimitMessage)
    case running(RunMessage)
    case swift(SwiftMessage)
    case storyboard(StoryboardMessage)
    case notification(NotificationMessage)
    case mainQueue(MainQueueMessage)
    /// The scenario language's own rules (`CheckingMessage`), its concurrency and presentation classes.
    case checking(CheckingMessage)
    case concurrency(ConcurrencyMessage)
    case presentationClass(PresentationClassMessage)
    case environment(EnvironmentMessage)
    case journey(JourneyMessage)
}

/// The help under an error: a spelling the scenario probably meant, or a stage's typed advice.
package indirect enum ScenarioHint: Equatable, Sendable {
    /// "did you mean `candidate`?": the candidate as code.
    case didYouMean(String)
    case lexing(LexingHint)
    case parsing(ParsingHint)
    case storyboard(StoryboardHint)
    case notification(NotificationHint)
    case mainQueue(MainQueueHint)
    case limit(LimitHint)
    case checking(CheckingHint)
    case concurrency(ConcurrencyHint)
    case presentationClass(PresentationClassHint)
    case environment(EnvironmentHint)
    case journey(JourneyHint)
}
