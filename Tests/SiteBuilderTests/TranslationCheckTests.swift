import Foundation
import Testing

@testable import SiteBuilder

@Suite struct TranslationCheckTests {
    static let threeLanguages = """
        title: T
        baseURL: https://t.example.org/
        languages:
          - code: en
            name: English
          - code: ru
            name: Русский
          - code: zh
            name: 中文

        """

    static let scenario = """
        ```scenario title="Push" show=trace
        let nav = UINavigationController(rootViewController: A)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        ```

        """

    func page(_ title: String, _ body: String = "") -> String { "---\ntitle: \(title)\n---\n\n" + body }

    func warnings(_ site: TestSite) throws -> [String] {
        try SiteBuilder(site.configuration()).render().report.warnings.map {
            $0.description.replacingOccurrences(of: site.root.path + "/", with: "")
        }
    }

    @Test func aPageMissingInALanguageIsAWarningNamingThePageAndTheLanguages() throws {
        let site = try TestSite(
            pages: [
                "en/index.md": page("Home"), "ru/index.md": page("Главная"), "zh/index.md": page("首页"),
                "en/guide/push.md": page("Push"), "ru/guide/push.md": page("Push"),
                "ru/only-russian.md": page("Только по-русски"),
            ], siteYAML: Self.threeLanguages)
        defer { site.remove() }
        #expect(
            try warnings(site) == [
                "Content/en/guide/push.md:1:1: warning: page 'guide/push' is in en, ru but missing in zh: translate it "
                    + "(zh/guide/push.md) or list it under `translations: pending:` in site.yml",
                "Content/ru/only-russian.md:1:1: warning: page 'only-russian' is in ru but missing in en, zh: translate it "
                    + "(en/only-russian.md, zh/only-russian.md) or list it under `translations: pending:` in site.yml",
            ])
        // A warning fails a strict build (and so `lifeline check`).
        #expect(throws: BuildFailure.self) { try SiteBuilder(site.configuration(strict: true)).render() }
    }

    @Test func pendingPagesAreNotAskedForAndAStaleEntryIsReported() throws {
        let yaml =
            Self.threeLanguages + """
                translations:
                  pending:
                    ru: [push]
                    zh: [push, index, nowhere]

                """
        let site = try TestSite(
            pages: [
                "en/index.md": page("Home"), "ru/index.md": page("Главная"), "zh/index.md": page("首页"),
                "en/push.md": page("Push"),
            ], siteYAML: yaml)
        defer { site.remove() }
        #expect(
            try warnings(site) == [
                "Content/site.yml:13:16: warning: `translations: pending:` lists 'index' for zh, but Content/zh/index.md exists: remove it from the list",
                "Content/site.yml:13:23: warning: `translations: pending:` lists 'nowhere', but no language has a page with that slug",
            ])
    }

    @Test func aCompleteSiteWithTheSameScenariosIsQuiet() throws {
        let site = try TestSite(
            pages: [
                "en/index.md": page("Home", Self.scenario),
                "ru/index.md": page(
                    "Главная", Self.scenario.replacingOccurrences(of: "title=\"Push\"", with: "title=\"Переход\"")),
                "zh/index.md": page(
                    "首页", Self.scenario.replacingOccurrences(of: "title=\"Push\" show=trace", with: "title=\"推入\"")),
            ], siteYAML: Self.threeLanguages)
        defer { site.remove() }
        #expect(try warnings(site) == [])
        _ = try SiteBuilder(site.configuration(strict: true)).render()
    }

    @Test func aTranslationWithAnotherNumberOfScenariosIsReported() throws {
        let site = try TestSite(
            pages: [
                "en/index.md": page("Home", Self.scenario + "\n" + Self.scenario),
                "ru/index.md": page("Главная", Self.scenario),
                "zh/index.md": page("首页", "没有场景。\n"),
            ], siteYAML: Self.threeLanguages)
        defer { site.remove() }
        #expect(
            try warnings(site) == [
                "Content/ru/index.md:5:1: warning: 1 scenario block(s) here, 2 in Content/en/index.md: a translation runs the same scenarios as its original",
                "Content/zh/index.md:1:1: warning: 0 scenario block(s) here, 2 in Content/en/index.md: a translation runs the same scenarios as its original",
            ])
    }

    @Test func aTranslatedScenarioWithOtherSourceOrVersionIsReportedAtItsLine() throws {
        let changed = Self.scenario.replacingOccurrences(
            of: "window.makeKeyAndVisible()", with: "window.makeKeyAndVisible() // показать")
        let site = try TestSite(
            pages: [
                "en/index.md": page("Home", Self.scenario),
                "ru/index.md": page("Главная", changed),
                "zh/index.md": page("首页", Self.scenario.replacingOccurrences(of: "show=trace", with: "ios=12")),
            ], siteYAML: Self.threeLanguages)
        defer { site.remove() }
        #expect(
            try warnings(site) == [
                "Content/ru/index.md:8:1: warning: scenario 1 differs from Content/en/index.md:5 at line 3: "
                    + "`window.makeKeyAndVisible() // показать` here, `window.makeKeyAndVisible()` there",
                "Content/zh/index.md:5:26: warning: scenario 1 runs on ios=12 here and on the newest iOS in Content/en/index.md:5",
            ])
    }

    @Test func aTranslationComparesTheSameVersions() throws {
        let compared = Self.scenario.replacingOccurrences(of: "show=trace", with: "compare=12,13")
        let site = try TestSite(
            pages: [
                "en/index.md": page("Home", compared),
                "ru/index.md": page("Главная", compared),
                "zh/index.md": page("首页", compared.replacingOccurrences(of: "12,13", with: "12,17")),
            ], siteYAML: Self.threeLanguages)
        defer { site.remove() }
        #expect(
            try warnings(site) == [
                "Content/zh/index.md:5:26: warning: scenario 1 compares compare=12,17 here and compare=12,13 in Content/en/index.md:5"
            ])
    }

    @Test func pendingIsReadPerLanguageAndOtherKeysAreWarnings() throws {
        var log = DiagnosticLog()
        let yaml =
            Self.threeLanguages
            + "translations:\n  pending:\n    ru: [push, guide/pop]\n    zh: [push]\n  strict: yes\n"
        let configuration = try SiteConfiguration.parse(text: yaml, path: "site.yml", log: &log)
        #expect(
            configuration.pendingTranslations.map { "\($0.language):\($0.slug)" } == [
                "ru:push", "ru:guide/pop", "zh:push",
            ])
        #expect(
            log.entries.map(\.description) == [
                "site.yml:14:3: warning: unknown key `strict` in `translations` (known: pending)"
            ])
        #expect(
            throws: BuildDiagnostic.error(
                "`translations` must be a mapping (`pending:`)",
                at: SourcePosition(path: "site.yml", line: 10, column: 15))
        ) {
            try SiteConfiguration.parse(text: Self.threeLanguages + "translations: [ru]\n", path: "site.yml", log: &log)
        }
    }

    @Test func pendingNeedsAKnownLanguage() throws {
        var log = DiagnosticLog()
        let yaml = "title: T\nlanguages:\n  - code: en\n    name: English\ntranslations:\n  pending:\n    de: [index]\n"
        #expect(
            throws: BuildDiagnostic.error(
                "`translations.pending` names language 'de', which is not among `languages`",
                at: SourcePosition(path: "site.yml", line: 7, column: 10))
        ) {
            try SiteConfiguration.parse(text: yaml, path: "site.yml", log: &log)
        }
    }
}

