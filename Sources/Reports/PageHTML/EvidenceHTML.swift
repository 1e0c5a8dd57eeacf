import Evidence
import LifecycleModel
import Texts

/// The evidence a reader sees: a marker on each trace row (a shape per standing, its words for screen
/// readers, a link to the first source's entry on the Evidence page), and under a trace the key to the
/// shapes and the count of the rows that rest on the model's choice.
package enum EvidenceHTML {
    /// The anchor of an entry on the Evidence page.
    package static func anchor(_ id: EvidenceID) -> String { "ev-" + id.id }

    /// The content of a row's evidence cell; empty for a row the app's own code placed (console rows).
    /// `registryURL`: the Evidence page from this page, nil when the site has none (the marker still shows).
    ///
    /// One element a row: the glyph, named for screen readers by `aria-label` with the standing in the
    /// page's language, the standing as its class (the colour), linking to the first source's entry. The
    /// glyphs' meanings are said once, in the note under the trace (`chosenRowsNote`), not on each row
    /// (a tooltip and a hidden span on every row were 170 bytes and three nodes).
    package static func marker(
        _ evidence: EvidenceSet, on release: IOSVersion, registryURL: String?, language: Language
    )
        -> String
    {
        guard let standing = EvidenceRegistry.standing(of: evidence, on: release) else { return "" }
        let entries = evidence.map(EvidenceRegistry.entry)
        let first = entries.first { $0.standing(on: release) == standing }!
        let label =
            "class=\(standing.rawValue) aria-label\(HTMLEscaping.attribute(EvidenceText.standing(standing)[language]))"
        guard let registryURL else {
            return "<span role=img \(label)>\(EvidenceText.glyph(standing))</span>"
        }
        let href = HTMLEscaping.attribute(registryURL + "#" + anchor(first.id))
        return "<a \(label) href\(href)>\(EvidenceText.glyph(standing))</a>"
    }

    /// Under a trace: how many of its rows rest on the model's choice, after the key to the marks the
    /// first time on the page (`resources`, as the legend's callbacks; every time without them): a
    /// page of twenty traces said the same key twenty times (8 KB of the Russian Versions page). The
    /// marks still name their standing to screen readers on every row.
    package static func chosenRowsNote(_ trace: Trace, language: Language, resources: ExplainedCallbacks? = nil)
        -> String
    {
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
            : EvidenceText.chosenRows(chosen, of: counted, in: language)
        // The key to the rows' marks, one glyph a standing, then what this trace's rows rest on.
        var key = ""
        guard resources?.firstExplanation(of: keyExplanation) ?? true else {
            return "<p class=\"evidence-note\">\(esc(text))</p>\n"
        }
        for standing in EvidenceStanding.allCases {
            key +=
                "<span class=\"evidence-mark \(standing.rawValue)\" aria-hidden=\"true\">\(EvidenceText.glyph(standing))</span> \(esc(EvidenceText.standing(standing)[language])) "
        }
        return "<p class=\"evidence-note\">\(key)— \(esc(text))</p>\n"
    }

    /// The key's entry among what the page has explained (a callback's is its name and summary, never this).
    static let keyExplanation = "evidence marks' key"

    /// `lang` for a title as published: Chinese or Russian script, else English.
    package static func titleLanguage(_ title: String) -> String {
        for scalar in title.unicodeScalars {
            if (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value) { return "zh" }
            if (0x0400...0x04FF).contains(scalar.value) { return "ru" }
        }
        return "en"
    }

    package static func esc(_ text: String) -> String { HTMLEscaping.escape(text) }
}
