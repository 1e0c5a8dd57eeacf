import CCmarkGFM
import Foundation
import Scenario

/// A page after reading: front matter, the parsed Markdown, and what the later steps need from
/// the tree (headings with their ids, fenced blocks with their expanders, links), all with positions.
final class ParsedPage: @unchecked Sendable {
    struct Heading {
        /// nil on a page read without a tree (`LightPass`), which is parsed again before it is rendered.
        var node: OpaquePointer?
        var level: Int
        var text: String
        var id: String
    }

    struct Block {
        /// The fence node and the nodes of absorbed followers, all replaced by the expansion (none on a page
        /// read without a tree).
        var nodes: [OpaquePointer]
        var block: FencedBlock
        var expander: any BlockExpander
    }

    struct Link {
        var node: OpaquePointer
        var url: String
        var position: SourcePosition
        var isImage: Bool
    }

    let source: PageSource
    /// The file as read (front matter and Markdown): what the page's output is made from.
    let text: String
    /// `serve`'s name for this text of this file (`RenderCache.parsedPage`): equal revisions, equal bytes.
    /// 0 outside `serve`.
    let revision: Int
    let frontMatter: FrontMatter
    /// The Markdown tree while the page holds it (`releaseTree()`).
    private var tree: MarkdownDocument?
    let headings: [Heading]
    let blocks: [Block]
    /// Read from the tree when it is rendered; empty on a page read by `LightPass`.
    let links: [Link]
    /// Heading ids and anchors that expanders promise to create.
    let anchors: Set<String>
    /// The Markdown opens with a level-1 heading, so the layout need not print the title again.
    let startsWithTitle: Bool
    /// Rendering rewrites the tree in place (links, blocks, headings), so a page is rendered once; `serve`
    /// keeps pages across builds for their index facts and parses a rendered one again to render it again.
    private(set) var isRendered = false

    func markRendered() { isRendered = true }

    /// The page's part of the claims and evidence pre-passes' inputs, made once per page: `serve` keeps an
    /// unchanged page across builds, so its keys are not made again and compare by identity (making them
    /// for every page was a twelfth of a rebuild after an edit). Made lazily, so only by `SiteWideInputs`
    /// with a cache, on one thread.
    private(set) lazy var claimInputs = ClaimInputs.page(self)
    private(set) lazy var evidenceInputs = EvidenceInputs.page(self)

    /// The Markdown tree; only while the page holds it.
    var document: MarkdownDocument {
        guard let tree else {
            preconditionFailure("\(source.displayPath): the tree was released; parse the page again")
        }
        return tree
    }

    /// The page must be parsed again from `text` before it is rendered: it was rendered once (rendering
    /// rewrites the tree) or its tree was released.
    var needsParsing: Bool { isRendered || tree == nil }

    /// Frees the Markdown tree and keeps the facts the steps before rendering read (front matter, headings'
    /// text and ids, blocks, anchors). A build without `serve`'s cache releases every page's
    /// tree once it is read and parses the page again to render it: 10,000 pages' trees held until the
    /// last page rendered were most of the build's memory. The nodes that `headings`, `blocks` and `links`
    /// point at are gone with it; only the page parsed again is rendered.
    func releaseTree() { tree = nil }

    private init(
        source: PageSource, text: String, revision: Int, frontMatter: FrontMatter, document: MarkdownDocument?,
        headings: [Heading], blocks: [Block], links: [Link], anchors: Set<String>, startsWithTitle: Bool
    ) {
        self.source = source
        self.text = text
        self.revision = revision
        self.frontMatter = frontMatter
        self.tree = document
        self.headings = headings
        self.blocks = blocks
        self.links = links
        self.anchors = anchors
        self.startsWithTitle = startsWithTitle
    }

    /// Step 2 and 3 for one page: front matter (Yams), then Markdown (cmark-gfm AST).
    /// Returns nil for drafts. Problems go to `log`; a thrown diagnostic means the page cannot be used.
    static func read(
        _ source: PageSource, rawHTML: Bool, expanders: BlockExpanderRegistry,
        log: inout DiagnosticLog
    ) throws(BuildDiagnostic) -> ParsedPage? {
        try parse(source, data: try contents(of: source), rawHTML: rawHTML, expanders: expanders, log: &log)
    }

