import LifecycleModel
import Testing

@testable import Texts

/// Every rule and every message template has its text in every language, written in that language.
struct RuleMessageTextTests {
    static let feed = RuleObject(name: "A", className: "Feed")
    static let plain = RuleObject(name: "B", className: "UIViewController")

    /// One message of every case (each optional part both ways where a language writes it apart): the
    /// samples the glossary check reads.
    static let samples = TemplatedTexts.ruleMessages

    @Test func samplesCoverEveryRule() {
        #expect(Set(Self.samples.map(\.rule)) == Set(RuleID.allCases))
    }

    @Test func everyMessageReadsInItsLanguage() {
        for message in Self.samples {
            let english = RuleMessageText.render(message, in: .en)
            let russian = RuleMessageText.render(message, in: .ru)
            let chinese = RuleMessageText.render(message, in: .zh)
            #expect(!english.isEmpty)
            #expect(Self.prose(russian).contains { ("а"..."я").contains($0) || ("А"..."Я").contains($0) }, "\(russian)")
            #expect(Self.prose(chinese).unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(chinese)")
            // Outside code, no English word of three letters or more is left in a translation.
            for text in [russian, chinese] {
                #expect(Self.englishWords(in: Self.prose(text)).isEmpty, "\(text)")
            }
        }
    }

    @Test func everyRuleHasItsTextInEveryLanguage() {
        for rule in RuleID.allCases {
            let text = RuleText.of(rule)
            for language in Language.allCases {
                #expect(!text.title[language].isEmpty && !text.explanation[language].isEmpty)
                #expect(!text.fix[language].isEmpty && !text.fix[language].contains("\n"), "\(rule): one line")
            }
            #expect(text.title.ru != text.title.en && text.title.zh != text.title.en, "\(rule) is translated")
        }
    }

    @Test func objectsShowTheirClassUnlessTheNameIsTheClass() {
        #expect(RuleMessageText.object(Self.feed) == "`A` (`Feed`)")
        #expect(RuleMessageText.object(RuleObject(name: "Feed#2", className: "Feed")) == "`Feed#2`")
        #expect(
            RuleMessageText.render(.missingSuper(Self.feed, override: .viewWillAppear), in: .en)
                == "`A` (`Feed`) overrides `viewWillAppear(_:)` without calling `super.viewWillAppear(…)`")
    }

    @Test func aDiagnosticReportIsTheRulesTextInTheLanguage() {
        let diagnostic = Diagnostic(.loadViewCalledDirectly(Self.feed, in: nil), line: 3, column: 5)
        let report = DiagnosticReport(diagnostic, in: .ru)
        #expect(report.rule == .ll004 && report.severity == .error && report.line == 3 && report.column == 5)
        #expect(report.title == RuleText.of(.ll004).title.ru)
        #expect(report.fix == RuleText.of(.ll004).fix.ru)
        #expect(report.message.hasPrefix("`loadView()` у `A` (`Feed`) вызван напрямую"))
    }

    /// The text outside backtick code spans.
    static func prose(_ text: String) -> String {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }
            .map { String($0.element) }.joined(separator: " ")
    }

    /// Latin words of three letters or more, apart from names the sentences keep (class names, API
    /// terms a Russian or Chinese developer writes in English).
    static func englishWords(in text: String) -> [String] {
        let kept: Set<String> = [
            "UIKit", "segue", "unwind", "outlet", "pop", "dismiss", "view", "subview", "superview", "storyboard", "nib",
            "nil",
        ]
        var words: [String] = []
        var current = ""
        for character in text + " " {
            if character.isASCII, character.isLetter {
                current.append(character)
            } else {
                if current.count >= 3, !kept.contains(current) { words.append(current) }
                current = ""
            }
        }
        return words
    }
}

/// Every reason a scenario does not run reads in the reader's language.
struct UnavailableTextTests {
    static let features: [VersionedFeature] = [
        .api(.addChild), .presentationStyle(.popover), .storyboards, .unwindSegues, .stateRestoration,
        .splitViewMultitasking, .darkMode,
        .dynamicType, .backgroundState, .interactivePopGesture,
    ]

    @Test func sceneRestorationSaysWhereToLook() {
        let reason = FeatureUnavailable(.viewControllerRestorationInScenes)
        #expect(UnavailableText.render(reason, in: .en).contains("`ios=12`"))
        #expect(RuleMessageTextTests.prose(UnavailableText.render(reason, in: .ru)).contains("восстанавливает"))
        #expect(UnavailableText.render(reason, in: .zh).contains("恢复状态"))
    }

