import LifecycleModel

/// The languages a diagram can be written in.
public enum DiagramFormat: String, CaseIterable, Sendable {
    case dot, mermaid, svg
}
