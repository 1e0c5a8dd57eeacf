/// The prose of a page's source, line by line, for checks that read words (the glossary): everything
/// else is blanked to spaces, so a column in the result is the column in the file.
/// Prose is the Markdown's text and the front matter's `title` and `description`, and the `says:`,
/// `source:` and `disputed:` lines of a claim; not prose are fenced blocks (scenarios, Swift, pins),
/// code spans, link destinations, URLs and HTML tags.
struct ProseLines {
    struct Line {
        /// 1-based, in the whole file.
        var number: Int
        /// The line's characters with everything but prose replaced by spaces.
        var characters: [Character]
    }

    private(set) var lines: [Line] = []

    /// The claim fields a reader reads as text.
    private static let claimProseKeys = ["says:", "source:", "disputed:"]
    private static let frontMatterProseKeys = ["title:", "description:"]

    init(_ text: String) {
        let rawLines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        var index = 0
        if rawLines.first.map({ String($0).trimmingTrailingSpaces() }) == "---" {
            index = 1
            while index < rawLines.count, String(rawLines[index]).trimmingTrailingSpaces() != "---" {
                lines.append(
                    Line(number: index + 1, characters: Self.field(rawLines[index], Self.frontMatterProseKeys)))
                index += 1
            }
            index += 1
        }
        var fence: Fence?
        var openCodeSpan: Int? // the length of a backtick run still open from an earlier line
        while index < rawLines.count {
            let line = rawLines[index]
            defer { index += 1 }
            if let open = fence {
                if open.closes(line) {
                    fence = nil
                } else if open.isClaim {
                    lines.append(Line(number: index + 1, characters: Self.field(line, Self.claimProseKeys)))
                }
                continue
            }
            if let opening = Fence(opening: line) {
                fence = opening
                openCodeSpan = nil
                continue
            }
            if line.allSatisfy(\.isWhitespace) { openCodeSpan = nil }
            lines.append(Line(number: index + 1, characters: Self.maskInline(line, openCodeSpan: &openCodeSpan)))
        }
    }

    /// A fenced block's opening line (``` or ~~~, three or more, after any indentation) and its info word.
    private struct Fence {
        var marker: Character
        var length: Int
        var isClaim: Bool

        init?(opening line: [Character]) {
            let body = line.drop(while: { $0 == " " || $0 == "\t" })
            guard let first = body.first, first == "`" || first == "~" else { return nil }
            let run = body.prefix(while: { $0 == first }).count
            guard run >= 3 else { return nil }
            let info = body.dropFirst(run).drop(while: { $0 == " " })
            if first == "`", info.contains("`") { return nil } // an inline code span, not a fence
            marker = first
            length = run
            isClaim = String(info.prefix(while: { !$0.isWhitespace })) == "claim"
        }

        func closes(_ line: [Character]) -> Bool {
            let body = line.drop(while: { $0 == " " || $0 == "\t" })
            let run = body.prefix(while: { $0 == marker }).count
            return run >= length && body.dropFirst(run).allSatisfy(\.isWhitespace)
        }
    }

    /// A `key: value` line whose value is prose when the key is one of `keys`; the key, and any other
    /// line, blanked.
    private static func field(_ line: [Character], _ keys: [String]) -> [Character] {
        let text = String(line)
        let indent = line.prefix(while: { $0 == " " }).count
        for key in keys where text.dropFirst(indent).hasPrefix(key) {
            var ignored: Int?
            let value = maskInline(Array(line.dropFirst(indent + key.count)), openCodeSpan: &ignored)
            return Array(repeating: " ", count: indent + key.count) + value
        }
        return Array(repeating: " ", count: line.count)
    }

    /// Blanks code spans, link destinations, URLs and HTML tags. `openCodeSpan` carries a code span
    /// that a line break interrupted (Markdown lets one run over lines within a paragraph).
    static func maskInline(_ line: [Character], openCodeSpan: inout Int?) -> [Character] {
        var out = line
        var i = 0
        func blank(_ range: Range<Int>) { for j in range where j < out.count { out[j] = " " } }
        func backtickRun(at start: Int) -> Int { line[start...].prefix(while: { $0 == "`" }).count }
        /// The start of the next run of exactly `length` backticks at or after `start`.
        func closingRun(from start: Int, length: Int) -> Int? {
            var j = start
            while j < line.count {
                if line[j] == "`" {
                    let run = backtickRun(at: j)
                    if run == length { return j }
                    j += run
                } else {
                    j += 1
                }
            }
            return nil
        }
        if let length = openCodeSpan {
            if let close = closingRun(from: 0, length: length) {
                blank(0..<(close + length))
                i = close + length
                openCodeSpan = nil
            } else {
                return Array(repeating: " ", count: line.count)
            }
        }
        while i < line.count {
            let character = line[i]
            if character == "`" {
                let run = backtickRun(at: i)
                if let close = closingRun(from: i + run, length: run) {
                    blank(i..<(close + run))
                    i = close + run
                } else {
                    openCodeSpan = run
                    blank(i..<line.count)
                    return out
                }
            } else if character == "]", i + 1 < line.count, line[i + 1] == "(" {
                var depth = 0
                var j = i + 1
                while j < line.count {
                    if line[j] == "(" { depth += 1 }
                    if line[j] == ")" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    j += 1
                }
                blank((i + 1)..<min(j + 1, line.count))
                i = j + 1
            } else if character == "]", i + 1 < line.count, line[i + 1] == ":" {
                blank((i + 1)..<line.count) // a link reference definition's destination
                return out
            } else if character == "<", i + 1 < line.count,
                line[i + 1].isLetter || line[i + 1] == "/" || line[i + 1] == "!"
            {
                let end = line[i...].firstIndex(of: ">") ?? line.count - 1
                blank(i..<(end + 1))
                i = end + 1
            } else if character == "h", Self.startsURL(line, at: i) {
                let end = line[i...].firstIndex(where: { $0.isWhitespace || $0 == ")" || $0 == ">" }) ?? line.count
                blank(i..<end)
                i = end
            } else {
                i += 1
            }
        }
        return out
    }

    private static func startsURL(_ line: [Character], at i: Int) -> Bool {
        let rest = String(line[i..<min(i + 8, line.count)])
        return rest.hasPrefix("https://") || rest.hasPrefix("http://")
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        String(reversed().drop(while: \.isWhitespace).reversed())
    }
}
