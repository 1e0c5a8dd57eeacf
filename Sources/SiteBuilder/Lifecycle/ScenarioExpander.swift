import Diagrams
import LifecycleModel
import Reports
import Scenario
import Texts

/// ` ```scenario ` blocks: runs the program through the model and shows the highlighted source
/// (numbered, each line an anchor), the live trace, the diagnostics with their fixes, and the
/// diagrams `show=` asks for. A following ` ```expect ` block pins the result (see `Expectation`).
public struct ScenarioExpander: BlockExpander {
    public enum View: String, CaseIterable { case trace, sequence, path, state }

    let figures: DiagramFigureHTML

    public init(renderer: SVGRenderer) {
        figures = DiagramFigureHTML(renderer: renderer)
    }

    public var names: [String] { ["scenario"] }
    public var absorbedFollowers: [String] { ["expect"] }

    static let knownOptions: Set<String> = ["ios", "title", "show", "id", "compare", "edit"]
    static let expectOptions: Set<String> = ["only"]

    public func anchors(for block: FencedBlock) -> [String] {
        let anchor = Self.anchor(for: block)
        let compared = block.options["compare"].flatMap { try? TraceComparison.versions(parsing: $0) } ?? []
        return Self.listingAnchors(block.body, anchor: anchor) + ComparisonHTML.anchors(compared, anchor: anchor)
    }

    /// `id=` when given, else one derived from the fence's line, which is unique within a page.
    static func anchor(for block: FencedBlock) -> String {
        block.options["id"] ?? "scenario-\(block.fenceLine)"
    }

    /// The run, with the block's options checked. Errors point into the Markdown file. `cache` (or the
    /// block's site's): `serve`'s runs of earlier builds.
    static func run(_ block: FencedBlock, cache: RenderCache? = nil) throws(BuildDiagnostic) -> Trace {
        if let unknown = block.options.unknownOptions(known: knownOptions).first {
            throw block.error(
                "unknown scenario option '\(unknown.key)' (known: ios, title, show, id, compare, edit)",
                option: unknown.key)
        }
        if let edit = block.options["edit"], edit != "open" {
            throw block.error("edit= takes open (the page opens the block's editor)", option: "edit")
        }
        let ios = try block.option("ios", IOSVersion.init(parsing:)) ?? .newest
        return try run(block, ios: ios, cache: cache)
    }

    private static func run(_ block: FencedBlock, ios: IOSVersion, cache: RenderCache? = nil)
        throws(BuildDiagnostic) -> Trace
    {
        do {
            return try runScenario(block, ios: ios, cache: cache)
        } catch {
            throw diagnostic(error, in: block)
        }
    }

    private static func runScenario(_ block: FencedBlock, ios: IOSVersion, cache: RenderCache? = nil)
        throws(ScenarioError) -> Trace
    {
        let title = block.options["title"]
        guard let cache = cache ?? block.site?.cache else {
            return try ScenarioRunner.run(source: block.body, ios: ios, title: title)
        }
        return try cache.trace(of: block.body, ios: ios, title: title) { () throws(ScenarioError) in
            try ScenarioRunner.run(source: block.body, ios: ios, title: title)
        }
    }

    private static func diagnostic(_ error: ScenarioError, in block: FencedBlock) -> BuildDiagnostic {
        block.error(
            ScenarioErrorText.message(error, in: .en), bodyLine: error.location.line, column: error.location.column,
            notes: ScenarioErrorText.hint(error, in: .en).map { [$0] } ?? [])
    }

    /// `compare=12,13,17` runs the block on each version (an error on one of them fails the build);
    /// `compare=all` on every version the model knows, skipping those the scenario cannot run on
    /// (an API they lack). Nil without `compare=`.
    static func comparison(_ block: FencedBlock) throws(BuildDiagnostic)
        -> (TraceComparison, skipped: (versions: [IOSVersion], reason: ScenarioError?))?
    {
        guard let versions = try block.option("compare", TraceComparison.versions(parsing:)) else { return nil }
        if block.options["ios"] != nil {
            throw block.error("a scenario takes ios= or compare=, not both", option: "ios")
        }
        if let show = block.options["show"], show != "trace" {
            throw block.error("compare= shows traces only (remove show=)", option: "show")
        }
        let runs: ReleaseRuns
        do throws(ReleaseRuns.Failure) {
            runs = try ReleaseRuns(versions, skippingFailures: block.options["compare"] == "all") {
                version throws(ScenarioError) in try runScenario(block, ios: version)
            }
        } catch {
            throw diagnostic(error.error, in: block)
        }
        guard runs.traces.count >= 2 else {
            throw block.error("compare=all: the scenario runs on fewer than two versions", option: "compare")
        }
        return (TraceComparison(runs.traces), (runs.skipped.map { $0.version }, runs.skipped.first?.error))
    }

