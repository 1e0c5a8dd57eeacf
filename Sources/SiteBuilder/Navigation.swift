/// Step 4b: the order of pages in each language's navigation, and the language switcher.
/// Pages in a folder (`guide/push.md`) form a section: the navigation of a page shows the top-level
/// pages and the pages of its own section, after the section's index (`guide/index.md`). This keeps
/// every page's navigation short on a large site; a flat site shows all its pages. A list longer than
/// `fullListLimit` (a section of thousands of pages, or as many top-level pages) shows only the
/// neighbourhood of the page: the `neighbours` entries before it and after it.
struct Navigation {
    /// The longest list shown whole. 60 links are about 6 KB of HTML on every page of the section; the
    /// reference's sections are far shorter, so its navigation is whole.
    static let fullListLimit = 60
    /// Entries shown on each side of the page in a longer list (a window of 51 links, about 5 KB).
    static let neighbours = 25

    struct Entry: Equatable {
        var slug: String
        var title: String
        var outputPath: String
        /// The folder a page sits in under its language folder; nil at the top level.
        var section: String?
        /// The output path split for relative URLs: every page links to the pages of its navigation.
        var target: SitePaths.URLTarget

        init(slug: String, title: String, outputPath: String) {
            self.slug = slug
            self.title = title
            self.outputPath = outputPath
            section = Entry.section(ofSlug: slug)
            target = SitePaths.URLTarget(outputPath: outputPath)
        }

        /// What the navigation shows of it (the URL target follows from the output path).
        static func == (a: Entry, b: Entry) -> Bool {
            a.slug == b.slug && a.title == b.title && a.outputPath == b.outputPath
        }

        /// The entry as a link on a page in the folder `directory` (split into components).
        func link(from directory: [Substring], current: Bool, inSection: Bool) -> PageContext.Link {
            PageContext.Link(
                title: title, url: SitePaths.relativeURL(fromDirectory: directory, to: target), current: current,
                inSection: inSection)
        }

        /// `guide/push` → `guide`; nil for a top-level slug.
        static func section(ofSlug slug: String) -> String? {
            slug.firstIndex(of: "/").map { String(slug[..<$0]) }
        }
    }

    /// Per language, in navigation order.
    let entries: [String: [Entry]]
    /// The same split into top-level pages and, per section, the section's pages.
    private let topLevel: [String: [Entry]]
    private let sections: [String: [String: [Entry]]]
    /// Per language, each slug's entry, for the language switcher.
    private let bySlug: [String: [String: Entry]]
    /// Each entry's place in its list (top level or section), for the neighbourhood of a long list.
    private let positions: [String: Int]
    let languages: [SiteConfiguration.Language]

    /// site.yml's `navigation` first, in that order; the rest by front-matter `order`, then title, then slug.
    /// The language's home leads unless `navigation` places it.
    init(pages: [ParsedPage], configuration: SiteConfiguration, log: inout DiagnosticLog) {
        var entries: [String: [Entry]] = [:]
        var listed = Dictionary(
            configuration.navigation.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        if listed["index"] == nil { listed["index"] = -1 }
        for language in configuration.languages {
            let pagesOfLanguage = pages.filter { $0.source.language == language.code }
            let sorted = pagesOfLanguage.sorted { a, b in
                let keyA = (
                    listed[a.source.slug] ?? Int.max, a.frontMatter.order ?? Int.max, a.frontMatter.title, a.source.slug
                )
                let keyB = (
                    listed[b.source.slug] ?? Int.max, b.frontMatter.order ?? Int.max, b.frontMatter.title, b.source.slug
                )
                return keyA < keyB
            }
            entries[language.code] = sorted.map {
                Entry(slug: $0.source.slug, title: $0.frontMatter.title, outputPath: $0.source.outputPath)
            }
        }
        let allSlugs = Set(pages.map(\.source.slug))
        for (slug, position) in zip(configuration.navigation, configuration.navigationPositions)
        where !allSlugs.contains(slug) {
            log.warning("navigation lists '\(slug)', but no language has a page with that slug", at: position)
        }
        self.entries = entries
        topLevel = entries.mapValues { $0.filter { $0.section == nil } }
        sections = entries.mapValues { Dictionary(grouping: $0.filter { $0.section != nil }, by: { $0.section! }) }
        bySlug = entries.mapValues { Dictionary($0.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first }) }
        var positions: [String: Int] = [:]
        for entries in Array(topLevel.values) + sections.values.flatMap(\.values) {
            for (position, entry) in entries.enumerated() { positions[entry.outputPath] = position }
        }
        self.positions = positions
        self.languages = configuration.languages
    }

