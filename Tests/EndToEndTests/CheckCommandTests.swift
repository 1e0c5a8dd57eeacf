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
        #expect(result.stderrLines == [
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
        #expect(result.stderrLines.count == 18)
    }

    @Test func checkRejectsWhatStrictRejects() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        #expect(try site.run("build").status == 0)
        try site.write("Content/en/about.md", "---\ntitle: About\nlayout: wide\n---\n\nText.\n")
        #expect(try site.run("build").status == 0)
        let result = try site.run("check")
        #expect(result.status == 1)
        #expect(result.stderrLines == [
            "Content/en/about.md:3:1: warning: unknown front matter key `layout` (known: title, description, order, draft)",
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
