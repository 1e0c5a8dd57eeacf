import LifecycleModel
import Reports
import Texts

/// A claim as HTML: what it says and who says it, the verdict as one chip per run of iOS versions that
/// read the same (a mark and a word, so it reads without colour, hover or script), the scenario and the predictions, and
/// for the versions where it fails the step where the run differs.
enum ClaimHTML {
    /// A `see:` target resolved to a URL from the claim's page and the target page's title.
    struct SeeLink: Equatable {
        var url: String
        var title: String
    }

    /// Attribute values go bare where HTML allows (a hundred claims a page).
    static func render(
        _ claim: Claim, verdict: ClaimVerdict, anchor: String, see: [SeeLink] = [], language: Language
    ) -> String {
        var html = "<section class=claim id\(HTMLEscaping.attribute(anchor))>\n<header class=claim-header>"
        html += "<span class=claim-kind>\(esc(ClaimText.of(.claim)[language]))</span> "
        html += "<span class=claim-says>\(inlineCode(claim.says))</span></header>\n"
        html += "<p class=claim-sources>\(esc(ClaimText.of(.sources)[language])): "
        html += claim.sources.map { "<cite>\(esc($0))</cite>" }.joined(separator: "; ") + "</p>\n"
        if !see.isEmpty {
            html += "<p class=claim-see>\(esc(ClaimText.of(.coveredIn)[language])): "
            html += see.map { "<a href=\"\(esc($0.url))\">\(esc($0.title))</a>" }.joined(separator: ", ") + "</p>\n"
        }
        html += "<ul class=verdict aria-label=\"\(esc(ClaimText.of(.verdict)[language]))\">"
        // The mark (✓, ✗, –) is drawn by the stylesheet from the chip's kind, before its word: it only
        // repeats the word, and as an element it was 60 bytes a chip, 15 KB of a claims page.
        for run in chipRuns(verdict, disputed: claim.disputed != nil, language: language) {
            html +=
                "<li class=\"chip \(run.chip.kind)\">iOS \(esc(run.versions)) <span>\(esc(run.chip.word))</span></li>"
        }
        html += "</ul>\n"
        if let disputed = claim.disputed {
            html += "<p class=\"claim-disputed\"><strong>\(esc(ClaimText.of(.disputedTitle)[language]))</strong> "
            html += "\(inlineCode(disputed))</p>\n"
        }
        let explanations = differences(verdict, language: language)
        if !explanations.isEmpty {
            html += "<ul class=claim-differences>\n"
            for (versions, text) in explanations {
                html += "<li><span class=versions>\(esc(versions))</span>: \(text)</li>\n"
            }
            html += "</ul>\n"
        }
        html += ScenarioExpander.sourceListing(claim.scenario, anchor: anchor, numberLinks: false)
        html += "<p class=claim-predicts-title>\(esc(ClaimText.of(.predicts)[language]))</p>"
        html += "<pre class=claim-predicts><code>"
        html += claim.predictions.map { esc($0.text) }.joined(separator: "\n")
        html += "</code></pre>\n</section>\n"
        return html
    }

    /// A chip's kind is its class (the stylesheet draws its mark from it) and its word is its text.
    struct Chip: Equatable {
        var kind: String
        var word: String
    }

    /// The verdict's chips with consecutive releases that read the same merged into one (`4–26`): a
    /// claim that holds everywhere was seventeen chips, a hundred claims a sixth of the page. The
    /// releases are the model's, in order, so a range names exactly the releases between its ends.
    static func chipRuns(_ verdict: ClaimVerdict, disputed: Bool, language: Language) -> [(
        versions: String, chip: Chip
    )] {
        var runs: [(first: String, last: String, chip: Chip)] = []
        for (ios, outcome) in verdict.outcomes {
            let chip = chip(outcome, disputed: disputed, language: language)
            if let last = runs.last, last.chip == chip {
                runs[runs.count - 1].last = ios.description
            } else {
                runs.append((ios.description, ios.description, chip))
            }
        }
        return runs.map { ($0.first == $0.last ? $0.first : "\($0.first)–\($0.last)", $0.chip) }
    }

    /// A disputed claim's ✓ and ✗ are the model's answer, which the page doubts: the chip says so in
    /// its mark (✓?, ✗?) and its word, not only in its colour.
    private static func chip(_ outcome: ClaimVerdict.Outcome, disputed: Bool, language: Language) -> Chip {
        switch outcome {
        case .holds where disputed: Chip(kind: "holds disputed", word: ClaimText.of(.holdsDisputed)[language])
        case .fails where disputed: Chip(kind: "fails disputed", word: ClaimText.of(.failsDisputed)[language])
        case .holds: Chip(kind: "holds", word: ClaimText.of(.holds)[language])
        case .fails: Chip(kind: "fails", word: ClaimText.of(.fails)[language])
        case .unavailable(.retiredCallback): Chip(kind: "unavailable", word: ClaimText.of(.noLongerCalled)[language])
        case .unavailable: Chip(kind: "unavailable", word: ClaimText.of(.unavailable)[language])
        }
    }