    /// The glossary check's samples hold every kind of feature a release may lack.
    @Test func theGlossarySamplesCoverEveryKindOfFeature() {
        func kind(_ feature: VersionedFeature) -> Int {
            switch feature {
            case .api: 0
            case .presentationStyle: 1
            case .storyboards: 2
            case .unwindSegues: 3
            case .stateRestoration: 4
            case .splitViewMultitasking: 5
            case .darkMode: 6
            case .dynamicType: 7
            case .backgroundState: 8
            case .interactivePopGesture: 9
            case .largePhones: 10
            case .viewControllerRestorationInScenes: 11
            }
        }
        #expect(Set(TemplatedTexts.features.map(kind)) == Set(0...11))
    }

    @Test func everyFeatureReadsInEveryLanguage() {
        for feature in Self.features {
            let reason = FeatureUnavailable(feature)
            #expect(
                UnavailableText.render(reason, in: .en).hasSuffix("iOS \(feature.introduced)") || feature == .darkMode)
            let russian = RuleMessageTextTests.prose(UnavailableText.render(reason, in: .ru))
            #expect(russian.contains("появил"), "\(russian)")
            let chinese = UnavailableText.render(reason, in: .zh)
            #expect(chinese.contains("才有"), "\(chinese)")
        }
    }
}

/// Diagram titles, line notes and hover texts in each language; the code stays as written.
struct DiagramTextTests {
    @Test func lineNotesAndStepsReadInTheLanguage() {
        let code = "nav.pushViewController(B, animated: true)"
        #expect(DiagramText.line(3, code: code, in: .en) == "line 3: \(code)")
        #expect(DiagramText.line(3, code: code, in: .ru) == "строка 3: \(code)")
        #expect(DiagramText.line(3, code: "", in: .zh) == "第 3 行")
        let line = DiagramText.line(3, code: code, in: .zh)
        #expect(
            DiagramText.step(seq: 4, call: "B.viewWillAppear(_:)", depth: 1, line: line, in: .zh)
                == "#4 B.viewWillAppear(_:)，深度 1，第 3 行：\(code)")
    }

    @Test func pathTitlesAreWholeSentencesInEachLanguage() {
        let ios = IOSVersion(17)
        #expect(
            DiagramText.pathTitle(object: "B", scenario: "Push", ios: ios, in: .en)
                == "Appearance path of B in Push (iOS 17)")
        #expect(
            DiagramText.pathTitle(object: nil, scenario: "Свайп назад", ios: ios, in: .ru)
                == "Путь по состояниям появления: «Свайп назад» (iOS 17)")
        #expect(DiagramText.pathTitle(object: nil, scenario: nil, ios: ios, in: .zh) == "外观状态路径（iOS 17）")
        #expect(DiagramText.sequenceTitle(ios: ios, in: .ru) == "Последовательность вызовов, iOS 17")
    }
}

/// The state machines' words and a trace row's remarks read in every language; the model holds only ids.
struct MachineTextTests {
    @Test func everyStateDetailAndTriggerReadsInEveryLanguage() {
        var texts: [(en: String, ru: String, zh: String)] = []
        for name in StateName.allCases {
            texts.append(
                (MachineText.name(name, in: .en), MachineText.name(name, in: .ru), MachineText.name(name, in: .zh)))
        }
        for detail in StateDetail.allCases {
            texts.append(
                (
                    MachineText.detail(detail, in: .en), MachineText.detail(detail, in: .ru),
                    MachineText.detail(detail, in: .zh)
                ))
        }
        for trigger in TransitionTrigger.allCases {
            texts.append(
                (
                    MachineText.trigger(trigger, in: .en), MachineText.trigger(trigger, in: .ru),
                    MachineText.trigger(trigger, in: .zh)
                ))
        }
        for note in TraceNote.allCases {
            texts.append(
                (
                    TraceNoteText.render(note, in: .en), TraceNoteText.render(note, in: .ru),
                    TraceNoteText.render(note, in: .zh)
                ))
        }
        for text in texts {
            #expect(!text.en.isEmpty && text.ru != text.en && text.zh != text.en, "\(text.en)")
            #expect(
                RuleMessageTextTests.prose(text.ru).unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) })
            #expect(text.zh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(text.zh)")
        }
    }

    @Test func everyMachineIsTitledWithItsReleaseInEveryLanguage() {
        for kind in MachineKind.allCases {
            for language in Language.allCases {
                #expect(MachineText.title(kind, ios: IOSVersion(17), in: language).hasSuffix("iOS 17"))
            }
        }
        #expect(
            MachineText.title(.appearance, ios: IOSVersion(17), in: .ru) == "Состояния появления контроллера, iOS 17")
    }
}
