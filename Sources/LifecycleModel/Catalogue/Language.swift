/// The languages the reference is written in. The `Texts` module words every reader-facing sentence in each of them.
public enum Language: String, CaseIterable, Sendable {
    case en, ru, zh

    /// The one parser of a language code, for `--lang` and page languages.
    public init(parsing text: String) throws(InvalidValue) {
        self = try .parse(text, expected: "a language")
    }
}
