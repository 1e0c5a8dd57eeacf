import Reports

/// A value a template reads: what `TemplateObject.child(named:)` answers. Typed, so rendering needs no
/// reflection and no dynamic casts (swift-mustache asked each value for half a dozen protocols per tag:
/// an eighth of a 10,000-page build).
enum TemplateValue {
    case text(String)
    case flag(Bool)
    case object(any TemplateObject)
    case list([any TemplateObject])

    /// Optional text is `false` when absent, so `{{#page.editURL}}…{{/page.editURL}}` works and a
    /// missing key never falls through to an outer scope.
    static func optional(_ text: String?) -> TemplateValue { text.map { .text($0) } ?? .flag(false) }
}

/// A Mustache template compiled once into a tree of its parts, rendered straight from typed values.
/// The subset the layouts use (and `TemplateChecker` admits): variables (`{{name}}` escaped,
/// `{{{name}}}` and `{{&name}}` as they are), sections and inverted sections, partials, comments; dotted
/// names resolved as Mustache does (the first part up the scope stack, the rest downwards). Lines that
/// hold only a section tag, a partial or a comment are left out with their line break, as the Mustache
/// specification says (a standalone partial's indentation goes before each of its lines). Syntax
/// errors are found first by swift-mustache's parser (`TemplateSet.load`), which names their line and column.
struct CompiledTemplate: Sendable {
    indirect enum Part: Sendable {
        case text(String)
        case variable(path: [String], escaped: Bool)
        case section(path: [String], inverted: Bool, parts: [Part])
        case partial(name: String, indentation: String)
    }

    let parts: [Part]

    init(_ text: String) {
        let pieces = Self.pieces(of: text)
        var stack: [(path: [String], inverted: Bool, parts: [Part])] = [([], false, [])]
        for piece in pieces {
            switch piece {
            case .text(let text):
                if !text.isEmpty { stack[stack.count - 1].parts.append(.text(String(text))) }
            case .tag(let tag, _):
                switch tag.kind {
                case .variable:
                    stack[stack.count - 1].parts.append(.variable(path: Self.path(tag.name), escaped: tag.escaped))
                case .section, .invertedSection:
                    stack.append((Self.path(tag.name), tag.kind == .invertedSection, []))
                case .close:
                    guard stack.count > 1 else { continue }
                    let section = stack.removeLast()
                    stack[stack.count - 1].parts.append(
                        .section(path: section.path, inverted: section.inverted, parts: section.parts))
                case .partial:
                    stack[stack.count - 1].parts.append(.partial(name: tag.name, indentation: tag.indentation))
                default:
                    break
                }
            }
        }
        parts = stack[0].parts
    }

    /// Some variable or section of this template names `name` first (`navigation`, `navigation.x`).
    func reads(_ name: String) -> Bool {
        func reads(_ parts: [Part]) -> Bool {
            parts.contains { part in
                switch part {
                case .variable(let path, _): path.first == name
                case .section(let path, _, let parts): path.first == name || reads(parts)
                case .text, .partial: false
                }
            }
        }
        return reads(parts)
    }

    // MARK: - Rendering

    /// Appends the template rendered in `scopes` (innermost last) to `output`; `partials` are the set's
    /// templates by name.
    func render(in scopes: inout [TemplateValue], partials: [String: CompiledTemplate], into output: inout String) {
        Self.render(parts, in: &scopes, partials: partials, into: &output)
    }

    private static func render(
        _ parts: [Part], in scopes: inout [TemplateValue], partials: [String: CompiledTemplate],
        into output: inout String
    ) {
        for part in parts {
            switch part {
            case .text(let text):
                output += text
            case .variable(let path, let escaped):
                switch resolve(path, in: scopes) {
                case .text(let text)?: output += escaped ? HTMLEscaping.escape(text) : text
                case .flag(let flag)?: output += flag ? "true" : "false"
                case .object?, .list?, nil: break
                }
            case .section(let path, let inverted, let inner):
                let value = resolve(path, in: scopes)
                if inverted {
                    if isFalsy(value) { render(inner, in: &scopes, partials: partials, into: &output) }
                    continue
                }
                switch value {
                case .list(let items)?:
                    for item in items {
                        scopes.append(.object(item))
                        render(inner, in: &scopes, partials: partials, into: &output)
                        scopes.removeLast()
                    }
                case .flag(let flag)?:
                    if flag { render(inner, in: &scopes, partials: partials, into: &output) }
                case let value?:
                    scopes.append(value)
                    render(inner, in: &scopes, partials: partials, into: &output)
                    scopes.removeLast()
                case nil:
                    break
                }
            case .partial(let name, let indentation):
                guard let partial = partials[name] else { continue }
                if indentation.isEmpty {
                    partial.render(in: &scopes, partials: partials, into: &output)
                } else {
                    var rendered = ""
                    partial.render(in: &scopes, partials: partials, into: &rendered)
                    output += indented(rendered, by: indentation)
                }
            }
        }
    }

