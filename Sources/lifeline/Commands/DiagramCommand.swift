import ArgumentParser
import Diagrams
import Foundation
import LifecycleModel
import Scenario

/// `lifeline diagram`: a state machine of the model, or a diagram of a scenario run, as DOT, Mermaid
/// or SVG. Parsing and printing only.
struct DiagramCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diagram",
        abstract: "Prints a lifecycle diagram as Graphviz DOT, Mermaid or SVG.",
        discussion: """
            state, life and layout draw the model's state machines for --ios (default: the newest).
            sequence and path run a scenario (FILE, or - for standard input) and draw its callbacks as a
            sequence diagram, or the appearance state machine with the path its controllers took.
            """
    )

    enum Kind: String, CaseIterable, ExpressibleByArgument {
        case state, life, layout, sequence, path
        var takesScenario: Bool { self == .sequence || self == .path }
    }

    @ArgumentParser.Argument(help: "What to draw: \(Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var kind: Kind

    @ArgumentParser.Argument(help: "The scenario for sequence and path: a file, or - for standard input.")
    var file: String?

    @Option(help: "Output format.")
    var format: DiagramFormat = .dot

    @Option(help: "iOS release, e.g. 12 or 17.4.")
    var ios: IOSVersion = .newest

    @Option(help: "A title for a scenario's diagram (sequence, path).")
    var title: String?

    @Option(help: "Follow one controller only (path).")
    var object: String?

    func validate() throws {
        if kind.takesScenario && file == nil {
            throw ValidationError("'\(kind.rawValue)' draws a scenario: give a FILE, or - to read standard input")
        }
        if !kind.takesScenario, let file {
            throw ValidationError("'\(kind.rawValue)' draws the model and takes no scenario (got '\(file)')")
        }
        if object != nil && kind != .path {
            throw ValidationError("--object applies to 'path' only")
        }
    }

    func run() throws {
        let diagram = try makeDiagram(ios: ios)
        switch format {
        case .dot: print(diagram.dot, terminator: "")
        case .mermaid: print(diagram.mermaid, terminator: "")
        case .svg: print(try SVGRenderer().render(dot: diagram.dot))
        }
    }

    private func makeDiagram(ios: IOSVersion) throws -> Diagram {
        switch kind {
        case .state: ModelDiagram.appearance(ios: ios)
        case .life: ModelDiagram.life(ios: ios)
        case .layout: ModelDiagram.layout(ios: ios)
        case .sequence, .path: try scenarioDiagram(ios: ios)
        }
    }

    private func scenarioDiagram(ios: IOSVersion) throws -> Diagram {
        let (trace, source) = try ScenarioInput.run(file, ios: ios, title: title)
        return kind == .sequence
            ? TraceDiagram.sequence(trace, source: source)
            : TraceDiagram.path(trace, object: object)
    }
}
