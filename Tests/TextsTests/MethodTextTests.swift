import LifecycleModel
import Scenario
import Testing

@testable import Texts

/// The method catalogue's texts: every entry of the model's catalogue has its text, every text its
/// entry, and each is written in all three languages (ARCHITECTURE.md, "The method catalogue").
struct MethodTextTests {
    @Test func everyEntryHasItsText() {
        for entry in MethodCatalogue.all {
            #expect(MethodText.of(entry.callback, entry.owner) != nil, "no text for \(entry.owner) \(entry.method)")
        }
    }

    @Test func everyTextHasItsEntryOnce() {
        var seen = Set<String>()
        for text in MethodText.all {
            let key = "\(text.owner.rawValue) \(text.callback.name)"
            #expect(MethodCatalogue.entry(for: text.callback, owner: text.owner) != nil, "text without entry: \(key)")
            #expect(seen.insert(key).inserted, "two texts for \(key)")
        }
        #expect(MethodText.all.count == MethodCatalogue.all.count)
    }

    @Test func textsFollowTheCataloguesOrder() {
        let entries = MethodCatalogue.all.map { "\($0.owner.rawValue) \($0.method)" }
        let texts = MethodText.all.map { "\($0.owner.rawValue) \($0.callback.name)" }
        #expect(texts == entries)
    }

    @Test func everyTextIsWrittenInEveryLanguage() {
        for text in MethodText.all {
            for (field, words) in [
                ("summary", text.summary), ("when", text.when), ("use", text.use), ("avoid", text.avoid),
            ] {
                let label = "\(text.owner.rawValue) \(text.callback.name) \(field)"
                #expect(!words.en.trimmed.isEmpty, "\(label): empty English")
                #expect(!words.ru.trimmed.isEmpty, "\(label): empty Russian")
                #expect(!words.zh.trimmed.isEmpty, "\(label): empty Chinese")
                #expect(hasCyrillic(words.ru), "\(label): Russian has no Cyrillic")
                #expect(hasCJK(words.zh), "\(label): Chinese has no CJK")
                #expect(!hasCyrillic(words.en) && !hasCJK(words.en), "\(label): English is not English")
                for language in Language.allCases {
                    #expect(
                        words[language].filter { $0 == "`" }.count.isMultiple(of: 2),
                        "\(label) \(language): unbalanced backticks")
                }
            }
        }
    }

    @Test func vocabularyIsTranslatedToo() {
        let titles =
            Phase.allCases.map(\.title) + Owner.allCases.map(\.title) + Frequency.allCases.map(\.title)
            + SuperCall.allCases.filter { $0 != .notApplicable }.map(\.title)
        // UIKit's `view` stays in Latin letters in Russian (Content/glossary.yml).
        for title in titles {
            #expect(hasCyrillic(title.ru) || title.ru == "view", "\(title.en)")
            #expect(hasCJK(title.zh), "\(title.en)")
        }
    }
}

extension String {
    fileprivate var trimmed: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

private func hasCyrillic(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }
}

private func hasCJK(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) || (0x3400...0x4DBF).contains($0.value) }
}

/// A journey's legend (`lifeline trace File.swift`) has its words in every language.
struct JourneyTextTests {
    @Test func everyStepAndSkipReadsInEveryLanguage() {
        let skip = JourneySkip.containerWithoutNavigationStack(container: "Tabs")
        for step in JourneyStep.allCases {
            #expect(!JourneyText.summary(step, .en).isEmpty)
            #expect(hasCyrillic(JourneyText.summary(step, .ru)), "\(step)")
            #expect(hasCJK(JourneyText.summary(step, .zh)), "\(step)")
        }
        #expect(JourneyText.skipped(skip, .en) == "skipped: Tabs is a container without a navigation stack")
        #expect(hasCyrillic(JourneyText.skipped(skip, .ru)) && JourneyText.skipped(skip, .ru).contains("Tabs"))
        #expect(hasCJK(JourneyText.skipped(skip, .zh)) && JourneyText.skipped(skip, .zh).contains("Tabs"))
    }
}
