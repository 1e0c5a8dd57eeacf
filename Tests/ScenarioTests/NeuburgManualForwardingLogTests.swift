import LifecycleModel
import Testing

@testable import Scenario

/// Matt Neuburg's containerEventForwarding example in its 2013 Objective-C form (Programming iOS 7's
/// examples, github.com/mattneub/Programming-iOS-Book-Examples, ch19p647containerEventForwarding): a
/// container that returns NO from shouldAutomaticallyForwardAppearanceMethods and brackets its embedded
/// child's appearance with begin/endAppearanceTransition from its own viewWillAppear/viewDidAppear. Its
/// "On startup we expect to see" comment: willMove, didMove, willAppear, update constraints, will layout,
/// did layout, didAppear.
@Suite struct NeuburgManualForwardingLogTests {
    @Test func neuburgIOS7_manualForwardingStartup_embedThenBracketedAppearance() throws {
        let source = """
            class ViewController: UIViewController {
                override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    guard let child = children.first else { return }
                    if child.isViewLoaded && child.view.superview != nil { child.beginAppearanceTransition(true, animated: true) }
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    guard let child = children.first else { return }
                    if child.isViewLoaded && child.view.superview != nil { child.endAppearanceTransition() }
                }
            }
            class ChildViewController1: UIViewController {}
            storyboard "Main" {
                scene Main: ViewController, initial { embed C1 }
                scene C1: ChildViewController1
            }
            let vc = storyboard.instantiateInitialViewController()
            window.rootViewController = vc
            window.makeKeyAndVisible()
            """
        let logged: Set<String> = [
            "willMove(toParent:)", "didMove(toParent:)", "viewWillAppear(_:)", "updateViewConstraints()",
            "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewDidAppear(_:)",
        ]
        for ios in [7, 9] {
            let trace = try TraceOrder.run(source, ios: ios)
            #expect(
                TraceOrder.lines(trace, objects: ["C1"], callbacks: logged) == [
                    "C1 willMove(toParent:)", "C1 didMove(toParent:)", "C1 viewWillAppear(_:)",
                    "C1 updateViewConstraints()", "C1 viewWillLayoutSubviews()", "C1 viewDidLayoutSubviews()",
                    "C1 viewDidAppear(_:)",
                ], "iOS \(ios)")
        }
    }
}
