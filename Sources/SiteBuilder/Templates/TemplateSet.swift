import Foundation
import Mustache
import Reports

/// Step 6's input: every `*.mustache` under the templates folder, named by path without the
/// extension (`layouts/page`, `partials/toc`), parsed and checked against `PageContext.shape`.
struct TemplateSet: Sendable {
    /// The layouts the build renders; each must exist.
    static let pageLayout = "layouts/page"
    static let notFoundLayout = "layouts/404"
    static let redirectLayout = "layouts/redirect"
    static let requiredLayouts = [pageLayout, notFoundLayout, redirectLayout]
    /// One navigation link, seen alone (title, url, current, inSection); layouts place the rendered
    /// links with `{{{navigationHTML}}}`.
    static let navigationLinkPartial = "partials/navigation-link"

    /// Each template compiled for rendering, by name.
    private let compiled: [String: CompiledTemplate]
    /// Rendered navigation links by value. Every page lists its section's pages, and most of those
    /// links read the same from every page of the section (`../push/`), so each is rendered once:
    /// looping over them in Mustache was most of the build time of a 1,000-page site.
    private let renderedLinks = RenderedLinks()
    /// Files under `assets/`, relative to the templates folder, copied to the output as they are.
    let assets: [(path: String, url: URL)]
    /// Each template's text by name: what `serve`'s cache compares to know the layout is unchanged.
    let sourceTexts: [String: String]
    /// Some template reads the `navigation` list itself; else pages need only `navigationHTML`, made
    /// per folder (`FolderNavigation`).
    let readsNavigationList: Bool

    private init(
        compiled: [String: CompiledTemplate], assets: [(path: String, url: URL)], sourceTexts: [String: String]
    ) {
        self.compiled = compiled
        self.assets = assets
        self.sourceTexts = sourceTexts
        readsNavigationList = compiled.values.contains { $0.reads("navigation") }
    }

    /// `cache`: `serve`'s; templates whose texts (and assets' paths) are the last build's are not parsed
    /// and checked again (a tenth of a rebuild after an edit on 1,000 pages), and their rendered
    /// navigation links are kept.
    static func load(directory: URL, displayRoot: String, cache: RenderCache? = nil) throws(BuildFailure)
        -> TemplateSet
    {
        var diagnostics: [BuildDiagnostic] = []
        var sources: [String: (text: String, path: String)] = [:]
        var assets: [(path: String, url: URL)] = []
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw BuildFailure(diagnostics: [.error("templates folder not found", at: .start(of: displayRoot))])
        }
        var texts: [(relative: String, text: String)] = []
        for relative in ContentDiscovery.filesUnder(directory) {
            let url = directory.appendingPathComponent(relative)
            let displayPath = ContentDiscovery.join(displayRoot, relative)
            if relative.hasPrefix("assets/") {
                assets.append((relative, url))
                continue
            }
            guard relative.hasSuffix(".mustache") else { continue }
            guard let data = FileManager.default.contents(atPath: url.path),
                let text = String(data: data, encoding: .utf8)
            else {
                diagnostics.append(.error("cannot read the template as UTF-8", at: .start(of: displayPath)))
                continue
            }
            texts.append((relative, text))
        }
        let key = TemplateKey(
            directory: directory.path, texts: texts.map { [$0.relative, $0.text] }, assets: assets.map(\.path))
        if diagnostics.isEmpty, let kept = cache?.templates(for: key) { return kept }
        for (relative, text) in texts {
            let displayPath = ContentDiscovery.join(displayRoot, relative)
            let name = String(relative.dropLast(".mustache".count))
            do {
                // swift-mustache's parser finds syntax errors with their line and column; the template is
                // then rendered by `CompiledTemplate`.
                _ = try MustacheTemplate(string: text)
                sources[name] = (text, displayPath)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(
                    .error(
                        "template syntax: \(error.error)",
                        at: SourcePosition(
                            path: displayPath, line: error.context.lineNumber, column: error.context.columnNumber + 1)))
            } catch {
                diagnostics.append(.error("template syntax: \(error)", at: .start(of: displayPath)))
            }
        }
        var checker = TemplateChecker(templates: sources)
        for layout in requiredLayouts + [navigationLinkPartial] {
            if sources[layout] == nil {
                if !diagnostics.contains(where: { $0.path == ContentDiscovery.join(displayRoot, layout + ".mustache") })
                {
                    diagnostics.append(
                        .error(
                            "missing template '\(layout)': every build renders it",
                            at: .start(of: ContentDiscovery.join(displayRoot, layout + ".mustache"))))
                }
                continue
            }
            checker.check(
                template: layout, scopes: [layout == navigationLinkPartial ? PageContext.Link.shape : PageContext.shape]
            )
        }
        diagnostics += checker.diagnostics
        if !diagnostics.isEmpty { throw BuildFailure(diagnostics: Array(Set(diagnostics))) }
        let set = TemplateSet(
            compiled: sources.mapValues { CompiledTemplate($0.text) }, assets: assets,
            sourceTexts: sources.mapValues(\.text))
        cache?.keepTemplates(set, for: key)
        return set
    }

    /// `context.navigationHTML`, when empty, is made from `context.navigation`.
    func render(_ context: PageContext, layout: String) -> String {
        var context = context
        if context.navigationHTML.isEmpty { context.navigationHTML = navigationHTML(context.navigation) }
        var output = ""
        output.reserveCapacity(context.content.utf8.count + context.navigationHTML.utf8.count + 8192)
        render(layout, in: .object(context), into: &output)
        return output
    }

    private func render(_ name: String, in scope: TemplateValue, into output: inout String) {
        var scopes = [scope]
        compiled[name]?.render(in: &scopes, partials: compiled, into: &output)
    }

    func navigationHTML(_ links: [PageContext.Link]) -> String {
        var html = ""
        // A link is about a hundred bytes of HTML: grown once, not doubling through a hundred links.
        html.reserveCapacity(links.count * 128)
        for link in links {
            html += renderedLinks.html(for: link) {
                var rendered = ""
                render(Self.navigationLinkPartial, in: .object($0), into: &rendered)
                return rendered
            }
        }
        return html
    }

    private final class RenderedLinks: @unchecked Sendable {
        private let lock = NSLock()
        private var html: [PageContext.Link: String] = [:]

        func html(for link: PageContext.Link, render: (PageContext.Link) -> String) -> String {
            if let known = lock.withLock({ html[link] }) { return known }
            let rendered = render(link)
            lock.withLock { html[link] = rendered }
            return rendered
        }
    }
}
