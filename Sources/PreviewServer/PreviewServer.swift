import FlyingFox
import Foundation

/// Serves the built site on loopback for previewing, with live reload.
///
/// Only files under `root` are ever served (see `StaticFileResolver`). HTML responses get a small
/// script that polls `/__lifeline/generation` and reloads when a rebuild finished; the files on disk
/// are never changed, so what is served is what gets published.
public final class PreviewServer: Sendable {
    public let host: String
    public let port: UInt16
    public let resolver: StaticFileResolver
    public let signal: ReloadSignal
    private let server: HTTPServer

    public static let generationPath = "/__lifeline/generation"
    /// How many rebuilds (successful or not) the server has seen; a page sends it back as `?wait=`.
    static let changesHeader = "X-Lifeline-Changes"
    /// How long a `?wait=` request is held open: under the connection timeout (30 s), so it always answers.
    static let longPoll: Duration = .seconds(20)

    /// `host` must be a numeric IPv4 address; the command line defaults it to 127.0.0.1.
    public init(root: URL, host: String = "127.0.0.1", port: UInt16, signal: ReloadSignal = ReloadSignal()) throws {
        self.host = host
        self.port = port
        self.signal = signal
        DescriptorLimit.raiseToHardLimit()
        let resolver = StaticFileResolver(root: root)
        self.resolver = resolver
        server = HTTPServer(
            address: try .inet(ip4: host, port: port), timeout: 30,
            logger: .disabled,
            handler: SiteHandler(resolver: resolver, signal: signal))
    }

    /// Runs until the task is cancelled.
    public func run() async throws {
        try await server.run()
    }

    public func waitUntilListening(timeout: TimeInterval = 5) async throws {
        try await server.waitUntilListening(timeout: timeout)
    }

    /// The port actually bound (useful with port 0).
    public func boundPort() async -> UInt16? {
        guard case .ip4(_, let port)? = await server.listeningAddress else { return nil }
        return port
    }

    public func stop() async {
        await server.stop(timeout: 1)
    }
}

struct SiteHandler: HTTPHandler {
    let resolver: StaticFileResolver
    let signal: ReloadSignal

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            return HTTPResponse(statusCode: .methodNotAllowed)
        }
        if request.target.path(percentEncoded: true) == PreviewServer.generationPath {
            return await generationResponse(waitingAfter: request.query["wait"].flatMap { Int($0) })
        }
        // The raw target: FlyingFox's `path` drops a trailing slash, which decides folder vs file here.
        let path = request.target.path(percentEncoded: true)
        switch resolver.resolve(percentEncodedPath: path) {
        case .file(let url):
            // A rebuild can drop the file between finding and reading it: then it is gone, not an error.
            guard let response = try? fileResponse(url, status: .ok, generation: await signal.generation) else {
                return await notFound(path)
            }
            return response
        case .redirect(let location):
            return HTTPResponse(statusCode: .movedPermanently, headers: HTTPHeaders([.location: location]))
        case .notFound:
            return await notFound(path)
        case .forbidden:
            return HTTPResponse(statusCode: .forbidden, body: Data("Forbidden\n".utf8))
        }
    }

    /// The site's generation, then the last build error if any. With `?wait=N` (N the `X-Lifeline-Changes`
    /// the page last saw) the answer waits until a rebuild ends, up to `PreviewServer.longPoll`.
    private func generationResponse(waitingAfter seen: Int?) async -> HTTPResponse {
        if let seen { await signal.waitForChange(after: seen, timeout: PreviewServer.longPoll) }
        let error = await signal.lastError.map { "\n" + $0 } ?? ""
        let headers: HTTPHeaders = [
            .contentType: "text/plain; charset=utf-8", HTTPHeader("Cache-Control"): "no-store",
            HTTPHeader(PreviewServer.changesHeader): String(await signal.changes),
        ]
        return HTTPResponse(statusCode: .ok, headers: headers, body: Data("\(await signal.generation)\(error)".utf8))
    }

    /// The 404 page of the language the address is in (`/ru/…` → `ru/404.html`), else the site's.
    private func notFound(_ path: String) async -> HTTPResponse {
        let generation = await signal.generation
        for page in [
            resolver.notFoundPage(forPercentEncodedPath: path), resolver.root.appendingPathComponent("404.html"),
        ]
        .compactMap({ $0 }) {
            if let response = try? fileResponse(page, status: .notFound, generation: generation) { return response }
        }
        return HTTPResponse(statusCode: .notFound, body: Data("Not found\n".utf8))
    }

    private func fileResponse(_ url: URL, status: HTTPStatusCode, generation: Int) throws -> HTTPResponse {
        var body = try Data(contentsOf: url)
        let type = StaticFileResolver.contentType(for: url)
        if type.hasPrefix("text/html") {
            body = LiveReload.inject(into: body, generation: generation)
        }
        let headers: HTTPHeaders = [.contentType: type, HTTPHeader("Cache-Control"): "no-store"]
        return HTTPResponse(statusCode: status, headers: headers, body: body)
    }
}

/// The reload script added to served HTML, just before `</body>`. It keeps one request to the generation
/// open (`?wait=`), which the server answers the moment a rebuild ends: a reload follows a save at once.
enum LiveReload {
    static func script(generation: Int) -> String {
        """
        <script>(function(){var g=\(generation),seen=-1,shown="";function poll(){fetch("\(PreviewServer.generationPath)"+(seen<0?"":"?wait="+seen),{cache:"no-store"}).then(function(r){seen=+(r.headers.get("\(PreviewServer.changesHeader)")||0);return r.text()}).then(function(t){var lines=t.split("\\n"),error=lines.slice(1).join("\\n");if(error&&error!==shown)console.warn("lifeline build failed:\\n"+error);shown=error;if(+lines[0]!==g)location.reload();else poll()}).catch(function(){setTimeout(poll,1000)})}poll()})();</script>
        """
    }

    static func inject(into html: Data, generation: Int) -> Data {
        let script = Data(script(generation: generation).utf8)
        guard let range = html.range(of: Data("</body>".utf8), options: .backwards) else { return html + script }
        var out = html
        out.replaceSubrange(range.lowerBound..<range.lowerBound, with: script)
        return out
    }
}
