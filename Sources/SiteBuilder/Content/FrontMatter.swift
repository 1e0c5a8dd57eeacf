import Foundation

/// The YAML block at the top of a page (format: README.md, "Writing pages").
public struct FrontMatter: Sendable, Equatable {
    public var title: String
    public var description: String?
    public var order: Int?
    public var draft: Bool

    static let knownKeys = ["title", "description", "order", "draft"]

    /// A page split into its front matter and its Markdown body.
    struct Split: Equatable {
        var yaml: String
        /// 1-based line in the file where the YAML starts (the line after the opening `---`).
        var yamlFirstLine: Int
        var body: String
        /// 1-based line in the file where the body starts, so Markdown positions can be mapped back.
        var bodyFirstLine: Int
    }

    /// Splits `---\n yaml \n---\n body`. The closing fence may also be `...`, as in YAML.
    /// Scans lines only up to the closing fence; the body is taken as it is.
    static func split(_ text: String, path: String) throws(BuildDiagnostic) -> Split {
        var rest = Substring(text)
        if rest.hasPrefix("\u{FEFF}") { rest = rest.dropFirst() }
        func nextLine() -> Substring? {
            guard !rest.isEmpty else { return nil }
            let end = rest.firstIndex(of: "\n") ?? rest.endIndex
            let line = rest[..<end]
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
            return line
        }
        guard let first = nextLine(), first.trimmingTrailingSpace() == "---" else {
            throw .error(
                "missing front matter: a page starts with a line `---`, then `title: …`, then `---`",
                at: .start(of: path))
        }
        var yamlLines: [Substring] = []
        while let line = nextLine() {
            if ["---", "..."].contains(line.trimmingTrailingSpace()) {
                return Split(
                    yaml: yamlLines.joined(separator: "\n"), yamlFirstLine: 2, body: String(rest),
                    bodyFirstLine: yamlLines.count + 3)
            }
            yamlLines.append(line)
        }
        throw .error("front matter is not closed: add a line `---` after it", at: .start(of: path))
    }

    /// Parses the YAML of a page; unknown keys are warnings. The usual few `key: value` lines are read
    /// without Yams (`SimpleFrontMatter`, with the same result); anything else goes through Yams.
    static func parse(_ split: Split, path: String, log: inout DiagnosticLog) throws(BuildDiagnostic) -> FrontMatter {
        if let simple = SimpleFrontMatter.parse(split.yaml) { return simple }
        return try parseYAML(split, path: path, log: &log)
    }

    /// `parse` through Yams, for any YAML.
    static func parseYAML(_ split: Split, path: String, log: inout DiagnosticLog) throws(BuildDiagnostic)
        -> FrontMatter
    {
        let yaml = try YAMLDocument(text: split.yaml, path: path, lineOffset: split.yamlFirstLine - 1)
        var title: String?
        var matter = FrontMatter(title: "", description: nil, order: nil, draft: false)
        for (key, keyNode, value) in try yaml.topLevelMapping() {
            switch key {
            case "title": title = try yaml.string(value, field: key)
            case "description": matter.description = try yaml.string(value, field: key)
            case "order": matter.order = try yaml.int(value, field: key)
            case "draft": matter.draft = try yaml.bool(value, field: key)
            default:
                log.warning(
                    "unknown front matter key `\(key)` (known: \(knownKeys.joined(separator: ", ")))",
                    at: yaml.position(of: keyNode))
            }
        }
        guard let title, !title.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw .error(
                "front matter needs a non-empty `title`",
                at: SourcePosition(path: path, line: split.yamlFirstLine, column: 1))
        }
        matter.title = title
        return matter
    }
}

extension Substring {
    func trimmingTrailingSpace() -> Substring {
        var end = endIndex
        while end > startIndex, let previous = self[..<end].last,
            previous == " " || previous == "\t" || previous == "\r"
        {
            end = index(before: end)
        }
        return self[startIndex..<end]
    }
}
