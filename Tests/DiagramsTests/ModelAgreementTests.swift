import LifecycleModel
import Scenario
import Testing

@testable import Diagrams

/// The descriptive machines (LifecycleModel/Machines) against the executable model: every appearance
/// change the simulator makes must be a transition of the appearance machine for that iOS version.
struct ModelAgreementTests {
    /// `since`: the first iOS the scenario can run on (interactive sheet dismissal is iOS 13).
    static let scenarios: [(name: String, source: String, since: Int)] = [
        (
            "push, pop",
            """
            let nav = UINavigationController(rootViewController: A)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            nav.pushViewController(B, animated: true)
            nav.popViewController(animated: true)
            """, 12
        ),
        (
            "cancelled and completed swipe back",
            """
            let nav = UINavigationController(rootViewController: A)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            nav.pushViewController(B, animated: true)
            user.swipeBack(nav, completes: false)
            user.swipeBack(nav, completes: true)
            """, 12
        ),
        (
            "present, cancelled and completed sheet drag",
            """
            window.rootViewController = A
            window.makeKeyAndVisible()
            A.present(B, animated: true)
            user.dragDownSheet(B, completes: false)
            user.dragDownSheet(B, completes: true)
            """, 13
        ),
        (
            "full screen present, dismiss",
            """
            window.rootViewController = A
            window.makeKeyAndVisible()
            B.modalPresentationStyle = .fullScreen
            A.present(B, animated: true)
            B.dismiss(animated: true)
            """, 12
        ),
    ]

    /// The simulator has profiles for iOS 12–18 and 26.
    static let versions = [12, 13, 17, 18, 26].map { IOSVersion($0) }

    @Test(arguments: scenarios.map(\.name))
    func simulatorTakesOnlyMachineTransitions(name: String) throws {
        let scenario = Self.scenarios.first { $0.name == name }!
        let source = scenario.source
        for ios in Self.versions where ios.major >= scenario.since {
            let trace = try ScenarioRunner.run(source: source, ios: ios, title: name)
            let highlight = AppearancePath(trace).highlight(on: AppearanceMachine.machine(for: ios))
            #expect(
                highlight.unexpected.isEmpty,
                "iOS \(ios), \(name): \(highlight.unexpected.map { "\($0.transition.from)→\($0.transition.to) \($0.transition.callbacks.map(\.name))" })"
            )
            #expect(!highlight.transitionVisits.isEmpty)
        }
    }

    @Test func simulatorCancelledSwipeUsesTheCancellationEdges() throws {
        let trace = try ScenarioRunner.run(source: Self.scenarios[1].source, ios: IOSVersion(17))
        let machine = AppearanceMachine.machine(for: trace.ios)
        let highlight = AppearancePath(trace).highlight(on: machine)
        let used = highlight.transitionVisits.keys.map { machine.transitions[$0] }.filter(\.cancellation)
        #expect(Set(used.map { "\($0.from)→\($0.to)" }) == ["appearing→disappearing", "disappearing→appearing"])
    }
}
