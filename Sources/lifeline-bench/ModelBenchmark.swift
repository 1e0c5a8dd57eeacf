import Foundation
#if canImport(Glibc)
import Glibc

/// Linux has no `clock_gettime_nsec_np`; this is its equivalent.
private func clock_gettime_nsec_np(_ clock: clockid_t) -> UInt64 {
    var spec = timespec()
    clock_gettime(clock, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}
#endif
import LifecycleModel
import Scenario

/// `lifeline-bench model [RUNS]`: parse + check + run of a 10-statement scenario, RUNS times
/// (default 10,000). Target: at least 20,000 runs per second in release mode.
enum ModelBenchmark {
    static let scenario = """
        let nav = UINavigationController(rootViewController: Home)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(Detail, animated: true)
        Detail.view.setNeedsLayout()
        Sheet.modalPresentationStyle = .pageSheet
        Detail.present(Sheet, animated: true)
        Sheet.dismiss(animated: true)
        nav.popViewController(animated: true)
        nav.pushViewController(Detail, animated: false)
        """

    static func run(_ arguments: [String]) throws {
        let runs = arguments.first.flatMap(Int.init) ?? 10_000
        var events = 0
        // Warm up (first-use costs are not what the benchmark measures).
        for _ in 0..<200 { events &+= try ScenarioRunner.run(source: scenario).events.count }
        events = 0
        let clock = ContinuousClock()
        let cpuStart = clock_gettime_nsec_np(CLOCK_PROCESS_CPUTIME_ID)
        let elapsed = try clock.measure {
            for _ in 0..<runs { events &+= try ScenarioRunner.run(source: scenario).events.count }
        }
        let cpuSeconds = Double(clock_gettime_nsec_np(CLOCK_PROCESS_CPUTIME_ID) - cpuStart) / 1e9
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print("runs: \(runs)  statements per run: 10  events per run: \(events / runs)")
        print(String(format: "wall: %.3f s (%.0f runs/s)  cpu: %.3f s (%.0f runs/s)  per run: %.1f µs cpu  target ≥ 20000 runs/s",
                     seconds, Double(runs) / seconds, cpuSeconds, Double(runs) / cpuSeconds, cpuSeconds / Double(runs) * 1e6))
    }
}
