import Foundation

@testable import SiteBuilder

/// A throwaway site in a temporary folder, built with the repository's templates.
struct TestSite {
    let root: URL

    static let repositoryTemplates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates").path

    init(
        pages: [String: String],
        siteYAML: String = "title: Test\nbaseURL: https://t.example.org/\ndefaultLanguage: en\n"
    ) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sitebuilder-tests-\(UUID().uuidString)")
        let content = root.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try siteYAML.write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        for (path, text) in pages {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    func configuration(
        templates: String = TestSite.repositoryTemplates, strict: Bool = false,
        expanders: BlockExpanderRegistry = .standard
    ) -> SiteBuildConfiguration {
        SiteBuildConfiguration(
            contentDirectory: root.appendingPathComponent("Content").path, templatesDirectory: templates,
            strict: strict, expanders: expanders)
    }

    /// The rendered `<article>` of a page.
    func article(_ outputPath: String, expanders: BlockExpanderRegistry = .standard) throws -> String {
        let (site, _) = try SiteBuilder(configuration(expanders: expanders)).render()
        let html = String(decoding: site.files[outputPath] ?? Data(), as: UTF8.self)
        guard let start = html.range(of: "<article>"), let end = html.range(of: "</article>") else { return html }
        return String(html[start.upperBound..<end.lowerBound])
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
