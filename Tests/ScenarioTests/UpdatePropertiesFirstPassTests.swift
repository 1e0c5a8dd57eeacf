import LifecycleModel
import Testing

@testable import Scenario

/// iOS 26: the first update cycle in a window runs `updateProperties()` once, before layout, on the
/// controller and on a custom view (WWDC25 "What's new in UIKit"; the iOS 26 sample that sets
/// `label.text` only in `updateProperties()` shows the text at launch, juejin.cn/post/7520093724988145715).
@Suite struct UpdatePropertiesFirstPassTests {
    @Test func firstAppearanceRunsUpdatePropertiesBeforeLayout() throws {
        let source = """
            class Badge: UIView {
                override func updateProperties() { super.updateProperties() }
            }
            let badge = Badge()
            A.view.addSubview(badge)
            window.rootViewController = A
            window.makeKeyAndVisible()
            """
        let trace = try TraceOrder.run(source, ios: 26)
        #expect(
            TraceOrder.lines(
                trace, line: 7, callbacks: ["updateProperties()", "viewWillLayoutSubviews()", "layoutSubviews()"]) == [
                    "A updateProperties()", "A viewWillLayoutSubviews()", "badge updateProperties()",
                    "badge layoutSubviews()",
                ])
        let again = try TraceOrder.run(source + "\nA.view.setNeedsLayout()", ios: 26)
        #expect(TraceOrder.lines(again, line: 8, callbacks: ["updateProperties()"]).isEmpty)
    }

    @Test func noPropertiesPassBeforeIOS26() throws {
        let trace = try TraceOrder.run("window.rootViewController = A\nwindow.makeKeyAndVisible()", ios: 18)
        #expect(TraceOrder.lines(trace, callbacks: ["updateProperties()"]).isEmpty)
    }
}
