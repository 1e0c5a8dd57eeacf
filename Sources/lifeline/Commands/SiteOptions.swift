import ArgumentParser
import Foundation
import SiteBuilder

/// The options `build` and `check` share.
struct SiteOptions: ParsableArguments {
    @Option(help: "The folder with site.yml and one folder of Markdown per language.")
    var content = SiteBuilderInfo.defaultContent

    @Option(help: "The folder with the Mustache layouts, partials and assets.")
    var templates = SiteBuilderInfo.defaultTemplates

    @Option(help: "The output folder (replaced as a whole).")
    var out = SiteBuilderInfo.defaultOutput

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    /// `cache`: `serve` keeps one across its rebuilds.
    func builder(cache: RenderCache? = nil) -> SiteBuilder {
        SiteBuilder(
            SiteBuildConfiguration(
                contentDirectory: content, templatesDirectory: templates, strict: strict,
                showProgress: isatty(STDERR_FILENO) != 0, cache: cache))
    }
}

/// Diagnostics go to stderr, one per line, `path:line:column: severity: message`.
func printDiagnostics(_ diagnostics: [BuildDiagnostic]) {
    for diagnostic in diagnostics {
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
