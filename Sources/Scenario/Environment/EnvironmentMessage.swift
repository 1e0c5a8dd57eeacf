/// The errors of the environment's values (`EnvironmentChecking`): insets, traits, selectors.
package enum EnvironmentMessage: Equatable, Sendable {
    /// An insets initialiser with other labels: the type and the labels given (`_` for none).
    case noInitialiser(type: String, labels: [String])
    case expectedCGFloat
    case selectorTakesOneMethod
}

/// How to write an environment value.
package enum EnvironmentHint: Equatable, Sendable {
    /// A trait registration names the type itself: `T.self`.
    case traitRegistrationNamesType(String)
    /// The members the type has, as code (`.portrait`).
    case expectedOneOf([String])
    case wholePoints
    case writeSelector
}
