/// Everything a layout can use. `shape` lists the same names for the template check; a test
/// proves `dictionary` and `shape` agree. Add a field in both places.
struct PageContext {
    struct Link {
        var title: String
        var url: String
        var current: Bool
        /// A page of the current page's section, listed under the section's index.
        var inSection: Bool
    }

    struct Language {
        var code: String
        var name: String
        var url: String
        var current: Bool
    }

    struct TOCEntry {
        var id: String
        var title: String
        var children: [TOCEntry]
    }

    var siteTitle: String
    var siteDescription: String
    var baseURL: String
    /// From this page to the site root: `../../`, or the base URL's path on the 404 page.
    var root: String
    var language: String
    var languages: [Language]
    var navigation: [Link]
    var title: String
    var description: String?
    /// Canonical absolute URL.
    var url: String
    var editURL: String?
    var sourcePath: String
    var isHome: Bool
    /// The content opens with its own level-1 heading.
    var startsWithTitle: Bool
    var content: String
    var toc: [TOCEntry]
    /// Set on the root redirect page only.
    var redirectURL: String?

    static let shape: ContextShape = .object([
        "site": .object(["title": .value, "description": .value, "baseURL": .value]),
        "root": .value,
        "assets": .value,
        "language": .value,
        "languages": .list(.object(["code": .value, "name": .value, "url": .value, "current": .value])),
        "hasLanguages": .value,
        "navigation": .list(.object(["title": .value, "url": .value, "current": .value, "inSection": .value])),
        "page": .object([
            "title": .value, "description": .value, "url": .value, "editURL": .value, "sourcePath": .value, "isHome": .value,
            "startsWithTitle": .value,
        ]),
        "content": .value,
        "toc": .list(.object([
            "id": .value, "title": .value, "hasChildren": .value,
            "children": .list(.object(["id": .value, "title": .value, "hasChildren": .value, "children": .list(.object([:]))])),
        ])),
        "hasToc": .value,
        "redirectURL": .value,
    ])

    /// Optional text is `false` when absent, so `{{#page.editURL}}…{{/page.editURL}}` works and a
    /// missing key never falls through to an outer scope.
    var dictionary: [String: Any] {
        func optional(_ text: String?) -> Any { text.map { $0 as Any } ?? false }
        func tocEntries(_ entries: [TOCEntry]) -> [[String: Any]] {
            entries.map { ["id": $0.id, "title": $0.title, "hasChildren": !$0.children.isEmpty, "children": tocEntries($0.children)] }
        }
        return [
            "site": ["title": siteTitle, "description": siteDescription, "baseURL": baseURL] as [String: Any],
            "root": root,
            "assets": root + "assets/",
            "language": language,
            "languages": languages.map { ["code": $0.code, "name": $0.name, "url": $0.url, "current": $0.current] as [String: Any] },
            "hasLanguages": languages.count > 1,
            "navigation": navigation.map { ["title": $0.title, "url": $0.url, "current": $0.current, "inSection": $0.inSection] as [String: Any] },
            "page": [
                "title": title, "description": optional(description), "url": url, "editURL": optional(editURL),
                "sourcePath": sourcePath, "isHome": isHome, "startsWithTitle": startsWithTitle,
            ] as [String: Any],
            "content": content,
            "toc": tocEntries(toc),
            "hasToc": !toc.isEmpty,
            "redirectURL": optional(redirectURL),
        ]
    }
}
