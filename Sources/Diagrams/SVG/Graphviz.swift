import CGraphviz
import Foundation

/// What Graphviz reported when it could not read or lay out a graph.
public struct GraphvizError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { "graphviz: \(message)" }
}

/// The one door to libgvc. Graphviz keeps global state (the error channel, the parser, plugin
/// tables) and is not thread-safe, so every call runs under one process-wide lock.
enum Graphviz {
    private static let lock = NSLock()
    /// Created once, with a fixed set of plugins (`GraphvizPlugins`): the same layout on every machine.
    nonisolated(unsafe) private static var context: OpaquePointer?

    /// Lays out `dot` with the `dot` engine and returns Graphviz's SVG, untouched.
    static func svg(from dot: String) throws(GraphvizError) -> String {
        lock.lock()
        defer { lock.unlock() }
        // Errors and warnings go to aglasterr() instead of stderr.
        agseterr(AGMAX)
        agreseterrors()
        let context: OpaquePointer
        if let made = self.context {
            context = made
        } else {
            context = try GraphvizPlugins.makeContext()
            self.context = context
        }

        guard let graph = dot.withCString({ agmemread($0) }) else {
            throw GraphvizError(message: lastError(default: "the DOT source could not be parsed"))
        }
        defer { agclose(graph) }
        guard gvLayout(context, graph, "dot") == 0 else {
            throw GraphvizError(message: lastError(default: "layout failed"))
        }
        defer { gvFreeLayout(context, graph) }
        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        guard gvRenderData(context, graph, "svg", &data, &length) == 0, let data else {
            throw GraphvizError(message: lastError(default: "SVG rendering failed"))
        }
        defer { gvFreeRenderData(data) }
        return String(decoding: UnsafeRawBufferPointer(start: data, count: Int(length)), as: UTF8.self)
    }

    private static func lastError(default fallback: String) -> String {
        guard let message = aglasterr() else { return fallback }
        // Graphviz 2.43 returns its own reused buffer here (later releases malloc a copy): not ours to free.
        let text = String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? fallback : text
    }
}
