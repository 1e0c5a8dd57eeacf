import LifecycleModel
import Testing

@testable import Scenario

/// `definesPresentationContext` with `.currentContext` / `.overCurrentContext`. Apple docs,
/// "definesPresentationContext": UIKit "starts at the presenting view controller and walks up the view
/// controller hierarchy. If it finds a view controller whose value for this property is true, it asks
/// that view controller to present… If no view controller defines the presentation context, UIKit asks
/// the window's root view controller"; "UIModalPresentationStyle.currentContext": "The views belonging
/// to the presenting view controller are removed after the presentation completes";
/// ".overCurrentContext": "The views beneath the presented content are not removed".
@Suite struct PresentationContextTests {
    static func scenario(style: String, defines: Bool) -> String {
        """
        let nav = UINavigationController(rootViewController: A)
        A.definesPresentationContext = \(defines)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        B.modalPresentationStyle = .\(style)
        A.present(B, animated: true)
        A.dismiss(animated: true)
        """
    }

    static let appearance: Set<String> = [
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]

    @Test func currentContext_coversOnlyTheControllerThatDefinesIt() throws {
        let trace = try TraceOrder.run(Self.scenario(style: "currentContext", defines: true))
        #expect(
            TraceOrder.lines(trace, line: 6, callbacks: Self.appearance) == [
                "A viewWillDisappear(_:)", "B viewWillAppear(_:)", "B viewDidAppear(_:)", "A viewDidDisappear(_:)",
            ])
        #expect(
            TraceOrder.lines(trace, line: 7, callbacks: Self.appearance) == [
                "B viewWillDisappear(_:)", "A viewWillAppear(_:)", "A viewDidAppear(_:)", "B viewDidDisappear(_:)",
            ])
    }

    @Test func currentContext_withoutADefiningControllerTheRootIsCovered() throws {
        let trace = try TraceOrder.run(Self.scenario(style: "currentContext", defines: false))
        #expect(
            TraceOrder.lines(trace, line: 6, callbacks: Self.appearance) == [
                "nav viewWillDisappear(_:)", "A viewWillDisappear(_:)", "B viewWillAppear(_:)", "B viewDidAppear(_:)",
                "nav viewDidDisappear(_:)", "A viewDidDisappear(_:)",
            ])
    }

    @Test func overCurrentContext_nothingDisappears() throws {
        let trace = try TraceOrder.run(Self.scenario(style: "overCurrentContext", defines: true))
        #expect(
            TraceOrder.lines(trace, line: 6, callbacks: Self.appearance) == [
                "B viewWillAppear(_:)", "B viewDidAppear(_:)",
            ])
        #expect(
            TraceOrder.lines(trace, line: 7, callbacks: Self.appearance) == [
                "B viewWillDisappear(_:)", "B viewDidDisappear(_:)",
            ])
    }

    @Test func thePresentedControllerDismissesItselfThroughTheContext() throws {
        let source = Self.scenario(style: "currentContext", defines: true)
            .replacingLastLine(with: "B.dismiss(animated: false)")
        let trace = try TraceOrder.run(source)
        #expect(
            TraceOrder.lines(trace, line: 7, callbacks: Self.appearance) == [
                "B viewWillDisappear(_:)", "A viewWillAppear(_:)", "A viewDidAppear(_:)", "B viewDidDisappear(_:)",
            ])
    }
}

extension String {
    fileprivate func replacingLastLine(with line: String) -> String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false)
        lines[lines.count - 1] = Substring(line)
        return lines.joined(separator: "\n")
    }
}

extension PresentationContextTests {
    /// Apple docs, "UIModalPresentationStyle": `.overCurrentContext`/`.overFullScreen` iOS 8.0+,
    /// `.automatic` iOS 13.0+, `.currentContext` iOS 3.2+; "definesPresentationContext" iOS 5.0+.
    @Test func stylesAndTheContextFlagExistFromTheirRelease() {
        #expect(
            TraceOrder.rendered("B.modalPresentationStyle = .overCurrentContext", ios: 7)
                .contains("UIModalPresentationStyle.overCurrentContext is new in iOS 8"))
        #expect(TraceOrder.rendered("B.modalPresentationStyle = .overFullScreen", ios: 7).contains("is new in iOS 8"))
        #expect(TraceOrder.rendered("B.modalPresentationStyle = .currentContext", ios: 4) == "no error")
        #expect(
            TraceOrder.rendered("A.definesPresentationContext = true", ios: 4).contains(
                "definesPresentationContext is new in iOS 5"))
    }
}
