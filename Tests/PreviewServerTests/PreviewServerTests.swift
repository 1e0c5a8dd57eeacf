import Foundation
import Testing

@testable import PreviewServer

#if canImport(Glibc)
import Glibc
#endif

/// Sends one raw HTTP/1.1 request (bytes exactly as given, so no client can normalise `..` away)
/// and returns the status code and body.
func rawRequest(port: UInt16, target: String) throws -> (status: Int, body: String) {
    let fd = try connectSocket(port: port)
    defer { close(fd) }
    let request = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    _ = request.withCString { send(fd, $0, strlen($0), 0) }
    var response = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = recv(fd, &buffer, buffer.count, 0)
        if count <= 0 { break }
        response.append(contentsOf: buffer[0..<count])
    }
    let text = String(decoding: response, as: UTF8.self)
    let statusLine = text.split(separator: "\r\n").first ?? ""
    let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "") ?? 0
    let body = text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
    return (status, body)
}

/// A TCP connection to 127.0.0.1:`port`; the caller closes it.
func connectSocket(port: UInt16) throws -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard connected == 0 else {
        close(fd)
        throw POSIXError(.ECONNREFUSED)
    }
    return fd
}

/// A preview server on an ephemeral loopback port, run by a task until `stop()`.
struct RunningServer {
    let server: PreviewServer
    let task: Task<Void, Error>
    let port: UInt16

    static func start(root: URL) async throws -> RunningServer {
        let server = try PreviewServer(root: root, port: 0)
        let task = Task { try await server.run() }
        // Generous: under the thread sanitizer, with every suite starting at once, 5 s was too short.
        try await server.waitUntilListening(timeout: 60)
        guard let port = await server.boundPort() else {
            task.cancel()
            throw POSIXError(.EADDRNOTAVAIL)
        }
        return RunningServer(server: server, task: task, port: port)
    }

    func stop() async {
        await server.stop()
        task.cancel()
    }
}

@Suite(.serialized) struct PreviewServerTests {
    @Test func servesTheSiteOnLoopbackAndNothingOutsideIt() async throws {
        let site = try SiteFixture(); defer { site.remove() }
        let running = try await RunningServer.start(root: site.root)
        let (server, port) = (running.server, running.port)
        #expect(server.host == "127.0.0.1")

        let home = try rawRequest(port: port, target: "/")
        #expect(home.status == 200)
        #expect(home.body.contains("home"))
        #expect(home.body.contains(PreviewServer.generationPath), "served HTML carries the reload script")

        for attack in [
            "/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/leak.txt", "/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
        ] {
            let response = try rawRequest(port: port, target: attack)
            #expect(!response.body.contains("SECRET") && !response.body.contains("root:"), "\(attack) leaked")
            #expect(response.status == 403 || response.status == 404, "\(attack) answered \(response.status)")
        }

        let missing = try rawRequest(port: port, target: "/nothing-here")
        #expect(missing.status == 404)
        #expect(missing.body.contains("missing"), "the site's own 404.html is used")
        let missingInGuide = try rawRequest(port: port, target: "/guide/nothing-here")
        #expect(missingInGuide.status == 404)
        #expect(missingInGuide.body.contains("guide missing"), "a language folder's own 404.html is used")

        let generation = try rawRequest(port: port, target: PreviewServer.generationPath)
        #expect(generation.body == "0")
        await server.signal.rebuilt()
        #expect(try rawRequest(port: port, target: PreviewServer.generationPath).body == "1")
        await running.stop()
    }
}
