import Foundation
import LifecycleModel
import Reports

/// A trace as an HTML table: one `<tbody>` per run-loop transaction (so transactions are visibly
/// grouped), nested calls indented by depth, the causing scenario line linked to the source listing,
/// and the state snapshot in one cell. This is the one renderer of trace tables: scenario blocks,
/// version comparisons and anything that re-renders a trace in the page use its markup.
///
/// The markup is compact because long traces made pages heavy (a 110-row trace repeated the
/// object's class, the callback's summary and ten cells on every row): a row is six cells, without
/// the end tags HTML lets a row and its cells omit; the five state flags are one cell of five marks;
/// the callback is the cell's text (CSS sets it as code); an object's class and a callback's
/// catalogue summary are said in the legend under the trace, a summary only where the page has not
/// given it already (the page script turns the summaries into tooltips). Row classes say what the page's filters need: `n` nested (its depth in
/// `--depth`), `console`, the callback's catalogue phase when it is `layout` or `appearance`, and
/// `changed` in a comparison; the object is the third cell's text.
enum TraceTableHTML {
    /// `changed`: indices into `trace.events` of the rows a version comparison marks. With the page's
    /// `resources`, the legend leaves out the callbacks an earlier trace on the page explained.
    /// `registryURL`: the Evidence page from this page, where each row's marker links (nil: no link).
    static func render(
        _ trace: Trace, anchor: String, language: Language, registryURL: String? = nil, changed: Set<Int> = [],
        resources: PageResources? = nil
    ) -> String {
        guard !trace.events.isEmpty else {
            return "<p class=\"trace-empty\">\(esc(InterfaceText.noCallbacks[language]))</p>\n"
        }
        var html = "<div class=\"trace-scroll\"><table class=\"trace\">\n<thead><tr>"
        html += "<th>\(esc(InterfaceText.seq[language]))</th>"
        html += "<th>\(esc(InterfaceText.line[language]))</th>"
        html += "<th>\(esc(InterfaceText.object[language]))</th>"
        html += "<th>\(esc(InterfaceText.callback[language]))</th>"
        html += "<th>\(esc(InterfaceText.appearance[language]))</th>"
        html += "<th class=\"flags\">"
        for column in InterfaceText.stateColumns {
            html += "<abbr title=\"\(esc(column.meaning[language]))\">\(esc(column.mark[language]))</abbr>"
        }
        html += "</th>"
        html +=
            "<th class=\"evidence\" title=\"\(esc(EvidenceText.columnMeaning[language]))\">\(esc(EvidenceText.column[language]))</th>"
        html += "</tr></thead>\n"

        var currentTransaction: Int?
        for (index, event) in trace.events.enumerated() {
            if event.transaction != currentTransaction {
                if currentTransaction != nil { html += "</tbody>\n" }
                currentTransaction = event.transaction
                html +=
                    "<tbody data-transaction=\"\(event.transaction)\" title=\"\(esc(InterfaceText.transaction[language])) \(event.transaction)\">\n"
            }
            html += row(
                event, release: trace.ios, anchor: anchor, language: language, registryURL: registryURL,
                changed: changed.contains(index))
        }
        html += "</tbody>\n</table></div>\n"
        html += legend(trace, language: language, resources: resources)
        return html
    }

