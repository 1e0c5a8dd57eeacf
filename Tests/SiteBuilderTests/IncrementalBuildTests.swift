import Foundation
import Testing

@testable import SiteBuilder

#if canImport(Glibc)
import Glibc
#endif

/// `serve`'s rebuilds: a `RenderCache` reuses what an edit did not change, and the result is exactly
/// what a build from nothing makes.
@Suite struct IncrementalBuildTests {
    static let scenario = """
        ```scenario title="Root"
        window.rootViewController = A
        window.makeKeyAndVisible()
        ```
        """

    static func pages(push: String = "nav.pushViewController(B, animated: true)") -> [String: String] {
        [
            "en/index.md": "---\ntitle: Home\n---\n\nSee [pushing](push.md).\n\n\(scenario)\n",
            "en/push.md": """
            ---
            title: Push
            ---

            ## Pushing

            ```scenario title="Push"
            let nav = UINavigationController(rootViewController: A)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            \(push)
            ```

            ```claim id=root-appears
            says: The root's view appears.
            source: "Example", example.org, 2020
            scenario:
            window.rootViewController = A
            window.makeKeyAndVisible()
            predicts:
            A.viewWillAppear before A.viewDidAppear
            ```
            """,
        ]
    }

    static func fresh(_ site: TestSite) throws -> RenderedSite {
        try SiteBuilder(site.configuration()).render().site
    }

    @Test func aRebuildWithNothingChangedRendersNothingAndMatchesAFreshBuild() throws {
        let site = try TestSite(pages: Self.pages()); defer { site.remove() }
        var configuration = site.configuration()
        configuration.cache = RenderCache()
        let builder = SiteBuilder(configuration)
        let first = try builder.render().site
        #expect(configuration.cache!.lastBuildCounts.pagesRendered == 2)
        // Within one build a block's expansion reuses the run the evidence pre-pass made of it.
        #expect(configuration.cache!.lastBuildCounts.hits == 2)
        let second = try builder.render().site
        let counts = configuration.cache!.lastBuildCounts
        #expect(counts.misses == 0, "nothing changed, so nothing is recomputed")
        #expect(counts.pagesRendered == 0)
        #expect(second.files == first.files)
        #expect(second.files == (try Self.fresh(site)).files)
    }

    @Test func anEditedPageIsRenderedAgainAloneAndTheSiteIsWhatAFreshBuildMakes() throws {
        let site = try TestSite(pages: Self.pages()); defer { site.remove() }
        var configuration = site.configuration()
        configuration.cache = RenderCache()
        let builder = SiteBuilder(configuration)
        _ = try builder.render()
        let held = configuration.cache!.entryCount
        for animated in [false, true, false] {
            try Self.pages(push: "nav.pushViewController(B, animated: \(animated))")["en/push.md"]!.write(
                to: site.root.appendingPathComponent("Content/en/push.md"), atomically: true, encoding: .utf8)
            let rebuilt = try builder.render().site
            #expect(configuration.cache!.lastBuildCounts.pagesRendered == 1, "the home page is kept")
            #expect(rebuilt.files == (try Self.fresh(site)).files)
            // The old run went with the build that stopped using it: the cache holds one site's worth.
            #expect(configuration.cache!.entryCount <= held)
        }
    }

    @Test func aFailedBuildKeepsTheCacheAndTheOutput() throws {
        let site = try TestSite(pages: Self.pages()); defer { site.remove() }
        var configuration = site.configuration()
        configuration.cache = RenderCache()
        let builder = SiteBuilder(configuration)
        let output = site.root.appendingPathComponent("Site").path
        try builder.build(to: output)
        let held = configuration.cache!.entryCount
        let before = try String(contentsOfFile: output + "/en/push/index.html", encoding: .utf8)
        try (Self.pages()["en/push.md"]! + "\n```scenario\nwindow.rootViewController = = A\n```\n").write(
            to: site.root.appendingPathComponent("Content/en/push.md"), atomically: true, encoding: .utf8)
        #expect(throws: BuildFailure.self) { try builder.build(to: output) }
        #expect(try String(contentsOfFile: output + "/en/push/index.html", encoding: .utf8) == before)
        // The results of the good build are all still there.
        #expect(configuration.cache!.entryCount >= held)
    }

    /// `serve` writes only what changed: an unchanged page keeps its file (the same inode), the edited one
    /// is replaced, and the folder holds exactly the new site.
    @Test func aRebuildWritesOnlyTheChangedFiles() throws {
        let site = try TestSite(pages: Self.pages()); defer { site.remove() }
        var configuration = site.configuration()
        configuration.cache = RenderCache()
        let builder = SiteBuilder(configuration)
        let output = site.root.appendingPathComponent("Site")
        try builder.build(to: output.path)
        let home = output.appendingPathComponent("en/index.html").path
        let push = output.appendingPathComponent("en/push/index.html").path
        let (homeInode, pushInode) = (inode(home), inode(push))
        try Self.pages(push: "nav.pushViewController(B, animated: false)")["en/push.md"]!.write(
            to: site.root.appendingPathComponent("Content/en/push.md"), atomically: true, encoding: .utf8)
        try builder.build(to: output.path)
        #expect(inode(home) == homeInode, "the unchanged page was not rewritten")
        #expect(inode(push) != pushInode, "the edited page was replaced")
        let fresh = try Self.fresh(site)
        #expect(try files(under: output) == fresh.paths)
        for path in fresh.paths {
            #expect(FileManager.default.contents(atPath: output.appendingPathComponent(path).path) == fresh.files[path])
        }
    }

    @Test func anUpdateAddsChangesAndRemovesFilesAndTheFoldersItEmpties() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-update-\(UUID())")
        defer { try? FileManager.default.removeItem(at: output) }
        var old = RenderedSite()
        old.add("index.html", "home 1")
        old.add("en/guide/deep/index.html", "deep")
        old.add("en/kept.html", "kept")
        try OutputWriter.replace(output, with: old)
        var new = RenderedSite()
        new.add("index.html", "home 2")
        new.add("en/kept.html", "kept")
        new.add("zh/new/index.html", "new")
        try OutputWriter.update(output, from: old, to: new)
        #expect(try files(under: output) == new.paths)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("en/guide").path))
        #expect(
            FileManager.default.contents(atPath: output.appendingPathComponent("index.html").path)
                == Data("home 2".utf8))
    }

    private func inode(_ path: String) -> UInt64 {
        var status = stat()
        return stat(path, &status) == 0 ? UInt64(status.st_ino) : 0
    }

    private func files(under folder: URL) throws -> [String] { try IncrementalEquivalenceTests.files(under: folder) }

    /// The generated texts are this process's, so their glossary check stands while the glossary and the
    /// languages do.
    @Test func theGeneratedTextsAreCheckedAgainOnlyWhenTheGlossaryChanges() {
        let cache = RenderCache()
        var checks = 0
        let check = { () -> [BuildDiagnostic] in
            checks += 1
            return []
        }
        let key = GeneratedTextsKey(glossary: Data("terms: []".utf8), languages: ["en", "ru"])
        _ = cache.generatedTextsCheck(key: key, check: check)
        _ = cache.generatedTextsCheck(key: key, check: check)
        #expect(checks == 1)
        _ = cache.generatedTextsCheck(
            key: GeneratedTextsKey(glossary: Data("terms: [x]".utf8), languages: ["en", "ru"]), check: check)
        _ = cache.generatedTextsCheck(
            key: GeneratedTextsKey(glossary: Data("terms: [x]".utf8), languages: ["en"]), check: check)
        #expect(checks == 3)
    }
}
