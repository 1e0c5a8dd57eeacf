import Foundation
import Testing

@testable import PreviewServer
@testable import SiteBuilder

#if canImport(Glibc)
import Glibc
#endif

/// `serve` while the site changes: every request during a rebuild gets a whole page of one version.
@Suite(.serialized) struct ServeUnderChangeTests {
    /// Version `n` of a two-page site; each page is large enough that reading it takes a while.
    static func site(version: Int) -> RenderedSite {
        var site = RenderedSite()
        site.add("index.html", page("home", version: version))
        site.add("guide/index.html", page("guide", version: version))
        site.add("404.html", "<html><body>missing</body></html>")
        return site
    }

    static func page(_ name: String, version: Int) -> String {
        "<html><head><title>\(name) \(version)</title></head><body>"
            + String(repeating: "<p>\(name) version \(version)</p>\n", count: 2_000) + "</body></html>"
    }

    /// Nil when `body` is exactly one version of the page as served (with the reload script), else why not.
    static func problem(status: Int, body: String, name: String) -> String? {
        guard status == 200 else { return "HTTP \(status)" }
        guard let open = body.range(of: "<title>\(name) "), let close = body.range(of: "</title>"),
            let version = Int(body[open.upperBound..<close.lowerBound])
        else { return "no version in \(body.prefix(80))" }
        let expected = LiveReload.inject(into: Data(page(name, version: version).utf8), generation: 0)
        return body == String(decoding: expected, as: UTF8.self)
            ? nil : "a truncated or mixed page (\(body.utf8.count) bytes)"
    }

    /// The window behind issue 14's HTTP 500: a reader that looks for the site's pages without pause
    /// while the output is replaced 100 times never finds them missing (with two renames it did, dozens
    /// of times: the test was written, and failed, before the fix).
    @Test func theOutputFolderNamesACompleteSiteThroughoutAReplacement() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-swap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let output = base.appendingPathComponent("Site")
        try OutputWriter.replace(output, with: Self.site(version: 0))
        let results = ClientResults()
        let pages = ["index.html", "guide/index.html"].map { output.appendingPathComponent($0).path }
        let reader = Thread {
            while !results.stopped {
                for page in pages { results.record(access(page, R_OK) == 0 ? nil : "\(page) missing") }
            }
            results.clientFinished()
        }
        reader.start()
        await Self.offThePool {
            Self.replaceWhileClientsRun(output, results: results)
            results.stop()
            results.waitForClients(1)
        }
        #expect(results.count > 100)
        #expect(results.problemCount == 0, "missing \(results.problemCount) times in \(results.count) looks")
    }

    /// Clients fetch both pages without pause while the output is replaced 100 times, as `serve`
    /// replaces it on every rebuild: every answer is a 200 with a whole page of one version.
    @Test func requestsDuringReplacementsGetAWholePageOfOneVersion() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-swap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let output = base.appendingPathComponent("Site")
        try OutputWriter.replace(output, with: Self.site(version: 0))
        let running = try await RunningServer.start(root: output)
        let port = running.port

        let results = ClientResults()
        let clients = (0..<4).map { client in
            Thread {
                let (target, name) = client % 2 == 0 ? ("/", "home") : ("/guide/", "guide")
                while !results.stopped {
                    do {
                        let response = try rawRequest(port: port, target: target)
                        results.record(Self.problem(status: response.status, body: response.body, name: name))
                    } catch {
                        results.record("no connection: \(error)")
                    }
                }
                results.clientFinished()
            }
        }
        for client in clients { client.start() }
        let clientCount = clients.count
        await Self.offThePool {
            Self.replaceWhileClientsRun(output, results: results)
            results.stop()
            results.waitForClients(clientCount)
        }
        #expect(results.count > 100, "the clients were served during the replacements")
        #expect(results.problemCount == 0, "\(results.problemCount) of \(results.count) failed: \(results.problems)")
        await running.stop()
    }

    /// Replaces the output at least 100 times, and on until the clients have made 200 requests (at most
    /// 5,000 replacements): on a slow or busy machine the clients still overlap many replacements,
    /// without the test depending on how fast either side runs.
    static func replaceWhileClientsRun(_ output: URL, results: ClientResults) {
        var version = 0
        while version < 100 || (results.count < 200 && version < 5_000) {
            version += 1
            try! OutputWriter.replace(output, with: site(version: version))
        }
    }

    /// Ten changes while a build runs make one more build, not ten.
    @Test func rebuildRequestsDuringABuildCoalesceIntoOne() async {
        let gate = BuildGate()
        let results = ClientResults()
        let queue = RebuildQueue(
            rebuild: {
                gate.passThrough(); return nil
            }, finished: { results.record($0) })
        await queue.request()
        await Self.offThePool { gate.waitUntilEntered() }
        for _ in 0..<10 { await queue.request() }
        gate.open()
        await queue.waitUntilIdle()
        #expect(await queue.builds == 2)
        #expect(results.count == 2 && results.problemCount == 0)
    }

    /// The paths named while a build runs reach the build after it together; one request that does not
    /// know what changed (a poll) makes that build check everything.
    @Test func theChangesNamedDuringABuildReachTheNextOneTogether() async {
        let gate = BuildGate()
        let heard = HeardChanges()
        let queue = RebuildQueue(
            rebuild: { changed in
                heard.record(changed)
                gate.passThrough()
                return nil
            }, finished: { _ in })
        await queue.request(changed: ["/c/a.md"])
        await Self.offThePool { gate.waitUntilEntered() }
        await queue.request(changed: ["/c/b.md"])
        await queue.request(changed: ["/c/a.md"])
        gate.open()
        await queue.waitUntilIdle()
        // The first may start a build of its own; the build after the unknown change checks everything.
        await queue.request(changed: ["/c/a.md"])
        await queue.request()
        await queue.waitUntilIdle()
        #expect(heard.all.prefix(2) == [["/c/a.md"], ["/c/a.md", "/c/b.md"]])
        #expect(heard.all.last == .some(nil))
    }

    /// A thousand connections that never send a request: a new client is still served. Starts from
    /// the soft limit many systems set (1,024 descriptors; both ends of each connection are in this
    /// process), which the server raises.
    @Test func aThousandIdleConnectionsLeaveRoomForNewRequests() async throws {
        var original = rlimit()
        getrlimit(DescriptorLimit.resource, &original)
        try #require(original.rlim_max >= 4_096, "the hard limit leaves no room for the test")
        defer { var restored = original; setrlimit(DescriptorLimit.resource, &restored) }
        var lowered = original
        lowered.rlim_cur = 1_024
        setrlimit(DescriptorLimit.resource, &lowered)

        let site = try SiteFixture(); defer { site.remove() }
        let running = try await RunningServer.start(root: site.root)
        let port = running.port
        var idle: [Int32] = []
        defer { for socket in idle { close(socket) } }
        for _ in 0..<1_000 { idle.append(try connectSocket(port: port)) }
        let response = try rawRequest(port: port, target: "/")
        #expect(response.status == 200 && response.body.contains("home"))
        await running.stop()
    }

    /// Blocking work on a thread of its own, so it does not hold up the server on the concurrency pool.
    static func offThePool(_ work: @escaping @Sendable () -> Void) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                work(); done.resume()
            }.start()
        }
    }
}

