import Foundation
import Texts

/// Default folders, relative to the working directory.
public enum SiteBuilderInfo {
    public static let defaultContent = "Content"
    public static let defaultTemplates = "Templates"
    /// Where `scripts/build-wasm.sh` writes the scenario editor's module.
    public static let defaultEditorModule = ".build-wasm/lifeline.wasm"
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
    let editorModule: EditorModule?

    public init(_ configuration: SiteBuildConfiguration) {
        self.configuration = configuration
        editorModule = configuration.editorModule.flatMap(EditorModule.init(path:))
    }

    /// Builds and replaces `output` atomically. Throws `BuildFailure` with every problem found;
    /// then the output stays as it was.
    @discardableResult
    public func build(to output: String) throws(BuildFailure) -> BuildReport {
        let folder = URL(fileURLWithPath: output)
        guard let cache = configuration.cache else { return try buildStreaming(to: folder) }
        let (site, report) = try render()
        do {
            if let previous = cache.writtenSite(in: folder.path), FileManager.default.fileExists(atPath: output) {
                cache.recordWritten(nil, in: folder.path)
                try OutputWriter.update(folder, from: previous, to: site)
            } else {
                try OutputWriter.replace(folder, with: site)
            }
            cache.recordWritten(site, in: folder.path)
        } catch {
            throw Self.cannotWrite(error, at: output)
        }
        return report
    }

    /// `build` without `serve`'s cache: each file goes into a staging folder beside the output as soon as
    /// it is made and is not held (`StagingSink`), and the staging folder takes the output's place only
    /// when the whole build succeeded; on any error it is removed and the output stays as it was.
    private func buildStreaming(to folder: URL) throws(BuildFailure) -> BuildReport {
        let staging: StagingSink
        do {
            staging = try StagingSink(replacing: folder)
        } catch {
            throw Self.cannotWrite(error, at: folder.path)
        }
        do throws(BuildFailure) {
            let report = try render(into: staging)
            do {
                try staging.commit()
            } catch {
                throw Self.cannotWrite(error, at: folder.path)
            }
            return report
        } catch {
            staging.discard()
            throw error
        }
    }

    private static func cannotWrite(_ error: Error, at path: String) -> BuildFailure {
        BuildFailure(diagnostics: [
            .error("cannot write the output: \(error.localizedDescription)", at: .start(of: path))
        ])
    }

    /// Builds in memory (steps 1–7), for checks and tests.
    public func render() throws(BuildFailure) -> (site: RenderedSite, report: BuildReport) {
        let sink = MemorySink()
        let report = try render(into: sink)
        return (sink.rendered, report)
    }

