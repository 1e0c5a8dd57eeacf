import Foundation

/// The site-wide inputs of the last build, each with what was made of it and an epoch: a new epoch only
/// when the inputs differ from the last build's, so a page's key holds a number instead of the site.
struct SiteInputs {
    struct Derived<Inputs: Equatable, Value> {
        var inputs: Inputs
        var value: Value
        var epoch: Int
    }

    /// Every page's output path, anchors and title, the drafts and static files: what links resolve against.
    var index: Derived<SiteIndex, Void>?
    var claims: Derived<ClaimInputs, ClaimIndex>?
    var evidence: Derived<EvidenceInputs, EvidenceIndex>?
    var layout: Derived<LayoutInputs, Void>?
    /// Per language, the top-level entries (key: the language) and each section's (key: language, NUL, section).
    var navigation: [String: Derived<[Navigation.Entry], Void>] = [:]
    /// Per language, the search index's entries and its file.
    var searchIndexes: [String: Derived<[SearchIndex.Serialized], Data>] = [:]
    var lastEpoch = 0

    mutating func nextEpoch() -> Int {
        lastEpoch += 1
        return lastEpoch
    }
}

/// What a page's navigation shows, as epochs: its language's top-level entries and its section's entries
/// (0 for a section without pages). The links themselves follow from these and the page's own path.
struct NavigationKey: Equatable {
    var topLevel: Int
    var section: Int
}

/// What the claims pre-pass reads: each page's claim blocks, where the page is and whether it sums them up.
struct ClaimInputs: Equatable {
    struct Page: Equatable {
        var contentPath: String
        var outputPath: String
        var title: String
        var summarised: Bool
        var claims: [ExpansionKey]
    }

    var pages: [Page]

    init(_ pages: [ParsedPage]) {
        self.pages = pages.compactMap(\.claimInputs)
    }

    /// One page's part; nil for a page without claims.
    static func page(_ page: ParsedPage) -> Page? {
        let claims = page.blocks.filter { $0.block.name == "claim" }
        guard !claims.isEmpty else { return nil }
        return Page(
            contentPath: page.source.contentPath, outputPath: page.source.outputPath,
            title: page.frontMatter.title,
            summarised: page.blocks.contains { $0.block.name == ClaimsSummaryExpander.blockName },
            claims: claims.map { ExpansionKey($0.block) })
    }
}

/// What the evidence pre-pass reads: each page's scenarios, with the page's path, title and language.
struct EvidenceInputs: Equatable {
    struct Page: Equatable {
        var contentPath: String
        var title: String
        var language: String
        var scenarios: [ExpansionKey]
    }

    var pages: [Page]

    init(_ pages: [ParsedPage]) {
        self.pages = pages.compactMap(\.evidenceInputs)
    }

    /// One page's part; nil for a page without scenarios.
    static func page(_ page: ParsedPage) -> Page? {
        let scenarios = page.blocks.filter { $0.block.name == "scenario" }
        guard !scenarios.isEmpty else { return nil }
        return Page(
            contentPath: page.source.contentPath, title: page.frontMatter.title,
            language: page.source.language, scenarios: scenarios.map { ExpansionKey($0.block) })
    }
}

/// The templates' text, site.yml's bytes and glossary.yml's (a ` ```glossary ` block lists it; rarely
/// edited, so every page depends on it rather than the few that show it).
struct LayoutInputs: Equatable {
    var templates: [String: String]
    var configuration: Data
    var glossary: Data?
}

extension RenderCache {
    /// The epochs of every language's top-level entries and every section's, compared with the last
    /// build's once per section rather than once per page.
    func navigationEpochs(_ navigation: Navigation, languages: [String]) -> [String: Int] {
        lock.withLock {
            var kept: [String: SiteInputs.Derived<[Navigation.Entry], Void>] = [:]
            var epochs: [String: Int] = [:]
            func note(_ key: String, _ entries: [Navigation.Entry]) {
                if let last = siteInputs.navigation[key], last.inputs == entries {
                    kept[key] = last
                } else {
                    kept[key] = .init(inputs: entries, value: (), epoch: siteInputs.nextEpoch())
                }
                epochs[key] = kept[key]!.epoch
            }
            for language in languages {
                note(language, navigation.topLevelEntries(language: language))
                for section in navigation.sectionNames(language: language) {
                    note(
                        SiteWideInputs.navigationKey(language, section),
                        navigation.sectionEntries(language: language, section: section))
                }
            }
            siteInputs.navigation = kept
            return epochs
        }
    }

    /// A language's search index file, made again only when an entry changed.
    func searchIndex(language: String, entries: [SearchIndex.Serialized], make: () -> Data) -> Data {
        if let last = lock.withLock({ siteInputs.searchIndexes[language] }), last.inputs == entries {
            return last.value
        }
        let data = make()
        lock.withLock {
            siteInputs.searchIndexes[language] = .init(inputs: entries, value: data, epoch: siteInputs.nextEpoch())
        }
        return data
    }

