import Texts

/// Everything a layout can use. `shape` lists the same names for the template check; a test
/// proves `child(named:)` and `shape` agree. Add a field in both places.
struct PageContext {
    struct Link: Hashable {
        var title: String
        var url: String
        var current: Bool
        /// A page of the current page's section, listed under the section's index.
        var inSection: Bool
    }

    struct Language: Equatable {
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
    /// Where the Mermaid tab loads mermaid.js from (site.yml `mermaidURL`); empty: no live rendering.
    var mermaidURL: String = ""
    /// The scenario editor's WebAssembly module, its file name under assets/; empty: no editor.
    var editorModule: String = ""
    var baseURL: String
    /// From this page to the site root: `../../`, or the base URL's path on the 404 page.
    var root: String
    var language: String
    var languages: [Language]
    var navigation: [Link]
    /// `navigation` rendered link by link through `partials/navigation-link`.
    var navigationHTML = ""
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
        "site": .object([
            "title": .value, "description": .value, "baseURL": .value, "mermaidURL": .value, "editorModule": .value,
        ]),
        "ui": TemplateWords<ChromeWord>.shape,
        "editor": TemplateWords<EditorWord>.shape,
        "root": .value,
        "assets": .value,
        "language": .value,
        "languages": .list(.object(["code": .value, "name": .value, "url": .value, "current": .value])),
        "hasLanguages": .value,
        "navigation": .list(Link.shape),
        "navigationHTML": .value,
        "page": .object([
            "title": .value, "description": .value, "url": .value, "editURL": .value, "sourcePath": .value,
            "isHome": .value,
            "startsWithTitle": .value,
        ]),
        "content": .value,
        "toc": .list(
            .object([
                "id": .value, "title": .value, "hasChildren": .value,
                "children": .list(
                    .object(["id": .value, "title": .value, "hasChildren": .value, "children": .list(.object([:]))])),
            ])),
        "hasToc": .value,
        "redirectURL": .value,
    ])

}

/// Templates read fields by name straight from these values (`CompiledTemplate` asks each value on the
/// scope stack for a child), typed as `TemplateValue`.
protocol TemplateObject {
    /// Every name `child(named:)` answers; the template check's shape lists the same.
    static var fieldNames: [String] { get }
    func child(named name: String) -> TemplateValue?
}

extension TemplateObject {
    /// The shape of an object whose fields are all text or flags.
    static var shapeOfValues: ContextShape {
        .object(Dictionary(uniqueKeysWithValues: fieldNames.map { ($0, .value) }))
    }
}

extension PageContext: TemplateObject {
    static let fieldNames = [
        "site", "ui", "editor", "root", "assets", "language", "languages", "hasLanguages", "navigation",
        "navigationHTML", "page",
        "content", "toc", "hasToc", "redirectURL",
    ]

    func child(named name: String) -> TemplateValue? {
        switch name {
        case "site":
            .object(
                SiteFields(
                    title: siteTitle, description: siteDescription, baseURL: baseURL, mermaidURL: mermaidURL,
                    editorModule: .optional(editorModule.isEmpty ? nil : editorModule)))
        case "ui": .object(TemplateWords<ChromeWord>(language))
        case "editor": .object(TemplateWords<EditorWord>(language))
        case "root": .text(root)
        case "assets": .text(root + "assets/")
        case "language": .text(language)
        case "languages": .list(languages)
        case "hasLanguages": .flag(languages.count > 1)
        case "navigation": .list(navigation)
        case "navigationHTML": .text(navigationHTML)
        case "page": .object(PageFields(context: self))
        case "content": .text(content)
        case "toc": .list(toc)
        case "hasToc": .flag(!toc.isEmpty)
        case "redirectURL": .optional(redirectURL)
        default: nil
        }
    }

    struct SiteFields: TemplateObject {
        static let fieldNames = ["title", "description", "baseURL", "mermaidURL", "editorModule"]
        let title, description, baseURL, mermaidURL: String
        /// The file name, or false.
        let editorModule: TemplateValue

        func child(named name: String) -> TemplateValue? {
            switch name {
            case "title": .text(title)
            case "description": .text(description)
            case "baseURL": .text(baseURL)
            case "mermaidURL": .text(mermaidURL)
            case "editorModule": editorModule
            default: nil
            }
        }
    }

    struct PageFields: TemplateObject {
        static let fieldNames = ["title", "description", "url", "editURL", "sourcePath", "isHome", "startsWithTitle"]
        let context: PageContext

        func child(named name: String) -> TemplateValue? {
            switch name {
            case "title": .text(context.title)
            case "description": .optional(context.description)
            case "url": .text(context.url)
            case "editURL": .optional(context.editURL)
            case "sourcePath": .text(context.sourcePath)
            case "isHome": .flag(context.isHome)
            case "startsWithTitle": .flag(context.startsWithTitle)
            default: nil
            }
        }
    }
}

extension PageContext.Link: TemplateObject {
    static let fieldNames = ["title", "url", "current", "inSection"]
    static let shape = shapeOfValues

    func child(named name: String) -> TemplateValue? {
        switch name {
        case "title": .text(title)
        case "url": .text(url)
        case "current": .flag(current)
        case "inSection": .flag(inSection)
        default: nil
        }
    }
}

extension PageContext.Language: TemplateObject {
    static let fieldNames = ["code", "name", "url", "current"]

    func child(named name: String) -> TemplateValue? {
        switch name {
        case "code": .text(code)
        case "name": .text(self.name)
        case "url": .text(url)
        case "current": .flag(current)
        default: nil
        }
    }
}

extension PageContext.TOCEntry: TemplateObject {
    static let fieldNames = ["id", "title", "hasChildren", "children"]

    func child(named name: String) -> TemplateValue? {
        switch name {
        case "id": .text(id)
        case "title": .text(title)
        case "hasChildren": .flag(!children.isEmpty)
        case "children": .list(children)
        default: nil
        }
    }
}
