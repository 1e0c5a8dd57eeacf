import LifecycleModel
import Reports
import Testing

/// The one comparison of traces across versions: typed changes, the rows it marks, the sentences.
@Suite struct TraceComparisonTests {
    private static func trace(_ ios: Int, _ calls: [(String, String)]) -> Trace {
        let state = StateSnapshot(
            viewLoaded: true, inWindow: true, appearance: nil, geometryAccurate: true, traitsCurrent: true,
            transitionCoordinator: false)
        return Trace(
            ios: IOSVersion(ios),
            events: calls.enumerated().map { index, call in
                TraceEvent(
                    seq: index + 1, object: call.0, className: "UIViewController", callback: call.1, depth: 0,
                    line: 1, transaction: 1, state: state)
            })
    }

    static let twelve = trace(
        12,
        [
            ("A", "viewWillDisappear(_:)"), ("B", "viewWillAppear(_:)"), ("B", "viewDidAppear(_:)"),
            ("A", "viewDidDisappear(_:)"),
        ])
    static let thirteen = trace(
        13, [("B", "viewWillAppear(_:)"), ("B", "viewIsAppearing(_:)"), ("B", "viewDidAppear(_:)")])
    static let seventeen = trace(
        17, [("B", "viewIsAppearing(_:)"), ("B", "viewWillAppear(_:)"), ("B", "viewDidAppear(_:)")])

    @Test func changesAreTypedPerObjectAndOrder() {
        let comparison = TraceComparison([Self.twelve, Self.thirteen, Self.seventeen, Self.seventeen])
        #expect(comparison.versions.map(\.hasPrevious) == [false, true, true, true])
        #expect(
            comparison.versions[1].changes == [
                .removed(object: "A", callbacks: ["viewWillDisappear(_:)", "viewDidDisappear(_:)"]),
                .added(object: "B", callbacks: ["viewIsAppearing(_:)"]),
            ])
        // Only the new row is marked; the rows that moved up because A's rows left are not.
        #expect(comparison.versions[1].changedRows == [1])
        #expect(
            comparison.versions[2].changes == [
                .reordered(
                    first: .init(object: "B", callback: "viewIsAppearing(_:)"),
                    second: .init(object: "B", callback: "viewWillAppear(_:)"))
            ])
        #expect(comparison.versions[2].changedRows.count == 1)
        #expect(comparison.versions[3].changes.isEmpty && comparison.versions[3].changedRows.isEmpty)
    }

    @Test func aVersionIsSummedUpInOneLineInEachLanguage() {
        let comparison = TraceComparison([Self.twelve, Self.thirteen, Self.seventeen, Self.seventeen])
        let versions = comparison.versions
        #expect(
            TraceComparisonText.summary(versions[1], language: .en)
                == "iOS 13: A no longer gets viewWillDisappear(_:), viewDidDisappear(_:); B now gets viewIsAppearing(_:)"
        )
        #expect(
            TraceComparisonText.summary(versions[1], language: .ru)
                == "iOS 13: A больше не получает viewWillDisappear(_:), viewDidDisappear(_:); B теперь получает viewIsAppearing(_:)"
        )
        #expect(
            TraceComparisonText.summary(versions[2], language: .zh)
                == "iOS 17: B.viewIsAppearing(_:) 现在先于 B.viewWillAppear(_:) 调用")
        #expect(
            TraceComparisonText.summary(versions[0], language: .en)
                == "iOS 12: the version the others are compared with")
        #expect(
            TraceComparisonText.summary(versions[3], language: .en)
                == "iOS 17: the same calls in the same order as the previous version")
    }

    @Test func longListsAreCountedAndRepeatsMultiplied() {
        let before = Self.trace(12, [])
        let after = Self.trace(13, [("A", "a()"), ("A", "b()"), ("A", "b()"), ("A", "c()"), ("A", "d()")])
        let version = TraceComparison([before, after]).versions[1]
        #expect(
            TraceComparisonText.summary(version, language: .en, limit: 2) == "iOS 13: A now gets a(), b() ×2, 2 more")
    }

    /// A swap among later calls counts even when the first calls keep their order: Neuburg's rotation logs
    /// put the root's second `updateViewConstraints()` after `viewWillLayoutSubviews()` on iOS 8, before it
    /// on iOS 9, while both launches update constraints first.
    @Test func aSwapOfLaterOccurrencesIsAChange() {
        let launch = [("P", "updateViewConstraints()"), ("P", "viewWillLayoutSubviews()")]
        let eight = Self.trace(8, launch + [("P", "viewWillLayoutSubviews()"), ("P", "updateViewConstraints()")])
        let nine = Self.trace(9, launch + [("P", "updateViewConstraints()"), ("P", "viewWillLayoutSubviews()")])
        let version = TraceComparison([eight, nine]).versions[1]
        #expect(
            version.changes == [
                .reordered(
                    first: .init(object: "P", callback: "updateViewConstraints()"),
                    second: .init(object: "P", callback: "viewWillLayoutSubviews()"))
            ])
        #expect(TraceComparison([eight, eight]).versions[1].changes.isEmpty)
    }

    @Test func versionListsParseOnce() throws {
        #expect(try TraceComparison.versions(parsing: "12,13,17") == [IOSVersion(12), IOSVersion(13), IOSVersion(17)])
        #expect(try TraceComparison.versions(parsing: "all") == VersionProfile.knownMajors.map { IOSVersion($0) })
        #expect(throws: InvalidValue.self) { try TraceComparison.versions(parsing: "13") }
        #expect(throws: InvalidValue.self) { try TraceComparison.versions(parsing: "13,12") }
        #expect(throws: InvalidValue.self) { try TraceComparison.versions(parsing: "12,x") }
    }

    @Test func severalTracesAreOneJSONArray() {
        let json = TraceJSONRenderer.render([Self.twelve, Self.thirteen])
        #expect(json.hasPrefix("[\n  {\n    \"schemaVersion\": 2,\n    \"title\": null,\n    \"ios\": \"12\","))
        #expect(json.contains("\n  },\n  {\n    \"schemaVersion\": 2,\n    \"title\": null,\n    \"ios\": \"13\","))
        #expect(json.hasSuffix("\n  }\n]\n"))
    }

    @Test func textMarksChangedRows() {
        let text = TraceComparisonText.render(TraceComparison([Self.twelve, Self.thirteen]), color: false)
        #expect(text.hasPrefix("== iOS 12: the version the others are compared with\niOS 12\n"))
        #expect(text.contains("\n* "))
        #expect(text.contains("Changes from iOS 12:\n  A no longer gets viewWillDisappear(_:), viewDidDisappear(_:)\n"))
    }
}
