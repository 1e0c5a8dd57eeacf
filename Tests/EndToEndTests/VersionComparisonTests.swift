import Foundation
import Testing

/// `compare=` on a scenario block and `lifeline trace --compare`: one comparison, two outputs.
@Suite struct VersionComparisonTests {
    static let presentation = """
        window.rootViewController = A
        window.makeKeyAndVisible()
        A.present(B, animated: true)

        """

    static func page(_ options: String) -> String {
        "---\ntitle: About\norder: 5\n---\n\n```scenario \(options)\n\(presentation)```\n"
    }

    @Test func aCompareBlockShowsASentenceAndATracePerVersion() throws {
        let site = try FixtureSite("good"); defer { site.remove() }
        try site.write("Content/en/about.md", Self.page("id=sheet compare=12,13,17"))
        let build = try site.run("build")
        #expect(build.status == 0, "\(build.stderr)")
        let html = try #require(site.read("Site/en/about/index.html"))
        // A page sheet leaves the presenter on screen from iOS 13: typed, in words, per version.
        #expect(html.contains("<li>iOS 12: the version the others are compared with</li>"))
        #expect(html.contains("<li>iOS 13: A no longer gets "))
        #expect(html.contains("viewWillDisappear(_:), 1 more; A now gets viewIsAppearing(_:)"))
        #expect(html.contains("<li>iOS 17: the same calls in the same order as the previous version</li>"))
        // Tabs without script: radios grouped by a shared caption, the newest version open, one panel each.
        #expect(
            html.contains(
                #"<div class="compare-tabs"><span class="compare-caption" id="sheet-versions">iOS versions</span>"#))
        #expect(
            html.contains(
                #"<input type="radio" name="sheet-version" id="sheet-ios17-tab" aria-labelledby="sheet-versions sheet-ios17-tab-label" checked>"#
            ))
        for version in ["12", "13", "17"] {
            #expect(html.contains(#"<section class="compare-panel" id="sheet-ios\#(version)">"#))
        }
        #expect(html.components(separatedBy: "<table class=\"trace\">").count == 4)
        // The rows iOS 13 gained over iOS 12 are marked; iOS 17 has none to mark.
        let panels = html.components(separatedBy: "<section class=\"compare-panel\"")
        #expect(panels[2].contains(#" changed">"#) || panels[2].contains("class=changed>"))
        #expect(!panels[3].contains(#"changed">"#))
        #expect(html.contains(#"<span class="ios-badge">iOS 12 · 13 · 17</span>"#))
    }

    @Test func aRepeatedDiagramIsLinkedAndACallbackExplainedOnceAPage() throws {
        let site = try FixtureSite("good"); defer { site.remove() }
        let block = "```scenario show=trace,state\nwindow.rootViewController = A\nwindow.makeKeyAndVisible()\n```\n"
        try site.write("Content/en/about.md", "---\ntitle: About\n---\n\n" + block + "\n" + block)
        #expect(try site.run("build").status == 0)
        let html = try #require(site.read("Site/en/about/index.html"))
        // The same state machine twice: drawn once, the second figure links to the first.
        #expect(html.components(separatedBy: "<svg").count == 2)
        #expect(
            html.contains(
                #"<figure class="diagram" id="scenario-10-state">"# + "\n"
                    + #"<figcaption id="scenario-10-state-caption">Appearance states (iOS 26)</figcaption>"# + "\n"
                    + ##"<p class="diagram-same"><a href="#scenario-5-state">The same diagram as above</a>"##))
        // Each callback's summary once on the page: the second trace's legend names only its objects.
        #expect(html.components(separatedBy: "<dt><code>viewDidLoad()</code></dt>").count == 2)
        #expect(html.components(separatedBy: "<details class=\"trace-legend\">").count == 3)
        // Without script every row shows: nothing in the markup hides or folds one.
        #expect(!html.contains("filtered") && !html.contains("folded") && !html.contains("<tr hidden"))
    }

    @Test func compareAllSkipsVersionsTheScenarioCannotRunOnAndSaysSo() throws {
        let site = try FixtureSite("good"); defer { site.remove() }
        try site.write(
            "Content/en/about.md",
            "---\ntitle: About\n---\n\n```scenario compare=all\nwindow.rootViewController = A\nwindow.makeKeyAndVisible()\nA.loadViewIfNeeded()\n```\n"
        )
        let build = try site.run("build")
        #expect(build.status == 0, "\(build.stderr)")
        let html = try #require(site.read("Site/en/about/index.html"))
        #expect(html.contains("<p class=\"compare-skipped\">The scenario does not run on iOS 3, 4, 5, 6, 7, 8: "))
        #expect(html.contains("<li>iOS 26: "))
    }

    @Test func badCompareOptionsFailAtTheirColumn() throws {
        let site = try FixtureSite("good"); defer { site.remove() }
        try site.write("Content/en/about.md", Self.page("compare=13"))
        var build = try site.run("build")
        #expect(build.status != 0)
        #expect(build.stderr.contains("Content/en/about.md:6:13: error: '13' is not at least two releases"))
        try site.write("Content/en/about.md", Self.page("ios=13 compare=12,13"))
        build = try site.run("build")
        #expect(build.stderr.contains("Content/en/about.md:6:13: error: a scenario takes ios= or compare=, not both"))
    }

    @Test func theCommandLinePrintsEachTraceAndTheDifferences() throws {
        let site = try FixtureSite("good"); defer { site.remove() }
        try site.write("sheet.scenario", Self.presentation)
        let text = try site.run("trace", "sheet.scenario", "--compare", "12,13")
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("== iOS 12: the version the others are compared with\niOS 12\n"))
        #expect(text.stdout.contains("\n== iOS 13: A no longer gets "))
        #expect(
            text.stdout.contains(
                "viewWillDisappear(_:), viewDidDisappear(_:)\n  A now gets viewIsAppearing(_:)\n"))
        let json = try site.run("trace", "sheet.scenario", "--compare", "12,13", "--format", "json")
        #expect(json.status == 0)
        let array = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { $0["ios"] as? String } == ["12", "13"])
        let bad = try site.run("trace", "sheet.scenario", "--compare", "13,12")
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("--compare: '13,12' is not releases in increasing order"))
    }
}
