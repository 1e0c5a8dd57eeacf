import LifecycleModel
import Testing

@testable import Scenario

/// Automatic trait tracking (iOS 18+): Apple docs, "Automatic trait tracking"
/// (developer.apple.com/documentation/uikit/automatic-trait-tracking) and "viewWillLayoutSubviews()"
/// ("In iOS 18 and later, UIKit supports automatic trait tracking inside this method for traits from
/// this view controller's traitCollection and the traitCollection of its view"); WWDC24 "What's new in
/// UIKit". Before iOS 18 an appearance change asks every view to lay out again (Apple docs, "Supporting
/// Dark Mode in your interface", "Update custom views using specific methods").
@Suite struct AutomaticTraitTrackingTests {
    static func scenario(layoutBody: String, change: String = "device.userInterfaceStyle = .dark") -> String {
        """
        class Screen: UIViewController {
            override func viewWillLayoutSubviews() {
                super.viewWillLayoutSubviews()
                \(layoutBody)
            }
        }
        let A = Screen()
        window.rootViewController = A
        window.makeKeyAndVisible()
        \(change)
        """
    }

    static let layout: Set<String> = ["viewWillLayoutSubviews()", "viewDidLayoutSubviews()"]

    @Test func appleAutomaticTraitTracking_iOS18_aLayoutThatReadTheStyleRunsAgain() throws {
        let trace = try TraceOrder.run(
            Self.scenario(layoutBody: "let style = traitCollection.userInterfaceStyle"), ios: 18)
        #expect(
            TraceOrder.lines(trace, line: 10, callbacks: Self.layout)
                == ["A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()"])
    }

    @Test func appleAutomaticTraitTracking_iOS18_aLayoutThatReadNoTraitDoesNotRunAgain() throws {
        let trace = try TraceOrder.run(Self.scenario(layoutBody: "let width = view.bounds.width"), ios: 18)
        #expect(TraceOrder.lines(trace, line: 10, callbacks: Self.layout).isEmpty)
        // The trait change itself is still delivered.
        #expect(
            TraceOrder.lines(trace, line: 10, callbacks: ["traitCollectionDidChange(_:)"]) == [
                "A traitCollectionDidChange(_:)"
            ])
    }

    @Test func appleAutomaticTraitTracking_iOS18_onlyTheTraitsReadAreTracked() throws {
        let trace = try TraceOrder.run(
            Self.scenario(layoutBody: "let size = traitCollection.preferredContentSizeCategory"), ios: 26)
        #expect(TraceOrder.lines(trace, line: 10, callbacks: Self.layout).isEmpty)
        let whole = try TraceOrder.run(Self.scenario(layoutBody: "let traits = traitCollection"), ios: 26)
        #expect(!TraceOrder.lines(whole, line: 10, callbacks: Self.layout).isEmpty)
    }

    @Test func appleSupportingDarkMode_beforeIOS18_everyControllerIsLaidOutAgain() throws {
        for ios in [13, 17] {
            let trace = try TraceOrder.run(Self.scenario(layoutBody: "let width = view.bounds.width"), ios: ios)
            #expect(
                TraceOrder.lines(trace, line: 10, callbacks: Self.layout)
                    == ["A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()"], "iOS \(ios)")
        }
    }

    /// A rotation changes the size: everything is laid out, whatever it read.
    @Test func appleAutomaticTraitTracking_aSizeChangeStillLaysOutEverything() throws {
        let source = Self.scenario(
            layoutBody: "let width = view.bounds.width", change: "device.rotate(to: .landscapeLeft)")
        let trace = try TraceOrder.run(source, ios: 18)
        #expect(!TraceOrder.lines(trace, line: 10, callbacks: Self.layout).isEmpty)
    }
}

/// Apple docs, "viewWillTransition(to:with:)" / "UIContentContainer": in the will-callbacks of a size
/// change the view still has its old size; the `size` argument is the new one (the fact-check's G3).
@Suite struct SizeTransitionGeometryTests {
    @Test func appleViewWillTransition_boundsAreStillTheOldSize_andNotFinal() throws {
        let trace = try TraceOrder.run(
            """
            class Chart: UIViewController {
                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    super.viewWillTransition(to: size, with: coordinator)
                    print("width:", view.bounds.width)
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    print("laid out:", view.bounds.width)
                }
            }
            window.rootViewController = Chart()
            window.makeKeyAndVisible()
            device.rotate(to: .landscapeLeft)
            """)
        // Events nested in the override carry the line of the statement that made them.
        let start = try #require(trace.events.firstIndex { $0.callback == "viewWillTransition(to:with:)" })
        let rotation = Array(trace.events[start...])
        let read = try #require(rotation.first { $0.callback == "view.bounds" })
        #expect(read.args.first?.value == "(0, 0, 393, 852)")
        #expect(!read.state.geometryAccurate)
        let prints = rotation.filter { $0.kind == .console }.map { $0.args.first?.value ?? "" }
        #expect(prints == ["width: 393.0", "laid out: 852.0"])
    }
}

/// A trait collection read by app code prints what it holds (it printed nil when only numbers were read).
@Suite struct TraitReadPrintTests {
    @Test func printingTheTraitsOrOneSizeClassShowsTheirValues() throws {
        let trace = try TraceOrder.run(
            """
            class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print(traitCollection)
                    print(traitCollection.verticalSizeClass)
                }
            }
            device.rotate(to: .landscapeLeft)
            window.rootViewController = Screen()
            window.makeKeyAndVisible()
            """, ios: 11)
        let prints = trace.events.filter { $0.kind == .console }.map { $0.args.first?.value ?? "" }
        #expect(
            prints == [
                "(userInterfaceStyle: .unspecified, preferredContentSizeCategory: .large, horizontalSizeClass: .compact, verticalSizeClass: .compact)",
                ".compact",
            ])
    }
}
