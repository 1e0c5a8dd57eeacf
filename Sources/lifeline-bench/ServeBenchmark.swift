import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// `lifeline-bench serve [--pages N] [--edits E] [--page PATH]`: how long after a page is saved `lifeline
/// serve` serves the new page. It copies the bundled `Content/` (or, with `--pages`, writes a synthetic
/// corpus of N pages), starts the `lifeline` binary built next to this one (`swift build -c release --product
/// lifeline` first) as `lifeline serve`, then E times appends a paragraph to one page and measures from the
/// write until a request for that page returns the new text (the reload request a page holds open
/// returning, then the page itself). Prints the median and range.
enum ServeBenchmark {
    /// `lifeline serve`'s reload endpoint (`PreviewServer.generationPath`; the benchmark talks to the
    /// command over HTTP, as a browser does).
    static let generationPath = "/__lifeline/generation"

    static func run(_ arguments: [String]) throws {
        let edits = value(of: "--edits", in: arguments) ?? 15
        let root = FileManager.default.currentDirectoryPath
        guard FileManager.default.fileExists(atPath: root + "/Templates") else {
            print("run from the package root (needs Templates/ and Content/)")
            return
        }
        let lifeline = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("lifeline")
        guard FileManager.default.isExecutableFile(atPath: lifeline.path) else {
            print("no \(lifeline.path): build it first (swift build -c release --product lifeline)")
            return
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-bench-serve-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let content: URL
        let page: String
        if let pages = value(of: "--pages", in: arguments) {
            let corpus = try SyntheticCorpus.write(pages: pages, to: work)
            content = corpus.lifelineContent
            page = stringValue(of: "--page", in: arguments) ?? corpus.samplePage
            print("corpus: \(pages) synthetic pages")
        } else {
            content = work.appendingPathComponent("Content")
            try FileManager.default.copyItem(at: URL(fileURLWithPath: root + "/Content"), to: content)
            page = stringValue(of: "--page", in: arguments) ?? "en/push-and-pop.md"
            print("corpus: the bundled Content/")
        }
        let templates = work.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: root + "/Templates"), to: templates)

        let port = UInt16.random(in: 20_000..<40_000)
        let server = Process()
        server.executableURL = lifeline
        server.arguments = [
            "serve", "--content", content.path, "--templates", templates.path,
            "--out", work.appendingPathComponent("Site").path, "--port", String(port),
        ]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        let started = Date()
        try server.run()
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        while (try? HTTPGet.fetch(port: port, path: generationPath)) == nil {
            guard server.isRunning, Date().timeIntervalSince(started) < 600 else {
                throw BenchmarkError("lifeline serve did not answer")
            }
            usleep(20_000)
        }
        print(String(format: "first build, until serving: %.0f ms", Date().timeIntervalSince(started) * 1000))

        let file = content.appendingPathComponent(page)
        let original = try String(contentsOf: file, encoding: .utf8)
        let url = servedPath(of: Substring(page))
        var latencies: [TimeInterval] = []
        for edit in 1...edits {
            let marker = "lifeline-bench-edit-\(edit)"
            let seen = try HTTPGet.fetch(port: port, path: generationPath).changes
            let start = Date()
            try (original + "\n\n\(marker)\n").write(to: file, atomically: false, encoding: .utf8)
            _ = try HTTPGet.fetch(port: port, path: generationPath + "?wait=\(seen)")
            let served = try HTTPGet.fetch(port: port, path: url)
            latencies.append(Date().timeIntervalSince(start))
            guard served.body.contains(marker) else { throw BenchmarkError("the served page lacks edit \(edit)") }
        }
        let sorted = latencies.sorted()
        print(
            String(
                format: "edit of %@ served after: median %.1f ms (min %.1f, max %.1f, %d edits)", page,
                sorted[sorted.count / 2] * 1000, sorted.first! * 1000, sorted.last! * 1000, sorted.count))
    }

    /// Where `serve` answers for a page: `en/push-and-pop.md` at `/en/push-and-pop/`, `en/index.md` at `/en/`.
    private static func servedPath(of contentPath: Substring) -> String {
        let stem = contentPath.dropLast(".md".count)
        if stem == "index" || stem.hasSuffix("/index") { return "/" + stem.dropLast("index".count) }
        return "/\(stem)/"
    }

    private static func value(of flag: String, in arguments: [String]) -> Int? {
        stringValue(of: flag, in: arguments).flatMap { Int($0) }
    }

    private static func stringValue(of flag: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A one-request HTTP/1.1 client on a plain socket: the benchmark measures the server, not a client library.
enum HTTPGet {
    struct Response {
        var body: String
        /// The server's `X-Lifeline-Changes` header (0 when absent).
        var changes: Int
    }

    static func fetch(port: UInt16, path: String) throws -> Response {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw BenchmarkError("socket: \(errno)") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw BenchmarkError("connect: \(errno)") }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        guard send(socket, request, request.count, 0) == request.count else { throw BenchmarkError("send") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &chunk, chunk.count, 0)
            if count <= 0 { break }
            bytes += chunk[..<count]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { throw BenchmarkError("no HTTP header in the answer") }
        let header = text[..<split.lowerBound].lowercased()
        let changes =
            header.split(separator: "\r\n").first { $0.hasPrefix("x-lifeline-changes:") }
            .flatMap { Int($0.dropFirst("x-lifeline-changes:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        return Response(body: String(text[split.upperBound...]), changes: changes)
    }
}
