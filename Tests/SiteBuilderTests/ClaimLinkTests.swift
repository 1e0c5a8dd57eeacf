import Foundation
import Testing

@testable import SiteBuilder

/// `see:` in a claim links a page of the reference, the page lists the claim back, and a
/// ` ```claims-summary ` counts the page's claims from their verdicts.
@Suite struct ClaimLinkTests {
    static let home = "---\ntitle: Home\n---\n\n# Home\n\n## First appearance\n\nText.\n"

    static func claim(_ id: String, says: String, see: String?, scenario: String, predicts: String) -> String {
        "```claim id=\(id)\nsays: \(says)\nsource: \"An article\", example.org, 2020\n"
            + (see.map { "see: \($0)\n" } ?? "") + "scenario:\n\(scenario)\npredicts:\n\(predicts)\n```\n\n"
    }

    static let appear = "window.rootViewController = A\nwindow.makeKeyAndVisible()"
    /// Holds on the newest version; holds only while `.automatic` meant full screen (before iOS 13); never.
    static let claims =
        "---\ntitle: Claims\n---\n\n# Claims\n\n```claims-summary\n```\n\n"
        + claim(
            "loads-once", says: "`viewDidLoad` runs once.", see: "index#first-appearance", scenario: appear,
            predicts: "A.viewDidLoad called once")
        + claim(
            "presenter-disappears", says: "The presenter disappears.", see: "index.md",
            scenario: appear + "\nA.present(B, animated: true)", predicts: "A.viewDidDisappear called once")
        + claim(
            "loads-twice", says: "`viewDidLoad` runs twice.", see: nil, scenario: appear,
            predicts: "A.viewDidLoad called twice")

    func blessedSite(_ pages: [String: String]) throws -> TestSite {
        let site = try TestSite(pages: pages)
        _ = try SiteBuilder(site.configuration()).blessPins()
        return site
    }

    @Test func aClaimLinksThePageItNamesAndThatPageListsTheClaimWithItsStanding() throws {
        let site = try blessedSite(["en/index.md": Self.home, "en/claims.md": Self.claims])
        defer { site.remove() }
        #expect(try SiteBuilder(site.configuration(strict: true)).render().report.warnings.isEmpty)

        let claims = try site.article("en/claims/index.html")
        #expect(claims.contains("<p class=claim-see>Covered in: <a href=\"../#first-appearance\">Home</a></p>"))
        #expect(claims.contains("<p class=claim-see>Covered in: <a href=\"../\">Home</a></p>"))

        let home = try site.article("en/index.html")
        #expect(home.contains("<h2 id=\"published-claims\">What published articles claim about this"))
        #expect(
            home.contains(
                "<li><a href=\"claims/#loads-once\"><code>viewDidLoad</code> runs once.</a> <span class=\"versions\">(holds on iOS 26)</span></li>"
            ))
        #expect(home.contains("<li><a href=\"claims/#presenter-disappears\">The presenter disappears.</a>"))
        #expect(home.contains("(holds only on iOS"))
        #expect(!home.contains("loads-twice"), "a claim without see: is listed nowhere else")
    }

    @Test func theSummaryCountsThePageClaimsByWhereTheyHold() throws {
        let site = try blessedSite(["en/index.md": Self.home, "en/claims.md": Self.claims])
        defer { site.remove() }
        let html = try site.article("en/claims/index.html")
        #expect(html.contains("Claims on this page: 3, each run on every iOS version the model knows (iOS 3–26)."))
        #expect(html.contains("Hold on the newest version the model knows (iOS 26): <strong>1</strong>"))
        #expect(
            html.contains(
                "Hold only on older versions: <strong>1</strong>\n<ul>\n<li><a href=\"#presenter-disappears\">"))
        #expect(html.contains("Hold on no version: <strong>1</strong>\n<ul>\n<li><a href=\"#loads-twice\">"))
        // The sheet that `.automatic` means from iOS 13 leaves the presenter on screen.
        // (iOS 3 has no `present(_:animated:)`: there the claim's scenario does not run.)
        #expect(html.contains("(holds only on iOS 4–12)"))
    }

    @Test func aSeeLineToAMissingPageOrAnchorIsAnErrorAtItsLine() throws {
        let page =
            "---\ntitle: Home\n---\n\n# Home\n\n"
            + Self.claim(
                "x", says: "s", see: "nowhere#start", scenario: Self.appear, predicts: "A.viewDidLoad called once")
            + Self.claim(
                "y", says: "s", see: "index#missing", scenario: Self.appear, predicts: "A.viewDidLoad called once")
        let site = try TestSite(pages: ["en/index.md": page])
        defer { site.remove() }
        let errors: [BuildDiagnostic]
        do {
            _ = try SiteBuilder(site.configuration()).render()
            errors = []
        } catch {
            errors = error.diagnostics.filter { $0.severity == .error }
        }
        #expect(
            errors.map(\.message) == [
                "see: link to a missing page 'en/nowhere.md'",
                "see: link to a missing anchor '#missing' in 'en/index.md'",
            ])
        #expect(errors.map(\.line) == [10, 21])
        #expect(errors.map(\.column) == [6, 6])
    }

    @Test func aSummaryWithoutClaimsAndASeeLineWithTwoTargetsAreErrors() throws {
        let site = try TestSite(pages: ["en/index.md": Self.home + "\n```claims-summary\n```\n"])
        defer { site.remove() }
        #expect(throws: BuildFailure.self) { try SiteBuilder(site.configuration()).render() }
        #expect(throws: Claim.ReadError.self) {
            try Claim.read("says: s\nsource: t\nsee: a b\nscenario:\nA\npredicts:\nA.viewDidLoad called once")
        }
    }
}