    /// Steps 1–7, each file handed to `sink` as soon as it is made.
    func render(into sink: some OutputSink) throws(BuildFailure) -> BuildReport {
        var log = DiagnosticLog()
        let cache = configuration.cache
        cache?.beginBuild()
        let scope = cache?.takeScope(
            content: configuration.contentDirectory, templates: configuration.templatesDirectory)
        let configurationData = try readConfiguration()
        let site = try parseConfiguration(configurationData, log: &log)
        // Templates are checked early: a broken template fails fast, before any page work.
        let templates: TemplateSet
        if let unchanged = cache?.unchangedTemplates(scope: scope) {
            templates = unchanged
        } else {
            templates = try TemplateSet.load(
                directory: URL(fileURLWithPath: configuration.templatesDirectory),
                displayRoot: configuration.templatesDirectory, cache: cache)
        }
        let discovered = discover(languages: site.languages.map(\.code), scope: scope, log: &log)
        let progress = ProgressLine(pages: discovered.pages.count, enabled: configuration.showProgress)
        defer { progress.finish() }

        let (pages, drafts) = readPages(discovered.pages, site: site, progress: progress, log: &log)
        // A page that cannot be read makes later complaints (missing home, links to it) noise.
        if log.hasErrors { throw BuildFailure(diagnostics: log.entries) }
        let (uniquePages, index) = indexPages(pages, drafts: drafts, statics: discovered.statics, log: &log)
        let navigation = Navigation.make(pages: uniquePages, configuration: site, cache: cache, log: &log)
        TranslationCheck.check(uniquePages, configuration: site, cache: cache, log: &log)
        let (glossary, glossaryData) = loadGlossary(languages: site.languages.map(\.code), log: &log)
        if let glossary {
            checkGlossary(
                uniquePages, glossary: glossary, data: glossaryData, languages: site.languages.map(\.code), log: &log)
        }
        guard let home = navigation.entries[site.defaultLanguage]?.first(where: { $0.slug == "index" }) else {
            log.error(
                "the default language '\(site.defaultLanguage)' has no home page (\(site.defaultLanguage)/index.md)",
                at: .start(of: configurationPath))
            throw BuildFailure(diagnostics: log.entries)
        }
        if log.hasErrors { throw BuildFailure(diagnostics: log.entries) }

        let inputs = SiteWideInputs(
            pages: uniquePages, index: index, navigation: navigation, languages: site.languages.map(\.code),
            layout: LayoutInputs(
                templates: templates.sourceTexts, configuration: configurationData, glossary: glossaryData),
            cache: cache)
        var searchEntries = try renderPages(
            uniquePages, into: sink, inputs: inputs, site: site, navigation: navigation, glossary: glossary,
            templates: templates, progress: progress, log: &log)
        do {
            try addSiteFiles(
                to: sink, home: home, pages: uniquePages, statics: discovered.statics, site: site,
                navigation: navigation, templates: templates, log: &log)
            try addSearchIndexes(to: sink, entries: &searchEntries, site: site)
        } catch {
            throw Self.cannotWrite(error, at: configuration.contentDirectory)
        }

        let warnings = log.entries.filter { $0.severity == .warning }
        if log.hasErrors || (configuration.strict && !warnings.isEmpty) {
            throw BuildFailure(diagnostics: log.entries)
        }
        cache?.finishBuild()
        return BuildReport(pageCount: uniquePages.count, files: sink.paths, warnings: warnings.sorted())
    }

    // MARK: - Steps

    private var configurationPath: String { ContentDiscovery.join(configuration.contentDirectory, "site.yml") }

    /// Step 1: site.yml.
    func loadConfiguration(log: inout DiagnosticLog) throws(BuildFailure) -> SiteConfiguration {
        try parseConfiguration(try readConfiguration(), log: &log)
    }

