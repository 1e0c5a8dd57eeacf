import Foundation
import LifecycleModel

/// `lifeline bless`: runs every scenario that has an ` ```expect ` block and rewrites the block's
/// body in place with what the model does now. Only the pin's lines change; the rest of the file
/// stays byte for byte.
public struct BlessedFile: Sendable, Equatable {
    /// As printed in diagnostics (`Content/en/push-and-pop.md`).
    public var path: String
    /// How many pins in the file changed.
    public var updatedPins: Int
}

extension SiteBuilder {
    /// Rewrites stale pins and returns the files it changed. Scenarios that fail to run, or any
    /// page that cannot be read, stop it before anything is written.
    public func blessExpectations() throws(BuildFailure) -> [BlessedFile] {
        var log = DiagnosticLog()
        let site = try loadConfiguration(log: &log)
        let discovered = ContentDiscovery.discover(
            contentDirectory: URL(fileURLWithPath: configuration.contentDirectory), displayRoot: configuration.contentDirectory,
            languages: site.languages.map(\.code), log: &log)
        var rewrites: [(url: URL, text: String, blessed: BlessedFile)] = []
        for source in discovered.pages {
            let page: ParsedPage?
            do throws(BuildDiagnostic) {
                page = try ParsedPage.read(source, rawHTML: site.rawHTML, expanders: configuration.expanders, log: &log)
            } catch {
                log.append(error)
                continue
            }
            guard let page, let original = try? String(contentsOf: source.fileURL, encoding: .utf8) else { continue }
            var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var updated = 0
            // Bottom-up, so earlier line numbers stay valid while later pins change length.
            for entry in page.blocks.reversed() where entry.expander is ScenarioExpander {
                guard let pin = entry.block.followers.first(where: { $0.name == "expect" }) else { continue }
                let trace: Trace
                do throws(BuildDiagnostic) {
                    trace = try ScenarioExpander.run(entry.block)
                } catch {
                    log.append(error)
                    continue
                }
                let only = Expectation.parseOnly(pin.options["only"])
                let expectation = Expectation(body: pin.body, only: only)
                let actual = Expectation.lines(of: trace, only: only)
                guard expectation.lines != actual else { continue }
                // The body runs from the line after the opening fence to the line before the closing one.
                let bodyStart = pin.fenceLine            // 0-based index of the first body line
                var bodyLineCount = pin.body.split(separator: "\n", omittingEmptySubsequences: false).count
                if pin.body.hasSuffix("\n") || pin.body.isEmpty { bodyLineCount -= 1 }
                lines.replaceSubrange(bodyStart..<(bodyStart + bodyLineCount), with: actual)
                updated += 1
            }
            if updated > 0 {
                rewrites.append((source.fileURL, lines.joined(separator: "\n"),
                                 BlessedFile(path: source.displayPath, updatedPins: updated)))
            }
        }
        if log.hasErrors { throw BuildFailure(diagnostics: log.entries) }
        for rewrite in rewrites {
            do {
                try Data(rewrite.text.utf8).write(to: rewrite.url)
            } catch {
                throw BuildFailure(diagnostics: [.error("cannot write the file: \(error.localizedDescription)",
                                                        at: .start(of: rewrite.blessed.path))])
            }
        }
        return rewrites.map(\.blessed)
    }
}
