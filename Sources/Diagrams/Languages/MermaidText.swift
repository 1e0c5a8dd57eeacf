/// Text inside Mermaid: labels, notes, messages and aliases go through here.
enum MermaidText {
    /// `text` as Mermaid shows it literally. Mermaid decodes `#name;`/`#NN;` entity codes after
    /// parsing, so every character its grammars give meaning to (`;` ends a statement, `%%` starts a
    /// comment, `-->`/`->>` are arrows, `"` `[]` `{}` `|` `#` delimit, `<>&` are HTML) becomes a code.
    /// Newlines become `<br/>`, which Mermaid renders as a line break.
    static func escaped(_ text: String) -> String {
        // Most labels (callback names, states) need nothing: letters, digits, spaces, `(_:)`, `,.`.
        if text.utf8.contains(where: { $0 != UInt8(ascii: " ") }), text.utf8.allSatisfy({ plain[Int($0)] }) {
            return text
        }
        var out = ""
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "\"": out += "#quot;"
            case "#": out += "#35;"
            case "%": out += "#37;"
            case ";": out += "#59;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "&": out += "#amp;"
            case "[": out += "#91;"
            case "]": out += "#93;"
            case "{": out += "#123;"
            case "}": out += "#125;"
            case "`": out += "#96;"
            case "|": out += "#124;"
            case "\\": out += "#92;"
            // A dash followed by another dash or an arrow head could start an arrow.
            case "-" where index + 1 < scalars.count && (scalars[index + 1] == "-" || scalars[index + 1] == ">"):
                out += "#45;"
            case "\n": out += "<br/>"
            case "\r": break
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += " " } else { out.unicodeScalars.append(scalar) }
            }
        }
        // Mermaid trims and rejects some empty labels; a non-breaking space keeps the slot.
        return out.allSatisfy({ $0 == " " }) ? "\u{00A0}" : out
    }

    /// ASCII bytes that mean nothing to any Mermaid grammar, and every non-ASCII byte.
    private static let plain: [Bool] = (0..<256).map { byte in
        guard byte < 0x80 else { return true }
        let scalar = Unicode.Scalar(UInt8(byte))
        return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || " ()_,.:'/+=?!@$^*~".unicodeScalars.contains(scalar)
    }

    /// A safe Mermaid identifier built from `prefix` and an index: letters, digits and `_` only.
    static func identifier(_ prefix: String, _ index: Int) -> String { "\(prefix)\(index)" }
}
