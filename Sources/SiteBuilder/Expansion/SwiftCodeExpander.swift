import Reports

/// ` ```swift ` blocks, highlighted at build time by swift-syntax's classifier (no script needed).
public struct SwiftCodeExpander: BlockExpander {
    public init() {}
    public var names: [String] { ["swift"] }
    public var dependsOnBlockAlone: Bool { true }
    public func anchors(for block: FencedBlock) -> [String] { [] }
    public func expand(_ block: FencedBlock, warnings: ExpansionWarnings) throws -> String {
        var body = block.body
        if body.hasSuffix("\n") { body.removeLast() }
        return "<pre><code class=\"language-swift\">\(SwiftHighlighter.highlight(body))</code></pre>\n"
    }
}
