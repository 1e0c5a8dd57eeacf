/// What to build from, and how strictly.
public struct SiteBuildConfiguration: Sendable {
    /// Paths as the user gave them; diagnostics print them this way.
    public var contentDirectory: String
    public var templatesDirectory: String
    /// Warnings fail the build.
    public var strict: Bool
    public var expanders: BlockExpanderRegistry
    /// A progress line on stderr for builds longer than a second (the CLI sets this on a terminal).
    public var showProgress: Bool
    /// Results of earlier builds to reuse (`serve` keeps one across rebuilds); nil computes everything.
    public var cache: RenderCache?
    /// The WebAssembly module the pages' scenario editor runs (`scripts/build-wasm.sh`); nil: the
    /// pages have no editor.
    public var editorModule: String?

    public init(
        contentDirectory: String = SiteBuilderInfo.defaultContent,
        templatesDirectory: String = SiteBuilderInfo.defaultTemplates,
        strict: Bool = false,
        expanders: BlockExpanderRegistry = .standard,
        showProgress: Bool = false,
        cache: RenderCache? = nil,
        editorModule: String? = nil
    ) {
        self.editorModule = editorModule
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.strict = strict
        self.expanders = expanders
        self.showProgress = showProgress
        self.cache = cache
    }
}

/// What a successful build did.
public struct BuildReport: Sendable {
    /// Pages rendered (all languages; drafts excluded).
    public var pageCount: Int
    /// Every output file, relative to the output folder, sorted.
    public var files: [String]
    /// Reported but not fatal (the build was not strict).
    public var warnings: [BuildDiagnostic]
}
