import LifecycleModel
import Testing

@testable import Scenario

/// Which Core Animation transaction each appearance callback runs in. Apple docs, "viewIsAppearing(_:)":
/// `viewWillAppear(_:)` and `viewIsAppearing(_:)` "occur within the same CATransaction"; WWDC23 "What's
/// new in UIKit" (as summarised in "viewIsAppearing(_:) — iOS 17", janviarora.medium.com):
/// `viewDidAppear(_:)` "is called in a separate CATransaction at the end".
@Suite struct AppearanceTransactionTests {
    private static func transaction(_ trace: Trace, _ object: String, _ callback: String) throws -> Int {
        try #require(trace.events.first { $0.object == object && $0.callback == callback }).transaction
    }

    @Test func appleDocsViewIsAppearing_firstAppearanceDidAppearInATransactionOfItsOwn() throws {
        let trace = try TraceOrder.run("window.rootViewController = A\nwindow.makeKeyAndVisible()")
        let will = try Self.transaction(trace, "A", "viewWillAppear(_:)")
        #expect(try Self.transaction(trace, "A", "viewIsAppearing(_:)") == will)
        #expect(try Self.transaction(trace, "A", "viewDidLayoutSubviews()") == will)
        #expect(try Self.transaction(trace, "A", "viewDidAppear(_:)") == will + 1)
        // Still caused by line 2, and still before anything the next line does.
        #expect(trace.events.last?.line == 2)
    }

    @Test func appleDocsViewIsAppearing_nonAnimatedPresentationDidAppearAfterTheCommit() throws {
        let trace = try TraceOrder.run(
            """
            window.rootViewController = A
            window.makeKeyAndVisible()
            B.modalPresentationStyle = .fullScreen
            A.present(B, animated: false)
            """)
        let will = try Self.transaction(trace, "B", "viewWillAppear(_:)")
        #expect(try Self.transaction(trace, "A", "viewWillDisappear(_:)") == will)
        #expect(try Self.transaction(trace, "B", "viewDidAppear(_:)") == will + 1)
        #expect(try Self.transaction(trace, "A", "viewDidDisappear(_:)") == will + 1)
    }

    /// Apple docs, "updateViewConstraints()": after `setNeedsUpdateConstraints()` "the system then calls
    /// your implementation… before the layout occurs"; a layout pass that nothing invalidated the
    /// constraints for runs without it.
    @Test func appleDocsUpdateViewConstraints_onlyAfterAnInvalidation() throws {
        let shown = "window.rootViewController = A\nwindow.makeKeyAndVisible()\n"
        let layoutOnly = try TraceOrder.run(shown + "A.view.setNeedsLayout()")
        #expect(
            TraceOrder.lines(layoutOnly, line: 3, objects: ["A"]) == [
                "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()",
            ])
        let constraints = try TraceOrder.run(shown + "A.view.setNeedsUpdateConstraints()")
        #expect(
            TraceOrder.lines(constraints, line: 3, objects: ["A"]) == [
                "A updateViewConstraints()", "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()",
            ])
    }
}
