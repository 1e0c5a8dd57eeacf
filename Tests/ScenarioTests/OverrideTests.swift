import Foundation
import LifecycleModel
import Testing

@testable import Scenario

/// Classes with overrides: the model follows what the body does (skipping super, reading geometry,
/// storing closures, creating views), and the language reports what it cannot run precisely.
@Suite struct OverrideTests {
    /// UINavigationController forwards appearance to its top controller from its own
    /// `viewWillAppear(_:)`; an override that skips super leaves the child without the callback.
    @Test func navigationSubclassWithoutSuper_childGetsNoAppearance() throws {
        let source = """
            class Nav: UINavigationController {
                override func viewWillAppear(_ animated: Bool) { }
            }
            let nav = Nav(rootViewController: A)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            """
        let trace = try TraceOrder.run(source)
        #expect(TraceOrder.lines(trace, objects: ["A"], callbacks: ["viewWillAppear(_:)", "viewDidAppear(_:)"]) == [])
        let fixed = try TraceOrder.run(
            source.replacingOccurrences(of: "{ }", with: "{ super.viewWillAppear(animated) }"))
        #expect(
            TraceOrder.lines(fixed, objects: ["A"], callbacks: ["viewWillAppear(_:)", "viewDidAppear(_:)"]) == [
                "A viewWillAppear(_:)", "A viewDidAppear(_:)",
            ])
    }

    /// "UIViewController lifecycle: the definitive correctness guide": "safe area insets are (0,0,0,0) in viewWillAppear"; viewIsAppearing reads the real ones.
    @Test func correctnessGuide_safeAreaIsZeroInViewWillAppearAndRealInViewIsAppearing() throws {
        let trace = try TraceOrder.run(
            """
            class Screen: UIViewController {
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); let top = view.safeAreaInsets.top }
                override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); let top = view.safeAreaInsets.top }
            }
            window.rootViewController = Screen()
            window.makeKeyAndVisible()
            """)
        let reads = trace.events.filter { $0.callback == "view.safeAreaInsets" }
        #expect(
            reads.map(\.args) == [
                [Argument("value", "(top: 0, left: 0, bottom: 0, right: 0)")],
                [Argument("value", "(top: 59, left: 0, bottom: 34, right: 0)")],
            ])
        #expect(reads.map(\.line) == [2, 3])
        #expect(reads.allSatisfy { $0.depth == 1 })
    }

    @Test func boundsInViewDidLoadDependOnHowTheViewIsMade() throws {
        func width(_ creation: String) throws -> String? {
            let trace = try TraceOrder.run(
                """
                class Avatar: UIViewController {
                    override func viewDidLoad() { super.viewDidLoad(); let side = view.bounds.width / 2 }
                }
                let A = \(creation)
                A.loadViewIfNeeded()
                """)
            return trace.events.first { $0.callback == "view.bounds" }?.args.first?.value
        }
        #expect(try width("Avatar()") == "(0, 0, 393, 852)")
        #expect(try width("Avatar(nibName: \"Avatar\", bundle: nil)") == "(0, 0, 375, 667)")
    }

    @Test func programmaticLoadViewInstallsTheAssignedView() throws {
        let trace = try TraceOrder.run(
            """
            class Canvas: UIViewController {
                override func loadView() { view = UIView() }
            }
            let A = Canvas()
            window.rootViewController = A
            window.makeKeyAndVisible()
            """)
        // The assigned view is a traced UIView: it enters the window with its controller.
        #expect(
            TraceOrder.lines(trace, objects: ["UIView"], callbacks: ["init(frame:)", "didMoveToWindow()"]) == [
                "UIView init(frame:)", "UIView didMoveToWindow()",
            ])
        #expect(trace.diagnostics == [])
    }

    @Test func storedPropertyObjectsDieWithTheirOwner() throws {
        let trace = try TraceOrder.run(
            """
            class Container: UIViewController {
                let content = UIViewController()
            }
            var P = Container()
            P = nil
            """)
        #expect(TraceOrder.lines(trace, line: 5) == ["P deinit", "P.content deinit"])
    }

    @Test func misspelledComputedOverrideIsAPreciseError() throws {
        let error = try #require(
            TraceOrder.error(
                "class X: UIViewController {\n    override var shouldAutomaticallyForwardAppearanceMethod: Bool { true }\n}"
            ))
        #expect(error.location == SourceLocation(line: 2, column: 5))
        #expect(error.text.contains("shouldAutomaticallyForwardAppearanceMethod"))
    }

    /// UIKit's other computed properties (`prefersStatusBarHidden`) are accepted and listed as not modelled.
    @Test func unmodelledComputedOverrideIsANote() throws {
        let trace = try ScenarioRunner.run(
            source:
                "class X: UIViewController {\n    override var prefersStatusBarHidden: Bool { true }\n}\nX().loadViewIfNeeded()"
        )
        #expect(trace.notModelled == ["UIViewController.prefersStatusBarHidden"])
    }

    @Test func arithmeticOnAControllerIsATypeError() {
        #expect(throws: ScenarioError.self) {
            try TraceOrder.run(
                "class X: UIViewController {\n    override func viewDidLoad() { super.viewDidLoad(); let a = view + 1 }\n}\nX().loadViewIfNeeded()"
            )
        }
    }

    @Test func appCodeOutsideAClassIsStillATypo() {
        #expect(throws: ScenarioError.self) { try TraceOrder.run("store.fetchAll()") }
    }
}

