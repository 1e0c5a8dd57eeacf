import Foundation
import Testing

@testable import SiteBuilder

@Suite struct NavigationTests {
    func navigationTitles(_ html: String) -> [String] {
        guard let start = html.range(of: "<nav class=\"site-nav\""),
            let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex)
        else { return [] }
        return html[start.upperBound..<end.lowerBound].components(separatedBy: "</a>").dropLast().compactMap {
            $0.components(separatedBy: ">").last
        }
    }

    @Test func listedSlugsFirstThenOrderThenTitle() throws {
        let site = try TestSite(
            pages: [
                "en/index.md": "---\ntitle: Home\n---\n",
                "en/a.md": "---\ntitle: Zeta\norder: 5\n---\n",
                "en/b.md": "---\ntitle: Beta\norder: 1\n---\n",
                "en/c.md": "---\ntitle: Alpha\n---\n",
                "en/d.md": "---\ntitle: Gamma\n---\n",
            ],
            siteYAML: "title: T\nbaseURL: https://t.example.org/\nnavigation:\n  - index\n  - a\n")
        defer { site.remove() }
        let (rendered, _) = try SiteBuilder(site.configuration()).render()
        let html = String(decoding: rendered.files["en/c/index.html"]!, as: UTF8.self)
        #expect(navigationTitles(html) == ["Home", "Zeta", "Beta", "Alpha", "Gamma"])
        #expect(html.contains(#"<a href="./" aria-current="page">Alpha</a>"#))
    }

    @Test func aSectionOpensOnlyOnItsOwnPages() throws {
        let site = try TestSite(pages: [
            "en/index.md": "---\ntitle: Home\n---\n",
            "en/guide/index.md": "---\ntitle: Guide\norder: 1\n---\n",
            "en/guide/push.md": "---\ntitle: Push\n---\n",
            "en/api/index.md": "---\ntitle: API\norder: 2\n---\n",
            "en/api/table.md": "---\ntitle: Table\n---\n",
        ])
        defer { site.remove() }
        let (rendered, _) = try SiteBuilder(site.configuration()).render()
        let push = String(decoding: rendered.files["en/guide/push/index.html"]!, as: UTF8.self)
        #expect(navigationTitles(push) == ["Home", "Guide", "Push", "API"])
        let api = String(decoding: rendered.files["en/api/index.html"]!, as: UTF8.self)
        #expect(navigationTitles(api) == ["Home", "Guide", "API", "Table"])
        let home = String(decoding: rendered.files["en/index.html"]!, as: UTF8.self)
        #expect(navigationTitles(home) == ["Home", "Guide", "API"])
    }

    @Test func navigationEntryWithoutAPageIsAWarning() throws {
        let site = try TestSite(
            pages: ["en/index.md": "---\ntitle: Home\n---\n"],
            siteYAML: "title: T\nbaseURL: https://t.example.org/\nnavigation:\n  - index\n  - nowhere\n")
        defer { site.remove() }
        let report = try SiteBuilder(site.configuration()).render().report
        #expect(
            report.warnings.map(\.description) == [
                "\(site.root.path)/Content/site.yml:5:5: warning: navigation lists 'nowhere', but no language has a page with that slug"
            ])
    }
}
