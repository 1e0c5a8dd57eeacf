import LifecycleModel
import Reports
import Texts

/// ` ```glossary `: the site's glossary (`Content/glossary.yml`) as a table in the page's language — the
/// concept in English, the term this language writes, the spellings it avoids and the note — so readers
/// and translators find on the site the words the pages use.
struct GlossaryExpander: BlockExpander {
    static let blockName = "glossary"
    var names: [String] { [Self.blockName] }

    func expand(_ block: FencedBlock, warnings: ExpansionWarnings) throws -> String {
        if let unknown = block.options.unknownOptions(known: []).first {
            throw block.error("a glossary block takes no options", option: unknown.key)
        }
        guard block.body.trimmingWhitespace().isEmpty else {
            throw block.error("a glossary block is empty: the build fills it from glossary.yml", bodyLine: 1)
        }
        guard let glossary = block.site?.glossary else {
            throw block.error("a glossary block needs Content/\(Glossary.fileName)")
        }
        return Self.render(glossary, language: block.language)
    }

    static func render(_ glossary: Glossary, language code: String) -> String {
        let language = InterfaceText.language(code)
        let esc = HTMLEscaping.escape
        var html = "<table class=\"glossary\">\n<thead><tr>"
        let headers: [InterfaceWord] = [.glossaryConcept, .glossaryTerm, .glossaryAvoid, .glossaryNote]
        for header in headers {
            html += "<th scope=\"col\">\(esc(InterfaceText.of(header)[language]))</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for entry in glossary.entries {
            guard let term = entry.terms[code] else { continue }
            let avoided = term.forbidden.map { esc($0.anyEnding ? $0.text + "…" : $0.text) }.joined(separator: ", ")
            html += "<tr><td lang=\"en\">\(esc(entry.concept))</td><td><strong>\(esc(term.preferred))</strong></td>"
            html += "<td>\(avoided)</td><td>\(esc(term.note ?? ""))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }
}
