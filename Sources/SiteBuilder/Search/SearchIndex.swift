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

    /// The longest text kept per page: enough for snippets and matching, small enough to load fast.
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
        var folded = ""
        folded.reserveCapacity(min(text.utf8.count, textLimit))
        var lastWasSpace = true
        var count = 0
        for character in text {
            if count >= textLimit { break }
            if character.isWhitespace {
                if !lastWasSpace { folded.append(" "); count += 1 }
                lastWasSpace = true
            } else {
                folded.append(character)
                count += 1
                lastWasSpace = false
            }
        }
        while folded.last == " " { folded.removeLast() }
        return folded
    }
}
