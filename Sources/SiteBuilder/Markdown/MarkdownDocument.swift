import CCmarkGFM
import Foundation

/// A page's Markdown parsed by libcmark-gfm, with the GFM extensions attached. Owns the C tree.
///
/// Facts this relies on (ARCHITECTURE.md, "Facts measured…"): extensions must be registered before they
/// can be found; the parser's extension list must be passed to the renderer or tagfilter silently
/// stops filtering; the parser is fed the UTF-8 byte length.
final class MarkdownDocument: @unchecked Sendable {
    /// The GFM extensions every page gets.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    let root: OpaquePointer
    private let parser: OpaquePointer
    private let renderOptions: Int32
    /// Holds the tree's memory; freed after `deinit` has freed the tree and the parser.
    private let arena: MarkdownArena?

    /// `kept`: the tree outlives the build that parsed it (`serve`'s cache holds each page's), so its
    /// nodes come from the C heap one by one rather than from an arena: an arena's blocks hold what cmark
    /// grew and let go of too, some 50 KB a page (1,000 pages served: 207 MB against 156 MB).
    init(markdown: String, allowRawHTML: Bool, kept: Bool = false) {
        Self.registerExtensions
        // No CMARK_OPT_VALIDATE_UTF8: a Swift String is valid UTF-8 already, and cmark replaces a NUL byte
        // while splitting lines either way; validating every line again was a hundredth of a large build.
        let arena = kept ? nil : MarkdownArena()
        let parse = { () -> (OpaquePointer, OpaquePointer) in
            let parser = cmark_parser_new_with_mem(CMARK_OPT_SOURCEPOS, MarkdownArena.memory)!
            for name in Self.extensionNames {
                guard let syntax = cmark_find_syntax_extension(name) else {
                    fatalError("libcmark-gfm has no '\(name)' extension; install libcmark-gfm-extensions-dev")
                }
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
            var text = markdown
            text.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { cchars in
                    cmark_parser_feed(parser, cchars.baseAddress, cchars.count)
                }
            }
            // cmark-gfm adds the extensions' special characters to a process-wide table at the start of
            // cmark_parser_finish and removes them at its end (cmark_manage_extensions_special_characters),
            // so two finishes running at once make each other miss `~~strike~~` and autolinks.
            // Block parsing (feed), tree edits and rendering still run in parallel.
            return (parser, Self.finishLock.withLock { cmark_parser_finish(parser)! })
        }
        // Either way through the arena's allocator: cmark joins only nodes made with the same one, and
        // without an arena filling it hands out heap blocks.
        let (parser, root) = arena.map { $0.filling(parse) } ?? parse()
        self.root = root
        self.parser = parser
        self.arena = arena
        renderOptions = allowRawHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
    }

    deinit {
        cmark_node_free(root)
        cmark_parser_free(parser)
    }

    private static let finishLock = NSLock()
    private static let registerExtensions: Void = cmark_gfm_core_extensions_ensure_registered()

    /// HTML for the whole document, or for one node and its children.
    func renderHTML(_ node: OpaquePointer? = nil) -> String {
        // With the C heap's allocator: the tree's own (`cmark_render_html`'s choice) is the arena's.
        guard
            let html = cmark_render_html_with_mem(
                node ?? root, renderOptions, cmark_parser_get_syntax_extensions(parser),
                cmark_get_default_mem_allocator())
        else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    // MARK: - Reading the tree

    /// Every node in document order (enter events only), so callers can walk without holding an iterator.
    func allNodes() -> [OpaquePointer] {
        var nodes: [OpaquePointer] = []
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) { nodes.append(node) }
        }
        return nodes
    }

    static func type(_ node: OpaquePointer) -> cmark_node_type { cmark_node_get_type(node) }

    static func startLine(_ node: OpaquePointer) -> Int { Int(cmark_node_get_start_line(node)) }
    static func startColumn(_ node: OpaquePointer) -> Int { Int(cmark_node_get_start_column(node)) }

    static func headingLevel(_ node: OpaquePointer) -> Int { Int(cmark_node_get_heading_level(node)) }

    static func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    static func url(_ node: OpaquePointer) -> String {
        cmark_node_get_url(node).map { String(cString: $0) } ?? ""
    }

    static func setURL(_ node: OpaquePointer, _ url: String) {
        cmark_node_set_url(node, url)
    }

    /// The info string of a fenced code block, or nil for an indented one.
    static func fenceInfo(_ node: OpaquePointer) -> String? {
        // cmark_node_get_fenced writes through all three pointers; nil ones crash.
        var length: Int32 = 0
        var offset: Int32 = 0
        var character: CChar = 0
        guard cmark_node_get_fenced(node, &length, &offset, &character) != 0 else { return nil }
        return cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
    }

    /// The plain text of an inline subtree (for heading ids and the table of contents).
    static func plainText(_ node: OpaquePointer) -> String {
        var text = ""
        let iterator = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(child)
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE { text += literal(child) }
            if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK { text += " " }
        }
        return text
    }

    // MARK: - Editing the tree

    /// Drops each soft line break between two Chinese or Japanese characters. A browser shows a line
    /// break in the source as a space, and these scripts put no space between words, so a sentence
    /// wrapped in the Markdown would show a stray gap (CSS Text 3's segment-break rule for wide
    /// characters, which browsers do not apply). Hangul uses spaces and keeps its breaks.
    func joinWideScriptLines() {
        for node in allNodes() where cmark_node_get_type(node) == CMARK_NODE_SOFTBREAK {
            guard let before = cmark_node_previous(node), let after = cmark_node_next(node),
                cmark_node_get_type(before) == CMARK_NODE_TEXT, cmark_node_get_type(after) == CMARK_NODE_TEXT,
                let last = Self.literal(before).unicodeScalars.last,
                let first = Self.literal(after).unicodeScalars.first,
                Self.isWide(last), Self.isWide(first)
            else { continue }
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
    }

    /// CJK ideographs, kana, CJK and full-width punctuation: the characters written without spaces.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x303F, 0x3040...0x30FF, 0x3100...0x312F, 0x31A0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFF:
            true
        default: false
        }
    }

    /// A node for a page's tree: cmark inserts a node only into a tree made with the same allocator
    /// (and does nothing otherwise).
    static func newNode(_ type: cmark_node_type) -> OpaquePointer {
        cmark_node_new_with_mem(type, MarkdownArena.memory)!
    }

    /// Replaces a block with HTML that the renderer emits verbatim (a custom block is never
    /// subject to the raw-HTML option: it is the build's own output, not the author's).
    static func replace(_ node: OpaquePointer, withHTML html: String) {
        let custom = newNode(CMARK_NODE_CUSTOM_BLOCK)
        cmark_node_set_on_enter(custom, html)
        cmark_node_set_on_exit(custom, "")
        cmark_node_replace(node, custom)
        cmark_node_free(node)
    }
}
