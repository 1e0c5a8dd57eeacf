import LifecycleModel
import Testing

/// UINavigationControllerDelegate's willShow/didShow. Sources: "UIViewController Life Cycle"
/// (vastdevblog.vast.com, 2012, an iOS 5 NSLog trace of a push and the back button) and Apple's
/// UINavigationControllerDelegate pages ("before"/"after" the controller's view is displayed).
@Suite struct NavigationDelegateTests {
    static let coordinator = """
        class Coordinator: UIViewController, UINavigationControllerDelegate {
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                print("willShow", viewController, animated)
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                print("didShow", viewController)
            }
        }
        let coordinator = Coordinator()
        let nav = UINavigationController(rootViewController: A)
        nav.delegate = coordinator
        window.rootViewController = nav
        window.makeKeyAndVisible()

        """
    static let order: Set<String> = [
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewDidDisappear(_:)", "didMove(toParent:)",
        "navigationController(_:willShow:animated:)", "navigationController(_:didShow:animated:)",
    ]

    /// The log: the root's viewWillAppear, willShow, a first didShow; its viewDidAppear, didShow again (also
    /// Open Radar 44966342, iOS 12.0). Then a push: B's viewWillAppear, willShow B; A's viewDidDisappear, B's
    /// viewDidAppear, didShow B.
    @Test(arguments: [5, 17])
    func vastdevblog2012_willShowAfterTheIncomingWillAppear_didShowAfterItsDidAppear(ios: Int) throws {
        let trace = try TraceOrder.run(Self.coordinator + "nav.pushViewController(B, animated: true)", ios: ios)
        let lines = TraceOrder.lines(trace, objects: ["A", "B", "coordinator"], callbacks: Self.order)
        #expect(
            lines.filter { !$0.hasSuffix("didMove(toParent:)") || $0.hasPrefix("B") } == [
                "A viewWillAppear(_:)", "coordinator navigationController(_:willShow:animated:)",
                "coordinator navigationController(_:didShow:animated:)",
                "A viewDidAppear(_:)", "coordinator navigationController(_:didShow:animated:)",
                "B viewWillAppear(_:)", "coordinator navigationController(_:willShow:animated:)",
                "A viewDidDisappear(_:)", "B viewDidAppear(_:)",
                "coordinator navigationController(_:didShow:animated:)", "B didMove(toParent:)",
            ], "iOS \(ios)")
        let printed = trace.events.filter { $0.kind == .console }.compactMap { $0.args.first?.value }
        #expect(
            printed == ["willShow A false", "didShow A", "didShow A", "willShow B true", "didShow B"], "iOS \(ios)")
        let willShow = trace.events.first { $0.callback == "navigationController(_:willShow:animated:)" }
        #expect(willShow?.evidence.contains(.vastUIViewControllerLifeCycle) == true)
    }

    /// Open Radar 21137690: a cancelled back swipe calls willShow as it starts and nothing after.
    @Test func aCancelledBackSwipeTellsWillShowOnly() throws {
        let trace = try TraceOrder.run(
            Self.coordinator + "nav.pushViewController(B, animated: false)\nuser.swipeBack(nav, completes: false)")
        let printed = trace.events.filter { $0.kind == .console }.compactMap { $0.args.first?.value }
        #expect(
            printed == [
                "willShow A false", "didShow A", "didShow A", "willShow B false", "didShow B", "willShow A true",
            ])
        let swipe = trace.events.last { $0.callback == "navigationController(_:willShow:animated:)" }
        #expect(swipe?.evidence.contains(.openRadarBackSwipeDelegate) == true)
    }

    /// Only a delegate that implements a method hears it; a controller uncovered by a dismissed sheet is
    /// not shown by the navigation controller and tells it nothing.
    @Test func aDismissedSheetOverTheStackTellsTheDelegateNothing() throws {
        let trace = try TraceOrder.run(
            Self.coordinator + "A.present(B, animated: false)\nB.dismiss(animated: false)", ios: 12)
        let printed = trace.events.filter { $0.kind == .console }.compactMap { $0.args.first?.value }
        #expect(printed == ["willShow A false", "didShow A", "didShow A"])
        #expect(trace.events.contains { $0.object == "A" && $0.callback == "viewDidAppear(_:)" && $0.line == 15 })
    }

    /// `navigationController?.delegate = self` in the root's `viewDidLoad()`: the root loads as the navigation
    /// controller first appears, before it is shown, so the delegate hears the root's own display.
    @Test func aRootThatMakesItselfTheDelegateInViewDidLoadHearsItsOwnDisplay() throws {
        let trace = try TraceOrder.run(
            """
            class Root: UIViewController, UINavigationControllerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.delegate = self
                }
                func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                    print("didShow", viewController)
                }
            }
            let root = Root()
            let nav = UINavigationController(rootViewController: root)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            nav.pushViewController(B, animated: false)
            """, ios: 17)
        let printed = trace.events.filter { $0.kind == .console }.compactMap { $0.args.first?.value }
        #expect(printed == ["didShow root", "didShow root", "didShow B"])
    }
}
