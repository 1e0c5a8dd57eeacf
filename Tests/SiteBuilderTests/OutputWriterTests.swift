import Foundation
import Testing

@testable import SiteBuilder

@Suite struct OutputWriterTests {
    func inode(_ path: String) throws -> UInt64 {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64)
    }

    /// A rebuild links unchanged files from the output it replaces and writes changed ones anew;
    /// a changed file never shares its inode with the previous output.
    @Test func rebuildReusesUnchangedFilesAndRewritesChangedOnes() throws {
        let site = try TestSite(pages: [
            "en/index.md": "---\ntitle: Home\n---\nOne.\n", "en/a.md": "---\ntitle: A\n---\nA.\n",
        ])
        defer { site.remove() }
        let output = site.root.appendingPathComponent("Site").path
        try SiteBuilder(site.configuration()).build(to: output)
        let style = output + "/assets/style.css"
        let home = output + "/en/index.html"
        let (styleInode, homeInode) = (try inode(style), try inode(home))

        try "---\ntitle: Home\n---\nTwo.\n".write(
            toFile: site.root.path + "/Content/en/index.md", atomically: true, encoding: .utf8)
        try SiteBuilder(site.configuration()).build(to: output)
        #expect(try inode(style) == styleInode)
        #expect(try inode(home) != homeInode)
        #expect(try String(contentsOfFile: home, encoding: .utf8).contains("<p>Two.</p>"))
        // The previous tree is gone, so nothing else holds the reused files.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter {
            $0.hasPrefix(".site-tmp")
        }
        #expect(leftovers.isEmpty)
        #expect(try FileManager.default.attributesOfItem(atPath: style)[.referenceCount] as? Int == 1)
    }

    @Test func aFileChangedByHandInTheOutputIsWrittenAgain() throws {
        let site = try TestSite(pages: ["en/index.md": "---\ntitle: Home\n---\nOne.\n"])
        defer { site.remove() }
        let output = site.root.appendingPathComponent("Site").path
        try SiteBuilder(site.configuration()).build(to: output)
        let home = output + "/en/index.html"
        let built = try Data(contentsOf: URL(fileURLWithPath: home))
        try Data("edited".utf8).write(to: URL(fileURLWithPath: home))
        try SiteBuilder(site.configuration()).build(to: output)
        #expect(try Data(contentsOf: URL(fileURLWithPath: home)) == built)
    }
}
