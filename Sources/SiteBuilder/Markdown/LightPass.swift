import CCmarkGFM
import Foundation

/// The first read of a page without cmark's tree: what the steps before rendering need (headings' text
/// and level for their ids, fenced blocks with their positions and which follow which, whether the page
/// opens with its heading), taken from the lines of a page whose block structure is plain: top-level ATX
/// headings and fences, each after a blank line, a heading or a closing fence; paragraphs, tables and
/// simple list items around them. Anything else — a container that could hold a heading or a fence
/// (block quote, a list item or indented line starting like one), HTML, a possible setext underline or
/// link reference definition, an unclosed fence, control characters, escapes in an info string — makes
/// `scan` return nil, and the page is parsed in full. A build without `serve`'s cache parses every page
/// again to render it, so parsing it in full here too was a second cmark parse of the whole site (a
/// tenth of the build). Heading text is still cmark's: the heading lines alone are parsed as one small
/// document (`headings`). `LightPassTests` compare it with the full parse.
enum LightPass {
    struct Facts {
        /// Each ATX heading line as written, in order.
        var headingLines: [String]
        var codeBlocks: [CodeBlock]
        /// The body's first block is the first heading.
        var startsWithHeading: Bool
    }

    struct CodeBlock {
        var info: String
        /// The lines between the fences, each with its line feed (what cmark gives as the literal).
        var literal: String
        /// 1-based line of the opening fence in the body; the fence is in column 1.
        var line: Int
        /// The next code block is this one's next sibling (only blank lines between them).
        var nextIsSibling: Bool
    }

    /// What the line before a heading or a fence was.
    private enum Previous { case start, blank, heading, closingFence, other }

    /// The page's facts, or nil when its block structure is not plain enough to be sure of them.
    static func scan(_ body: String) -> Facts? {
        var body = body
        return body.withUTF8 { bytes -> Facts? in
            // A byte-order mark is skipped by cmark; control characters are line ends, spaces or replaced.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
            // The lines, and the check for control characters, in one pass over the bytes.
            var lines: [Range<Int>] = []
            var start = 0
            for offset in bytes.indices where bytes[offset] < 0x20 {
                switch bytes[offset] {
                case UInt8(ascii: "\n"):
                    lines.append(start..<offset)
                    start = offset + 1
                case UInt8(ascii: "\t"): continue
                default: return nil
                }
            }
            if start < bytes.count { lines.append(start..<bytes.count) }
            return scan(lines: lines, in: bytes)
        }
    }

