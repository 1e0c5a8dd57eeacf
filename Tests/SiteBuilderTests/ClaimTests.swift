import Foundation
import LifecycleModel
import Scenario
import Testing

@testable import SiteBuilder

/// The assertion language of ` ```claim ` blocks, read line by line.
@Suite struct ClaimAssertionParserTests {
    func kind(_ line: String) throws -> ClaimAssertion.Kind { try ClaimAssertionParser.parse(line).kind }

    func error(_ line: String) -> ClaimAssertionParser.SyntaxError? {
        do {
            _ = try ClaimAssertionParser.parse(line)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsOrderCountStateAndDiagnostics() throws {
        guard
            case .before(let first, let second, immediately: false) = try kind(
                "A.viewWillAppear before A.viewDidAppear(_:)")
        else {
            Issue.record("expected an order")
            return
        }
        #expect(first.object == "A" && first.callbacks == [.viewWillAppear])
        #expect(second.callbacks == [.viewDidAppear])
        guard
            case .before(_, _, let immediately) = try kind(
                "nav.view.layoutSubviews immediately before A.viewDidLayoutSubviews")
        else {
            Issue.record("expected an order")
            return
        }
        #expect(immediately)
        guard case .called(let reference, let times, nil) = try kind("A.viewDidLoad called 3 times") else {
            Issue.record("expected a count")
            return
        }
        #expect(reference.object == "A" && times == 3)
        guard case .called(_, let never, _) = try kind("A.viewDidUnload called never") else {
            Issue.record("expected a count")
            return
        }
        #expect(never == 0)
        guard case .called(_, let once, let fromLine) = try kind("A.traitCollectionDidChange called once from line 3")
        else {
            Issue.record("expected a count from a line")
            return
        }
        #expect(once == 1 && fromLine == 3)
        guard
            case .state(_, let conditions) = try kind(
                "in A.viewWillAppear: isViewLoaded && !isInWindow && appearance == .appearing")
        else {
            Issue.record("expected a state")
            return
        }
        #expect(conditions.map(\.text) == ["isViewLoaded", "!isInWindow", "appearance == .appearing"])
        #expect(try kind("LL004 fires  // a comment") == .fires(rule: .ll004, true))
        #expect(try kind("LL004 does not fire") == .fires(rule: .ll004, false))
    }

    @Test func errorsNameTheirColumn() {
        #expect(
            error("A.viewWillApear before A.viewDidAppear")
                == .init(
                    message: "unknown callback 'viewWillApear' (the method catalogue has no such method)", column: 3))
        #expect(error("LL999 fires")?.column == 1)
        #expect(error("in A.viewWillAppear: isLoaded")?.column == 22)
        #expect(error("A.viewDidLoad called thrice")?.column == 22)
        #expect(
            error("A.viewDidLoad after A.loadView")
                == .init(message: "expected 'before', 'immediately before' or 'called', found 'after'", column: 15))
        #expect(error("viewDidLoad called once")?.column == 1)
        #expect(error("A.viewDidLoad called once extra")?.column == 27)
        #expect(error("in A.viewWillAppear: isViewLoaded & isInWindow")?.column == 35)
    }
}

/// Assertions checked against real runs of the model.
@Suite struct ClaimEvaluationTests {
    static let shown = "window.rootViewController = A\nwindow.makeKeyAndVisible()\n"

    func failure(_ line: String, source: String = shown, ios: Int = 17) throws -> ClaimFailure? {
        try ClaimAssertionParser.parse(line).failure(in: ScenarioRunner.run(source: source, ios: IOSVersion(ios)))
    }

