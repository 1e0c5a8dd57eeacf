import Foundation
import Testing

@testable import SiteBuilder

/// `serve`'s rebuilds scoped by its file events (`ChangeScope`): only the named files are read again and
/// the content folder is listed again only when a file appeared or went away, and still the output is
/// byte for byte a fresh build's.
@Suite struct ScopedRebuildTests {
    typealias Equivalence = IncrementalEquivalenceTests

    /// The site of `IncrementalEquivalenceTests`, built once with its cache, and what that build wrote.
    struct Built {
        let site: TestSite
        let configuration: SiteBuildConfiguration
        let builder: SiteBuilder
        let output: URL
        var cache: RenderCache { configuration.cache! }

        init() throws {
            (site, configuration) = try Equivalence.site()
            builder = SiteBuilder(configuration)
            output = site.root.appendingPathComponent("Site")
            try builder.build(to: output.path)
        }

        /// A rebuild told that `paths` (relative to the site's root, as the watcher names them) changed.
        func rebuild(changed paths: [String]) throws {
            cache.noteChanges(paths.map { site.root.appendingPathComponent($0).path })
            try builder.build(to: output.path)
        }

        /// Every output file's bytes.
        func written() throws -> [String: Data] {
            var files: [String: Data] = [:]
            for path in try Equivalence.files(under: output) {
                files[path] = FileManager.default.contents(atPath: output.appendingPathComponent(path).path)
            }
            return files
        }

        /// The output is what a build without a cache makes.
        func expectFresh(_ edit: Comment, sourceLocation: SourceLocation = #_sourceLocation) throws {
            var fresh = configuration
            fresh.cache = nil
            let expected = try SiteBuilder(fresh).render().site
            let written = try written()
            #expect(written.keys.sorted() == expected.paths, edit, sourceLocation: sourceLocation)
            for path in expected.paths {
                #expect(written[path] == expected.files[path], "\(edit): \(path)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func anEditToOnePagesBodyRendersThatPageAloneAndLeavesTheOthersBytes() throws {
        let built = try Built(); defer { built.site.remove() }
        let before = try built.written()
        try built.site.append("\nA new paragraph.\n", to: "en/about.md")
        try built.rebuild(changed: ["Content/en/about.md"])
        #expect(built.cache.lastBuildCounts.pagesRendered == 1)
        let after = try built.written()
        #expect(after.keys.sorted() == before.keys.sorted())
        let changed = after.keys.filter { after[$0] != before[$0] }.sorted()
        #expect(changed == ["en/about/index.html", "en/search-index.json"], "the page and the index of its words")
        try built.expectFresh("a paragraph added")
    }

    @Test func aTitleChangeUpdatesTheNavigationOfThePagesThatShowIt() throws {
        let built = try Built(); defer { built.site.remove() }
        try built.site.replace("title: Present", with: "title: Appearing", in: "en/guide/present.md")
        try built.rebuild(changed: ["Content/en/guide/present.md"])
        for page in ["en/guide/index.html", "en/guide/push/index.html", "en/guide/present/index.html"] {
            let html = String(decoding: try built.written()[page] ?? Data(), as: UTF8.self)
            #expect(html.contains(">Appearing<"), "\(page) shows the new title")
            #expect(!html.contains(">Present<"), "\(page) no longer shows the old one")
        }
        try built.expectFresh("a title changed")
    }

    @Test func aTemplateEditRendersEveryPage() throws {
        let built = try Built(); defer { built.site.remove() }
        try built.site.append("\n<!-- edited -->\n", to: "../Templates/layouts/page.mustache")
        try built.rebuild(changed: ["Templates/layouts/page.mustache"])
        #expect(built.cache.lastBuildCounts.pagesRendered == Equivalence.pages.count)
        #expect(
            String(decoding: try built.written()["en/about/index.html"]!, as: UTF8.self).contains("<!-- edited -->"))
        try built.expectFresh("a template changed")
    }

    /// The edits of `IncrementalEquivalenceTests`, each told to the cache as the watcher names it.
    @Test func everyKindOfScopedEditLeavesTheFolderAFreshBuildWouldWrite() throws {
        let built = try Built(); defer { built.site.remove() }
        let site = built.site
        try built.rebuild(changed: [])
        #expect(built.cache.lastBuildCounts.pagesRendered == 0, "nothing changed")

        try site.replace(
            "nav.pushViewController(B, animated: true)", with: "nav.pushViewController(B, animated: false)",
            in: "en/guide/push.md")
        try built.rebuild(changed: ["Content/en/guide/push.md"])
        try built.expectFresh("a scenario changed (the home page counts its rows)")

        try site.replace("title: Guide", with: "title: Guide\norder: 1", in: "en/guide/index.md")
        try built.rebuild(changed: ["Content/en/guide/index.md"])
        try built.expectFresh("an order changed")

        try site.replace("## Pushing", with: "## Pushing\n\n### Animated", in: "en/guide/push.md")
        try built.rebuild(changed: ["Content/en/guide/push.md"])
        try built.expectFresh("a heading added")

        try site.write("---\ntitle: Dismiss\n---\n\nBack to [push](push.md).\n", to: "en/guide/dismiss.md")
        try built.rebuild(changed: ["Content/en/guide/dismiss.md"])
        try built.expectFresh("a page added: the folder is listed again")

        try FileManager.default.removeItem(at: site.content("en/about.md"))
        try built.rebuild(changed: ["Content/en/about.md"])
        try built.expectFresh("a page deleted: the folder is listed again")

        try site.replace("title: Test", with: "title: Renamed", in: "site.yml")
        try built.rebuild(changed: ["Content/site.yml"])
        try built.expectFresh("site.yml changed")

        try site.replace("title: Dismiss", with: "title: Dismissal", in: "en/guide/dismiss.md")
        try built.rebuild(changed: ["Content"])
        try built.expectFresh("the content folder itself named (events lost): everything is checked")
    }

    /// A scoped build trusts the events: a file they do not name is taken as the last build read it.
    /// That is what spares the stat of every file, and why an unknown change (nil) checks them all.
    @Test func aFileTheEventsDoNotNameIsNotReadAgainUntilTheChangesAreUnknown() throws {
        let built = try Built(); defer { built.site.remove() }
        try built.site.append("\nUnheard.\n", to: "en/about.md")
        try built.rebuild(changed: [])
        let page = { String(decoding: try built.written()["en/about/index.html"]!, as: UTF8.self) }
        #expect(try !page().contains("Unheard."))
        built.cache.noteChanges(nil)
        try built.builder.build(to: built.output.path)
        #expect(try page().contains("Unheard."))
    }

    /// A build that failed may have stopped before reading what changed: the next one checks every file.
    @Test func afterAFailedBuildTheNextOneChecksEveryFile() throws {
        let built = try Built(); defer { built.site.remove() }
        try built.site.append("\n{{#broken}}\n", to: "../Templates/layouts/page.mustache")
        try built.site.append("\nWritten while the templates were broken.\n", to: "en/about.md")
        #expect(throws: BuildFailure.self) {
            try built.rebuild(changed: ["Templates/layouts/page.mustache", "Content/en/about.md"])
        }
        try built.site.replace("\n{{#broken}}\n", with: "", in: "../Templates/layouts/page.mustache")
        try built.rebuild(changed: ["Templates/layouts/page.mustache"])
        try built.expectFresh("the page edited during the failed build")
    }
}
