import Foundation

/// A reader for the front matter nearly every page has — one `key: value` line per known key, each key
/// once, values as plain text, a quoted string without escapes, a whole number or `true`/`false` — that
/// gives exactly what Yams gives without building its node tree (Yams and its duplicate-key check were
/// 5.7 % of a 10,000-page build). Anything else returns nil and the page's YAML goes through Yams
/// (`FrontMatter.parseYAML`), which gives its results, warnings and errors at file:line:column: comments,
/// blank or indented lines, other keys, repeated keys, flow or block values, escapes, tabs, trailing
/// space, other spellings of numbers and booleans, a missing or blank title.
enum SimpleFrontMatter {
    static func parse(_ yaml: String) -> FrontMatter? {
        var title: String?
        var description: String?
        var order: Int?
        var draft: Bool?
        for bytes in yaml.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let line = Substring(bytes)
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let value = line[line.index(after: colon)...]
            guard value.first == " " else { return nil }
            let text = value.dropFirst()
            switch line[..<colon] {
            case "title":
                guard title == nil, let string = string(text) else { return nil }
                title = string
            case "description":
                guard description == nil, let string = string(text) else { return nil }
                description = string
            case "order":
                guard order == nil, let number = wholeNumber(text) else { return nil }
                order = number
            case "draft":
                guard draft == nil, let flag = flag(text) else { return nil }
                draft = flag
            default:
                return nil
            }
        }
        // A visible ASCII character settles it without Foundation's trimming.
        guard let title,
            title.utf8.contains(where: { (0x21...0x7E).contains($0) })
                || !title.trimmingCharacters(in: .whitespaces).isEmpty
        else { return nil }
        return FrontMatter(title: title, description: description, order: order, draft: draft ?? false)
    }

    /// A one-line plain scalar, or a double- or single-quoted one whose text needs no unescaping.
    private static func string(_ text: Substring) -> String? {
        guard let first = text.first, text.unicodeScalars.allSatisfy(isPlainCharacter) else { return nil }
        if first == "\"" || first == "'" {
            let inner = text.dropFirst().dropLast()
            guard text.count >= 2, text.last == first, !inner.contains(first), !inner.contains("\\") else {
                return nil
            }
            return String(inner)
        }
        // Not an indicator first (a sequence, a flow collection, an anchor, a tag, a block scalar…);
        // no `: ` (a nested mapping) or ` #` (a comment) inside; no `:` or space at the end.
        guard !"-?:,[]{}#&*!|>'\"%@`".contains(first), first != " ", text.last != ":", text.last != " " else {
            return nil
        }
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if (previous == UInt8(ascii: ":") && byte == 0x20) || (previous == 0x20 && byte == UInt8(ascii: "#")) {
                return nil
            }
            previous = byte
        }
        return String(text)
    }

    /// `0` or a decimal number without a leading zero, sign `-` only, within 18 digits: the spellings
    /// Yams reads as the same decimal number (a leading zero is octal there, `_` is ignored, `:` is base 60).
    private static func wholeNumber(_ text: Substring) -> Int? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : text
        guard let first = digits.first, digits.count <= 18,
            digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
            first != "0" || text == "0"
        else { return nil }
        return Int(text)
    }

    /// Only `true` and `false`: Yams also reads `yes`, `On`, `FALSE`… and a quoted one as text.
    private static func flag(_ text: Substring) -> Bool? {
        switch text {
        case "true": true
        case "false": false
        default: nil
        }
    }

    /// Characters libyaml takes as printable, not a line break, and not white space other than a space:
    /// ASCII from the space to `~`, then up to U+D7FF without U+2028 and U+2029 (line breaks to YAML),
    /// and U+E000 to U+FFFD without the byte-order mark. Others are left to Yams.
    private static func isPlainCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: true
        case 0x2028, 0x2029, 0xFEFF: false
        case 0xA0...0xD7FF, 0xE000...0xFFFD: true
        default: false
        }
    }
}
