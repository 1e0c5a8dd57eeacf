/// Step 7: the order of pages in each language's navigation, and the language switcher.
struct Navigation {
    struct Entry {
        var slug: String
        var title: String
        var outputPath: String
    }

    /// Per language, in navigation order.
    let entries: [String: [Entry]]
    let languages: [SiteConfiguration.Language]

    /// site.yml's `navigation` first, in that order; the rest by front-matter `order`, then title, then slug.
    init(pages: [ParsedPage], configuration: SiteConfiguration, log: inout DiagnosticLog) {
        var entries: [String: [Entry]] = [:]
        let listed = Dictionary(configuration.navigation.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for language in configuration.languages {
            let pagesOfLanguage = pages.filter { $0.source.language == language.code }
            let sorted = pagesOfLanguage.sorted { a, b in
                let keyA = (listed[a.source.slug] ?? Int.max, a.frontMatter.order ?? Int.max, a.frontMatter.title, a.source.slug)
                let keyB = (listed[b.source.slug] ?? Int.max, b.frontMatter.order ?? Int.max, b.frontMatter.title, b.source.slug)
                return keyA < keyB
            }
            entries[language.code] = sorted.map { Entry(slug: $0.source.slug, title: $0.frontMatter.title, outputPath: $0.source.outputPath) }
        }
        let allSlugs = Set(pages.map(\.source.slug))
        for (slug, position) in zip(configuration.navigation, configuration.navigationPositions) where !allSlugs.contains(slug) {
            log.warning("navigation lists '\(slug)', but no language has a page with that slug", at: position)
        }
        self.entries = entries
        self.languages = configuration.languages
    }

    func links(language: String, from outputPath: String) -> [PageContext.Link] {
        (entries[language] ?? []).map {
            PageContext.Link(title: $0.title, url: SitePaths.relativeURL(from: outputPath, to: $0.outputPath),
                             current: $0.outputPath == outputPath)
        }
    }

    /// Each language that has pages: the translation of `slug` when there is one, else that language's home.
    func languageLinks(slug: String, language: String, from outputPath: String) -> [PageContext.Language] {
        languages.compactMap { candidate in
            let pages = entries[candidate.code] ?? []
            guard let target = pages.first(where: { $0.slug == slug }) ?? pages.first(where: { $0.slug == "index" }) ?? pages.first
            else { return nil }
            return PageContext.Language(code: candidate.code, name: candidate.name,
                                        url: SitePaths.relativeURL(from: outputPath, to: target.outputPath),
                                        current: candidate.code == language)
        }
    }
}