    /// The page's file as it is on disk.
    static func contents(of source: PageSource) throws(BuildDiagnostic) -> Data {
        guard let data = FileManager.default.contents(atPath: source.filePath) else {
            throw .error("cannot read the file", at: .start(of: source.displayPath))
        }
        return data
    }

    /// `data`: the file's bytes; `revision` names them for `serve`'s cache (the same bytes, the same revision).
    /// `frontMatter`: the page's front matter as read before from these bytes (a page parsed again to be
    /// rendered), so its YAML is not read twice. `withoutTree`: the caller reads only what the steps before
    /// rendering need and releases the tree; `LightPass` reads the page without cmark's tree when it can
    /// decide it (then `links` is empty and no node is kept), else the full parse does. `keepsTree`: the
    /// caller keeps the page's tree across builds (`serve`'s cache; `MarkdownDocument`'s `kept`).
    static func parse(
        _ source: PageSource, data: Data, rawHTML: Bool, expanders: BlockExpanderRegistry, revision: Int = 0,
        frontMatter known: FrontMatter? = nil, withoutTree: Bool = false, keepsTree: Bool = false,
        log: inout DiagnosticLog
    ) throws(BuildDiagnostic) -> ParsedPage? {
        guard data.count <= InputLimits.pageBytes else {
            throw .error(
                "the page is larger than \(InputLimits.pageBytes) bytes (the page size limit)",
                at: .start(of: source.displayPath))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .error("the file is not UTF-8", at: .start(of: source.displayPath))
        }
        let split = try FrontMatter.split(text, path: source.displayPath)
        let frontMatter: FrontMatter
        if let known {
            frontMatter = known
        } else {
            frontMatter = try FrontMatter.parse(split, path: source.displayPath, log: &log)
        }
        if frontMatter.draft { return nil }

        let lineOffset = split.bodyFirstLine - 1
        if withoutTree, let facts = LightPass.scan(split.body),
            let found = LightPass.headings(facts.headingLines, allowRawHTML: rawHTML)
        {
            let codeBlocks = facts.codeBlocks.map {
                CodeBlock(
                    node: nil, info: $0.info, literal: $0.literal,
                    position: SourcePosition(path: source.displayPath, line: $0.line + lineOffset, column: 1),
                    nextIsSibling: $0.nextIsSibling)
            }
            return ParsedPage(
                source: source, text: text, revision: revision, frontMatter: frontMatter, document: nil,
                found: found.map { (node: nil, level: $0.level, text: $0.text) }, links: [], codeBlocks: codeBlocks,
                firstHeadingOpens: facts.startsWithHeading, expanders: expanders, log: &log)
        }

        let document = MarkdownDocument(markdown: split.body, allowRawHTML: rawHTML, kept: keepsTree)
        func position(_ node: OpaquePointer) -> SourcePosition {
            // Inline nodes may carry no position; use the nearest block that does.
            var current: OpaquePointer? = node
            while let candidate = current, MarkdownDocument.startLine(candidate) == 0 {
                current = cmark_node_parent(candidate)
            }
            guard let located = current else { return .start(of: source.displayPath) }
            return SourcePosition(
                path: source.displayPath, line: MarkdownDocument.startLine(located) + lineOffset,
                column: MarkdownDocument.startColumn(located))
        }

        var found: [(node: OpaquePointer?, level: Int, text: String)] = []
        var links: [Link] = []
        var codeNodes: [OpaquePointer] = []
        for node in document.allNodes() {
            let type = MarkdownDocument.type(node)
            if type == CMARK_NODE_HEADING {
                found.append((node, MarkdownDocument.headingLevel(node), MarkdownDocument.plainText(node)))
            } else if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE {
                links.append(
                    Link(
                        node: node, url: MarkdownDocument.url(node), position: position(node),
                        isImage: type == CMARK_NODE_IMAGE))
            } else if type == CMARK_NODE_CODE_BLOCK {
                codeNodes.append(node)
            }
        }
        let codeBlocks = codeNodes.enumerated().map { index, node in
            let info = MarkdownDocument.fenceInfo(node)
            // A code block has no children, so the next code block in document order is its next sibling
            // exactly when that sibling is a code block.
            let next = cmark_node_next(node)
            return CodeBlock(
                node: node, info: info, literal: info == nil ? "" : MarkdownDocument.literal(node),
                position: position(node),
                nextIsSibling: next != nil && index + 1 < codeNodes.count && codeNodes[index + 1] == next)
        }
        return ParsedPage(
            source: source, text: text, revision: revision, frontMatter: frontMatter, document: document,
            found: found, links: links, codeBlocks: codeBlocks,
            firstHeadingOpens: found.first.map { cmark_node_first_child(document.root) == $0.node } ?? false,
            expanders: expanders, log: &log)
    }

