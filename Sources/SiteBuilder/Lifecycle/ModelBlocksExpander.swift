import Diagrams
import LifecycleModel
import Reports
import Texts

/// ` ```diagram kind=state|life|layout ios=N ` — one of the model's own machines, for a version.
public struct DiagramExpander: BlockExpander {
    let figures: DiagramFigureHTML

    public init(renderer: SVGRenderer) {
        figures = DiagramFigureHTML(renderer: renderer)
    }

    public var names: [String] { ["diagram"] }

    public func anchors(for block: FencedBlock) -> [String] { [Self.anchor(for: block)] }

    static func anchor(for block: FencedBlock) -> String {
        block.options["id"] ?? "diagram-\(block.options["kind"] ?? "")-\(block.fenceLine)"
    }

    public func expand(_ block: FencedBlock, warnings: ExpansionWarnings) throws -> String {
        if let unknown = block.options.unknownOptions(known: ["kind", "ios", "id"]).first {
            throw block.error("unknown diagram option '\(unknown.key)' (known: kind, ios, id)", option: unknown.key)
        }
        let ios = try block.option("ios", IOSVersion.init(parsing:)) ?? .newest
        let language = InterfaceText.language(block.language)
        let diagram: Diagram
        let caption: LocalizedText
        switch block.options["kind"] {
        case "state":
            (diagram, caption) = (
                ModelDiagram.appearance(ios: ios, language: language), InterfaceText.of(.stateMachine)
            )
        case "life":
            (diagram, caption) = (ModelDiagram.life(ios: ios, language: language), InterfaceText.of(.lifeMachine))
        case "layout":
            (diagram, caption) = (ModelDiagram.layout(ios: ios, language: language), InterfaceText.of(.layoutMachine))
        case let other:
            let what = other.map { "unknown diagram kind '\($0)'" } ?? "a diagram block needs kind="
            throw block.error("\(what) (known: state, life, layout)", option: other == nil ? nil : "kind")
        }
        return try figures.render(
            diagram, id: Self.anchor(for: block), caption: "\(caption[language]) (iOS \(ios))", language: language,
            resources: block.site?.resources)
    }
}

/// ` ```table phase=P ios=N ` — the method catalogue in the page's language. Rows carry their phase
/// and versions, so the page script can filter them; without script the whole table shows.
public struct TableExpander: BlockExpander {
    public init() {}
    public var names: [String] { ["table"] }
    public var dependsOnBlockAlone: Bool { true }

    public func expand(_ block: FencedBlock, warnings: ExpansionWarnings) throws -> String {
        if let unknown = block.options.unknownOptions(known: ["phase", "ios", "id"]).first {
            throw block.error("unknown table option '\(unknown.key)' (known: phase, ios, id)", option: unknown.key)
        }
        let phase = try block.option("phase", Phase.init(parsing:))
        let ios = try block.option("ios", IOSVersion.init(parsing:))
        let language = InterfaceText.language(block.language)
        let entries = MethodCatalogue.entries(ios: ios, phase: phase)
        let table = CatalogueRenderer.render(entries, format: .html, language: language)
        var html = "<div class=\"catalogue\" data-filterable=\"\(phase == nil ? "phase" : "")\">\n"
        html += "<form class=\"catalogue-filter\" hidden>"
        if phase == nil {
            html += "<label>\(HTMLEscaping.escape(InterfaceText.of(.filterPhase)[language])) <select name=\"phase\">"
            html += "<option value=\"\">\(HTMLEscaping.escape(InterfaceText.of(.allPhases)[language]))</option>"
            for value in Phase.allCases where entries.contains(where: { $0.phase == value }) {
                html += "<option value=\"\(value.rawValue)\">\(HTMLEscaping.escape(value.title[language]))</option>"
            }
            html += "</select></label> "
        }
        if ios == nil {
            html += "<label>\(HTMLEscaping.escape(InterfaceText.of(.filterVersion)[language])) <select name=\"ios\">"
            html += "<option value=\"\">\(HTMLEscaping.escape(InterfaceText.of(.anyVersion)[language]))</option>"
            for major in VersionProfile.knownMajors.reversed() {
                html += "<option value=\"\(major)\">iOS \(major)</option>"
            }
            html += "</select></label>"
        }
        html += "</form>\n\(table)</div>\n"
        return html
    }
}
