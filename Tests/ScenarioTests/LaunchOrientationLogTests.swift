import LifecycleModel
import Testing

@testable import Scenario

/// Issue 23, part 5: launching with the iPhone held in landscape, against Matt Neuburg's launch logs
/// (Programming iOS's examples on GitHub, bk2ch06p258launchIntoRotationEvents: the 2014 and 2015 versions
/// of the file and the one later headed "iOS 10" launch in portrait and then rotate; the iOS 11 and iOS 15
/// logs launch straight into landscape, and print the root's size classes in its `viewDidLoad()`).
@Suite struct LaunchOrientationLogTests {
    static let launchHeldInLandscape = """
        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                print(view.bounds.width, traitCollection)
            }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
            }
            override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
                super.willTransition(to: newCollection, with: coordinator)
            }
        }
        let A = ViewController()
        device.rotate(to: .landscapeLeft)
        window.rootViewController = A
        window.makeKeyAndVisible()
        """

    static let callbacks: Set<String> = [
        "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillLayoutSubviews()",
        "willTransition(to:with:)", "viewWillTransition(to:with:)", "traitCollectionDidChange(_:)",
    ]

    static func lines(_ trace: Trace) -> [String] {
        trace.events.compactMap { event in
            if event.kind == .console { return "» " + (event.args.first { $0.label == "output" }?.value ?? "") }
            return event.object == "A" && callbacks.contains(event.callback) ? event.callback : nil
        }
    }

    @Test func neuburgLaunchLogs_heldInLandscape_launchesInPortraitThenRotates_upToIOS10() throws {
        for ios in [8, 9, 10] {
            let trace = try TraceOrder.run(Self.launchHeldInLandscape, ios: ios)
            // Portrait size classes in viewDidLoad (the text size is a trait from iOS 10).
            let textSize = ios >= 10 ? ".large" : ".unspecified"
            let traits =
                "(userInterfaceStyle: .unspecified, preferredContentSizeCategory: \(textSize), horizontalSizeClass: .compact, verticalSizeClass: .regular)"
            #expect(
                Self.lines(trace) == [
                    "viewDidLoad()", "» 320.0 \(traits)", "viewWillAppear(_:)", "traitCollectionDidChange(_:)",
                    "viewWillLayoutSubviews()", "viewDidAppear(_:)", "willTransition(to:with:)",
                    "viewWillTransition(to:with:)", "traitCollectionDidChange(_:)", "viewWillLayoutSubviews()",
                ], "iOS \(ios)")
            let turn = trace.events.first { $0.callback == "viewWillTransition(to:with:)" }
            #expect(turn?.evidence.contains(.neuburgLaunchLogs) == true)
        }
    }

    @Test func neuburgLaunchLogs_heldInLandscape_launchesInLandscape_fromIOS11() throws {
        let eleven = try TraceOrder.run(Self.launchHeldInLandscape, ios: 11)
        #expect(
            Self.lines(eleven) == [
                "viewDidLoad()",
                "» 812.0 (userInterfaceStyle: .unspecified, preferredContentSizeCategory: .large, horizontalSizeClass: .compact, verticalSizeClass: .compact)",
                "viewWillAppear(_:)", "traitCollectionDidChange(_:)",
                "viewWillLayoutSubviews()", "viewDidAppear(_:)",
            ])
        let fifteen = try TraceOrder.run(Self.launchHeldInLandscape, ios: 15)
        #expect(
            Self.lines(fifteen) == [
                "viewDidLoad()",
                "» 852.0 (userInterfaceStyle: .light, preferredContentSizeCategory: .large, horizontalSizeClass: .compact, verticalSizeClass: .compact)",
                "viewWillAppear(_:)", "viewWillLayoutSubviews()",
                "viewDidAppear(_:)",
            ])
    }

    /// The size classes the root reads in its `viewDidLoad()` (the trace's `traitCollection` read), in order.
    static func sizeClassesRead(_ trace: Trace) -> [String] {
        trace.events.filter { $0.callback == "traitCollection" }.map { event in
            let value = event.args.first { $0.label == "value" }?.value ?? ""
            let vertical = value.split(separator: ",").first { $0.hasPrefix(" verticalSizeClass") } ?? ""
            return "\(event.object)\(vertical.dropFirst("verticalSizeClass".count + 1))"
        }
    }

    /// The root's traits are the window's in its `viewDidLoad()`, before any trait callback: iOS 11 and 15
    /// print "compact compact" there on a landscape launch (and up to iOS 10 the portrait ones, since the
    /// app launches in portrait). A controller outside the window reads unspecified traits.
    @Test func neuburgLaunchLogs_rootReadsWindowTraitsInViewDidLoad() throws {
        let source = Self.launchHeldInLandscape + "\nlet B = ViewController()\nB.loadViewIfNeeded()"
        for (ios, root) in [(10, "A: .regular)"), (11, "A: .compact)"), (15, "A: .compact)")] {
            let read = Self.sizeClassesRead(try TraceOrder.run(source, ios: ios))
            #expect(read == [root, "B: .unspecified)"], "iOS \(ios)")
        }
    }

    static let landscapeOnlyRoot = """
        class ViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            override func viewDidLoad() { super.viewDidLoad(); print(view.bounds.width) }
            override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); print(view.bounds.width) }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
            }
            override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
                super.willTransition(to: newCollection, with: coordinator)
            }
        }
        let A = ViewController()
        window.rootViewController = A
        window.makeKeyAndVisible()
        """

    /// "App accepts any, but view controller wants landscape", the iPhone held in portrait: portrait in
    /// `viewDidLoad()`, then after `viewWillAppear(_:)` a trait transition with no size transition, the
    /// layout in landscape, `viewDidAppear(_:)` (iOS 9/10, 11 and 15). The trait call: the initial one up
    /// to iOS 12, none on iOS 13 (his note on the iOS 11 log), a change from portrait on iOS 15. The layout
    /// runs twice on iOS 15, both times in landscape, once on iOS 11 (12–14: no log, the model keeps one).
    @Test func neuburgLaunchLogs_landscapeOnlyRootHeldInPortrait_turnsWhileAppearing() throws {
        let widths: [Int: (portrait: String, landscape: String)] = [
            10: ("320.0", "568.0"), 11: ("375.0", "812.0"), 13: ("393.0", "852.0"), 15: ("393.0", "852.0"),
        ]
        for (ios, width) in widths.sorted(by: { $0.key < $1.key }) {
            let trace = try TraceOrder.run(Self.landscapeOnlyRoot, ios: ios)
            let traitCall: [String] = ios == 13 ? [] : ["traitCollectionDidChange(_:)"]
            let layout = ["viewWillLayoutSubviews()", "» \(width.landscape)"]
            #expect(
                Self.lines(trace)
                    == ["viewDidLoad()", "» \(width.portrait)", "viewWillAppear(_:)", "willTransition(to:with:)"]
                    + traitCall + (ios >= 15 ? layout + layout : layout) + ["viewDidAppear(_:)"],
                "iOS \(ios)")
            let change = trace.events.first { $0.callback == "traitCollectionDidChange(_:)" }
            let previous = change?.args.first { $0.label == "previousTraitCollection" }?.value
            #expect(previous == (ios >= 15 ? "verticalSizeClass: .regular" : ios == 13 ? nil : "nil"), "iOS \(ios)")
            let turn = trace.events.first { $0.callback == "willTransition(to:with:)" }
            #expect(turn?.evidence.contains(.neuburgLaunchLogs) == true)
        }
    }
}

