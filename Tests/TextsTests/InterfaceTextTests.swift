import LifecycleModel
import Testing

@testable import Texts

/// The site's own words and a claim's verdict: every word in every language, written in that language,
/// and the sentences with arguments whole, with no placeholder left.
struct InterfaceTextTests {
    /// Words that are the same in every language: a mark and a product name.
    static let sameEverywhere: Set<String> = ["#", "iOS"]

    static var words: [LocalizedText] {
        InterfaceWord.allCases.map { InterfaceText.of($0) } + ChromeWord.allCases.map { InterfaceText.of($0) }
            + EditorWord.allCases.map { InterfaceText.of($0) } + ClaimWord.allCases.map { ClaimText.of($0) }
    }

    @Test func everyWordIsWrittenInEveryLanguage() {
        for word in Self.words where !Self.sameEverywhere.contains(word.en) {
            #expect(!word.en.isEmpty && word.ru != word.en && word.zh != word.en, "\(word.en)")
            #expect(word.ru.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }, "\(word.ru)")
            #expect(word.zh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(word.zh)")
        }
    }

    @Test func theTemplatesReadTheWordsByTheirIds() {
        #expect(ChromeWord(rawValue: "notFoundTitle") == .notFoundTitle)
        #expect(InterfaceText.of(.notFoundTitle)[.ru] == "Страница не найдена")
        #expect(InterfaceText.of(.reset)[.zh] == "重置")
        #expect(InterfaceText.language("ru") == .ru && InterfaceText.language("fr") == .en)
    }

    @Test func aClaimsVerdictIsAWholeSentenceInEachLanguage() {
        #expect(ClaimText.calledTimes("A.viewDidLoad()", 2, in: .en) == "`A.viewDidLoad()` is called 2 times")
        #expect(
            ClaimText.comesNext(after: "A.loadView()", "A.viewDidLoad()", in: .zh)
                == "在 `A.loadView()` 之后是 `A.viewDidLoad()`")
        #expect(
            ClaimText.summaryOnNewest("iOS 26", in: .ru)
                == "Верны на самой новой версии, которую знает модель (iOS 26):")
        for language in Language.allCases {
            for item in TemplatedTexts.all(in: language) where item.source.hasPrefix("ClaimText") {
                #expect(!item.text.contains("%"), "\(item.source): \(item.text)")
            }
        }
    }
}
