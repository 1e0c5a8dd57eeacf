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
        var text: String
    }

    /// The longest text kept per page, in UTF-8 bytes: enough for snippets and matching, small enough to load fast.
    static let textLimit = 6000

    /// A page's entry, read from its Markdown tree after expansion: prose, headings and inline code;
    /// expanded blocks (traces, diagrams) are not text and are left out.
    static func entry(for page: ParsedPage, headings: [String]) -> Entry {
        let slug = page.source.slug
        let url = slug == "index" ? "./" : slug + "/"
        return Entry(title: page.frontMatter.title, url: url, description: page.frontMatter.description,
                     headings: headings, text: blockText(page.document.root))
    }

    static func json(_ entries: [Entry], language: String) -> String {
        var json = JSONWriter(indent: nil)
        json.beginObject()
        json.member("language", language)
        json.key("pages")
        json.beginArray()
        for entry in entries {
            json.beginObject()
            json.member("title", entry.title)
            json.member("url", entry.url)
            json.member("description", entry.description)
            json.key("headings")
            json.beginArray()
            for heading in entry.headings { json.string(heading) }
            json.endArray()
            json.member("text", entry.text)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.output + "\n"
    }

    /// Runs of ASCII white space become one space, leading and trailing space goes, and the text is cut
    /// at `textLimit` bytes on a character boundary. Works on UTF-8 bytes: this runs over every page.
    static func fold(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(text.utf8.count, textLimit))
        var pendingSpace = false
        for byte in text.utf8 {
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace { bytes.append(0x20); pendingSpace = false }
            if bytes.count >= textLimit { break }
            bytes.append(byte)
        }
        // Do not end inside a multi-byte character: if the last one is incomplete, drop it.
        if bytes.count >= textLimit, let lead = bytes.lastIndex(where: { $0 & 0xC0 != 0x80 }) {
            let length = bytes[lead] >= 0xF0 ? 4 : bytes[lead] >= 0xE0 ? 3 : bytes[lead] >= 0xC0 ? 2 : 1
            if bytes.count - lead < length { bytes.removeSubrange(lead...) }
        }
        while bytes.last == 0x20 { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// GFM table cells are extension nodes: no public type constant, so compare the type string.
    private static func isTableCell(_ node: OpaquePointer) -> Bool {
        guard let name = cmark_node_get_type_string(node) else { return false }
        return strcmp(name, "table_cell") == 0
    }

    /// Text of the tree with a space between blocks, whitespace folded, cut at `textLimit` characters.
    static func blockText(_ root: OpaquePointer) -> String {
        var text = ""
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if event == CMARK_EVENT_ENTER, type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE {
                text += MarkdownDocument.literal(node)
            } else if event == CMARK_EVENT_ENTER, type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                text += " "
            } else if event == CMARK_EVENT_EXIT, type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING
                        || type == CMARK_NODE_ITEM || type == CMARK_NODE_BLOCK_QUOTE || isTableCell(node) {
                text += " "
            }
        }
        return fold(text)
    }
}
