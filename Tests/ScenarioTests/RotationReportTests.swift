import LifecycleModel
import Testing

@testable import Scenario

/// Who hears a rotation, against developers' reports (issue 23). Not followed, as weak: level49.com
/// (2016, "confirmed on iOS 11") says a screen rotated while covered gets willTransitionToTraitCollection
/// before viewWillAppear when it comes back, and one rotated in the background gets it before
/// applicationWillEnterForeground — one post's summary with no printed log and no container named; the
/// model gives a covered controller its new traits at its next layout (TraitChanges.swift). The same post
/// (dated 2016/05) says an iPhone Plus held in landscape launches straight into landscape with no
/// willTransition/viewWillTransition, and kenmaz's Qiita post (iOS 8, 2014) shows such a launch in
/// landscape; with the release unclear and no log of the order, the model keeps Neuburg's iOS 8–10
/// portrait-then-rotate launch for every iPhone model.
@Suite struct RotationReportTests {
    static let presenterUnderLandscapeModal = """
        class Portrait: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        class Turning: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
        }
        let a = Portrait()
        let b = Turning()
        b.modalPresentationStyle = .fullScreen
        window.rootViewController = a
        window.makeKeyAndVisible()
        a.present(b, animated: true)
        device.rotate(to: .landscapeLeft)
        b.dismiss(animated: true) { print("dismissed") }
        """
    static let sizeCallbacks: Set<String> = ["willTransition(to:with:)", "viewWillTransition(to:with:)"]

    /// onmyway133/notes issue 210 (2016): "A (portrait) - present -> B (all orientation). When B turns to
    /// landscape, A viewWillTransitionToSize is called" — the covered presenter hears the size change.
    @Test(arguments: [9, 10, 12, 17])
    func onmyway133Notes210_aPortraitOnlyPresenterUnderAFullScreenModalHearsTheSizeChange(ios: Int) throws {
        let trace = try TraceOrder.run(Self.presenterUnderLandscapeModal, ios: ios)
        #expect(
            TraceOrder.lines(trace, line: 13, callbacks: Self.sizeCallbacks) == [
                "a willTransition(to:with:)", "b willTransition(to:with:)",
                "a viewWillTransition(to:with:)", "b viewWillTransition(to:with:)",
            ], "iOS \(ios)")
        let presenter = try #require(
            trace.events.first { $0.line == 13 && $0.object == "a" && $0.callback == "viewWillTransition(to:with:)" })
        #expect(presenter.evidence.contains(.onmyway133PresenterSizeTransitions))
        #expect(!presenter.state.inWindow)
    }

    /// The same note: dismissing B calls A's viewWillTransitionToSize once more "at the end of dismissing",
    /// with its presentedViewController already nil — the portrait-only presenter turns the interface back
    /// to portrait after the dismissal's appearance callbacks. Before the completion block: the model's choice.
    @Test(arguments: [9, 10, 17])
    func onmyway133Notes210_dismissingToAPortraitOnlyPresenterTurnsBackToPortraitAtTheEnd(ios: Int) throws {
        let trace = try TraceOrder.run(Self.presenterUnderLandscapeModal, ios: ios)
        let dismissal = TraceOrder.lines(
            trace, line: 14,
            callbacks: Self.sizeCallbacks.union(["viewDidAppear(_:)", "viewDidDisappear(_:)"]))
        #expect(
            dismissal == [
                "a viewDidAppear(_:)", "b viewDidDisappear(_:)",
                "a willTransition(to:with:)", "a viewWillTransition(to:with:)",
            ], "iOS \(ios)")
        let size = try #require(
            trace.events.firstIndex { $0.line == 14 && $0.callback == "viewWillTransition(to:with:)" })
        #expect(trace.events[size].args.first?.value.hasPrefix("3") == true, "a portrait width")
        let printed = try #require(trace.events.firstIndex { $0.kind == .console })
        #expect(printed > size)
    }

    /// A presenter that supports the orientation the modal left the device in does not turn.
    @Test func aPresenterThatSupportsTheOrientationDoesNotTurnAfterTheDismissal() throws {
        let source = Self.presenterUnderLandscapeModal.replacing(
            "let a = Portrait()", with: "let a = Turning()")
        let trace = try TraceOrder.run(source, ios: 17)
        #expect(TraceOrder.lines(trace, line: 14, callbacks: Self.sizeCallbacks).isEmpty)
    }

    /// wangling.me, "How to Rock and Roll Your Apps" (2010): a tab that is not selected while the device
    /// turns gets no rotation message, then or when it is selected again (also herzbube/littlego issue 255).
    @Test(arguments: [4, 5, 7])
    func wangling2010_aTabNotSelectedDuringTheRotationIsNeverTold(ios: Int) throws {
        let trace = try TraceOrder.run(
            """
            let tabs = UITabBarController()
            tabs.viewControllers = [A, B]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            tabs.selectedIndex = 1
            device.rotate(to: .landscapeLeft)
            tabs.selectedIndex = 0
            """, ios: ios)
        let rotation: Set<String> = [
            "willRotate(to:duration:)", "willAnimateRotation(to:duration:)", "didRotate(from:)",
        ]
        #expect(TraceOrder.lines(trace, objects: ["A"], callbacks: rotation).isEmpty, "iOS \(ios)")
        let told = trace.events.first { $0.object == "B" && $0.callback == "willRotate(to:duration:)" }
        #expect(told?.evidence.contains(.wanglingRotationOffScreen2010) == true)
    }

    /// openradar 24277475 (iOS 9 Split View, 2016): viewWillTransitionToSize reaches only the top controller
    /// of a navigation stack, not the ones under it.
    @Test func openradar24277475_onlyTheTopOfANavigationStackHearsASplitViewResize() throws {
        let trace = try TraceOrder.run(
            TraceOrder.navigationShown(root: "A")
                + "\nnav.pushViewController(B, animated: false)\ndevice.splitView(width: .compact)",
            ios: 9)
        #expect(
            TraceOrder.lines(trace, callbacks: ["viewWillTransition(to:with:)"]) == [
                "nav viewWillTransition(to:with:)", "B viewWillTransition(to:with:)",
            ])
    }
}
