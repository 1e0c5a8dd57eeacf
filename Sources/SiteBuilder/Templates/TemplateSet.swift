import Foundation
import Mustache

/// Step 6's input: every `*.mustache` under the templates folder, named by path without the
/// extension (`layouts/page`, `partials/toc`), parsed and checked against `PageContext.shape`.
struct TemplateSet: Sendable {
    /// The layouts the build renders; each must exist.
    static let pageLayout = "layouts/page"
    static let notFoundLayout = "layouts/404"
    static let redirectLayout = "layouts/redirect"
    static let requiredLayouts = [pageLayout, notFoundLayout, redirectLayout]

    private let library: MustacheLibrary
    /// Files under `assets/`, relative to the templates folder, copied to the output as they are.
    let assets: [(path: String, url: URL)]

    static func load(directory: URL, displayRoot: String) throws(BuildFailure) -> TemplateSet {
        var diagnostics: [BuildDiagnostic] = []
        var sources: [String: (text: String, path: String)] = [:]
        var library = MustacheLibrary()
        var assets: [(String, URL)] = []
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BuildFailure(diagnostics: [.error("templates folder not found", at: .start(of: displayRoot))])
        }
        for relative in ContentDiscovery.filesUnder(directory) {
            let url = directory.appendingPathComponent(relative)
            let displayPath = ContentDiscovery.join(displayRoot, relative)
            if relative.hasPrefix("assets/") {
                assets.append((relative, url))
                continue
            }
            guard relative.hasSuffix(".mustache") else { continue }
            guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
                diagnostics.append(.error("cannot read the template as UTF-8", at: .start(of: displayPath)))
                continue
            }
            let name = String(relative.dropLast(".mustache".count))
            do {
                library.register(try MustacheTemplate(string: text), named: name)
                sources[name] = (text, displayPath)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(.error(
                    "template syntax: \(error.error)",
                    at: SourcePosition(path: displayPath, line: error.context.lineNumber, column: error.context.columnNumber + 1)))
            } catch {
                diagnostics.append(.error("template syntax: \(error)", at: .start(of: displayPath)))
            }
        }
        var checker = TemplateChecker(templates: sources)
        for layout in requiredLayouts {
            if sources[layout] == nil {
                if !diagnostics.contains(where: { $0.path == ContentDiscovery.join(displayRoot, layout + ".mustache") }) {
                    diagnostics.append(.error("missing template '\(layout)': every build renders it",
                                              at: .start(of: ContentDiscovery.join(displayRoot, layout + ".mustache"))))
                }
                continue
            }
            checker.check(template: layout, scopes: [PageContext.shape])
        }
        diagnostics += checker.diagnostics
        if !diagnostics.isEmpty { throw BuildFailure(diagnostics: Array(Set(diagnostics))) }
        return TemplateSet(library: library, assets: assets)
    }

    func render(_ context: PageContext, layout: String) -> String {
        library.render(context.dictionary, withTemplate: layout) ?? ""
    }
}
