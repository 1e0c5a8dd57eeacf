import LifecycleModel
import Reports
import Texts

/// ` ```claims-summary `: the counts at the top of a claims page, computed from the page's own claims
/// (judged before expansion by `ClaimIndex`), so they can never disagree with the chips below: how many
/// hold on the newest iOS the model knows, how many only on older versions, how many on none, with
/// links to the claims of the last two groups, and apart from them the claims whose verdict the page
/// disputes (`disputed:`), each with where the model puts it.
struct ClaimsSummaryExpander: BlockExpander {
    static let blockName = "claims-summary"
    var names: [String] { [Self.blockName] }

    func expand(_ block: FencedBlock, warnings: ExpansionWarnings) throws -> String {
        if let unknown = block.options.unknownOptions(known: []).first {
            throw block.error("a claims-summary block takes no options", option: unknown.key)
        }
        guard block.body.trimmingWhitespace().isEmpty else {
            throw block.error(
                "a claims-summary block is empty: the build writes it from the page's claims", bodyLine: 1)
        }
        guard let claims = block.site?.claims, !claims.isEmpty else {
            throw block.error("a claims-summary block needs claim blocks on its page to count")
        }
        return Self.render(claims, language: InterfaceText.language(block.language))
    }

    static func render(_ claims: [ClaimIndex.JudgedClaim], language: Language) -> String {
        // A disputed verdict is the model's answer the page itself doubts: counted apart, not as settled.
        let disputed = claims.filter(\.disputed).map { ($0, ClaimStanding($0.verdict)) }
        let standings = claims.filter { !$0.disputed }.map { ($0, ClaimStanding($0.verdict)) }
        let onNewest = standings.filter { $0.1 == .holdsOnNewest }
        let olderOnly = standings.filter { if case .holdsOnlyOn = $0.1 { return true } else { return false } }
        let nowhere = standings.filter { $0.1 == .holdsNowhere }
        let known = VersionProfile.knownMajors
        var html = "<section class=\"claims-summary\">\n<p class=\"claims-summary-total\">"
        html += esc(
            ClaimText.summaryTotal(claims.count, versions: "iOS \(ClaimStanding.ranges(known))", in: language))
        html += "</p>\n<ul class=\"claims-summary-counts\">\n"
        html +=
            "<li class=\"holds\"><span class=\"mark\" aria-hidden=\"true\">✓</span> "
            + esc(ClaimText.summaryOnNewest("iOS \(known.last!)", in: language))
            + " <strong>\(onNewest.count)</strong></li>\n"
        html += group(
            "older", mark: "◐", title: ClaimText.of(.summaryOlderOnly)[language], olderOnly, language: language)
        html += group("fails", mark: "✗", title: ClaimText.of(.summaryNowhere)[language], nowhere, language: language)
        if !disputed.isEmpty {
            html += group(
                "disputed", mark: "?", title: ClaimText.of(.summaryDisputed)[language], disputed,
                showsEveryStanding: true,
                language: language)
        }
        html += "</ul>\n</section>\n"
        return html
    }

    private static func group(
        _ kind: String, mark: String, title: String, _ claims: [(ClaimIndex.JudgedClaim, ClaimStanding)],
        showsEveryStanding: Bool = false, language: Language
    ) -> String {
        var html =
            "<li class=\"\(kind)\"><span class=\"mark\" aria-hidden=\"true\">\(mark)</span> \(esc(title)) <strong>\(claims.count)</strong>"
        if !claims.isEmpty {
            html += "\n<ul>\n"
            for (claim, standing) in claims {
                html += "<li><a href=\"#\(esc(claim.anchor))\">\(ClaimHTML.inlineCode(claim.says))</a>"
                var holdsOnlyOnOlder: Bool { if case .holdsOnlyOn = standing { true } else { false } }
                if showsEveryStanding || holdsOnlyOnOlder {
                    html += " <span class=\"versions\">(\(esc(standing.phrase(language))))</span>"
                }
                html += "</li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</li>\n"
    }

    private static func esc(_ text: String) -> String { HTMLEscaping.escape(text) }
}
