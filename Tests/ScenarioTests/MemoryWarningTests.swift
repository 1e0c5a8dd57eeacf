import LifecycleModel
import Testing

@testable import Scenario

/// Memory warnings. Every live controller gets `didReceiveMemoryWarning()` (each observes the
/// notification from its init: blog.lukhnos.org/post/101548146, "all your controllers receive
/// didReceiveMemoryWarning. It's like an NSNotification"); on iOS 5 UIKit's implementation then
/// unloads a view that "does not have a superview" (UIViewController reference, iOS 5 SDK), with
/// `viewWillUnload()` (iOS 5 only) and `viewDidUnload()` (Apple docs, "viewDidUnload()"), and the
/// next access loads it again.
@Suite struct MemoryWarningTests {
    static let tabs = """
        let tabs = UITabBarController()
        tabs.viewControllers = [A, B]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        tabs.selectedIndex = 1
        """

    @Test func everyLiveControllerIsWarnedInCreationOrder_onScreenOrNot() throws {
        let trace = try TraceOrder.run(
            "let early = UIViewController()\n" + Self.tabs + "\napp.didReceiveMemoryWarning()", ios: 26)
        #expect(
            TraceOrder.lines(trace, line: 7) == [
                "appDelegate applicationDidReceiveMemoryWarning(_:)", "early didReceiveMemoryWarning()",
                "tabs didReceiveMemoryWarning()", "A didReceiveMemoryWarning()",
                "B didReceiveMemoryWarning()",
            ])
    }

    @Test func iOS5_offScreenViewIsUnloadedInsideSuper_andReloadedOnNextUse() throws {
        let trace = try TraceOrder.run(Self.tabs + "\napp.didReceiveMemoryWarning()\ntabs.selectedIndex = 0", ios: 5)
        #expect(
            TraceOrder.lines(trace, line: 6) == [
                "appDelegate applicationDidReceiveMemoryWarning(_:)", "tabs didReceiveMemoryWarning()",
                "A didReceiveMemoryWarning()", "A viewWillUnload()",
                "A viewDidUnload()",
                "B didReceiveMemoryWarning()",
            ])
        let unload = trace.events.first { $0.callback == "viewWillUnload()" }!
        let warning = trace.events.first { $0.object == "A" && $0.callback == "didReceiveMemoryWarning()" }!
        #expect(unload.depth == warning.depth + 1)
        #expect(!trace.events.first { $0.callback == "viewDidUnload()" }!.state.viewLoaded)
        #expect(
            Array(TraceOrder.lines(trace, line: 7, objects: ["A"]).prefix(3)) == [
                "A loadView()", "A viewDidLoad()", "A viewWillAppear(_:)",
            ])
    }

    @Test func anOverrideThatSkipsSuperKeepsItsView() throws {
        let source = """
            class Keeper: UIViewController {
                override func didReceiveMemoryWarning() { }
            }
            let k = Keeper()
            let tabs = UITabBarController()
            tabs.viewControllers = [k, B]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            tabs.selectedIndex = 1
            app.didReceiveMemoryWarning()
            tabs.selectedIndex = 0
            """
        let trace = try TraceOrder.run(source, ios: 5)
        #expect(TraceOrder.lines(trace, line: 10, objects: ["k"]) == ["k didReceiveMemoryWarning()"])
        #expect(TraceOrder.lines(trace, line: 11, objects: ["k"], callbacks: ["loadView()", "viewDidLoad()"]).isEmpty)
    }

    /// The unloaded view takes with it every subview nothing else holds.
    @Test func iOS5_unloadReleasesSubviewsNothingElseHolds() throws {
        let source = """
            window.rootViewController = A
            window.makeKeyAndVisible()
            B.view.addSubview(UIView())
            app.didReceiveMemoryWarning()
            """
        let trace = try TraceOrder.run(source, ios: 5)
        #expect(
            TraceOrder.lines(trace, line: 4) == [
                "appDelegate applicationDidReceiveMemoryWarning(_:)",
                "A didReceiveMemoryWarning()", "B didReceiveMemoryWarning()", "B viewWillUnload()",
                "UIView deinit", "B viewDidUnload()",
            ])
    }

    @Test func aCoveredPresenterIsUnloadedOnIOS5AndReloadedOnDismiss() throws {
        let source = """
            window.rootViewController = A
            window.makeKeyAndVisible()
            A.present(B, animated: false)
            app.didReceiveMemoryWarning()
            B.dismiss(animated: false)
            """
        let trace = try TraceOrder.run(source, ios: 5)
        #expect(
            TraceOrder.lines(trace, line: 4) == [
                "appDelegate applicationDidReceiveMemoryWarning(_:)",
                "A didReceiveMemoryWarning()", "A viewWillUnload()", "A viewDidUnload()", "B didReceiveMemoryWarning()",
            ])
        #expect(
            Array(TraceOrder.lines(trace, line: 5, objects: ["A"]).prefix(3)) == [
                "A loadView()", "A viewDidLoad()", "A viewWillAppear(_:)",
            ])
    }
}

/// The app delegate's `applicationDidReceiveMemoryWarning(_:)`: first, before every controller — the model's
/// choice (`.modelMemoryWarningDelegateFirst`, no published log orders them) after Apple's list in
/// "Responding to memory warnings"; with scenes too (the scene delegate has no such method).
@Suite struct AppDelegateMemoryWarningTests {
    @Test func modelChoice_appDelegateHearsFirst_withAndWithoutScenes() throws {
        for ios in [4, 12, 13, 26] {
            let trace = try TraceOrder.run("_ = A.view\napp.didReceiveMemoryWarning()", ios: ios)
            #expect(
                Array(TraceOrder.lines(trace, line: 2).prefix(2)) == [
                    "appDelegate applicationDidReceiveMemoryWarning(_:)", "A didReceiveMemoryWarning()",
                ], "iOS \(ios)")
        }
    }
}
