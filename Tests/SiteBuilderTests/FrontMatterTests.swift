import Testing

@testable import SiteBuilder

@Suite struct FrontMatterTests {
    @Test func splitsYAMLFromBodyAndKeepsLineNumbers() throws {
        let split = try FrontMatter.split("---\ntitle: A\norder: 3\n---\n\n# Body\n", path: "p.md")
        #expect(split.yaml == "title: A\norder: 3")
        #expect(split.yamlFirstLine == 2)
        #expect(split.body == "\n# Body\n")
        #expect(split.bodyFirstLine == 5)
    }

    @Test func readsAllFields() throws {
        var log = DiagnosticLog()
        let split = try FrontMatter.split(
            "---\ntitle: First appearance\ndescription: One line.\norder: 10\ndraft: true\n---\n", path: "p.md")
        let matter = try FrontMatter.parse(split, path: "p.md", log: &log)
        #expect(matter == FrontMatter(title: "First appearance", description: "One line.", order: 10, draft: true))
        #expect(log.entries.isEmpty)
    }

    @Test func missingFrontMatterIsAnErrorAtTheFirstLine() {
        #expect(
            throws: BuildDiagnostic.error(
                "missing front matter: a page starts with a line `---`, then `title: …`, then `---`",
                at: SourcePosition(path: "p.md", line: 1, column: 1))
        ) {
            try FrontMatter.split("# No front matter\n", path: "p.md")
        }
    }

    @Test func unclosedFrontMatterIsAnError() {
        #expect(throws: BuildDiagnostic.self) { try FrontMatter.split("---\ntitle: A\n", path: "p.md") }
    }

    @Test func malformedYAMLIsReportedAtItsLineInTheFile() throws {
        var log = DiagnosticLog()
        let split = try FrontMatter.split("---\ntitle: A\norder: [1, 2\n---\n", path: "p.md")
        do {
            _ = try FrontMatter.parse(split, path: "p.md", log: &log)
            Issue.record("expected an error")
        } catch {
            #expect(error.path == "p.md")
            #expect(error.line == 4) // libyaml notices the missing `]` where the YAML ends
            #expect(error.message.hasPrefix("malformed YAML:"))
        }
    }

    @Test func wrongTypeIsReportedAtTheValue() throws {
        var log = DiagnosticLog()
        let split = try FrontMatter.split("---\ntitle: A\norder: soon\n---\n", path: "p.md")
        #expect(
            throws: BuildDiagnostic.error(
                "`order` must be a whole number", at: SourcePosition(path: "p.md", line: 3, column: 8))
        ) {
            try FrontMatter.parse(split, path: "p.md", log: &log)
        }
    }

    @Test func titleIsRequired() throws {
        var log = DiagnosticLog()
        let split = try FrontMatter.split("---\ndescription: x\n---\n", path: "p.md")
        #expect(
            throws: BuildDiagnostic.error(
                "front matter needs a non-empty `title`", at: SourcePosition(path: "p.md", line: 2, column: 1))
        ) {
            try FrontMatter.parse(split, path: "p.md", log: &log)
        }
    }

    @Test func unknownKeyIsAWarning() throws {
        var log = DiagnosticLog()
        let split = try FrontMatter.split("---\ntitle: A\nlayout: wide\n---\n", path: "p.md")
        _ = try FrontMatter.parse(split, path: "p.md", log: &log)
        #expect(
            log.entries == [
                .warning(
                    "unknown front matter key `layout` (known: title, description, order, draft)",
                    at: SourcePosition(path: "p.md", line: 3, column: 1))
            ])
    }
}
