import Foundation
import LifecycleModel
import Scenario

/// What `serve` keeps from one build to the next, so a rebuild after an edit redoes only what the edit
/// changed:
/// - per file: each page as parsed (its facts for the indexes; `revision` names its bytes) and each page
///   as rendered (its HTML, files, search entry and warnings), reused while the page's bytes and what it
///   reads of the site are the same (`PageRenderKey`); each page's block expansions as a sequence
///   (`PageBlocksKey`), so an edit to a page's prose does not expand its scenarios again;
/// - per site: the link index, the claims and evidence pre-passes and the layout (templates and
///   site.yml), each with an epoch that changes only when its inputs change (`SiteInputs`), so a page
///   depends on a number rather than on the whole site;
/// - per text: a claim run on every known iOS version, a scenario's run on one release, a table or
///   highlighted code block, a translation's comparison with its original.
///
/// Keys are the inputs themselves (or revisions standing for them), never a hash, so a hit can never
/// belong to another input. The model and the expanders are this process's, so they are not part of any
/// key: the cache lives in memory and dies with the binary. After each build the entries that build did
/// not use are dropped (`finishBuild()`): the cache holds one site's worth, however many edits came before.
/// It also remembers what the last build wrote, so the next one writes only the files that changed
/// (`OutputWriter.update`).
///
/// Builds run one at a time, but a build reads and renders pages on every core, so every access takes the lock.
public final class RenderCache: @unchecked Sendable {
    let lock = NSLock()
    private(set) var generation = 0
    private var expansions: [ExpansionKey: Stamped<CachedExpansion>] = [:]
    private var verdicts: [String: Stamped<ClaimVerdict>] = [:]
    private var searchEntries: [SearchKey: Stamped<SearchIndex.Serialized>] = [:]
    private var traces: [TraceKey: Stamped<Trace>] = [:]
    /// Per file (the display path, the output path or the content path), the last key and its result.
    var parsedPages: [String: Slot<ParseKey, ParseOutcome>] = [:]
    var renderedPages: [String: Slot<PageRenderKey, RenderedPage>] = [:]
    var pageBlocks: [String: Slot<PageBlocksKey, ExpandedBlocks>] = [:]
    var translations: [String: Slot<TranslationKey, [BuildDiagnostic]>] = [:]
    var glossaryChecks: [String: Slot<GlossaryCheckKey, [BuildDiagnostic]>] = [:]
    /// Each page's bytes with the file's stamp when they were read (`contents(of:read:)`).
    var fileReads: [String: FileRead] = [:]
    /// The site-wide inputs of the last build and what was made of them.
    var siteInputs = SiteInputs()
    /// The last build's navigation, with what it was made from and the warnings it gave (`Navigation.make`).
    var keptNavigation: (inputs: NavigationInputs, navigation: Navigation, warnings: [BuildDiagnostic])?
    /// The last build's templates, parsed and checked, with what they were made from.
    var keptTemplates: (key: TemplateKey, set: TemplateSet)?
    /// The generated texts' glossary check, with the glossary's bytes and the languages it ran for
    /// (`generatedTextsCheck`).
    var keptGeneratedCheck: (key: GeneratedTextsKey, diagnostics: [BuildDiagnostic])?
    /// The glossary as read, with its bytes and the languages (`glossary(key:parse:)`).
    var keptGlossary: (key: GlossaryKey, glossary: Glossary)?
    /// The last revision given to a page's bytes (`parsedPage`).
    var lastRevision = 0
    /// What the last build wrote, and where: the next build writes only what differs (`OutputWriter.update`).
    private var written: (folder: String, site: RenderedSite)?
    /// Hits and misses of the current build, for `serve`'s log line and the tests.
    var counts = Counts()
    /// What the file events heard since the last build began (`noteChanges`); nil: unknown.
    var pendingChanges: [String]?
    /// The last build ended well, so its reads stand for every file no event names since.
    var lastBuildSucceeded = false
    /// The current build's scope (`takeScope`); nil: every file is checked on disk.
    var currentScope: ChangeScope?
    /// The content folder as the last build listed it.
    var keptDiscovery: KeptDiscovery?

    public struct Counts: Equatable, Sendable {
        public var hits = 0
        public var misses = 0
        /// Pages whose output was made again (the rest came from the last build).
        public var pagesRendered = 0
    }

    public init() {}

    /// Starts a build: what it uses is kept after `finishBuild()`.
    func beginBuild() {
        lock.withLock {
            generation += 1
            counts = Counts()
            currentScope = nil
        }
    }

    /// Ends a build that succeeded: drops what it did not use. A failed build keeps everything, so the
    /// next attempt after the fix finds the old results still there.
    func finishBuild() {
        lock.withLock {
            let current = generation
            expansions = expansions.filter { $0.value.generation == current }
            verdicts = verdicts.filter { $0.value.generation == current }
            searchEntries = searchEntries.filter { $0.value.generation == current }
            traces = traces.filter { $0.value.generation == current }
            parsedPages = parsedPages.filter { $0.value.generation == current }
            renderedPages = renderedPages.filter { $0.value.generation == current }
            pageBlocks = pageBlocks.filter { $0.value.generation == current }
            translations = translations.filter { $0.value.generation == current }
            glossaryChecks = glossaryChecks.filter { $0.value.generation == current }
            fileReads = fileReads.filter { $0.value.generation == current }
            lastBuildSucceeded = true
        }
    }

