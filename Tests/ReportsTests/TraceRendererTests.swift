import LifecycleModel
import Testing

@testable import Reports

@Suite struct TraceRendererTests {
    static let state = StateSnapshot(
        viewLoaded: true, inWindow: false, appearance: .appearing, geometryAccurate: false,
        traitsCurrent: false, transitionCoordinator: true)
    static let trace = Trace(
        title: "Push <B>", ios: IOSVersion(17, 4),
        events: [
            TraceEvent(
                seq: 1, object: "B", className: "UIViewController", callback: .viewWillAppear,
                args: [Argument("animated", "true")], depth: 0, line: 4, transaction: 12, state: state,
                evidence: EvidenceSet(.darkjoinLifecycleDemo, .appleViewIsAppearing)),
            TraceEvent(
                seq: 2, object: "label", className: "UILabel", callback: .viewInitFrame, args: [],
                depth: 1, line: 2, transaction: 12,
                state: StateSnapshot(
                    viewLoaded: true, inWindow: false, appearance: nil, geometryAccurate: false,
                    traitsCurrent: false, transitionCoordinator: false),
                evidence: EvidenceSet(.modelUnattributed)),
        ],
        diagnostics: [
            Diagnostic(
                .missingSuper(RuleObject(name: "B", className: "Feed"), override: .viewWillAppear), line: 2, column: 5)
        ])

    @Test func textIsAnAlignedTableWithDiagnosticsAfterIt() {
        #expect(
            TraceTextRenderer.render(Self.trace, color: false) == """
                Push <B> — iOS 17.4
                #  txn  line  object  class             callback                           state
                1   12     4  B       UIViewController  viewWillAppear(_:) animated: true  appearing loaded coordinator
                2   12     2  label   UILabel             init(frame:)                     loaded

                2:5: warning: [LL001] B (Feed) overrides viewWillAppear(_:) without calling super.viewWillAppear(…)
                  fix: Call super with the same arguments, first thing in the override.

                """)
    }

    /// `lifeline trace --evidence`: a last column with the row's standing and its entries' ids.
    @Test func textWithEvidenceSaysHowEachRowIsKnown() {
        let text = TraceTextRenderer.render(Self.trace, color: false, evidence: true)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[1].hasSuffix("  evidence"))
        // darkjoin's log is of iOS 10, the trace is of iOS 17.4: Apple's word is what stands on this release.
        #expect(lines[2].hasSuffix("documented: apple-viewisappearing, log-darkjoin-demo"))
        #expect(lines[3].hasSuffix("chosen: model-unattributed"))
        #expect(!TraceTextRenderer.render(Self.trace, color: false).contains("observed"))
    }

    @Test func colourOnlyWhenAsked() {
        #expect(!TraceTextRenderer.render(Self.trace, color: false).contains("\u{1B}"))
        let coloured = TraceTextRenderer.render(Self.trace, color: true)
        #expect(coloured.contains("\u{1B}[32mviewWillAppear(_:) animated: true"))
        #expect(coloured.contains("\u{1B}[1;33m2:5: warning"))
    }

    @Test func jsonIsThePublicFormatWithEscaping() {
        #expect(
            TraceJSONRenderer.render(Self.trace) == """
                {
                  "schemaVersion": 2,
                  "title": "Push \\u003cB\\u003e",
                  "ios": "17.4",
                  "events": [
                    {
                      "seq": 1,
                      "object": "B",
                      "class": "UIViewController",
                      "callback": "viewWillAppear(_:)",
                      "args": {
                        "animated": "true"
                      },
                      "depth": 0,
                      "line": 4,
                      "transaction": 12,
                      "state": {
                        "viewLoaded": true,
                        "inWindow": false,
                        "appearance": "appearing",
                        "geometryAccurate": false,
                        "traitsCurrent": false,
                        "transitionCoordinator": true
                      },
                      "evidence": [
                        "apple-viewisappearing",
                        "log-darkjoin-demo"
                      ]
                    },
                    {
                      "seq": 2,
                      "object": "label",
                      "class": "UILabel",
                      "callback": "init(frame:)",
                      "args": {},
                      "depth": 1,
                      "line": 2,
                      "transaction": 12,
                      "state": {
                        "viewLoaded": true,
                        "inWindow": false,
                        "appearance": null,
                        "geometryAccurate": false,
                        "traitsCurrent": false,
                        "transitionCoordinator": false
                      },
                      "evidence": [
                        "model-unattributed"
                      ]
                    }
                  ],
                  "diagnostics": [
                    {
                      "rule": "LL001",
                      "severity": "warning",
                      "line": 2,
                      "column": 5,
                      "message": "`B` (`Feed`) overrides `viewWillAppear(_:)` without calling `super.viewWillAppear(…)`",
                      "fix": "Call `super` with the same arguments, first thing in the override."
                    }
                  ]
                }

                """)
    }
}

/// Console rows (`print(…)`): set apart from UIKit's calls in text, and marked in JSON only where they
/// occur, so a trace without prints keeps its JSON.
@Suite struct ConsoleRowRenderingTests {
    static let trace = Trace(
        ios: IOSVersion(17),
        events: [
            TraceEvent(
                seq: 1, object: "B", className: "Detail", callback: .viewWillDisappear,
                args: [Argument("animated", "false")], depth: 0, line: 9, transaction: 3,
                state: TraceRendererTests.state),
            TraceEvent(
                seq: 2, object: "B", className: "Detail", callback: "print(_:)",
                args: [Argument("output", "leaving: true")],
                depth: 1, line: 4, transaction: 3, state: TraceRendererTests.state, kind: .console),
        ])

    @Test func textShowsTheOutputAfterAMarkInsteadOfACallback() {
        let text = TraceTextRenderer.render(Self.trace, color: false)
        #expect(text.contains("  B       Detail  viewWillDisappear(_:) animated: false"))
        #expect(text.contains("  B       Detail    » leaving: true"))
        #expect(TraceTextRenderer.render(Self.trace, color: true).contains("\u{1B}[3;36m  » leaving: true"))
    }

    @Test func jsonMarksOnlyConsoleRows() {
        let json = TraceJSONRenderer.render(Self.trace)
        #expect(json.components(separatedBy: "\"kind\"").count == 2)
        #expect(
            json.contains(
                """
                      "callback": "print(_:)",
                      "args": {
                        "output": "leaving: true"
                      },
                """))
        #expect(
            json.contains(
                """
                        "transitionCoordinator": true
                      },
                      "evidence": [],
                      "kind": "console"
                    }
                """))
    }
}