/// Helper methods of a scenario class run with the same `self`; to the rules they are app code.
@Suite struct HelperMethodTests {
    @Test func helperRunsInTheOverrideThatCallsIt() throws {
        let trace = try TraceOrder.run(
            """
            class Screen: UIViewController {
                func setUpViews() { view.addSubview(UIView()) }
                override func viewDidLoad() { super.viewDidLoad(); setUpViews() }
            }
            Screen().loadViewIfNeeded()
            """)
        let added = try #require(trace.events.first { $0.callback == "didMoveToSuperview()" })
        #expect(added.depth == 1)
        #expect(trace.diagnostics == [])
    }

    @Test func expensiveHelperInAnAppearanceCallbackIsReported() throws {
        let trace = try TraceOrder.run(
            """
            class Screen: UIViewController {
                func loadData() { }
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); loadData() }
            }
            window.rootViewController = Screen()
            window.makeKeyAndVisible()
            """)
        #expect(trace.diagnostics.map(\.rule) == [.ll012])
        #expect(trace.diagnostics.first?.line == 3)
    }

    @Test func unknownAnimationOptionHintsTheTransitionName() throws {
        let error = try #require(
            TraceOrder.error("P.transition(from: C, to: D, duration: 0.3, options: .crossDissolve, animations: nil)"))
        #expect(error.location == SourceLocation(line: 1, column: 54))
        #expect(error.hintText == "did you mean `.transitionCrossDissolve`?")
    }
}

/// Values read follow the environment model: rotation, older devices, a navigation bar.
@Suite struct GeometryReadTests {
    static let screen = """
        class Screen: UIViewController {
            override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); let w = view.bounds.width; let top = view.safeAreaInsets.top }
        }
        let S = Screen()
        window.rootViewController = S
        window.makeKeyAndVisible()
        """

    @Test func readsAfterRotationShowTheLandscapeSizeAndSafeArea() throws {
        let trace = try TraceOrder.run(Self.screen + "\ndevice.rotate(to: .landscapeLeft)")
        let bounds = trace.events.filter { $0.callback == "view.bounds" }.map { $0.args[0].value }
        #expect(bounds.first == "(0, 0, 393, 852)")
        #expect(bounds.last == "(0, 0, 852, 393)")
        let insets = trace.events.filter { $0.callback == "view.safeAreaInsets" }.map { $0.args[0].value }
        #expect(insets.last == "(top: 0, left: 59, bottom: 21, right: 59)")
    }

    @Test func iOS12DeviceIsSmaller() throws {
        let trace = try TraceOrder.run(Self.screen, ios: 12)
        #expect(trace.events.first { $0.callback == "view.bounds" }?.args[0].value == "(0, 0, 375, 812)")
    }

    /// A controller outside the window reads unspecified traits; the window's root reads the window's from
    /// its `viewDidLoad()` (Neuburg's launch logs, `LaunchOrientationLogTests`).
    @Test func traitsAreUnspecifiedOutsideTheWindowAndTheWindowsInTheRoot() throws {
        let trace = try TraceOrder.run(
            """
            class Screen: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); let t = traitCollection }
                override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); let t = traitCollection }
            }
            let detached = Screen()
            detached.loadViewIfNeeded()
            window.rootViewController = Screen()
            window.makeKeyAndVisible()
            """)
        let reads = trace.events.filter { $0.callback == "traitCollection" }.map { $0.args[0].value }
        #expect(reads.count == 3)
        #expect(reads.first?.contains("horizontalSizeClass: .unspecified") == true)
        #expect(reads.dropFirst().allSatisfy { $0.contains("horizontalSizeClass: .compact") })
    }
}