    static func views(_ block: FencedBlock) throws(BuildDiagnostic) -> [View] {
        guard let text = block.options["show"] else { return [.trace] }
        var views: [View] = []
        for name in text.split(separator: ",") {
            guard let view = View(rawValue: String(name)) else {
                throw block.error(
                    "unknown view '\(name)' in show= (known: trace, sequence, path, state)", option: "show")
            }
            views.append(view)
        }
        return views
    }

    /// The run an `expect` pin holds: the block's run, or a comparison's newest version's.
    static func pinnedRun(_ block: FencedBlock) throws(BuildDiagnostic) -> Trace {
        try pinnedRun(block, comparison: comparison(block)?.0)
    }

    private static func pinnedRun(_ block: FencedBlock, comparison: TraceComparison?) throws(BuildDiagnostic) -> Trace {
        if let newest = comparison?.versions.last?.trace { return newest }
        return try run(block)
    }

    public func expand(_ block: FencedBlock, warnings: ExpansionWarnings) throws -> String {
        let comparison = try Self.comparison(block)
        // A comparison's pin and header speak of its newest version.
        let trace = try Self.pinnedRun(block, comparison: comparison?.0)
        let views = try Self.views(block)
        let language = InterfaceText.language(block.language)
        let anchor = Self.anchor(for: block)

        try checkExpectations(block, trace: trace, warnings: warnings)

        var html =
            "<section class=\"scenario\" id=\"\(esc(anchor))\"\(Self.editorData(block))>\n<header class=\"scenario-header\">"
        html += "<span class=\"scenario-kind\">\(esc(InterfaceText.of(.scenario)[language]))</span>"
        if let title = block.options["title"] { html += " <span class=\"scenario-title\">\(esc(title))</span>" }
        let badge =
            comparison.map { $0.0.versions.map { $0.trace.ios.description }.joined(separator: " · ") }
            ?? trace.ios.description
        html += " <span class=\"ios-badge\">iOS \(esc(badge))</span></header>\n"
        html += Self.sourceListing(block.body, anchor: anchor)
        if let (comparison, skipped) = comparison {
            html += ComparisonHTML.render(
                comparison, anchor: anchor, language: language,
                skipped: (
                    skipped.versions, skipped.reason?.unavailable,
                    skipped.reason.map { ScenarioErrorText.message($0, in: language) } ?? ""
                ),
                resources: block.site?.resources)
        } else {
            html += try body(block, trace: trace, views: views, anchor: anchor, language: language)
        }
        if let pin = block.followers.first(where: { $0.name == "expect" }) {
            html += ScenarioResultHTML.pinned(
                count: Expectation(body: pin.body, only: nil).lines.count, language: language)
        }
        html += "</section>\n"
        return html
    }

    /// What the page's editor (`assets/scenario-editor.js`) re-runs the block with: its options, the
    /// Evidence page's URL and its pin. Attributes only, so a page without JavaScript is unchanged.
    static func editorData(_ block: FencedBlock) -> String {
        var attributes: [(String, String)] = []
        for name in ["ios", "compare", "edit"] {
            if let value = block.options[name] { attributes.append((name, value)) }
        }
        if let url = registryURL(block) { attributes.append(("registry", url)) }
        if let pin = block.followers.first(where: { $0.name == "expect" }) {
            attributes.append(("pin", pin.body))
            if let only = pin.options["only"] { attributes.append(("only", only)) }
        }
        return attributes.map { " data-\($0.0)=\"\(HTMLEscaping.escape($0.1))\"" }.joined()
    }

    /// The page's language's Evidence page (`evidence.md` beside the page), when the site has one.
    static func registryURL(_ block: FencedBlock) -> String? {
        guard let site = block.site, site.index.pages[registryPath(of: site)] != nil,
            case .success(let target) = site.link("evidence.md")
        else { return nil }
        return target.url
    }

