/// Step 4d: a forbidden variant of a glossary term in a page's prose is a warning at its line and column
/// naming the preferred term, so `build --strict` and `lifeline check` fail on it. Code, code spans and
/// fenced blocks are not prose (`ProseLines`): `UIScene` in a scenario is not a word to translate.
enum GlossaryCheck {
    static func check(_ pages: [ParsedPage], glossary: Glossary, log: inout DiagnosticLog) {
        for page in pages {
            let rules = glossary.rules(for: page.source.language)
            guard !rules.isEmpty else { continue }
            for finding in findings(in: page.text, rules: rules) {
                log.warning(
                    "the glossary writes \(finding.rule.concept) as ‘\(finding.rule.preferred)’ in \(page.source.language), "
                        + "not ‘\(finding.word)’ (\(Glossary.fileName))",
                    at: SourcePosition(path: page.source.displayPath, line: finding.line, column: finding.column))
            }
        }
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
