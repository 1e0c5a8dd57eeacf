/// The shape of the values a template can use, so templates are checked before rendering:
/// Mustache itself renders an unknown name as nothing, which hides typos.
indirect enum ContextShape: Sendable, Equatable {
    /// Text, HTML, or a flag.
    case value
    /// Named members.
    case object([String: ContextShape])
    /// A list whose items have this shape.
    case list(ContextShape)

    /// The shape a section `{{#name}}` pushes onto the scope stack.
    var sectionScope: ContextShape {
        switch self {
        case .list(let item): return item
        case .object: return self
        case .value: return .object([:])
        }
    }

    func member(_ name: String) -> ContextShape? {
        if case .object(let members) = self { return members[name] }
        return nil
    }

    /// Resolves a dotted name the way Mustache does: the first part up the scope stack, the rest downwards.
    static func resolve(_ name: String, in scopes: [ContextShape]) -> ContextShape? {
        if name == "." { return scopes.last }
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first else { return nil }
        guard var shape = scopes.reversed().lazy.compactMap({ $0.member(first) }).first else { return nil }
        for part in parts.dropFirst() {
            guard let next = shape.member(part) else { return nil }
            shape = next
        }
        return shape
    }
}