    /// Hits and misses since the current (or last) build began.
    public var lastBuildCounts: Counts { lock.withLock { counts } }

    /// The number of results held per text (expansions, verdicts, search entries, scenario runs), for the tests.
    var entryCount: Int {
        lock.withLock { expansions.count + verdicts.count + searchEntries.count + traces.count }
    }

    /// The site the last build wrote into `folder`, if this cache saw it written.
    func writtenSite(in folder: String) -> RenderedSite? {
        lock.withLock { written?.folder == folder ? written?.site : nil }
    }

    /// Remembers what is in `folder` now; nil when that is unknown (a write failed half-way).
    func recordWritten(_ site: RenderedSite?, in folder: String) {
        lock.withLock { written = site.map { (folder, $0) } }
    }

    // MARK: - Lookups

    /// `context`: what the expansion reads from the site besides the block (a claim's resolved `see:` links).
    func expansion<Failure>(
        for block: FencedBlock, context: [String] = [], compute: () throws(Failure) -> CachedExpansion
    ) throws(Failure) -> CachedExpansion {
        try value(in: \.expansions, key: ExpansionKey(block, context: context), compute: compute)
    }

    /// A scenario's run on one release: the model is deterministic, so the same source gives the same
    /// trace (the evidence pre-pass and the block's expansion share it within a build, too).
    func trace<Failure>(
        of source: String, ios: IOSVersion, title: String?, compute: () throws(Failure) -> Trace
    ) throws(Failure) -> Trace {
        try value(in: \.traces, key: TraceKey(source: source, ios: ios.description, title: title), compute: compute)
    }

    /// A page's search entry depends on its bytes alone (folding and stemming every word is most of the
    /// cost of rendering a page whose blocks are cached).
    func searchEntry(for page: ParsedPage, compute: () -> SearchIndex.Serialized) -> SearchIndex.Serialized {
        value(
            in: \.searchEntries, key: SearchKey(outputPath: page.source.outputPath, revision: page.revision),
            compute: compute)
    }

    func verdict<Failure>(forClaim text: String, compute: () throws(Failure) -> ClaimVerdict)
        throws(Failure) -> ClaimVerdict
    {
        try value(in: \.verdicts, key: text, compute: compute)
    }

    /// Looks up `key`, or computes its value outside the lock (two threads may compute the same missing
    /// value once each; both results are equal, so either may stay). Failures are not kept.
    private func value<Key: Hashable, Value, Failure>(
        in table: ReferenceWritableKeyPath<RenderCache, [Key: Stamped<Value>]>, key: Key,
        compute: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let found: Value? = lock.withLock {
            guard var entry = self[keyPath: table][key] else {
                counts.misses += 1
                return nil
            }
            counts.hits += 1
            entry.generation = generation
            self[keyPath: table][key] = entry
            return entry.value
        }
        if let found { return found }
        let computed = try compute()
        lock.withLock { self[keyPath: table][key] = Stamped(value: computed, generation: generation) }
        return computed
    }

    /// Looks up the last result for `file`: a hit when its key equals `key` (compared outside the lock;
    /// keys of unchanged pages share their strings with the last build's, so most comparisons are one
    /// pointer each), else computes and keeps it.
    func remembered<Key: Equatable, Value, Failure>(
        in table: ReferenceWritableKeyPath<RenderCache, [String: Slot<Key, Value>]>, file: String, key: Key,
        compute: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let slot = lock.withLock { self[keyPath: table][file] }
        if let slot, slot.key == key {
            lock.withLock {
                counts.hits += 1
                self[keyPath: table][file]?.generation = generation
            }
            return slot.value
        }
        let computed = try compute()
        lock.withLock {
            counts.misses += 1
            self[keyPath: table][file] = Slot(key: key, value: computed, generation: generation)
        }
        return computed
    }

    private struct Stamped<Value> {
        var value: Value
        var generation: Int
    }

    struct Slot<Key, Value> {
        var key: Key
        var value: Value
        var generation: Int
    }
}

/// A block's HTML and the warnings its expansion reported (stale pins), replayed on a hit.
struct CachedExpansion: Sendable {
    var html: String
    var warnings: [BuildDiagnostic]
}

/// Everything of a fenced block an expansion may read, and the `context` it reads from the site around it
/// (nothing, for the expanders whose output `dependsOnBlockAlone`). The position is part of the key
/// because the warnings name it.
struct ExpansionKey: Hashable, Sendable {
    var name: String
    var options: [String]
    var body: String
    var path: String
    var line: Int
    var column: Int
    var language: String
    var followers: [ExpansionKey]
    var context: [String]

    init(_ block: FencedBlock, context: [String] = []) {
        name = block.name
        options = block.options.options.flatMap { [$0.key, $0.value, String($0.column)] }
        body = block.body
        path = block.path
        line = block.fenceLine
        column = block.fenceColumn
        language = block.language
        followers = block.followers.map { ExpansionKey($0) }
        self.context = context
    }
}

struct TraceKey: Hashable, Sendable {
    var source: String
    var ios: String
    var title: String?
}

struct SearchKey: Hashable, Sendable {
    var outputPath: String
    var revision: Int
}
