import Foundation
import SiteBuilder

/// `lifeline-bench site [--pages N] [--section-size S] [--runs R] [--keep] [--lifeline-only]`: a synthetic
/// corpus of N pages in folders of S (50), built by SiteBuilder, by Hugo and by the cmark-gfm command line
/// (when installed), best of R runs each. `--lifeline-only` skips the other two (for comparing changes to
/// Lifeline). When the `lifeline` binary is built next to this one, it also runs `lifeline build` once as a
/// process of its own and prints its time and peak resident memory (what a user's build costs).
enum SiteBenchmark {
    static func run(_ arguments: [String]) throws {
        let pages = value(of: "--pages", in: arguments) ?? 1000
        let runs = value(of: "--runs", in: arguments) ?? 3
        let templates = FileManager.default.currentDirectoryPath + "/Templates"
        guard FileManager.default.fileExists(atPath: templates) else {
            print("run from the package root (needs Templates/)")
            return
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-bench-site-\(ProcessInfo.processInfo.processIdentifier)")
        // `--keep` leaves the corpus for profiling `lifeline build --content <work>/lifeline/Content`.
        defer {
            if arguments.contains("--keep") {
                print("corpus kept in \(work.path)")
            } else {
                try? FileManager.default.removeItem(at: work)
            }
        }
        let sectionSize = value(of: "--section-size", in: arguments) ?? SyntheticCorpus.defaultSectionSize
        let corpus = try SyntheticCorpus.write(pages: pages, sectionSize: sectionSize, to: work)
        print(
            "corpus: \(pages) pages in folders of \(sectionSize), \(corpus.markdownBytes / 1024) KiB of Markdown")
        // First, before any other child: `ru_maxrss` of the children is the largest child's.
        try buildInProcessOfItsOwn(corpus, templates: templates, output: work.appendingPathComponent("out-process"))

        let builder = SiteBuilder(
            SiteBuildConfiguration(contentDirectory: corpus.lifelineContent.path, templatesDirectory: templates))
        let ours: Timing
        do {
            ours = try best(of: runs) {
                _ = try builder.build(to: work.appendingPathComponent("out-lifeline").path)
            }
        } catch let failure as BuildFailure {
            print("lifeline build failed:\n\(failure)")
            return
        }
        print(ours.line("lifeline build"))
        // The same build without writing files: what the file system adds (creating a thousand folders
        // and files is slow on some machines) apart from what Lifeline computes.
        let inMemory = try best(of: runs) { _ = try builder.render() }
        print(
            inMemory.line("  in memory")
                + String(format: "   (writing: wall %.0f ms)", (ours.wall - inMemory.wall) * 1000))

        if arguments.contains("--lifeline-only") { return }
        if let hugo = which("hugo") {
            let time = try best(of: runs) {
                try run(
                    hugo,
                    [
                        "--quiet", "--source", corpus.hugoSite.path, "--destination",
                        work.appendingPathComponent("out-hugo").path,
                    ])
            }
            print(time.line("hugo") + ours.ratios(to: time, name: "hugo"))
        } else {
            print("hugo: not installed")
        }
        if let cmark = which("cmark-gfm") {
            let files = corpus.rawMarkdown.map(\.path)
            let extensions = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"].flatMap { ["-e", $0] }
            let time = try best(of: runs) {
                try run(cmark, extensions + files, discardOutput: true)
            }
            print(time.line("cmark-gfm") + ours.ratios(to: time, name: "cmark-gfm"))
        } else {
            print("cmark-gfm: not installed")
        }
    }

    /// `lifeline build` as its own process: wall time and peak resident memory (`getrusage` of the children).
    private static func buildInProcessOfItsOwn(_ corpus: SyntheticCorpus, templates: String, output: URL) throws {
        let lifeline = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("lifeline")
        guard FileManager.default.isExecutableFile(atPath: lifeline.path) else {
            print("lifeline process: not built (swift build -c release --product lifeline)")
            return
        }
        let start = DispatchTime.now().uptimeNanoseconds
        try run(
            lifeline.path,
            ["build", "--content", corpus.lifelineContent.path, "--templates", templates, "--out", output.path],
            discardOutput: true)
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        print(
            String(
                format: "lifeline process wall %8.1f ms   peak RSS %.0f MB", wall * 1000, Double(usage.ru_maxrss) / 1024
            ))
    }

    private static func value(of option: String, in arguments: [String]) -> Int? {
        guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
        return Int(arguments[index + 1])
    }

    /// Wall-clock and CPU seconds (user + system, of this process and of the children it waited for).
    /// CPU time is the steadier figure on a shared machine; both are the best of the runs.
    struct Timing {
        var wall: Double
        var cpu: Double

        func line(_ name: String) -> String {
            name.padding(toLength: 15, withPad: " ", startingAt: 0)
                + String(format: " wall %8.1f ms   cpu %8.1f ms", wall * 1000, cpu * 1000)
        }

        func ratios(to other: Timing, name: String) -> String {
            String(
                format: "   lifeline/%@: wall %.2f×, cpu %.2f×", name as NSString, wall / other.wall, cpu / other.cpu)
        }
    }

    private static func cpuSeconds() -> Double {
        var total = 0.0
        for who in [RUSAGE_SELF, RUSAGE_CHILDREN] {
            var usage = rusage()
            getrusage(__rusage_who_t(who.rawValue), &usage)
            total += Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            total += Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        }
        return total
    }

    private static func best(of runs: Int, _ body: () throws -> Void) throws -> Timing {
        var best = Timing(wall: .infinity, cpu: .infinity)
        for _ in 0..<max(runs, 1) {
            let start = DispatchTime.now().uptimeNanoseconds
            let cpuStart = cpuSeconds()
            try body()
            best.wall = min(best.wall, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            best.cpu = min(best.cpu, cpuSeconds() - cpuStart)
        }
        return best
    }

    private static func which(_ tool: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    private static func run(_ tool: String, _ arguments: [String], discardOutput: Bool = false) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        if discardOutput { process.standardOutput = FileHandle.nullDevice }
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(
                domain: "lifeline-bench", code: Int(process.terminationStatus),
                userInfo: [NSLocalizedDescriptionKey: "\(tool) failed"])
        }
    }
}
