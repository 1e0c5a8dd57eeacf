import Foundation
import Testing

@testable import PreviewServer

/// How `serve` hears a save and tells the page: the kernel's file events instead of a poll, and a
/// reload request that the server answers the moment a rebuild ends.
@Suite struct FileEventsAndReloadTests {
    @Test func aWaitingPageHearsOfTheRebuildAtOnceAndAStalePageWithoutWaiting() async throws {
        let signal = ReloadSignal()
        let seen = await signal.changes
        let waiter = Task {
            await signal.waitForChange(after: seen, timeout: .seconds(3600))
            return await signal.generation
        }
        await signal.rebuilt()
        #expect(await waiter.value == 1, "released by the rebuild, not by the hour-long timeout")
        // A page that saw an older count is answered without waiting.
        await signal.waitForChange(after: seen, timeout: .seconds(3600))
        await signal.failed("boom")
        #expect(await signal.changes == seen + 2, "a failed rebuild is news too: the page logs its error")
    }

    @Test func aWaitEndsAfterItsTimeoutWhenNothingIsRebuilt() async {
        let signal = ReloadSignal()
        await signal.waitForChange(after: 0, timeout: .milliseconds(10))
        #expect(await signal.generation == 0)
    }

    @Test func theReloadScriptKeepsOneRequestOpenInsteadOfPolling() {
        let script = LiveReload.script(generation: 4)
        #expect(script.contains("?wait="))
        #expect(script.contains(PreviewServer.changesHeader))
        #expect(!script.contains("setTimeout(poll,500)"), "no half-second poll")
    }

    #if canImport(Glibc)
    /// With polling set to once an hour, only the kernel's events can start the rebuild; a file in a
    /// folder created after the watch began is heard too.
    @Test func aSaveIsHeardThroughFileEventsWithoutPolling() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-events-\(UUID())")
        let content = root.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "<html><body>0</body></html>".write(
            to: root.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let builds = Counter()
        let server = try PreviewServer(root: root, port: 0)
        let preview = LivePreview(
            server: server, watching: [content], interval: .seconds(3600), log: { _ in },
            rebuild: {
                builds.increment()
                return nil
            })
        let running = Task { try await preview.run() }
        defer { running.cancel() }
        try await server.waitUntilListening(timeout: 60)
        // The watch is set up as `run` starts; give it a moment before the first save.
        try await Task.sleep(for: .milliseconds(200))
        try "a".write(to: content.appendingPathComponent("page.md"), atomically: false, encoding: .utf8)
        // At least one rebuild: a save heard as two batches of events on a loaded machine makes two.
        #expect(await eventually { await server.signal.generation >= 1 })
        try FileManager.default.createDirectory(
            at: content.appendingPathComponent("guide"), withIntermediateDirectories: true)
        try await Task.sleep(for: .milliseconds(100))
        let before = await server.signal.generation
        try "b".write(to: content.appendingPathComponent("guide/new.md"), atomically: true, encoding: .utf8)
        #expect(await eventually { await server.signal.generation > before })
        await server.stop()
    }
    #endif

    /// Polls `condition` for up to 30 s: a guard against a hung watcher, not a measurement.
    private func eventually(_ condition: () async -> Bool) async -> Bool {
        for _ in 0..<600 {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return false
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
}
