/// A small JSON writer with keys in the order they are written, so the public JSON formats
/// (`lifeline trace --format json`, `lifeline table --format json`) are byte-stable.
public struct JSONWriter {
    private(set) public var output = ""
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
        output += JSONWriter.quoted(name)
        output += indentUnit == nil ? ":" : ": "
        needsComma[needsComma.count - 1] = false
        pendingKey = true
    }

    public mutating func string(_ value: String) { scalar(JSONWriter.quoted(value)) }
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
    public static func quoted(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    out += "\\u00" + hexByte(UInt8(scalar.value))
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }

    // MARK: - Layout

    private var pendingKey = false

    private mutating func separate() {
        if pendingKey { pendingKey = false; return }
        if needsComma[needsComma.count - 1] { output += "," }
        if let indentUnit, needsComma.count > 1 {
            output += "\n" + String(repeating: indentUnit, count: needsComma.count - 1)
        }
    }

    private mutating func scalar(_ text: String) {
        separate()
        output += text
        needsComma[needsComma.count - 1] = true
    }

    private mutating func openContainer(_ bracket: String) {
        separate()
        output += bracket
        needsComma[needsComma.count - 1] = true
        needsComma.append(false)
    }

    private mutating func closeContainer(_ bracket: String) {
        let hadMembers = needsComma.removeLast()
        if hadMembers, let indentUnit {
            output += "\n" + String(repeating: indentUnit, count: needsComma.count - 1)
        }
        output += bracket
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
