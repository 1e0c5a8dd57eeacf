import Foundation
import LifecycleModel
import Testing

@testable import Evidence
@testable import SiteBuilder

/// Issue 24: readers see how each trace row is known, the Evidence page lists every source with the
/// scenarios resting on it, the home page states the computed share, and `check` fails on an unused
/// entry or a URL under two ids.
@Suite struct EvidenceSiteTests {
    static let home = """
        ---
        title: Home
        ---

        ```scenario title="Launch"
        let v = UIView()
        window.rootViewController = A
        window.makeKeyAndVisible()
        ```

        ```scenario title="Launch on iOS 10" ios=10
        window.rootViewController = A
        window.makeKeyAndVisible()
        ```

        ```scenario title="A sheet dragged away tells its delegate"
        class Editor: UIViewController, UIAdaptivePresentationControllerDelegate {
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
        }
        let B = Editor()
        window.rootViewController = A
        window.makeKeyAndVisible()
        A.present(B, animated: true)
        B.presentationController?.delegate = B
        user.dragDownSheet(B, completes: true)
        ```

        ```evidence-share
        ```
        """
    static let evidencePage = """
        ---
        title: Evidence
        ---

        ```evidence-registry
        ```
        """

    @Test func everyRowCarriesAnAccessibleMarkerLinkedToItsEntry() throws {
        let site = try TestSite(pages: ["en/index.md": Self.home, "en/evidence.md": Self.evidencePage])
        defer { site.remove() }
        let article = try site.article("en/index.html")
        // viewDidAppear(_:) at launch rests on darkjoin's iOS 10 log and Neuburg's iOS 8–15 logs: observed on
        // iOS 10, extrapolated on iOS 26; the link goes to the first entry of that standing, the label says
        // the standing in the page's language.
        #expect(
            article.contains(
                #"<td><a class=observed aria-label=observed href=evidence/#ev-log-darkjoin-demo>●</a>"#
            ))
        #expect(
            article.contains(
                #"<td><a class=extrapolated aria-label="extrapolated from a log of other releases" href=evidence/#ev-log-darkjoin-demo>◐</a>"#
            ))
        // Creating a plain view names Apple's init(frame:); where a sheet's delegate hears of the dismissal
        // is the model's choice, said so and counted.
        #expect(
            article.contains(#"<a class=documented aria-label=documented href=evidence/#ev-apple-uiview-init-frame>"#))
        #expect(article.contains(#"<a class=chosen aria-label="the model&#39;s choice" href=evidence/#ev-"#))
        // The shapes are keyed once, under the trace, in the page's language.
        #expect(
            article.contains(#"<span class="evidence-mark chosen" aria-hidden="true">○</span> the model&#39;s choice "#)
        )
        #expect(article.contains(#"<p class="evidence-note">"#))
        // Said once a page: a later trace's note is its count alone.
        #expect(article.components(separatedBy: #"<p class="evidence-note"><span"#).count - 1 == 1)
        #expect(article.components(separatedBy: #"<p class="evidence-note">"#).count - 1 >= 2)
        #expect(article.contains("Every row rests on a published log or on Apple&#39;s documentation."))
        #expect(article.contains("1 of 27 rows rest on the model&#39;s choice."))
    }

    @Test func theHomePageStatesTheComputedShare() throws {
        let site = try TestSite(pages: ["en/index.md": Self.home, "en/evidence.md": Self.evidencePage])
        defer { site.remove() }
        let (rendered, _) = try SiteBuilder(site.configuration()).render()
        let html = String(decoding: rendered.files["en/index.html"] ?? Data(), as: UTF8.self)
        // The share counts exactly the marked rows of the site's traces (here the one on this page).
        var counts: [EvidenceStanding: Int] = [:]
        for standing in EvidenceStanding.allCases {
            counts[standing] =
                html.components(separatedBy: "<a class=\(standing.rawValue) aria-label").count - 1
        }
        let total = counts.values.reduce(0, +)
        #expect(html.contains("Of the \(total) trace rows on this site:"))
        let shares = EvidenceShareExpander.percentages(EvidenceStanding.allCases.map { counts[$0] ?? 0 }, of: total)
        for (standing, share) in zip(EvidenceStanding.allCases, shares) {
            let count = counts[standing] ?? 0
            let shown = share == 0 && count > 0 ? "&lt; 1" : String(share)
            #expect(html.contains("<strong>\(shown) %</strong> (\(count))"))
        }
        // Whole percents that add up to 100: 4133/945/951 of 6029 round one by one to 69/16/16 (101).
        #expect(EvidenceShareExpander.percentages([4133, 945, 951], of: 6029) == [68, 16, 16])
        #expect(EvidenceShareExpander.percentages([1, 1, 1], of: 3) == [34, 33, 33])
    }

    @Test func theEvidencePageListsEntriesWithTheScenariosThatUseThem() throws {
        let site = try TestSite(pages: ["en/index.md": Self.home, "en/evidence.md": Self.evidencePage])
        defer { site.remove() }
        let article = try site.article("en/evidence/index.html")
        #expect(article.contains(#"<dt id="ev-log-darkjoin-demo">"#))
        #expect(article.contains(#"<cite lang="zh">视图控制器的生命周期</cite>"#))
        // A page's title once, then its scenarios: the two launches rest on Apple's UIViewController page.
        #expect(
            article.contains(
                #"Home — <a href="../#scenario-5">Launch</a>, <a href="../#scenario-11">Launch on iOS 10</a>"#))
        #expect(!article.contains(">Home — Launch</a>"))
        // Sources behind exactly the same scenarios list them once; the later one links to the first.
        let sameAs = article.components(separatedBy: "Relied on by the same scenarios as <a href=\"#ev-")
        #expect(sameAs.count > 1)
        let lists = article.components(separatedBy: "<p class=\"evidence-uses\">").dropFirst().map {
            $0.prefix(while: { $0 != "\n" })
        }
        let full = lists.filter { $0.hasPrefix("Relied on by: ") }
        #expect(Set(full).count == full.count, "a list of scenarios repeated")
        #expect(article.contains("No scenario on these pages rests on it."))
    }

    /// Issue 28's page budget: an entry behind more scenarios than `listsEachScenarioUpTo` names its
    /// pages with a count each instead of every scenario (Apple's UIViewController page backs 200).
    @Test func aWidelyUsedEntryCountsItsScenariosPerPage() throws {
        let launches = (1...EvidenceRegistryExpander.listsEachScenarioUpTo).map { number in
            "```scenario title=\"Launch \(number)\"\nwindow.rootViewController = A\nwindow.makeKeyAndVisible()\n```\n"
        }
        let more = "---\ntitle: More\n---\n\n" + launches.joined(separator: "\n")
        let site = try TestSite(pages: [
            "en/index.md": Self.home, "en/more.md": more, "en/evidence.md": Self.evidencePage,
        ])
        defer { site.remove() }
        let article = try site.article("en/evidence/index.html")
        let count = EvidenceRegistryExpander.listsEachScenarioUpTo
        #expect(
            article.contains(
                "Relied on by \(count + 2) scenarios on 2 pages: <a href=\"../\">Home</a> (2), <a href=\"../more/\">More</a> (\(count))"
            ))
        #expect(!article.contains(">Launch 1</a>"))
    }

    /// `check` is strict: an entry no trace uses is a warning of the registry block, so it fails.
    @Test func anEntryNoTraceUsesFailsTheCheck() throws {
        let site = try TestSite(pages: ["en/index.md": Self.home, "en/evidence.md": Self.evidencePage])
        defer { site.remove() }
        let report = try SiteBuilder(site.configuration()).render().report
        #expect(
            report.warnings.map(\.message).contains(
                "evidence entry 'log-wangling-2014' is used by no trace on the site: tag the decision it orders, or remove it"
            ))
        #expect(throws: BuildFailure.self) { try SiteBuilder(site.configuration(strict: true)).render() }
    }

    @Test func aURLFiledUnderTwoIDsIsAProblem() throws {
        let first = EvidenceRegistry.entry(.darkjoinLifecycleDemo)
        let url = try #require(first.url)
        let copy = EvidenceEntry(
            .wanglingTransitionEvents2014, .deviceLog, title: "copy", source: "s", year: nil, url: first.url,
            ios: 7...7, shows: first.shows)
        #expect(
            EvidenceAudit.problems(entries: [first, copy], unused: []) == [
                "evidence entries 'log-darkjoin-demo' and 'log-wangling-2014' cite the same URL \(url)"
            ])
        #expect(EvidenceAudit.problems(entries: EvidenceRegistry.entries, unused: []).isEmpty)
    }
}
