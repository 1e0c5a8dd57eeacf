import Foundation
import Testing

/// The committed Site/ must be what a build produces on any machine, so `lifeline check` passes in CI
/// wherever it runs. These build the same content under different machine settings and compare bytes.
@Suite struct ReproducibleBuildTests {
    /// Fonts, locale, time zone, core count and the folder the content sits in must not reach the
    /// output. Graphviz used to measure label text with the fonts fontconfig found, so a build under a
    /// configuration with no fonts laid every diagram out differently.
    @Test func sameBytesWithoutFontsUnderAnotherLocaleTimeZoneCoreCountAndPath() throws {
        let reference = try FixtureSite("diagrams-in-three-languages")
        let other = try FixtureSite("diagrams-in-three-languages")
        defer { reference.remove(); other.remove() }
        #expect(reference.root.path != other.root.path)

        try reference.write("fonts.conf", "<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n")
        #expect(try reference.run("build").status == 0)
        let singleCore =
            FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset")
            ? ["/usr/bin/taskset", "-c", "0"] : []
        let result = try CLI.run(
            ["build"], in: other.root,
            environment: [
                "FONTCONFIG_FILE": reference.url("fonts.conf").path,
                "LANG": "ru_RU.UTF-8", "LC_ALL": "ru_RU.UTF-8",
                "TZ": "Pacific/Kiritimati",
            ], launcher: singleCore)
        #expect(result.status == 0, "\(result.stderr)")

        let expected = reference.snapshot("Site"), actual = other.snapshot("Site")
        #expect(expected.keys.sorted() == actual.keys.sorted())
        for (path, bytes) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(actual[path] == bytes, "\(path) differs between the two builds")
        }
        // Not vacuous: the pages carry diagrams with Latin, Cyrillic and Chinese labels.
        let pages = ["en/index.html", "ru/index.html", "zh/index.html"].compactMap { reference.read("Site/\($0)") }
        #expect(pages.count == 3)
        #expect(pages.allSatisfy { $0.contains("<svg class=\"lifeline-diagram\"") })
        #expect(pages[1].contains("Навигационный контроллер показывает B"))
        #expect(pages[2].contains("导航控制器推入 B"))
    }

    /// When only the diagrams differ, `check` says so and names the likely cause, with the first
    /// differing line of each file.
    @Test func checkExplainsADifferenceInsideDiagrams() throws {
        let site = try FixtureSite("diagrams-in-three-languages")
        defer { site.remove() }
        #expect(try site.run("build").status == 0)
        let page = try #require(site.read("Site/zh/index.html"))
        let moved = try #require(page.range(of: "<text x=\""))
        try site.write(
            "Site/zh/index.html", page.replacingCharacters(in: moved, with: "<text x=\"1"))

        let result = try site.run("check")
        #expect(result.status == 1)
        let lines = result.stderrLines
        #expect(lines.first == "Site is not what a build produces (run `lifeline build`):")
        #expect(lines.contains("  differs: zh/index.html"))
        #expect(
            lines.contains { $0.hasPrefix("    first difference at line ") && $0.hasSuffix(" (only inside diagrams):") }
        )
        #expect(lines.contains { $0.hasPrefix("      committed: <text x=\"1") })
        #expect(lines.contains { $0.hasPrefix("      built:     <text x=\"") })
        #expect(lines.last?.hasPrefix("note: every difference is inside Graphviz diagrams") == true)
    }

    /// A difference in the page's text is reported with its line, and without the diagrams note.
    @Test func checkShowsTheFirstDifferingLineOfText() throws {
        let site = try FixtureSite("diagrams-in-three-languages")
        defer { site.remove() }
        #expect(try site.run("build").status == 0)
        let page = try #require(site.read("Site/ru/index.html"))
        try site.write("Site/ru/index.html", page.replacingOccurrences(of: "<h1>Диаграммы", with: "<h1>Схемы"))

        let result = try site.run("check")
        #expect(result.status == 1)
        #expect(result.stderrLines.contains { $0.hasPrefix("      committed: <h1>Схемы") })
        #expect(result.stderrLines.contains { $0.hasPrefix("      built:     <h1>Диаграммы") })
        #expect(
            !result.stderrLines.contains { $0.hasPrefix("    first difference") && $0.contains("only inside diagrams") }
        )
        #expect(!result.stderr.contains("note: every difference is inside Graphviz diagrams"))
    }
}
