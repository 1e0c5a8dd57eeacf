import LifecycleModel
import Scenario

/// `lifeline-bench environment [ROUNDS]`: parse, check and run the environment scenarios (rotation,
/// traits, safe area, background, memory warning) on the releases whose behaviour differs, and report
/// the median time per scenario run and the events per second.
enum EnvironmentBenchmark {
    static let scenarios: [(name: String, ios: Int, source: String)] = [
        (
            "rotation", 26,
            """
            let nav = UINavigationController(rootViewController: A)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            nav.pushViewController(B, animated: true)
            device.rotate(to: .landscapeLeft)
            device.rotate(to: .portrait)
            """
        ),
        (
            "rotation-ios7", 7,
            """
            let nav = UINavigationController(rootViewController: A)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            device.rotate(to: .landscapeLeft)
            """
        ),
        (
            "traits", 26,
            """
            let v = UIView()
            window.rootViewController = A
            window.makeKeyAndVisible()
            A.view.addSubview(v)
            A.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { _, _ in }
            device.userInterfaceStyle = .dark
            device.preferredContentSizeCategory = .extraLarge
            A.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
            app.enterBackground()
            app.enterForeground()
            """
        ),
        (
            "memory-ios5", 5,
            """
            let tabs = UITabBarController()
            tabs.viewControllers = [A, B, C]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            tabs.selectedIndex = 1
            tabs.selectedIndex = 2
            app.didReceiveMemoryWarning()
            tabs.selectedIndex = 0
            """
        ),
    ]

    static func run(_ arguments: [String]) throws {
        let rounds = arguments.first.flatMap { Int($0) } ?? 2000
        let clock = ContinuousClock()
        for scenario in scenarios {
            var samples: [Duration] = []
            samples.reserveCapacity(rounds)
            var events = 0
            for _ in 0..<rounds {
                let start = clock.now
                let trace = try ScenarioRunner.run(source: scenario.source, ios: IOSVersion(scenario.ios))
                samples.append(clock.now - start)
                events = trace.events.count
            }
            samples.sort()
            let median = samples[samples.count / 2]
            let microseconds = Double(median.components.attoseconds) / 1e12 + Double(median.components.seconds) * 1e6
            let perSecond = microseconds > 0 ? Int(Double(events) / microseconds * 1e6) : 0
            print(
                "\(scenario.name) (iOS \(scenario.ios)): \(events) events, median \(Int(microseconds.rounded())) µs per run, \(perSecond) events/s (\(rounds) runs)"
            )
        }
    }
}
