/// The opening every Mermaid diagram shares: a front-matter title and the diagram type.
enum MermaidStyle {
    static func header(title: String, diagram: String) -> String {
        // A title is one line; inside a YAML double-quoted scalar, where `escaped` leaves no `"` or `\`.
        let line = title.split(whereSeparator: \.isNewline).joined(separator: " ")
        return "---\ntitle: \"\(MermaidText.escaped(line))\"\n---\n\(diagram)\n"
    }
}
