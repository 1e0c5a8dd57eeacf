import LifecycleModel
import Testing

@testable import Scenario

/// Safe-area and layout-margin changes. Sources: Apple docs "additionalSafeAreaInsets" (iOS 11),
/// "viewSafeAreaInsetsDidChange()", "safeAreaInsetsDidChange()", "viewLayoutMarginsDidChange()",
/// "layoutMarginsDidChange()", "insetsLayoutMarginsFromSafeArea" (margins are measured from the safe
/// area, so a safe-area change moves them too).
@Suite struct EnvironmentSafeAreaTests {
    static let setup = """
        let nav = UINavigationController(rootViewController: A)
        let v = UIView()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        A.view.addSubview(v)
        """

    /// The container's extra inset reaches its child and the child's subview, top-down, each followed
    /// by its layout.
    @Test func additionalSafeAreaInsetsPropagateDownTheHierarchy() throws {
        let trace = try TraceOrder.run(
            Self.setup + "\nnav.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)")
        #expect(
            TraceOrder.lines(trace, line: 6) == [
                "nav viewSafeAreaInsetsDidChange()", "nav viewLayoutMarginsDidChange()",
                "nav viewWillLayoutSubviews()", "nav viewDidLayoutSubviews()",
                "A viewSafeAreaInsetsDidChange()", "A viewLayoutMarginsDidChange()",
                "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()",
                "v safeAreaInsetsDidChange()", "v layoutMarginsDidChange()", "v layoutSubviews()",
            ])
    }

    @Test func aChildsOwnInsetLeavesItsParentAlone() throws {
        let trace = try TraceOrder.run(
            Self.setup + "\nA.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)")
        #expect(TraceOrder.lines(trace, line: 6, objects: ["nav"]).isEmpty)
        #expect(
            TraceOrder.lines(trace, line: 6, objects: ["A"]) == [
                "A viewSafeAreaInsetsDidChange()", "A viewLayoutMarginsDidChange()",
                "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()",
            ])
    }

    @Test func settingTheSameInsetsAgainDoesNothing() throws {
        let insets = "nav.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)"
        let trace = try TraceOrder.run(Self.setup + "\n" + insets + "\n" + insets)
        #expect(TraceOrder.lines(trace, line: 7).isEmpty)
    }

    /// The margins setter reports at once; the layout follows in the commit.
    @Test func layoutMarginsOfAViewReportAtOnceThenLayOut() throws {
        let trace = try TraceOrder.run(
            Self.setup + "\nv.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)")
        #expect(TraceOrder.lines(trace, line: 6) == ["v layoutMarginsDidChange()", "v layoutSubviews()"])
        let reported = trace.events.first { $0.line == 6 }!
        #expect(reported.depth == 0)
    }

    @Test func directionalMarginsOfARootViewReachItsController() throws {
        let trace = try TraceOrder.run(
            Self.setup
                + "\nA.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)"
        )
        #expect(
            TraceOrder.lines(trace, line: 6) == [
                "A viewLayoutMarginsDidChange()", "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()",
            ])
    }

    @Test func safeAreaAPIsDoNotExistBeforeIOS11() {
        #expect(throws: ScenarioError.self) {
            try TraceOrder.run(Self.setup + "\nA.additionalSafeAreaInsets = .zero", ios: 8)
        }
        #expect(throws: ScenarioError.self) {
            try TraceOrder.run(Self.setup + "\nA.view.directionalLayoutMargins = NSDirectionalEdgeInsets.zero", ios: 8)
        }
    }

    /// Before iOS 11 there is no safe area: a rotation lays out without safe-area callbacks.
    @Test func rotationOnIOS8HasNoSafeAreaCallbacks() throws {
        let trace = try TraceOrder.run(Self.setup + "\ndevice.rotate(to: .landscapeLeft)", ios: 8)
        #expect(
            TraceOrder.lines(
                trace, line: 6,
                callbacks: [
                    "viewSafeAreaInsetsDidChange()", "safeAreaInsetsDidChange()",
                    "viewLayoutMarginsDidChange()", "layoutMarginsDidChange()",
                ]
            ).isEmpty)
        #expect(
            TraceOrder.lines(trace, line: 6, callbacks: ["viewWillTransition(to:with:)"]) == [
                "nav viewWillTransition(to:with:)", "A viewWillTransition(to:with:)",
            ])
    }
}

/// The first layout in a window gives the root view its safe area: a change from zero
/// (published log, haomeiwen.com/subject/aedzsqtx.html: viewWillAppear, viewSafeAreaInsetsDidChange,
/// viewWillLayoutSubviews, viewDidAppear). No safe area before iOS 11.
@Suite struct FirstAppearanceSafeAreaTests {
    let shown = "window.rootViewController = A\nwindow.makeKeyAndVisible()"

    @Test func firstAppearanceOnIOS26ReportsTheSafeAreaBeforeLayout() throws {
        let trace = try TraceOrder.run(shown)
        #expect(
            TraceOrder.lines(trace, line: 2) == [
                "A viewWillAppear(_:)", "A viewIsAppearing(_:)", "A viewSafeAreaInsetsDidChange()",
                "A viewLayoutMarginsDidChange()", "A updateProperties()", "A updateViewConstraints()",
                "A viewWillLayoutSubviews()",
                "A viewDidLayoutSubviews()",
                "A viewDidAppear(_:)",
            ])
    }

    @Test func firstAppearanceOnIOS8HasNoSafeArea() throws {
        let trace = try TraceOrder.run(shown, ios: 8)
        #expect(
            TraceOrder.lines(
                trace, line: 2, callbacks: ["viewSafeAreaInsetsDidChange()", "viewLayoutMarginsDidChange()"]
            ).isEmpty)
    }
}
