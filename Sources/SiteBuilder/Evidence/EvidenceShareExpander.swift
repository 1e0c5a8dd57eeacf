import Evidence
import LifecycleModel
import Reports
import Texts

/// ` ```evidence-share `: the home page's statement of how the site's trace rows are known — the
/// share observed, documented, extrapolated and chosen, computed at build time from every scenario in the page's
/// language (`EvidenceIndex`), with a link to the Evidence page.
struct EvidenceShareExpander: BlockExpander {
    static let blockName = "evidence-share"
    var names: [String] { [Self.blockName] }

    func expand(_ block: FencedBlock, warnings: ExpansionWarnings) throws -> String {
        if let unknown = block.options.unknownOptions(known: []).first {
            throw block.error("an evidence-share block takes no options", option: unknown.key)
        }
        guard block.body.trimmingWhitespace().isEmpty else {
            throw block.error("an evidence-share block is empty: the build computes it", bodyLine: 1)
        }
        guard let site = block.site, site.evidence.slice(block.language).totalRows > 0 else {
            throw block.error("an evidence-share block needs scenarios on the site's pages in its language to count")
        }
        let registryURL: String?
        if case .success(let target) = site.link("evidence.md") { registryURL = target.url } else { registryURL = nil }
        return Self.render(
            site.evidence.slice(block.language), registryURL: registryURL,
            language: InterfaceText.language(block.language))
    }

    static func render(_ slice: EvidenceIndex.LanguageSlice, registryURL: String?, language: Language) -> String {
        let esc = EvidenceHTML.esc
        let total = slice.totalRows
        var html = "<section class=\"evidence-share\">\n<p>"
        html += esc(EvidenceText.shareTotal(total, in: language)) + "</p>\n<ul>\n"
        let labels: [(EvidenceStanding, LocalizedText)] = [
            (.observed, EvidenceText.shareObserved), (.documented, EvidenceText.shareDocumented),
            (.extrapolated, EvidenceText.shareExtrapolated), (.chosen, EvidenceText.shareChosen),
        ]
        let shares = percentages(labels.map { slice.rows[$0.0] ?? 0 }, of: total)
        for ((standing, label), share) in zip(labels, shares) {
            let count = slice.rows[standing] ?? 0
            html +=
                "<li class=\"\(standing.rawValue)\"><span class=\"evidence-mark \(standing.rawValue)\" aria-hidden=\"true\">\(EvidenceText.glyph(standing))</span> "
            // A few rows of thousands round to 0 %: say "< 1 %", never that there are none.
            let shown = share == 0 && count > 0 ? "&lt; 1" : String(share)
            html += "<strong>\(shown) %</strong> (\(count)) \(esc(label[language]))</li>\n"
        }
        html += "</ul>\n"
        if slice.unattributedRows > 0 {
            html += "<p>" + esc(EvidenceText.shareUnattributed(slice.unattributedRows, in: language))
            html += "</p>\n"
        }
        if let registryURL {
            html += "<p><a href=\"\(esc(registryURL))\">\(esc(EvidenceText.shareSeeRegistry[language]))</a></p>\n"
        }
        return html + "</section>\n"
    }

    /// Whole percents that add up to 100 (largest remainders; ties to the earlier, stronger standing), in
    /// integers: no locale, no floating point in the output.
    static func percentages(_ counts: [Int], of total: Int) -> [Int] {
        guard total > 0 else { return counts.map { _ in 0 } }
        var shares = counts.map { $0 * 100 / total }
        let remainders = counts.map { $0 * 100 % total }
        let order = remainders.indices.sorted {
            remainders[$0] > remainders[$1] || (remainders[$0] == remainders[$1] && $0 < $1)
        }
        for index in order.prefix(100 - shares.reduce(0, +)) { shares[index] += 1 }
        return shares
    }
}
