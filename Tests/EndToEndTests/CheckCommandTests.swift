import Foundation
import Testing

@Suite struct CheckCommandTests {
    @Test func freshOutputPasses() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        #expect(try site.run("build").status == 0)
        let result = try site.run("check")
        #expect(result.status == 0)
        #expect(result.stdout == "Site is up to date\n")
    }

    @Test func staleOutputFailsAndListsTheFiles() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        #expect(try site.run("build").status == 0)
        try site.write("Site/en/index.html", "edited by hand\n")
        try site.write("Site/stray.html", "left over\n")
        try FileManager.default.removeItem(at: site.url("Site/sitemap.xml"))
        let result = try site.run("check")
        #expect(result.status == 1)
        #expect(
            result.stderrLines == [
                "Site is not what a build produces (run `lifeline build`):",
                "  differs: en/index.html",
                "    first difference at line 1:",
                "      committed: edited by hand",
                "      built:     <!DOCTYPE html>",
                "  missing: sitemap.xml",
                "  extra:   stray.html",
            ])
    }

    @Test func missingOutputFails() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        let result = try site.run("check")
        #expect(result.status == 1)
        // The summary, and one line per file a build writes (28, with each language's 404 page).
        #expect(result.stderrLines.count == 29)
    }

    @Test func checkRejectsWhatStrictRejects() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        #expect(try site.run("build").status == 0)
        try site.write("Content/en/about.md", "---\ntitle: About\nlayout: wide\n---\n\nText.\n")
        #expect(try site.run("build").status == 0)
        let result = try site.run("check")
        #expect(result.status == 1)
        #expect(
            result.stderrLines == [
                "Content/en/about.md:3:1: warning: unknown front matter key `layout` (known: title, description, order, draft)"
            ])
    }

    /// Every language has every page (or lists it as pending in site.yml): a new English page without
    /// its Russian translation builds with a warning and fails the check.
    @Test func checkNamesAPageMissingInALanguage() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        try site.write("Content/en/new.md", "---\ntitle: New\n---\n\nText.\n")
        let build = try site.run("build")
        #expect(build.status == 0)
        #expect(
            build.stderrLines == [
                "Content/en/new.md:1:1: warning: page 'new' is in en but missing in ru: translate it (ru/new.md) "
                    + "or list it under `translations: pending:` in site.yml"
            ])
        let result = try site.run("check")
        #expect(result.status == 1)
        #expect(result.stderrLines == build.stderrLines)
    }

    /// A translation runs the same scenarios as the English page: a changed line fails the check at that line.
    @Test func checkNamesATranslatedScenarioThatDiffers() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        #expect(try site.run("build").status == 0)
        let page = try #require(site.read("Content/ru/index.md"))
        try site.write(
            "Content/ru/index.md", page.replacingOccurrences(of: "(B, animated: true)", with: "(B, animated: false)"))
        let result = try site.run("check")
        #expect(result.status == 1)
        #expect(
            result.stderrLines == [
                "Content/ru/index.md:13:1: warning: scenario 1 differs from Content/en/index.md:14 at line 4: "
                    + "`nav.pushViewController(B, animated: false)` here, `nav.pushViewController(B, animated: true)` there"
            ])
    }

    @Test func brokenContentFailsTheCheck() throws {
        let site = try FixtureSite("broken-links")
        defer { site.remove() }
        let result = try site.run("check")
        #expect(result.status == 1)
        #expect(result.stderrLines.first == "Content/en/index.md:5:5: error: link to a missing page 'en/missing.md'")
    }
}
