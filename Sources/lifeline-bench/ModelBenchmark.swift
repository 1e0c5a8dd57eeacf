import Foundation
import LifecycleModel
import Scenario

#if canImport(Glibc)
import Glibc

/// Linux has no `clock_gettime_nsec_np`; this is its equivalent (and keeps its name).
// swift-format-ignore: AlwaysUseLowerCamelCase
private func clock_gettime_nsec_np(_ clock: clockid_t) -> UInt64 {
    var spec = timespec()
    clock_gettime(clock, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}
#endif

/// `lifeline-bench model [RUNS] [--one-core]`: parse + check + run of a 10-statement scenario, RUNS times
/// (default 10,000), first on one core, then on every core at once (as `lifeline build` runs the
/// scenarios of its pages). Target: at least 20,000 runs per second in release mode.
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

    /// Five rounds of RUNS/5; the figure is the best round's (this machine is shared, and a slow
    /// round measures the neighbours), with the median round beside it.
    static func run(_ arguments: [String]) throws {
        let runs = max(arguments.first.flatMap(Int.init) ?? 10_000, 5)
        let rounds = 5
        var events = 0
        // Warm up (first-use costs are not what the benchmark measures).
        for _ in 0..<200 { events &+= try ScenarioRunner.run(source: scenario).events.count }
        events = 0
        var perRun: [Double] = []
        for _ in 0..<rounds {
            let cpuStart = clock_gettime_nsec_np(CLOCK_PROCESS_CPUTIME_ID)
            for _ in 0..<(runs / rounds) { events &+= try ScenarioRunner.run(source: scenario).events.count }
            let cpuSeconds = Double(clock_gettime_nsec_np(CLOCK_PROCESS_CPUTIME_ID) - cpuStart) / 1e9
            perRun.append(cpuSeconds / Double(runs / rounds))
        }
        perRun.sort()
        let best = perRun[0], median = perRun[rounds / 2]
        print(
            "runs: \(runs / rounds * rounds) in \(rounds) rounds  statements per run: 10  events per run: \(events / (runs / rounds * rounds))"
        )
        if let linkage = swiftRuntimeLinkage { print("swift runtime: \(linkage)") }
        print(
            String(
                format: "one core:   best round %.0f runs/s (%.1f µs cpu per run)  median round %.0f runs/s (%.1f µs)",
                1 / best, best * 1e6, 1 / median, median * 1e6))

        if arguments.contains("--one-core") { return }
        // Every core: independent runs share nothing but immutable tables. Best of three wall times.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var bestWall = Double.infinity
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            DispatchQueue.concurrentPerform(iterations: cores) { _ in
                for _ in 0..<(runs / cores) { _ = try? ScenarioRunner.run(source: scenario) }
            }
            bestWall = min(bestWall, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        print(
            String(
                format: "all %d cores: %.0f runs/s (%d runs in %.3f s wall)  target ≥ 20000 runs/s",
                cores, Double(runs / cores * cores) / bestWall, runs / cores * cores, bestWall))
    }

    /// How this binary reaches the Swift runtime, which moves the figures by a third on Linux
    /// (`Package.swift`, `staticRuntimeInRelease`): the runtime's shared library is mapped or it is not.
    /// Nil where there is no `/proc` to ask.
    static var swiftRuntimeLinkage: String? {
        // /proc files report a size of 0, so read to the end rather than by the size.
        guard let maps = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile(), !maps.isEmpty
        else { return nil }
        let mapsLibrary = maps.firstRange(of: Data("libswiftCore.so".utf8)) != nil
        return mapsLibrary ? "linked dynamically (libswiftCore.so)" : "linked statically"
    }
}
