import Diagrams

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

    /// The site's expanders, sharing one SVG renderer (and so one cache of laid-out diagrams).
    public static var standard: BlockExpanderRegistry { standard(renderer: SVGRenderer()) }

    public static func standard(renderer: SVGRenderer) -> BlockExpanderRegistry {
        BlockExpanderRegistry([
            ScenarioExpander(renderer: renderer),
            StrayPinExpander(pin: "expect", owner: "scenario"),
            ClaimExpander(),
            ClaimsSummaryExpander(),
            EvidenceRegistryExpander(),
            EvidenceShareExpander(),
            GlossaryExpander(),
            StrayPinExpander(pin: "verdict", owner: "claim"),
            DiagramExpander(renderer: renderer),
            TableExpander(),
            SwiftCodeExpander(),
        ])
    }
}
