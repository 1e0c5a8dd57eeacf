import Foundation
import LifecycleModel

/// An expander whose blocks are pinned by a follower block that `lifeline bless` keeps current:
/// a scenario's ` ```expect `, a claim's ` ```verdict `. Pins use one format (`Expectation.pinLines`).
protocol PinningExpander: BlockExpander {
    /// The follower block's name.
    var pinName: String { get }
    /// The lines the pin should hold now, given the pin as written; nil when the block has no pin
    /// and needs none (a scenario without `expect`).
    func currentPin(for block: FencedBlock, pin: FencedBlock?) throws(BuildDiagnostic) -> [String]?
}

extension ScenarioExpander: PinningExpander {
    var pinName: String { "expect" }
    func currentPin(for block: FencedBlock, pin: FencedBlock?) throws(BuildDiagnostic) -> [String]? {
        guard let pin else { return nil }
        // A `compare=` block's pin holds its newest version's run, as the check reads it.
        return Expectation.lines(of: try Self.pinnedRun(block), only: Expectation.parseOnly(pin.options["only"]))
    }
}

extension ClaimExpander: PinningExpander {
    var pinName: String { "verdict" }
    func currentPin(for block: FencedBlock, pin: FencedBlock?) throws(BuildDiagnostic) -> [String]? {
        try Self.judge(Self.read(block), in: block).pinLines
    }
}

/// A pin on its own (` ```expect ` not right after a scenario, ` ```verdict ` not right after a claim)
/// is a mistake the author should hear about.
public struct StrayPinExpander: BlockExpander {
    let pin: String
    let owner: String

    public init(pin: String, owner: String) {
        self.pin = pin
        self.owner = owner
    }

    public var names: [String] { [pin] }
    public func anchors(for block: FencedBlock) -> [String] { [] }
    public func expand(_ block: FencedBlock, warnings: ExpansionWarnings) throws -> String {
        let article = "aeiou".contains(pin.first ?? "x") ? "an" : "a"
        throw block.error("\(article) \(pin) block must directly follow a \(owner) block")
    }
}

/// `lifeline bless`: runs every pinned block (scenarios with ` ```expect `, every claim) and rewrites
/// the pin's body in place with what the model does now; a claim without a ` ```verdict ` gets one
/// after its closing fence. Only the pins' lines change; the rest of the file stays byte for byte.
public struct BlessedFile: Sendable, Equatable {
    /// As printed in diagnostics (`Content/en/push-and-pop.md`).
    public var path: String
    /// How many pins in the file changed or were added.
    public var updatedPins: Int
}

extension SiteBuilder {
    /// Rewrites stale pins and returns the files it changed. Blocks that fail to run, or any
    /// page that cannot be read, stop it before anything is written.
    public func blessPins() throws(BuildFailure) -> [BlessedFile] {
        var log = DiagnosticLog()
        let site = try loadConfiguration(log: &log)
        let discovered = ContentDiscovery.discover(
            contentDirectory: URL(fileURLWithPath: configuration.contentDirectory),
            displayRoot: configuration.contentDirectory,
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
            for entry in page.blocks.reversed() {
                guard let expander = entry.expander as? any PinningExpander else { continue }
                let pin = entry.block.followers.first { $0.name == expander.pinName }
                let actual: [String]
                do throws(BuildDiagnostic) {
                    guard let current = try expander.currentPin(for: entry.block, pin: pin) else { continue }
                    actual = current
                } catch {
                    log.append(error)
                    continue
                }
                if let pin {
                    guard Expectation.pinLines(pin.body) != actual else { continue }
                    // The body runs from the line after the opening fence to the line before the closing one.
                    let bodyStart = pin.fenceLine // 0-based index of the first body line
                    lines.replaceSubrange(bodyStart..<(bodyStart + Self.bodyLineCount(pin)), with: actual)
                } else {
                    let closingFence = entry.block.fenceLine + Self.bodyLineCount(entry.block) // 0-based
                    lines.insert(contentsOf: ["```\(expander.pinName)"] + actual + ["```"], at: closingFence + 1)
                }
                updated += 1
            }
            if updated > 0 {
                rewrites.append(
                    (
                        source.fileURL, lines.joined(separator: "\n"),
                        BlessedFile(path: source.displayPath, updatedPins: updated)
                    ))
            }
        }
        if log.hasErrors { throw BuildFailure(diagnostics: log.entries) }
        for rewrite in rewrites {
            do {
                try Data(rewrite.text.utf8).write(to: rewrite.url)
            } catch {
                throw BuildFailure(diagnostics: [
                    .error(
                        "cannot write the file: \(error.localizedDescription)",
                        at: .start(of: rewrite.blessed.path))
                ])
            }
        }
        return rewrites.map(\.blessed)
    }

    /// Lines between a block's fences.
    private static func bodyLineCount(_ block: FencedBlock) -> Int {
        var count = block.body.split(separator: "\n", omittingEmptySubsequences: false).count
        if block.body.hasSuffix("\n") || block.body.isEmpty { count -= 1 }
        return count
    }
}
