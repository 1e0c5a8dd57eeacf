import Foundation

/// The YAML block at the top of a page (format: notes/CONTENT-FORMAT.md).
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
    static func split(_ text: String, path: String) throws(BuildDiagnostic) -> Split {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = first.dropFirst() }
        guard let first = lines.first, first.trimmingTrailingSpace() == "---" else {
            throw .error("missing front matter: a page starts with a line `---`, then `title: …`, then `---`", at: .start(of: path))
        }
        guard let close = lines.indices.dropFirst().first(where: { ["---", "..."].contains(lines[$0].trimmingTrailingSpace()) }) else {
            throw .error("front matter is not closed: add a line `---` after it", at: .start(of: path))
        }
        return Split(
            yaml: lines[1..<close].joined(separator: "\n"),
            yamlFirstLine: 2,
            body: lines[(close + 1)...].joined(separator: "\n"),
            bodyFirstLine: close + 2)
    }

    /// Parses the YAML of a page; unknown keys are warnings.
    static func parse(_ split: Split, path: String, log: inout DiagnosticLog) throws(BuildDiagnostic) -> FrontMatter {
        let yaml = try YAMLDocument(text: split.yaml, path: path, lineOffset: split.yamlFirstLine - 1)
        var title: String?
        var matter = FrontMatter(title: "", description: nil, order: nil, draft: false)
        for (key, keyNode, value) in try yaml.topLevelMapping() {
            switch key {
            case "title": title = try yaml.string(value, field: key)
            case "description": matter.description = try yaml.string(value, field: key)
            case "order": matter.order = try yaml.int(value, field: key)
            case "draft": matter.draft = try yaml.bool(value, field: key)
            default: log.warning("unknown front matter key `\(key)` (known: \(knownKeys.joined(separator: ", ")))", at: yaml.position(of: keyNode))
            }
        }
        guard let title, !title.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw .error("front matter needs a non-empty `title`", at: SourcePosition(path: path, line: split.yamlFirstLine, column: 1))
        }
        matter.title = title
        return matter
    }
}

extension Substring {
    func trimmingTrailingSpace() -> Substring {
        var end = endIndex
        while end > startIndex, let previous = self[..<end].last, previous == " " || previous == "\t" || previous == "\r" {
            end = index(before: end)
        }
        return self[startIndex..<end]
    }
}
