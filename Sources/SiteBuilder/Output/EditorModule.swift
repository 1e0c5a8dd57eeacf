import Foundation

/// The scenario editor's WebAssembly module (`scripts/build-wasm.sh`, Wasm/README.md), copied into the
/// output's assets under a name from its content, so a page never runs a cached module of another build
/// and an unchanged module keeps its name (and the committed site its bytes).
struct EditorModule: Sendable {
    /// `lifeline-<hash>.wasm`: what pages name (`site.editorModule` in the templates).
    let fileName: String
    let data: Data

    var outputPath: String { "assets/" + fileName }

    /// Nil when the file cannot be read: the pages then have no editor.
    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.data = data
        fileName = "lifeline-\(ContentHash.hex(bytes: data)).wasm"
    }
}
