import LifecycleModel
import Texts

/// A trace as a sequence diagram: one lifeline for UIKit (the run loop) and one per controller and
/// view, a message per callback from its caller — UIKit at depth 0, else the object whose callback
/// was running one level up — with activations showing the nesting, and the scenario line that
/// caused each step as a note (Mermaid) or a gutter label and tooltip (DOT).
struct SequenceWriter {
    struct Participant {
        var name: String
        var className: String?
        var display: String { className.map { $0 == name ? name : "\(name): \($0)" } ?? name }
    }

    struct Message {
        var seq: Int
        var caller: Int
        var callee: Int
        var text: String
        var depth: Int
        /// Set on the first message of each scenario line.
        var lineNote: String?
        var tooltip: String
        /// Participants whose activation ends just before this message, innermost first.
        var ending: [Int]
    }

    var title: String
    /// The heading of the column of source lines.
    var lineColumn: String
    var participants: [Participant] = [Participant(name: "UIKit", className: nil)]
    var messages: [Message] = []
    /// Activations still open after the last message, innermost first.
    var trailing: [Int] = []

    init(_ trace: Trace, source: String?, language: Language) {
        lineColumn = DiagramText.lineColumn(in: language)
        title =
            trace.title.map { DiagramText.titled($0, ios: trace.ios, in: language) }
            ?? DiagramText.sequenceTitle(ios: trace.ios, in: language)
        let sourceLines = source.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        var index: [String: Int] = [:]
        var stack: [Int] = []
        var lastLine: Int?
        // The app's prints are not messages between objects.
        for event in trace.events where event.kind == .callback {
            let callee: Int
            if let known = index[event.object] {
                callee = known
            } else {
                callee = participants.count
                index[event.object] = callee
                participants.append(Participant(name: event.object, className: event.className))
            }
            var ending: [Int] = []
            while stack.count > event.depth { ending.append(stack.removeLast()) }
            let caller = stack.last ?? 0
            stack.append(callee)

            var code: String?
            if let sourceLines, event.line >= 1, event.line <= sourceLines.count {
                code = sourceLines[event.line - 1].trimmingSpaces
            }
            let lineText = DiagramText.line(event.line, code: code, in: language)
            let args = event.args.map { "\($0.label): \(TraceNoteText.value($0, in: language))" }.joined(
                separator: ", ")
            messages.append(
                Message(
                    seq: event.seq, caller: caller, callee: callee,
                    text: args.isEmpty ? event.callback : "\(event.callback) \(args)",
                    depth: event.depth,
                    lineNote: lastLine == event.line ? nil : lineText,
                    // The line's number, not its code: the gutter shows the code where the line starts,
                    // and the page's listing beside the diagram has it (a copy on every arrow was a
                    // third of a diagram's bytes).
                    tooltip: DiagramText.step(
                        seq: event.seq, call: "\(event.object).\(event.callback)", depth: event.depth,
                        line: DiagramText.line(event.line, code: nil, in: language), in: language),
                    ending: ending))
            lastLine = event.line
        }
        trailing = stack.reversed()
    }

    // MARK: Mermaid

    private func participantID(_ index: Int) -> String { MermaidText.identifier("p", index) }

    var mermaid: String {
        var out = MermaidStyle.header(title: title, diagram: "sequenceDiagram")
        out += "    autonumber\n"
        for (index, participant) in participants.enumerated() {
            out += "    participant \(participantID(index)) as \(MermaidText.escaped(participant.display))\n"
        }
        let span =
            participants.count > 1 ? "\(participantID(0)),\(participantID(participants.count - 1))" : participantID(0)
        if messages.isEmpty { out += "    Note over \(span): no callbacks\n" }
        for message in messages {
            for ended in message.ending { out += "    deactivate \(participantID(ended))\n" }
            if let note = message.lineNote { out += "    Note over \(span): \(MermaidText.escaped(note))\n" }
            out +=
                "    \(participantID(message.caller))->>\(participantID(message.callee)): \(MermaidText.escaped(message.text))\n"
            out += "    activate \(participantID(message.callee))\n"
        }
        for ended in trailing { out += "    deactivate \(participantID(ended))\n" }
        return out
    }

