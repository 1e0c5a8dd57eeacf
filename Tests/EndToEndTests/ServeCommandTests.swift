import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `lifeline serve` as a person uses it: build, serve on loopback, edit a page, see it rebuilt.
@Suite(.serialized) struct ServeCommandTests {
    func get(_ url: String) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: URL(string: url)!)
        // Generous: a guard against a hung server, not a measurement (the suite runs beside compilers on 2 cores).
        request.timeoutInterval = 20
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// Polls until `condition` holds or about thirty seconds pass (it returns as soon as it holds).
    /// The served site's generation (rebuilds so far), or nil while it does not answer or its last build failed.
    func generation(_ base: String) async -> Int? {
        (try? await get(base + "/__lifeline/generation").body).flatMap { Int($0) }
    }

    func eventually(_ condition: () async -> Bool) async -> Bool {
        for _ in 0..<300 {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(100))
        }
        return false
    }

    @Test func buildsServesOnLoopbackAndRebuildsOnChange() async throws {
        let site = try FixtureSite("good"); defer { site.remove() }
        let port = 20_000 + Int.random(in: 0..<20_000)
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["serve", "--port", String(port)]
        process.currentDirectoryURL = site.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }

        let base = "http://127.0.0.1:\(port)"
        let up = await eventually { (try? await get(base + "/en/")) != nil }
        #expect(up, "the server did not answer on 127.0.0.1:\(port)")
        let home = try await get(base + "/en/")
        #expect(home.status == 200)
        #expect(home.body.contains("/__lifeline/generation"), "served pages carry the reload script")
        #expect(
            !(site.read("Site/en/index.html") ?? "").contains("/__lifeline/generation"),
            "the file on disk stays as it will be published")
        #expect(try await get(base + "/__lifeline/generation").body == "0")

        let page = try #require(site.read("Content/en/about.md"))
        try site.write("Content/en/about.md", page + "\nA sentence added while serving.\n")
        let rebuilt = await eventually { await generation(base).map { $0 >= 1 } ?? false }
        #expect(rebuilt, "no rebuild after a content change")
        #expect(try await get(base + "/en/about/").body.contains("A sentence added while serving."))

        // A broken edit keeps the last good site served and reports the error to the browser.
        try site.write("Content/en/about.md", "---\ntitle: [unclosed\n---\n")
        let reported = await eventually {
            ((try? await get(base + "/__lifeline/generation").body) ?? "").contains("error")
        }
        #expect(reported, "a failed rebuild is not reported")
        #expect(try await get(base + "/en/about/").body.contains("A sentence added while serving."))
    }

    /// A soak on 127.0.0.1: eight clients fetch a page without pause while it is edited and rebuilt five
    /// times. Every answer is a 200 with the whole page (it ends in `</html>`), of one version or the next.
    @Test func concurrentClientsSeeNoErrorWhileThePageIsRebuilt() async throws {
        let site = try FixtureSite("good"); defer { site.remove() }
        let port = 20_000 + Int.random(in: 0..<20_000)
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["serve", "--port", String(port)]
        process.currentDirectoryURL = site.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        let base = "http://127.0.0.1:\(port)"
        #expect(await eventually { (try? await get(base + "/en/")) != nil }, "the server did not answer")

        let tally = SoakTally()
        let clients = (0..<8).map { _ in
            Task {
                while !tally.stopped {
                    let answer = try? await get(base + "/en/about/")
                    tally.record(status: answer?.status ?? 0, complete: answer?.body.hasSuffix("</html>\n") ?? false)
                }
            }
        }
        let page = try #require(site.read("Content/en/about.md"))
        for edit in 1...5 {
            try site.write("Content/en/about.md", page + "\nEdit \(edit).\n")
            // At least one rebuild per edit: a save heard as several file events on a loaded machine may
            // make two.
            let rebuilt = await eventually { await generation(base).map { $0 >= edit } ?? false }
            #expect(rebuilt, "no rebuild after edit \(edit)")
        }
        tally.stop()
        for client in clients { await client.value }
        #expect(tally.requests > 5)
        #expect(tally.failures == [:], "of \(tally.requests) requests")
    }
}

/// What the soak's clients saw: requests, and failures by status (0: no answer, -1: a truncated page).
final class SoakTally: @unchecked Sendable {
    private let lock = NSLock()
    private var isStopped = false
    private(set) var requests = 0
    private(set) var failures: [Int: Int] = [:]

    var stopped: Bool { lock.withLock { isStopped } }

    func stop() { lock.withLock { isStopped = true } }

    func record(status: Int, complete: Bool) {
        lock.withLock {
            requests += 1
            if status != 200 { failures[status, default: 0] += 1 } else if !complete { failures[-1, default: 0] += 1 }
        }
    }
}
