import ArgumentParser
import Foundation
import PreviewServer
import SiteBuilder

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Builds the site, serves it on this machine, and rebuilds and reloads on every change.",
        discussion: """
            Watches the content and templates folders. Only files inside the output folder are served, \
            and only on 127.0.0.1 unless --host says otherwise.
            """)

    @OptionGroup var options: SiteOptions

    @Option(help: "The port to listen on.")
    var port: UInt16 = 8000

    @Option(help: "The IPv4 address to listen on (0.0.0.0 exposes the preview to the network).")
    var host = "127.0.0.1"

    func run() async throws {
        // Kept across rebuilds: an edit re-runs only the scenarios and claims it changed, and writes only
        // the files whose bytes changed.
        let cache = RenderCache()
        let builder = options.builder(cache: cache)
        let output = options.out
        /// `changed`: what the file events named since the last build (nil: unknown), so the build reads,
        /// lists and stats only that.
        @Sendable func build(changed: [String]?) -> String? {
            cache.noteChanges(changed)
            do {
                let report = try builder.build(to: output)
                printDiagnostics(report.warnings)
                return nil
            } catch {
                return error.diagnostics.map(\.description).joined(separator: "\n")
            }
        }
        if let failure = build(changed: nil) {
            printError(failure)
            throw ExitCode.failure
        }
        let server: PreviewServer
        do {
            server = try PreviewServer(root: URL(fileURLWithPath: output), host: host, port: port)
        } catch {
            printError("error: cannot listen on \(host):\(port): \(error)")
            throw ExitCode.failure
        }
        let preview = LivePreview(
            server: server,
            watching: [URL(fileURLWithPath: options.content), URL(fileURLWithPath: options.templates)],
            log: { printError($0) }, rebuild: build)
        print("serving \(output) at http://\(host):\(port)/ (Ctrl-C to stop)")
        try await preview.run()
    }
}