    // MARK: DOT

    /// Rows are ranks: a header row of participant boxes, one row per message, a footer row.
    /// Columns are kept in order by invisible flat edges and straight by heavy vertical edges;
    /// a lifeline segment is drawn bold while its object's callback is running (an activation).
    var dot: String {
        var out = DOTStyle.header(name: "sequence", title: title)
        out +=
            "  graph \(DOTText.attributes([("newrank", "true"), ("nodesep", "0.35"), ("ranksep", "0.22"), ("splines", "line")]))\n"
        let columns = participants.indices
        let rows = messages.count
        func cell(_ column: Int, _ row: Int) -> String { "c\(column)_\(row)" }
        func gutter(_ row: Int) -> String { "line_\(row)" }
        // Participants, source lines and calls are code: SVGCleaner marks them translate="no".
        let code = ("class", SVGCleaner.codeClass)

        // Header (row 0) and footer (row rows + 1).
        out += "  \(gutter(0)) \(DOTText.attributes([("label", lineColumn), ("shape", "plaintext")]))\n"
        out += "  \(gutter(rows + 1)) \(DOTText.attributes([("label", ""), ("shape", "plaintext")]))\n"
        // A box and a note show their whole text, so they carry no tooltip repeating it (Graphviz then
        // writes no link around them).
        for column in columns {
            let label = participants[column].display
            out += "  \(cell(column, 0)) \(DOTText.attributes([("label", label), code]))\n"
            out += "  \(cell(column, rows + 1)) \(DOTText.attributes([("label", label), code]))\n"
        }
        for (offset, message) in messages.enumerated() {
            let row = offset + 1
            // A row without a note draws nothing there: the node stays for the layout only.
            let note: [(String, String)] = message.lineNote.map { [("label", $0), code] } ?? [("label", "")]
            out +=
                "  \(gutter(row)) \(DOTText.attributes(note + [("shape", "plaintext"), ("fontsize", "10")]))\n"
            for column in columns {
                out +=
                    "  \(cell(column, row)) \(DOTText.attributes([("label", ""), ("shape", "point"), ("width", "0.01"), ("style", "invis")]))\n"
            }
        }
        for row in 0...(rows + 1) {
            let names = [gutter(row)] + columns.map { cell($0, row) }
            out += "  { rank=same; \(names.joined(separator: "; ")) }\n"
            out += "  \(names.joined(separator: " -> ")) [style=invis]\n"
        }
        // Gutter and lifelines.
        out += "  \((0...(rows + 1)).map(gutter).joined(separator: " -> ")) [style=invis, weight=100]\n"
        var active = Array(repeating: 0, count: participants.count)
        var segments: [[Bool]] = Array(repeating: [], count: participants.count)
        for message in messages {
            for ended in message.ending { active[ended] -= 1 }
            active[message.callee] += 1
            for column in columns { segments[column].append(active[column] > 0) }
        }
        for column in columns {
            for row in 0...rows {
                let bold = row >= 1 && segments[column][row - 1]
                let style = bold ? "bold" : "dashed"
                out +=
                    "  \(cell(column, row)) -> \(cell(column, row + 1)) \(DOTText.attributes([("arrowhead", "none"), ("style", style), ("penwidth", bold ? "4" : "1"), ("weight", "100")]))\n"
            }
        }
        // Messages. The text is an `xlabel`: a `label` on these flat (same-rank) edges makes
        // Graphviz 2.43 free memory twice in gvFreeLayout on larger graphs.
        for (offset, message) in messages.enumerated() {
            let row = offset + 1
            let label = "\(message.seq). \(message.text)"
            out +=
                "  \(cell(message.caller, row)) -> \(cell(message.callee, row)) \(DOTText.attributes([("xlabel", label), ("tooltip", message.tooltip), ("constraint", "false"), ("color", DOTStyle.accent), code]))\n"
        }
        return out + "}\n"
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return String(text)
    }
}
