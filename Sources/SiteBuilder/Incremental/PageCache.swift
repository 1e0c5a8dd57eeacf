import Foundation

/// `RenderCache`'s tables per file: each page as parsed, as rendered, and its blocks as expanded, each
/// reused while its key — the inputs it was made from — is the same.
extension RenderCache {
    /// A page's bytes parsed (front matter and Markdown), with the diagnostics reading it reported; the
    /// same bytes keep their revision, which later keys use instead of the text.
    func parsedPage(
        _ source: PageSource, data: Data, rawHTML: Bool, parse: (_ revision: Int) -> ParseOutcome
    ) -> ParseOutcome {
        remembered(in: \.parsedPages, file: source.displayPath, key: ParseKey(data: data, rawHTML: rawHTML)) {
            parse(
                lock.withLock {
                    lastRevision += 1; return lastRevision
                })
        }
    }

    /// A page's output (HTML in its layout, the files beside it, its search entry, its warnings).
    func renderedPage(key: PageRenderKey, path: String, render: () -> RenderedPage) -> RenderedPage {
        remembered(in: \.renderedPages, file: path, key: key) {
            lock.withLock { counts.pagesRendered += 1 }
            return render()
        }
    }

    /// A page's blocks expanded in order: they share the page's resources (a diagram drawn once, a
    /// callback explained once), so the sequence is the unit.
    func expandedBlocks(key: PageBlocksKey, path: String, expand: () -> ExpandedBlocks) -> ExpandedBlocks {
        remembered(in: \.pageBlocks, file: path, key: key, compute: expand)
    }

    /// A page's prose checked against the glossary.
    func glossaryCheck(key: GlossaryCheckKey, path: String, check: () -> [BuildDiagnostic]) -> [BuildDiagnostic] {
        remembered(in: \.glossaryChecks, file: path, key: key, compute: check)
    }

    /// A translation's scenarios and claims compared with its original's.
    func translationCheck(
        key: TranslationKey, path: String, compare: () -> [BuildDiagnostic]
    ) -> [BuildDiagnostic] {
        remembered(in: \.translations, file: path, key: key, compute: compare)
    }
}

struct ParseKey: Equatable {
    var data: Data
    var rawHTML: Bool
}

/// What reading a page gave: the page (nil for a draft or a failure), what was logged, what was thrown.
struct ParseOutcome {
    var page: ParsedPage?
    var diagnostics: [BuildDiagnostic]
    var failure: BuildDiagnostic?
}

/// Everything a page's output is made from besides the model and the templates' code: its bytes (the
/// revision), what it shows of the site (its navigation's epochs and its language links), and the epochs of the
/// site-wide inputs it reads — the claims' only when the claims pre-pass has something for the page, the
/// evidence index's only when the page has a block that shows it.
struct PageRenderKey: Equatable {
    var revision: Int
    var navigation: NavigationKey
    var languages: [PageContext.Language]
    var epochs: PageEpochs
}

/// The epochs of the site-wide inputs a page (or its blocks) reads; nil where it reads nothing of that input.
struct PageEpochs: Equatable {
    var index: Int
    var layout: Int
    var claims: Int?
    var evidence: Int?
}

/// A page's output, kept whole so that an unchanged page costs a comparison.
struct RenderedPage {
    var html: Data
    var files: [String: Data]
    var search: SearchIndex.Serialized
    var diagnostics: [BuildDiagnostic]
}

/// Everything a page's blocks are expanded from: the blocks (text, options, positions, followers), the
/// page's anchors (links within the page are checked against them) and the site-wide inputs they read.
/// Not the page's prose: editing a paragraph keeps every expansion.
struct PageBlocksKey: Equatable {
    var blocks: [ExpansionKey]
    var anchors: Set<String>
    var epochs: PageEpochs
}

/// A page's blocks as expanded: each block's HTML and diagnostics, and the files they write beside the page.
struct ExpandedBlocks {
    struct Block {
        var html: String
        var diagnostics: [BuildDiagnostic]
    }

    var blocks: [Block]
    var files: [String: String]
}

struct TranslationKey: Equatable {
    var original: String
    var originalRevision: Int
    var revision: Int
}

struct GlossaryCheckKey: Equatable {
    var revision: Int
    /// The glossary's rules for the page's language.
    var rules: [GlossaryCheck.Rule]
}
