import Testing

@testable import SiteBuilder

@Suite struct SearchTermsTests {
    /// Expected stems are the output of the Snowball project's own Russian stemmer (the `snowballstemmer`
    /// package, generated from russian.sbl at snowballstem.org), so these pin the algorithm, not our reading of it.
    /// Together the words reach every step: gerunds, reflexive verbs, adjectives with participles, verbs,
    /// nouns, the final «и», derivational «ость» outside R2, superlatives, doubled «н» and the soft sign.
    static let snowballStems: [(String, String)] = [
        ("появление", "появлен"), ("появления", "появлен"), ("появлением", "появлен"), ("появлений", "появлен"),
        ("контроллер", "контроллер"), ("контроллера", "контроллер"), ("контроллеров", "контроллер"),
        ("загружается", "загружа"), ("загрузилась", "загруз"), ("вызывается", "вызыва"), ("вызывающий", "вызыва"),
        ("вызвав", "вызва"), ("вызвавшись", "вызва"), ("появившись", "появ"), ("важнейшими", "важн"),
        ("важнейшее", "важн"), ("длинный", "длин"), ("ванной", "ван"), ("жизненного", "жизнен"), ("цикла", "цикл"),
        ("представления", "представлен"), ("представлений", "представлен"), ("дочерние", "дочерн"),
        ("дочернего", "дочерн"), ("нежность", "нежност"), ("величайший", "величайш"), ("ближайшее", "ближайш"),
        ("сделали", "сдела"), ("делаешь", "дела"), ("окно", "окн"), ("окна", "окн"), ("окном", "окн"),
        ("появ", "поя"),
    ]

    @Test(arguments: snowballStems)
    func russianStemMatchesSnowball(word: String, stem: String) {
        #expect(RussianStemmer.stem(word) == stem)
    }

    @Test func inflectedFormsShareAStem() {
        // The example: a reader typing «появления» finds the page about «появление».
        #expect(RussianStemmer.stem("появления") == RussianStemmer.stem("появление"))
        // Every stem is a prefix of its word, so the search script finds it in a snippet's text.
        for (word, stem) in Self.snowballStems { #expect(word.hasPrefix(stem)) }
    }

    @Test func foldKeepsCyrillicLettersAndDropsLatinAccents() {
        #expect(SearchTerms.fold("Café ＶＩＥＷ") == "cafe view")
        // «й» decomposes to «и» plus a breve: the breve must come back, or Russian endings change.
        #expect(SearchTerms.fold("Первый Ёжик") == "первый ежик")
    }

    /// `fold` works a piece at a time between ASCII white space, and ASCII pieces only lowercase: the
    /// result is the whole text's fold, whatever stands at the pieces' edges.
    @Test func foldingPieceByPieceIsFoldingTheWholeText() {
        let texts = [
            "Push AND Pop", "Café\r\nÉté \u{301}accent after a space", "Первый Ёжик\tи «ёлка»",
            "ＶＩＥＷ\u{00A0}controller — ﬁne", "视图控制器 viewDidLoad() 的 ё", "e\u{301} \u{301}e Ǆ ß İ",
        ]
        for text in texts { #expect(SearchTerms.fold(text) == SearchTerms.foldFully(text), "\(text)") }
    }

    @Test func wordsCyrillicAndLatinBecomeTerms() {
        #expect(
            SearchTerms.indexTerms(of: "viewIsAppearing(_:) вызывается при появлении")
                == "viewisappearing вызыва появлен при")
    }

    @Test func chineseRunsBecomeBigrams() {
        #expect(SearchTerms.indexTerms(of: "视图控制器") == ["视图", "图控", "控制", "制器"].sorted().joined(separator: " "))
        #expect(SearchTerms.indexTerms(ofUTF8: Array("视图控制器".utf8)) == SearchTerms.indexTerms(of: "视图控制器"))
        // A Latin word inside Chinese text is a word of its own, a lone character stays itself,
        // and punctuation ends a run.
        let terms = Set(SearchTerms.indexTerms(of: "在viewDidLoad里，布局").split(separator: " ").map(String.init))
        #expect(terms == ["在", "viewdidload", "里", "布局"])
        #expect(!terms.contains("里布"))
    }

    @Test func termsAreDistinctAndSorted() {
        let terms = SearchTerms.indexTerms(of: "окна окно Окном b a b").split(separator: " ").map(String.init)
        #expect(terms == ["a", "b", "окн"])
    }

    /// ASCII text takes a byte path (`ASCIIWords`): it must give what the Set of Strings gave, including
    /// words that share their first eight bytes, words of exactly eight, prefixes and repeats.
    @Test func asciiTermsAreTheDistinctSortedLowercasedWords() {
        let texts = [
            "", "  ", "a", "b a B A", "viewWillAppear viewWillDisappear viewwillappear VIEWWILLAPPEAR(_:)",
            "abcdefgh abcdefg abcdefghi abcdefgh0 abcdefgg 12345678 1234567 123456789 z9 Z",
            "controller controllers control contr-oller, x_y x2y 2x",
        ]
        for text in texts {
            var words = Set<String>()
            for word in text.lowercased().split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
                words.insert(String(word))
            }
            #expect(SearchTerms.indexTerms(of: text) == words.sorted().joined(separator: " "), "\(text)")
            #expect(SearchTerms.indexTerms(ofUTF8: Array(text.utf8)) == SearchTerms.indexTerms(of: text))
        }
    }
}
