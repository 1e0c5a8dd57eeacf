import Evidence
import Foundation
import LifecycleModel
import Texts

/// Step 4d: a forbidden variant of a glossary term in a page's prose is a warning at its line and column
/// naming the preferred term, so `build --strict` and `lifeline check` fail on it. Code, code spans and
/// fenced blocks are not prose (`ProseLines`): `UIScene` in a scenario is not a word to translate.
enum GlossaryCheck {
    /// `cache` (`serve`'s): a page is checked again only when it or its language's rules changed.
    static func check(
        _ pages: [ParsedPage], glossary: Glossary, cache: RenderCache? = nil, log: inout DiagnosticLog
    ) {
        let results = pages.parallelMap { page -> [BuildDiagnostic] in
            let rules = glossary.rules(for: page.source.language)
            let check = { () -> [BuildDiagnostic] in
                guard !rules.isEmpty else { return [] }
                return findings(in: page.text, rules: rules).map { finding in
                    warning(
                        finding, in: page.source.language,
                        at: SourcePosition(path: page.source.displayPath, line: finding.line, column: finding.column))
                }
            }
            guard let cache else { return check() }
            return cache.glossaryCheck(
                key: GlossaryCheckKey(revision: page.revision, rules: rules), path: page.source.displayPath,
                check: check)
        }
        for diagnostics in results { log.append(contentsOf: diagnostics) }
    }

    /// The texts the build generates (`Texts.GeneratedTexts`: the method catalogue, the rules' titles,
    /// explanations, fixes and messages, the diagrams' titles and notes, the site's words…, and what each
    /// `Evidence` entry shows) in each of the site's languages, checked as a page's prose is. A finding is
    /// placed at the module and names the text's typed id, since the text has no line in `Content/`.
    static func checkGenerated(glossary: Glossary, languages: [String], log: inout DiagnosticLog) {
        for code in languages {
            let rules = glossary.rules(for: code)
            guard !rules.isEmpty, let language = Language(rawValue: code) else { continue }
            let texts =
                GeneratedTexts.all(in: language).map { ("Sources/Texts (\($0.source))", $0.text) }
                + EvidenceRegistry.entries.map { ("Sources/Evidence (\($0.id) shows)", $0.shows[language]) }
                + EvidenceText.all(in: language).map { ("Sources/Evidence (\($0.id))", $0.text) }
            for (source, text) in texts {
                log.append(
                    contentsOf: findings(in: text, rules: rules).map { finding in
                        warning(finding, in: code, at: SourcePosition(path: source, line: 1, column: finding.column))
                    })
            }
        }
    }

    private static func warning(_ finding: Finding, in language: String, at position: SourcePosition) -> BuildDiagnostic
    {
        .warning(
            "the glossary writes \(finding.rule.concept) as ‘\(finding.rule.preferred)’ in \(language), "
                + "not ‘\(finding.word)’ (\(Glossary.fileName))",
            at: position)
    }

    /// One forbidden variant, folded to lower case, with the term it stands for.
    struct Rule: Equatable {
        var variant: [Character]
        var anyEnding: Bool
        var concept: String
        var preferred: String
    }

    struct Finding: Equatable {
        var line: Int
        var column: Int
        /// The words as written on the page.
        var word: String
        var rule: Rule
    }

    /// Every match of a rule in the text's prose, in reading order; overlapping matches of one rule count once.
    static func findings(in text: String, rules: [Rule]) -> [Finding] {
        var found: [Finding] = []
        for line in ProseLines(text).lines {
            let original = line.characters
            // Folded one character for one, so columns stay (a letter whose lower case is longer stays as it is).
            let folded = original.map { character -> Character in
                let lower = character.lowercased()
                return lower.count == 1 ? Character(lower) : character
            }
            var hits: [Finding] = []
            for rule in rules {
                var start = 0
                while let end = match(rule, in: folded, from: start) {
                    let matchStart = end.start
                    var wordEnd = end.end
                    if rule.anyEnding {
                        while wordEnd < folded.count, isWordCharacter(folded[wordEnd]) { wordEnd += 1 }
                    }
                    hits.append(
                        Finding(
                            line: line.number, column: matchStart + 1, word: String(original[matchStart..<wordEnd]),
                            rule: rule))
                    start = wordEnd
                }
            }
            found += hits.sorted { $0.column < $1.column }
        }
        return found
    }

    /// The next place at or after `start` where the rule's variant stands in `line` as a word (Latin,
    /// Cyrillic: nothing word-like before it, nor after it unless any ending may follow), or anywhere (CJK).
    private static func match(_ rule: Rule, in line: [Character], from start: Int) -> (start: Int, end: Int)? {
        let variant = rule.variant
        guard !variant.isEmpty, variant.count <= line.count else { return nil }
        var i = start
        while i + variant.count <= line.count {
            if line[i] == variant[0], Array(line[i..<(i + variant.count)]) == variant {
                let end = i + variant.count
                let bounded = !isSpacedScript(variant[0]) || i == 0 || !isWordCharacter(line[i - 1])
                let ends =
                    rule.anyEnding || !isSpacedScript(variant[variant.count - 1]) || end == line.count
                    || !isWordCharacter(line[end])
                if bounded && ends { return (i, end) }
            }
            i += 1
        }
        return nil
    }

    private static func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }

    /// Scripts that separate words with spaces; Chinese, Japanese and Korean text is matched anywhere.
    private static func isSpacedScript(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return !MarkdownDocument.isWide(scalar)
    }
}
