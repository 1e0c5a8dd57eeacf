import Yams

/// YAML read with Yams as a node tree, so every value keeps its line and column for error messages.
/// `lineOffset` shifts positions when the YAML is embedded in a larger file (front matter).
struct YAMLDocument {
    let root: Node?
    let path: String
    let lineOffset: Int

    init(text: String, path: String, lineOffset: Int = 0) throws(BuildDiagnostic) {
        self.path = path
        self.lineOffset = lineOffset
        do {
            // An explicit encoding: Yams's default reads the whole process environment on every call,
            // a third of the cost of reading a page's front matter.
            root = try Yams.compose(yaml: text, .default, .default, .utf8)
        } catch let error as YamlError {
            throw Self.diagnostic(for: error, path: path, lineOffset: lineOffset)
        } catch {
            throw BuildDiagnostic.error(
                "malformed YAML: \(error)", at: SourcePosition(path: path, line: lineOffset + 1, column: 1))
        }
    }

    func position(of node: Node) -> SourcePosition {
        let mark = node.mark
        return SourcePosition(path: path, line: (mark?.line ?? 1) + lineOffset, column: mark?.column ?? 1)
    }

    var startPosition: SourcePosition { SourcePosition(path: path, line: lineOffset + 1, column: 1) }

    /// The top-level mapping as ordered (key, key node, value node) triples; an empty document is an empty mapping.
    func topLevelMapping() throws(BuildDiagnostic) -> [(key: String, keyNode: Node, value: Node)] {
        guard let root else { return [] }
        guard let mapping = root.mapping else {
            throw BuildDiagnostic.error("expected a mapping of `key: value` lines", at: position(of: root))
        }
        return mapping.map { (key: $0.key.string ?? "", keyNode: $0.key, value: $0.value) }
    }

    func string(_ node: Node, field: String) throws(BuildDiagnostic) -> String {
        guard let scalar = node.scalar else {
            throw BuildDiagnostic.error("`\(field)` must be text", at: position(of: node))
        }
        return scalar.string
    }

    func int(_ node: Node, field: String) throws(BuildDiagnostic) -> Int {
        guard node.scalar != nil, let value = node.int else {
            throw BuildDiagnostic.error("`\(field)` must be a whole number", at: position(of: node))
        }
        return value
    }

    func bool(_ node: Node, field: String) throws(BuildDiagnostic) -> Bool {
        guard node.scalar != nil, let value = node.bool else {
            throw BuildDiagnostic.error("`\(field)` must be true or false", at: position(of: node))
        }
        return value
    }

    func sequence(_ node: Node, field: String) throws(BuildDiagnostic) -> [Node] {
        guard let sequence = node.sequence else {
            throw BuildDiagnostic.error("`\(field)` must be a list", at: position(of: node))
        }
        return Array(sequence)
    }

    private static func diagnostic(for error: YamlError, path: String, lineOffset: Int) -> BuildDiagnostic {
        func at(_ mark: Mark, _ problem: String, _ context: YamlError.Context?) -> BuildDiagnostic {
            let detail = context.map { "\($0.text) " } ?? ""
            return .error(
                "malformed YAML: \(detail)\(problem)",
                at: SourcePosition(path: path, line: mark.line + lineOffset, column: mark.column))
        }
        switch error {
        case .scanner(let context, let problem, let mark, _): return at(mark, problem, context)
        case .parser(let context, let problem, let mark, _): return at(mark, problem, context)
        case .composer(let context, let problem, let mark, _): return at(mark, problem, context)
        default:
            return .error("malformed YAML: \(error)", at: SourcePosition(path: path, line: lineOffset + 1, column: 1))
        }
    }
}
