import struct LifecycleModel.InvalidValue

/// A fenced block handed to an expander: its info string split into a name and options, its body,
/// and where it sits, so every error can be reported as `file:line:column`.
public struct FencedBlock: Sendable {
    /// The info string's first word: `scenario`, `diagram`, `swift`… Empty for a bare fence.
    public var name: String
    public var options: BlockOptions
    public var body: String
    /// The Markdown file as printed in diagnostics (`Content/en/push.md`).
    public var path: String
    /// 1-based line and column of the opening fence in the Markdown file.
    public var fenceLine: Int
    public var fenceColumn: Int
    /// The page's language code (`en`, `ru`, `zh`), for text the expander writes.
    public var language: String
    /// Blocks that immediately followed this one and whose names are in the expander's
    /// `absorbedFollowers` (an `expect` after a `scenario`). They are not rendered on their own.
    public var followers: [FencedBlock]
    /// The site around the block, set by the page renderer (nil when a block is expanded alone).
    var site: BlockSite?

    public init(
        name: String, options: BlockOptions, body: String, path: String, fenceLine: Int, fenceColumn: Int,
        language: String, followers: [FencedBlock] = []
    ) {
        self.name = name
        self.options = options
        self.body = body
        self.path = path
        self.fenceLine = fenceLine
        self.fenceColumn = fenceColumn
        self.language = language
        self.followers = followers
    }

    /// The file position of a line/column inside the body (both 1-based), e.g. a scenario parse error.
    public func position(bodyLine: Int, column: Int) -> SourcePosition {
        SourcePosition(path: path, line: fenceLine + bodyLine, column: column)
    }

    /// The position of the fence itself, or of one of its options.
    public func position(option key: String? = nil) -> SourcePosition {
        let column = key.flatMap { options.option($0)?.column } ?? fenceColumn
        return SourcePosition(path: path, line: fenceLine, column: column)
    }

    /// An error located in this block; throw it from `expand`.
    public func error(_ message: String, bodyLine: Int, column: Int = 1, notes: [String] = []) -> BuildDiagnostic {
        .error(message, at: position(bodyLine: bodyLine, column: column), notes: notes)
    }

    public func error(_ message: String, option key: String? = nil, notes: [String] = []) -> BuildDiagnostic {
        .error(message, at: position(option: key), notes: notes)
    }

    /// An option's value that its type's parser rejected, at the option's column.
    public func error(_ invalid: InvalidValue, option key: String) -> BuildDiagnostic {
        error(invalid.message, option: key, notes: [invalid.note])
    }

    /// The option's value parsed by its type's one parser (`IOSVersion(parsing:)`, `Phase(parsing:)`…);
    /// nil when the block does not give the option.
    public func option<Value>(_ key: String, _ parse: (String) throws(InvalidValue) -> Value) throws(BuildDiagnostic)
        -> Value?
    {
        guard let text = options[key] else { return nil }
        do {
            return try parse(text)
        } catch {
            throw self.error(error, option: key)
        }
    }
}

/// Collects warnings an expander wants reported (warnings fail the build only with `--strict`).
public final class ExpansionWarnings {
    private(set) var diagnostics: [BuildDiagnostic] = []
    init() {}
    public func warn(_ message: String, at position: SourcePosition) {
        diagnostics.append(.warning(message, at: position))
    }
}

/// Turns a fenced block into HTML. Selected by the info string's first word; registered in
/// `BlockExpanderRegistry.standard`. Expanders run concurrently for different pages, so they
/// must be safe to call from several threads.
public protocol BlockExpander: Sendable {
    /// The info-string words this expander handles.
    var names: [String] { get }
    /// Names of blocks that, written immediately after this one, belong to it (see `FencedBlock.followers`).
    var absorbedFollowers: [String] { get }
    /// Anchors the HTML will define, so links to `page.md#anchor` can be checked before expansion.
    func anchors(for block: FencedBlock) -> [String]
    /// The HTML for the block. Throw a `BuildDiagnostic` (see `FencedBlock.error`) for a bad block.
    func expand(_ block: FencedBlock, warnings: ExpansionWarnings) throws -> String
    /// True when the HTML depends on the block alone (its text, options, position and language), never on
    /// the site or the page around it: `serve` then reuses the expansion while the block is unchanged
    /// (`RenderCache`). Scenario and diagram blocks are not: they write download files beside the page and
    /// link a diagram the page already showed (`PageResources`).
    var dependsOnBlockAlone: Bool { get }
}

extension BlockExpander {
    public var absorbedFollowers: [String] { [] }
    public var dependsOnBlockAlone: Bool { false }
    /// By default an `id=` option names the block's anchor.
    public func anchors(for block: FencedBlock) -> [String] { block.options["id"].map { [$0] } ?? [] }
}
