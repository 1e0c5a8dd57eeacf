/// A small JSON writer with keys in the order they are written, so the public JSON formats
/// (`lifeline trace --format json`, `lifeline table --format json`) are byte-stable.
public struct JSONWriter {
    /// The UTF-8 written so far. Bytes, not a `String`: the writer appends hundreds of thousands of
    /// short pieces for a long trace, and in the WebAssembly build each `String` append took its slow
    /// path (about half of writing the event limit's trace); a byte array appends in place.
    private var bytes: [UInt8] = []
    public var output: String { String(decoding: bytes, as: UTF8.self) }
    private var needsComma: [Bool] = [false]
    private let indentUnit: String?

    /// `indent: nil` writes compact JSON; `indent: "  "` writes one member per line.
    public init(indent: String? = "  ") {
        indentUnit = indent
    }

    public mutating func beginObject() { openContainer("{") }
    public mutating func endObject() { closeContainer("}") }
    public mutating func beginArray() { openContainer("[") }
    public mutating func endArray() { closeContainer("]") }

    /// Writes `"key": ` inside an object; follow it with a value or a container.
    public mutating func key(_ name: String) {
        separate()
        appendQuoted(name)
        append(indentUnit == nil ? ":" : ": ")
        needsComma[needsComma.count - 1] = false
        pendingKey = true
    }

    public mutating func string(_ value: String) {
        separate()
        appendQuoted(value)
        needsComma[needsComma.count - 1] = true
    }
    /// A value already written as JSON (by another writer, e.g. on another thread), inserted as it is.
    public mutating func value(json: String) { scalar(json) }
    public mutating func int(_ value: Int) { scalar(String(value)) }
    public mutating func bool(_ value: Bool) { scalar(value ? "true" : "false") }
    public mutating func null() { scalar("null") }
    public mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// `"key": "value"` in one call.
    public mutating func member(_ name: String, _ value: String) { key(name); string(value) }
    public mutating func member(_ name: String, _ value: Int) { key(name); int(value) }
    public mutating func member(_ name: String, _ value: Bool) { key(name); bool(value) }
    public mutating func member(_ name: String, _ value: String?) { key(name); optionalString(value) }

    // MARK: - Escaping

    /// RFC 8259 string literal. `<`, `>` and `&` are escaped too so the JSON can sit inside HTML.
    /// Works on UTF-8 bytes: every byte that needs escaping is ASCII, so multi-byte characters pass
    /// through untouched (U+2028 and U+2029, which JavaScript treats as line ends, are escaped too).
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `quoted(text)` appended to the output.
    private mutating func appendQuoted(_ text: String) { Self.appendQuoted(text, to: &bytes) }

    /// `quoted(text)` appended to `bytes` in one pass: the runs between escapes (nearly all of the text)
    /// are copied as they are, with no quoted copy first (a 10,000-event trace writes some 200,000
    /// strings; a site's search index every page's text).
    private static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var copied = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                var length = 1
                let escape: String
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case UInt8(ascii: "<"): escape = "\\u003c"
                case UInt8(ascii: ">"): escape = "\\u003e"
                case UInt8(ascii: "&"): escape = "\\u0026"
                case 0xE2
                where index + 2 < utf8.count && utf8[index + 1] == 0x80
                    && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    escape = utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    length = 3
                case 0..<0x20: escape = "\\u00" + hexByte(byte)
                default:
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index]))
                bytes.append(contentsOf: escape.utf8)
                index += length
                copied = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    // MARK: - Layout

    private var pendingKey = false

    private mutating func separate() {
        if pendingKey { pendingKey = false; return }
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
        if let indentUnit, needsComma.count > 1 { newLine(indentUnit, depth: needsComma.count - 1) }
    }

    private mutating func scalar(_ text: String) {
        separate()
        append(text)
        needsComma[needsComma.count - 1] = true
    }

    private mutating func openContainer(_ bracket: String) {
        separate()
        append(bracket)
        needsComma[needsComma.count - 1] = true
        needsComma.append(false)
    }

    private mutating func closeContainer(_ bracket: String) {
        let hadMembers = needsComma.removeLast()
        if hadMembers, let indentUnit { newLine(indentUnit, depth: needsComma.count - 1) }
        append(bracket)
    }

    /// A line break and `depth` indents, appended in place (no temporary string per line).
    private mutating func newLine(_ indentUnit: String, depth: Int) {
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<depth { append(indentUnit) }
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
