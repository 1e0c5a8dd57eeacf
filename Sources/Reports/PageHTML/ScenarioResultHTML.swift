import LifecycleModel
import Texts

/// What a scenario block shows under its source: the run's trace view (diagnostics aside), the line
/// about its pinned expectation, and — in the page's editor only, as a build stops on them — a scenario
/// error. One renderer for the build (`SiteBuilder.ScenarioExpander`) and the page's editor
/// (`Wasm/PageEntry.swift`), so an edited scenario's HTML is the build's by construction.
package enum ScenarioResultHTML {
    /// The trace table and, under it, how many rows rest on the model's choice.
    package static func traceView(
        _ trace: Trace, anchor: String, language: Language, registryURL: String?,
        resources: ExplainedCallbacks? = nil
    ) -> String {
        TraceTableHTML.render(trace, anchor: anchor, language: language, registryURL: registryURL, resources: resources)
            + EvidenceHTML.chosenRowsNote(trace, language: language, resources: resources)
    }

    /// The line under a block whose result a following `expect` block pins (`count` lines).
    package static func pinned(count: Int, language: Language) -> String {
        "<p class=\"pinned\">\(esc(InterfaceText.of(.pinned)[language])): \(count) · \(esc(InterfaceText.of(.pinnedHolds)[language]))</p>\n"
    }

    /// The pin compared with an edited run: the build's line when it holds, else the unified diff.
    package static func pinned(_ pin: Expectation, trace: Trace, language: Language) -> String {
        guard let diff = pin.mismatch(with: trace, label: InterfaceText.of(.edited)[language]) else {
            return
                "<p class=\"pinned holds\">\(esc(InterfaceText.of(.pinned)[language])): \(pin.lines.count) · \(esc(InterfaceText.of(.pinHolds)[language]))</p>\n"
        }
        return
            "<div class=\"pinned differs\"><p>\(esc(InterfaceText.of(.pinned)[language])): \(pin.lines.count) · \(esc(InterfaceText.of(.pinDiffers)[language]))</p>"
            + "<pre class=\"pin-diff\"><code>\(esc(diff))</code></pre></div>\n"
    }

    /// A scenario that does not run: where (linked to the source line), what, and the hint.
    package static func error(
        line: Int, column: Int, message: String, hint: String?, anchor: String, language: Language
    ) -> String {
        var html =
            "<div class=\"diagnostics scenario-error\" role=\"alert\"><p class=\"diagnostics-title\">\(esc(InterfaceText.of(.scenarioError)[language]))</p><ul>\n"
        html += "<li class=\"diagnostic error\">"
        html += "<a class=\"where\" href=\"#\(esc(anchor))-L\(line)\">\(line):\(column)</a> "
        html += "<span class=\"message\">\(InlineMarkup.html(message))</span>"
        if let hint { html += "<div class=\"note\">\(InlineMarkup.html(hint))</div>" }
        html += "</li>\n</ul></div>\n"
        return html
    }

    private static func esc(_ text: String) -> String { HTMLEscaping.escape(text) }
}