extension LaunchOrientationLogTests {
    /// Stack Overflow question 9539676 (an iPad launch on iOS 5, quoted at bhags.org): the view is portrait
    /// until willRotateToInterfaceOrientation, which comes after viewWillAppear; the rotation's layout is the
    /// first; willAnimateRotation comes before viewDidAppear. The model extends it to the iPhone and iOS 6–7.
    @Test(arguments: [5, 7])
    func stackOverflow9539676_heldInLandscapeBeforeIOS8_rotatesInsideTheFirstAppearance(ios: Int) throws {
        let trace = try TraceOrder.run(
            "device.rotate(to: .landscapeLeft)\nwindow.rootViewController = A\nwindow.makeKeyAndVisible()", ios: ios)
        #expect(
            TraceOrder.lines(
                trace,
                callbacks: [
                    "viewWillAppear(_:)", "willRotate(to:duration:)", "viewWillLayoutSubviews()",
                    "viewDidLayoutSubviews()", "willAnimateRotation(to:duration:)", "viewDidAppear(_:)",
                    "didRotate(from:)",
                ]) == [
                    "A viewWillAppear(_:)", "A willRotate(to:duration:)", "A viewWillLayoutSubviews()",
                    "A viewDidLayoutSubviews()", "A willAnimateRotation(to:duration:)", "A viewDidAppear(_:)",
                    "A didRotate(from:)",
                ], "iOS \(ios)")
        let rotation = trace.events.first { $0.callback == "willRotate(to:duration:)" }
        #expect(rotation?.evidence.contains(.stackOverflowRotationIOS5) == true)
    }

    /// iOS 3–4 have no log: the app starts in the held orientation, with no rotation callbacks.
    @Test func iOS4_heldInLandscape_noRotationCallbacks() throws {
        let trace = try TraceOrder.run(
            "device.rotate(to: .landscapeLeft)\nwindow.rootViewController = A\nwindow.makeKeyAndVisible()", ios: 4)
        #expect(TraceOrder.lines(trace, callbacks: ["willRotate(to:duration:)"]).isEmpty)
    }
}
