import Foundation

/// The terms a page is found by, made the same way here (for the index) and in
/// Templates/assets/search-terms.js (for the page's title and headings, and for the reader's query):
/// 1. fold: compatibility-decompose (full-width letters become ASCII), lowercase, drop accents from
///    Latin letters (Cyrillic «й» keeps its breve), recompose, «ё» → «е»;
/// 2. split into runs of letters, digits and marks; a run of CJK characters is its own run;
/// 3. a Cyrillic word becomes its Russian stem (`RussianStemmer`); other words stay as they are;
///    a CJK run becomes its character bigrams (a lone character stays itself), because Chinese is
///    written without spaces: a query is cut the same way, so «视图控制器» (视图 图控 控制 制器) finds
///    the page that says it, and «控制器» (控制 制器) finds it too. A single character typed alone is
///    found inside a bigram, so single characters need no entries of their own.
enum SearchTerms {
    /// Distinct terms of `text`, sorted (byte-stable), joined by spaces: the index's `terms` field.
    static func indexTerms(of text: String) -> String {
        if let terms = asciiTerms(of: text) { return terms }
        let folded = fold(text)
        var terms = Set<String>()
        for run in runs(of: folded) {
            switch run {
            case .word(let word): terms.insert(term(ofWord: word))
            case .cjk(let characters): terms.formUnion(bigrams(of: characters))
            }
        }
        return terms.sorted().joined(separator: " ")
    }

    /// `indexTerms(of:)` of UTF-8 text, with no String made for ASCII text.
    static func indexTerms(ofUTF8 bytes: [UInt8]) -> String {
        let ascii = bytes.withUnsafeBufferPointer { buffer -> String? in
            guard var words = ASCIIWords(buffer) else { return nil }
            return words.sortedDistinct()
        }
        return ascii ?? indexTerms(of: String(decoding: bytes, as: UTF8.self))
    }

    /// Steps 1 to 3 for ASCII text, on its bytes (nil for any other text): folding is lowercasing, its
    /// words are its runs of letters and digits, and they are their own terms (no Cyrillic, no CJK). The
    /// words are byte ranges of one lowercased buffer, sorted and deduplicated there (`ASCIIWords`), so no
    /// String is made per word: a Set of small Strings, each hashed, was 7.5 % of a 10,000-page build.
    private static func asciiTerms(of text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes in
            guard var words = ASCIIWords(bytes) else { return nil }
            return words.sortedDistinct()
        }
    }

    /// Step 1: text as search compares it. Folded a piece at a time, the pieces split at ASCII white
    /// space (no step crosses it: the accent rule restarts after it, and nothing composes with a space), and
    /// a piece that is plain ASCII is only lowercased — Foundation's normalisations on every word were half
    /// of a 10,000-page build.
    static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        // By scalars, not Characters: "\r\n" is one Character, and a piece may end between its two scalars.
        let scalars = text.unicodeScalars
        var folded = String.UnicodeScalarView()
        var start = scalars.startIndex
        var index = start
        while index != scalars.endIndex {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" {
                folded.append(contentsOf: foldPiece(scalars[start..<index]).unicodeScalars)
                folded.append(scalar)
                start = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        folded.append(contentsOf: foldPiece(scalars[start...]).unicodeScalars)
        return String(folded)
    }

    private static func foldPiece(_ piece: Substring.UnicodeScalarView) -> String {
        let text = String(piece)
        return text.utf8.allSatisfy({ $0 < 0x80 }) ? text.lowercased() : foldFully(text)
    }

    /// Step 1 on any text.
    static func foldFully(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        var afterLatinLetter = false
        for scalar in text.decomposedStringWithCompatibilityMapping.lowercased().unicodeScalars {
            if isCombiningAccent(scalar) {
                if afterLatinLetter { continue }
            } else {
                afterLatinLetter = ("a"..."z").contains(scalar)
            }
            kept.append(scalar)
        }
        return String(kept).precomposedStringWithCanonicalMapping.replacingOccurrences(of: "ё", with: "е")
    }

    enum Run: Equatable {
        case word([Unicode.Scalar])
        case cjk([Unicode.Scalar])
    }

    /// Step 2, on folded text.
    static func runs(of folded: String) -> [Run] {
        var runs: [Run] = []
        var current: [Unicode.Scalar] = []
        var currentIsCJK = false
        func finish() {
            if !current.isEmpty { runs.append(currentIsCJK ? .cjk(current) : .word(current)) }
            current = []
        }
        for scalar in folded.unicodeScalars {
            if isCJK(scalar) {
                if !currentIsCJK { finish() }
                currentIsCJK = true
                current.append(scalar)
            } else if isWordCharacter(scalar) {
                if currentIsCJK { finish() }
                currentIsCJK = false
                current.append(scalar)
            } else {
                finish()
            }
        }
        finish()
        return runs
    }

    /// Step 3 for a word: Cyrillic words are stemmed.
    static func term(ofWord word: [Unicode.Scalar]) -> String {
        let text = String(String.UnicodeScalarView(word))
        return word.allSatisfy(isCyrillic) ? RussianStemmer.stem(text) : text
    }

    /// A CJK run's bigrams; a run of one character is that character.
    static func bigrams(of characters: [Unicode.Scalar]) -> [String] {
        guard characters.count > 1 else { return characters.map(String.init) }
        return (0..<characters.count - 1).map {
            String(String.UnicodeScalarView([characters[$0], characters[$0 + 1]]))
        }
    }

    // MARK: - Character classes (the same code points as search-terms.js)

    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, // Hiragana, Katakana
            0x3400...0x4DBF, // CJK Unified Ideographs Extension A
            0x4E00...0x9FFF, // CJK Unified Ideographs
            0xF900...0xFAFF, // CJK Compatibility Ideographs
            0xAC00...0xD7AF: // Hangul syllables
            return true
        default:
            return false
        }
    }

    /// Letters, digits and marks (JavaScript's `[\p{L}\p{N}\p{M}]`).
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII's letters and digits are its only letters, digits and marks.
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber,
            .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }

    static func isCyrillic(_ scalar: Unicode.Scalar) -> Bool { (0x0400...0x04FF).contains(scalar.value) }

    private static func isCombiningAccent(_ scalar: Unicode.Scalar) -> Bool { (0x0300...0x036F).contains(scalar.value) }
}