    /// A code block in document order, as the steps before rendering read it from either pass.
    struct CodeBlock {
        /// nil when read without a tree (`LightPass`).
        var node: OpaquePointer?
        /// The info string of a fenced block; nil for an indented one.
        var info: String?
        /// The body of a fenced block (empty for an indented one, which is never read).
        var literal: String
        var position: SourcePosition
        /// The next code block in the list is this one's next sibling (nothing between them but blank lines).
        var nextIsSibling: Bool
    }

    /// What both passes share: heading ids, the fenced blocks with their expanders and absorbed followers,
    /// the anchors. Problems (bad block options) are logged in document order.
    private convenience init(
        source: PageSource, text: String, revision: Int, frontMatter: FrontMatter, document: MarkdownDocument?,
        found: [(node: OpaquePointer?, level: Int, text: String)], links: [Link], codeBlocks: [CodeBlock],
        firstHeadingOpens: Bool, expanders: BlockExpanderRegistry, log: inout DiagnosticLog
    ) {
        var ids = HeadingIDs()
        var anchors: Set<String> = []
        let headings = found.map { heading in
            let id = ids.next(for: heading.text)
            anchors.insert(id)
            return Heading(node: heading.node, level: heading.level, text: heading.text, id: id)
        }
        var blocks: [Block] = []
        var absorbed = 0 // code blocks up to this index were taken as followers
        for (index, code) in codeBlocks.enumerated() where index >= absorbed {
            guard let info = code.info,
                var block = Self.fencedBlock(code, info: info, source: source, log: &log)
            else { continue }
            let expander = expanders.expander(named: block.name) ?? expanders.fallback
            var nodes = code.node.map { [$0] } ?? []
            // Followers must be the very next blocks (no paragraph in between).
            var next = index + 1
            while codeBlocks[next - 1].nextIsSibling, let followerInfo = codeBlocks[next].info,
                expander.absorbedFollowers.contains(Self.firstWord(followerInfo)),
                let followerBlock = Self.fencedBlock(codeBlocks[next], info: followerInfo, source: source, log: &log)
            {
                block.followers.append(followerBlock)
                if let node = codeBlocks[next].node { nodes.append(node) }
                absorbed = next + 1
                next += 1
            }
            anchors.formUnion(expander.anchors(for: block))
            blocks.append(Block(nodes: nodes, block: block, expander: expander))
        }
        self.init(
            source: source, text: text, revision: revision, frontMatter: frontMatter, document: document,
            headings: headings, blocks: blocks, links: links, anchors: anchors,
            startsWithTitle: headings.first.map { $0.level == 1 && firstHeadingOpens } ?? false)
    }

    private static func firstWord(_ info: String) -> String {
        String(info.drop(while: \.isWhitespace).prefix { !$0.isWhitespace })
    }

    /// The fence's info string parsed into name and options; nil (with an error logged) when malformed.
    private static func fencedBlock(
        _ code: CodeBlock, info: String, source: PageSource, log: inout DiagnosticLog
    ) -> FencedBlock? {
        let position = code.position
        let trimmed = info.drop(while: \.isWhitespace)
        let name = String(trimmed.prefix { !$0.isWhitespace })
        let rest = trimmed.dropFirst(name.count)
        // Columns of options: fence column + fence characters (3) + leading space + name.
        let restColumn = position.column + 3 + (info.count - trimmed.count) + name.count
        let options: BlockOptions
        do {
            options = try BlockOptions.parse(String(rest), columnBase: restColumn)
        } catch {
            log.error(
                "bad block options: \(error.message)",
                at: SourcePosition(path: position.path, line: position.line, column: restColumn + error.offset))
            return nil
        }
        return FencedBlock(
            name: name, options: options, body: code.literal, path: source.displayPath,
            fenceLine: position.line, fenceColumn: position.column, language: source.language)
    }
}
