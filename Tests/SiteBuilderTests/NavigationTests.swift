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

    /// A section longer than `Navigation.fullListLimit` shows each page its neighbourhood, not thousands
    /// of links; a section of exactly the limit is shown whole.
    @Test func aLongSectionShowsThePagesNeighbourhood() throws {
        let count = Navigation.fullListLimit + 40
        var pages = [
            "en/index.md": "---\ntitle: Home\n---\n", "en/big/index.md": "---\ntitle: Big\norder: 1\n---\n",
            "en/small/index.md": "---\ntitle: Small\norder: 2\n---\n",
        ]
        for number in 1...count { pages["en/big/p\(number).md"] = "---\ntitle: B\(number)\norder: \(number)\n---\n" }
        for number in 1...Navigation.fullListLimit {
            pages["en/small/p\(number).md"] = "---\ntitle: S\(number)\norder: \(number)\n---\n"
        }
        let site = try TestSite(pages: pages)
        defer { site.remove() }
        let (rendered, _) = try SiteBuilder(site.configuration()).render()
        func titles(_ path: String) -> [String] {
            navigationTitles(String(decoding: rendered.files[path]!, as: UTF8.self))
        }
        let around = Navigation.neighbours
        let middle = 50
        #expect(
            titles("en/big/p\(middle)/index.html")
                == ["Home", "Big"] + ((middle - around)...(middle + around)).map { "B\($0)" } + ["Small"])
        // At either end the window keeps its width, shifted inwards.
        let width = 2 * around + 1
        #expect(titles("en/big/p1/index.html") == ["Home", "Big"] + (1...width).map { "B\($0)" } + ["Small"])
        #expect(titles("en/big/index.html") == ["Home", "Big"] + (1...width).map { "B\($0)" } + ["Small"])
        #expect(
            titles("en/big/p\(count)/index.html")
                == ["Home", "Big"] + ((count - width + 1)...count).map { "B\($0)" } + ["Small"])
        #expect(
            titles("en/small/p1/index.html")
                == ["Home", "Big", "Small"] + (1...Navigation.fullListLimit).map { "S\($0)" })
        #expect(titles("en/index.html") == ["Home", "Big", "Small"])
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

    /// `serve` keeps the navigation while no page's place, title or order changes; its warnings come with it.
    @Test func aKeptNavigationRepeatsItsWarningsAndAnEditedTitleMakesItAgain() throws {
        let site = try TestSite(
            pages: ["en/index.md": "---\ntitle: Home\n---\n", "en/a.md": "---\ntitle: A\n---\n\nText.\n"],
            siteYAML: "title: T\nbaseURL: https://t.example.org/\nnavigation:\n  - index\n  - nowhere\n")
        defer { site.remove() }
        var configuration = site.configuration()
        configuration.cache = RenderCache()
        let builder = SiteBuilder(configuration)
        let first = try builder.render().report.warnings
        let page = site.root.appendingPathComponent("Content/en/a.md")
        try "---\ntitle: A\n---\n\nOther text.\n".write(to: page, atomically: true, encoding: .utf8)
        let kept = configuration.cache!.keptNavigation?.inputs
        #expect(try builder.render().report.warnings == first, "the prose changed, the navigation is kept")
        #expect(configuration.cache!.keptNavigation?.inputs == kept)
        try "---\ntitle: B\n---\n\nOther text.\n".write(to: page, atomically: true, encoding: .utf8)
        let (rebuilt, report) = try builder.render()
        #expect(report.warnings == first)
        #expect(configuration.cache!.keptNavigation?.inputs != kept, "a title changed")
        var fresh = site.configuration()
        fresh.cache = nil
        #expect(rebuilt.files == (try SiteBuilder(fresh).render().site).files)
    }
}