@Suite struct ClosureSyntaxTests {
    /// iOS 17's trait registration handler declares typed parameters in parentheses.
    @Test func typedClosureParametersInParentheses() throws {
        let trace = try TraceOrder.run(
            """
            class Themed: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in }
                }
            }
            window.rootViewController = Themed()
            window.makeKeyAndVisible()
            """)
        #expect(trace.diagnostics == [])
    }

    @Test func captureListWithParameters() throws {
        let trace = try TraceOrder.run(
            """
            class Screen: UIViewController {
                var onDone: ((Bool) -> Void)?
                override func viewDidLoad() { super.viewDidLoad(); onDone = { [weak self] finished in self?.close() } }
            }
            var S = Screen()
            S.loadViewIfNeeded()
            S = nil
            """)
        #expect(TraceOrder.lines(trace, line: 7) == ["S deinit"])
    }
}

@Suite struct AppCodeTests {
    /// Main-queue blocks run (MainQueueTests); blocks for other queues are still refused, not dropped.
    @Test func otherDispatchQueuesAreRefusedNotDropped() throws {
        let error = try #require(
            TraceOrder.error(
                "class X: UIViewController {\n    override func viewDidLoad() { super.viewDidLoad(); DispatchQueue.global().async { self.present(Welcome(), animated: true) } }\n}"
            ))
        #expect(error.location == SourceLocation(line: 2, column: 79))
        #expect(error.text == "the model runs blocks on the main queue only")
    }

    @Test func threadSleepInViewDidAppearIsExpensive() throws {
        let trace = try TraceOrder.run(
            """
            class X: UIViewController {
                override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); Thread.sleep(forTimeInterval: 1) }
            }
            window.rootViewController = X()
            window.makeKeyAndVisible()
            """)
        #expect(trace.diagnostics.map(\.rule) == [.ll012])
        guard case .expensiveWork(_, "Thread.sleep", _) = trace.diagnostics.first?.message else {
            Issue.record("\(String(describing: trace.diagnostics.first))")
            return
        }
    }

    @Test func constraintsActivatedInViewDidLayoutSubviewsAreReported() throws {
        let trace = try TraceOrder.run(
            """
            class X: UIViewController {
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 10)])
                }
            }
            window.rootViewController = X()
            window.makeKeyAndVisible()
            """)
        #expect(trace.diagnostics.map(\.rule) == [.ll011])
        #expect(trace.diagnostics.first?.line == 4)
    }
}

@Suite struct StoredPropertyTests {
    @Test func reassigningAPropertyReleasesWhatItHeld() throws {
        let trace = try TraceOrder.run(
            """
            class Holder: UIViewController {
                var child: UIViewController?
                override func viewDidLoad() { super.viewDidLoad(); child = UIViewController(); child = nil }
            }
            let H = Holder()
            H.loadViewIfNeeded()
            """)
        #expect(
            TraceOrder.lines(trace, line: 3, callbacks: ["init(nibName:bundle:)", "deinit"]) == [
                "H.child init(nibName:bundle:)", "H.child deinit",
            ])
    }

    @Test func missingSuperIsReportedOncePerOverrideNotPerInstance() throws {
        let trace = try TraceOrder.run(
            """
            class Feed: UIViewController {
                override func viewDidLoad() { }
            }
            Feed().loadViewIfNeeded()
            Feed().loadViewIfNeeded()
            """)
        #expect(trace.diagnostics.map(\.rule) == [.ll001])
    }

    /// An override's parameters hold what UIKit passed, as the trace row shows it: `animated`, and the
    /// `parent` of `willMove(toParent:)`, nil when a pop takes the controller out (the common
    /// `if parent == nil` test for leaving a navigation stack), not the controller's `parent` property.
    @Test func overrideParameters_holdTheCallsArguments() throws {
        let trace = try TraceOrder.run(
            """
            class Detail: UIViewController {
                override func viewWillAppear(_ isAnimated: Bool) { super.viewWillAppear(isAnimated); print("animated", isAnimated) }
                override func willMove(toParent parent: UIViewController?) {
                    super.willMove(toParent: parent)
                    if parent == nil { print("leaving") } else { print("joining", parent === nav) }
                }
            }
            let nav = UINavigationController(rootViewController: Root)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            nav.pushViewController(Detail(), animated: true)
            nav.popViewController(animated: false)
            """)
        let console = trace.events.filter { $0.kind == .console }.map { $0.args.first?.value ?? "" }
        #expect(console == ["joining true", "animated true", "leaving"])
    }
}
