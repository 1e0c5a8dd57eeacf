import Evidence
import LifecycleModel
import Reports
import Texts

/// ` ```evidence-registry `: the Evidence page's list of every source in the registry, by kind, each
/// with its title, author or site, year, address, the iOS releases it covers, what it shows in the
/// page's language, and the scenarios on the site whose rows rest on it (from `EvidenceIndex`). The
/// block is where the registry is audited: an entry nothing uses, or a URL under two ids, is a warning
/// here, which `lifeline check` turns into a failure (`EvidenceAudit`).
struct EvidenceRegistryExpander: BlockExpander {
    static let blockName = "evidence-registry"
    var names: [String] { [Self.blockName] }

    func anchors(for block: FencedBlock) -> [String] { EvidenceID.allCases.map(EvidenceHTML.anchor) }

    func expand(_ block: FencedBlock, warnings: ExpansionWarnings) throws -> String {
        if let unknown = block.options.unknownOptions(known: []).first {
            throw block.error("an evidence-registry block takes no options", option: unknown.key)
        }
        guard block.body.trimmingWhitespace().isEmpty else {
            throw block.error("an evidence-registry block is empty: the build writes it from the registry", bodyLine: 1)
        }
        if let site = block.site {
            for problem in EvidenceAudit.problems(
                entries: EvidenceRegistry.entries, unused: site.evidence.unusedEntries)
            {
                warnings.warn(problem, at: block.position())
            }
        }
        let language = InterfaceText.language(block.language)
        let uses = block.site?.evidence.slice(block.language).uses ?? [:]
        var html = "<section class=\"evidence-registry\">\n<p>"
        html += EvidenceHTML.esc(
            EvidenceText.registryTotal(EvidenceID.allCases.count, in: language))
        html += "</p>\n"
        // Sources that back the same scenarios (a log and the article it came from, a WWDC talk and the
        // method's page) list them once: the later entry links to the first, 60 KB of the Russian page.
        var listed: [[EvidenceIndex.Use]: EvidenceEntry] = [:]
        for kind in EvidenceKind.allCases {
            let entries = EvidenceRegistry.entries.filter { $0.kind == kind }
            guard !entries.isEmpty else { continue }
            html += "<h2 class=\"evidence-kind\">\(EvidenceHTML.esc(EvidenceText.kind(kind)[language]))</h2>\n"
            html += "<dl class=\"evidence-entries\">\n"
            for entry in entries {
                let used = uses[entry.id] ?? []
                html += Self.entry(
                    entry, uses: used, sameAs: used.isEmpty ? nil : listed[used], site: block.site, language: language)
                if listed[used] == nil { listed[used] = entry }
            }
            html += "</dl>\n"
        }
        html += "</section>\n"
        return html
    }

