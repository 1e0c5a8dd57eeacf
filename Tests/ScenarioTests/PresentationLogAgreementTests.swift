import LifecycleModel
import Testing

@testable import Scenario

/// Issue 23, part 5: further published observations of presentations, checked against the model on the
/// releases they were made on. Each test is named after its source (Sources/Evidence, the entry it names).
@Suite struct PresentationLogAgreementTests {
    /// A (the window's root) presents B in `style` and B is dismissed, both animated; on an iPad when `iPad`.
    static func presentAndDismiss(_ style: String, iPad: Bool) -> String {
        (iPad ? "device.splitView(width: .regular)\n" : "")
            + """
            window.rootViewController = A
            window.makeKeyAndVisible()
            B.modalPresentationStyle = .\(style)
            B.popoverPresentationController?.sourceView = A.view
            A.present(B, animated: true)
            B.dismiss(animated: true)
            """
    }

    /// Whether A hears `viewWillAppear(_:)` again when B is dismissed (its first one is the launch's).
    static func presenterReappears(_ trace: Trace) -> Bool {
        trace.events.filter { $0.object == "A" && $0.callback == "viewWillAppear(_:)" }.count == 2
    }

    /// regularberry, "Why isn't viewWillAppear getting called?" (2019, iOS 12): its table of which styles
    /// give the presenter `viewWillAppear(_:)` on dismissal, on an iPhone and on an iPad.
    @Test func regularberry_presenterViewWillAppearOnDismissal_perStyleAndDevice_iOS12() throws {
        let table: [(style: String, iPhone: Bool, iPad: Bool)] = [
            ("fullScreen", true, true), ("pageSheet", true, false), ("formSheet", true, false),
            ("currentContext", true, true), ("custom", false, false), ("overFullScreen", false, false),
            ("overCurrentContext", false, false), ("popover", true, false),
        ]
        for row in table {
            let phone = try TraceOrder.run(Self.presentAndDismiss(row.style, iPad: false), ios: 12)
            #expect(Self.presenterReappears(phone) == row.iPhone, "iPhone, .\(row.style)")
            let pad = try TraceOrder.run(Self.presentAndDismiss(row.style, iPad: true), ios: 12)
            #expect(Self.presenterReappears(pad) == row.iPad, "iPad, .\(row.style)")
            let dismissal = pad.events.last { $0.object == "B" && $0.callback == "viewWillDisappear(_:)" }
            #expect(dismissal?.evidence.contains(.regularberryPresenterReappears) == true, ".\(row.style)")
        }
    }
}
