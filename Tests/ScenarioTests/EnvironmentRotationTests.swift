import LifecycleModel
import Testing

@testable import Scenario

/// Rotation and split view, whole orders. Sources: Apple docs "viewWillTransition(to:with:)" ("call
/// super… so that UIKit can forward the size change message"), "willTransition(to:with:)" (forwarded to
/// child view controllers through super), WWDC23 "Unleash the UIKit trait system" (iOS 17+: trait
/// changes processed just before layoutSubviews); before iOS 8 the iOS 5 log of stackoverflow.com/q/9539676.
@Suite struct EnvironmentRotationTests {
    static let navSetup = """
        let nav = UINavigationController(rootViewController: A)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        """

    @Test func rotationOnIOS26_willTransitionTraitsThenSizeForwardedThroughSuper_thenTraitsSafeAreaAndLayoutPerView()
        throws
    {
        let trace = try TraceOrder.run(Self.navSetup + "\ndevice.rotate(to: .landscapeLeft)", ios: 26)
        #expect(
            TraceOrder.lines(trace, line: 4) == [
                "nav willTransition(to:with:)", "A willTransition(to:with:)",
                "nav viewWillTransition(to:with:)", "A viewWillTransition(to:with:)",
                "nav traitCollectionDidChange(_:)", "nav viewSafeAreaInsetsDidChange()",
                "nav viewLayoutMarginsDidChange()",
                "nav viewWillLayoutSubviews()", "nav viewDidLayoutSubviews()",
                "A traitCollectionDidChange(_:)", "A viewSafeAreaInsetsDidChange()", "A viewLayoutMarginsDidChange()",
                "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()",
            ])
        let events = trace.events.filter { $0.line == 4 }
        // The child's callbacks run inside the parent's (its `super` forwards them).
        #expect(events[1].depth == events[0].depth + 1 && events[3].depth == events[2].depth + 1)
        #expect(events[2].args == [Argument("size", "852×393"), Argument("coordinator", "coordinator")])
        #expect(events[0].args.first == Argument("newCollection", "verticalSizeClass: .compact"))
        #expect(events[0].state.transitionCoordinator && events[13].state.transitionCoordinator)
        // The will-callbacks run with the old traits (Apple docs, "willTransition(to:with:)": the new
        // collection is passed because the controller's own is not updated yet); they are current once delivered.
        #expect(events[0...3].allSatisfy { !$0.state.traitsCurrent })
        #expect(events[4...].allSatisfy { $0.state.traitsCurrent })
        // The coordinator's completion runs a turn later: nothing is left with a coordinator.
        #expect(events.allSatisfy { $0.transaction == events[0].transaction })
    }

    @Test func overrideWithoutSuperStopsForwardingTheSizeChangeToChildren() throws {
        let source = """
            class Stubborn: UINavigationController {
                override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) { }
            }
            let nav = Stubborn(rootViewController: A)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            device.rotate(to: .landscapeRight)
            """
        let trace = try TraceOrder.run(source)
        let transitions: Set<String> = ["viewWillTransition(to:with:)", "willTransition(to:with:)"]
        #expect(
            TraceOrder.lines(trace, line: 7, callbacks: transitions) == [
                "nav willTransition(to:with:)", "A willTransition(to:with:)", "nav viewWillTransition(to:with:)",
            ])
        // A is still resized: it lays out with the new traits.
        #expect(
            TraceOrder.lines(trace, line: 7, objects: ["A"]).suffix(2) == [
                "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()",
            ])
    }

    @Test func overrideCallingSuperKeepsForwarding() throws {
        let source = """
            class Polite: UINavigationController {
                override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                    super.viewWillTransition(to: size, with: coordinator)
                }
            }
            let nav = Polite(rootViewController: A)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            device.rotate(to: .landscapeRight)
            """
        let trace = try TraceOrder.run(source)
        #expect(
            TraceOrder.lines(trace, line: 9, callbacks: ["viewWillTransition(to:with:)"]) == [
                "nav viewWillTransition(to:with:)", "A viewWillTransition(to:with:)",
            ])
    }

    /// Before iOS 17 the new traits reach every controller in the window at once, before any layout;
    /// a covered presenter (out of the window) gets them when it comes back.
    @Test func rotationOnIOS12_traitsDeliveredEagerly_presenterAndPresentedBothGetTheSizeChange() throws {
        let source = """
            window.rootViewController = A
            window.makeKeyAndVisible()
            A.present(B, animated: false)
            device.rotate(to: .landscapeLeft)
            """
        let trace = try TraceOrder.run(source, ios: 12)
        #expect(
            TraceOrder.lines(trace, line: 4) == [
                "A willTransition(to:with:)", "B willTransition(to:with:)",
                "A viewWillTransition(to:with:)", "B viewWillTransition(to:with:)",
                "B traitCollectionDidChange(_:)", "B viewSafeAreaInsetsDidChange()", "B viewLayoutMarginsDidChange()",
                "B viewWillLayoutSubviews()", "B viewDidLayoutSubviews()",
            ])
        #expect(
            trace.events.first { $0.line == 4 && $0.object == "A" && $0.callback == "viewWillTransition(to:with:)" }?
                .args.first == Argument("size", "812×375"))
    }

    @Test func twoTraitChangesBeforeIOS17AreAllDeliveredBeforeLayout() throws {
        let source = """
            let nav = UINavigationController(rootViewController: A)
            let v = UIView()
            window.rootViewController = nav
            window.makeKeyAndVisible()
            A.view.addSubview(v)
            device.rotate(to: .landscapeLeft)
            """
        let trace = try TraceOrder.run(source, ios: 16)
        #expect(
            TraceOrder.lines(
                trace, line: 6,
                callbacks: ["traitCollectionDidChange(_:)", "viewWillLayoutSubviews()", "layoutSubviews()"]) == [
                    "nav traitCollectionDidChange(_:)", "A traitCollectionDidChange(_:)",
                    "v traitCollectionDidChange(_:)",
                    "nav viewWillLayoutSubviews()", "A viewWillLayoutSubviews()", "v layoutSubviews()",
                ])
        // From iOS 17 each view's traits update just before its own layout.
        let modern = try TraceOrder.run(source, ios: 17)
        #expect(
            TraceOrder.lines(
                modern, line: 6,
                callbacks: ["traitCollectionDidChange(_:)", "viewWillLayoutSubviews()", "layoutSubviews()"]) == [
                    "nav traitCollectionDidChange(_:)", "nav viewWillLayoutSubviews()",
                    "A traitCollectionDidChange(_:)",
                    "A viewWillLayoutSubviews()", "v traitCollectionDidChange(_:)", "v layoutSubviews()",
                ])
    }

    @Test func rotatingToTheCurrentOrientationOrUpsideDownOnIPhoneDoesNothing() throws {
        let trace = try TraceOrder.run(
            Self.navSetup + "\ndevice.rotate(to: .portrait)\ndevice.rotate(to: .portraitUpsideDown)")
        #expect(TraceOrder.lines(trace, line: 4).isEmpty)
        #expect(TraceOrder.lines(trace, line: 5).isEmpty)
    }

    @Test func rotatingBackRestoresTheTraitsAndTheSize() throws {
        let trace = try TraceOrder.run(
            Self.navSetup + "\ndevice.rotate(to: .landscapeLeft)\ndevice.rotate(to: .portrait)")
        let back = trace.events.filter { $0.line == 5 }
        #expect(back.first { $0.callback == "viewWillTransition(to:with:)" }?.args.first == Argument("size", "393×852"))
        #expect(
            back.first { $0.callback == "traitCollectionDidChange(_:)" }?.args.first
                == Argument("previousTraitCollection", "verticalSizeClass: .compact"))
    }

    /// A half turn between the two landscapes keeps the traits: no willTransition(to:with:), and no
    /// trait callback (a trait only changes when its value differs).
    @Test func landscapeToLandscapeChangesNoTraits() throws {
        let trace = try TraceOrder.run(
            Self.navSetup + "\ndevice.rotate(to: .landscapeLeft)\ndevice.rotate(to: .landscapeRight)")
        #expect(
            TraceOrder.lines(trace, line: 5, callbacks: ["willTransition(to:with:)", "traitCollectionDidChange(_:)"])
                .isEmpty)
        #expect(
            TraceOrder.lines(trace, line: 5, callbacks: ["viewWillTransition(to:with:)"]) == [
                "nav viewWillTransition(to:with:)", "A viewWillTransition(to:with:)",
            ])
    }

    /// iPad multitasking (Apple HIG, "Multitasking"): a one-third split is compact width.
    @Test func splitViewOnIPadChangesTheHorizontalSizeClass() throws {
        let trace = try TraceOrder.run(
            Self.navSetup + "\ndevice.splitView(width: .compact)\ndevice.splitView(width: .regular)")
        let compact = trace.events.filter { $0.line == 4 }
        #expect(
            TraceOrder.lines(trace, line: 4, callbacks: ["willTransition(to:with:)", "viewWillTransition(to:with:)"])
                == [
                    "nav willTransition(to:with:)", "A willTransition(to:with:)",
                    "nav viewWillTransition(to:with:)", "A viewWillTransition(to:with:)",
                ])
        #expect(compact[0].args.first == Argument("newCollection", "horizontalSizeClass: .compact"))
        #expect(compact[2].args.first == Argument("size", "375×1194"))
        #expect(
            trace.events.first { $0.line == 5 && $0.callback == "viewWillTransition(to:with:)" }?.args.first
                == Argument("size", "834×1194"))
        // The iPad's safe area does not change with the split: no safe-area callbacks.
        #expect(TraceOrder.lines(trace, line: 4, callbacks: ["viewSafeAreaInsetsDidChange()"]).isEmpty)
    }
}
