/// Heading ids (README.md, "Writing pages"): lowercase; ASCII letters and digits kept; spaces and
/// punctuation become `-`; non-ASCII letters kept as they are, so Russian and Chinese headings get
/// readable ids; duplicates within a page get `-2`, `-3`.
struct HeadingIDs {
    private var used: Set<String> = []

    /// The base id of a heading's text, before de-duplication.
    static func slug(_ text: String) -> String {
        asciiSlug(text) ?? characterSlug(text)
    }

    /// `slug` of any text, by Characters and their Unicode properties.
    static func characterSlug(_ text: String) -> String {
        var id = ""
        var pendingDash = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash && !id.isEmpty { id.append("-") }
                pendingDash = false
                id.append(character)
            } else {
                pendingDash = true
            }
        }
        return id.isEmpty ? "section" : id
    }

    /// `slug` of ASCII text, on its bytes (nil for any other text): there a letter or digit is
    /// `A-Z`, `a-z` or `0-9`. Every page's headings are slugged twice (reading, rendering), and Unicode
    /// properties by Character were 3 % of a 10,000-page build.
    private static func asciiSlug(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingDash = false
        for var byte in text.utf8 {
            switch byte {
            case 0x80...: return nil
            case 0x41...0x5A: byte |= 0x20
            case 0x30...0x39, 0x61...0x7A: break
            default:
                pendingDash = true
                continue
            }
            if pendingDash && !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
            pendingDash = false
            bytes.append(byte)
        }
        return bytes.isEmpty ? "section" : String(decoding: bytes, as: UTF8.self)
    }

    /// A unique id for this heading on this page.
    mutating func next(for text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        var suffix = 1
        while used.contains(candidate) {
            suffix += 1
            candidate = "\(base)-\(suffix)"
        }
        used.insert(candidate)
        return candidate
    }
}
