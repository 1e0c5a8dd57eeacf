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

    @Option(
        help: """
            The WebAssembly module the pages' scenario editor runs (scripts/build-wasm.sh builds it; \
            default: .build-wasm/lifeline.wasm when it is there).
            """)
    var wasm: String?

    /// `cache`: `serve` keeps one across its rebuilds.
    func builder(cache: RenderCache? = nil) -> SiteBuilder {
        SiteBuilder(
            SiteBuildConfiguration(
                contentDirectory: content, templatesDirectory: templates, strict: strict,
                showProgress: isatty(STDERR_FILENO) != 0, cache: cache, editorModule: editorModule()))
    }

    /// The module when it is complete: `scripts/build-wasm.sh` writes `<module>.inputs`, the digest of
    /// the sources it was built from, only after the module. Without one the pages have no editor (said
    /// when `--wasm` names it), and `lifeline check` then reports a committed module as extra.
    private func editorModule() -> String? {
        let path = wasm ?? SiteBuilderInfo.defaultEditorModule
        guard FileManager.default.fileExists(atPath: path), FileManager.default.fileExists(atPath: path + ".inputs")
        else {
            if wasm != nil {
                printError("note: no \(path) (run scripts/build-wasm.sh): the pages' scenarios will not be editable")
            }
            return nil
        }
        return path
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