    private static func scan(lines: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>) -> Facts? {
        var facts = Facts(headingLines: [], codeBlocks: [], startsWithHeading: false)
        var previous = Previous.start
        // The last block was a fenced one (blank lines since): a fence now is its next sibling.
        var afterCodeBlock = false
        var sawBlock = false
        var index = 0
        while index < lines.count {
            let line = bytes[lines[index]]
            let number = index + 1
            index += 1
            guard let first = line.first(where: { !isSpaceOrTab($0) }) else {
                previous = .blank
                continue
            }
            let isFirstBlock = !sawBlock
            sawBlock = true
            let afterBlank = previous != .other
            previous = .other
            if isSpaceOrTab(line[line.startIndex]) {
                // An indented line may continue a list item, which can hold a heading or a fence.
                if mayOpenBlock(line.drop(while: isSpaceOrTab)) { return nil }
            } else if first == UInt8(ascii: ">") {
                // A block quote of paragraphs; one that holds other blocks is left to cmark.
                if mayOpenBlock(line.dropFirst().drop(while: isSpaceOrTab)) { return nil }
            } else if first == UInt8(ascii: "[") || first == UInt8(ascii: "<") {
                // A link reference definition is no block; HTML can hold anything.
                return nil
            } else if isUnderline(line) {
                // After a paragraph line it would make that line a setext heading.
                guard afterBlank else { return nil }
            } else if let content = listItemContent(line) {
                let rest = content.drop(while: isSpaceOrTab)
                if let head = rest.first, startsLikeBlock(head) || listItemContent(rest) != nil { return nil }
            } else if first == UInt8(ascii: "#"), isATXHeading(line) {
                // Its text is read without the page's link reference definitions.
                guard afterBlank, !line.contains(UInt8(ascii: "[")) else { return nil }
                facts.headingLines.append(String(decoding: line, as: UTF8.self))
                if isFirstBlock { facts.startsWithHeading = true }
                previous = .heading
            } else if first == UInt8(ascii: "`") || first == UInt8(ascii: "~"),
                case let fenceLength = line.prefix(while: { $0 == first }).count, fenceLength >= 3
            {
                guard afterBlank, fenceLength <= 200 else { return nil }
                let info = line.dropFirst(fenceLength)
                // cmark unescapes backslashes and entities in an info string; after backticks, a backtick
                // in it means the line is no fence.
                if info.contains(where: {
                    $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "&")
                        || (first == UInt8(ascii: "`") && $0 == UInt8(ascii: "`"))
                }) {
                    return nil
                }
                guard
                    let closing = lines[index...].firstIndex(where: {
                        isClosingFence(bytes[$0], character: first, length: fenceLength)
                    })
                else { return nil }
                // From the first body line to the closing fence: every body line with its line feed.
                let body = closing > index ? lines[index].lowerBound..<lines[closing].lowerBound : 0..<0
                if afterCodeBlock { facts.codeBlocks[facts.codeBlocks.count - 1].nextIsSibling = true }
                facts.codeBlocks.append(
                    CodeBlock(
                        info: String(decoding: trimmed(info), as: UTF8.self),
                        literal: String(decoding: bytes[body], as: UTF8.self), line: number, nextIsSibling: false))
                index = closing + 1
                previous = .closingFence
                afterCodeBlock = true
                continue
            }
            afterCodeBlock = false
        }
        return facts
    }

    /// The heading lines parsed alone by cmark, as one document: their level and plain text (what the full
    /// parse gives, since an ATX heading's inlines depend on nothing around it but link reference
    /// definitions, and `scan` gives up on a heading with a bracket). nil if cmark does not read each line
    /// as one heading.
    static func headings(_ lines: [String], allowRawHTML: Bool) -> [(level: Int, text: String)]? {
        guard !lines.isEmpty else { return [] }
        let document = MarkdownDocument(markdown: lines.joined(separator: "\n\n"), allowRawHTML: allowRawHTML)
        var headings: [(level: Int, text: String)] = []
        var child = cmark_node_first_child(document.root)
        while let node = child {
            guard MarkdownDocument.type(node) == CMARK_NODE_HEADING,
                MarkdownDocument.startLine(node) == 2 * headings.count + 1
            else { return nil }
            headings.append((MarkdownDocument.headingLevel(node), MarkdownDocument.plainText(node)))
            child = cmark_node_next(node)
        }
        return headings.count == lines.count ? headings : nil
    }

    // MARK: - Lines

    private static func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// Text that may open a block inside a container (a list item's indented line, a block quote): a heading,
    /// fence, quote, HTML, link reference definition, setext underline or list item.
    private static func mayOpenBlock(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard let first = text.first else { return false }
        return startsLikeBlock(first) || "[=-".utf8.contains(first) || listItemContent(text) != nil
    }

    /// A character that opens a heading, a fence, a block quote or HTML.
    private static func startsLikeBlock(_ byte: UInt8) -> Bool { "#`~><".utf8.contains(byte) }

    /// Only `=` or only `-` (then spaces): a setext underline after a paragraph line.
    private static func isUnderline(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let body = trimmed(line)
        guard let first = body.first, first == UInt8(ascii: "=") || first == UInt8(ascii: "-") else { return false }
        return body.allSatisfy { $0 == first }
    }

    /// The text after a list item's marker (`-`, `+`, `*`, or up to nine digits and `.` or `)`), or nil.
    private static func listItemContent(_ line: Slice<UnsafeBufferPointer<UInt8>>)
        -> Slice<UnsafeBufferPointer<UInt8>>?
    {
        guard let first = line.first else { return nil }
        var markerEnd = line.startIndex + 1
        if !"-+*".utf8.contains(first) {
            let digits = line.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            guard (1...9).contains(digits), line.count > digits,
                line[line.startIndex + digits] == UInt8(ascii: ".")
                    || line[line.startIndex + digits] == UInt8(ascii: ")")
            else { return nil }
            markerEnd = line.startIndex + digits + 1
        }
        guard markerEnd == line.endIndex || isSpaceOrTab(line[markerEnd]) else { return nil }
        return line[markerEnd...]
    }

    /// One to six `#` and then a space, a tab or the line's end.
    private static func isATXHeading(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let level = line.prefix { $0 == UInt8(ascii: "#") }.count
        return level <= 6 && (level == line.count || isSpaceOrTab(line[line.startIndex + level]))
    }

    /// Up to three spaces, at least `length` of the fence's character, then only spaces or tabs.
    private static func isClosingFence(_ line: Slice<UnsafeBufferPointer<UInt8>>, character: UInt8, length: Int)
        -> Bool
    {
        let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
        guard indent <= 3 else { return false }
        let rest = line.dropFirst(indent)
        let run = rest.prefix { $0 == character }.count
        return run >= length && rest.dropFirst(run).allSatisfy(isSpaceOrTab)
    }

    private static func trimmed(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
        let start = bytes.firstIndex { !isSpaceOrTab($0) } ?? bytes.endIndex
        let end = bytes.lastIndex { !isSpaceOrTab($0) }.map { $0 + 1 } ?? start
        return bytes[start..<max(start, end)]
    }
}
