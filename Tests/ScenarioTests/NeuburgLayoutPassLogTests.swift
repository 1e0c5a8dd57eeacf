import LifecycleModel
import Testing

@testable import Scenario

/// Issue 23: the extra layout work Matt Neuburg's logs show (Programming iOS examples, github.com/mattneub/
/// Programming-iOS-Book-Examples), and the single pass they show where nothing turns or rotates.
@Suite struct NeuburgLayoutPassLogTests {
    static let containerScenes = """
        storyboard "Main" {
            scene Main: UIViewController, initial { embed C1 }
            scene C1: UIViewController
        }
        let vc = storyboard.instantiateInitialViewController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        device.rotate(to: .landscapeLeft)
        """

    static let layout: Set<String> = ["updateViewConstraints()", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()"]

    /// bk2ch06p334containerEventForwarding, "on rotation": on iOS 8 (the 2014–15 file) the parent's
    /// `updateViewConstraints()` comes between its `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`;
    /// in the August 2015 re-check (commit 4c8108c7, iOS 9) before both. The child never gets one. (His iOS 9
    /// note also lacks the child's layout: its container keeps a fixed size, which the model cannot express.)
    @Test func neuburgContainerEventForwarding_rotation_rootUpdatesConstraints_iOS8Inside_iOS9Before() throws {
        let expected: [Int: [String]] = [
            8: [
                "vc viewWillLayoutSubviews()", "vc updateViewConstraints()", "vc viewDidLayoutSubviews()",
                "C1 viewWillLayoutSubviews()", "C1 viewDidLayoutSubviews()",
            ],
            9: [
                "vc updateViewConstraints()", "vc viewWillLayoutSubviews()", "vc viewDidLayoutSubviews()",
                "C1 viewWillLayoutSubviews()", "C1 viewDidLayoutSubviews()",
            ],
            10: [
                "vc viewWillLayoutSubviews()", "vc viewDidLayoutSubviews()", "C1 viewWillLayoutSubviews()",
                "C1 viewDidLayoutSubviews()",
            ],
        ]
        for (ios, rows) in expected.sorted(by: { $0.key < $1.key }) {
            let trace = try TraceOrder.run(Self.containerScenes, ios: ios)
            #expect(TraceOrder.lines(trace, line: 8, callbacks: Self.layout) == rows, "iOS \(ios)")
            let constraints = trace.events.first { $0.line == 8 && $0.callback == "updateViewConstraints()" }
            #expect(ios >= 10 || constraints?.evidence.contains(.neuburgContainerEventForwarding) == true)
        }
    }

    /// bk2ch06p258launchIntoRotationEvents, "normal launch into portrait": one layout pass before
    /// `viewDidAppear(_:)` on iOS 11 and 15; only the root that turns the app lays out twice (iOS 15).
    @Test func neuburgLaunchLogs_plainLaunch_oneLayoutPass() throws {
        for ios in [8, 11, 15, 26] {
            let trace = try TraceOrder.run("window.rootViewController = A\nwindow.makeKeyAndVisible()", ios: ios)
            #expect(
                TraceOrder.lines(trace, callbacks: ["viewWillLayoutSubviews()", "viewDidAppear(_:)"]) == [
                    "A viewWillLayoutSubviews()", "A viewDidAppear(_:)",
                ], "iOS \(ios)")
        }
    }
}
