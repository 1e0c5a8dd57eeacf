import LifecycleModel
import Scenario
import Testing

@testable import Texts

/// Every scenario error and hint reads in the reader's language (issue 25): the switches in `Texts`
/// make each language complete; these check that Russian and Chinese are not English in disguise, and
/// that the editor on a Russian page shows a Russian error.
struct ScenarioErrorTextTests {
    /// Outside code — backtick spans, quoted names, calls, properties, options, class names — the Latin
    /// words left in a translation; UIKit's own terms the glossary keeps in Latin letters are allowed.
    static func englishWords(in text: String) -> [String] {
        let kept: Set<String> = [
            "segue", "segues", "unwind", "view", "subview", "superview", "storyboard", "nib", "nil", "popover",
            "push", "split", "controller", "navigation", "primary", "secondary", "supplementary", "sheet", "trace",
            "lifeline", "journey", "deinit", "completion", "scroll", "true", "false", "outlet",
        ]
        let prose = RuleMessageTextTests.prose(text)
        return prose.split { $0 == " " || $0 == "\u{3000}" }.flatMap { token -> [String] in
            // Code: a call, a member, an option, a quoted name, a type or camel-case identifier.
            if token.contains(where: { "()._:'\"#=-/\\[]".contains($0) }) { return [] }
            if token.contains(where: { $0.isUppercase && $0.isASCII }) { return [] }
            return token.split { !($0.isASCII && $0.isLetter) }.map(String.init)
                .filter { $0.count >= 3 && !kept.contains($0) }
        }
    }

    static func checkTranslated(_ english: String, _ russian: String, _ chinese: String) {
        #expect(!english.isEmpty && russian != english && chinese != english, "\(english)")
        #expect(russian.contains { ("а"..."я").contains($0) || ("А"..."Я").contains($0) }, "\(russian)")
        #expect(chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(chinese)")
        for text in [russian, chinese] {
            #expect(englishWords(in: text).isEmpty, "\(text): \(englishWords(in: text))")
        }
    }

    @Test func everyMessageReadsInItsLanguage() {
        for message in ScenarioErrorSamples.messages {
            Self.checkTranslated(
                ScenarioErrorText.render(message, in: .en), ScenarioErrorText.render(message, in: .ru),
                ScenarioErrorText.render(message, in: .zh))
        }
    }

    @Test func everyHintReadsInItsLanguage() {
        for hint in ScenarioErrorSamples.hints {
            Self.checkTranslated(
                ScenarioErrorText.render(hint, in: .en), ScenarioErrorText.render(hint, in: .ru),
                ScenarioErrorText.render(hint, in: .zh))
        }
    }

    /// The English is the command line's, word for word.
    @Test func theEnglishIsTheCommandLines() {
        #expect(
            ScenarioErrorText.render(.model(.noSegue(receiver: "A", identifier: "show")), in: .en)
                == "Receiver (A) has no segue with identifier 'show'")
        #expect(ScenarioErrorText.render(.didYouMean("nav"), in: .en) == "did you mean `nav`?")
    }

    /// What the page's editor shows (`Wasm/PageEntry.swift`): the error of a run in the page's language.
    @Test func theEditorsErrorOnARussianPageIsRussian() throws {
        do throws(ScenarioError) {
            _ = try ScenarioRunner.run(source: "app.enterForeground()\n", ios: .newest)
            Issue.record("the scenario ran")
        } catch {
            #expect(
                ScenarioErrorText.message(error, in: .en)
                    == "the app is not in the background; call app.enterBackground() first")
            #expect(
                ScenarioErrorText.message(error, in: .ru)
                    == "приложение не в фоне; сначала вызовите app.enterBackground()")
            #expect(ScenarioErrorText.message(error, in: .zh) == "App 不在后台；请先调用 app.enterBackground()")
        }
        do throws(ScenarioError) {
            _ = try ScenarioRunner.run(source: "print(\"a\n", ios: .newest)
            Issue.record("the scenario ran")
        } catch {
            let rendered = ScenarioErrorText.rendered(error, file: "s", source: "print(\"a\n", in: .ru)
            #expect(rendered.contains("строковый литерал не закрыт"))
            #expect(rendered.contains("hint: закройте его символом"))
        }
    }
}
