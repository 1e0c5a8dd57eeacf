/// The languages the reference is written in. The catalogue carries every text in each of them.
public enum Language: String, CaseIterable, Sendable {
    case en, ru, zh

    /// The one parser of a language code, for `--lang` and page languages.
    public init(parsing text: String) throws(InvalidValue) {
        self = try .parse(text, expected: "a language")
    }
}

/// One piece of catalogue text in every language. A span in backticks (`` `super` ``) is code:
/// renderers show it as code and never translate it.
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
