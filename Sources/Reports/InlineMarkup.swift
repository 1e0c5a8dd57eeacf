/// Reader-facing text from `Texts` (rule titles, messages, fixes) is Markdown whose only markup is code
/// in backticks. Each output shows it its own way: HTML as `<code>`, plain text without the marks.
public enum InlineMarkup {
    /// Escaped HTML with backtick runs as `<code>`.
    public static func html(_ text: String) -> String {
        CatalogueInline.runs(text).map { run in
            switch run {
            case .text(let text): HTMLEscaping.escape(text)
            case .code(let code): "<code>\(HTMLEscaping.escape(code))</code>"
            }
        }.joined()
    }

    /// The text with the code marks removed, for a terminal.
    public static func plain(_ text: String) -> String { CatalogueInline.plain(text) }
}
