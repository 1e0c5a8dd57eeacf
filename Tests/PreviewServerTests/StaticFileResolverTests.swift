import Foundation
import Testing

@testable import PreviewServer

/// A throwaway site: root/index.html, root/guide/index.html (with its own 404.html, as a language
/// folder has), root/a.css, a secret next to the root,
/// and a symbolic link inside the root pointing at the secret.
struct SiteFixture {
    let base: URL
    let root: URL

    init() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-serve-\(UUID().uuidString)")
        root = base.appendingPathComponent("Site")
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("guide"), withIntermediateDirectories: true)
        try Data("<html><body>home</body></html>".utf8).write(to: root.appendingPathComponent("index.html"))
        try Data("<html><body>guide</body></html>".utf8).write(to: root.appendingPathComponent("guide/index.html"))
        try Data("<html><body>missing</body></html>".utf8).write(to: root.appendingPathComponent("404.html"))
        try Data("<html><body>guide missing</body></html>".utf8).write(
            to: root.appendingPathComponent("guide/404.html"))
        try Data("body{}".utf8).write(to: root.appendingPathComponent("a.css"))
        try Data("SECRET".utf8).write(to: base.appendingPathComponent("secret.txt"))
        try fm.createSymbolicLink(
            at: root.appendingPathComponent("leak.txt"),
            withDestinationURL: base.appendingPathComponent("secret.txt"))
    }

    func remove() { try? FileManager.default.removeItem(at: base) }
}

@Suite struct StaticFileResolverTests {
    @Test func aMissingAddressInAFolderWithA404GetsThatFoldersPage() throws {
        let site = try SiteFixture(); defer { site.remove() }
        let resolver = StaticFileResolver(root: site.root)
        let guide404 = URL(fileURLWithPath: site.root.resolvingSymlinksInPath().path + "/guide/404.html")
        #expect(resolver.notFoundPage(forPercentEncodedPath: "/guide/nothing/here") == guide404)
        #expect(resolver.notFoundPage(forPercentEncodedPath: "/guide/missing.html?x=1") == guide404)
        // Outside a folder with its own page, or trying to leave the root: the site's 404 answers.
        #expect(resolver.notFoundPage(forPercentEncodedPath: "/nothing-here") == nil)
        #expect(resolver.notFoundPage(forPercentEncodedPath: "/other/nothing") == nil)
        #expect(resolver.notFoundPage(forPercentEncodedPath: "/../guide/x") == nil)
        #expect(resolver.notFoundPage(forPercentEncodedPath: "/%2e%2e/x/") == nil)
    }

    @Test func servesFilesAndFolderIndexes() throws {
        let site = try SiteFixture(); defer { site.remove() }
        let resolver = StaticFileResolver(root: site.root)
        let realRoot = site.root.resolvingSymlinksInPath().path
        #expect(resolver.resolve(percentEncodedPath: "/") == .file(URL(fileURLWithPath: realRoot + "/index.html")))
        #expect(
            resolver.resolve(percentEncodedPath: "/guide/")
                == .file(URL(fileURLWithPath: realRoot + "/guide/index.html")))
        #expect(resolver.resolve(percentEncodedPath: "/a.css?v=1") == .file(URL(fileURLWithPath: realRoot + "/a.css")))
        #expect(resolver.resolve(percentEncodedPath: "/guide") == .redirect(location: "/guide/"))
        #expect(resolver.resolve(percentEncodedPath: "/nope.html") == .notFound)
    }

    @Test(arguments: [
        "/../secret.txt",
        "/guide/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/%2E%2E/secret.txt",
        "/..%2fsecret.txt",
        "/guide%2f..%2f..%2fsecret.txt",
        "/..%5csecret.txt",
        "/%00",
        "/leak.txt",
        "/./index.html",
        "relative.html",
    ])
    func refusesEverythingOutsideTheRoot(path: String) throws {
        let site = try SiteFixture(); defer { site.remove() }
        #expect(StaticFileResolver(root: site.root).resolve(percentEncodedPath: path) == .forbidden)
    }

    @Test func doubleEncodingIsDecodedOnlyOnce() throws {
        let site = try SiteFixture(); defer { site.remove() }
        // `%252e%252e` decodes to the literal name `%2e%2e`, which does not exist: not a way out.
        #expect(StaticFileResolver(root: site.root).resolve(percentEncodedPath: "/%252e%252e/secret.txt") == .notFound)
    }

    @Test func contentTypes() {
        #expect(StaticFileResolver.contentType(for: URL(fileURLWithPath: "/x/a.html")) == "text/html; charset=utf-8")
        #expect(StaticFileResolver.contentType(for: URL(fileURLWithPath: "/x/d.svg")) == "image/svg+xml")
    }
}

@Suite struct DirectoryWatcherTests {
    @Test func reportsAddedModifiedAndRemovedFiles() throws {
        let site = try SiteFixture(); defer { site.remove() }
        let watcher = DirectoryWatcher(directories: [site.root])
        let before = watcher.fingerprint()
        #expect(DirectoryWatcher.changes(from: before, to: watcher.fingerprint()).isEmpty)

        try Data("body{color:red}".utf8).write(to: site.root.appendingPathComponent("a.css"))
        try Data("new".utf8).write(to: site.root.appendingPathComponent("new.md"))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("guide/index.html"))
        let changed = DirectoryWatcher.changes(from: before, to: watcher.fingerprint())
        let names = changed.map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(names.sorted() == ["a.css", "index.html", "new.md"])
    }
}

@Suite struct LiveReloadTests {
    @Test func injectsBeforeTheClosingBodyTag() {
        let out = String(
            decoding: LiveReload.inject(into: Data("<html><body>x</body></html>".utf8), generation: 3), as: UTF8.self)
        #expect(out.hasPrefix("<html><body>x<script>"))
        #expect(out.hasSuffix("</script></body></html>"))
        #expect(out.contains("var g=3,"))
    }
}
