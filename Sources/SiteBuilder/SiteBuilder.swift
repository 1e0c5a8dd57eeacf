import Foundation

/// Default folders, relative to the working directory.
public enum SiteBuilderInfo {
    public static let defaultContent = "Content"
    public static let defaultTemplates = "Templates"
    public static let defaultOutput = "Site"
}

/// Content/ → Site/. The build is a pipeline of named steps:
/// 1 configuration (site.yml) → 2 discovery → 3 reading pages (front matter with Yams, Markdown with
/// cmark-gfm) → 4 site index, navigation, translation check and the claims index → 5 per page: link rewriting and
/// checking, block expansion, heading ids, HTML → 6 templates → 7 special files (home redirect, 404,
/// sitemap, assets) → 8 atomic write.
/// Pages are read and rendered on all cores; every list is sorted, so the output is byte-stable.
public struct SiteBuilder: Sendable {
    public let configuration: SiteBuildConfiguration

    public init(_ configuration: SiteBuildConfiguration) {
        self.configuration = configuration
    }

    /// Builds and replaces `output` atomically. Throws `BuildFailure` with every problem found;
    /// then nothing is written.
    @discardableResult
    public func build(to output: String) throws(BuildFailure) -> BuildReport {
        let (site, report) = try render()
        let folder = URL(fileURLWithPath: output)
        let cache = configuration.cache
        do {
            if let previous = cache?.writtenSite(in: folder.path), FileManager.default.fileExists(atPath: output) {
                cache?.recordWritten(nil, in: folder.path)
                try OutputWriter.update(folder, from: previous, to: site)
            } else {
                try OutputWriter.replace(folder, with: site)
            }
            cache?.recordWritten(site, in: folder.path)
        } catch {
            throw BuildFailure(diagnostics: [
                .error("cannot write the output: \(error.localizedDescription)", at: .start(of: output))
            ])
        }
        return report
    }

    /// Builds in memory (steps 1–7), for `build`, for checks, and for a server.
    public func render() throws(BuildFailure) -> (site: RenderedSite, report: BuildReport) {
        var log = DiagnosticLog()
        configuration.cache?.beginBuild()
        let site = try loadConfiguration(log: &log)
        // Templates are checked early: a broken template fails fast, before any page work.
        let templates = try TemplateSet.load(
            directory: URL(fileURLWithPath: configuration.templatesDirectory),
            displayRoot: configuration.templatesDirectory)
        let discovered = ContentDiscovery.discover(
            contentDirectory: URL(fileURLWithPath: configuration.contentDirectory),
            displayRoot: configuration.contentDirectory,
            languages: site.languages.map(\.code), log: &log)
        let progress = ProgressLine(pages: discovered.pages.count, enabled: configuration.showProgress)
        defer { progress.finish() }

        let (pages, drafts) = readPages(discovered.pages, site: site, progress: progress, log: &log)
        // A page that cannot be read makes later complaints (missing home, links to it) noise.
        if log.hasErrors { throw BuildFailure(diagnostics: log.entries) }
        let (uniquePages, index) = indexPages(pages, drafts: drafts, statics: discovered.statics, log: &log)
        let navigation = Navigation(pages: uniquePages, configuration: site, log: &log)
        TranslationCheck.check(uniquePages, configuration: site, log: &log)
        let glossary = loadGlossary(languages: site.languages.map(\.code), log: &log)
        if let glossary { GlossaryCheck.check(uniquePages, glossary: glossary, log: &log) }
        guard let home = navigation.entries[site.defaultLanguage]?.first(where: { $0.slug == "index" }) else {
            log.error(
                "the default language '\(site.defaultLanguage)' has no home page (\(site.defaultLanguage)/index.md)",
                at: .start(of: configurationPath))
            throw BuildFailure(diagnostics: log.entries)
        }
        if log.hasErrors { throw BuildFailure(diagnostics: log.entries) }

        var (files, searchEntries) = renderPages(
            uniquePages, index: index, site: site, navigation: navigation, glossary: glossary,
            templates: templates, progress: progress, log: &log)
        addSiteFiles(
            to: &files, home: home, pages: uniquePages, statics: discovered.statics, site: site,
            navigation: navigation, templates: templates, log: &log)
        addSearchIndexes(to: &files, entries: searchEntries, site: site)

        let warnings = log.entries.filter { $0.severity == .warning }
        if log.hasErrors || (configuration.strict && !warnings.isEmpty) {
            throw BuildFailure(diagnostics: log.entries)
        }
        configuration.cache?.finishBuild()
        return (files, BuildReport(pageCount: uniquePages.count, files: files.paths, warnings: warnings.sorted()))
    }

    // MARK: - Steps

    private var configurationPath: String { ContentDiscovery.join(configuration.contentDirectory, "site.yml") }