    /// `sameAs`: an entry shown earlier on the page whose scenarios are exactly these.
    static func entry(
        _ entry: EvidenceEntry, uses: [EvidenceIndex.Use], sameAs: EvidenceEntry? = nil, site: BlockSite?,
        language: Language
    ) -> String {
        let esc = EvidenceHTML.esc
        let standing = entry.standing
        var html = "<dt id=\"\(EvidenceHTML.anchor(entry.id))\">"
        html +=
            "<span class=\"evidence-mark \(standing.rawValue)\" aria-hidden=\"true\">\(EvidenceText.glyph(standing))</span> "
        html += "<cite lang=\"\(EvidenceHTML.titleLanguage(entry.title))\">\(esc(entry.title))</cite>"
        // Author and site as published, marked with their own language where it is not the page's.
        let sourceLanguage = EvidenceHTML.titleLanguage(entry.source)
        let source =
            sourceLanguage == language.rawValue
            ? esc(entry.source) : "<span lang=\"\(sourceLanguage)\">\(esc(entry.source))</span>"
        html += " — \(source), \(entry.year.map(String.init) ?? esc(EvidenceText.undated[language]))"
        let versions = entry.iosVersions
        html +=
            " · iOS \(versions.lowerBound)\(versions.count > 1 ? "–\(versions.upperBound)" : "")"
        html += " · <code>\(esc(entry.id.id))</code></dt>\n<dd>"
        html += "<p><span class=\"visually-hidden\">\(esc(EvidenceText.standing(standing)[language])): </span>"
        html += "\(InlineMarkup.html(entry.shows[language], in: language))</p>"
        // An address is not words to translate.
        if let url = entry.url {
            html += "<p class=\"evidence-url\"><a href=\"\(esc(url))\" translate=\"no\">\(esc(url))</a></p>"
        }
        html += "<p class=\"evidence-uses\">"
        if uses.isEmpty {
            html += esc(EvidenceText.reliedOnByNone[language])
        } else if let sameAs {
            html += esc(EvidenceText.reliedOnBySameAs[language])
            let titleLanguage = EvidenceHTML.titleLanguage(sameAs.title)
            let lang = titleLanguage == language.rawValue ? "" : " lang=\"\(titleLanguage)\""
            html += "<a href=\"#\(EvidenceHTML.anchor(sameAs.id))\"\(lang)>\(esc(sameAs.title))</a>"
            html += esc(EvidenceText.reliedOnBySameAsEnd[language])
        } else {
            // Per page, its title once and then its scenarios: an entry used on every page named each
            // page again with every scenario, a third of the Russian page's bytes.
            var pages: [[EvidenceIndex.Use]] = []
            for use in uses {
                if let last = pages.last?.last, last.contentPath == use.contentPath {
                    pages[pages.count - 1].append(use)
                } else {
                    pages.append([use])
                }
            }
            // Apple's UIViewController page backs two hundred scenarios: naming each kept the Russian page
            // over its 300 KB budget and told a reader nothing a count per page does not.
            guard uses.count <= listsEachScenarioUpTo else {
                html += esc(EvidenceText.reliedOnByMany(uses.count, pages: pages.count, in: language))
                html += pages.map { page in
                    "\(link(to: page[0], label: page[0].pageTitle, anchored: false, site: site)) (\(page.count))"
                }.joined(separator: ", ")
                html += "</p></dd>\n"
                return html
            }
            html += "\(esc(EvidenceText.reliedOnBy[language])): "
            html += pages.map { page in
                guard page.count > 1 || page[0].scenarioTitle != nil else {
                    return link(to: page[0], label: page[0].pageTitle, site: site)
                }
                let scenarios = page.map { use in link(to: use, label: use.scenarioTitle ?? use.pageTitle, site: site) }
                return "\(esc(page[0].pageTitle)) — \(scenarios.joined(separator: ", "))"
            }.joined(separator: "; ")
        }
        html += "</p></dd>\n"
        return html
    }

    /// Above this many scenarios an entry names the pages and how many scenarios on each rest on it.
    static let listsEachScenarioUpTo = 40

    /// A scenario the entry's rows appear in (or, not `anchored`, its page), linked from the Evidence page
    /// (same language folder).
    private static func link(
        to use: EvidenceIndex.Use, label: String, anchored: Bool = true, site: BlockSite?
    ) -> String {
        let esc = EvidenceHTML.esc
        guard let site, case .success(let target) = site.link(relativeLink(to: use, anchored: anchored, from: site))
        else {
            return esc(label)
        }
        return "<a href=\"\(esc(target.url))\">\(esc(label))</a>"
    }

    private static func relativeLink(to use: EvidenceIndex.Use, anchored: Bool, from site: BlockSite) -> String {
        let folder = site.pageContentPath.split(separator: "/").dropLast().joined(separator: "/") + "/"
        let path =
            use.contentPath.hasPrefix(folder) ? String(use.contentPath.dropFirst(folder.count)) : use.contentPath
        return anchored ? path + "#" + use.anchor : path
    }
}
