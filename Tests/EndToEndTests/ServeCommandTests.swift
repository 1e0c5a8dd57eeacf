import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `lifeline serve` as a person uses it: build, serve on loopback, edit a page, see it rebuilt.
@Suite(.serialized) struct ServeCommandTests {
    func get(_ url: String) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: URL(string: url)!)
        request.timeoutInterval = 5
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// Polls until `condition` holds or about ten seconds pass.
    func eventually(_ condition: () async -> Bool) async -> Bool {
        for _ in 0..<100 {
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
        #expect(!(site.read("Site/en/index.html") ?? "").contains("/__lifeline/generation"),
                "the file on disk stays as it will be published")
        #expect(try await get(base + "/__lifeline/generation").body == "0")

        let page = try #require(site.read("Content/en/about.md"))
        try site.write("Content/en/about.md", page + "\nA sentence added while serving.\n")
        let rebuilt = await eventually { (try? await get(base + "/__lifeline/generation").body) == "1" }
        #expect(rebuilt, "no rebuild after a content change")
        #expect(try await get(base + "/en/about/").body.contains("A sentence added while serving."))

        // A broken edit keeps the last good site served and reports the error to the browser.
        try site.write("Content/en/about.md", "---\ntitle: [unclosed\n---\n")
        let reported = await eventually { ((try? await get(base + "/__lifeline/generation").body) ?? "").contains("error") }
        #expect(reported, "a failed rebuild is not reported")
        #expect(try await get(base + "/en/about/").body.contains("A sentence added while serving."))
    }
}
