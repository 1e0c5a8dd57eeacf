import LifecycleModel
import Texts

/// The misuse the model found, each with its rule, the line it points at and the fix, all in the page's
/// language (`DiagnosticReport`, the same report the command line and the JSON show); code in the
/// message and fix is shown as code.
package enum DiagnosticsHTML {
    package static func render(_ diagnostics: [Diagnostic], anchor: String, language: Language) -> String {
        var html =
            "<div class=\"diagnostics\" role=\"note\"><p class=\"diagnostics-title\">\(HTMLEscaping.escape(InterfaceText.of(.diagnostics)[language]))</p><ul>\n"
        for diagnostic in diagnostics {
            let report = DiagnosticReport(diagnostic, in: language)
            html += "<li class=\"diagnostic \(report.severity.rawValue)\">"
            html += "<span class=\"rule\">\(report.rule.code)</span> "
            html +=
                "<span class=\"severity\">\(HTMLEscaping.escape(InterfaceText.severity(report.severity)[language]))</span> "
            html +=
                "<a class=\"where\" href=\"#\(HTMLEscaping.escape(anchor))-L\(report.line)\">\(report.line):\(report.column)</a> "
            html += "<strong class=\"rule-title\">\(InlineMarkup.html(report.title))</strong>: "
            html += "<span class=\"message\">\(InlineMarkup.html(report.message))</span>"
            for note in report.notes { html += "<div class=\"note\">\(InlineMarkup.html(note))</div>" }
            html +=
                "<div class=\"fix\"><strong>\(HTMLEscaping.escape(InterfaceText.of(.fix)[language])):</strong> \(InlineMarkup.html(report.fix))</div>"
            html += "</li>\n"
        }
        html += "</ul></div>\n"
        return html
    }
}
