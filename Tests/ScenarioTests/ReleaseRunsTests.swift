import LifecycleModel
import Testing

@testable import Scenario

/// The one loop behind `compare=`, `--compare` and the editor's compare.
@Suite struct ReleaseRunsTests {
    static let source = """
        class A: UIViewController {}
        window.rootViewController = A()
        window.makeKeyAndVisible()
        app.background()
        """

    /// A runner that fails before iOS 13 (an undefined name) and runs from it.
    static func run(_ version: IOSVersion) throws(ScenarioError) -> Trace {
        try ScenarioRunner.run(source: version.major < 13 ? "undefinedName()\n" : source, ios: version)
    }

    @Test func skippingLeavesOutTheFailingReleasesAndKeepsTheirErrors() throws {
        let runs = try ReleaseRuns(
            [IOSVersion(12), IOSVersion(13), IOSVersion(26)], skippingFailures: true, run: Self.run)
        #expect(runs.traces.map { $0.ios.major } == [13, 26])
        #expect(runs.skipped.map { $0.version.major } == [12])
        #expect(runs.skipped.first?.error.text == "cannot find 'undefinedName' in scope")
    }

    @Test func withoutSkippingTheFirstFailureStopsTheRunsAndNamesItsRelease() {
        #expect {
            _ = try ReleaseRuns(
                [IOSVersion(26), IOSVersion(12), IOSVersion(11)], skippingFailures: false, run: Self.run)
        } throws: { error in
            (error as? ReleaseRuns.Failure)?.version.major == 12
        }
    }
}
