import Foundation

/// Reads the tags of a Mustache template (with their lines and columns) and checks every name
/// against the context shape and every partial against the loaded templates.
/// Mustache would render an unknown name as an empty string and a missing partial as nothing.
struct TemplateChecker {
    struct Tag {
        enum Kind {
            case variable, section, invertedSection, close, partial, parent, block, comment, pragma, setDelimiters
        }
        var kind: Kind
        var name: String
        var line: Int
        var column: Int
    }

    /// The tags of a template, in order. Only the default `{{ }}` delimiters are supported.
    static func tags(in text: String) -> [Tag] {
        var tags: [Tag] = []
        let characters = Array(text)
        var index = 0
        var line = 1
        var column = 1
        func advance(_ count: Int) {
            for _ in 0..<count where index < characters.count {
                if characters[index] == "\n" { line += 1; column = 1 } else { column += 1 }
                index += 1
            }
        }
        func starts(_ token: String, at position: Int) -> Bool {
            let tokenCharacters = Array(token)
            guard position + tokenCharacters.count <= characters.count else { return false }
            return Array(characters[position..<(position + tokenCharacters.count)]) == tokenCharacters
        }
        while index < characters.count {
            guard starts("{{", at: index) else { advance(1); continue }
            let tagLine = line, tagColumn = column
            let triple = starts("{{{", at: index)
            let closer = triple ? "}}}" : "}}"
            var end = index + (triple ? 3 : 2)
            while end < characters.count, !starts(closer, at: end) { end += 1 }
            var body = String(characters[(index + (triple ? 3 : 2))..<min(end, characters.count)])
                .trimmingCharacters(in: .whitespacesAndNewlines)
            var kind = Tag.Kind.variable
            if !triple, let sigil = body.first {
                switch sigil {
                case "#": kind = .section
                case "^": kind = .invertedSection
                case "/": kind = .close
                case ">": kind = .partial
                case "<": kind = .parent
                case "$": kind = .block
                case "!": kind = .comment
                case "%": kind = .pragma
                case "=": kind = .setDelimiters
                case "&": kind = .variable
                default: break
                }
                if kind != .variable || sigil == "&" {
                    body = String(body.dropFirst()).trimmingCharacters(in: .whitespaces)
                }
            }
            tags.append(Tag(kind: kind, name: body, line: tagLine, column: tagColumn))
            advance(end + closer.count - index)
        }
        return tags
    }

    /// `uppercased(name)` uses `name`; a plain tag uses itself.
    static func variableName(_ tagName: String) -> String {
        guard let open = tagName.lastIndex(of: "("), tagName.hasSuffix(")") else { return tagName }
        let inner = tagName[tagName.index(after: open)..<tagName.index(before: tagName.endIndex)]
        return inner.isEmpty ? "." : String(inner)
    }

    let templates: [String: (text: String, path: String)]
    private(set) var diagnostics: [BuildDiagnostic] = []
    private var checking: [String] = []

    init(templates: [String: (text: String, path: String)]) {
        self.templates = templates
    }

    /// Checks a template (and the partials it includes, in the scope they are included in).
    mutating func check(template name: String, scopes: [ContextShape]) {
        guard let template = templates[name], !checking.contains(name) else { return }
        checking.append(name)
        defer { checking.removeLast() }
        var scopes = scopes
        for tag in Self.tags(in: template.text) {
            let position = SourcePosition(path: template.path, line: tag.line, column: tag.column)
            switch tag.kind {
            case .variable:
                let variable = Self.variableName(tag.name)
                if ContextShape.resolve(variable, in: scopes) == nil {
                    diagnostics.append(.error("unknown template variable '\(variable)'", at: position))
                }
            case .section, .invertedSection:
                let variable = Self.variableName(tag.name)
                guard let shape = ContextShape.resolve(variable, in: scopes) else {
                    diagnostics.append(.error("unknown template variable '\(variable)'", at: position))
                    scopes.append(.object([:]))
                    continue
                }
                scopes.append(tag.kind == .section ? shape.sectionScope : .object([:]))
            case .block, .parent:
                // `CompiledTemplate` renders no template inheritance.
                diagnostics.append(.error("template inheritance ({{<…}}, {{$…}}) is not supported", at: position))
                scopes.append(.object([:]))
            case .close:
                if scopes.count > 1 { scopes.removeLast() }
            case .partial:
                if templates[tag.name] == nil {
                    diagnostics.append(
                        .error(
                            "missing template '\(tag.name)' (no \(tag.name).mustache in the templates folder)",
                            at: position))
                } else {
                    check(template: tag.name, scopes: scopes)
                }
            case .setDelimiters:
                diagnostics.append(.error("changing delimiters is not supported; use {{ }}", at: position))
            case .comment, .pragma:
                break
            }
        }
    }
}