    func step(_ callback: Callback, source: String = shown, ios: Int = 17) throws -> Int {
        try #require(
            ScenarioRunner.run(source: source, ios: IOSVersion(ios)).events.first { $0.callback == callback.name }?.seq)
    }

    @Test func order() throws {
        #expect(try failure("A.viewWillAppear before A.viewDidAppear") == nil)
        let reversed = try #require(try failure("A.viewDidAppear before A.viewWillAppear"))
        #expect(reversed.step == (try step(.viewWillAppear)))
        guard case .cameFirst = reversed.reason else { Issue.record("\(reversed.reason)"); return }
        let missing = try #require(try failure("A.viewIsAppearing before A.viewDidAppear", ios: 12))
        guard case .neverCalled(let reference) = missing.reason else { Issue.record("\(missing.reason)"); return }
        #expect(reference.description == "A.viewIsAppearing" && missing.step == nil)
    }

    @Test func immediatelyBefore() throws {
        // iOS 17: viewIsAppearing(_:) runs right after viewWillAppear(_:), before the layout callbacks.
        #expect(try failure("A.viewWillAppear immediately before A.viewIsAppearing") == nil)
        let apart = try #require(try failure("A.viewWillAppear immediately before A.viewDidAppear"))
        #expect(apart.step == (try step(.viewIsAppearing)))
        #expect(
            apart.reason
                == .followedBy(
                    try ClaimAssertionParser.parse("A.viewWillAppear called once").references[0],
                    next: "A.viewIsAppearing(_:)"))
    }

    @Test func count() throws {
        #expect(try failure("A.viewDidLoad called once") == nil)
        #expect(try failure("A.viewDidUnload called never") == nil)
        let twice = try #require(try failure("A.viewDidLoad called twice"))
        guard case .calledTimes(_, actual: 1) = twice.reason else { Issue.record("\(twice.reason)"); return }
        #expect(twice.step == nil)
        let tooMany = try #require(try failure("A.viewDidLoad called never"))
        #expect(tooMany.step == (try step(.viewDidLoad)))
    }

    @Test func stateInsideACallback() throws {
        #expect(try failure("in A.viewWillAppear: isViewLoaded && !isInWindow && appearance == .appearing") == nil)
        #expect(try failure("in A.viewIsAppearing: isInWindow && hasFinalGeometry && hasCurrentTraits") == nil)
        let geometry = try #require(try failure("in A.viewWillAppear: isViewLoaded && hasFinalGeometry"))
        #expect(geometry.step == (try step(.viewWillAppear)))
        guard case .conditionFalse(_, let condition) = geometry.reason else {
            Issue.record("\(geometry.reason)"); return
        }
        #expect(condition.text == "hasFinalGeometry")
        // An animated push runs inside a transition, so the coordinator is there in viewWillAppear.
        let push =
            "let nav = UINavigationController(rootViewController: A)\nwindow.rootViewController = nav\nwindow.makeKeyAndVisible()\nnav.pushViewController(B, animated: true)\n"
        #expect(try failure("in B.viewWillAppear: hasTransitionCoordinator", source: push) == nil)
    }

    @Test func diagnosticFiresOrNot() throws {
        let misuse = "A.loadView()\nwindow.rootViewController = A\n"
        #expect(try failure("LL004 fires", source: misuse) == nil)
        #expect(try failure("LL004 does not fire") == nil)
        #expect(try failure("LL004 does not fire", source: misuse)?.reason == .fired(rule: .ll004, line: 1, column: 3))
        #expect(try failure("LL004 fires")?.reason == .didNotFire(rule: .ll004))
    }
}

/// A claim run on every known version: the verdict row and its pin.
@Suite struct ClaimVerdictTests {
    func verdict(_ predicts: String, scenario: String = ClaimEvaluationTests.shown) throws -> ClaimVerdict {
        try ClaimVerdict.judge(Claim.read("says: x\nsource: y\nscenario:\n\(scenario)predicts:\n\(predicts)\n"))
    }

    @Test func everyKnownVersionGetsAnOutcome() throws {
        let result = try verdict("in A.viewIsAppearing: hasFinalGeometry")
        #expect(result.outcomes.map(\.ios.major) == VersionProfile.knownMajors)
        // iOS 3 has no UIWindow.rootViewController; UIKit calls viewIsAppearing(_:) from iOS 13 (back-deployed).
        #expect(result.pinLines == ["holds 13 14 15 16 17 18 26", "unavailable 3 4 5 6 7 8 9 10 11 12"])
        guard case .unavailable(.scenario(let message, let reason)) = result.outcomes[0].outcome else {
            Issue.record("iOS 3"); return
        }
        #expect(message == .model(.windowRootNew(introduced: 4, running: IOSVersion(3))))
        #expect(reason == FeatureUnavailable(.api(.windowRootViewController)))
        // The reader sees the reason in the page's language, the API as code.
        let russian = ClaimHTML.differences(result, language: .ru).first { $0.versions == "iOS 3" }?.html
        #expect(russian?.contains("<code>UIWindow.rootViewController</code> появился только в iOS 4") == true)
        #expect(result.outcomes[1].outcome == .unavailable(.callback("A.viewIsAppearing")))
    }

