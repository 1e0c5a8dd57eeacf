import Foundation

/// N realistic pages (headings, lists, tables, code, links between pages) written three ways:
/// a Lifeline content folder, a Hugo site with equivalent layouts, and bare Markdown for cmark-gfm.
/// Pseudo-random but seeded, so every run measures the same text.
struct SyntheticCorpus {
    var lifelineContent: URL
    var hugoSite: URL
    var rawMarkdown: [URL]
    var markdownBytes: Int
    /// A page in the middle of the corpus, content-relative (`en/s-01/page-0051.md`), for edits.
    var samplePage: String

    /// `sectionSize`: pages per folder (the "10,000 pages in 100 sections" is 100).
    static func write(pages: Int, sectionSize: Int = defaultSectionSize, to directory: URL) throws -> SyntheticCorpus {
        let fileManager = FileManager.default
        let content = directory.appendingPathComponent("lifeline/Content")
        let hugo = directory.appendingPathComponent("hugo")
        let raw = directory.appendingPathComponent("raw")
        for folder in [
            content.appendingPathComponent("en"), hugo.appendingPathComponent("content"),
            hugo.appendingPathComponent("layouts/_default"), raw,
        ] {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try """
        title: "Benchmark"
        description: "Synthetic corpus"
        baseURL: "https://bench.example.org/"
        defaultLanguage: en
        languages:
          - code: en
            name: English

        """.write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        try hugoConfiguration.write(to: hugo.appendingPathComponent("hugo.toml"), atomically: true, encoding: .utf8)
        try hugoLayout.write(
            to: hugo.appendingPathComponent("layouts/_default/single.html"), atomically: true, encoding: .utf8)
        try hugoLayout.write(
            to: hugo.appendingPathComponent("layouts/_default/list.html"), atomically: true, encoding: .utf8)
        try hugoLayout.write(to: hugo.appendingPathComponent("layouts/index.html"), atomically: true, encoding: .utf8)

        var random = SeededRandom(seed: 0x11fe_11fe)
        var rawFiles: [URL] = []
        var bytes = 0
        for number in 0..<pages {
            let name = path(number, sectionSize: sectionSize)
            try fileManager.createDirectory(
                at: content.appendingPathComponent("en/\(name).md").deletingLastPathComponent(),
                withIntermediateDirectories: true)
            try fileManager.createDirectory(
                at: hugo.appendingPathComponent("content/\(name).md").deletingLastPathComponent(),
                withIntermediateDirectories: true)
            try fileManager.createDirectory(
                at: raw.appendingPathComponent("\(name).md").deletingLastPathComponent(),
                withIntermediateDirectories: true)
            let title = number == 0 ? "Benchmark home" : "Page \(number): \(random.phrase(words: 3).capitalized)"
            let body = pageBody(number: number, pages: pages, sectionSize: sectionSize, random: &random)
            let frontMatter =
                "---\ntitle: \"\(title)\"\ndescription: \"\(random.phrase(words: 8))\"\norder: \(number)\n---\n\n"
            try (frontMatter + body).write(
                to: content.appendingPathComponent("en/\(name).md"), atomically: false, encoding: .utf8)
            let hugoName = name.hasSuffix("index") ? String(name.dropLast(5)) + "_index" : name
            let hugoMatter = "---\ntitle: \"\(title)\"\ndescription: \"x\"\nweight: \(number)\n---\n\n"
            try (hugoMatter + body).write(
                to: hugo.appendingPathComponent("content/\(hugoName).md"), atomically: false, encoding: .utf8)
            let rawFile = raw.appendingPathComponent("\(name).md")
            try body.write(to: rawFile, atomically: false, encoding: .utf8)
            rawFiles.append(rawFile)
            bytes += body.utf8.count
        }
        return SyntheticCorpus(
            lifelineContent: content, hugoSite: hugo, rawMarkdown: rawFiles, markdownBytes: bytes,
            samplePage: "en/\(path(pages / 2, sectionSize: sectionSize)).md")
    }

    /// Pages come in sections (folders) of 50, each with an index, as a large documentation site would.
    static let defaultSectionSize = 50

    /// Content-relative path without `.md`: `index`, `s-03/index`, `s-03/page-0151`.
    private static func path(_ number: Int, sectionSize: Int) -> String {
        if number == 0 { return "index" }
        let section = String(format: "s-%02d", number / sectionSize)
        return number % sectionSize == 0 ? "\(section)/index" : String(format: "\(section)/page-%04d", number)
    }

    private static func pageBody(number: Int, pages: Int, sectionSize: Int, random: inout SeededRandom) -> String {
        func link() -> String {
            let target = random.next(below: pages)
            let file = (number == 0 ? "" : "../") + path(target, sectionSize: sectionSize) + ".md"
            return "[\(random.phrase(words: 2))](\(file)#section-\(1 + random.next(below: 3)))"
        }
        var text = "\(random.sentences(3)) See \(link()) and <https://example.org/\(number)>.\n\n"
        for section in 1...4 {
            text += "## Section \(section)\n\n"
            text += "\(random.sentences(4)) Call `viewDidLoad()` once; **never** in `init`. Compare \(link()).\n\n"
            text += "### Details \(section)\n\n"
            for _ in 0..<4 { text += "- \(random.phrase(words: 6)) with *emphasis* and `code`\n" }
            text += "- [x] done item\n- [ ] ~~open~~ item\n\n"
            switch section {
            case 1:
                text += "| Callback | When | Use |\n|---|---|---|\n"
                for _ in 0..<5 {
                    text += "| `\(random.word())()` | \(random.phrase(words: 3)) | \(random.phrase(words: 4)) |\n"
                }
                text += "\n"
            case 2:
                text +=
                    "```swift\noverride func viewDidLoad() {\n    super.viewDidLoad()\n    let label = UILabel()\n    label.text = \"\(random.phrase(words: 2))\"\n    view.addSubview(label)\n}\n```\n\n"
            case 3:
                text +=
                    "1. \(random.phrase(words: 5))\n2. \(random.phrase(words: 5))\n3. \(random.phrase(words: 5))\n\n> \(random.sentences(2))\n\n"
            default:
                text += "\(random.sentences(5))\n\n"
            }
        }
        return text
    }

    private static let hugoConfiguration = """
        baseURL = "https://bench.example.org/"
        title = "Benchmark"
        disableKinds = ["taxonomy", "term", "RSS"]
        [markup.goldmark.renderer]
          unsafe = false
        [markup.highlight]
          codeFences = false

        """

    /// Equivalent work to Lifeline's layout: head, navigation (top level + current section), table of contents, content.
    private static let hugoLayout = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} · {{ .Site.Title }}</title>
        <meta name="description" content="{{ .Description }}"><link rel="canonical" href="{{ .Permalink }}"></head>
        <body><header><a href="{{ "/" | relURL }}">{{ .Site.Title }}</a></header>
        <nav><ul>{{ $current := . }}{{ range .Site.Home.Pages }}<li><a href="{{ .RelPermalink }}"{{ if eq . $current }} aria-current="page"{{ end }}>{{ .Title }}</a></li>{{ if and (eq .Kind "section") (eq . $current.CurrentSection) }}{{ range .RegularPages }}<li class="in-section"><a href="{{ .RelPermalink }}"{{ if eq . $current }} aria-current="page"{{ end }}>{{ .Title }}</a></li>{{ end }}{{ end }}{{ end }}</ul></nav>
        <main><h1>{{ .Title }}</h1>{{ .Content }}</main>
        <aside>{{ .TableOfContents }}</aside></body></html>

        """
}

/// A small deterministic generator (64-bit LCG) and a word list.
struct SeededRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    private static let words = [
        "view", "controller", "layout", "appearance", "window", "trait", "transition", "navigation", "stack",
        "present", "dismiss", "child", "parent", "bounds", "safe", "area", "constraint", "subview", "load",
        "memory", "warning", "scene", "rotate", "size", "class", "sheet", "modal", "animated", "callback",
        "order", "version", "pass", "update", "collection", "container", "release", "cycle", "closure",
    ]

    mutating func word() -> String { Self.words[next(below: Self.words.count)] }

    mutating func phrase(words count: Int) -> String { (0..<count).map { _ in word() }.joined(separator: " ") }

    mutating func sentences(_ count: Int) -> String {
        (0..<count).map { _ in
            let sentence = phrase(words: 8 + next(below: 8))
            return sentence.prefix(1).uppercased() + sentence.dropFirst() + "."
        }.joined(separator: " ")
    }
}
