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
        html += "<span class=claim-kind>\(esc(ClaimText.claim[language]))</span> "
        html += "<span class=claim-says>\(inlineCode(claim.says))</span></header>\n"
        html += "<p class=claim-sources>\(esc(ClaimText.sources[language])): "
        html += claim.sources.map { "<cite>\(esc($0))</cite>" }.joined(separator: "; ") + "</p>\n"
        if !see.isEmpty {
            html += "<p class=claim-see>\(esc(ClaimText.coveredIn[language])): "
            html += see.map { "<a href=\"\(esc($0.url))\">\(esc($0.title))</a>" }.joined(separator: ", ") + "</p>\n"
        }
        html += "<ul class=verdict aria-label=\"\(esc(ClaimText.verdict[language]))\">"
        // The mark (✓, ✗, –) is drawn by the stylesheet from the chip's kind, before its word: it only
        // repeats the word, and as an element it was 60 bytes a chip, 15 KB of a claims page.
        for run in chipRuns(verdict, disputed: claim.disputed != nil, language: language) {
            html +=
                "<li class=\"chip \(run.chip.kind)\">iOS \(esc(run.versions)) <span>\(esc(run.chip.word))</span></li>"
        }
        html += "</ul>\n"
        if let disputed = claim.disputed {
            html += "<p class=\"claim-disputed\"><strong>\(esc(ClaimText.disputedTitle[language]))</strong> "
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
        html += "<p class=claim-predicts-title>\(esc(ClaimText.predicts[language]))</p>"
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
        case .holds where disputed: Chip(kind: "holds disputed", word: ClaimText.holdsDisputed[language])
        case .fails where disputed: Chip(kind: "fails disputed", word: ClaimText.failsDisputed[language])
        case .holds: Chip(kind: "holds", word: ClaimText.holds[language])
        case .fails: Chip(kind: "fails", word: ClaimText.fails[language])
        case .unavailable(.retiredCallback): Chip(kind: "unavailable", word: ClaimText.noLongerCalled[language])
        case .unavailable: Chip(kind: "unavailable", word: ClaimText.unavailable[language])
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
                text = "\(esc(ClaimText.scenarioDoesNotRun[language])): \(esc(message))"
            case .unavailable(.callback(let name)):
                text = "<code>\(esc(name))</code> \(esc(ClaimText.notCalledOnVersion[language]))"
            case .unavailable(.retiredCallback(let name)):
                text = "<code>\(esc(name))</code> \(esc(ClaimText.noLongerCalledOnVersion[language]))"
            case .unavailable(.property(let name)):
                text = "<code>\(esc(name))</code> \(esc(ClaimText.apiMissingOnVersion[language]))"
            }
            if versions[text] == nil { order.append(text) }
            versions[text, default: []].append(ios.description)
        }
        return order.map { ("iOS " + versions[$0]!.joined(separator: ", "), $0) }
    }

    /// The prediction, then what the run did instead, with the step when one event shows it.
    static func explanation(_ failure: ClaimFailure, language: Language) -> String {
        var html = "<code>\(esc(failure.assertion.text))</code> — "
        if let step = failure.step {
            html += esc(ClaimText.step[language].replacingOccurrences(of: "%d", with: String(step))) + ": "
        }
        func code(_ text: String) -> String { "<code>\(esc(text))</code>" }
        switch failure.reason {
        case .neverCalled(let reference):
            html += "\(code(reference.description)) \(esc(ClaimText.neverCalled[language]))"
        case .cameFirst(let second, before: let first):
            html += "\(code(second.description)) \(esc(ClaimText.comesBefore[language])) \(code(first.description))"
        case .followedBy(let first, let next?):
            html +=
                "\(esc(ClaimText.after[language])) \(code(first.description)) \(esc(ClaimText.comes[language])) \(code(next))"
        case .followedBy(let first, nil):
            html += "\(code(first.description)) \(esc(ClaimText.isLast[language]))"
        case .calledTimes(let reference, let actual):
            html +=
                "\(code(reference.description)) \(esc(ClaimText.calledTimes[language].replacingOccurrences(of: "%d", with: String(actual))))"
        case .conditionFalse(let reference, let condition):
            html +=
                "\(esc(ClaimText.inside[language])) \(code(reference.description)) \(code(condition.text)) \(esc(ClaimText.isFalse[language]))"
        case .fired(let rule, let line, let column):
            html += "\(code(rule.code)) \(esc(ClaimText.fires[language])) \(line):\(column)"
        case .didNotFire(let rule):
            html += "\(code(rule.code)) \(esc(ClaimText.doesNotFire[language]))"
        }
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
            level: 2, id: backlinksAnchor, innerHTML: esc(ClaimText.backlinksTitle[language]), language: language)
        html += "<ul>\n"
        for link in links {
            let url = SitePaths.relativeURL(from: fromOutputPath, to: link.claimPageOutputPath) + "#" + link.anchor
            html += "<li><a href=\"\(esc(url))\">\(inlineCode(link.says))</a>"
            if let standing = link.standing {
                let phrase = standing.phrase(language)
                let shown = link.disputed ? phrase + "; " + ClaimText.disputedPhrase[language] : phrase
                html += " <span class=\"versions\">(\(esc(shown)))</span>"
            }
            html += "</li>\n"
        }
        return html + "</ul>\n</section>\n"
    }

    private static func esc(_ text: String) -> String { HTMLEscaping.escape(text) }
}

