import Foundation
import Testing

@testable import SiteBuilder

@Suite struct GlossaryCheckTests {
    static let glossary = """
        terms:
          - concept: storyboard
            ru:
              preferred: storyboard
              forbidden: [сториборд*]
          - concept: nib
            ru:
              preferred: nib
              forbidden: [ниб, ниба]
          - concept: scenario
            zh:
              preferred: 情景
              forbidden: [场景语言]

        """

    func page(_ title: String, _ body: String = "") -> String { "---\ntitle: \(title)\n---\n\n" + body }

    func warnings(_ pages: [String: String], glossary: String = GlossaryCheckTests.glossary) throws -> [String] {
        var files = pages
        files["glossary.yml"] = glossary
        let site = try TestSite(pages: files, siteYAML: TranslationCheckTests.threeLanguages)
        defer { site.remove() }
        return try SiteBuilder(site.configuration()).render().report.warnings.map {
            $0.description.replacingOccurrences(of: site.root.path + "/", with: "")
        }
    }

    func pages(ru: String = "", zh: String = "") -> [String: String] {
        ["en/index.md": page("Home"), "ru/index.md": page("Главная", ru), "zh/index.md": page("首页", zh)]
    }

    @Test func aForbiddenVariantInProseIsAWarningAtItsLineAndColumnNamingThePreferredTerm() throws {
        let found = try warnings(pages(ru: "Контроллер из сториборда.\n\nЗагрузка из ниба.\n"))
        #expect(
            found == [
                "Content/ru/index.md:5:15: warning: the glossary writes storyboard as ‘storyboard’ in ru, not ‘сториборда’ (glossary.yml)",
                "Content/ru/index.md:7:13: warning: the glossary writes nib as ‘nib’ in ru, not ‘ниба’ (glossary.yml)",
            ])
    }

    @Test func codeCodeSpansScenariosLinksAndOtherWordsAreNotProse() throws {
        let body = """
            `let сториборд = 1` и ``двойные `сториборд` кавычки``, [ссылка](https://example.org/сториборд), https://example.org/сториборд.
            Что-нибудь, кто-нибудь: «ниб» — только целым словом, а «нибудь» — нет.

            ```swift
            let сториборд = UIStoryboard(name: "Main", bundle: nil)
            ```

            ```scenario
            print("сториборд")
            ```

            """
        // Only the glossary's warnings: a scenario on the ru page alone is a translation warning too.
        let found = try warnings(pages(ru: body)).filter { $0.contains("glossary") }
        #expect(
            found == [
                "Content/ru/index.md:6:26: warning: the glossary writes nib as ‘nib’ in ru, not ‘ниб’ (glossary.yml)"
            ])
    }

    @Test func chineseMatchesInsideARunOfCharactersAndOnlyItsOwnLanguage() throws {
        let found = try warnings(pages(ru: "场景语言", zh: "每个示例都用场景语言写成；`场景语言` 不算。\n"))
        #expect(
            found == [
                "Content/zh/index.md:5:7: warning: the glossary writes scenario as ‘情景’ in zh, not ‘场景语言’ (glossary.yml)"
            ])
    }

    @Test func aClaimsProseLinesAreCheckedButItsScenarioIsNot() throws {
        let claim = """
            ```claim id=c
            says: Контроллер из сториборда.
            source: «Статья», example.org, 2020
            scenario:
            print("сториборд")
            window.rootViewController = A
            window.makeKeyAndVisible()
            predicts:
            A.viewDidLoad called once
            ```

            """
        let found = try warnings(pages(ru: claim)).filter { $0.contains("glossary") }
        #expect(
            found == [
                "Content/ru/index.md:6:21: warning: the glossary writes storyboard as ‘storyboard’ in ru, not ‘сториборда’ (glossary.yml)"
            ])
    }

    @Test func aWarningFailsAStrictBuild() throws {
        let site = try TestSite(
            pages: pages(ru: "Из сториборда.\n").merging(["glossary.yml": Self.glossary]) { $1 },
            siteYAML: TranslationCheckTests.threeLanguages)
        defer { site.remove() }
        #expect(throws: BuildFailure.self) { try SiteBuilder(site.configuration(strict: true)).render() }
    }

    @Test func aMalformedGlossaryIsAnErrorAtItsLine() throws {
        let site = try TestSite(
            pages: pages().merging(["glossary.yml": "terms:\n  - concept: view\n    fr: vue\n"]) { $1 },
            siteYAML: TranslationCheckTests.threeLanguages)
        defer { site.remove() }
        do {
            _ = try SiteBuilder(site.configuration()).render()
            Issue.record("expected the build to fail")
        } catch {
            let message = error.description.replacingOccurrences(of: site.root.path + "/", with: "")
            #expect(message.hasPrefix("Content/glossary.yml:3:5: error: unknown key `fr` in a glossary entry"))
        }
    }

    @Test func aGlossaryBlockListsTheTermsOfThePagesLanguage() throws {
        var files = pages(ru: "```glossary\n```\n")
        files["glossary.yml"] = Self.glossary
        let site = try TestSite(pages: files, siteYAML: TranslationCheckTests.threeLanguages)
        defer { site.remove() }
        let html = try site.article("ru/index.html")
        #expect(
            html.contains("<tr><td lang=\"en\">storyboard</td><td><strong>storyboard</strong></td><td>сториборд…</td>"))
        #expect(html.contains("<td lang=\"en\">nib</td><td><strong>nib</strong></td><td>ниб, ниба</td>"))
        #expect(!html.contains("情景")) // the zh term stays on the zh page
    }

    @Test func aGlossaryBlockWithoutAGlossaryIsAnError() throws {
        let site = try TestSite(pages: pages(ru: "```glossary\n```\n"), siteYAML: TranslationCheckTests.threeLanguages)
        defer { site.remove() }
        #expect(throws: BuildFailure.self) { try SiteBuilder(site.configuration()).render() }
    }

    /// The bundled glossary reads, and the bundled Content has none of its forbidden variants in prose.
    @Test func theBundledContentUsesTheGlossarysTerms() throws {
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content")
        let text = try String(contentsOf: content.appendingPathComponent("glossary.yml"), encoding: .utf8)
        let glossary = try Glossary.parse(text: text, path: "Content/glossary.yml", languages: ["en", "ru", "zh"])
        #expect(glossary.entries.count >= 15)
        var found: [String] = []
        for language in ["en", "ru", "zh"] {
            let rules = glossary.rules(for: language)
            let folder = content.appendingPathComponent(language)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where name.hasSuffix(".md") {
                let page = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                found += GlossaryCheck.findings(in: page, rules: rules).map {
                    "\(language)/\(name):\($0.line):\($0.column): \($0.word)"
                }
            }
        }
        #expect(found == [])
    }
}
