/// Anything the trace can name: controllers, views, the window.
///
/// Lifetime is modelled by explicit strong-reference counting rather than Swift's own: scenario
/// variables, the window, containers (children, presented controllers) each hold one reference, and a
/// stored closure capturing `self` would hold one on its own object, which is how a retain cycle keeps
/// `deinit` from ever running (see `Simulator.retain(_:)`).
public class ModelObject {
    /// The scenario's name for it (`A`, `nav`, `A.view`).
    public let name: String
    /// Its class as the trace shows it (`UIViewController`, `Broken`, `UIView`).
    public let className: String
    /// The scenario's class declaration when it is a custom subclass with overrides.
    public let definition: ClassDefinition?
    /// Strong references held on it.
    public internal(set) var retainCount = 0
    public internal(set) var isDeallocated = false

    init(name: String, className: String, definition: ClassDefinition?) {
        self.name = name
        self.className = className
        self.definition = definition
    }
}
