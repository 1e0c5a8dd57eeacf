import Foundation
import Yams

/// `Content/glossary.yml`: for each concept, the term each language writes and the variants it must not.
/// It sits beside `site.yml` because it is content: translators edit it with the pages, and a content
/// folder without one simply has no glossary check. One entry per concept keeps the three languages of a
/// term side by side, so a translator sees what the others write.
struct Glossary: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        /// The concept, in English (`view`, `scene`, `present`).
        var concept: String
        /// Language code → how that language writes the concept.
        var terms: [String: Term]
    }

    struct Term: Sendable, Equatable {
        var preferred: String
        var forbidden: [Variant]
        /// Why, or how to use it (gender, the other sense it must not be confused with).
        var note: String?
    }

    /// A wrong spelling of a term. In scripts with spaces it matches whole words; `*` at its end lets any
    /// ending follow (Russian inflects: `сегве*` is `сегвей`, `сегвея`, `сегвеи`). In Chinese and Japanese,
    /// which have no spaces, it matches anywhere.
    struct Variant: Sendable, Equatable {
        var text: String
        var anyEnding: Bool

        init(parsing written: String) {
            anyEnding = written.hasSuffix("*")
            text = anyEnding ? String(written.dropLast()) : written
        }

        var written: String { anyEnding ? text + "*" : text }
    }

    let entries: [Entry]
    /// Each language's rules, made once: every page of a language shares one array, which `serve`'s keys
    /// then compare by identity (making them per page was a twentieth of a rebuild after an edit).
    private let rulesByLanguage: [String: [GlossaryCheck.Rule]]

    init(entries: [Entry]) {
        self.entries = entries
        var rules: [String: [GlossaryCheck.Rule]] = [:]
        for entry in entries {
            for (language, term) in entry.terms {
                rules[language, default: []] += term.forbidden.map {
                    GlossaryCheck.Rule(
                        variant: Array($0.text.lowercased()), anyEnding: $0.anyEnding, concept: entry.concept,
                        preferred: term.preferred)
                }
            }
        }
        rulesByLanguage = rules
    }

    static let fileName = "glossary.yml"

    /// A language's forbidden variants, each with the concept and preferred term it belongs to.
    func rules(for language: String) -> [GlossaryCheck.Rule] { rulesByLanguage[language] ?? [] }

    /// Reads the glossary; `languages` are site.yml's codes, the only keys an entry may have besides
    /// `concept`. Every problem is an error at its line and column.
    static func parse(text: String, path: String, languages: [String]) throws(BuildDiagnostic) -> Glossary {
        let yaml = try YAMLDocument(text: text, path: path)
        var entries: [Entry] = []
        for (key, keyNode, value) in try yaml.topLevelMapping() {
            guard key == "terms" else {
                throw .error("unknown key `\(key)` in the glossary (expected `terms`)", at: yaml.position(of: keyNode))
            }
            for node in try yaml.sequence(value, field: "terms") {
                entries.append(try entry(node, yaml: yaml, languages: languages))
            }
        }
        var seen: Set<String> = []
        for entry in entries where !seen.insert(entry.concept).inserted {
            throw .error("the glossary lists `\(entry.concept)` twice", at: yaml.startPosition)
        }
        return Glossary(entries: entries)
    }

    private static func entry(_ node: Node, yaml: YAMLDocument, languages: [String]) throws(BuildDiagnostic) -> Entry {
        guard let mapping = node.mapping else {
            throw .error(
                "a glossary entry is a mapping: `concept:` and one key per language", at: yaml.position(of: node))
        }
        var concept: String?
        var terms: [String: Term] = [:]
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            if key == "concept" {
                concept = try yaml.string(value, field: "concept")
            } else if languages.contains(key) {
                terms[key] = try term(value, field: key, yaml: yaml)
            } else {
                throw .error(
                    "unknown key `\(key)` in a glossary entry (expected `concept` or a language of site.yml: "
                        + "\(languages.joined(separator: ", ")))", at: yaml.position(of: keyNode))
            }
        }
        guard let concept, !concept.isEmpty else {
            throw .error("a glossary entry needs `concept:` (the term in English)", at: yaml.position(of: node))
        }
        return Entry(concept: concept, terms: terms)
    }

    /// `ru: view` (only the preferred term) or a mapping with `preferred`, `forbidden` and `note`.
    private static func term(_ node: Node, field: String, yaml: YAMLDocument) throws(BuildDiagnostic) -> Term {
        if node.scalar != nil { return Term(preferred: try yaml.string(node, field: field), forbidden: [], note: nil) }
        guard let mapping = node.mapping else {
            throw .error(
                "`\(field)` is a term or a mapping of `preferred`, `forbidden`, `note`", at: yaml.position(of: node))
        }
        var preferred: String?
        var forbidden: [Variant] = []
        var note: String?
        for (keyNode, value) in mapping {
            switch keyNode.string ?? "" {
            case "preferred": preferred = try yaml.string(value, field: "\(field).preferred")
            case "note": note = try yaml.string(value, field: "\(field).note")
            case "forbidden":
                for item in try yaml.sequence(value, field: "\(field).forbidden") {
                    let variant = Variant(parsing: try yaml.string(item, field: "\(field).forbidden"))
                    guard !variant.text.isEmpty else {
                        throw .error("an empty forbidden variant", at: yaml.position(of: item))
                    }
                    forbidden.append(variant)
                }
            case let other:
                throw .error(
                    "unknown key `\(other)` under `\(field)` (expected `preferred`, `forbidden` or `note`)",
                    at: yaml.position(of: keyNode))
            }
        }
        guard let preferred else { throw .error("`\(field)` needs `preferred:`", at: yaml.position(of: node)) }
        return Term(preferred: preferred, forbidden: forbidden, note: note)
    }
}
