import Evidence
import LifecycleModel

/// Step 4e, before pages render: every scenario on the site run once more (the model is cheap: tens of
/// microseconds a run) to learn which evidence entries its rows rest on, so the Evidence page can list
/// the scenarios behind each entry and the home page can state the share of rows that are observed,
/// documented, extrapolated or chosen. Per language, since each language's pages link to their own. Scenarios that do
/// not run are skipped here: their own expansion reports the error at its line.
struct EvidenceIndex: Sendable {
    /// A scenario whose rows rest on an entry.
    struct Use: Sendable, Hashable {
        var contentPath: String
        var pageTitle: String
        var anchor: String
        var scenarioTitle: String?
    }

    /// What one language's pages show.
    struct LanguageSlice: Sendable {
        /// The scenarios behind each entry, in page order, then line order.
        var uses: [EvidenceID: [Use]] = [:]
        /// Trace rows by how they are known (console rows, which the app's code placed, are not counted).
        var rows: [EvidenceStanding: Int] = [:]
        /// Rows stamped `.modelUnattributed`: no decision of the model names a source for them yet.
        var unattributedRows = 0

        var totalRows: Int { rows.values.reduce(0, +) }
    }

    private(set) var languages: [String: LanguageSlice] = [:]

    init() {}

    /// `cache`: `serve`'s runs of earlier builds (the same runs the scenario blocks then reuse).
    init(pages: [ParsedPage], cache: RenderCache? = nil) {
        let scenarios = pages.flatMap { page in
            page.blocks.map(\.block).filter { $0.name == "scenario" }.map { (page: page, block: $0) }
        }
        let traces = scenarios.parallelMap { try? ScenarioExpander.run($0.block, cache: cache) }
        for (scenario, trace) in zip(scenarios, traces) {
            guard let trace else { continue }
            let page = scenario.page
            var slice = languages[page.source.language] ?? LanguageSlice()
            var used = EvidenceSet()
            for event in trace.events {
                guard let standing = EvidenceRegistry.standing(of: event.evidence, on: trace.ios) else { continue }
                slice.rows[standing, default: 0] += 1
                if event.evidence.contains(.modelUnattributed) { slice.unattributedRows += 1 }
                used.formUnion(event.evidence)
            }
            let use = Use(
                contentPath: page.source.contentPath, pageTitle: page.frontMatter.title,
                anchor: ScenarioExpander.anchor(for: scenario.block), scenarioTitle: scenario.block.options["title"])
            for id in used { slice.uses[id, default: []].append(use) }
            languages[page.source.language] = slice
        }
    }

    func slice(_ language: String) -> LanguageSlice { languages[language] ?? LanguageSlice() }

    /// Entries no scenario on the site rests on, in any language.
    var unusedEntries: [EvidenceID] {
        EvidenceID.allCases.filter { id in !languages.values.contains { $0.uses[id] != nil } }
    }
}
