import LifecycleModel
import Testing

@testable import Scenario

/// yagamo-style.com (aokiplayer), "UIViewControllerのライフサイクルメソッド" (2019, Xcode 10.2, iOS 12.2): a
/// Present Modally segue from A to B and an unwind segue back, every callback printed
/// (Sources/Evidence, `aokiplayerLifecycleMethods`; Versions/PresentationVersions.swift).
@Suite struct YagamoStyleUnwindLogTests {
    static let scenario = """
        class A: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) { super.prepare(for: segue, sender: sender) }
            @IBAction func unwindToFirst(_ segue: UIStoryboardSegue) { print("unwound") }
        }
        class B: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) { super.prepare(for: segue, sender: sender) }
            deinit { print("B deinit") }
        }
        storyboard "Main" {
            scene SA: A, initial { segue "toB", to: SB, kind: .presentModally }
            scene SB: B { unwind "back", action: unwindToFirst }
        }
        let a = storyboard.instantiateInitialViewController()
        window.rootViewController = a
        window.makeKeyAndVisible()
        user.tap(segue: "toB", in: a)
        user.tap(segue: "back", in: SB)
        """
    static let callbacks: Set<String> = [
        "prepare(for:sender:)", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
        "viewDidDisappear(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "deinit",
    ]

    /// The unwind row for row: the root is laid out before its viewDidAppear and again after B is gone.
    @Test func yagamoStyleLog_unwindLaysOutTheReturningRootTwice() throws {
        let trace = try TraceOrder.run(Self.scenario, ios: 12)
        let unwind = trace.events.filter { $0.line == 17 }
        let order = TraceOrder.lines(
            Trace(ios: trace.ios, events: unwind), objects: ["a", "SB"], callbacks: Self.callbacks)
        #expect(
            order == [
                "SB prepare(for:sender:)", "SB viewWillDisappear(_:)", "a viewWillAppear(_:)",
                "a viewWillLayoutSubviews()", "a viewDidLayoutSubviews()", "a viewDidAppear(_:)",
                "SB viewDidDisappear(_:)", "SB deinit", "a viewWillLayoutSubviews()", "a viewDidLayoutSubviews()",
            ])
        let returning = try #require(unwind.first { $0.object == "a" && $0.callback == "viewWillLayoutSubviews()" })
        #expect(returning.evidence.contains(.aokiplayerLifecycleMethods))
    }

    /// darkjoin's iOS 10.2 dismissal shows no layout of the returning presenter; a non-animated dismissal
    /// has no log, and the model lays nothing out for it.
    @Test func beforeIOS12AndNonAnimated_noLayoutOfTheReturningRoot() throws {
        let older = try TraceOrder.run(Self.scenario, ios: 11)
        #expect(TraceOrder.lines(older, line: 17, objects: ["a"], callbacks: ["viewWillLayoutSubviews()"]).isEmpty)
        let plain = try TraceOrder.run(
            """
            window.rootViewController = A; window.makeKeyAndVisible()
            A.present(B, animated: true)
            A.dismiss(animated: false)
            """, ios: 12)
        #expect(TraceOrder.lines(plain, line: 3, objects: ["A"], callbacks: ["viewWillLayoutSubviews()"]).isEmpty)
    }
}
