import Foundation
import Testing

@testable import SiteBuilder

@Suite struct TemplateTests {
    @Test func tagsAreFoundWithLineAndColumn() {
        let tags = TemplateChecker.tags(in: "<p>{{a}}</p>\n  {{#list}}{{{b.c}}}{{/list}} {{> partials/x}}{{! note }}")
        #expect(tags.map(\.name) == ["a", "list", "b.c", "list", "partials/x", "note"])
        #expect(tags.map(\.kind) == [.variable, .section, .variable, .close, .partial, .comment])
        #expect(tags.map(\.line) == [1, 2, 2, 2, 2, 2])
        #expect(tags.map(\.column) == [4, 3, 12, 21, 31, 47])
    }

    func check(_ templates: [String: String]) -> [String] {
        var sources: [String: (text: String, path: String)] = [:]
        for (name, text) in templates { sources[name] = (text, "T/\(name).mustache") }
        var checker = TemplateChecker(templates: sources)
        checker.check(template: "layouts/page", scopes: [PageContext.shape])
        return checker.diagnostics.map { $0.description }
    }

    @Test func unknownVariablesAreErrorsWithTheirPosition() {
        #expect(
            check(["layouts/page": "<title>{{page.title}}</title>\n<h1>{{page.titel}}</h1>"])
                == ["T/layouts/page.mustache:2:5: error: unknown template variable 'page.titel'"])
    }

    @Test func sectionsOpenTheirItemScope() {
        #expect(
            check([
                "layouts/page":
                    "{{#navigation}}{{title}}{{url}}{{site.title}}{{/navigation}}{{#toc}}{{#children}}{{id}}{{/children}}{{/toc}}"
            ]).isEmpty)
        #expect(
            check(["layouts/page": "{{#navigation}}{{code}}{{/navigation}}"])
                == ["T/layouts/page.mustache:1:16: error: unknown template variable 'code'"])
    }

    @Test func partialsAreCheckedInTheScopeTheyAreIncludedIn() {
        #expect(
            check([
                "layouts/page": "{{#languages}}{{> partials/lang}}{{/languages}}",
                "partials/lang": "{{code}} {{bogus}}",
            ])
                == ["T/partials/lang.mustache:1:10: error: unknown template variable 'bogus'"])
    }

    @Test func missingPartialIsAnError() {
        #expect(
            check(["layouts/page": "x\n {{> partials/nope}}"])
                == [
                    "T/layouts/page.mustache:2:2: error: missing template 'partials/nope' (no partials/nope.mustache in the templates folder)"
                ])
    }

    /// The template check is only as good as the shape: it must list exactly what the renderer provides.
    @Test func shapeMatchesTheRenderedContext() {
        let context = PageContext(
            siteTitle: "S", siteDescription: "D", baseURL: "https://x/", root: "../", language: "en",
            languages: [.init(code: "en", name: "English", url: "./", current: true)],
            navigation: [.init(title: "A", url: "./", current: true, inSection: false)],
            title: "T", description: "d", url: "https://x/en/", editURL: "https://e", sourcePath: "en/index.md",
            isHome: true,
            startsWithTitle: false, content: "<p>",
            toc: [.init(id: "a", title: "A", children: [.init(id: "b", title: "B", children: [])])], redirectURL: nil)
        #expect(Self.shape(of: context) == PageContext.shape)
    }

    /// The shape of a value, lists typed by their first item; `children` of the second TOC level is empty by design.
    static func shape(of object: any TemplateObject) -> ContextShape {
        #expect(object.child(named: "noSuchField") == nil)
        return .object(
            Dictionary(
                uniqueKeysWithValues: type(of: object).fieldNames.map { name in
                    let child = object.child(named: name)
                    #expect(child != nil, "\(type(of: object)) lists '\(name)' but does not answer it")
                    return (name, child.map { shape(of: $0) } ?? .value)
                }))
    }

    static func shape(of value: TemplateValue) -> ContextShape {
        switch value {
        case .text, .flag: .value
        case .object(let object): shape(of: object)
        case .list(let items): .list(items.first.map { shape(of: $0) } ?? .object([:]))
        }
    }

    @Test func missingLayoutAndUnknownVariableFailTheBuild() throws {
        let templates = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: TestSite.repositoryTemplates, toPath: templates.path)
        defer { try? FileManager.default.removeItem(at: templates) }
        try FileManager.default.removeItem(at: templates.appendingPathComponent("layouts/404.mustache"))
        try "{{site.title}} {{sitee}}\n".write(
            to: templates.appendingPathComponent("layouts/redirect.mustache"), atomically: true, encoding: .utf8)
        let site = try TestSite(pages: ["en/index.md": "---\ntitle: T\n---\n"])
        defer { site.remove() }
        do {
            _ = try SiteBuilder(site.configuration(templates: templates.path)).render()
            Issue.record("expected a failure")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "\(templates.path)/layouts/404.mustache:1:1: error: missing template 'layouts/404': every build renders it",
                    "\(templates.path)/layouts/redirect.mustache:1:16: error: unknown template variable 'sitee'",
                ])
        }
    }

    @Test func frontMatterTextIsEscapedByTheLayout() throws {
        let site = try TestSite(pages: [
            "en/index.md": "---\ntitle: 'A <b> & \"q\"'\ndescription: '<script>x</script>'\n---\n"
        ])
        defer { site.remove() }
        let (rendered, _) = try SiteBuilder(site.configuration()).render()
        let html = String(decoding: rendered.files["en/index.html"]!, as: UTF8.self)
        #expect(html.contains("<h1>A &lt;b&gt; &amp; &quot;q&quot;</h1>"))
        #expect(html.contains(#"<meta name="description" content="&lt;script&gt;x&lt;/script&gt;">"#))
        #expect(!html.contains("<script>x"))
    }
}

