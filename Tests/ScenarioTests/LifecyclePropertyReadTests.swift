import LifecycleModel
import Testing

@testable import Scenario

/// The properties lifecycle code reads, with the model's values, checked against Apple's
/// UIViewController documentation (developer.apple.com/documentation/uikit/uiviewcontroller):
/// "navigationController — the nearest ancestor in the view controller hierarchy that is a navigation
/// controller", "presentedViewController — the view controller that is presented by this view controller,
/// or one of its ancestors", "isMovingFromParent — whether the view controller is being removed from a
/// parent", "isBeingPresented — whether the view controller is being presented", and UIView's "window —
/// nil if the view has not yet been added to a window".
@Suite struct LifecyclePropertyReadTests {
    static let printed = ControlFlowTests.printed

    /// A controller that prints, in each callback it overrides, the given properties.
    static func probe(_ name: String, callbacks: [String], reads: String) -> String {
        let bodies = callbacks.map { callback in
            let parameter = callback.hasSuffix("Appear") || callback.hasSuffix("Disappear") ? "_ animated: Bool" : ""
            let argument = parameter.isEmpty ? "" : "animated"
            return """
                    override func \(callback)(\(parameter)) {
                        super.\(callback)(\(argument))
                        print("\(callback)", \(reads))
                    }
                """
        }
        return "class \(name): UIViewController {\n" + bodies.joined(separator: "\n") + "\n}\n"
    }

    @Test func isMovingFromParentOnlyInTheDisappearanceOfAPop() throws {
        let trace = try TraceOrder.run(
            Self.probe(
                "Detail", callbacks: ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"],
                reads: "isMovingToParent, isMovingFromParent") + """
                    let detail = Detail()
                    let nav = UINavigationController(rootViewController: A)
                    window.rootViewController = nav
                    window.makeKeyAndVisible()
                    nav.pushViewController(detail, animated: true)
                    nav.pushViewController(C, animated: true)
                    nav.popViewController(animated: true)
                    nav.popViewController(animated: true)
                    """)
        #expect(
            Self.printed(trace) == [
                "viewWillAppear true false", // pushed
                "viewWillDisappear false false", // covered by C: not leaving its parent
                "viewDidDisappear false false",
                "viewWillAppear false false", // uncovered by the pop of C
                "viewWillDisappear false true", // popped
                "viewDidDisappear false true",
            ])
    }

    @Test func isBeingPresentedAndDismissedOnlyDuringThatTransition() throws {
        let trace = try TraceOrder.run(
            Self.probe(
                "Sheet",
                callbacks: ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"],
                reads: "isBeingPresented, isBeingDismissed, presentingViewController") + """
                    window.rootViewController = Root
                    window.makeKeyAndVisible()
                    Root.present(Sheet(), animated: true)
                    Root.dismiss(animated: true)
                    """)
        #expect(
            Self.printed(trace) == [
                "viewDidLoad false false Root",
                "viewWillAppear true false Root",
                "viewDidAppear true false Root",
                "viewWillDisappear false true Root",
                "viewDidDisappear false true Root",
            ])
    }

    @Test func containersAreFoundThroughTheParentChain() throws {
        let trace = try TraceOrder.run(
            """
            class Leaf: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    print(parent, navigationController, tabBarController, splitViewController, children.count)
                }
            }
            let nav = UINavigationController(rootViewController: Leaf())
            let tabs = UITabBarController()
            tabs.setViewControllers([nav], animated: false)
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            print(nav.navigationController, nav.tabBarController, tabs.children.count)
            """)
        #expect(Self.printed(trace) == ["nav nav tabs nil 0", "nil tabs 1"])
    }

    /// A child of the presenter's navigation controller sees what its ancestor presents; the presented
    /// controller's own child sees the presenter of its ancestor (Apple: "or one of its ancestors").
    @Test func presentedAndPresentingLookThroughAncestors() throws {
        let trace = try TraceOrder.run(
            """
            let nav = UINavigationController(rootViewController: A)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            let modal = UINavigationController(rootViewController: B)
            A.present(modal, animated: false)
            print(A.presentedViewController, nav.presentedViewController, B.presentingViewController, modal.presentingViewController)
            print(A.presentingViewController, B.presentedViewController)
            """)
        #expect(Self.printed(trace) == ["modal modal nav nav", "nil nil"])
    }

    @Test func windowIsNilUntilTheViewIsInAWindow() throws {
        let trace = try TraceOrder.run(
            Self.probe(
                "A", callbacks: ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewDidDisappear"],
                reads: "view.window == nil, viewIfLoaded != nil, isViewLoaded") + """
                    let a = A()
                    print(a.isViewLoaded, a.viewIfLoaded)
                    window.rootViewController = a
                    window.makeKeyAndVisible()
                    window.rootViewController = B
                    print(a.view.window, a.isViewLoaded)
                    """)
        #expect(
            Self.printed(trace) == [
                "false nil",
                "viewDidLoad true true true",
                // The view goes into the window after viewWillAppear, before viewIsAppearing (Apple, "viewIsAppearing(_:)").
                "viewWillAppear true true true",
                "viewDidAppear false true true",
                "viewDidDisappear true true true",
                "nil true",
            ])
    }

    /// `view.superview`: nil until the view is put somewhere; a window root's view sits in the window
    /// (from viewIsAppearing on), a subview in the view it was added to. Neuburg's containerEventForwarding
    /// (2013) forwards appearance only to a child `if (child.isViewLoaded && child.view.superview)`.
    @Test func superviewIsTheViewItWasAddedTo_theWindowForARootView() throws {
        let trace = try TraceOrder.run(
            """
            class Box: UIView {
                override func didMoveToSuperview() { super.didMoveToSuperview(); print("box in", superview) }
            }
            class V: UIViewController {
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print(view.superview) }
                override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print(view.superview) }
            }
            let v = V()
            print(v.view.superview == nil)
            window.rootViewController = v
            window.makeKeyAndVisible()
            v.view.addSubview(Box())
            """, ios: 17)
        #expect(Self.printed(trace) == ["true", "nil", "window", "box in v.view"])
    }

    @Test func readingAPropertyOfTheWrongReceiverIsAnError() {
        #expect(
            TraceOrder.error("print(window.isMovingFromParent)")?.text
                == "value of type 'UIWindow' has no member 'isMovingFromParent'")
        #expect(
            TraceOrder.rendered("print(A.children.cout)") == """
                s.scenario:1:18: error: value of type '[UIViewController]' has no member 'cout'
                print(A.children.cout)
                                 ^
                hint: did you mean `count`?
                """)
    }
}
