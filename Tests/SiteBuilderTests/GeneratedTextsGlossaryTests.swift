import Foundation
import Testing

@testable import SiteBuilder

/// The glossary check reads the texts the build generates (`Texts.GeneratedTexts`) as well as the pages:
/// a forbidden variant in the method catalogue or a rule's text would be on every page that shows it.
@Suite struct GeneratedTextsGlossaryTests {
    static let languages = ["en", "ru", "zh"]

    func warnings(_ glossary: Glossary) -> [String] {
        var log = DiagnosticLog()
        GlossaryCheck.checkGenerated(glossary: glossary, languages: Self.languages, log: &log)
        return log.entries.map(\.description)
    }

    @Test func theBundledGlossaryFindsNothingInTheGeneratedTexts() throws {
        let path = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Content/glossary.yml").path
        let glossary = try Glossary.parse(
            text: try String(contentsOfFile: path, encoding: .utf8), path: path, languages: Self.languages)
        #expect(warnings(glossary) == [])
    }

    @Test func aForbiddenVariantInAGeneratedTextIsAWarningNamingTheTextsID() throws {
        let glossary = try Glossary.parse(
            text: """
                terms:
                  - concept: subview
                    ru:
                      preferred: сабвью
                      forbidden: [subview]
                  - concept: appearance
                    zh:
                      preferred: 显示
                      forbidden: [外观转场]

                """, path: "glossary.yml", languages: Self.languages)
        let found = warnings(glossary)
        #expect(
            found.contains(
                "Sources/Texts (MethodText layoutSubviews() view summary):1:24: warning: the glossary writes subview as ‘сабвью’ in ru, not ‘subview’ (glossary.yml)"
            ), "\(found.joined(separator: "\n"))")
        #expect(found.contains { $0.hasPrefix("Sources/Texts (MethodText viewDidAppear(_:) controller when):1:1:") })
        #expect(!found.contains { $0.contains(" in en,") })
    }

    /// The words the build puts on a page besides its prose and the catalogue: a diagram's title and hover
    /// text, a rule's message (texts with arguments, read with sample ones), the site's own words, what an
    /// evidence entry shows. Their ids name where to fix them.
    @Test func textsWithArgumentsTheSitesWordsAndEvidenceAreChecked() throws {
        let glossary = try Glossary.parse(
            text: """
                terms:
                  - concept: sequence
                    zh:
                      preferred: 时序
                      forbidden: [回调时序]
                  - concept: depth
                    ru:
                      preferred: уровень
                      forbidden: [глубина]
                  - concept: override
                    ru:
                      preferred: override
                      forbidden: [переопределяет]
                  - concept: link
                    ru:
                      preferred: адрес
                      forbidden: [ссылка]
                  - concept: order
                    zh:
                      preferred: 顺序
                      forbidden: [孰先孰后]

                """, path: "glossary.yml", languages: Self.languages)
        let found = warnings(glossary)
        for source in [
            "Sources/Texts (DiagramText.sequenceTitle)", "Sources/Texts (DiagramText.step)",
            "Sources/Texts (RuleMessageText LL001)", "Sources/Texts (InterfaceWord.linkToSection)",
            "Sources/Texts (EditorWord.shared)", "Sources/Evidence (modelTabDidSelectAfterSwitch shows)",
        ] {
            #expect(found.contains { $0.hasPrefix(source + ":1:") }, "\(source) in \(found)")
        }
    }
}
