import LifecycleModel
import Testing

@testable import Scenario

/// iOS 3 and 4. `viewDidUnload()` exists from iOS 3.0 and `viewWillUnload()` only from iOS 5.0
/// (Apple docs, "viewDidUnload()" iOS 3.0–6.0, "viewWillUnload()" iOS 5.0–6.0);
/// `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()` from iOS 5.0; `UIWindow.rootViewController`
/// and multitasking (`applicationDidEnterBackground(_:)`) from iOS 4.0.
@Suite struct IOS3And4Tests {
    static let pushed = TraceOrder.navigationShown(root: "A") + "\nnav.pushViewController(B, animated: false)"

    @Test func iOS4_memoryWarningUnloadsWithViewDidUnloadOnly() throws {
        let trace = try TraceOrder.run(
            Self.pushed + "\napp.didReceiveMemoryWarning()\nnav.popViewController(animated: false)", ios: 4)
        #expect(
            TraceOrder.lines(trace, line: 5, objects: ["A"]) == ["A didReceiveMemoryWarning()", "A viewDidUnload()"])
        #expect(
            Array(TraceOrder.lines(trace, line: 6, objects: ["A"]).prefix(3)) == [
                "A loadView()", "A viewDidLoad()", "A viewWillAppear(_:)",
            ])
    }

    @Test func iOS4_layoutPassHasNoControllerLayoutCallbacks() throws {
        let trace = try TraceOrder.run(Self.pushed, ios: 4)
        #expect(TraceOrder.lines(trace, callbacks: ["viewWillLayoutSubviews()", "viewDidLayoutSubviews()"]).isEmpty)
        let five = try TraceOrder.run(Self.pushed, ios: 5)
        #expect(!TraceOrder.lines(five, callbacks: ["viewWillLayoutSubviews()"]).isEmpty)
    }

    @Test func iOS4_backgroundGoesToTheAppDelegate() throws {
        let trace = try TraceOrder.run(
            "window.rootViewController = A\nwindow.makeKeyAndVisible()\napp.enterBackground()", ios: 4)
        #expect(TraceOrder.lines(trace, line: 3).contains { $0.hasSuffix("applicationDidEnterBackground(_:)") })
    }

    @Test func iOS3_hasNoWindowRootAndNoBackground() {
        #expect(
            TraceOrder.rendered("window.rootViewController = A", ios: 3)
                .contains("UIWindow.rootViewController arrived in iOS 4"))
        #expect(TraceOrder.rendered("app.enterBackground()", ios: 3).contains("multitasking"))
        #expect(TraceOrder.rendered("window.rootViewController = A", ios: 4) == "no error")
    }
}

extension IOS3And4Tests {
    /// Apple docs: "willMove(toParent:)" and "didMove(toParent:)" are iOS 5.0+.
    @Test func iOS4_containersSendNoParentCallbacks() throws {
        let trace = try TraceOrder.run(Self.pushed + "\nnav.popViewController(animated: false)", ios: 4)
        #expect(TraceOrder.lines(trace, callbacks: ["willMove(toParent:)", "didMove(toParent:)"]).isEmpty)
        let five = try TraceOrder.run(Self.pushed, ios: 5)
        #expect(
            TraceOrder.lines(five, line: 4, callbacks: ["willMove(toParent:)", "didMove(toParent:)"]) == [
                "B willMove(toParent:)", "B didMove(toParent:)",
            ])
        #expect(TraceOrder.rendered("A.addChild(B)", ios: 4).contains("addChild(_:) is new in iOS 5"))
        #expect(TraceOrder.rendered("A.addChild(B)", ios: 5) == "no error")
    }
}
