import Foundation
import Testing

@Suite struct BuildCommandTests {
    @Test func goodSiteBuildsEveryOutputFile() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        let result = try site.run("build")
        #expect(result.status == 0)
        #expect(result.stdout == "built 5 pages, 28 files, into Site\n")
        #expect(result.stderr == "")
        let files = site.snapshot("Site").keys.sorted()
        #expect(
            files.filter { !$0.contains("/diagram-") } == [
                "404.html", "assets/favicon.svg", "assets/lifecycle.css", "assets/lifecycle.js",
                "assets/lifeline-runner.mjs", "assets/scenario-editor.js", "assets/scenario-worker.js",
                "assets/search-terms.js", "assets/search.js", "assets/style.css", "assets/theme.js",
                "assets/trace-filter.js", "en/404.html", "en/about/index.html", "en/guide/index.html",
                "en/guide/push/index.html",
                "en/img/diagram.svg", "en/index.html", "en/search-index.json", "index.html", "ru/404.html",
                "ru/index.html", "ru/search-index.json", "sitemap.xml",
            ])
        // Each home's sequence diagram as downloads next to it, named by their content (16 hex digits).
        let downloads = files.filter { $0.contains("/diagram-") }
        #expect(downloads.count == 4)
        #expect(downloads.allSatisfy { $0.hasSuffix(".dot") || $0.hasSuffix(".mmd") })
        #expect(downloads.allSatisfy { $0.split(separator: "-").last?.split(separator: ".").first?.count == 16 })
    }

    @Test func pagesHaveRewrittenLinksNavigationAndContents() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        #expect(try site.run("build").status == 0)
        let home = try #require(site.read("Site/en/index.html"))
        #expect(home.contains(#"<a href="guide/push/#animated-push">pushing</a>"#))
        #expect(home.contains(#"<link rel="stylesheet" href="../assets/style.css">"#))
        // The options the page's editor re-runs the block with.
        #expect(home.contains(#"<section class="scenario" id="scenario-14" data-ios="17">"#))
        #expect(home.contains(#"<a href="https://example.org/edit/en/index.md">Edit this page</a>"#))
        let push = try #require(site.read("Site/en/guide/push/index.html"))
        #expect(push.contains(#"<li class="in-section"><a href="./" aria-current="page">Push</a></li>"#))
        #expect(push.contains(##"<a href="#animated-push-2">Animated push</a>"##))
        #expect(push.contains(#"<a href="../../">home</a>"#))
        let about = try #require(site.read("Site/en/about/index.html"))
        #expect(about.contains(#"<img src="../img/diagram.svg" alt="Diagram" />"#))
        #expect(!about.contains("<script>alert"))
        #expect(site.read("Site/ru/index.html")?.contains(#"<h2 id="жизненный-цикл">"#) == true)
        #expect(site.read("Site/index.html")?.contains(#"<meta http-equiv="refresh" content="0; url=en/">"#) == true)
        #expect(site.read("Site/404.html")?.contains(#"<link rel="stylesheet" href="/docs/assets/style.css">"#) == true)
        // Each language has its own, in its language, with the same absolute links.
        let russian = site.read("Site/ru/404.html") ?? ""
        #expect(russian.contains(#"<html lang="ru""#) && russian.contains("Страница не найдена"))
        #expect(russian.contains(#"<link rel="stylesheet" href="/docs/assets/style.css">"#))
        #expect(
            site.read("Site/sitemap.xml") == """
                <?xml version="1.0" encoding="UTF-8"?>
                <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
                  <url><loc>https://fixture.example.org/docs/en/</loc></url>
                  <url><loc>https://fixture.example.org/docs/en/about/</loc></url>
                  <url><loc>https://fixture.example.org/docs/en/guide/</loc></url>
                  <url><loc>https://fixture.example.org/docs/en/guide/push/</loc></url>
                  <url><loc>https://fixture.example.org/docs/ru/</loc></url>
                </urlset>

                """)
    }

    /// The editor's module goes into assets/ under its content's hash, every page names it in the
    /// editor's template, and a module without the digest the wasm build writes after it is not used.
    @Test func theEditorModuleIsCopiedUnderItsContentsName() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        try site.write("module.wasm", "not really wasm")
        let incomplete = try site.run("build", "--wasm", "module.wasm")
        #expect(incomplete.status == 0)
        #expect(incomplete.stderrLines.first?.hasPrefix("note: no module.wasm") == true)
        #expect(site.read("Site/en/index.html")?.contains("scenario-editor\"") == false)
        try site.write("module.wasm.inputs", "digest")
        #expect(try site.run("build", "--wasm", "module.wasm").status == 0)
        let modules = site.snapshot("Site").keys.filter { $0.hasPrefix("assets/lifeline-") && $0.hasSuffix(".wasm") }
        #expect(modules.count == 1)
        let name = try #require(modules.first).dropFirst("assets/".count)
        #expect(site.read("Site/" + "assets/" + name) == "not really wasm")
        let home = try #require(site.read("Site/en/index.html"))
        #expect(home.contains(#"<template id="scenario-editor" data-module="../assets/\#(name)""#))
        #expect(
            home.contains(#"<button type="button" class="scenario-edit" aria-expanded="false">Edit and run</button>"#))
        #expect(site.read("Site/ru/index.html")?.contains("Изменить и запустить") == true)
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        #expect(try site.run("build", "--out", "One").status == 0)
        #expect(try site.run("build", "--out", "Two").status == 0)
        let one = site.snapshot("One"), two = site.snapshot("Two")
        #expect(one.count == 28)
        #expect(one == two)
    }

    @Test func failedBuildLeavesThePreviousOutputByteIdentical() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        #expect(try site.run("build").status == 0)
        let before = site.snapshot("Site")
        try site.write("Content/en/about.md", "---\ntitle: About\n---\n\n[gone](nowhere.md)\n")
        let result = try site.run("build")
        #expect(result.status != 0)
        #expect(result.stderrLines == ["Content/en/about.md:5:1: error: link to a missing page 'en/nowhere.md'"])
        #expect(site.snapshot("Site") == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".site-tmp") }
                == [])
    }

    @Test func malformedFrontMatterIsReportedWithItsPosition() throws {
        let site = try FixtureSite("broken-front-matter")
        defer { site.remove() }
        let result = try site.run("build")
        #expect(result.status == 1)
        #expect(
            result.stderrLines == [
                "Content/en/index.md:4:1: error: malformed YAML: while parsing a flow sequence did not find expected ',' or ']'"
            ])
        #expect(!FileManager.default.fileExists(atPath: site.url("Site").path))
    }

    @Test func brokenLinksAreErrorsWithTheirPositions() throws {
        let site = try FixtureSite("broken-links")
        defer { site.remove() }
        let result = try site.run("build")
        #expect(result.status == 1)
        #expect(
            result.stderrLines == [
                "Content/en/index.md:5:5: error: link to a missing page 'en/missing.md'",
                "Content/en/index.md:6:1: error: link to a missing anchor '#nowhere' in 'en/other.md'",
                "Content/en/index.md:6:42: error: link to a missing anchor '#nothing-here' on this page",
            ])
        #expect(!FileManager.default.fileExists(atPath: site.url("Site").path))
    }

    @Test func twoPagesWithOneOutputPathAreAnError() throws {
        let site = try FixtureSite("duplicate-output")
        defer { site.remove() }
        let result = try site.run("build")
        #expect(result.status == 1)
        #expect(
            result.stderrLines == [
                "Content/en/guide/index.md:1:1: error: two pages write en/guide/index.html: this one and Content/en/guide.md"
            ])
    }

    @Test func templateErrorsNameTheTemplate() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        try site.write(
            "Templates/partials/footer.mustache", "<footer>\n  {{site.titel}}\n  {{> partials/missing}}\n</footer>\n")
        let result = try site.run("build")
        #expect(result.status == 1)
        #expect(
            result.stderrLines == [
                "Templates/partials/footer.mustache:2:3: error: unknown template variable 'site.titel'",
                "Templates/partials/footer.mustache:3:3: error: missing template 'partials/missing' (no partials/missing.mustache in the templates folder)",
            ])
    }

    @Test func warningsFailOnlyStrictBuilds() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        try site.write("Content/en/about.md", "---\ntitle: About\nlayout: wide\n---\n\nText.\n")
        let lenient = try site.run("build")
        #expect(lenient.status == 0)
        #expect(
            lenient.stderrLines == [
                "Content/en/about.md:3:1: warning: unknown front matter key `layout` (known: title, description, order, draft)"
            ])
        let strict = try site.run("build", "--strict", "--out", "Strict")
        #expect(strict.status == 1)
        #expect(strict.stderrLines == lenient.stderrLines)
        #expect(!FileManager.default.fileExists(atPath: site.url("Strict").path))
    }

    @Test func optionsChooseFolders() throws {
        let site = try FixtureSite("good")
        defer { site.remove() }
        try FileManager.default.moveItem(at: site.url("Content"), to: site.url("Pages"))
        try FileManager.default.moveItem(at: site.url("Templates"), to: site.url("Layouts"))
        let result = try site.run("build", "--content", "Pages", "--templates", "Layouts", "--out", "public")
        #expect(result.status == 0)
        #expect(site.read("public/en/index.html") != nil)
        let missing = try site.run("build")
        #expect(missing.status == 1)
        #expect(
            missing.stderrLines == [
                "Content/site.yml:1:1: error: site configuration not found (expected site.yml in the content folder)"
            ])
    }
}
