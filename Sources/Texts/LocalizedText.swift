import LifecycleModel

/// One piece of reader-facing text in every language: the initialiser takes all three, so a text
/// cannot lack one. A span in backticks (`` `super` ``) is code: renderers show it as code and never
/// translate it.
public struct LocalizedText: Equatable, Sendable {
    public var en: String
    public var ru: String
    public var zh: String

    public init(en: String, ru: String, zh: String) {
        self.en = en
        self.ru = ru
        self.zh = zh
    }

    public subscript(language: Language) -> String {
        switch language {
        case .en: en
        case .ru: ru
        case .zh: zh
        }
    }
}
