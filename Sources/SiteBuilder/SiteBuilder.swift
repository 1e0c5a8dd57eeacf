import Foundation

/// Default folders, relative to the working directory.
public enum SiteBuilderInfo {
    public static let defaultContent = "Content"
    public static let defaultTemplates = "Templates"
    public static let defaultOutput = "Site"
}

/// Content/ → Site/. The build is a pipeline of named steps:
/// 1 configuration (site.yml) → 2 discovery → 3 reading pages (front matter with Yams, Markdown with
/// cmark-gfm) → 4 site index and navigation → 5 per page: link rewriting and checking, block expansion,
/// heading ids, HTML → 6 templates → 7 special files (home redirect, 404, sitemap, assets) → 8 atomic write.
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
        do {
            try OutputWriter.replace(URL(fileURLWithPath: output), with: site)
        } catch {
            throw BuildFailure(diagnostics: [.error("cannot write the output: \(error.localizedDescription)", at: .start(of: output))])
        }
        return report
    }

    /// Builds in memory (steps 1–7), for `build`, for checks, and for a server.
    public func render() throws(BuildFailure) -> (site: RenderedSite, report: BuildReport) {
        var log = DiagnosticLog()
        let contentURL = URL(fileURLWithPath: configuration.contentDirectory)

        // 1. Configuration.
        let configurationPath = ContentDiscovery.join(configuration.contentDirectory, "site.yml")
        guard let configurationData = FileManager.default.contents(atPath: contentURL.appendingPathComponent("site.yml").path),
              let configurationText = String(data: configurationData, encoding: .utf8)
        else {
            throw BuildFailure(diagnostics: [.error("site configuration not found (expected site.yml in the content folder)",
                                                    at: .start(of: configurationPath))])
        }
        let site: SiteConfiguration
        do {
            site = try SiteConfiguration.parse(text: configurationText, path: configurationPath, log: &log)
        } catch {
            throw BuildFailure(diagnostics: log.entries + [error])
        }

        // Templates are checked early: a broken template fails fast, before any page work.
        let templates = try TemplateSet.load(directory: URL(fileURLWithPath: configuration.templatesDirectory),
                                             displayRoot: configuration.templatesDirectory)

        // 2. Discovery.
        let discovered = ContentDiscovery.discover(contentDirectory: contentURL, displayRoot: configuration.contentDirectory,
                                                   languages: site.languages.map(\.code), log: &log)
        let progress = ProgressLine(total: discovered.pages.count * 2, enabled: configuration.showProgress)
        defer { progress.finish() }

        // 3. Reading pages.
        let expanders = configuration.expanders
        let readResults = discovered.pages.parallelMap { source -> (page: ParsedPage?, diagnostics: [BuildDiagnostic]) in
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
        var index = SiteIndex()
        for (source, result) in zip(discovered.pages, readResults) {
            log.append(contentsOf: result.diagnostics)
            if let page = result.page {
                pages.append(page)
            } else if !result.diagnostics.contains(where: { $0.severity == .error && $0.path == source.displayPath }) {
                index.drafts.insert(source.contentPath)
            }
        }

        // A page that cannot be read makes later complaints (missing home, links to it) noise.
        if log.hasErrors { throw BuildFailure(diagnostics: log.entries) }

        // 4. Site index: one page per output path, then navigation.
        var owners: [String: ParsedPage] = [:]
        for page in pages {
            if let first = owners[page.source.outputPath] {
                log.error("two pages write \(page.source.outputPath): this one and \(first.source.displayPath)",
                          at: .start(of: page.source.displayPath))
                continue
            }
            owners[page.source.outputPath] = page
            index.pages[page.source.contentPath] = SiteIndex.Entry(outputPath: page.source.outputPath, anchors: page.anchors)
        }
        index.statics = Set(discovered.statics.map(\.contentPath))
        let navigation = Navigation(pages: pages, configuration: site, log: &log)
        guard let home = navigation.entries[site.defaultLanguage]?.first(where: { $0.slug == "index" }) else {
            log.error("the default language '\(site.defaultLanguage)' has no home page (\(site.defaultLanguage)/index.md)",
                      at: .start(of: configurationPath))
            throw BuildFailure(diagnostics: log.entries)
        }
        if log.hasErrors { throw BuildFailure(diagnostics: log.entries) }

        // 5 and 6. Pages to HTML, then through the layout.
        let renderer = PageRenderer(index: index)
        let uniquePages = pages.filter { owners[$0.source.outputPath] === $0 }
        let rendered = uniquePages.parallelMap { page -> (path: String, html: String, diagnostics: [BuildDiagnostic]) in
            var pageLog = DiagnosticLog()
            defer { progress.advance() }
            let output = renderer.render(page, log: &pageLog)
            let context = pageContext(page, output: output, site: site, navigation: navigation)
            return (page.source.outputPath, templates.render(context, layout: TemplateSet.pageLayout), pageLog.entries)
        }
        var files = RenderedSite()
        for result in rendered {
            log.append(contentsOf: result.diagnostics)
            files.add(result.path, result.html)
        }

        // 7. Home redirect, 404, sitemap, assets, static files.
        files.add("index.html", templates.render(redirectContext(to: home, site: site, navigation: navigation),
                                                 layout: TemplateSet.redirectLayout))
        files.add("404.html", templates.render(notFoundContext(site: site, navigation: navigation), layout: TemplateSet.notFoundLayout))
        files.add("sitemap.xml", Sitemap.xml(urls: uniquePages.map { SitePaths.absoluteURL(base: site.baseURL, outputPath: $0.source.outputPath) }))
        for asset in templates.assets {
            guard let data = FileManager.default.contents(atPath: asset.url.path) else {
                log.error("cannot read the asset", at: .start(of: ContentDiscovery.join(configuration.templatesDirectory, asset.path)))
                continue
            }
            files.add(asset.path, data)
        }
        for file in discovered.statics {
            guard let data = FileManager.default.contents(atPath: file.fileURL.path) else {
                log.error("cannot read the file", at: .start(of: ContentDiscovery.join(configuration.contentDirectory, file.contentPath)))
                continue
            }
            files.add(file.contentPath, data)
        }

        let warnings = log.entries.filter { $0.severity == .warning }
        if log.hasErrors || (configuration.strict && !warnings.isEmpty) {
            throw BuildFailure(diagnostics: log.entries)
        }
        return (files, BuildReport(pageCount: uniquePages.count, files: files.paths, warnings: warnings.sorted()))
    }

    // MARK: - Template contexts

    private func pageContext(_ page: ParsedPage, output: PageRenderer.Output, site: SiteConfiguration,
                             navigation: Navigation) -> PageContext {
        let outputPath = page.source.outputPath
        return PageContext(
            siteTitle: site.title, siteDescription: site.description, baseURL: site.baseURL,
            root: SitePaths.rootPrefix(from: outputPath),
            language: page.source.language,
            languages: navigation.languageLinks(slug: page.source.slug, language: page.source.language, from: outputPath),
            navigation: navigation.links(language: page.source.language, slug: page.source.slug, from: outputPath),
            title: page.frontMatter.title, description: page.frontMatter.description,
            url: SitePaths.absoluteURL(base: site.baseURL, outputPath: outputPath),
            editURL: site.editLink.map { $0.replacingOccurrences(of: "{path}", with: page.source.contentPath) },
            sourcePath: page.source.contentPath,
            isHome: page.source.slug == "index",
            content: output.html, toc: output.toc, redirectURL: nil)
    }

    /// `Site/index.html` sends visitors to the default language's home.
    private func redirectContext(to home: Navigation.Entry, site: SiteConfiguration, navigation: Navigation) -> PageContext {
        let outputPath = "index.html"
        return PageContext(
            siteTitle: site.title, siteDescription: site.description, baseURL: site.baseURL, root: "",
            language: site.defaultLanguage,
            languages: navigation.languageLinks(slug: "index", language: site.defaultLanguage, from: outputPath),
            navigation: navigation.links(language: site.defaultLanguage, slug: "index", from: outputPath),
            title: site.title, description: site.description, url: site.baseURL, editURL: nil, sourcePath: "",
            isHome: true, content: "", toc: [],
            redirectURL: SitePaths.relativeURL(from: outputPath, to: home.outputPath))
    }

    /// The 404 page is served at any address, so its links are absolute paths from the base URL's path.
    private func notFoundContext(site: SiteConfiguration, navigation: Navigation) -> PageContext {
        let basePath = URL(string: site.baseURL).map { $0.path.hasSuffix("/") ? $0.path : $0.path + "/" } ?? "/"
        func absolute(_ links: [PageContext.Link]) -> [PageContext.Link] {
            links.map { PageContext.Link(title: $0.title, url: basePath + $0.url, current: false, inSection: $0.inSection) }
        }
        return PageContext(
            siteTitle: site.title, siteDescription: site.description, baseURL: site.baseURL, root: basePath,
            language: site.defaultLanguage,
            languages: navigation.languageLinks(slug: "index", language: site.defaultLanguage, from: "index.html")
                .map { PageContext.Language(code: $0.code, name: $0.name, url: basePath + $0.url, current: $0.current) },
            navigation: absolute(navigation.links(language: site.defaultLanguage, slug: "index", from: "index.html")),
            title: "Page not found", description: nil, url: site.baseURL + "404.html", editURL: nil, sourcePath: "",
            isHome: false, content: "", toc: [], redirectURL: nil)
    }
}
