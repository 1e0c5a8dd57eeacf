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
        /// The page doubts the verdict (`disputed:`): the summary counts the claim apart.
        var disputed: Bool
    }

    /// A claim that names a page in `see:`, as that page lists it.
    struct Backlink: Sendable {
        var claimPageOutputPath: String
        var claimPageTitle: String
        var anchor: String
        var says: String
        /// Known when the claim's page has a `claims-summary` (and so judged its claims before expansion).
        var standing: ClaimStanding?
        /// The claim's page doubts its verdict (`disputed:`).
        var disputed: Bool
    }

    private(set) var backlinks: [String: [Backlink]] = [:]
    private(set) var judged: [String: [JudgedClaim]] = [:]

    init() {}

    init(pages: [ParsedPage], index: SiteIndex, cache: RenderCache? = nil) {
        let read = pages.map { page in
            page.blocks.map(\.block).filter { $0.name == "claim" }.compactMap { block in
                (try? Claim.read(block.body)).map { (block: block, claim: $0) }
            }
        }
        // Claims on pages with a summary are judged first, on all cores: a claims page runs each claim on
        // every known version, and the pages its claims name show where each stands.
        let summarised = zip(pages, read).flatMap { page, claims in
            page.blocks.contains { $0.block.name == ClaimsSummaryExpander.blockName }
                ? claims.map { (page: page, block: $0.block, claim: $0.claim) } : []
        }
        let verdicts = summarised.parallelMap {
            try? ClaimVerdict.judge($0.claim, text: $0.block.body, cache: cache)
        }
        for (entry, verdict) in zip(summarised, verdicts) {
            guard let verdict else { continue }
            judged[entry.page.source.contentPath, default: []].append(
                JudgedClaim(
                    fenceLine: entry.block.fenceLine, anchor: ClaimExpander.anchor(for: entry.block),
                    says: entry.claim.says, verdict: verdict, disputed: entry.claim.disputed != nil))
        }
        for (page, claims) in zip(pages, read) {
            for (block, claim) in claims {
                let standing = judged[page.source.contentPath]?.first { $0.fenceLine == block.fenceLine }.map {
                    ClaimStanding($0.verdict)
                }
                for see in claim.see {
                    guard let target = LinkRewriter.targetPage(of: see.markdownLink, inPage: page.source.contentPath),
                        target != page.source.contentPath
                    else { continue }
                    backlinks[target, default: []].append(
                        Backlink(
                            claimPageOutputPath: page.source.outputPath, claimPageTitle: page.frontMatter.title,
                            anchor: ClaimExpander.anchor(for: block), says: claim.says, standing: standing,
                            disputed: claim.disputed != nil))
                }
            }
        }
    }
}
