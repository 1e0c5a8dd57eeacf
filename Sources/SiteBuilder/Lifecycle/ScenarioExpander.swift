import Diagrams
import LifecycleModel
import Reports
import Scenario

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
    public var dependsOnBlockAlone: Bool { true }
    public var absorbedFollowers: [String] { ["expect"] }

    static let knownOptions: Set<String> = ["ios", "title", "show", "id"]
    static let expectOptions: Set<String> = ["only"]

    public func anchors(for block: FencedBlock) -> [String] {
        Self.listingAnchors(block.body, anchor: Self.anchor(for: block))
    }

    /// `id=` when given, else one derived from the fence's line, which is unique within a page.
    static func anchor(for block: FencedBlock) -> String {
        block.options["id"] ?? "scenario-\(block.fenceLine)"
    }

    /// The run, with the block's options checked. Errors point into the Markdown file.
    static func run(_ block: FencedBlock) throws(BuildDiagnostic) -> Trace {
        if let unknown = block.options.unknownOptions(known: knownOptions).first {
            throw block.error(
                "unknown scenario option '\(unknown.key)' (known: ios, title, show, id)", option: unknown.key)
        }
        let ios = try block.option("ios", IOSVersion.init(parsing:)) ?? .newest
        do {
            return try ScenarioRunner.run(source: block.body, ios: ios, title: block.options["title"])
        } catch {
            throw block.error(
                error.message, bodyLine: error.location.line, column: error.location.column,
                notes: error.hint.map { [$0] } ?? [])
        }
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

    public func expand(_ block: FencedBlock, warnings: ExpansionWarnings) throws -> String {
        let trace = try Self.run(block)
        let views = try Self.views(block)
        let language = InterfaceText.language(block.language)
        let anchor = Self.anchor(for: block)

        try checkExpectations(block, trace: trace, warnings: warnings)

        var html = "<section class=\"scenario\" id=\"\(esc(anchor))\">\n<header class=\"scenario-header\">"
        html += "<span class=\"scenario-kind\">\(esc(InterfaceText.scenario[language]))</span>"
        if let title = block.options["title"] { html += " <span class=\"scenario-title\">\(esc(title))</span>" }
        html += " <span class=\"ios-badge\">iOS \(esc(trace.ios.description))</span></header>\n"
        html += Self.sourceListing(block.body, anchor: anchor)
        if !trace.diagnostics.isEmpty {
            html += DiagnosticsHTML.render(trace.diagnostics, anchor: anchor, language: language)
        }
        for view in views {
            switch view {
            case .trace:
                html += TraceTableHTML.render(trace, anchor: anchor, language: language)
            case .sequence:
                html += try figures.render(
                    TraceDiagram.sequence(trace, source: block.body), id: "\(anchor)-sequence",
                    caption: InterfaceText.sequence[language], language: language)
            case .path:
                html += try figures.render(
                    TraceDiagram.path(trace), id: "\(anchor)-path",
                    caption: InterfaceText.path[language], language: language)
            case .state:
                html += try figures.render(
                    ModelDiagram.appearance(ios: trace.ios), id: "\(anchor)-state",
                    caption: "\(InterfaceText.stateMachine[language]) (iOS \(trace.ios))", language: language)
            }
        }
        if let pin = block.followers.first(where: { $0.name == "expect" }) {
            let count = Expectation(body: pin.body, only: nil).lines.count
            html +=
                "<p class=\"pinned\">\(esc(InterfaceText.pinned[language])): \(count) · \(esc(InterfaceText.pinnedHolds[language]))</p>\n"
        }
        html += "</section>\n"
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
    static func sourceListing(_ source: String, anchor: String) -> String {
        var body = source
        if body.hasSuffix("\n") { body.removeLast() }
        let lines = SwiftHighlighter.highlightedLines(body)
        var html = "<pre class=\"scenario-source\"><code class=\"language-swift\">"
        for (index, line) in lines.enumerated() {
            let number = index + 1
            html +=
                "<span class=\"line\" id=\"\(HTMLEscaping.escape(anchor))-L\(number)\"><a class=\"line-number\" href=\"#\(HTMLEscaping.escape(anchor))-L\(number)\" aria-hidden=\"true\">\(number)</a>\(line)</span>"
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

/// The misuse the model found, each with its rule, the line it points at and the fix. The rule's
/// title and fix come from the rule catalogue in the page's language; the message, which names the
/// objects of this run, is the model's own.
enum DiagnosticsHTML {
    static func render(_ diagnostics: [Diagnostic], anchor: String, language: Language) -> String {
        var html =
            "<div class=\"diagnostics\" role=\"note\"><p class=\"diagnostics-title\">\(HTMLEscaping.escape(InterfaceText.diagnostics[language]))</p><ul>\n"
        for diagnostic in diagnostics {
            let rule = RuleCatalogue.rule(diagnostic.rule)
            html += "<li class=\"diagnostic \(diagnostic.severity.rawValue)\">"
            html += "<span class=\"rule\">\(HTMLEscaping.escape(diagnostic.rule))</span> "
            html +=
                "<span class=\"severity\">\(HTMLEscaping.escape(InterfaceText.severity(diagnostic.severity)[language]))</span> "
            html +=
                "<a class=\"where\" href=\"#\(HTMLEscaping.escape(anchor))-L\(diagnostic.line)\">\(diagnostic.line):\(diagnostic.column)</a> "
            if let rule {
                html += "<strong class=\"rule-title\">\(HTMLEscaping.escape(rule.title[language]))</strong>: "
            }
            html += "<span class=\"message\">\(HTMLEscaping.escape(diagnostic.message))</span>"
            let fix = rule?.fix[language] ?? diagnostic.fix
            html +=
                "<div class=\"fix\"><strong>\(HTMLEscaping.escape(InterfaceText.fix[language])):</strong> \(HTMLEscaping.escape(fix))</div>"
            html += "</li>\n"
        }
        html += "</ul></div>\n"
        return html
    }
}
