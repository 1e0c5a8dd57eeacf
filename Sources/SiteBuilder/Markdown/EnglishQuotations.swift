import CCmarkGFM
import Reports

/// English quoted on a Russian or Chinese page — an article's title, a sentence of Apple's documentation,
/// a console message — is marked `lang="en"`, so a screen reader reads it with English rules and a
/// translation tool leaves it as the source said it. The author writes only the quotation marks: a
/// quotation («…», “…”, „…“, "…", 《…》, 「…」, 『…』) whose text has Latin letters and no other script is
/// English; so is a link whose whole text is Latin words, two or more (a cited title written without
/// quotation marks). A table cell cannot hold the span (cmark-gfm's table extension refuses custom
/// inlines), so English in a table is written as code or kept out of tables.
/// The marks stay outside the span; code inside the quotation stays code.
extension MarkdownDocument {
    private static let quotationMarks = InlineMarkup.quotationMarks

    func markEnglishQuotations() {
        for node in allNodes() {
            switch cmark_node_get_type(node) {
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK:
                markQuotations(in: node)
            default:
                // Table cells and strikethrough are extension types, known only by their parents' content.
                if cmark_node_first_child(node).map({ Self.isInline($0) }) == true,
                    cmark_node_get_type(node) != CMARK_NODE_CUSTOM_INLINE
                {
                    markQuotations(in: node)
                }
            }
        }
        for node in allNodes() where cmark_node_get_type(node) == CMARK_NODE_LINK { markEnglishText(of: node) }
    }

    private static func isInline(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK,
            CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_HTML_INLINE:
            true
        default: false
        }
    }

    /// Each quotation among `parent`'s children, from an opening mark in one text node to its closing
    /// mark in the same or a later sibling text node.
    private func markQuotations(in parent: OpaquePointer) {
        var current = cmark_node_first_child(parent)
        while let node = current {
            guard cmark_node_get_type(node) == CMARK_NODE_TEXT,
                let (open, close) = Self.firstOpening(in: Self.literal(node))
            else {
                current = cmark_node_next(node)
                continue
            }
            guard let (closing, closeOffset) = Self.closing(close, after: node, from: open + 1) else {
                // An unclosed mark: look past it in the rest of the node.
                current = Self.split(node, at: open + 1)
                continue
            }
            let quoted = Self.text(from: node, offset: open + 1, to: closing, offset: closeOffset)
            guard Self.isEnglish(quoted) else {
                current = Self.split(closing, at: closeOffset + 1)
                continue
            }
            // Past the closing mark, which may also open a quotation (`"`).
            current = Self.split(Self.wrap(from: node, offset: open + 1, to: closing, offset: closeOffset), at: 1)
        }
    }

    /// A link whose text is only Latin words, two or more.
    private func markEnglishText(of link: OpaquePointer) {
        // Inside a marked quotation, or with one inside, it is marked already.
        guard cmark_node_get_type(cmark_node_parent(link)) != CMARK_NODE_CUSTOM_INLINE else { return }
        var child = cmark_node_first_child(link)
        while let node = child {
            if cmark_node_get_type(node) == CMARK_NODE_CUSTOM_INLINE { return }
            child = cmark_node_next(node)
        }
        let text = Self.plainText(link)
        let words = text.split { !$0.isLetter }.filter { $0.count > 1 || $0 == "a" }
        guard Self.isEnglish(text), words.count >= 2, cmark_node_first_child(link) != nil else { return }
        let span = Self.englishSpan()
        guard cmark_node_prepend_child(link, span) == 1 else {
            cmark_node_free(span)
            return
        }
        while let next = cmark_node_next(span) { cmark_node_append_child(span, next) }
    }

    private static func englishSpan() -> OpaquePointer {
        let span = MarkdownDocument.newNode(CMARK_NODE_CUSTOM_INLINE)
        cmark_node_set_on_enter(span, "<span lang=\"en\">")
        cmark_node_set_on_exit(span, "</span>")
        return span
    }

    private static func isEnglish(_ text: String) -> Bool { InlineMarkup.isEnglish(text) }

    private static func firstOpening(in text: String) -> (offset: Int, close: Unicode.Scalar)? {
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if let close = quotationMarks[scalar] { return (offset, close) }
        }
        return nil
    }

    /// The text node and scalar offset of `close`, searching `node` from `offset` on, then its later siblings.
    private static func closing(_ close: Unicode.Scalar, after node: OpaquePointer, from offset: Int)
        -> (OpaquePointer, Int)?
    {
        var candidate: OpaquePointer? = node
        var start = offset
        while let current = candidate {
            if cmark_node_get_type(current) == CMARK_NODE_TEXT {
                for (index, scalar) in literal(current).unicodeScalars.enumerated() where index >= start {
                    if scalar == close { return (current, index) }
                }
            }
            candidate = cmark_node_next(current)
            start = 0
        }
        return nil
    }

    /// What a reader sees between two positions in sibling nodes.
    private static func text(from start: OpaquePointer, offset: Int, to end: OpaquePointer, offset endOffset: Int)
        -> String
    {
        let scalars = { (node: OpaquePointer) in Array(literal(node).unicodeScalars) }
        if start == end { return String(String.UnicodeScalarView(scalars(start)[offset..<endOffset])) }
        var text = String(String.UnicodeScalarView(scalars(start)[offset...]))
        var current = cmark_node_next(start)
        while let node = current, node != end {
            text += cmark_node_get_type(node) == CMARK_NODE_TEXT ? literal(node) : plainText(node)
            current = cmark_node_next(node)
        }
        return text + String(String.UnicodeScalarView(scalars(end)[..<endOffset]))
    }

    /// Cuts a text node in two at a scalar offset; returns the second part (a new node after it).
    @discardableResult
    private static func split(_ node: OpaquePointer, at offset: Int) -> OpaquePointer {
        let scalars = Array(literal(node).unicodeScalars)
        let tail = MarkdownDocument.newNode(CMARK_NODE_TEXT)
        cmark_node_set_literal(tail, String(String.UnicodeScalarView(scalars[min(offset, scalars.count)...])))
        cmark_node_set_literal(node, String(String.UnicodeScalarView(scalars[..<min(offset, scalars.count)])))
        cmark_node_insert_after(node, tail)
        return tail
    }

    /// Moves the nodes between the two positions into a `lang="en"` span; returns the node after it
    /// (the closing mark's text).
    private static func wrap(from start: OpaquePointer, offset: Int, to end: OpaquePointer, offset endOffset: Int)
        -> OpaquePointer
    {
        let endRest = split(end, at: endOffset)
        let first = split(start, at: offset)
        let span = englishSpan()
        // A table cell cannot hold a custom inline (cmark-gfm's table extension): its quotation stays unmarked.
        guard cmark_node_insert_after(start, span) == 1 else {
            cmark_node_free(span)
            return endRest
        }
        var current: OpaquePointer? = first
        while let node = current, node != endRest {
            current = cmark_node_next(node)
            cmark_node_append_child(span, node)
        }
        return endRest
    }
}