    /// The navigation seen from the page `slug`: top-level pages, with the page's own section
    /// inserted after its index page (or at the end when the section has no index).
    func links(language: String, slug: String, from outputPath: String) -> [PageContext.Link] {
        let from = SitePaths.components(SitePaths.directory(of: outputPath)[...])
        // Straight into links, no list of entries first: each copy of an entry retains its five fields,
        // and every page lists about a hundred.
        var links: [PageContext.Link] = []
        links.reserveCapacity(2 * (2 * Self.neighbours + 1))
        walk(language: language, slug: slug, from: outputPath) { entries, index, inSection in
            let entry = entries[index]
            links.append(entry.link(from: from, current: entry.outputPath == outputPath, inSection: inSection))
        }
        return links
    }

    /// Visits the entries the page `slug` (at `outputPath`) lists, in order: each as its list and its index
    /// there, `topLevelEntries` or, when `inSection`, `sectionEntries` of `section(ofPage: slug)`.
    /// `links` and `FolderNavigation` both list what this visits. The list, not the entry: a copy of an
    /// entry retains its five fields, and `FolderNavigation` reads one of them.
    func walk(
        language: String, slug: String, from outputPath: String,
        _ visit: (_ entries: [Entry], _ index: Int, _ inSection: Bool) -> Void
    ) {
        let section = Self.section(ofPage: slug)
        let allSectionEntries = sectionEntries(language: language, section: section)
        let sectionWindow = neighbourhood(allSectionEntries, of: outputPath)
        // In the top level the page stands for itself, a section's page for its section's index.
        let topLevelEntries = topLevel[language] ?? []
        let anchor = bySlug[language]?[section]?.outputPath ?? outputPath
        func visitSection() {
            for index in sectionWindow.indices { visit(allSectionEntries, index, true) }
        }
        var inserted = sectionWindow.isEmpty
        let window = neighbourhood(topLevelEntries, of: anchor)
        for index in window.indices {
            visit(topLevelEntries, index, false)
            if topLevelEntries[index].slug == section, !inserted {
                visitSection()
                inserted = true
            }
        }
        if !inserted { visitSection() }
    }

    /// `entries` whole when they are few, else the page's neighbourhood: `neighbours` entries on each side
    /// of it (more on one side at either end), in order. A page not in the list sees its start.
    private func neighbourhood(_ entries: [Entry], of outputPath: String) -> ArraySlice<Entry> {
        guard entries.count > Self.fullListLimit else { return entries[...] }
        let width = 2 * Self.neighbours + 1
        let position =
            positions[outputPath].flatMap {
                entries.indices.contains($0) && entries[$0].outputPath == outputPath ? $0 : nil
            } ?? 0
        let start = min(max(position - Self.neighbours, 0), entries.count - width)
        return entries[start..<start + width]
    }

    /// The section whose pages the navigation of the page `slug` lists: its folder, or a top-level page's
    /// own slug (a section's index may sit beside its folder).
    static func section(ofPage slug: String) -> String { Entry.section(ofSlug: slug) ?? slug }

    /// What the navigation of every page in `language` lists, whichever its section.
    func topLevelEntries(language: String) -> [Entry] { topLevel[language] ?? [] }

    func sectionEntries(language: String, section: String) -> [Entry] { sections[language]?[section] ?? [] }

    /// The sections of `language` that have pages.
    func sectionNames(language: String) -> [String] { sections[language].map { Array($0.keys) } ?? [] }

    /// Each language that has pages: the translation of `slug` when there is one, else that language's home.
    func languageLinks(slug: String, language: String, from outputPath: String) -> [PageContext.Language] {
        let from = SitePaths.components(SitePaths.directory(of: outputPath)[...])
        return languages.compactMap { candidate in
            let slugs = bySlug[candidate.code]
            guard let target = slugs?[slug] ?? slugs?["index"] ?? entries[candidate.code]?.first else { return nil }
            return PageContext.Language(
                code: candidate.code, name: candidate.name,
                url: SitePaths.relativeURL(fromDirectory: from, to: target.target),
                current: candidate.code == language)
        }
    }
}
