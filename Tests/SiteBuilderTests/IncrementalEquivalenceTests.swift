import Foundation
import Testing

@testable import SiteBuilder

#if canImport(Glibc)
import Glibc
#endif

/// `serve` renders again only the pages an edit reaches; whatever it skips, the folder it updates must be
/// byte for byte what a build from nothing makes. One cache and one output folder live through a series
/// of edits of every kind, and after each the folder is compared with a fresh build.
@Suite struct IncrementalEquivalenceTests {
    static let pages: [String: String] = [
        "en/index.md": """
        ---
        title: Home
        ---

        Start with the [guide](guide/index.md) or [pushing](guide/push.md#pushing).

        ```evidence-share
        ```
        """,
        "en/guide/index.md": "---\ntitle: Guide\n---\n\nThe guide's pages: [push](push.md), [present](present.md).\n",
        "en/guide/push.md": """
        ---
        title: Push
        ---

        ## Pushing

        ```scenario title="Push"
        let nav = UINavigationController(rootViewController: A)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(B, animated: true)
        ```

        - [x] pinned
        """,
        "en/guide/present.md": """
        ---
        title: Present
        ---

        ## Presenting

        ```claim id=appears
        says: The root's view appears.
        source: "Example", example.org, 2020
        see: push.md#pushing
        scenario:
        window.rootViewController = A
        window.makeKeyAndVisible()
        predicts:
        A.viewWillAppear before A.viewDidAppear
        ```
        """,
        "en/about.md": "---\ntitle: About\n---\n\nNothing links here.\n",
    ]

    /// A copy of the repository's templates, so a test may edit one.
    static func site() throws -> (TestSite, SiteBuildConfiguration) {
        let site = try TestSite(pages: pages)
        let templates = site.root.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: TestSite.repositoryTemplates), to: templates)
        var configuration = site.configuration(templates: templates.path)
        configuration.cache = RenderCache()
        return (site, configuration)
    }

    @Test func everyKindOfEditLeavesTheFolderAFreshBuildWouldWrite() throws {
        let (site, configuration) = try Self.site(); defer { site.remove() }
        let cache = configuration.cache!
        let builder = SiteBuilder(configuration)
        let output = site.root.appendingPathComponent("Site")
        try builder.build(to: output.path)
        var fresh = configuration
        fresh.cache = nil
        func expectFresh(_ edit: Comment, sourceLocation: SourceLocation = #_sourceLocation) throws {
            try builder.build(to: output.path)
            let expected = try SiteBuilder(fresh).render().site
            #expect(try Self.files(under: output) == expected.paths, edit, sourceLocation: sourceLocation)
            for path in expected.paths {
                #expect(
                    FileManager.default.contents(atPath: output.appendingPathComponent(path).path)
                        == expected.files[path], "\(edit): \(path)", sourceLocation: sourceLocation)
            }
        }

        try builder.build(to: output.path)
        #expect(cache.lastBuildCounts.pagesRendered == 0, "nothing changed")

        try site.append("\nA new paragraph.\n", to: "en/about.md")
        try expectFresh("a paragraph added")
        #expect(cache.lastBuildCounts.pagesRendered == 1, "only the edited page")

        try site.replace(
            "nav.pushViewController(B, animated: true)", with: "nav.pushViewController(B, animated: false)",
            in: "en/guide/push.md")
        try expectFresh("a scenario changed (the home page counts its rows)")
        #expect(cache.lastBuildCounts.pagesRendered == 2, "the edited page and the page showing the evidence share")

        try site.replace("title: Present", with: "title: Appearing", in: "en/guide/present.md")
        try expectFresh("a title changed: the section's navigation moves")

        try site.replace("title: Guide", with: "title: Guide\norder: 1", in: "en/guide/index.md")
        try expectFresh("an order changed: the navigation moves, nothing else does")

        try site.replace("## Pushing", with: "## Pushing\n\n### Animated", in: "en/guide/push.md")
        try expectFresh("a heading added: links elsewhere may point at it")

        try site.replace("see: push.md#pushing", with: "see: index.md", in: "en/guide/present.md")
        try expectFresh("a claim names another page")

        try site.write("---\ntitle: Dismiss\n---\n\nBack to [push](push.md).\n", to: "en/guide/dismiss.md")
        try expectFresh("a page added to a section")

        try FileManager.default.removeItem(at: site.content("en/about.md"))
        try expectFresh("a page deleted")

        try site.append("\n<!-- edited -->\n", to: "../Templates/layouts/page.mustache")
        try expectFresh("a template changed")

        try site.replace("title: Test", with: "title: Renamed", in: "site.yml")
        try expectFresh("site.yml changed")

        try builder.build(to: output.path)
        #expect(cache.lastBuildCounts.pagesRendered == 0, "and after all that, nothing left to do")
    }

    /// `serve` trusts a settled file's stamp instead of reading it; an edit of the same size whose
    /// modification time is put back (as `touch -r` or an archive tool does) still changes its change time.
    @Test func aSameSizeEditWithItsModificationTimePutBackIsStillSeen() throws {
        let (site, configuration) = try Self.site(); defer { site.remove() }
        let about = site.content("en/about.md").path
        var old = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, about, &old, 0) == 0)
        let builder = SiteBuilder(configuration)
        let output = site.root.appendingPathComponent("Site")
        try builder.build(to: output.path)
        try builder.build(to: output.path)
        try site.replace("Nothing links here.", with: "Nothing links HERE.", in: "en/about.md")
        #expect(utimensat(AT_FDCWD, about, &old, 0) == 0)
        try builder.build(to: output.path)
        let page = try String(contentsOf: output.appendingPathComponent("en/about/index.html"), encoding: .utf8)
        #expect(page.contains("Nothing links HERE."))
    }

    @Test func theSearchIndexJoinedAsBytesIsTheWritersJSON() {
        let objects = ["{\"title\":\"A\"}", "{\"title\":\"Б\"}", "{}"]
        for count in 0...objects.count {
            let some = Array(objects.prefix(count))
            #expect(
                SearchIndex.jsonData(objects: some, language: "ru")
                    == Data(SearchIndex.json(objects: some, language: "ru").utf8))
        }
    }

    /// Every file under `folder` (hidden ones included, so a stray temporary file would show), relative and sorted.
    static func files(under folder: URL) throws -> [String] {
        let walker = FileManager.default.enumerator(atPath: folder.path)!
        return walker.compactMap { $0 as? String }.filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.path + "/" + $0, isDirectory: &isFolder)
                && !isFolder.boolValue
        }.sorted()
    }
}

extension TestSite {
    func content(_ path: String) -> URL { root.appendingPathComponent("Content").appendingPathComponent(path) }

    func write(_ text: String, to path: String) throws {
        try text.write(to: content(path), atomically: true, encoding: .utf8)
    }

    func append(_ text: String, to path: String) throws {
        try write(String(contentsOf: content(path), encoding: .utf8) + text, to: path)
    }

    func replace(_ old: String, with new: String, in path: String) throws {
        let text = try String(contentsOf: content(path), encoding: .utf8)
        #expect(text.contains(old), "\(path) has \(old)")
        try write(text.replacingOccurrences(of: old, with: new), to: path)
    }
}