/// The words a claim puts on a page, in the page's language.
enum ClaimText {
    static let claim = LocalizedText(en: "Claim", ru: "Утверждение", zh: "说法")
    static let sources = LocalizedText(en: "Source", ru: "Источник", zh: "出处")
    static let verdict = LocalizedText(en: "Verdict by iOS version", ru: "Вердикт по версиям iOS", zh: "各 iOS 版本的结论")
    static let predicts = LocalizedText(en: "Predicts", ru: "Предсказывает", zh: "预测")
    static let holds = LocalizedText(en: "holds", ru: "верно", zh: "成立")
    static let fails = LocalizedText(en: "does not hold", ru: "неверно", zh: "不成立")
    static let holdsDisputed = LocalizedText(
        en: "holds in the model (disputed)", ru: "верно в модели (оспорено)", zh: "模型中成立（有争议）")
    static let failsDisputed = LocalizedText(
        en: "does not hold in the model (disputed)", ru: "неверно в модели (оспорено)", zh: "模型中不成立（有争议）")
    static let disputedTitle = LocalizedText(
        en: "Verdict disputed:", ru: "Вердикт оспорен:", zh: "结论有争议：")
    static let disputedPhrase = LocalizedText(
        en: "verdict disputed", ru: "вердикт оспорен", zh: "结论有争议")
    static let summaryDisputed = LocalizedText(
        en: "Verdict disputed (a source on the page contradicts the model; not counted above):",
        ru: "Вердикт оспорен (источник на странице противоречит модели; выше не учтены):",
        zh: "结论有争议（页面上的出处与模型相矛盾；未计入以上各项）：")
    static let unavailable = LocalizedText(en: "API does not exist", ru: "API нет", zh: "API 不存在")
    static let scenarioDoesNotRun = LocalizedText(
        en: "the scenario does not run", ru: "сценарий не запускается", zh: "情景无法运行")
    static let notCalledOnVersion = LocalizedText(
        en: "is not called on this version", ru: "в этой версии не вызывается", zh: "在此版本中不会被调用")
    static let apiMissingOnVersion = LocalizedText(
        en: "does not exist on this version", ru: "в этой версии ещё нет", zh: "在此版本中还不存在")
    static let noLongerCalled = LocalizedText(en: "no longer called", ru: "больше не вызывается", zh: "不再调用")
    static let noLongerCalledOnVersion = LocalizedText(
        en: "exists, deprecated, but UIKit no longer calls it on this version",
        ru: "есть в API (deprecated), но UIKit на этой версии его больше не вызывает",
        zh: "仍在 API 中（已废弃），但 UIKit 在此版本上不再调用它")
    static let step = LocalizedText(en: "step %d", ru: "шаг %d", zh: "第 %d 步")
    static let neverCalled = LocalizedText(en: "is never called", ru: "не вызывается", zh: "从未被调用")
    static let comesBefore = LocalizedText(en: "comes before", ru: "вызывается раньше, чем", zh: "先于")
    static let after = LocalizedText(en: "after", ru: "после", zh: "在")
    static let comes = LocalizedText(en: "comes", ru: "идёт", zh: "之后是")
    static let isLast = LocalizedText(en: "is the last call", ru: "— последний вызов", zh: "是最后一次调用")
    static let calledTimes = LocalizedText(en: "is called %d times", ru: "вызывается %d раз(а)", zh: "被调用 %d 次")
    static let inside = LocalizedText(en: "in", ru: "в", zh: "在")
    static let isFalse = LocalizedText(en: "is false", ru: "не выполняется", zh: "不成立")
    static let fires = LocalizedText(en: "fires at", ru: "срабатывает в", zh: "触发于")
    static let doesNotFire = LocalizedText(en: "does not fire", ru: "не срабатывает", zh: "未触发")
    static let coveredIn = LocalizedText(en: "Covered in", ru: "Подробнее", zh: "详见")
    static let backlinksTitle = LocalizedText(
        en: "What published articles claim about this", ru: "Что об этом утверждают статьи", zh: "文章中的相关说法")
    static let holdsOnNewestPhrase = LocalizedText(en: "holds on %@", ru: "верно на %@", zh: "在 %@ 上成立")
    static let holdsOnlyOnPhrase = LocalizedText(en: "holds only on %@", ru: "верно только на %@", zh: "仅在 %@ 上成立")
    static let holdsNowherePhrase = LocalizedText(
        en: "holds on no version", ru: "неверно ни на одной версии", zh: "在任何版本上都不成立")
    static let summaryTotal = LocalizedText(
        en: "Claims on this page: %d, each run on every iOS version the model knows (%@).",
        ru: "Утверждений на странице: %d; каждое проверено на всех версиях iOS, которые знает модель (%@).",
        zh: "本页共有 %d 条说法，每条都在模型所知的每个 iOS 版本（%@）上运行过。")
    static let summaryOnNewest = LocalizedText(
        en: "Hold on the newest version the model knows (%@):",
        ru: "Верны на самой новой версии, которую знает модель (%@):",
        zh: "在模型所知的最新版本（%@）上成立：")
    static let summaryOlderOnly = LocalizedText(
        en: "Hold only on older versions:", ru: "Верны только на более старых версиях:", zh: "只在较旧的版本上成立：")
    static let summaryNowhere = LocalizedText(
        en: "Hold on no version:", ru: "Неверны ни на одной версии:", zh: "在任何版本上都不成立：")
}