    /// `viewDidUnload()` is deprecated in iOS 6 and UIKit stops calling it there (Apple docs,
    /// "viewDidUnload": "Deprecated… views are no longer purged under low-memory conditions"): its
    /// chip says "no longer called", not that the API does not exist, which is true only before it.
    @Test func aCallbackUIKitStoppedCallingIsNoLongerCalledNotMissing() throws {
        let result = try verdict("A.viewDidUnload called never")
        let iOS6 = try #require(result.outcomes.first { $0.ios.major == 6 })
        #expect(iOS6.outcome == .unavailable(.retiredCallback("A.viewDidUnload")))
        let html = ClaimHTML.render(
            try Claim.read("says: x\nsource: y\nscenario:\nA\npredicts:\nA.viewDidUnload called never"),
            verdict: result, anchor: "c", language: .en)
        #expect(
            html.contains(
                "<li class=\"chip unavailable\">iOS 6–26 <span>no longer called</span></li>"
            ))
        #expect(
            html.contains(
                "<code>A.viewDidUnload</code> exists, deprecated, but UIKit no longer calls it on this version"))
    }

    /// `transitionCoordinator` arrived in iOS 7 (Apple docs, iOS 7.0+): a prediction that reads it cannot
    /// be asked on iOS 4–6 — "–", as the chips' legend reserves for a missing API — not ✗.
    @Test func aStateReadingAMissingAPIIsUnavailableNotFalse() throws {
        let push =
            "let nav = UINavigationController(rootViewController: A)\nwindow.rootViewController = nav\n"
            + "window.makeKeyAndVisible()\nnav.pushViewController(B, animated: true)\n"
        let result = try verdict("in B.viewWillAppear: hasTransitionCoordinator", scenario: push)
        #expect(result.pinLines == ["holds 7 8 9 10 11 12 13 14 15 16 17 18 26", "unavailable 3 4 5 6"])
        let iOS6 = try #require(result.outcomes.first { $0.ios.major == 6 })
        #expect(iOS6.outcome == .unavailable(.property("transitionCoordinator")))
        let lines = ClaimHTML.differences(result, language: .en)
        #expect(lines.contains { $0.html == "<code>transitionCoordinator</code> does not exist on this version" })
        // Negated, the same: "no coordinator" is not something iOS 6 can be asked either.
        let negated = try verdict("in B.viewWillAppear: !hasTransitionCoordinator", scenario: push)
        #expect(negated.pinLines.last == "unavailable 3 4 5 6")
    }

    /// `from line N` counts only what that line and later ones caused: up to iOS 12 the launch's first
    /// traits are a call of their own (useyourloaf.com, 2019), which a claim about a later change must not count.
    @Test func countFromALineLeavesOutEarlierCalls() throws {
        let scenario = "window.rootViewController = A\nwindow.makeKeyAndVisible()\ndevice.rotate(to: .landscapeLeft)\n"
        let all = try verdict("A.traitCollectionDidChange called once", scenario: scenario)
        #expect(all.pinLines.contains { $0.hasPrefix("fails 8 9 10 11 12") })
        let fromLine3 = try verdict("A.traitCollectionDidChange called once from line 3", scenario: scenario)
        #expect(fromLine3.pinLines.first == "holds 8 9 10 11 12 13 14 15 16 17 18 26")
    }

    @Test func failingVersionsExplainTheStep() throws {
        // Before iOS 13 the first traits came right after viewWillAppear(_:) (useyourloaf.com, 2019).
        let result = try verdict("A.viewWillAppear immediately before A.traitCollectionDidChange")
        #expect(result.pinLines.first == "holds 8 9 10 11 12")
        let lines = ClaimHTML.differences(result, language: .en)
        let row = try #require(lines.first { $0.versions.hasPrefix("iOS 13") })
        #expect(row.versions == "iOS 13, 14, 15, 16, 17, 18, 26")
        #expect(
            row.html.contains("step 5: after <code>A.viewWillAppear</code> comes <code>A.viewIsAppearing(_:)</code>"))
    }

    @Test func aScenarioThatRunsNowhereIsAnError() {
        #expect(throws: ScenarioError.self) { try verdict("A.viewDidLoad called once", scenario: "frobnicate()\n") }
    }
}

/// ` ```claim ` on a page: errors at the page's line and column, the chips, the pin and `bless`.
@Suite struct ClaimPageTests {
    static let claim = """
        ```claim id=appear-geometry
        says: `viewIsAppearing` sees the final geometry.
        source: "Example article", example.org, 2023
        scenario:
        window.rootViewController = A
        window.makeKeyAndVisible()
        predicts:
        in A.viewIsAppearing: hasFinalGeometry
        ```

        """
    static let pin = "```verdict\nholds 13 14 15 16 17 18 26\nunavailable 3 4 5 6 7 8 9 10 11 12\n```\n"
    static let page = "---\ntitle: T\n---\n\n"

