import LifecycleModel

/// The languages a diagram can be written in.
public enum DiagramFormat: String, CaseIterable, Sendable {
    case dot, mermaid, svg

    /// The one parser of a diagram format, for `lifeline diagram --format`.
    public init(parsing text: String) throws(InvalidValue) {
        self = try .parse(text, expected: "a diagram format")
    }
}

/// One diagram in both source languages. SVG comes from `dot` through `SVGRenderer`.
public struct Diagram: Equatable, Sendable {
    /// Human title (already names the iOS version or the trace's title).
    public var title: String
    /// Graphviz DOT source; lays out with the `dot` engine.
    public var dot: String
    /// Mermaid source (`stateDiagram-v2` or `sequenceDiagram`).
    public var mermaid: String

    public init(title: String, dot: String, mermaid: String) {
        self.title = title
        self.dot = dot
        self.mermaid = mermaid
    }
}
