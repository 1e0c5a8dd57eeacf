import LifecycleModel

/// What the model refused, in a language: one exhaustive switch per language
/// (`ModelRefusalText+English.swift`, `+Russian`, `+Chinese`), each sentence whole in its language. The
/// English is what the command line has always printed; code keeps the form the English gives it.
package enum ModelRefusalText {
    package static func render(_ refusal: ModelRefusal, in language: Language) -> String {
        switch language {
        case .en: english(refusal)
        case .ru: russian(refusal)
        case .zh: chinese(refusal)
        }
    }

    /// The method a trait registration names.
    static func traitRegistration(withAction: Bool) -> String {
        withAction ? "registerForTraitChanges(_:action:)" : "registerForTraitChanges(_:handler:)"
    }
}