/// A translated claim may say it in its own words, but checks what the original checks.
@Suite struct ClaimTranslationCheckTests {
    static func claim(says: String, predicts: String) -> String {
        "---\ntitle: T\n---\n\n```claim id=c\nsays: \(says)\nsource: \"An article\", example.org, 2020\nscenario:\n"
            + "window.rootViewController = A\nwindow.makeKeyAndVisible()\npredicts:\n\(predicts)\n```\n"
    }

    @Test func aTranslatedClaimMayCiteAnotherAnchorOfTheSamePageButNotAnotherPage() throws {
        func page(see: String) -> String {
            Self.claim(says: "Loads once.", predicts: "A.viewDidLoad called once")
                .replacingOccurrences(of: "scenario:\n", with: "see: \(see)\nscenario:\n")
                + "\n# Заголовок\n\n## Другой\n"
        }
        let site = try TestSite(
            pages: [
                "en/index.md": page(see: "other#heading"), "ru/index.md": page(see: "other.md#заголовок"),
                "zh/index.md": page(see: "index#другой"),
                "en/other.md": "---\ntitle: O\n---\n\n# Heading\n",
                "ru/other.md": "---\ntitle: O\n---\n\n# Заголовок\n",
                "zh/other.md": "---\ntitle: O\n---\n\n# Heading\n",
            ], siteYAML: TranslationCheckTests.threeLanguages)
        defer { site.remove() }
        let warnings = try SiteBuilder(site.configuration()).render().report.warnings.map(\.message)
            .filter { $0.contains("a translation checks the same claims") }
        #expect(
            warnings == [
                "claim 1 cites other pages (see:) than \(site.root.path)/Content/en/index.md:5: a translation checks the same claims"
            ])
    }

    @Test func aTranslatedClaimThatPredictsOtherwiseOrIsMissingIsAWarning() throws {
        let site = try TestSite(
            pages: [
                "en/index.md": Self.claim(says: "Loads once.", predicts: "A.viewDidLoad called once"),
                "ru/index.md": Self.claim(says: "Загружается один раз.", predicts: "A.viewDidLoad called once"),
                "zh/index.md": Self.claim(says: "加载一次。", predicts: "A.viewDidLoad called twice"),
            ], siteYAML: TranslationCheckTests.threeLanguages)
        defer { site.remove() }
        let warnings = try SiteBuilder(site.configuration()).render().report.warnings.map(\.message)
            .filter { $0.contains("a translation checks the same claims") }
        #expect(
            warnings == [
                "claim 1 runs another scenario or predicts otherwise than \(site.root.path)/Content/en/index.md:5: a translation checks the same claims"
            ])
    }
}