    private static func registryPath(of site: BlockSite) -> String {
        let folder = site.pageContentPath.split(separator: "/").dropLast().joined(separator: "/")
        return folder.isEmpty ? "evidence.md" : folder + "/evidence.md"
    }

    /// One run: its diagnostics, then the views `show=` asks for.
    private func body(_ block: FencedBlock, trace: Trace, views: [View], anchor: String, language: Language) throws
        -> String
    {
        var html = ""
        if !trace.diagnostics.isEmpty {
            html += DiagnosticsHTML.render(trace.diagnostics, anchor: anchor, language: language)
        }
        for view in views {
            switch view {
            case .trace:
                html += ScenarioResultHTML.traceView(
                    trace, anchor: anchor, language: language, registryURL: Self.registryURL(block),
                    resources: block.site?.resources)
            case .sequence:
                html += try figures.render(
                    TraceDiagram.sequence(trace, source: block.body, language: language), id: "\(anchor)-sequence",
                    caption: InterfaceText.of(.sequence)[language], language: language, resources: block.site?.resources
                )
            case .path:
                html += try figures.render(
                    TraceDiagram.path(trace, language: language), id: "\(anchor)-path",
                    caption: InterfaceText.of(.path)[language], language: language, resources: block.site?.resources)
            case .state:
                html += try figures.render(
                    ModelDiagram.appearance(ios: trace.ios, language: language), id: "\(anchor)-state",
                    caption: "\(InterfaceText.of(.stateMachine)[language]) (iOS \(trace.ios))", language: language,
                    resources: block.site?.resources)
            }
        }
        return html
    }

    /// A mismatch is a warning: `lifeline build` still shows what the model does, `lifeline check`
    /// (strict) fails with the diff, and `lifeline bless` accepts the new result.
    private func checkExpectations(_ block: FencedBlock, trace: Trace, warnings: ExpansionWarnings)
        throws(BuildDiagnostic)
    {
        for pin in block.followers where pin.name == "expect" {
            if let unknown = pin.options.unknownOptions(known: Self.expectOptions).first {
                throw pin.error("unknown expect option '\(unknown.key)' (known: only)", option: unknown.key)
            }
            let expectation = Expectation(body: pin.body, only: Expectation.parseOnly(pin.options["only"]))
            if let diff = expectation.mismatch(with: trace, label: "\(block.path):\(block.fenceLine)") {
                warnings.warn(
                    "the scenario's result differs from its pinned expectation (run `lifeline bless` to accept it)\n"
                        + diff,
                    at: pin.position())
            }
        }
    }

    /// Numbered, highlighted source; each line is the anchor the trace's line links point at.
    /// `numberLinks`: each number a link to its line (a scenario's, where the trace and the editor read
    /// them); without, the stylesheet numbers the lines and they carry no ids (a claim's: no trace links
    /// to its lines, and 102 claims' line links, then their 599 line ids on long anchors, were a fifth,
    /// then 22 KB, of the Russian articles-checked page).
    static func sourceListing(_ source: String, anchor: String, numberLinks: Bool = true) -> String {
        var body = source
        if body.hasSuffix("\n") { body.removeLast() }
        let lines = SwiftHighlighter.highlightedLines(body)
        var html = "<pre class=\"scenario-source\(numberLinks ? "" : " numbered")\"><code class=\"language-swift\">"
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let id = "\(HTMLEscaping.escape(anchor))-L\(number)"
            if numberLinks {
                let link = "<a class=\"line-number\" href=\"#\(id)\" aria-hidden=\"true\">\(number)</a>"
                html += "<span class=\"line\" id=\"\(id)\">\(link)\(line)</span>"
            } else {
                html += "<span class=line>\(line)</span>"
            }
        }
        html += "</code></pre>\n"
        return html
    }

    /// The anchors `sourceListing` defines: the block's own and one per line.
    static func listingAnchors(_ source: String, anchor: String) -> [String] {
        let lineCount = source.split(separator: "\n", omittingEmptySubsequences: false).count
        return [anchor] + (1...max(1, lineCount)).map { "\(anchor)-L\($0)" }
    }

    private func esc(_ text: String) -> String { HTMLEscaping.escape(text) }
}