    /// Step 1: site.yml.
    func loadConfiguration(log: inout DiagnosticLog) throws(BuildFailure) -> SiteConfiguration {
        let url = URL(fileURLWithPath: configuration.contentDirectory).appendingPathComponent("site.yml")
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8)
        else {
            throw BuildFailure(diagnostics: [
                .error(
                    "site configuration not found (expected site.yml in the content folder)",
                    at: .start(of: configurationPath))
            ])
        }
        do {
            return try SiteConfiguration.parse(text: text, path: configurationPath, log: &log)
        } catch {
            throw BuildFailure(diagnostics: log.entries + [error])
        }
    }

    /// Step 4d's input: `glossary.yml` beside site.yml, if there is one; a malformed one is an error.
    func loadGlossary(languages: [String], log: inout DiagnosticLog) -> Glossary? {
        let path = ContentDiscovery.join(configuration.contentDirectory, Glossary.fileName)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        guard let text = String(data: data, encoding: .utf8) else {
            log.error("the glossary is not UTF-8", at: .start(of: path))
            return nil
        }
        do {
            return try Glossary.parse(text: text, path: path, languages: languages)
        } catch {
            log.append(error)
            return nil
        }
    }

    /// Step 3, on all cores: front matter and Markdown of every page. Drafts are returned apart.
    private func readPages(
        _ sources: [PageSource], site: SiteConfiguration, progress: ProgressLine,
        log: inout DiagnosticLog
    ) -> (pages: [ParsedPage], drafts: Set<String>) {
        let expanders = configuration.expanders
        let results = sources.parallelMap { source -> (page: ParsedPage?, diagnostics: [BuildDiagnostic]) in
            var pageLog = DiagnosticLog()
            defer { progress.advance() }
            do throws(BuildDiagnostic) {
                let page = try ParsedPage.read(source, rawHTML: site.rawHTML, expanders: expanders, log: &pageLog)
                return (page, pageLog.entries)
            } catch {
                pageLog.append(error)
                return (nil, pageLog.entries)
            }
        }
        var pages: [ParsedPage] = []
        var drafts: Set<String> = []
        for (source, result) in zip(sources, results) {
            log.append(contentsOf: result.diagnostics)
            if let page = result.page {
                pages.append(page)
            } else if !result.diagnostics.contains(where: { $0.severity == .error }) {
                drafts.insert(source.contentPath)
            }
        }
        return (pages, drafts)
    }

    /// Step 4: one page per output path, and what links may point at.
    private func indexPages(
        _ pages: [ParsedPage], drafts: Set<String>, statics: [StaticSource],
        log: inout DiagnosticLog
    ) -> (pages: [ParsedPage], index: SiteIndex) {
        var index = SiteIndex(drafts: drafts, statics: Set(statics.map(\.contentPath)))
        var owners: [String: ParsedPage] = [:]
        var unique: [ParsedPage] = []
        for page in pages {
            if let first = owners[page.source.outputPath] {
                log.error(
                    "two pages write \(page.source.outputPath): this one and \(first.source.displayPath)",
                    at: .start(of: page.source.displayPath))
                continue
            }
            owners[page.source.outputPath] = page
            unique.append(page)
            index.pages[page.source.contentPath] = SiteIndex.Entry(
                outputPath: page.source.outputPath, anchors: page.anchors, title: page.frontMatter.title)
        }
        return (unique, index)
    }

    /// Steps 5 and 6, on all cores: each page to HTML (links, blocks, headings), then through the layout;
    /// and each page's search entry, keyed by language, in page order.
    private func renderPages(
        _ pages: [ParsedPage], index: SiteIndex, site: SiteConfiguration, navigation: Navigation,
        glossary: Glossary?, templates: TemplateSet, progress: ProgressLine,
        log: inout DiagnosticLog
    ) -> (RenderedSite, [String: [SearchIndex.Serialized]]) {
        let cache = configuration.cache
        let renderer = PageRenderer(
            index: index, claims: ClaimIndex(pages: pages, index: index, cache: cache),
            evidence: EvidenceIndex(pages: pages, cache: cache), cache: cache, glossary: glossary)
        let rendered = pages.parallelMap {
            page -> (
                path: String, html: String, files: [String: String], search: SearchIndex.Serialized,
                diagnostics: [BuildDiagnostic]
            ) in
            var pageLog = DiagnosticLog()
            defer { progress.advance() }
            let output = renderer.render(page, log: &pageLog)
            let context = pageContext(page, output: output, site: site, navigation: navigation)
            let search =
                cache?.searchEntry(for: page, compute: { SearchIndex.serialized(page) })
                ?? SearchIndex.serialized(page)
            return (
                page.source.outputPath, templates.render(context, layout: TemplateSet.pageLayout), output.files,
                search, pageLog.entries
            )
        }
        var files = RenderedSite()
        var search: [String: [SearchIndex.Serialized]] = [:]
        for (page, result) in zip(pages, rendered) {
            log.append(contentsOf: result.diagnostics)
            files.add(result.path, result.html)
            let folder = SitePaths.directory(of: result.path)
            for (name, text) in result.files { files.add(folder + name, text) }
            search[page.source.language, default: []].append(result.search)
        }
        return (files, search)
    }

    /// `<lang>/search-index.json` for every language, pages sorted by URL.
    private func addSearchIndexes(
        to files: inout RenderedSite, entries: [String: [SearchIndex.Serialized]], site: SiteConfiguration
    ) {
        for language in site.languages.map(\.code) {
            let pages = (entries[language] ?? []).sorted { $0.url < $1.url }
            files.add("\(language)/search-index.json", SearchIndex.json(objects: pages.map(\.json), language: language))
        }
    }

    /// Step 7: home redirect, 404, sitemap, template assets, static files from the content folder.
    private func addSiteFiles(
        to files: inout RenderedSite, home: Navigation.Entry, pages: [ParsedPage], statics: [StaticSource],
        site: SiteConfiguration, navigation: Navigation, templates: TemplateSet, log: inout DiagnosticLog
    ) {
        files.add(
            "index.html",
            templates.render(
                redirectContext(to: home, site: site, navigation: navigation),
                layout: TemplateSet.redirectLayout))
        files.add(
            "404.html",
            templates.render(notFoundContext(site: site, navigation: navigation), layout: TemplateSet.notFoundLayout))
        files.add(
            "sitemap.xml",
            Sitemap.xml(urls: pages.map { SitePaths.absoluteURL(base: site.baseURL, outputPath: $0.source.outputPath) })
        )
        let copies =
            templates.assets.map { ($0.path, $0.url, ContentDiscovery.join(configuration.templatesDirectory, $0.path)) }
            + statics.map {
                ($0.contentPath, $0.fileURL, ContentDiscovery.join(configuration.contentDirectory, $0.contentPath))
            }
        for (path, url, displayPath) in copies {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                log.error("cannot read the file", at: .start(of: displayPath))
                continue
            }
            files.add(path, data)
        }
    }

    // MARK: - Template contexts

    private func pageContext(
        _ page: ParsedPage, output: PageRenderer.Output, site: SiteConfiguration,
        navigation: Navigation
    ) -> PageContext {
        let outputPath = page.source.outputPath
        var context = PageContext(
            siteTitle: site.title(in: page.source.language),
            siteDescription: site.description(in: page.source.language), baseURL: site.baseURL,
            root: SitePaths.rootPrefix(from: outputPath),
            language: page.source.language,
            languages: navigation.languageLinks(
                slug: page.source.slug, language: page.source.language, from: outputPath),
            navigation: navigation.links(language: page.source.language, slug: page.source.slug, from: outputPath),
            title: page.frontMatter.title, description: page.frontMatter.description,
            url: SitePaths.absoluteURL(base: site.baseURL, outputPath: outputPath),
            editURL: site.editLink.map { $0.replacingOccurrences(of: "{path}", with: page.source.contentPath) },
            sourcePath: page.source.contentPath,
            isHome: page.source.slug == "index", startsWithTitle: page.startsWithTitle,
            content: output.html, toc: output.toc, redirectURL: nil)
        context.mermaidURL = site.mermaidURL ?? ""
        return context
    }

    /// `Site/index.html` sends visitors to the default language's home.
    private func redirectContext(to home: Navigation.Entry, site: SiteConfiguration, navigation: Navigation)
        -> PageContext
    {
        let outputPath = "index.html"
        return PageContext(
            siteTitle: site.title, siteDescription: site.description, baseURL: site.baseURL, root: "",
            language: site.defaultLanguage,
            languages: navigation.languageLinks(slug: "index", language: site.defaultLanguage, from: outputPath),
            navigation: navigation.links(language: site.defaultLanguage, slug: "index", from: outputPath),
            title: site.title, description: site.description, url: site.baseURL, editURL: nil, sourcePath: "",
            isHome: true, startsWithTitle: false, content: "", toc: [],
            redirectURL: SitePaths.relativeURL(from: outputPath, to: home.outputPath))
    }

    /// The 404 page is served at any address, so its links are absolute paths from the base URL's path.
    private func notFoundContext(site: SiteConfiguration, navigation: Navigation) -> PageContext {
        let basePath = URL(string: site.baseURL).map { $0.path.hasSuffix("/") ? $0.path : $0.path + "/" } ?? "/"
        func absolute(_ links: [PageContext.Link]) -> [PageContext.Link] {
            links.map {
                PageContext.Link(title: $0.title, url: basePath + $0.url, current: false, inSection: $0.inSection)
            }
        }
        return PageContext(
            siteTitle: site.title, siteDescription: site.description, baseURL: site.baseURL, root: basePath,
            language: site.defaultLanguage,
            languages: navigation.languageLinks(slug: "index", language: site.defaultLanguage, from: "index.html")
                .map {
                    PageContext.Language(code: $0.code, name: $0.name, url: basePath + $0.url, current: $0.current)
                },
            navigation: absolute(navigation.links(language: site.defaultLanguage, slug: "index", from: "index.html")),
            title: "Page not found", description: nil, url: site.baseURL + "404.html", editURL: nil, sourcePath: "",
            isHome: false, startsWithTitle: false, content: "", toc: [], redirectURL: nil)
    }
}
