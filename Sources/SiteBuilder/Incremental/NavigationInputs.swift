/// What `Navigation` is made from: each page's place and title, in page order, and site.yml's languages
/// and `navigation` list (with their positions, which its warnings name). `serve` keeps the last build's
/// navigation while these are the same: an edit to a page's text changes none of them, and sorting and
/// splitting every page's path again was a sixth of a rebuild on 1,000 pages.
struct NavigationInputs: Equatable {
    struct Page: Equatable {
        var language: String
        var slug: String
        var title: String
        var order: Int?
        var outputPath: String
    }

    var pages: [Page]
    var languages: [SiteConfiguration.Language]
    var listed: [String]
    var listedPositions: [SourcePosition]

    init(pages: [ParsedPage], configuration: SiteConfiguration) {
        self.pages = pages.map {
            Page(
                language: $0.source.language, slug: $0.source.slug, title: $0.frontMatter.title,
                order: $0.frontMatter.order, outputPath: $0.source.outputPath)
        }
        languages = configuration.languages
        listed = configuration.navigation
        listedPositions = configuration.navigationPositions
    }
}

extension Navigation {
    /// The navigation of `pages`; with a cache, the last build's (and its warnings) when made from the same inputs.
    static func make(
        pages: [ParsedPage], configuration: SiteConfiguration, cache: RenderCache?, log: inout DiagnosticLog
    ) -> Navigation {
        guard let cache else { return Navigation(pages: pages, configuration: configuration, log: &log) }
        let inputs = NavigationInputs(pages: pages, configuration: configuration)
        if let kept = cache.lock.withLock({ cache.keptNavigation }), kept.inputs == inputs {
            log.append(contentsOf: kept.warnings)
            return kept.navigation
        }
        var navigationLog = DiagnosticLog()
        let navigation = Navigation(pages: pages, configuration: configuration, log: &navigationLog)
        log.append(contentsOf: navigationLog.entries)
        cache.lock.withLock { cache.keptNavigation = (inputs, navigation, navigationLog.entries) }
        return navigation
    }
}