    /// One line per distinct explanation, naming the versions it applies to (`iOS 3, 4, 5`), oldest first.
    static func differences(_ verdict: ClaimVerdict, language: Language) -> [(versions: String, html: String)] {
        var order: [String] = []
        var versions: [String: [String]] = [:]
        for (ios, outcome) in verdict.outcomes {
            let text: String
            switch outcome {
            case .holds: continue
            case .fails(let failure): text = explanation(failure, language: language)
            case .unavailable(.scenario(_, let reason?)):
                // What the release lacks says why the chip reads "API does not exist"; "the scenario does
                // not run:" before it said it again (a line on nearly every claim of the page).
                text = InlineMarkup.html(UnavailableText.render(reason, in: language))
            case .unavailable(.scenario(let message, nil)):
                text =
                    "\(esc(ClaimText.of(.scenarioDoesNotRun)[language])): \(InlineMarkup.html(ScenarioErrorText.render(message, in: language)))"
            case .unavailable(.callback(let name)):
                text = InlineMarkup.html(ClaimText.notCalledOnVersion(name, in: language))
            case .unavailable(.retiredCallback(let name)):
                text = InlineMarkup.html(ClaimText.noLongerCalledOnVersion(name, in: language))
            case .unavailable(.property(let name)):
                text = InlineMarkup.html(ClaimText.apiMissingOnVersion(name, in: language))
            }
            if versions[text] == nil { order.append(text) }
            versions[text, default: []].append(ios.description)
        }
        return order.map { ("iOS " + versions[$0]!.joined(separator: ", "), $0) }
    }

    /// The prediction, then what the run did instead, with the step when one event shows it.
    static func explanation(_ failure: ClaimFailure, language: Language) -> String {
        var html = "<code>\(esc(failure.assertion.text))</code> — "
        if let step = failure.step { html += esc(ClaimText.step(step, in: language)) + ": " }
        let sentence =
            switch failure.reason {
            case .neverCalled(let reference): ClaimText.neverCalled(reference.description, in: language)
            case .cameFirst(let second, before: let first):
                ClaimText.comesBefore(second.description, first.description, in: language)
            case .followedBy(let first, let next?): ClaimText.comesNext(after: first.description, next, in: language)
            case .followedBy(let first, nil): ClaimText.isLast(first.description, in: language)
            case .calledTimes(let reference, let actual):
                ClaimText.calledTimes(reference.description, actual, in: language)
            case .conditionFalse(let reference, let condition):
                ClaimText.conditionFalse(in: reference.description, condition.text, in: language)
            case .fired(let rule, let line, let column):
                ClaimText.fires(rule.code, line: line, column: column, in: language)
            case .didNotFire(let rule): ClaimText.doesNotFire(rule.code, in: language)
            }
        html += InlineMarkup.html(sentence)
        return html
    }

    /// Claim text may mark code with backticks, as Markdown does.
    static func inlineCode(_ text: String) -> String {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            index % 2 == 1 ? "<code>\(esc(String(part)))</code>" : esc(String(part))
        }.joined()
    }

    /// The id of the list's heading, also its entry in the page's table of contents.
    static let backlinksAnchor = "published-claims"

    /// The list a page ends with when claims name it in `see:`: each claim, linked, with where it
    /// stands when its page judged it.
    static func backlinks(
        _ links: [ClaimIndex.Backlink], fromOutputPath: String, language: Language
    ) -> String {
        var html = "<section class=\"claim-backlinks\">\n"
        html += PageRenderer.headingHTML(
            level: 2, id: backlinksAnchor, innerHTML: esc(ClaimText.of(.backlinksTitle)[language]), language: language)
        html += "<ul>\n"
        for link in links {
            let url = SitePaths.relativeURL(from: fromOutputPath, to: link.claimPageOutputPath) + "#" + link.anchor
            html += "<li><a href=\"\(esc(url))\">\(inlineCode(link.says))</a>"
            if let standing = link.standing {
                let phrase = standing.phrase(language)
                let shown = link.disputed ? phrase + "; " + ClaimText.of(.disputedPhrase)[language] : phrase
                html += " <span class=\"versions\">(\(esc(shown)))</span>"
            }
            html += "</li>\n"
        }
        return html + "</ul>\n</section>\n"
    }

    private static func esc(_ text: String) -> String { HTMLEscaping.escape(text) }
}
