import LifecycleModel
import Texts

/// A scenario run on several iOS versions (`compare=`), as `TraceComparison` sees it: a list of one
/// sentence per version saying what changed, then one trace per version behind tabs, the rows that
/// differ from the previous version marked. The tabs are radio buttons styled by CSS (grouped by a
/// shared caption), so every version reads without JavaScript; without CSS the traces follow each other.
package enum ComparisonHTML {
    /// `skipped`: versions the scenario does not run on (`compare=all`), with the first one's reason: what
    /// the release lacks (worded in the page's language) or, for an error with no typed reason, its message.
    package static func render(
        _ comparison: TraceComparison, anchor: String, language: Language,
        skipped: (versions: [IOSVersion], unavailable: FeatureUnavailable?, message: String)? = nil,
        resources: ExplainedCallbacks? = nil
    ) -> String {
        var html = "<div class=\"compare\">\n<ul class=\"compare-summary\">\n"
        for version in comparison.versions {
            html +=
                "<li>\(HTMLEscaping.escape(TraceComparisonText.summary(version, language: language)))</li>\n"
        }
        html += "</ul>\n"
        if let skipped, !skipped.versions.isEmpty {
            let list = skipped.versions.map { $0.description }.joined(separator: ", ")
            let reason =
                skipped.unavailable.map { InlineMarkup.html(UnavailableText.render($0, in: language)) }
                ?? HTMLEscaping.escape(skipped.message)
            html +=
                "<p class=\"compare-skipped\">\(HTMLEscaping.escape(InterfaceText.of(.notRunOn)[language])) iOS \(HTMLEscaping.escape(list)): \(reason)</p>\n"
        }
        let group = "\(anchor)-version"
        let caption = "\(anchor)-versions"
        html += "<div class=\"compare-tabs\">"
        html +=
            "<span class=\"compare-caption\" id=\"\(HTMLEscaping.escape(caption))\">\(HTMLEscaping.escape(InterfaceText.of(.versions)[language]))</span>"
        for (index, version) in comparison.versions.enumerated() {
            let id = "\(anchor)-ios\(version.trace.ios.description)"
            var label = "iOS \(HTMLEscaping.escape(version.trace.ios.description))"
            if !version.changedRows.isEmpty {
                label += " <span class=\"compare-count\">±\(version.changedRows.count)</span>"
            }
            // The newest version is open first: it is the one a reader runs today.
            html += TabHTML.tab(
                group: group, id: "\(id)-tab", caption: caption, label: label,
                checked: index == comparison.versions.count - 1)
        }
        html += "\n"
        for version in comparison.versions {
            let id = "\(anchor)-ios\(version.trace.ios.description)"
            html += "<section class=\"compare-panel\" id=\"\(HTMLEscaping.escape(id))\">\n"
            html +=
                "<p class=\"compare-title\">\(HTMLEscaping.escape(TraceComparisonText.summary(version, language: language)))</p>\n"
            if !version.trace.diagnostics.isEmpty {
                html += DiagnosticsHTML.render(version.trace.diagnostics, anchor: anchor, language: language)
            }
            html += TraceTableHTML.render(
                version.trace, anchor: anchor, language: language, changed: version.changedRows,
                resources: resources)
            html += "</section>\n"
        }
        html += "</div>\n</div>\n"
        return html
    }

    /// The ids the comparison defines, for link checking.
    package static func anchors(_ versions: [IOSVersion], anchor: String) -> [String] {
        versions.map { "\(anchor)-ios\($0.description)" }
    }
}
