import CCmarkGFM
import Foundation
import Reports

/// The client-side search index, one per language (`<lang>/search-index.json`), written at build
/// time in page order so it is byte-stable. URLs are relative to the index file; the script resolves
/// them, so the index works under any base path.
struct SearchIndex {
    struct Entry {
        var title: String
        var url: String
        var description: String?
        var headings: [String]
        /// The start of the page's text, for snippets.
        var text: String
        /// `SearchTerms.indexTerms` of the whole text: what the page is found by.
        var terms: String
    }

    /// An entry as JSON, with the URL the index is sorted by.
    struct Serialized: Equatable {
        var url: String
        var json: String
    }

    /// The longest text kept per page, in UTF-8 bytes: enough for snippets, small enough to load fast
    /// (matching uses the terms of the whole page).
    static let textLimit = 6000

    /// A page's entry, read from its Markdown tree after expansion: prose, headings and inline code;
    /// expanded blocks (traces, diagrams) are not text and are left out. Terms come from the whole
    /// text, so the end of a long page is found too.
    static func entry(for page: ParsedPage, headings: [String]) -> Entry {
        let slug = page.source.slug
        let url = slug == "index" ? "./" : slug + "/"
        let whole = blockText(page.document.root)
        // `whole` is folded already (single spaces, none at its ends): folding it again would only cut it.
        return Entry(
            title: page.frontMatter.title, url: url, description: page.frontMatter.description,
            headings: headings, text: FoldedText.cut(whole, limit: textLimit),
            terms: SearchTerms.indexTerms(ofUTF8: whole))
    }

    /// A rendered page's entry, serialised.
    static func serialized(_ page: ParsedPage) -> Serialized {
        let entry = entry(for: page, headings: page.headings.map(\.text))
        return Serialized(url: entry.url, json: json(of: entry))
    }

    /// One entry as a JSON object: pages serialise their own entries as they render, on all cores;
    /// the index only joins them.
    static func json(of entry: Entry) -> String {
        var json = JSONWriter(indent: nil)
        json.beginObject()
        json.member("title", entry.title)
        json.member("url", entry.url)
        json.member("description", entry.description)
        json.key("headings")
        json.beginArray()
        for heading in entry.headings { json.string(heading) }
        json.endArray()
        json.member("text", entry.text)
        json.member("terms", entry.terms)
        json.endObject()
        return json.output
    }

    /// The index of a language from its entries' JSON objects, in the order given.
    static func json(objects: [String], language: String) -> String {
        var json = JSONWriter(indent: nil)
        json.beginObject()
        json.member("language", language)
        json.key("pages")
        json.beginArray()
        for object in objects { json.value(json: object) }
        json.endArray()
        json.endObject()
        return json.output + "\n"
    }

    /// `json(objects:language:)` as bytes, joined without a writer: the index of a 1,000-page site is
    /// megabytes, and `serve` joins it again after every edit.
    static func jsonData(objects: [String], language: String) -> Data {
        var objects = objects
        return jsonData(releasing: &objects, language: language)
    }

    /// The same, emptying `objects` as they are joined: a build that holds nothing else of them keeps the
    /// entries or the index, not both (48 MB each for 10,000 pages).
    static func jsonData(releasing objects: inout [String], language: String) -> Data {
        let empty = json(objects: [], language: language)
        let tail = "]}\n"
        precondition(empty.hasSuffix("[" + tail), "the empty index ends its pages array last")
        // Straight into the Data, not through an array copied into it: the index of 10,000 pages is tens
        // of megabytes, and the copy doubled the build's peak memory at its end.
        var bytes = Data(capacity: empty.utf8.count + objects.reduce(0) { $0 + $1.utf8.count + 1 })
        bytes.append(contentsOf: empty.utf8.dropLast(tail.utf8.count))
        for position in objects.indices {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            objects[position].withUTF8 { bytes.append($0) }
            objects[position] = ""
        }
        bytes.append(contentsOf: tail.utf8)
        return bytes
    }