    private static func row(
        _ event: TraceEvent, release: IOSVersion, anchor: String, language: Language, registryURL: String?,
        changed: Bool
    ) -> String {
        let console = event.kind == .console
        var classes: [String] = []
        if event.depth > 0 { classes.append("n") }
        if console {
            classes.append("console")
        } else if let phase = entry(for: event)?.phase, phase == .layout || phase == .appearance {
            classes.append(phase.rawValue)
        }
        if changed { classes.append("changed") }
        var html = "<tr"
        if !classes.isEmpty { html += " class=\"\(classes.joined(separator: " "))\"" }
        if event.depth > 0 { html += " style=\"--depth:\(event.depth)\"" }
        html += "><td>\(event.seq)"
        html += "<td><a href=\"#\(esc(anchor))-L\(event.line)\">\(event.line)</a>"
        html += "<td>\(esc(event.object))"
        if console {
            // The app's output, not a UIKit call: console text, set apart by the row's class.
            html += "<td><samp>\(esc(event.args.first?.value ?? ""))</samp>"
        } else {
            html += "<td>\(esc(event.callback))"
            if !event.args.isEmpty {
                let arguments = event.args.map { "\($0.label): \($0.value)" }.joined(separator: ", ")
                html += " <span>\(esc(arguments))</span>"
            }
        }
        if let appearance = event.state.appearance {
            html += "<td class=\"\(appearance.rawValue)\">\(esc(InterfaceText.appearanceState(appearance)[language]))"
        } else {
            html += "<td>"
        }
        html += "<td>\(flagMarks(event.state))"
        html +=
            "<td class=\"evidence\">\(EvidenceHTML.marker(event.evidence, on: release, registryURL: registryURL, language: language))\n"
        return html
    }

    /// The five state flags as five marks, in `InterfaceText.stateColumns` order: ✓ set, · not.
    static func flagMarks(_ state: StateSnapshot) -> String {
        let flags = [
            state.viewLoaded, state.inWindow, state.geometryAccurate, state.traitsCurrent, state.transitionCoordinator,
        ]
        return String(flags.map { $0 ? "✓" : "·" })
    }

    /// Said once per trace rather than on every row: each object's class (when it is not the name
    /// itself), and each callback's one-line catalogue summary not yet given on the page, both in
    /// order of first appearance.
    static func legend(_ trace: Trace, language: Language, resources: PageResources? = nil) -> String {
        var objects: [(String, String)] = []
        var seenObjects: Set<String> = []
        var callbacks: [(String, String)] = []
        var seenCallbacks: Set<String> = []
        for event in trace.events where event.kind == .callback {
            if seenObjects.insert(event.object).inserted, event.className != event.object {
                objects.append((event.object, event.className))
            }
            if let summary = summaryText(for: event, language: language),
                seenCallbacks.insert(event.callback + "\n" + summary).inserted,
                resources?.firstExplanation(of: event.callback + "\n" + summary) ?? true
            {
                callbacks.append((event.callback, summary))
            }
        }
        guard !objects.isEmpty || !callbacks.isEmpty else { return "" }
        var html = "<details class=\"trace-legend\"><summary>\(esc(InterfaceText.legend[language]))</summary><dl>"
        for (object, className) in objects {
            html += "<dt>\(esc(object))</dt><dd><code>\(esc(className))</code></dd>"
        }
        for (callback, summary) in callbacks {
            html += "<dt><code>\(esc(callback))</code></dt><dd>\(esc(summary))</dd>"
        }
        html += "</dl></details>\n"
        return html
    }

    /// The catalogue entry for the callback, choosing it by the object's kind (a controller has an
    /// appearance state, a view has none).
    static func entry(for event: TraceEvent) -> MethodEntry? {
        guard event.kind == .callback, let callback = Callback(rawValue: event.callback) else { return nil }
        let owners = MethodCatalogue.owners(of: callback)
        let owner: Owner?
        if owners.count == 1 {
            owner = owners.first
        } else {
            owner = event.state.appearance != nil ? .controller : .view
        }
        guard let owner else { return nil }
        return MethodCatalogue.entry(for: callback, owner: owner)
    }

    /// The catalogue's one-line summary for the callback.
    static func summaryText(for event: TraceEvent, language: Language) -> String? {
        entry(for: event).map { plain($0.summary[language]) }
    }

    /// Catalogue texts mark code with backticks; a tooltip shows plain text.
    private static func plain(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "`")) else { return text }
        return String(decoding: text.utf8.filter { $0 != UInt8(ascii: "`") }, as: UTF8.self)
    }

    private static func esc(_ text: String) -> String { HTMLEscaping.escape(text) }
}