/// What the client threads saw.
final class ClientResults: @unchecked Sendable {
    private let lock = NSCondition()
    private var finishedClients = 0
    private var isStopped = false
    private(set) var count = 0
    /// The first few problems, and how many there were.
    private(set) var problems: [String] = []
    private(set) var problemCount = 0

    var stopped: Bool { lock.withLock { isStopped } }

    func record(_ problem: String?) {
        lock.withLock {
            count += 1
            if let problem { problemCount += 1; if problems.count < 5 { problems.append(problem) } }
        }
    }

    func stop() { lock.withLock { isStopped = true } }

    func clientFinished() {
        lock.withLock {
            finishedClients += 1
            lock.broadcast()
        }
    }

    func waitForClients(_ clients: Int) {
        lock.lock()
        while finishedClients < clients { lock.wait() }
        lock.unlock()
    }
}

/// Holds a build until the test opens it, and tells the test when one has started.
final class BuildGate: @unchecked Sendable {
    private let lock = NSCondition()
    private var entered = false
    private var isOpen = false

    func passThrough() {
        lock.lock()
        entered = true
        lock.broadcast()
        while !isOpen { lock.wait() }
        lock.unlock()
    }

    func waitUntilEntered() {
        lock.lock()
        while !entered { lock.wait() }
        lock.unlock()
    }

    func open() {
        lock.withLock {
            isOpen = true
            lock.broadcast()
        }
    }
}

/// What each build of a `RebuildQueue` was told changed.
final class HeardChanges: @unchecked Sendable {
    private let lock = NSLock()
    private var heard: [[String]?] = []
    func record(_ changed: [String]?) { lock.withLock { heard.append(changed) } }
    var all: [[String]?] { lock.withLock { heard } }
}
