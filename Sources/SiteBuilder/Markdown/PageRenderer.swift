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
        replacingBytes(
            [
                (
                    "<input type=\"checkbox\" checked=\"\" disabled=\"\" />",
                    "<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"\(InterfaceText.of(.taskDone)[language])\" />"
                ),
                (
                    "<input type=\"checkbox\" disabled=\"\" />",
                    "<input type=\"checkbox\" disabled=\"\" aria-label=\"\(InterfaceText.of(.taskOpen)[language])\" />"
                ),
            ], in: html)
    }

    /// Every occurrence of each pattern (ASCII markup) replaced, in one pass over the UTF-8 bytes:
    /// Foundation's `replacingOccurrences` compares by character clusters and took a seventh of a large
    /// build. `memchr` finds the next byte the patterns start with (all start with the same byte).
    static func replacingBytes(_ replacements: [(pattern: String, replacement: String)], in text: String) -> String {
        let patterns = replacements.map { Array($0.pattern.utf8) }
        guard let first = patterns.first?.first, patterns.allSatisfy({ $0.first == first }) else {
            preconditionFailure("patterns replaced in one pass start with the same byte")
        }
        var text = text
        let replaced = text.withUTF8 { haystack -> String? in
            guard let base = haystack.baseAddress else { return nil }
            var bytes: [UInt8] = []
            var copied = 0
            var start = 0
            while start < haystack.count, let found = memchr(base + start, Int32(first), haystack.count - start) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let match = patterns.indices.first { index in
                    patterns[index].count <= haystack.count - at
                        && memcmp(base + at, patterns[index], patterns[index].count) == 0
                }
                guard let match else {
                    start = at + 1
                    continue
                }
                if bytes.isEmpty { bytes.reserveCapacity(haystack.count + 1024) }
                bytes += haystack[copied..<at]
                bytes += replacements[match].replacement.utf8
                start = at + patterns[match].count
                copied = start
            }
            guard copied > 0 else { return nil }
            bytes += haystack[copied...]
            return String(decoding: bytes, as: UTF8.self)
        }
        return replaced ?? text
    }

    /// `<h2 id="…">…<a class="heading-anchor" href="#…">#</a></h2>`: the heading's inline HTML comes from
    /// cmark (links already rewritten), the id from `HeadingIDs`.
    private func anchorHeadings(_ page: ParsedPage) {
        for heading in page.headings {
            guard let node = heading.node else { preconditionFailure("a page is rendered from its tree") }
            MarkdownDocument.replace(
                node,
                withHTML: Self.headingHTML(
                    level: heading.level, id: heading.id,
                    innerHTML: Self.plainHeadingHTML(node) ?? Self.renderedHeadingHTML(node, in: page.document),
                    language: InterfaceText.language(page.source.language)))
        }
    }

    /// The inline HTML of a heading that is one piece of text with nothing to escape (most headings), which
    /// is that text: what cmark renders, without a renderer per heading (3 % of a 10,000-page build).
    static func plainHeadingHTML(_ heading: OpaquePointer) -> String? {
        guard let child = cmark_node_first_child(heading), cmark_node_next(child) == nil,
            MarkdownDocument.type(child) == CMARK_NODE_TEXT
        else { return nil }
        let text = MarkdownDocument.literal(child)
        // cmark escapes these four in text (houdini_escape_html0, not in secure mode).
        let escaped = text.utf8.contains { byte in
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"")
        }
        return escaped ? nil : text
    }

    /// A heading's inline HTML as cmark renders it.
    static func renderedHeadingHTML(_ heading: OpaquePointer, in document: MarkdownDocument) -> String {
        let level = MarkdownDocument.headingLevel(heading)
        let rendered = document.renderHTML(heading)
        let open = "<h\(level)>"
        let close = "</h\(level)>"
        var inner = Substring(rendered)
        if inner.hasSuffix("\n") { inner = inner.dropLast() }
        if inner.hasPrefix(open) { inner = inner.dropFirst(open.count) }
        if inner.hasSuffix(close) { inner = inner.dropLast(close.count) }
        return String(inner)
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
