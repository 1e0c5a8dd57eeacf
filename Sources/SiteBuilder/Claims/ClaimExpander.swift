import LifecycleModel
import Reports
import Texts

/// ` ```claim ` blocks: one claim published articles make, its scenario run on every iOS version
/// the model knows, and the verdict as a row of version chips, with, for each version where the
/// claim fails, the prediction and the step where the run differs. A following ` ```verdict `
/// block pins the verdict like ` ```expect ` pins a scenario: a flip is a warning in `build`, an
/// error in `check`, and `lifeline bless` rewrites it.
public struct ClaimExpander: BlockExpander {
    public init() {}

    public var names: [String] { ["claim"] }
    public var absorbedFollowers: [String] { ["verdict"] }

    static let knownOptions: Set<String> = ["id"]

    static func anchor(for block: FencedBlock) -> String {
        block.options["id"] ?? "claim-\(block.fenceLine)"
    }

    /// Only the claim's own: its listing's lines carry no ids (`ScenarioExpander.sourceListing`).
    public func anchors(for block: FencedBlock) -> [String] {
        [Self.anchor(for: block)]
    }

    /// The claim as written, with errors placed in the Markdown file.
    static func read(_ block: FencedBlock) throws(BuildDiagnostic) -> Claim {
        if let unknown = block.options.unknownOptions(known: knownOptions).first {
            throw block.error("unknown claim option '\(unknown.key)' (known: id)", option: unknown.key)
        }
        do {
            return try Claim.read(block.body)
        } catch {
            throw block.error(error.message, bodyLine: error.bodyLine, column: error.column)
        }
    }

    /// The claim run on every known version; a scenario error is placed in the Markdown file.
    static func judge(_ claim: Claim, in block: FencedBlock) throws(BuildDiagnostic) -> ClaimVerdict {
        do {
            return try ClaimVerdict.judge(claim, text: block.body, cache: block.site?.cache)
        } catch {
            throw block.error(
                ScenarioErrorText.message(error, in: .en), bodyLine: claim.scenarioOffset + error.location.line,
                column: error.location.column, notes: ScenarioErrorText.hint(error, in: .en).map { [$0] } ?? [])
        }
    }

    public func expand(_ block: FencedBlock, warnings: ExpansionWarnings) throws -> String {
        let claim = try Self.read(block)
        // A page with a claims-summary had its claims judged before expansion (`ClaimIndex`).
        let verdict =
            try block.site?.claims.first { $0.fenceLine == block.fenceLine }?.verdict
            ?? Self.judge(claim, in: block)
        checkPin(block, verdict: verdict, warnings: warnings)
        let see = try seeLinks(claim, block)
        let render = {
            CachedExpansion(
                html: ClaimHTML.render(
                    claim, verdict: verdict, anchor: Self.anchor(for: block), see: see,
                    language: InterfaceText.language(block.language)),
                warnings: [])
        }
        // The HTML depends on the block (its verdict follows from its text) and the `see:` links it resolved.
        guard let cache = block.site?.cache else { return render().html }
        return cache.expansion(for: block, context: see.flatMap { [$0.url, $0.title] }, compute: render).html
    }

    /// The pages `see:` names, checked like Markdown links (a missing page or anchor is an error at
    /// its line). Without a site (a block expanded alone) the targets are shown as written.
    private func seeLinks(_ claim: Claim, _ block: FencedBlock) throws(BuildDiagnostic) -> [ClaimHTML.SeeLink] {
        try claim.see.map { see throws(BuildDiagnostic) in
            guard let site = block.site else { return ClaimHTML.SeeLink(url: see.markdownLink, title: see.target) }
            switch site.link(see.markdownLink) {
            case .success(let link):
                return ClaimHTML.SeeLink(url: link.url, title: link.title ?? see.target)
            case .failure(.error(let message)), .failure(.warning(let message)):
                throw block.error("see: \(message)", bodyLine: see.bodyLine, column: see.column)
            }
        }
    }

    /// A claim without a pin, or whose pin no longer matches, is a warning (`--strict` fails on it).
    private func checkPin(_ block: FencedBlock, verdict: ClaimVerdict, warnings: ExpansionWarnings) {
        guard let pin = block.followers.first(where: { $0.name == "verdict" }) else {
            warnings.warn("the claim's verdict is not pinned (run `lifeline bless` to pin it)", at: block.position())
            return
        }
        let pinned = Expectation.pinLines(pin.body)
        guard pinned != verdict.pinLines else { return }
        let label = "\(block.path):\(block.fenceLine)"
        let diff = UnifiedDiff.render(
            old: pinned, new: verdict.pinLines, oldLabel: "pinned (\(label))", newLabel: "actual (\(label))")
        warnings.warn(
            "the claim's verdict differs from its pinned verdict (run `lifeline bless` to accept it)\n" + diff,
            at: pin.position())
    }
}
