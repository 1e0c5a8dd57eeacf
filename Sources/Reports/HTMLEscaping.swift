/// Escaping for text that goes into HTML: element content and double- or single-quoted attributes.
/// The five characters escaped, and their entities, are those of swift-mustache's own escaper, so text
/// escaped here or by a template reads the same.
public enum HTMLEscaping {
    public static func escape(_ text: String) -> String {
        var text = text
        // Most text has nothing to escape: one pass over the bytes, and the string is returned as it is.
        let clean = text.withUTF8 { bytes in !bytes.contains(where: needsEscaping) }
        if clean { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            case UInt8(ascii: "'"): out += "&#39;".utf8
            default: out.append(byte)
            }
        }
        // Only ASCII bytes were replaced, by ASCII, so the bytes are still valid UTF-8.
        return String(decoding: out, as: UTF8.self)
    }

    /// An attribute's value with its `=`: bare where HTML allows it (`class=layout`, `href=#s-L4`: no
    /// space, quote, `=`, `<`, `>` or backtick, and not empty), else escaped in double quotes. A trace
    /// row has four attributes; on the longest pages the quotes alone were tens of kilobytes.
    public static func attribute(_ value: String) -> String {
        let bare =
            !value.isEmpty
            && !value.utf8.contains { byte in
                byte <= UInt8(ascii: " ") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
                    || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                    || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "&")
            }
        return bare ? "=" + value : "=\"" + escape(value) + "\""
    }

    @inline(__always)
    private static func needsEscaping(_ byte: UInt8) -> Bool {
        // All five are below 0x3F; one comparison rules out letters and every non-ASCII byte.
        byte <= UInt8(ascii: ">")
            && (byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"))
    }
}
