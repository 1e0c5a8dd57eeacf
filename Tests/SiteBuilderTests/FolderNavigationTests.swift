import Foundation
import Testing

@testable import SiteBuilder

/// `FolderNavigation` renders each folder's navigation once and patches in what reads differently from
/// a page; every page must get the HTML its own links render to.
@Suite struct FolderNavigationTests {
    /// Three languages; a long section (a window per page), a short one, a section nested in a section,
    /// a section index beside its folder, top-level pages, and a page whose own folder holds other pages.
    static func pages() -> [String: String] {
        var pages: [String: String] = [:]
        for language in ["en", "ru", "zh"] {
            let page = { (path: String, title: String, order: Int?) in
                pages["\(language)/\(path)"] =
                    "---\ntitle: \(title) \(language)\n\(order.map { "order: \($0)\n" } ?? "")---\n"
            }
            page("index.md", "Home", nil)
            page("about.md", "About", 3)
            page("long/index.md", "Long", 1)
            for number in 1...(Navigation.fullListLimit + 15) { page("long/p\(number).md", "L\(number)", number) }
            page("short.md", "Short", 2)
            page("short/a.md", "A", nil)
            page("short/b.md", "B", nil)
            page("short/nested/c.md", "C", nil)
            page("short/nested/index.md", "Nested", nil)
            page("loose/x.md", "X", nil)
        }
        return pages
    }

    @Test func everyPagesFolderNavigationIsItsOwnLinksRendered() throws {
        let site = try TestSite(
            pages: Self.pages(),
            siteYAML:
                "title: T\nbaseURL: https://t.example.org/\ndefaultLanguage: en\nlanguages:\n  - code: en\n    name: English\n  - code: ru\n    name: Русский\n  - code: zh\n    name: 中文\n"
        )
        defer { site.remove() }
        // The repository's templates, with a layout that shows both: the HTML made per folder and the
        // page's own links rendered one by one.
        let templates = site.root.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: TestSite.repositoryTemplates), to: templates)
        try
            "<nav id=\"folder\">{{{navigationHTML}}}</nav>\n<nav id=\"links\">{{#navigation}}{{> partials/navigation-link}}{{/navigation}}</nav>\n"
            .write(to: templates.appendingPathComponent("layouts/page.mustache"), atomically: true, encoding: .utf8)
        let (rendered, _) = try SiteBuilder(site.configuration(templates: templates.path)).render()
        var checked = 0
        for (path, data) in rendered.files where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            guard let folder = Self.between(html, "<nav id=\"folder\">", "</nav>"),
                let links = Self.between(html, "<nav id=\"links\">", "</nav>")
            else { continue }
            #expect(folder == links, "\(path)")
            #expect(folder.contains("aria-current=\"page\""), "\(path)")
            checked += 1
        }
        #expect(checked == Self.pages().count)
    }

    @Test func theRepositoryTemplatesReadOnlyTheNavigationHTML() throws {
        let templates = try TemplateSet.load(
            directory: URL(fileURLWithPath: TestSite.repositoryTemplates), displayRoot: "Templates")
        #expect(!templates.readsNavigationList)
    }

    static func between(_ text: String, _ start: String, _ end: String) -> String? {
        guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex)
        else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }
}