@Suite struct NavigationLinkTemplateTests {
    /// Links are rendered once per value and reused; the page's own link must still be the one marked current.
    @Test func eachPageMarksItsOwnLinkAndTitlesAreEscaped() throws {
        let site = try TestSite(pages: [
            "en/index.md": "---\ntitle: Home\n---\n", "en/a.md": "---\ntitle: 'A <&>'\n---\n",
        ])
        defer { site.remove() }
        let (rendered, _) = try SiteBuilder(site.configuration()).render()
        let home = String(decoding: rendered.files["en/index.html"]!, as: UTF8.self)
        let page = String(decoding: rendered.files["en/a/index.html"]!, as: UTF8.self)
        #expect(home.contains(#"<li><a href="./" aria-current="page">Home</a></li>"#))
        #expect(home.contains(#"<li><a href="a/">A &lt;&amp;&gt;</a></li>"#))
        #expect(page.contains(#"<li><a href="../">Home</a></li>"#))
        #expect(page.contains(#"<li><a href="./" aria-current="page">A &lt;&amp;&gt;</a></li>"#))
    }

    @Test func theLinkPartialSeesOnlyTheLink() {
        var checker = TemplateChecker(templates: [
            TemplateSet.navigationLinkPartial: ("<a href=\"{{url}}\">{{title}}</a> {{site.title}}", "T/l.mustache")
        ])
        checker.check(template: TemplateSet.navigationLinkPartial, scopes: [PageContext.Link.shape])
        #expect(
            checker.diagnostics.map(\.description) == [
                "T/l.mustache:1:33: error: unknown template variable 'site.title'"
            ])
    }

    /// `CompiledTemplate` renders no template inheritance, so the check refuses it.
    @Test func templateInheritanceIsAnError() {
        var checker = TemplateChecker(templates: [
            "layouts/page": ("{{<partials/base}}{{$body}}x{{/body}}{{/partials/base}}", "T/p.mustache"),
            "partials/base": ("{{$body}}{{/body}}", "T/b.mustache"),
        ])
        checker.check(template: "layouts/page", scopes: [PageContext.shape])
        #expect(
            checker.diagnostics.map(\.description) == [
                "T/p.mustache:1:1: error: template inheritance ({{<…}}, {{$…}}) is not supported",
                "T/p.mustache:1:19: error: template inheritance ({{<…}}, {{$…}}) is not supported",
            ])
    }
}
