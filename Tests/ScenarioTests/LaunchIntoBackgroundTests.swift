import LifecycleModel
import Testing

@testable import Scenario

/// A launch into the background (issue 23, part 5): Stack Overflow question 66605297 and matt's answer
/// 66605799 — a root set up in `didFinishLaunching` gets its appearance callbacks on a background launch.
@Suite struct LaunchIntoBackgroundTests {
    static let source = """
        app.launchIntoBackground {
            window.rootViewController = A
            window.makeKeyAndVisible()
        }
        app.enterForeground()
        """

    @Test func stackOverflow66605799_rootAppearsThenTheAppEntersTheBackground_upToIOS12() throws {
        for ios in [7, 12] {
            let trace = try TraceOrder.run(Self.source, ios: ios)
            let lines = TraceOrder.lines(
                trace, objects: ["A", "appDelegate"],
                callbacks: [
                    "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "applicationDidBecomeActive(_:)",
                    "applicationDidEnterBackground(_:)", "applicationWillEnterForeground(_:)",
                ])
            #expect(
                lines == [
                    "A viewDidLoad()", "A viewWillAppear(_:)", "A viewDidAppear(_:)",
                    "appDelegate applicationDidEnterBackground(_:)", "appDelegate applicationWillEnterForeground(_:)",
                    "appDelegate applicationDidBecomeActive(_:)",
                ], "iOS \(ios)")
            let entered = trace.events.first { $0.callback == "applicationDidEnterBackground(_:)" }
            #expect(entered?.evidence.contains(.stackOverflowLaunchInBackground) == true)
        }
    }

    @Test func scenesAreNotModelledForABackgroundLaunch() {
        #expect(TraceOrder.error(Self.source, ios: 17) != nil)
        #expect(TraceOrder.error(Self.source, ios: 3) != nil)
    }
}
