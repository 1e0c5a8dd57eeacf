import LifecycleModel

/// A diagnostic's message in a language: one template per `RuleMessage` case, filled with its typed
/// arguments. Each language is one exhaustive switch (`RuleMessageText+English.swift`, `+Russian`,
/// `+Chinese`), written as that language says it: no sentence is built from another language's pieces.
/// Code (object names, calls, properties) is in backticks.
public enum RuleMessageText {
    public static func render(_ message: RuleMessage, in language: Language) -> String {
        switch language {
        case .en: english(message)
        case .ru: russian(message)
        case .zh: chinese(message)
        }
    }

    /// `` `A` (`Feed`) ``, or `` `A` `` when the name is the class.
    static func object(_ object: RuleObject) -> String {
        object.name == object.className || object.name.hasPrefix(object.className + "#")
            ? code(object.name) : "\(code(object.name)) (\(code(object.className)))"
    }

    static func code(_ text: String) -> String { "`\(text)`" }

    /// `super.viewWillAppear(…)` for `viewWillAppear(_:)`.
    static func superCall(_ callback: Callback) -> String {
        code("super.\(callback.name.prefix { $0 != "(" })(…)")
    }
}
