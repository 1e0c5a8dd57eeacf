import Evidence
import LifecycleModel
import Texts

/// A trace as an aligned text table for a terminal or a pipe, diagnostics after it. Nesting shows as
/// indentation of the callback; the state column lists what is true as the callback begins. With
/// `evidence`, a last column says how each row is known (observed / documented / chosen) and from which
/// registry entries (`lifeline trace --evidence`).
public enum TraceTextRenderer {
    /// `marked`: indices of rows to flag with `marker` in a first column (a version comparison's changed
    /// rows; a journey's rows where the traced file's code ran).
    public static func render(
        _ trace: Trace, color: Bool, evidence: Bool = false, marked: Set<Int>? = nil, marker: String = "*"
    ) -> String {
        var header = ["#", "txn", "line", "object", "class", "callback", "state"]
        if evidence { header.append("evidence") }
        var rows: [[String]] = []
        rows.reserveCapacity(trace.events.count)
        for event in trace.events {
            var row = [
                String(event.seq), String(event.transaction), String(event.line), event.object, event.className,
                callbackText(event), stateText(event.state),
            ]
            if evidence { row.append(evidenceText(event.evidence, on: trace.ios)) }
            rows.append(row)
        }
        var widths = header.map { $0.count }
        for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        let rightAligned: Set<Int> = [0, 1, 2]

        var out = ""
        let titleLine = (trace.title.map { "\($0) — " } ?? "") + "iOS \(trace.ios)"
        out += (color ? ANSI.bold + titleLine + ANSI.reset : titleLine) + "\n"
        if marked != nil { out += "  " }
        out += line(
            header, widths: widths, rightAligned: rightAligned,
            styles: color ? Array(repeating: ANSI.bold, count: header.count) : nil)
        for (index, (row, event)) in zip(rows, trace.events).enumerated() {
            if let marked { out += marked.contains(index) ? marker + " " : "  " }
            let callbackStyle = event.kind == .console ? ANSI.console : ANSI.style(for: event.callback)
            var styles = [ANSI.dim, ANSI.dim, ANSI.dim, "", ANSI.dim, callbackStyle, ANSI.dim]
            if evidence { styles.append(ANSI.dim) }
            out += line(row, widths: widths, rightAligned: rightAligned, styles: color ? styles : nil)
        }
        if trace.events.isEmpty { out += "(no callbacks)\n" }
        if !trace.diagnostics.isEmpty {
            out += "\n"
            for diagnostic in trace.diagnostics {
                let report = DiagnosticReport(diagnostic, in: .en)
                let head =
                    "\(report.line):\(report.column): \(report.severity.rawValue): [\(report.rule.code)] \(InlineMarkup.plain(report.message))"
                out += (color ? ANSI.severity(report.severity) + head + ANSI.reset : head) + "\n"
                for note in report.notes { out += "  note: \(InlineMarkup.plain(note))\n" }
                out += "  fix: \(InlineMarkup.plain(report.fix))\n"
            }
        }
        if !trace.notModelled.isEmpty {
            out += "\nnote: not modelled (accepted, no effect on the lifecycle): "
            out += trace.notModelled.joined(separator: ", ") + "\n"
        }
        return out
    }

    static func callbackText(_ event: TraceEvent) -> String {
        let indent = String(repeating: "  ", count: event.depth)
        if event.kind == .console { return indent + "» " + (event.args.first?.value ?? "") }
        guard !event.args.isEmpty else { return indent + event.callback }
        return indent + event.callback + " "
            + event.args.map { "\($0.label): \(TraceNoteText.value($0))" }.joined(separator: ", ")
    }

    /// `observed: log-darkjoin-demo`; empty for a row the app's code placed (a console row).
    static func evidenceText(_ evidence: EvidenceSet, on release: IOSVersion) -> String {
        guard let standing = EvidenceRegistry.standing(of: evidence, on: release) else { return "" }
        return standing.rawValue + ": " + evidence.map { $0.id }.joined(separator: ", ")
    }

    static func stateText(_ state: StateSnapshot) -> String {
        var words: [String] = []
        if let appearance = state.appearance { words.append(appearance.rawValue) }
        if state.viewLoaded { words.append("loaded") }
        if state.inWindow { words.append("window") }
        if state.geometryAccurate { words.append("geometry") }
        if state.traitsCurrent { words.append("traits") }
        if state.transitionCoordinator { words.append("coordinator") }
        return words.joined(separator: " ")
    }

    private static func line(_ cells: [String], widths: [Int], rightAligned: Set<Int>, styles: [String]?) -> String {
        var parts: [String] = []
        for (index, cell) in cells.enumerated() {
            let padding = String(repeating: " ", count: widths[index] - cell.count)
            var text = rightAligned.contains(index) ? padding + cell : cell + (index == cells.count - 1 ? "" : padding)
            if let styles, !styles[index].isEmpty { text = styles[index] + text + ANSI.reset }
            parts.append(text)
        }
        var joined = parts.joined(separator: "  ")
        while joined.hasSuffix(" ") { joined.removeLast() }
        return joined + "\n"
    }
}

/// Terminal colours for the trace table.
private enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let dim = "\u{1B}[2m"
    /// The app's own output: italic cyan, apart from UIKit's calls.
    static let console = "\u{1B}[3;36m"

    static func style(for callback: String) -> String {
        switch callback {
        case "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)": return "\u{1B}[32m"
        case "viewWillDisappear(_:)", "viewDidDisappear(_:)": return "\u{1B}[31m"
        case "loadView()", "viewDidLoad()", "init(nibName:bundle:)", "init(coder:)", "awakeFromNib()":
            return "\u{1B}[33m"
        case "willMove(toParent:)", "didMove(toParent:)": return "\u{1B}[35m"
        case "deinit": return "\u{1B}[90m"
        default: return "\u{1B}[34m"
        }
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "\u{1B}[1;31m"
        case .warning: return "\u{1B}[1;33m"
        case .note: return "\u{1B}[1;36m"
        }
    }
}
