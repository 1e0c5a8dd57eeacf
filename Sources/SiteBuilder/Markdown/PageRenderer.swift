import CCmarkGFM
import Foundation
import LifecycleModel
import Reports
import Texts

/// Steps 4 and 5 for one page, on its parsed tree: links rewritten and checked, fenced blocks
/// expanded, headings given their ids; then the tree is rendered to HTML with the GFM extensions.
struct PageRenderer {
    let index: SiteIndex
    var claims = ClaimIndex()
    var evidence = EvidenceIndex()
    /// `serve`'s results of earlier builds, reused for blocks that did not change (nil: compute everything).
    var cache: RenderCache?
    /// The site's glossary, which a ` ```glossary ` block lists.
    var glossary: Glossary? = nil
    /// The epochs of the site-wide inputs, for the cache's keys.
    var inputs: SiteWideInputs?

    struct Output {
        var html: String
        var toc: [PageContext.TOCEntry]
        /// Files to write in the page's folder, by name (diagram downloads).
        var files: [String: String] = [:]
    }

    func render(_ page: ParsedPage, log: inout DiagnosticLog) -> Output {
        page.markRendered()
        rewriteLinks(page, log: &log)
        let expanded = expandedBlocks(page)
        for (block, expansion) in zip(page.blocks, expanded.blocks) {
            log.append(contentsOf: expansion.diagnostics)
            MarkdownDocument.replace(block.nodes[0], withHTML: expansion.html)
            for follower in block.nodes.dropFirst() {
                cmark_node_unlink(follower)
                cmark_node_free(follower)
            }
        }
        anchorHeadings(page)
        page.document.joinWideScriptLines()
        let language = InterfaceText.language(page.source.language)
        if language != .en { page.document.markEnglishQuotations() }
        var output = Output(
            html: Self.labelTaskCheckboxes(page.document.renderHTML(), language: language),
            toc: Self.tableOfContents(page.headings),
            files: expanded.files)
        appendClaimBacklinks(page, to: &output)
        return output
    }

    /// Claims elsewhere that name this page in `see:` are listed at its end, so the link runs both ways.
    private func appendClaimBacklinks(_ page: ParsedPage, to output: inout Output) {
        guard let links = claims.backlinks[page.source.contentPath], !links.isEmpty else { return }
        let language = InterfaceText.language(page.source.language)
        output.html += ClaimHTML.backlinks(links, fromOutputPath: page.source.outputPath, language: language)
        output.toc.append(
            PageContext.TOCEntry(
                id: ClaimHTML.backlinksAnchor, title: ClaimText.of(.backlinksTitle)[language], children: [])
        )
    }

    private func rewriteLinks(_ page: ParsedPage, log: inout DiagnosticLog) {
        let rewriter = LinkRewriter(index: index)
        for link in page.links {
            switch rewriter.rewrite(
                link.url, inPage: page.source.contentPath, pageOutputPath: page.source.outputPath, anchors: page.anchors
            ) {
            case .success(.unchanged): break
            case .success(.rewritten(let url)): MarkdownDocument.setURL(link.node, url)
            case .failure(.error(let message)): log.error(message, at: link.position)
            case .failure(.warning(let message)): log.warning(message, at: link.position)
            }
        }
    }

    /// The page's blocks expanded in order; with a cache, the last build's expansions while the blocks,
    /// the page's anchors and what they read of the site are the same (an edit to the prose keeps them).
    private func expandedBlocks(_ page: ParsedPage) -> ExpandedBlocks {
        guard let cache, let inputs else { return expandBlocks(page) }
        let key = PageBlocksKey(
            blocks: page.blocks.map { ExpansionKey($0.block) }, anchors: page.anchors, epochs: inputs.epochs(of: page))
        return cache.expandedBlocks(key: key, path: page.source.contentPath) { expandBlocks(page) }
    }

    private func expandBlocks(_ page: ParsedPage) -> ExpandedBlocks {
        let resources = PageResources()
        let site = BlockSite(
            index: index, pageContentPath: page.source.contentPath, pageOutputPath: page.source.outputPath,
            pageAnchors: page.anchors, claims: claims.judged[page.source.contentPath] ?? [], evidence: evidence,
            resources: resources, cache: cache, glossary: glossary)
        let blocks = page.blocks.map { block -> ExpandedBlocks.Block in
            var fenced = block.block
            fenced.site = site
            do {
                let expansion = try expand(fenced, with: block.expander)
                return ExpandedBlocks.Block(html: expansion.html, diagnostics: expansion.warnings)
            } catch let diagnostic as BuildDiagnostic {
                return ExpandedBlocks.Block(html: "", diagnostics: [diagnostic])
            } catch {
                return ExpandedBlocks.Block(
                    html: "", diagnostics: [.error("\(block.block.name) block: \(error)", at: block.block.position())])
            }
        }
        return ExpandedBlocks(blocks: blocks, files: resources.writtenFiles)
    }