    private func readConfiguration() throws(BuildFailure) -> Data {
        let url = URL(fileURLWithPath: configuration.contentDirectory).appendingPathComponent("site.yml")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw BuildFailure(diagnostics: [
                .error(
                    "site configuration not found (expected site.yml in the content folder)",
                    at: .start(of: configurationPath))
            ])
        }
        return data
    }

    private func parseConfiguration(_ data: Data, log: inout DiagnosticLog) throws(BuildFailure)
        -> SiteConfiguration
    {
        guard let text = String(data: data, encoding: .utf8) else {
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

    /// Step 3, on all cores: front matter and Markdown of every page. Drafts are returned apart. With a
    /// cache, a page whose bytes did not change is not parsed again.
    private func readPages(
        _ sources: [PageSource], site: SiteConfiguration, progress: ProgressLine,
        log: inout DiagnosticLog
    ) -> (pages: [ParsedPage], drafts: Set<String>) {
        let expanders = configuration.expanders
        let cache = configuration.cache
        // Reading a file the system has not cached waits on the disk (10,000 pages after a reboot, or
        // in CI): two threads per core keep the cores busy meanwhile.
        let results = sources.parallelMap(threadsPerCore: 2) { source -> ParseOutcome in
            defer { progress.advance() }
            let data: Data
            do throws(BuildDiagnostic) {
                let read = { () throws(BuildDiagnostic) -> Data in try ParsedPage.contents(of: source) }
                if let cache { data = try cache.contents(of: source.filePath, read: read) } else { data = try read() }
            } catch {
                return ParseOutcome(page: nil, diagnostics: [], failure: error)
            }
            let parse = { (revision: Int) -> ParseOutcome in
                var pageLog = DiagnosticLog()
                do throws(BuildDiagnostic) {
                    let page = try ParsedPage.parse(
                        source, data: data, rawHTML: site.rawHTML, expanders: expanders, revision: revision,
                        withoutTree: cache == nil, keepsTree: cache != nil, log: &pageLog)
                    // Without a cache the page is parsed again to render it (`ParsedPage.releaseTree`).
                    if cache == nil { page?.releaseTree() }
                    return ParseOutcome(page: page, diagnostics: pageLog.entries, failure: nil)
                } catch {
                    return ParseOutcome(page: nil, diagnostics: pageLog.entries, failure: error)
                }
            }
            return cache?.parsedPage(source, data: data, rawHTML: site.rawHTML, parse: parse) ?? parse(0)
        }
        var pages: [ParsedPage] = []
        var drafts: Set<String> = []
        for (source, result) in zip(sources, results) {
            log.append(contentsOf: result.diagnostics)
            if let failure = result.failure { log.append(failure) }
            if let page = result.page {
                pages.append(page)
            } else if result.failure == nil && !result.diagnostics.contains(where: { $0.severity == .error }) {
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

    /// Steps 5 and 6, on all cores: each page to HTML (links, blocks, headings), then through the layout,
    /// handed to `sink` at once (so no more than a page per core is held); returned is each page's search
    /// entry, keyed by language, in page order. With a cache, a page whose key (`PageRenderKey`: its bytes,
    /// its navigation, the epochs of what it reads) is the last build's is not rendered again.
    private func renderPages(
        _ pages: [ParsedPage], into sink: some OutputSink, inputs: SiteWideInputs, site: SiteConfiguration,
        navigation: Navigation, glossary: Glossary?, templates: TemplateSet, progress: ProgressLine,
        log: inout DiagnosticLog
    ) throws(BuildFailure) -> [String: [SearchIndex.Serialized]] {
        let cache = configuration.cache
        let renderer = PageRenderer(
            index: inputs.index, claims: inputs.claims, evidence: inputs.evidence, cache: cache, glossary: glossary,
            inputs: inputs)
        let folderNavigation = FolderNavigation(navigation: navigation, templates: templates)
        let outcomes = pages.parallelMap { page -> PageOutcome in
            defer { progress.advance() }
            let outputPath = page.source.outputPath
            let languages = navigation.languageLinks(
                slug: page.source.slug, language: page.source.language, from: outputPath)
            let render = { () -> RenderedPage in
                let (language, slug) = (page.source.language, page.source.slug)
                let links =
                    templates.readsNavigationList
                    ? navigation.links(language: language, slug: slug, from: outputPath) : []
                let html = folderNavigation.html(language: language, slug: slug, outputPath: outputPath)
                return self.render(
                    page, renderer: renderer, site: site, navigation: (links, html), languages: languages,
                    templates: templates)
            }
            let rendered: RenderedPage
            if let cache {
                let key = PageRenderKey(
                    revision: page.revision, navigation: inputs.navigation(of: page), languages: languages,
                    epochs: inputs.epochs(of: page))
                rendered = cache.renderedPage(key: key, path: outputPath, render: render)
            } else {
                rendered = render()
            }
            let folder = SitePaths.directory(of: outputPath)
            var failure: BuildDiagnostic?
            do {
                try sink.add(outputPath, rendered.html)
                for (name, data) in rendered.files { try sink.add(folder + name, data) }
            } catch {
                failure = .error("cannot write the output: \(error.localizedDescription)", at: .start(of: outputPath))
            }
            return PageOutcome(search: rendered.search, diagnostics: rendered.diagnostics, writeFailure: failure)
        }
        var search: [String: [SearchIndex.Serialized]] = [:]
        for (page, outcome) in zip(pages, outcomes) {
            if let failure = outcome.writeFailure { throw BuildFailure(diagnostics: [failure]) }
            log.append(contentsOf: outcome.diagnostics)
            search[page.source.language, default: []].append(outcome.search)
        }
        return search
    }

    /// What a page leaves once its files are handed on: its search entry and what it reported.
    private struct PageOutcome {
        var search: SearchIndex.Serialized
        var diagnostics: [BuildDiagnostic]
        var writeFailure: BuildDiagnostic?
    }

    /// One page through the renderer and its layout. A page kept from an earlier build was rendered then
    /// (rendering changes its tree), so it is parsed again from its bytes first. `navigation`: its links
    /// (when a template reads them) and their HTML.
    private func render(
        _ parsed: ParsedPage, renderer: PageRenderer, site: SiteConfiguration,
        navigation: (links: [PageContext.Link], html: String), languages: [PageContext.Language], templates: TemplateSet
    ) -> RenderedPage {
        var pageLog = DiagnosticLog()
        var page = parsed
        if parsed.needsParsing {
            var ignored = DiagnosticLog() // reported when the page was read
            guard
                let fresh = try? ParsedPage.parse(
                    parsed.source, data: Data(parsed.text.utf8), rawHTML: site.rawHTML,
                    expanders: configuration.expanders, revision: parsed.revision, frontMatter: parsed.frontMatter,
                    log: &ignored)
            else { preconditionFailure("a page that parsed once parses again") }
            page = fresh
        }
        let output = renderer.render(page, log: &pageLog)
        var context = pageContext(page, output: output, site: site, links: navigation.links, languages: languages)
        context.navigationHTML = navigation.html
        let search =
            configuration.cache?.searchEntry(for: page, compute: { SearchIndex.serialized(page) })
            ?? SearchIndex.serialized(page)
        return RenderedPage(
            html: Data(templates.render(context, layout: TemplateSet.pageLayout).utf8),
            files: output.files.mapValues { Data($0.utf8) }, search: search, diagnostics: pageLog.entries)
    }

    /// `<lang>/search-index.json` for every language, pages sorted by URL. The entries are given up as
    /// they are joined (without a cache, nothing else holds them).
    private func addSearchIndexes(
        to files: some OutputSink, entries: inout [String: [SearchIndex.Serialized]], site: SiteConfiguration
    ) throws {
        for language in site.languages.map(\.code) {
            var pages = entries.removeValue(forKey: language) ?? []
            pages.sort { $0.url < $1.url }
            let data: Data
            if let cache = configuration.cache {
                data = cache.searchIndex(language: language, entries: pages) {
                    SearchIndex.jsonData(objects: pages.map(\.json), language: language)
                }
            } else {
                var objects = pages.map(\.json)
                pages = []
                data = SearchIndex.jsonData(releasing: &objects, language: language)
            }
            try files.add("\(language)/search-index.json", data)
        }
    }

    /// Step 7: home redirect, 404, sitemap, template assets, static files from the content folder.
    private func addSiteFiles(
        to files: some OutputSink, home: Navigation.Entry, pages: [ParsedPage], statics: [StaticSource],
        site: SiteConfiguration, navigation: Navigation, templates: TemplateSet, log: inout DiagnosticLog
    ) throws {
        try files.add(
            "index.html",
            templates.render(
                redirectContext(to: home, site: site, navigation: navigation),
                layout: TemplateSet.redirectLayout))
        // The site's 404 in the default language, and one in each language that `serve` (and a host
        // configured for it) answers for that language's missing addresses.
        try files.add(
            "404.html",
            templates.render(
                notFoundContext(
                    site: site, navigation: navigation, language: site.defaultLanguage, outputPath: "404.html"),
                layout: TemplateSet.notFoundLayout))
        for language in site.languages.map(\.code) {
            try files.add(
                "\(language)/404.html",
                templates.render(
                    notFoundContext(
                        site: site, navigation: navigation, language: language, outputPath: "\(language)/404.html"),
                    layout: TemplateSet.notFoundLayout))
        }
        try files.add(
            "sitemap.xml",
            Sitemap.xml(urls: pages.map { SitePaths.absoluteURL(base: site.baseURL, outputPath: $0.source.outputPath) })
        )
        let copies =
            templates.assets.map { ($0.path, $0.url, ContentDiscovery.join(configuration.templatesDirectory, $0.path)) }
            + statics.map {
                ($0.contentPath, $0.fileURL, ContentDiscovery.join(configuration.contentDirectory, $0.contentPath))
            }
        if let editorModule { try files.add(editorModule.outputPath, editorModule.data) }
        for (path, url, displayPath) in copies {
            let read = { () throws(BuildDiagnostic) -> Data in
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    throw .error("cannot read the file", at: .start(of: displayPath))
                }
                return data
            }
            let data: Data
            do throws(BuildDiagnostic) {
                // Through `serve`'s cache, an unchanged file is not read again in a scoped build.
                if let cache = configuration.cache {
                    data = try cache.contents(of: url.path, read: read)
                } else {
                    data = try read()
                }
            } catch {
                log.append(error)
                continue
            }
            try files.add(path, data)
        }
    }

    // MARK: - Template contexts

    private func pageContext(
        _ page: ParsedPage, output: PageRenderer.Output, site: SiteConfiguration, links: [PageContext.Link],
        languages: [PageContext.Language]
    ) -> PageContext {
        let outputPath = page.source.outputPath
        var context = PageContext(
            siteTitle: site.title(in: page.source.language),
            siteDescription: site.description(in: page.source.language), baseURL: site.baseURL,
            root: SitePaths.rootPrefix(from: outputPath),
            language: page.source.language,
            languages: languages, navigation: links, title: page.frontMatter.title,
            description: page.frontMatter.description,
            url: SitePaths.absoluteURL(base: site.baseURL, outputPath: outputPath),
            editURL: site.editLink.map { $0.replacingOccurrences(of: "{path}", with: page.source.contentPath) },
            sourcePath: page.source.contentPath,
            isHome: page.source.slug == "index", startsWithTitle: page.startsWithTitle,
            content: output.html, toc: output.toc, redirectURL: nil)
        context.mermaidURL = site.mermaidURL ?? ""
        context.editorModule = editorModule?.fileName ?? ""
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
    private func notFoundContext(
        site: SiteConfiguration, navigation: Navigation, language: String, outputPath: String
    ) -> PageContext {
        let basePath = URL(string: site.baseURL).map { $0.path.hasSuffix("/") ? $0.path : $0.path + "/" } ?? "/"
        func absolute(_ links: [PageContext.Link]) -> [PageContext.Link] {
            links.map {
                PageContext.Link(title: $0.title, url: basePath + $0.url, current: false, inSection: $0.inSection)
            }
        }
        return PageContext(
            siteTitle: site.title(in: language), siteDescription: site.description(in: language),
            baseURL: site.baseURL, root: basePath, language: language,
            languages: navigation.languageLinks(slug: "index", language: language, from: "index.html")
                .map {
                    PageContext.Language(code: $0.code, name: $0.name, url: basePath + $0.url, current: $0.current)
                },
            navigation: absolute(navigation.links(language: language, slug: "index", from: "index.html")),
            title: InterfaceText.of(.notFoundTitle)[InterfaceText.language(language)], description: nil,
            url: site.baseURL + outputPath, editURL: nil, sourcePath: "",
            isHome: false, startsWithTitle: false, content: "", toc: [], redirectURL: nil)
    }
}
