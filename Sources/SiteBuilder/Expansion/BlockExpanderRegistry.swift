/// Which expander handles which fenced block. The one place expanders are registered.
public struct BlockExpanderRegistry: Sendable {
    private var byName: [String: any BlockExpander] = [:]
    /// Renders blocks no expander claims.
    public var fallback: any BlockExpander = CodeBlockExpander()

    public init(_ expanders: [any BlockExpander] = []) {
        for expander in expanders { register(expander) }
    }

    /// Later registrations win, so a configuration can replace a standard expander.
    public mutating func register(_ expander: any BlockExpander) {
        for name in expander.names { byName[name] = expander }
    }

    public func expander(named name: String) -> (any BlockExpander)? { byName[name] }

    /// The site's expanders. Add `scenario`, `expect`, `diagram`, `table`… here.
    public static var standard: BlockExpanderRegistry {
        BlockExpanderRegistry([])
    }
}
