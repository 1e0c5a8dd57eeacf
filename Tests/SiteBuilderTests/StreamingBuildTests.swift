import Foundation
import Testing

@testable import SiteBuilder

/// `build` writes each page into the staging folder as soon as it is rendered and releases it, rather than
/// holding the site in memory; what lands in the output must be what the in-memory build makes, and a
/// build that fails after writing pages must still leave the previous output as it was.
@Suite struct StreamingBuildTests {
    /// Enough pages in sections that both cores write at once, with a scenario (diagram downloads beside
    /// its page), a long section (its neighbourhood navigation) and links between the pages.
    static func pages(sectionSize: Int = 70) -> [String: String] {
        var pages: [String: String] = [
            "en/index.md": "---\ntitle: Home\n---\n\n# Home\n\nSee [the first](guide/p-1.md#notes).\n",
            "en/guide/index.md": "---\ntitle: Guide\n---\n\nThe guide.\n",
            "en/scenes.md": """
            ---
            title: Scenes
            ---

            ```scenario title="Push" show=trace,sequence
            let nav = UINavigationController(rootViewController: A)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            nav.pushViewController(B, animated: true)
            ```
            """,
        ]
        for number in 1...sectionSize {
            pages["en/guide/p-\(number).md"] = """
                ---
                title: Page \(number)
                order: \(number)
                ---

                ## Notes

                Page \(number) of the guide; next is [page \(number % sectionSize + 1)](p-\(number % sectionSize + 1).md#notes).

                ```swift
                let page = \(number)
                ```
                """
        }
        return pages
    }

    func files(under folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in ContentDiscovery.filesUnder(URL(fileURLWithPath: folder)) {
            files[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
        }
        return files
    }

    func leftovers(in site: TestSite) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".site-tmp") }
    }

    @Test func aStreamedBuildWritesExactlyWhatTheBuildRendersInMemory() throws {
        let site = try TestSite(pages: Self.pages())
        defer { site.remove() }
        let output = site.root.appendingPathComponent("Site").path
        let report = try SiteBuilder(site.configuration()).build(to: output)
        let (rendered, memoryReport) = try SiteBuilder(site.configuration()).render()
        let written = try files(under: output)
        #expect(written.keys.sorted() == rendered.paths)
        #expect(report.files == rendered.paths)
        #expect(report.pageCount == memoryReport.pageCount)
        for (path, data) in rendered.files { #expect(written[path] == data, "\(path) differs") }
        #expect(rendered.paths.contains { $0.hasPrefix("en/scenes/") && $0.hasSuffix(".mmd") })
        // Built again over itself: the same bytes, and nothing left beside the output.
        try SiteBuilder(site.configuration()).build(to: output)
        #expect(try files(under: output) == written)
        #expect(try leftovers(in: site).isEmpty)
    }

    /// Builds the site, replaces one page with `text`, expects the next build (strict or not) to fail,
    /// and checks the output is the first build's with nothing left beside it.
    func expectFailedRebuildKeepsOutput(page: String, text: String, strict: Bool) throws {
        let site = try TestSite(pages: Self.pages())
        defer { site.remove() }
        let output = site.root.appendingPathComponent("Site").path
        try SiteBuilder(site.configuration()).build(to: output)
        let before = try files(under: output)
        try text.write(toFile: site.root.path + "/Content/" + page, atomically: true, encoding: .utf8)
        #expect(throws: BuildFailure.self) { try SiteBuilder(site.configuration(strict: strict)).build(to: output) }
        #expect(try files(under: output) == before)
        #expect(try leftovers(in: site).isEmpty)
    }

    @Test func aBuildThatFailsAfterWritingPagesLeavesThePreviousOutput() throws {
        // The last page of the section links nowhere: every other page renders (and is written) first.
        try expectFailedRebuildKeepsOutput(
            page: "en/guide/p-70.md", text: "---\ntitle: Page 70\norder: 70\n---\n\nA [broken link](missing.md).\n",
            strict: false)
    }

    @Test func aStrictBuildWithWarningsLeavesThePreviousOutput() throws {
        // A site-absolute link is a warning; strict makes it fail.
        try expectFailedRebuildKeepsOutput(
            page: "en/guide/p-3.md", text: "---\ntitle: Page 3\norder: 3\n---\n\nSee [page 4](/en/guide/p-4/).\n",
            strict: true)
    }

    @Test func aFirstBuildThatFailsCreatesNoOutput() throws {
        var pages = Self.pages(sectionSize: 5)
        pages["en/guide/p-5.md"] = "---\ntitle: Page 5\n---\n\nA [broken link](missing.md).\n"
        let site = try TestSite(pages: pages)
        defer { site.remove() }
        let output = site.root.appendingPathComponent("Site").path
        #expect(throws: BuildFailure.self) { try SiteBuilder(site.configuration()).build(to: output) }
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(try leftovers(in: site).isEmpty)
    }
}
