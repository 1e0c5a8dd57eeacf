import LifecycleModel

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

    /// `html(_:)` for a page in `language`: on a page not in English, a quotation whose text is Latin
    /// script (an English sentence quoted from Apple's documentation) is marked `lang="en"`, as the
    /// build marks the pages' own quotations (`MarkdownDocument.markEnglishQuotations`).
    public static func html(_ text: String, in language: Language) -> String {
        guard language != .en else { return html(text) }
        return CatalogueInline.runs(text).map { run in
            switch run {
            case .text(let text): markingEnglishQuotations(text)
            case .code(let code): "<code>\(HTMLEscaping.escape(code))</code>"
            }
        }.joined()
    }

    /// Opening quotation mark → its closing mark, in the languages the site is written in.
    public static let quotationMarks: [Unicode.Scalar: Unicode.Scalar] = [
        "«": "»", "“": "”", "„": "“", "\"": "\"", "《": "》", "「": "」", "『": "』",
    ]

    /// Latin letters and no letter of another script (digits, punctuation and spaces are neutral).
    public static func isEnglish(_ text: String) -> Bool {
        var latin = false
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            guard scalar.isASCII else { return false }
            latin = true
        }
        return latin
    }

    /// Escaped text, each quotation in Latin script inside a `lang="en"` span (marks outside it).
    private static func markingEnglishQuotations(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var html = ""
        var start = 0
        var index = 0
        func escaped(_ range: Range<Int>) -> String {
            HTMLEscaping.escape(String(String.UnicodeScalarView(scalars[range])))
        }
        while index < scalars.count {
            guard let close = quotationMarks[scalars[index]],
                let end = scalars[(index + 1)...].firstIndex(of: close),
                isEnglish(String(String.UnicodeScalarView(scalars[(index + 1)..<end])))
            else {
                index += 1
                continue
            }
            html += escaped(start..<(index + 1)) + "<span lang=\"en\">" + escaped((index + 1)..<end) + "</span>"
            start = end
            index = end + 1
        }
        return html + escaped(start..<scalars.count)
    }

    /// The text with the code marks removed, for a terminal.
    public static func plain(_ text: String) -> String { CatalogueInline.plain(text) }
}