    @Test func rendersChipsAndSourcesWithoutScript() throws {
        let site = try TestSite(pages: ["en/index.md": Self.page + Self.claim + Self.pin])
        defer { site.remove() }
        let html = try site.article("en/index.html")
        #expect(html.contains("<section class=claim id=appear-geometry>"))
        #expect(html.contains("<span class=claim-says><code>viewIsAppearing</code> sees the final geometry.</span>"))
        #expect(html.contains("<cite>&quot;Example article&quot;, example.org, 2023</cite>"))
        #expect(
            html.contains(
                "<li class=\"chip holds\">iOS 13–26 <span>holds</span></li>"
            ))
        // Consecutive releases that read the same share a chip: two chips for seventeen releases.
        #expect(html.contains("<li class=\"chip unavailable\">iOS 3–12 "))
        #expect(html.components(separatedBy: "<li class=\"chip ").count - 1 == 2)
        // The stylesheet numbers a claim's lines: no link from each number to its own line, and no
        // line ids (nothing links to them; they were 22 KB of the Russian articles-checked page).
        #expect(html.contains("<pre class=\"scenario-source numbered\">"))
        #expect(!html.contains("href=\"#appear-geometry-L"))
        #expect(!html.contains("id=\"appear-geometry-L"))
        #expect(html.contains("<span class=line>window.makeKeyAndVisible()</span>"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("language-verdict"))
        let report = try SiteBuilder(site.configuration(strict: true)).render().report
        #expect(report.warnings.isEmpty)
    }

    @Test func assertionErrorsPointIntoThePage() throws {
        let broken = Self.claim.replacingOccurrences(of: "hasFinalGeometry", with: "hasFinalGeometri")
        let errors = try buildErrors(Self.page + broken + Self.pin)
        #expect(errors.map(\.line) == [12])
        #expect(errors.map(\.column) == [23])
        #expect(errors.first?.message.hasPrefix("unknown state 'hasFinalGeometri'") == true)
    }

    @Test func scenarioErrorsPointIntoThePage() throws {
        let broken = Self.claim.replacingOccurrences(
            of: "window.makeKeyAndVisible()", with: "window.makeKeyAndVisible(")
        #expect(try buildErrors(Self.page + broken + Self.pin).map(\.line) == [10])
    }

    @Test func aFlippedVerdictWarnsInBuildFailsStrictAndBlessRewritesIt() throws {
        let stale = "```verdict\nholds 12 13 14 15 16 17 18 26\nunavailable 3 4 5 6 7 8\n```\n"
        let site = try TestSite(pages: ["en/index.md": Self.page + Self.claim + stale])
        defer { site.remove() }
        let report = try SiteBuilder(site.configuration()).render().report
        let warning = try #require(report.warnings.first)
        #expect(warning.line == 14)
        #expect(warning.message.contains("\n-holds 12 13 14 15 16 17 18 26\n"))
        #expect(warning.message.contains("\n+holds 13 14 15 16 17 18 26\n"))
        #expect(throws: BuildFailure.self) { try SiteBuilder(site.configuration(strict: true)).render() }

        let blessed = try SiteBuilder(site.configuration()).blessPins()
        #expect(blessed.map(\.updatedPins) == [1])
        let text = try String(contentsOf: site.root.appendingPathComponent("Content/en/index.md"), encoding: .utf8)
        #expect(text == Self.page + Self.claim + Self.pin)
        #expect(try SiteBuilder(site.configuration(strict: true)).render().report.warnings.isEmpty)
    }

    @Test func anUnpinnedClaimWarnsAndBlessAddsThePin() throws {
        let site = try TestSite(pages: ["en/index.md": Self.page + Self.claim + "After.\n"])
        defer { site.remove() }
        let report = try SiteBuilder(site.configuration()).render().report
        #expect(
            report.warnings.map(\.message) == ["the claim's verdict is not pinned (run `lifeline bless` to pin it)"])
        _ = try SiteBuilder(site.configuration()).blessPins()
        let text = try String(contentsOf: site.root.appendingPathComponent("Content/en/index.md"), encoding: .utf8)
        #expect(text == Self.page + Self.claim + Self.pin + "After.\n")
        #expect(try SiteBuilder(site.configuration(strict: true)).render().report.warnings.isEmpty)
    }

    @Test func aDisputedVerdictIsFlaggedInItsChipsAndCountedApartInTheSummary() throws {
        let disputed = Self.claim.replacingOccurrences(
            of: "source: \"Example article\", example.org, 2023\n",
            with:
                "source: \"Example article\", example.org, 2023\ndisputed: Apple's `viewIsAppearing` page says otherwise.\n"
        ).replacingOccurrences(of: "in A.viewIsAppearing: hasFinalGeometry", with: "A.viewDidLoad called twice")
        let settled = Self.claim.replacingOccurrences(of: "appear-geometry", with: "settled")
        let page = Self.page + "```claims-summary\n```\n\n" + disputed + settled
        let site = try TestSite(pages: ["en/index.md": page])
        defer { site.remove() }
        _ = try SiteBuilder(site.configuration()).blessPins()
        #expect(try SiteBuilder(site.configuration(strict: true)).render().report.warnings.isEmpty)
        let html = try site.article("en/index.html")
        // The model's ✗ stays visible, marked as doubted in the mark and the word, with the page's reason.
        #expect(
            html.contains(
                "–26 <span>does not hold in the model (disputed)</span></li>"
            ))
        #expect(
            html.contains(
                "<p class=\"claim-disputed\"><strong>Verdict disputed:</strong> Apple&#39;s <code>viewIsAppearing</code> page says otherwise.</p>"
            ))
        #expect(html.contains("<li class=\"chip fails disputed\">iOS "))
        #expect(html.contains("<li class=\"chip holds\">iOS "), "a claim without disputed: keeps plain chips")
        // Counted apart: not among the claims that hold nowhere, listed with where the model puts it.
        #expect(html.contains("Hold on no version: <strong>0</strong>"))
        #expect(html.contains("Hold on the newest version the model knows (iOS 26): <strong>1</strong>"))
        #expect(
            html.contains(
                "not counted above): <strong>1</strong>\n<ul>\n<li><a href=\"#appear-geometry\"><code>viewIsAppearing</code> sees the final geometry.</a> <span class=\"versions\">(holds on no version)</span>"
            ))
    }

    @Test func aPageNamedInSeeListsADisputedClaimAsDisputed() throws {
        let claim = Self.claim.replacingOccurrences(
            of: "scenario:\n", with: "see: index\ndisputed: doubted.\nscenario:\n"
        ).replacingOccurrences(of: "in A.viewIsAppearing: hasFinalGeometry", with: "A.viewDidLoad called twice")
        let site = try TestSite(pages: [
            "en/index.md": Self.page + "# Home\n",
            "en/claims.md": Self.page + "```claims-summary\n```\n\n" + claim,
        ])
        defer { site.remove() }
        _ = try SiteBuilder(site.configuration()).blessPins()
        let home = try site.article("en/index.html")
        #expect(home.contains("<span class=\"versions\">(holds on no version; verdict disputed)</span>"))
    }

    @Test func aDisputedLineIsReadAndATranslationMustDisputeToo() throws {
        let claim = try Claim.read(
            "says: s\nsource: t\ndisputed: one reason\ndisputed: and more\nscenario:\nA\npredicts:\nA.viewDidLoad called once"
        )
        #expect(claim.disputed == "one reason and more")
        #expect(
            try Claim.read("says: s\nsource: t\nscenario:\nA\npredicts:\nA.viewDidLoad called once").disputed == nil)
        let disputed = Self.claim.replacingOccurrences(
            of: "scenario:\n", with: "disputed: doubted.\nscenario:\n")
        let site = try TestSite(
            pages: ["en/index.md": Self.page + disputed + Self.pin, "ru/index.md": Self.page + Self.claim + Self.pin],
            siteYAML: "title: T\nbaseURL: https://t.example.org/\nlanguages:\n  - code: en\n    name: English\n"
                + "  - code: ru\n    name: Русский\n")
        defer { site.remove() }
        let warnings = try SiteBuilder(site.configuration()).render().report.warnings.map(\.message)
        #expect(
            warnings.contains {
                $0.hasPrefix("claim 1 is not disputed (disputed:) here, unlike ")
                    && $0.contains("/Content/en/index.md:")
            })
    }

    @Test func aVerdictAloneIsAnError() throws {
        #expect(
            try buildErrors(Self.page + "Text.\n\n" + Self.pin).map(\.message) == [
                "a verdict block must directly follow a claim block"
            ])
    }

    /// The errors of building a one-page site; none when it builds.
    func buildErrors(_ markdown: String) throws -> [BuildDiagnostic] {
        let site = try TestSite(pages: ["en/index.md": markdown])
        defer { site.remove() }
        do {
            _ = try SiteBuilder(site.configuration()).render()
            return []
        } catch {
            return error.diagnostics
        }
    }
}
