import LifecycleModel
import Texts

/// The public JSON of a trace (ARCHITECTURE.md, "What a run produces"): keys in a fixed order, two-space
/// indentation, a trailing newline. Other tools parse this; change it only with a version bump.
public enum TraceJSONRenderer {
    /// The format's version, the object's first key. 1: the format before it had the key; 2: adds
    /// `schemaVersion` and each event's `evidence` (the ids of the sources that placed it).
    public static let schemaVersion = 2

    /// Several traces (`lifeline trace --compare --format json`): a JSON array of the same objects.
    public static func render(_ traces: [Trace]) -> String {
        var out = "[\n"
        for (index, trace) in traces.enumerated() {
            var object = render(trace)
            if object.hasSuffix("\n") { object.removeLast() }
            out += object.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
                separator: "\n")
            out += index == traces.count - 1 ? "\n" : ",\n"
        }
        return out + "]\n"
    }

    public static func render(_ trace: Trace) -> String {
        var json = JSONWriter(indent: "  ")
        json.beginObject()
        json.member("schemaVersion", schemaVersion)
        json.member("title", trace.title)
        json.member("ios", trace.ios.description)
        json.key("events")
        json.beginArray()
        for event in trace.events {
            json.beginObject()
            json.member("seq", event.seq)
            json.member("object", event.object)
            json.member("class", event.className)
            json.member("callback", event.callback)
            json.key("args")
            json.beginObject()
            for argument in event.args { json.member(argument.label, TraceNoteText.value(argument)) }
            json.endObject()
            json.member("depth", event.depth)
            json.member("line", event.line)
            json.member("transaction", event.transaction)
            json.key("state")
            json.beginObject()
            json.member("viewLoaded", event.state.viewLoaded)
            json.member("inWindow", event.state.inWindow)
            json.member("appearance", event.state.appearance?.rawValue)
            json.member("geometryAccurate", event.state.geometryAccurate)
            json.member("traitsCurrent", event.state.traitsCurrent)
            json.member("transitionCoordinator", event.state.transitionCoordinator)
            json.endObject()
            json.key("evidence")
            json.beginArray()
            for id in event.evidence { json.string(id.id) }
            json.endArray()
            // Only on console rows (`print(…)`): a trace without prints is byte for byte what it was.
            if event.kind == .console { json.member("kind", event.kind.rawValue) }
            json.endObject()
        }
        json.endArray()
        json.key("diagnostics")
        json.beginArray()
        for diagnostic in trace.diagnostics {
            // The same report the terminal and the site show; message, notes and fix are Markdown.
            let report = DiagnosticReport(diagnostic, in: .en)
            json.beginObject()
            json.member("rule", report.rule.code)
            json.member("severity", report.severity.rawValue)
            json.member("line", report.line)
            json.member("column", report.column)
            json.member("message", report.message)
            // Only when there are some: a diagnostic without notes is what it was.
            if !report.notes.isEmpty {
                json.key("notes")
                json.beginArray()
                for note in report.notes { json.string(note) }
                json.endArray()
            }
            json.member("fix", report.fix)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.output + "\n"
    }
}