    /// Runs of ASCII white space become one space, leading and trailing space goes, and the text is cut
    /// at `textLimit` bytes on a character boundary. Works on UTF-8 bytes: this runs over every page.
    static func fold(_ text: String) -> String {
        var text = text
        var folded = FoldedText()
        text.withUTF8 { folded.append(UnsafeRawBufferPointer($0)) }
        return folded.text
    }

    /// `fold` done piece by piece, straight from cmark's bytes, with no String per text node.
    struct FoldedText {
        private var bytes: [UInt8] = []
        private var pendingSpace = false
        /// The limit was reached: everything after is ignored.
        private(set) var isFull = false
        /// In UTF-8 bytes; nil keeps everything.
        let limit: Int?

        init(limit: Int? = SearchIndex.textLimit) { self.limit = limit }

        /// A space between blocks or lines: it becomes one only before more text.
        mutating func appendSpace() {
            guard !isFull else { return }
            pendingSpace = !bytes.isEmpty
        }

        /// Appends a run of non-space bytes at a time: byte by byte, this was a twentieth of a 10,000-page
        /// build.
        mutating func append(_ piece: UnsafeRawBufferPointer) {
            var start = 0
            while start < piece.count, !isFull {
                if Self.isSpace(piece[start]) {
                    pendingSpace = !bytes.isEmpty
                    start += 1
                    continue
                }
                var end = start + 1
                while end < piece.count, !Self.isSpace(piece[end]) { end += 1 }
                if pendingSpace { bytes.append(0x20); pendingSpace = false }
                if let limit, end - start > limit - bytes.count {
                    // As byte by byte: what fits, then full.
                    bytes.append(contentsOf: piece[start..<start + max(0, limit - bytes.count)])
                    isFull = true
                    return
                }
                bytes.append(contentsOf: piece[start..<end])
                start = end
            }
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
        }

        var text: String { Self.cut(bytes, limit: limit) }

        /// The text's UTF-8 bytes, with a space at the end when more text was to follow.
        var utf8: [UInt8] { bytes }

        /// Folded bytes as text, cut to `limit` bytes first when there are more: not inside a multi-byte
        /// character, and with no space at the end.
        static func cut(_ folded: [UInt8], limit: Int?) -> String {
            var bytes = folded
            if let limit, bytes.count > limit { bytes.removeSubrange(limit...) }
            // Do not end inside a multi-byte character: if the last one is incomplete, drop it.
            if let limit, bytes.count >= limit, let lead = bytes.lastIndex(where: { $0 & 0xC0 != 0x80 }) {
                let length = bytes[lead] >= 0xF0 ? 4 : bytes[lead] >= 0xE0 ? 3 : bytes[lead] >= 0xC0 ? 2 : 1
                if bytes.count - lead < length { bytes.removeSubrange(lead...) }
            }
            while bytes.last == 0x20 { bytes.removeLast() }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// GFM table cells are extension nodes: no public type constant, so compare the type string.
    private static func isTableCell(_ node: OpaquePointer) -> Bool {
        guard let name = cmark_node_get_type_string(node) else { return false }
        return strcmp(name, "table_cell") == 0
    }

    /// The whole text of the tree with a space between blocks, whitespace folded, as UTF-8 (with no space
    /// at either end).
    static func blockText(_ root: OpaquePointer) -> [UInt8] {
        var folded = FoldedText(limit: nil)
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while !folded.isFull {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if event == CMARK_EVENT_ENTER, type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE {
                // The literal's bytes straight from cmark: no String per text node.
                if let literal = cmark_node_get_literal(node) {
                    folded.append(UnsafeRawBufferPointer(start: literal, count: strlen(literal)))
                }
            } else if event == CMARK_EVENT_ENTER, type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                folded.appendSpace()
            } else if event == CMARK_EVENT_EXIT,
                type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING
                    || type == CMARK_NODE_ITEM || type == CMARK_NODE_BLOCK_QUOTE || isTableCell(node)
            {
                folded.appendSpace()
            }
        }
        var bytes = folded.utf8
        while bytes.last == 0x20 { bytes.removeLast() }
        return bytes
    }
}
