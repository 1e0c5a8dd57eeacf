import Evidence
import LifecycleModel
import Reports

/// The evidence a reader sees: a marker on each trace row (a shape per standing, its words for screen
/// readers, the sources' titles as a tooltip, a link to the first source's entry on the Evidence page),
/// and the count under a trace of the rows that rest on the model's choice.
enum EvidenceHTML {
    /// The anchor of an entry on the Evidence page.
    static func anchor(_ id: EvidenceID) -> String { "ev-" + id.id }

    /// The content of a row's evidence cell; empty for a row the app's own code placed (console rows).
    /// `registryURL`: the Evidence page from this page, nil when the site has none (the marker still shows).
    static func marker(_ evidence: EvidenceSet, on release: IOSVersion, registryURL: String?, language: Language)
        -> String
    {
        guard let standing = EvidenceRegistry.standing(of: evidence, on: release) else { return "" }
        let entries = evidence.map(EvidenceRegistry.entry)
        let first = entries.first { $0.standing(on: release) == standing }!
        let words = EvidenceText.standing(standing)[language]
        let inner =
            "<span aria-hidden=\"true\">\(EvidenceText.glyph(standing))</span><span class=\"visually-hidden\">\(esc(words))</span>"
        // The standing in the page's language; the sources' own (often English) titles are on the Evidence
        // page the mark links to: on every row they made the longest pages half as heavy again and put
        // English into every Russian and Chinese trace.
        let title = " title=\"\(esc(words))\""
        guard let registryURL else {
            return "<span class=\"evidence-mark \(standing.rawValue)\"\(title)>\(inner)</span>"
        }
        return
            "<a class=\"evidence-mark \(standing.rawValue)\" href=\"\(esc(registryURL))#\(anchor(first.id))\"\(title)>\(inner)</a>"
    }

    /// Under a trace: how many of its rows rest on the model's choice.
    static func chosenRowsNote(_ trace: Trace, language: Language) -> String {
        var counted = 0
        var chosen = 0
        for event in trace.events {
            guard let standing = EvidenceRegistry.standing(of: event.evidence, on: trace.ios) else { continue }
            counted += 1
            if standing == .chosen { chosen += 1 }
        }
        guard counted > 0 else { return "" }
        let text =
            chosen == 0
            ? EvidenceText.noChosenRows[language]
            : EvidenceText.filled(EvidenceText.chosenRows[language], chosen, counted)
        let mark: EvidenceStanding = chosen == 0 ? .observed : .chosen
        return
            "<p class=\"evidence-note\"><span class=\"evidence-mark \(mark.rawValue)\" aria-hidden=\"true\">\(EvidenceText.glyph(mark))</span> \(esc(text))</p>\n"
    }

    /// `lang` for a title as published: Chinese or Russian script, else English.
    static func titleLanguage(_ title: String) -> String {
        for scalar in title.unicodeScalars {
            if (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value) { return "zh" }
            if (0x0400...0x04FF).contains(scalar.value) { return "ru" }
        }
        return "en"
    }

    static func esc(_ text: String) -> String { HTMLEscaping.escape(text) }
}
