import Foundation

/// The navigation HTML of every page, made once per folder. The pages of a folder list nearly the same
/// links (`../push/` reads the same from `guide/pop/` as from `guide/push/`), so each folder renders its
/// lists once and a page joins its window of them; only the links that read differently from the page
/// are rendered for it: its own (marked current) and those into its own folder. Without it, listing about
/// a hundred links on each page was a tenth of a 10,000-page build.
final class FolderNavigation: @unchecked Sendable {
    private let navigation: Navigation
    private let templates: TemplateSet
    private let lock = NSLock()
    private var folders: [Key: Folder] = [:]

    init(navigation: Navigation, templates: TemplateSet) {
        self.navigation = navigation
        self.templates = templates
    }

    /// A page's lists and the folder its own folder sits in: every URL in them reads the same from each
    /// page there, except into the page's own folder.
    private struct Key: Hashable {
        var language: String
        var section: String
        /// The parent of the page's folder (`en/guide/` for `en/guide/push/index.html`); nil for a page
        /// at the site root, whose folder has no parent.
        var parent: String?
    }

    /// A link as every page of the folder sees it, when it is not the page's own.
    private struct Link {
        var html: String
        /// The target's first component under the folder's parent, when the target lies there: a page
        /// whose own folder is this one sees another URL.
        var child: Substring?
    }

    private struct Folder {
        var topLevel: [Link]
        var section: [Link]
    }

    /// The same HTML as `templates.navigationHTML(navigation.links(language:slug:from:))`.
    func html(language: String, slug: String, outputPath: String) -> String {
        let directory = SitePaths.components(SitePaths.directory(of: outputPath)[...])
        let ownFolder = directory.last
        let parent = ownFolder.map { _ in directory.dropLast().joined(separator: "/") }
        let key = Key(language: language, section: Navigation.section(ofPage: slug), parent: parent)
        let folder = lock.withLock { folders[key] } ?? makeFolder(key, parent: directory.dropLast())
        var html = ""
        html.reserveCapacity(2 * (2 * Navigation.neighbours + 1) * 128)
        navigation.walk(language: language, slug: slug, from: outputPath) { entries, index, inSection in
            let link = inSection ? folder.section[index] : folder.topLevel[index]
            let isCurrent = entries[index].outputPath == outputPath
            if isCurrent || (ownFolder != nil && link.child == ownFolder) {
                html += templates.navigationHTML([
                    entries[index].link(from: directory, current: isCurrent, inSection: inSection)
                ])
            } else {
                html += link.html
            }
        }
        return html
    }

    /// Renders the folder's lists whole, seen from a folder under `parent` that no target lies in
    /// (`""` is no path component), or from the root. Made outside the lock: a folder two threads reach
    /// at once is made twice, the same both times.
    private func makeFolder(_ key: Key, parent: ArraySlice<Substring>) -> Folder {
        let from = key.parent == nil ? [] : Array(parent) + [""]
        func links(_ entries: [Navigation.Entry], inSection: Bool) -> [Link] {
            entries.map { entry in
                let target = entry.target.components
                let under = key.parent != nil && target.count > parent.count && target.starts(with: parent)
                return Link(
                    html: templates.navigationHTML([entry.link(from: from, current: false, inSection: inSection)]),
                    child: under ? target[parent.count] : nil)
            }
        }
        let folder = Folder(
            topLevel: links(navigation.topLevelEntries(language: key.language), inSection: false),
            section: links(navigation.sectionEntries(language: key.language, section: key.section), inSection: true))
        return lock.withLock {
            if let made = folders[key] { return made }
            folders[key] = folder
            return folder
        }
    }
}
