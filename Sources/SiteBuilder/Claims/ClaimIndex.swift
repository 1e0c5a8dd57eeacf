/// Step 4d, before pages render: every claim's `see:` targets turned around, so each page can list the
/// published claims it answers (a two-way link without a second hand-written one), and the verdicts of
/// the claims on pages with a `claims-summary` block, which counts them. Claims that do not read are
/// skipped here: their own expansion reports the error at its line.
struct ClaimIndex: Sendable {
    /// A claim on a page, with its verdict.
    struct JudgedClaim: Sendable {
        var fenceLine: Int
        var anchor: String
        var says: String
        var verdict: ClaimVerdict
    }

    /// A claim that names a page in `see:`, as that page lists it.
    struct Backlink: Sendable {
        var claimPageOutputPath: String
        var claimPageTitle: String
        var anchor: String
        var says: String
        /// Known when the claim's page has a `claims-summary` (and so judged its claims before expansion).
        var standing: ClaimStanding?
        fileprivate var claimPageContentPath: String
        fileprivate var fenceLine: Int
    }

    private(set) var backlinks: [String: [Backlink]] = [:]
    private(set) var judged: [String: [JudgedClaim]] = [:]

    init() {}

    init(pages: [ParsedPage], index: SiteIndex) {
        var summarised: [(page: ParsedPage, block: FencedBlock, claim: Claim)] = []
        for page in pages {
            let blocks = page.blocks.map(\.block)
            let wantsSummary = blocks.contains { $0.name == ClaimsSummaryExpander.blockName }
            for block in blocks where block.name == "claim" {
                guard let claim = try? Claim.read(block.body) else { continue }
                if wantsSummary { summarised.append((page, block, claim)) }
                for see in claim.see {
                    guard let target = LinkRewriter.targetPage(of: see.markdownLink, inPage: page.source.contentPath),
                        target != page.source.contentPath
                    else { continue }
                    backlinks[target, default: []].append(
                        Backlink(
                            claimPageOutputPath: page.source.outputPath, claimPageTitle: page.frontMatter.title,
                            anchor: ClaimExpander.anchor(for: block), says: claim.says, standing: nil,
                            claimPageContentPath: page.source.contentPath, fenceLine: block.fenceLine))
                }
            }
        }
        // Judged on all cores: a claims page runs each claim on every known version.
        let verdicts = summarised.parallelMap { try? ClaimVerdict.judge($0.claim) }
        for (entry, verdict) in zip(summarised, verdicts) {
            guard let verdict else { continue }
            judged[entry.page.source.contentPath, default: []].append(
                JudgedClaim(
                    fenceLine: entry.block.fenceLine, anchor: ClaimExpander.anchor(for: entry.block),
                    says: entry.claim.says, verdict: verdict))
        }
        for (target, links) in backlinks {
            backlinks[target] = links.map { link in
                var link = link
                link.standing = judged[link.claimPageContentPath]?.first { $0.fenceLine == link.fenceLine }.map {
                    ClaimStanding($0.verdict)
                }
                return link
            }
        }
    }
}
