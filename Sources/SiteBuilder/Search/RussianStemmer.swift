/// The Snowball Russian stemmer (Martin Porter's algorithm, snowballstem.org/algorithms/russian/stemmer.html),
/// so that inflected forms share one search term: «появления», «появлением» and «появление» all become
/// «появлен». Templates/assets/search-terms.js holds the same algorithm for the reader's query; the two
/// must agree (the browser test checks it on every Russian page).
///
/// Expects a lowercased word of Cyrillic letters with «ё» already folded to «е» (see `SearchTerms`).
/// Only suffixes are removed, so a stem is always a prefix of its word.
enum RussianStemmer {
    static func stem(_ word: String) -> String {
        let letters = Array(word.unicodeScalars)
        let rv = regionAfterFirstVowel(letters)
        let r2 = regionR2(letters)
        // Every ending is searched for inside RV only.
        var word = Word(letters: letters, limit: rv)

        // Step 1.
        if !word.removePerfectiveGerund() {
            _ = word.remove(longestOf: reflexive)
            if !word.removeAdjectival() && !word.removeVerb() {
                _ = word.remove(longestOf: noun)
            }
        }
        // Step 2.
        _ = word.remove(longestOf: [["и"]])
        // Step 3: a derivational ending, only when it lies in R2.
        if let ending = word.longest(of: derivational), word.letters.count - ending.count >= r2 {
            word.letters.removeLast(ending.count)
        }
        // Step 4: superlative, then undouble «н», or a final soft sign.
        if word.remove(longestOf: superlative) {
            if word.endsWithDoubledN { word.letters.removeLast() }
        } else if word.endsWithDoubledN {
            word.letters.removeLast()
        } else {
            _ = word.remove(longestOf: [["ь"]])
        }
        return String(String.UnicodeScalarView(word.letters))
    }

    // MARK: - Endings (snowball russian.sbl)

    typealias Endings = [[Unicode.Scalar]]

    private static func endings(_ list: [String]) -> Endings { list.map { Array($0.unicodeScalars) } }

    /// Group 1 endings of a class must follow «а» or «я» (which stays); group 2 endings stand alone.
    private static let perfectiveGerund1 = endings(["в", "вши", "вшись"])
    private static let perfectiveGerund2 = endings(["ив", "ивши", "ившись", "ыв", "ывши", "ывшись"])
    private static let adjective = endings([
        "ее", "ие", "ые", "ое", "ими", "ыми", "ей", "ий", "ый", "ой", "ем", "им", "ым", "ом",
        "его", "ого", "ему", "ому", "их", "ых", "ую", "юю", "ая", "яя", "ою", "ею",
    ])
    private static let participle1 = endings(["ем", "нн", "вш", "ющ", "щ"])
    private static let participle2 = endings(["ивш", "ывш", "ующ"])
    private static let reflexive = endings(["ся", "сь"])
    private static let verb1 = endings([
        "ла", "на", "ете", "йте", "ли", "й", "л", "ем", "н", "ло", "но", "ет", "ют", "ны", "ть", "ешь", "нно",
    ])
    private static let verb2 = endings([
        "ила", "ыла", "ена", "ейте", "уйте", "ите", "или", "ыли", "ей", "уй", "ил", "ыл", "им", "ым", "ен",
        "ило", "ыло", "ено", "ят", "ует", "уют", "ит", "ыт", "ены", "ить", "ыть", "ишь", "ую", "ю",
    ])
    private static let noun = endings([
        "а", "ев", "ов", "ие", "ье", "е", "иями", "ями", "ами", "еи", "ии", "и", "ией", "ей", "ой", "ий",
        "й", "иям", "ям", "ием", "ем", "ам", "ом", "о", "у", "ах", "иях", "ях", "ы", "ь", "ию", "ью", "ю",
        "ия", "ья", "я",
    ])
    private static let derivational = endings(["ост", "ость"])
    private static let superlative = endings(["ейш", "ейше"])

    private static let vowels: Set<Unicode.Scalar> = ["а", "е", "и", "о", "у", "ы", "э", "ю", "я"]

    /// RV: the part after the first vowel (the word's length when there is none).
    private static func regionAfterFirstVowel(_ letters: [Unicode.Scalar]) -> Int {
        letters.firstIndex(where: vowels.contains).map { $0 + 1 } ?? letters.count
    }

    /// R1 starts after the first non-vowel that follows a vowel; R2 is R1 of R1.
    private static func regionR2(_ letters: [Unicode.Scalar]) -> Int {
        func afterVowelThenNonVowel(from start: Int) -> Int {
            var index = start
            while index < letters.count, !vowels.contains(letters[index]) { index += 1 }
            while index < letters.count, vowels.contains(letters[index]) { index += 1 }
            return min(index + 1, letters.count)
        }
        return afterVowelThenNonVowel(from: afterVowelThenNonVowel(from: 0))
    }

    /// The word being stemmed, with the start of the region its endings must lie in.
    private struct Word {
        var letters: [Unicode.Scalar]
        let limit: Int

        /// The longest of `endings` the word ends with inside the region. Snowball's `among`: only the
        /// longest match counts, even when its condition then fails.
        func longest(of endings: Endings) -> [Unicode.Scalar]? {
            var best: [Unicode.Scalar]?
            for ending in endings where ending.count <= letters.count - limit && ending.count > (best?.count ?? 0) {
                if letters.suffix(ending.count).elementsEqual(ending) { best = ending }
            }
            return best
        }

        mutating func remove(longestOf endings: Endings) -> Bool {
            guard let ending = longest(of: endings) else { return false }
            letters.removeLast(ending.count)
            return true
        }

        /// The longest ending of both groups; a group-1 ending is removed only after «а» or «я» in the region.
        mutating func remove(group1: Endings, group2: Endings) -> Bool {
            guard let ending = longest(of: group1 + group2) else { return false }
            if group1.contains(ending) {
                let before = letters.count - ending.count - 1
                guard before >= limit, letters[before] == "а" || letters[before] == "я" else { return false }
            }
            letters.removeLast(ending.count)
            return true
        }

        mutating func removePerfectiveGerund() -> Bool {
            remove(group1: RussianStemmer.perfectiveGerund1, group2: RussianStemmer.perfectiveGerund2)
        }

        /// An adjective ending, then optionally a participle ending before it.
        mutating func removeAdjectival() -> Bool {
            guard remove(longestOf: RussianStemmer.adjective) else { return false }
            _ = remove(group1: RussianStemmer.participle1, group2: RussianStemmer.participle2)
            return true
        }

        mutating func removeVerb() -> Bool {
            remove(group1: RussianStemmer.verb1, group2: RussianStemmer.verb2)
        }

        var endsWithDoubledN: Bool {
            letters.count - limit >= 2 && letters[letters.count - 1] == "н" && letters[letters.count - 2] == "н"
        }
    }
}
