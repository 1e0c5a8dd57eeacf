import Foundation
import LifecycleModel
import Reports

/// A trace as an HTML table: one `<tbody>` per run-loop transaction (so transactions are visibly
/// grouped), nested calls indented by depth, the causing scenario line linked to the source listing,
/// and the state snapshot as columns. Callback cells carry the catalogue's one-line summary in the
/// page's language as a tooltip.
enum TraceTableHTML {
    /// `registryURL`: the Evidence page from this page, where each row's marker links (nil: no link).
    static func render(_ trace: Trace, anchor: String, language: Language, registryURL: String? = nil) -> String {
        guard !trace.events.isEmpty else {
            return "<p class=\"trace-empty\">\(esc(InterfaceText.noCallbacks[language]))</p>\n"
        }
        var html = "<div class=\"trace-scroll\"><table class=\"trace\">\n<thead><tr>"
        html += "<th class=\"num\">\(esc(InterfaceText.seq[language]))</th>"
        html += "<th class=\"num\">\(esc(InterfaceText.line[language]))</th>"
        html += "<th>\(esc(InterfaceText.object[language]))</th>"
        html += "<th>\(esc(InterfaceText.callback[language]))</th>"
        html += "<th>\(esc(InterfaceText.appearance[language]))</th>"
        for column in InterfaceText.stateColumns {
            html += "<th class=\"flag\" title=\"\(esc(column.meaning[language]))\">\(esc(column.short[language]))</th>"
        }
        html +=
            "<th class=\"evidence\" title=\"\(esc(EvidenceText.columnMeaning[language]))\">\(esc(EvidenceText.column[language]))</th>"
        html += "</tr></thead>\n"

        var currentTransaction: Int?
        for event in trace.events {
            if event.transaction != currentTransaction {
                if currentTransaction != nil { html += "</tbody>\n" }
                currentTransaction = event.transaction
                html +=
                    "<tbody class=\"transaction\" data-transaction=\"\(event.transaction)\" title=\"\(esc(InterfaceText.transaction[language])) \(event.transaction)\">\n"
            }
            html += row(event, anchor: anchor, language: language, registryURL: registryURL)
        }
        html += "</tbody>\n</table></div>\n"
        return html
    }

    private static func row(_ event: TraceEvent, anchor: String, language: Language, registryURL: String?) -> String {
        let console = event.kind == .console
        var html =
            "<tr\(console ? " class=\"console\"" : "") data-depth=\"\(event.depth)\" data-object=\"\(esc(event.object))\">"
        html += "<td class=\"num\">\(event.seq)</td>"
        html += "<td class=\"num\"><a href=\"#\(esc(anchor))-L\(event.line)\">\(event.line)</a></td>"
        html += "<td class=\"object\" title=\"\(esc(event.className))\">\(esc(event.object))</td>"
        let summary = summaryText(for: event, language: language)
        let tooltip = summary.map { " title=\"\(esc($0))\"" } ?? ""
        if console {
            // The app's output, not a UIKit call: console text, set apart by the row's class.
            html +=
                "<td class=\"callback\" style=\"--depth:\(event.depth)\"><samp>\(esc(event.args.first?.value ?? ""))</samp>"
        } else {
            html +=
                "<td class=\"callback\" style=\"--depth:\(event.depth)\"\(tooltip)><code>\(esc(event.callback))</code>"
        }
        if !event.args.isEmpty, !console {
            let arguments = event.args.map { "\($0.label): \($0.value)" }.joined(separator: ", ")
            html += " <span class=\"args\">\(esc(arguments))</span>"
        }
        html += "</td>"
        if let appearance = event.state.appearance {
            html +=
                "<td class=\"appearance \(appearance.rawValue)\">\(esc(InterfaceText.appearanceState(appearance)[language]))</td>"
        } else {
            html += "<td class=\"appearance\"></td>"
        }
        let flags = [
            event.state.viewLoaded, event.state.inWindow, event.state.geometryAccurate,
            event.state.traitsCurrent, event.state.transitionCoordinator,
        ]
        for flag in flags {
            html += flag ? "<td class=\"flag yes\">✓</td>" : "<td class=\"flag no\">·</td>"
        }
        html +=
            "<td class=\"evidence\">\(EvidenceHTML.marker(event.evidence, registryURL: registryURL, language: language))</td>"
        html += "</tr>\n"
        return html
    }

    /// The catalogue's one-line summary for the callback, choosing the entry by the object's kind.
    static func summaryText(for event: TraceEvent, language: Language) -> String? {
        guard let callback = Callback(rawValue: event.callback) else { return nil }
        let owners = MethodCatalogue.owners(of: callback)
        let owner: Owner?
        if owners.count == 1 {
            owner = owners.first
        } else {
            owner = event.state.appearance != nil ? .controller : .view
        }
        guard let owner, let entry = MethodCatalogue.entry(for: callback, owner: owner) else { return nil }
        return plain(entry.summary[language])
    }

    /// Catalogue texts mark code with backticks; a tooltip shows plain text.
    private static func plain(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "`")) else { return text }
        return String(decoding: text.utf8.filter { $0 != UInt8(ascii: "`") }, as: UTF8.self)
    }

    private static func esc(_ text: String) -> String { HTMLEscaping.escape(text) }
}