    /// The value made of `inputs` and its epoch: the last build's when its inputs were the same.
    func derived<Inputs: Equatable, Value>(
        _ input: WritableKeyPath<SiteInputs, SiteInputs.Derived<Inputs, Value>?>, inputs: Inputs,
        compute: () -> Value
    ) -> (value: Value, epoch: Int) {
        if let last = lock.withLock({ siteInputs[keyPath: input] }), last.inputs == inputs {
            return (last.value, last.epoch)
        }
        let value = compute()
        return lock.withLock {
            let epoch = siteInputs.nextEpoch()
            siteInputs[keyPath: input] = .init(inputs: inputs, value: value, epoch: epoch)
            return (value, epoch)
        }
    }
}

/// This build's site-wide inputs (link index, claims and evidence pre-passes, layout), with their epochs
/// when a cache keeps them across builds (all 0 without one).
struct SiteWideInputs {
    let index: SiteIndex
    let claims: ClaimIndex
    let evidence: EvidenceIndex
    private var indexEpoch = 0
    private var layoutEpoch = 0
    private var claimsEpoch = 0
    private var evidenceEpoch = 0
    private var navigationEpochs: [String: Int] = [:]

    /// The blocks that show the evidence index (every other block reads nothing of it).
    static let evidenceReaders: Set<String> = [EvidenceRegistryExpander.blockName, EvidenceShareExpander.blockName]

    init(
        pages: [ParsedPage], index: SiteIndex, navigation: Navigation, languages: [String], layout: LayoutInputs,
        cache: RenderCache?
    ) {
        self.index = index
        guard let cache else {
            claims = ClaimIndex(pages: pages, index: index)
            evidence = EvidenceIndex(pages: pages)
            return
        }
        indexEpoch = cache.derived(\.index, inputs: index) {}.epoch
        navigationEpochs = cache.navigationEpochs(navigation, languages: languages)
        layoutEpoch = cache.derived(\.layout, inputs: layout) {}.epoch
        (claims, claimsEpoch) = cache.derived(\.claims, inputs: ClaimInputs(pages)) {
            ClaimIndex(pages: pages, index: index, cache: cache)
        }
        (evidence, evidenceEpoch) = cache.derived(\.evidence, inputs: EvidenceInputs(pages)) {
            EvidenceIndex(pages: pages, cache: cache)
        }
    }

    static func navigationKey(_ language: String, _ section: String) -> String { language + "\u{0}" + section }

    /// What the page's navigation shows, as epochs.
    func navigation(of page: ParsedPage) -> NavigationKey {
        let section = Navigation.section(ofPage: page.source.slug)
        return NavigationKey(
            topLevel: navigationEpochs[page.source.language] ?? 0,
            section: navigationEpochs[Self.navigationKey(page.source.language, section)] ?? 0)
    }

    /// What `page` reads of the site-wide inputs: the claims pre-pass only when it has the page's claims
    /// judged or claims elsewhere that name it, the evidence index only through the blocks that show it.
    func epochs(of page: ParsedPage) -> PageEpochs {
        let path = page.source.contentPath
        let readsClaims = claims.backlinks[path] != nil || claims.judged[path] != nil
        let readsEvidence = page.blocks.contains { Self.evidenceReaders.contains($0.block.name) }
        return PageEpochs(
            index: indexEpoch, layout: layoutEpoch, claims: readsClaims ? claimsEpoch : nil,
            evidence: readsEvidence ? evidenceEpoch : nil)
    }
}

/// What a `TemplateSet` is made from: every template's path and text, and the assets' paths.
struct TemplateKey: Equatable {
    var directory: String
    var texts: [[String]]
    var assets: [String]
}

extension RenderCache {
    /// The templates of the last build when they were made from the same texts.
    func templates(for key: TemplateKey) -> TemplateSet? {
        lock.withLock { keptTemplates?.key == key ? keptTemplates?.set : nil }
    }

    func keepTemplates(_ set: TemplateSet, for key: TemplateKey) {
        lock.withLock { keptTemplates = (key, set) }
    }
}

/// What the glossary check of the generated texts reads besides the texts, which are this process's.
struct GeneratedTextsKey: Equatable {
    var glossary: Data
    var languages: [String]
}

/// What the glossary is read from: its bytes and the site's languages.
struct GlossaryKey: Equatable {
    var data: Data
    var languages: [String]
}

extension RenderCache {
    /// The generated texts checked against the glossary (`GlossaryCheck.checkGenerated`): the same while the
    /// glossary and the languages are (checking them again was four fifths of a rebuild after an edit).
    func generatedTextsCheck(key: GeneratedTextsKey, check: () -> [BuildDiagnostic]) -> [BuildDiagnostic] {
        if let kept = lock.withLock({ keptGeneratedCheck }), kept.key == key { return kept.diagnostics }
        let diagnostics = check()
        lock.withLock { keptGeneratedCheck = (key, diagnostics) }
        return diagnostics
    }
}

extension RenderCache {
    /// The glossary as the last build read it, while its bytes and the languages are the same: the pages'
    /// glossary keys then hold the very same rules (`Glossary.rules(for:)`). A glossary that fails to
    /// parse is not kept.
    func glossary(key: GlossaryKey, parse: () throws(BuildDiagnostic) -> Glossary) throws(BuildDiagnostic)
        -> Glossary
    {
        if let kept = lock.withLock({ keptGlossary }), kept.key == key { return kept.glossary }
        let glossary = try parse()
        lock.withLock { keptGlossary = (key, glossary) }
        return glossary
    }
}
