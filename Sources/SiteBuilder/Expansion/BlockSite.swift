/// What a block sees of the site beyond its own text, handed to it by the page renderer: the pages it
/// may link to, and what the claims pre-pass learnt about the page's claims. Unit tests that expand a
/// block alone leave it nil.
struct BlockSite: Sendable {
    let index: SiteIndex
    let pageContentPath: String
    let pageOutputPath: String
    let pageAnchors: Set<String>
    /// The page's claims, judged before expansion, when a `claims-summary` block needs them all.
    let claims: [ClaimIndex.JudgedClaim]
    /// Which scenarios rest on which evidence entries, and how the site's rows are known.
    var evidence = EvidenceIndex()
    /// Files the page's blocks write next to it, and the diagrams already shown on it.
    let resources: PageResources
    /// `serve`'s results of earlier builds (claim verdicts), or nil.
    var cache: RenderCache? = nil
    /// `Content/glossary.yml`, for a ` ```glossary ` block; nil when the site has none.
    var glossary: Glossary? = nil

    /// A relative Markdown link (`layout.md#anchor`) as an output URL and the target page's title,
    /// checked like a link written in the page.
    func link(_ markdownURL: String) -> Result<(url: String, title: String?), LinkProblem> {
        let rewriter = LinkRewriter(index: index)
        return rewriter.rewrite(
            markdownURL, inPage: pageContentPath, pageOutputPath: pageOutputPath, anchors: pageAnchors
        ).map { outcome in
            let url: String
            switch outcome {
            case .unchanged: url = markdownURL
            case .rewritten(let rewritten): url = rewritten
            }
            let target = LinkRewriter.targetPage(of: markdownURL, inPage: pageContentPath)
            return (url, target.flatMap { index.pages[$0]?.title })
        }
    }
}
