import Reports

/// A fenced block no expander claims: shown as code, escaped, with `class="language-X"` for the
/// info string's first word (the hook a syntax highlighter can use).
public struct CodeBlockExpander: BlockExpander {
    public init() {}
    public var names: [String] { [] }
    public var dependsOnBlockAlone: Bool { true }
    public func anchors(for block: FencedBlock) -> [String] { [] }

    public func expand(_ block: FencedBlock, warnings: ExpansionWarnings) throws -> String {
        let languageClass = block.name.isEmpty ? "" : " class=\"language-\(HTMLEscaping.escape(block.name))\""
        return "<pre><code\(languageClass)>\(HTMLEscaping.escape(block.body))</code></pre>\n"
    }
}
