import Foundation

/// A Markdown page found under `Content/<lang>/`.
struct PageSource: Sendable {
    var language: String
    /// Path under the content directory, `/`-separated: `en/guide/push.md`.
    var contentPath: String
    /// The path printed in diagnostics: the content directory as given, joined with `contentPath`.
    var displayPath: String
    /// Path under the language folder without `.md`; `index` for a folder's index: `guide/push`, `index`.
    var slug: String
    /// Output file under the site root: `en/guide/push/index.html`, `en/index.html`.
    var outputPath: String
    /// The file's path on disk (a string: building a thousand `URL`s was a tenth of a rebuild).
    var filePath: String

    var fileURL: URL { URL(fileURLWithPath: filePath) }
}

/// A non-Markdown file under a language folder (an image, say): copied to the same place in the output.
struct StaticSource: Sendable {
    var contentPath: String
    var fileURL: URL
}

/// Step 1: find pages and static files. Ordering is by path so everything downstream is deterministic.
enum ContentDiscovery {
    struct Result {
        var pages: [PageSource]
        var statics: [StaticSource]
    }

    static func discover(contentDirectory: URL, displayRoot: String, languages: [String], log: inout DiagnosticLog)
        -> Result
    {
        var pages: [PageSource] = []
        var statics: [StaticSource] = []
        let fileManager = FileManager.default
        let topLevel = (try? fileManager.contentsOfDirectory(atPath: contentDirectory.path)) ?? []
        for name in topLevel.sorted() where !name.hasPrefix(".") {
            var isDirectory: ObjCBool = false
            _ = fileManager.fileExists(
                atPath: contentDirectory.appendingPathComponent(name).path, isDirectory: &isDirectory)
            guard isDirectory.boolValue else { continue }
            guard languages.contains(name) else {
                log.warning(
                    "folder `\(name)` is not a language listed in site.yml; its pages are not built",
                    at: .start(of: join(displayRoot, name)))
                continue
            }
            for relative in filesUnder(contentDirectory.appendingPathComponent(name)) {
                let contentPath = name + "/" + relative
                let filePath = contentDirectory.path + "/" + contentPath
                if relative.hasSuffix(".md") {
                    let slug = slugFor(markdownPath: relative)
                    pages.append(
                        PageSource(
                            language: name, contentPath: contentPath, displayPath: join(displayRoot, contentPath),
                            slug: slug, outputPath: outputPath(language: name, slug: slug), filePath: filePath))
                } else {
                    statics.append(StaticSource(contentPath: contentPath, fileURL: URL(fileURLWithPath: filePath)))
                }
            }
        }
        return Result(pages: pages, statics: statics)
    }

    /// `guide/push.md` → `guide/push`; `guide/index.md` → `guide`; `index.md` → `index`.
    static func slugFor(markdownPath: String) -> String {
        let withoutExtension = String(markdownPath.dropLast(3))
        if withoutExtension == "index" { return "index" }
        if withoutExtension.hasSuffix("/index") { return String(withoutExtension.dropLast(6)) }
        return withoutExtension
    }

    /// Pretty URLs: every page is a folder with an index.html.
    static func outputPath(language: String, slug: String) -> String {
        slug == "index" ? "\(language)/index.html" : "\(language)/\(slug)/index.html"
    }

    /// Every file under `directory` (relative, `/`-separated paths, sorted), leaving out hidden files
    /// and folders. A symbolic link counts as what it points to; linked folders are not entered.
    static func filesUnder(_ directory: URL) -> [String] {
        var files: [String] = []
        func visit(_ path: String, relative: String) {
            DirectoryEntries.forEach(in: path) { name, entryType in
                if name.hasPrefix(".") { return }
                let childPath = path + "/" + name
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                var type = entryType
                if type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) {
                    var status = stat()
                    guard stat(childPath, &status) == 0 else { return }
                    type = (status.st_mode & S_IFMT) == S_IFDIR ? UInt8(DT_DIR) : UInt8(DT_REG)
                    if entryType == UInt8(DT_LNK), type == UInt8(DT_DIR) { return }
                }
                if type == UInt8(DT_DIR) {
                    visit(childPath, relative: childRelative)
                } else {
                    files.append(childRelative)
                }
            }
        }
        visit(directory.path, relative: "")
        return files.sorted()
    }

    static func join(_ root: String, _ path: String) -> String {
        root.isEmpty || root == "." ? path : (root.hasSuffix("/") ? root + path : root + "/" + path)
    }
}

extension SiteBuilder {
    /// Step 2: the content folder listed — or, in a build scoped by `serve`'s file events where no file
    /// appeared or went away, the last build's listing.
    func discover(languages: [String], scope: ChangeScope?, log: inout DiagnosticLog)
        -> ContentDiscovery.Result
    {
        let list = { () -> KeptDiscovery in
            var listing = DiagnosticLog()
            let result = ContentDiscovery.discover(
                contentDirectory: URL(fileURLWithPath: configuration.contentDirectory),
                displayRoot: configuration.contentDirectory, languages: languages, log: &listing)
            return KeptDiscovery(
                result: result, diagnostics: listing.entries,
                files: Set(result.pages.map(\.filePath) + result.statics.map(\.fileURL.path)))
        }
        let kept = configuration.cache?.discovery(scope: scope, discover: list) ?? list()
        log.append(contentsOf: kept.diagnostics)
        return kept.result
    }
}