    /// What an inverted section renders for: nothing, `false` or an empty list.
    private static func isFalsy(_ value: TemplateValue?) -> Bool {
        switch value {
        case nil: true
        case .flag(let flag)?: !flag
        case .list(let items)?: items.isEmpty
        case .text?, .object?: false
        }
    }

    /// Mustache's standalone partial: its indentation before each of its lines.
    private static func indented(_ text: String, by indentation: String) -> String {
        var result = ""
        var atLineStart = true
        for character in text {
            if atLineStart { result += indentation }
            result.append(character)
            atLineStart = character == "\n"
        }
        return result
    }

    /// A dotted name: its first part from the innermost scope that has it, the rest downwards; `.` is
    /// the innermost scope itself.
    private static func resolve(_ path: [String], in scopes: [TemplateValue]) -> TemplateValue? {
        guard let first = path.first else { return scopes.last }
        for scope in scopes.reversed() {
            guard case .object(let object) = scope, var value = object.child(named: first) else { continue }
            for name in path.dropFirst() {
                guard case .object(let inner) = value, let next = inner.child(named: name) else { return nil }
                value = next
            }
            return value
        }
        return nil
    }

    private static func path(_ name: String) -> [String] {
        name == "." ? [] : name.split(separator: ".").map(String.init)
    }

    // MARK: - Reading the text

    private struct Tag {
        var kind: TemplateChecker.Tag.Kind
        var name: String
        var escaped: Bool
        var indentation = ""
    }

    private enum Piece {
        case text(Substring)
        case tag(Tag, standalone: Bool)
    }

    /// The text cut into literal text and tags, with standalone tags' lines removed.
    private static func pieces(of text: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            pieces.append(.text(rest[..<open.lowerBound]))
            let triple = rest[open.upperBound...].hasPrefix("{")
            let bodyStart = triple ? rest.index(after: open.upperBound) : open.upperBound
            let closer = triple ? "}}}" : "}}"
            guard let close = rest[bodyStart...].range(of: closer) else {
                rest = rest[rest.endIndex...]
                break
            }
            var name = rest[bodyStart..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            var kind = TemplateChecker.Tag.Kind.variable
            var escaped = !triple
            if !triple, let sigil = name.first, let sigilKind = sigils[sigil] {
                kind = sigilKind
                if sigil == "&" { escaped = false }
                name = String(name.dropFirst()).trimmingCharacters(in: .whitespaces)
            }
            pieces.append(.tag(Tag(kind: kind, name: name, escaped: escaped), standalone: false))
            rest = rest[close.upperBound...]
        }
        pieces.append(.text(rest))
        return removingStandaloneLines(pieces)
    }

    private static let sigils: [Character: TemplateChecker.Tag.Kind] = [
        "#": .section, "^": .invertedSection, "/": .close, ">": .partial, "!": .comment, "%": .pragma,
        "&": .variable,
    ]

    /// A tag other than a variable alone on its line (only spaces and tabs around it) takes its line with
    /// it: the white space before it and the line break after it. Decided on the text as written, so two
    /// standalone tags on consecutive lines both go.
    private static func removingStandaloneLines(_ written: [Piece]) -> [Piece] {
        var pieces = written
        // Pieces alternate: text, tag, text, …, text. `keep` is what stays of each text piece.
        var keep: [Int: (start: Substring.Index, end: Substring.Index)] = [:]
        for index in stride(from: 1, to: written.count, by: 2) {
            guard case .tag(var tag, _) = written[index], tag.kind != .variable,
                case .text(let before) = written[index - 1], case .text(let after) = written[index + 1]
            else { continue }
            let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
            let indentation = before[lineStart...]
            guard index == 1 || before.contains("\n"), indentation.allSatisfy({ $0 == " " || $0 == "\t" })
            else { continue }
            let lineEnd = after.firstIndex { $0 != " " && $0 != "\t" }
            let endsLine = lineEnd.map { after[$0].isNewline } ?? (index + 1 == written.count - 1)
            guard endsLine else { continue }
            if tag.kind == .partial { tag.indentation = String(indentation) }
            pieces[index] = .tag(tag, standalone: true)
            keep[index - 1, default: (before.startIndex, before.endIndex)].end = lineStart
            keep[index + 1, default: (after.startIndex, after.endIndex)].start =
                lineEnd.map { after.index(after: $0) } ?? after.endIndex
        }
        for (index, range) in keep {
            guard case .text(let text) = written[index] else { continue }
            pieces[index] = .text(text[range.start..<range.end])
        }
        return pieces
    }
}