    /// One block's HTML and warnings; from the cache when the expander reads nothing but the block.
    private func expand(_ block: FencedBlock, with expander: any BlockExpander) throws -> CachedExpansion {
        let run = { () throws -> CachedExpansion in
            let warnings = ExpansionWarnings()
            let html = try expander.expand(block, warnings: warnings)
            return CachedExpansion(html: html, warnings: warnings.diagnostics)
        }
        guard let cache, expander.dependsOnBlockAlone else { return try run() }
        return try cache.expansion(for: block, compute: run)
    }

    /// GitHub's task lists render as bare disabled checkboxes, which screen readers announce without a
    /// name (axe's "label" rule): each gets its state as its label, in the page's language.
    static func labelTaskCheckboxes(_ html: String, language: Language) -> String {
        guard containsBytes(html, "<input type=\"checkbox\"") else { return html }
        let done = replacingBytes(
            "<input type=\"checkbox\" checked=\"\" disabled=\"\" />",
            with:
                "<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"\(InterfaceText.of(.taskDone)[language])\" />",
            in: html)
        return replacingBytes(
            "<input type=\"checkbox\" disabled=\"\" />",
            with: "<input type=\"checkbox\" disabled=\"\" aria-label=\"\(InterfaceText.of(.taskOpen)[language])\" />",
            in: done)
    }

    /// Every occurrence of `pattern` (ASCII markup) replaced, on the UTF-8 bytes: Foundation's
    /// `replacingOccurrences` compares by character clusters and took a seventh of a large build.
    static func replacingBytes(_ pattern: String, with replacement: String, in text: String) -> String {
        var text = text
        var pattern = pattern
        let replaced = text.withUTF8 { haystack in
            pattern.withUTF8 { needle -> String? in
                guard let first = needle.first, haystack.count >= needle.count else { return nil }
                var bytes: [UInt8] = []
                var copied = 0
                var start = 0
                while start <= haystack.count - needle.count {
                    if haystack[start] == first,
                        memcmp(haystack.baseAddress! + start, needle.baseAddress!, needle.count) == 0
                    {
                        if copied == 0 { bytes.reserveCapacity(haystack.count + 1024) }
                        bytes += haystack[copied..<start]
                        bytes += replacement.utf8
                        start += needle.count
                        copied = start
                    } else {
                        start += 1
                    }
                }
                guard copied > 0 else { return nil }
                bytes += haystack[copied...]
                return String(decoding: bytes, as: UTF8.self)
            }
        }
        return replaced ?? text
    }

    /// A search of the UTF-8 bytes: Foundation's `contains` (and the standard library's generic
    /// `firstRange(of:)`) on a page of a megabyte took most of a rebuild.
    static func containsBytes(_ text: String, _ pattern: String) -> Bool {
        var text = text
        var pattern = pattern
        return text.withUTF8 { haystack in
            pattern.withUTF8 { needle in
                guard let first = needle.first, haystack.count >= needle.count else { return needle.isEmpty }
                for start in 0...(haystack.count - needle.count) where haystack[start] == first {
                    if memcmp(haystack.baseAddress! + start, needle.baseAddress!, needle.count) == 0 { return true }
                }
                return false
            }
        }
    }

    /// `<h2 id="…">…<a class="heading-anchor" href="#…">#</a></h2>`: the heading's inline HTML comes from
    /// cmark (links already rewritten), the id from `HeadingIDs`.
    private func anchorHeadings(_ page: ParsedPage) {
        for heading in page.headings {
            guard let node = heading.node else { preconditionFailure("a page is rendered from its tree") }
            let rendered = page.document.renderHTML(node)
            let open = "<h\(heading.level)>"
            let close = "</h\(heading.level)>"
            var inner = Substring(rendered)
            if inner.hasSuffix("\n") { inner = inner.dropLast() }
            if inner.hasPrefix(open) { inner = inner.dropFirst(open.count) }
            if inner.hasSuffix(close) { inner = inner.dropLast(close.count) }
            MarkdownDocument.replace(
                node,
                withHTML: Self.headingHTML(
                    level: heading.level, id: heading.id, innerHTML: String(inner),
                    language: InterfaceText.language(page.source.language)))
        }
    }

    /// A heading with its id and the `#` link to itself, labelled for screen readers in the page's
    /// language; `innerHTML` is HTML already.
    static func headingHTML(level: Int, id: String, innerHTML: String, language: Language) -> String {
        let id = HTMLEscaping.escape(id)
        let label = HTMLEscaping.escape(InterfaceText.of(.linkToSection)[language])
        return
            "<h\(level) id=\"\(id)\">\(innerHTML)<a class=\"heading-anchor\" href=\"#\(id)\" aria-label=\"\(label)\">#</a></h\(level)>\n"
    }

    /// Level-2 headings with their level-3 headings beneath; the page title is the level-1.
    static func tableOfContents(_ headings: [ParsedPage.Heading]) -> [PageContext.TOCEntry] {
        var entries: [PageContext.TOCEntry] = []
        for heading in headings {
            let entry = PageContext.TOCEntry(id: heading.id, title: heading.text, children: [])
            if heading.level == 2 {
                entries.append(entry)
            } else if heading.level == 3 {
                if entries.isEmpty { entries.append(entry) } else { entries[entries.count - 1].children.append(entry) }
            }
        }
        return entries
    }
}
