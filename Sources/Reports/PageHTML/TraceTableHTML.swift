import Evidence
import LifecycleModel
import Texts

/// What a page remembers of the callbacks its earlier traces' legends explained (the site's
/// `PageResources`); a trace rendered alone (the page's editor) has none.
package protocol ExplainedCallbacks: AnyObject {
    /// True the first time `key` is explained on the page.
    func firstExplanation(of key: String) -> Bool
}

/// A trace as an HTML table: one `<tbody>` per run-loop transaction (so transactions are visibly
/// grouped), nested calls indented by depth, the causing scenario line linked to the source listing
/// (on the first row of each run from one line),
/// and the state snapshot in one cell. This is the one renderer of trace tables: scenario blocks,
/// version comparisons and anything that re-renders a trace in the page use its markup.
///
/// The markup is compact because long traces made pages heavy (a 110-row trace repeated the
/// object's class, the callback's summary and ten cells on every row): a row is six cells, without
/// the end tags HTML lets a row and its cells omit; the five state flags are one cell of five marks;
/// the callback is the cell's text (CSS sets it as code); an object's class and a callback's
/// catalogue summary are said in the legend under the trace, a summary only where the page has not
/// given it already (the page script turns the summaries into tooltips). Attribute values go bare where
/// HTML allows; the evidence cell is one element (`EvidenceHTML.marker`). Row classes say what the
/// page's filters need, in a letter or a word: `n` nested (its depth in `--depth`), `console`, the
/// callback's catalogue phase `l` (layout) or `a` (appearance), and `changed` in a comparison; the
/// object is the third cell's text. The appearance cell's class is a letter too (`appearanceClass`).
package enum TraceTableHTML {
    /// `changed`: indices into `trace.events` of the rows a version comparison marks. With the page's
    /// `resources`, the legend leaves out the callbacks an earlier trace on the page explained.
    /// `registryURL`: the Evidence page from this page, where each row's marker links (nil: no link).
    package static func render(
        _ trace: Trace, anchor: String, language: Language, registryURL: String? = nil, changed: Set<Int> = [],
        resources: ExplainedCallbacks? = nil
    ) -> String {
        guard !trace.events.isEmpty else {
            return "<p class=\"trace-empty\">\(esc(InterfaceText.of(.noCallbacks)[language]))</p>\n"
        }
        var memo = RowMemo()
        var html = "<div class=\"trace-scroll\"><table class=\"trace\">\n<thead><tr>"
        html += "<th>\(esc(InterfaceText.of(.seq)[language]))</th>"
        html += "<th>\(esc(InterfaceText.of(.line)[language]))</th>"
        html += "<th>\(esc(InterfaceText.of(.object)[language]))</th>"
        html += "<th>\(esc(InterfaceText.of(.callback)[language]))</th>"
        html += "<th>\(esc(InterfaceText.of(.appearance)[language]))</th>"
        html += "<th class=\"flags\">"
        for column in InterfaceText.stateColumns {
            html += "<abbr title=\"\(esc(column.meaning[language]))\">\(esc(column.mark[language]))</abbr>"
        }
        html += "</th>"
        // The marks' meanings are the note under the trace (`EvidenceHTML.chosenRowsNote`), not a tooltip
        // here: a sentence on every table's header was 15 KB of the Russian Versions page.
        html += "<th class=\"evidence\">\(esc(EvidenceText.column[language]))</th>"
        html += "</tr></thead>\n"

        // The rows as UTF-8 bytes, made a `String` once: a long trace appends hundreds of thousands of
        // short pieces, and in the WebAssembly build each `String` append took its slow path.
        var rows: [UInt8] = []
        rows.reserveCapacity(trace.events.count * 320)
        // `<td><a href=#anchor-L` + line + `>`; quoted only if the anchor needs it.
        let target = HTMLEscaping.attribute("#" + anchor + "-L")
        let quoted = target.hasSuffix("\"")
        let lineLink = LineLink(
            start: "<td><a href" + (quoted ? String(target.dropLast()) : target), end: quoted ? "\">" : ">")
        var currentTransaction: Int?
        var previousLine: Int?
        for (index, event) in trace.events.enumerated() {
            if event.transaction != currentTransaction {
                if currentTransaction != nil { rows.write("</tbody>\n") }
                currentTransaction = event.transaction
                // The transaction's number is the attribute the page script folds by and names; the
                // body's rule is what shows the grouping (a tooltip on every body was 5 KB of a page).
                rows.write("<tbody data-transaction=\"\(event.transaction)\">\n")
            }
            row(
                event, release: trace.ios, into: &rows,
                lineLink: event.line == previousLine ? nil : lineLink, language: language,
                registryURL: registryURL,
                changed: changed.contains(index), memo: &memo)
            previousLine = event.line
        }
        html += String(decoding: rows, as: UTF8.self)
        html += "</tbody>\n</table></div>\n"
        html += legend(trace, language: language, resources: resources, memo: &memo)
        return html
    }

    /// What rows repeat, looked up once a trace rather than once a row: the evidence cell of a set of
    /// sources, and a callback's catalogue entry. The event limit's 10,000-row trace names a few dozen
    /// of each; per row, these lookups were a third of rendering it.
    private struct RowMemo {
        struct EntryKey: Hashable {
            var callback: String
            var controller: Bool
        }
        var markers: [EvidenceSet: String] = [:]
        var entries: [EntryKey: MethodEntry?] = [:]

        /// `release`: the trace's, the same on every row.
        mutating func marker(_ evidence: EvidenceSet, on release: IOSVersion, registryURL: String?, language: Language)
            -> String
        {
            if let known = markers[evidence] { return known }
            let marker = EvidenceHTML.marker(evidence, on: release, registryURL: registryURL, language: language)
            markers[evidence] = marker
            return marker
        }

        mutating func entry(for event: TraceEvent) -> MethodEntry? {
            guard event.kind == .callback else { return nil }
            let key = EntryKey(callback: event.callback, controller: event.state.appearance != nil)
            if let known = entries[key] { return known }
            let entry = TraceTableHTML.entry(for: event)
            entries[key] = entry
            return entry
        }
    }

    /// The line cell's link around the line number, the same on every row that has one: the first row
    /// of a run from one scenario line. The rows after it show the number alone (a link on every row
    /// was 7–18 KB of a heavy page, and a call's nested callbacks mostly share its line).
    private struct LineLink {
        var start: String
        var end: String
    }

    private static func row(
        _ event: TraceEvent, release: IOSVersion, into html: inout [UInt8], lineLink: LineLink?, language: Language,
        registryURL: String?,
        changed: Bool, memo: inout RowMemo
    ) {
        let console = event.kind == .console
        var classes: [String] = []
        if event.depth > 0 { classes.append("n") }
        if console {
            classes.append("console")
        } else if let phase = memo.entry(for: event)?.phase {
            if phase == .layout { classes.append("l") }
            if phase == .appearance { classes.append("a") }
        }
        if changed { classes.append("changed") }
        html.write("<tr")
        if !classes.isEmpty { html.write(" class\(HTMLEscaping.attribute(classes.joined(separator: " ")))") }
        if event.depth > 0 { html.write(" style=--depth:\(event.depth)") }
        html.write("><td>\(event.seq)")
        if let lineLink {
            html.write(lineLink.start)
            html.write("\(event.line)\(lineLink.end)\(event.line)</a>")
        } else {
            html.write("<td>\(event.line)")
        }
        html.write("<td>")
        html.write(esc(event.object))
        if console {
            // The app's output, not a UIKit call: console text, set apart by the row's class.
            html.write("<td><samp>\(esc(event.args.first?.value ?? ""))</samp>")
        } else {
            // The call is code (translate=no); a note among its arguments is prose in the page's language.
            html.write("<td translate=no>")
            html.write(esc(event.callback))
            if !event.args.isEmpty {
                let arguments = event.args.map { argument in
                    let label = esc(argument.label) + ": "
                    guard let note = argument.note else { return label + esc(argument.value) }
                    return label + "<span translate=yes>\(esc(TraceNoteText.render(note, in: language)))</span>"
                }
                html.write(" <span>\(arguments.joined(separator: ", "))</span>")
            }
        }
        if let appearance = event.state.appearance {
            html.write("<td\(appearanceClass(appearance))>\(esc(InterfaceText.appearanceState(appearance)[language]))")
        } else {
            html.write("<td>")
        }
        html.write("<td>")
        html.write(flagMarks(event.state))
        html.write("<td>")
        html.write(memo.marker(event.evidence, on: release, registryURL: registryURL, language: language))
        html.write("\n")
    }

    /// The appearance cell's class, which only colours it (the word says the state): `t` in a
    /// transition (appearing or disappearing), `v` visible, none when disappeared — the state's name as
    /// the class was 10–17 bytes on every row.
    private static func appearanceClass(_ appearance: AppearanceState) -> String {
        switch appearance {
        case .appearing, .disappearing: " class=t"
        case .appeared: " class=v"
        case .disappeared: ""
        }
    }

    /// The five state flags as five marks, in `InterfaceText.stateColumns` order: ✓ set, · not.
    package static func flagMarks(_ state: StateSnapshot) -> String {
        let flags = [
            state.viewLoaded, state.inWindow, state.geometryAccurate, state.traitsCurrent, state.transitionCoordinator,
        ]
        return String(flags.map { $0 ? "✓" : "·" })
    }

    /// Said once per trace rather than on every row: each object's class (when it is not the name
    /// itself), and each callback's one-line catalogue summary not yet given on the page, both in
    /// order of first appearance.
    private static func legend(
        _ trace: Trace, language: Language, resources: ExplainedCallbacks?, memo: inout RowMemo
    ) -> String {
        var objects: [(String, String)] = []
        var seenObjects: Set<String> = []
        var callbacks: [(String, String)] = []
        var seenCallbacks: Set<String> = []
        for event in trace.events where event.kind == .callback {
            if seenObjects.insert(event.object).inserted, event.className != event.object {
                objects.append((event.object, event.className))
            }
            if let summary = memo.entry(for: event).map({ plain(MethodText.of($0).summary[language]) }),
                seenCallbacks.insert(event.callback + "\n" + summary).inserted,
                resources?.firstExplanation(of: event.callback + "\n" + summary) ?? true
            {
                callbacks.append((event.callback, summary))
            }
        }
        guard !objects.isEmpty || !callbacks.isEmpty else { return "" }
        var html = "<details class=\"trace-legend\"><summary>\(esc(InterfaceText.of(.legend)[language]))</summary><dl>"
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
    package static func entry(for event: TraceEvent) -> MethodEntry? {
        guard let callback = event.method else { return nil }
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

    /// Catalogue texts mark code with backticks; a tooltip shows plain text.
    private static func plain(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "`")) else { return text }
        return String(decoding: text.utf8.filter { $0 != UInt8(ascii: "`") }, as: UTF8.self)
    }

    private static func esc(_ text: String) -> String { HTMLEscaping.escape(text) }
}

extension [UInt8] {
    fileprivate mutating func write(_ text: String) { append(contentsOf: text.utf8) }
}
