/// Heading ids (README.md, "Writing pages"): lowercase; ASCII letters and digits kept; spaces and
/// punctuation become `-`; non-ASCII letters kept as they are, so Russian and Chinese headings get
/// readable ids; duplicates within a page get `-2`, `-3`.
struct HeadingIDs {
    private var used: Set<String> = []

    /// The base id of a heading's text, before de-duplication.
    static func slug(_ text: String) -> String {
        var id = ""
        var pendingDash = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash && !id.isEmpty { id.append("-") }
                pendingDash = false
                id.append(character)
            } else {
                pendingDash = true
            }
        }
        return id.isEmpty ? "section" : id
    }

    /// A unique id for this heading on this page.
    mutating func next(for text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        var suffix = 1
        while used.contains(candidate) {
            suffix += 1
            candidate = "\(base)-\(suffix)"
        }
        used.insert(candidate)
        return candidate
    }
}
