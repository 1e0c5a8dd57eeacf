import Foundation
import Testing

@testable import SiteBuilder

@Suite struct SiteConfigurationTests {
    @Test func readsTheBundledSiteConfiguration() throws {
        let path = URL(fileURLWithPath: TestSite.repositoryTemplates).deletingLastPathComponent()
            .appendingPathComponent("Content/site.yml").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var log = DiagnosticLog()
        let site = try SiteConfiguration.parse(text: text, path: "Content/site.yml", log: &log)
        #expect(log.entries.isEmpty)
        #expect(site.defaultLanguage == "en")
        #expect(site.languages.map(\.code) == ["en", "ru", "zh"])
        #expect(site.baseURL.hasSuffix("/"))
        #expect(site.navigation.first == "index")
        #expect(site.rawHTML == false)
        // The title and tagline each language's pages show.
        #expect(site.title(in: "en") == site.title && site.description(in: "en") == site.description)
        #expect(site.title(in: "ru").contains("UIKit") && site.title(in: "ru") != site.title)
        #expect(site.description(in: "zh").contains("iOS") && site.description(in: "zh") != site.description)
    }

    @Test func aLanguageMayGiveItsOwnTitleAndDescription() throws {
        var log = DiagnosticLog()
        let site = try SiteConfiguration.parse(
            text: """
                title: T
                description: D
                languages:
                  - {code: en, name: English}
                  - {code: ru, name: Русский, title: Т, description: О}
                """, path: "site.yml", log: &log)
        #expect(site.title(in: "ru") == "Т" && site.description(in: "ru") == "О")
        #expect(site.title(in: "en") == "T" && site.description(in: "en") == "D")
    }

    @Test func unknownKeysAreWarningsAndMistakesAreErrorsAtTheirPosition() throws {
        var log = DiagnosticLog()
        let site = try SiteConfiguration.parse(
            text: "title: T\nbaseURL: https://x.org\ntheme: dark\n", path: "site.yml", log: &log)
        #expect(site.baseURL == "https://x.org/")
        #expect(
            log.entries == [
                .warning(
                    "unknown key `theme` in site configuration",
                    at: SourcePosition(path: "site.yml", line: 3, column: 1))
            ])

        #expect(
            throws: BuildDiagnostic.error(
                "`baseURL` must be an absolute http(s) URL", at: SourcePosition(path: "site.yml", line: 2, column: 10))
        ) {
            try SiteConfiguration.parse(text: "title: T\nbaseURL: /docs/\n", path: "site.yml", log: &log)
        }
        #expect(
            throws: BuildDiagnostic.error(
                "site configuration needs a `title`", at: SourcePosition(path: "site.yml", line: 1, column: 1))
        ) {
            try SiteConfiguration.parse(text: "baseURL: https://x.org/\n", path: "site.yml", log: &log)
        }
        #expect(
            throws: BuildDiagnostic.error(
                "`defaultLanguage` 'de' is not among `languages`",
                at: SourcePosition(path: "site.yml", line: 1, column: 1))
        ) {
            try SiteConfiguration.parse(
                text: "title: T\ndefaultLanguage: de\nlanguages:\n  - code: en\n    name: English\n", path: "site.yml",
                log: &log)
        }
    }
}
