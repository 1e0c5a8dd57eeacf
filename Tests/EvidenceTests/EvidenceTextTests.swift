import Evidence
import LifecycleModel
import Testing

/// The evidence words in every language: numbers go into whole sentences, no placeholder is left, and
/// the Chinese texts say 情景 for a scenario (场景 is a scene).
struct EvidenceTextTests {
    @Test func numbersGoIntoWholeSentences() {
        #expect(EvidenceText.chosenRows(2, of: 9, in: .en) == "2 of 9 rows rest on the model's choice.")
        #expect(EvidenceText.chosenRows(2, of: 9, in: .ru) == "Строк, которые держатся на выборе модели: 2 из 9.")
        #expect(EvidenceText.shareTotal(5000, in: .zh) == "本站共有 5000 行调用轨迹，其中：")
    }

    @Test func everyTextIsWrittenInEveryLanguage() {
        let english = EvidenceText.all(in: .en)
        for language in [Language.ru, .zh] {
            let texts = EvidenceText.all(in: language)
            #expect(texts.map(\.id) == english.map(\.id))
            for (text, original) in zip(texts, english) where original.text != "." {
                #expect(text.text != original.text && !text.text.contains("%"), "\(text.id): \(text.text)")
            }
        }
        #expect(!EvidenceText.all(in: .zh).contains { $0.text.contains("场景") })
    }
}
