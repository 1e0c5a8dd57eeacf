import LifecycleModel
import Texts

/// Writes a `StateMachine` as DOT and as Mermaid `stateDiagram-v2`, optionally with a trace's path
/// drawn over it (visited states and transitions in the accent colour with counts, the rest muted).
struct StateMachineWriter {
    var machine: StateMachine
    var title: String
    var highlight: MachineHighlight?
    /// The language of the state names, triggers and path marks (callbacks are code).
    var language: Language = .en

    // MARK: Labels shared by both languages

    private func stateLines(_ state: MachineState) -> [String] {
        var lines = [MachineText.name(state.name, in: language)]
        if let detail = state.detail { lines.append(MachineText.detail(detail, in: language)) }
        if let tally = highlight?.stateVisits[state.id] {
            lines.append(MachineText.visits(tally.summary, in: language))
        }
        if let objects = highlight?.finals[state.id] { lines.append(MachineText.final(objects, in: language)) }
        return lines
    }

    private func transitionLines(_ transition: Transition, tally: MachineHighlight.Tally?) -> [String] {
        var lines = transition.callbacks.map(\.name)
        if let trigger = transition.trigger { lines.append("(\(MachineText.trigger(trigger, in: language)))") }
        if let tally { lines.append(tally.summary) }
        return lines
    }

    private func nodeID(_ state: MachineState.ID) -> String {
        // Model ids are plain identifiers; the prefix keeps them clear of DOT and Mermaid keywords.
        "st_"
            + String(
                state.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
                    .map(Character.init))
    }

    private var allTransitions: [(transition: Transition, tally: MachineHighlight.Tally?, expected: Bool)] {
        let expected = machine.transitions.enumerated().map { index, transition in
            (transition, highlight?.transitionVisits[index], true)
        }
        let unexpected = (highlight?.unexpected ?? []).map { ($0.transition, Optional($0.tally), false) }
        return expected + unexpected
    }

    // MARK: DOT

    var dot: String {
        var out = DOTStyle.header(name: machine.name, title: title)
        let muted = highlight != nil
        out += "  start \(DOTText.attributes([("shape", "point"), ("width", "0.15"), ("label", "")]))\n"
        for state in machine.states {
            var attributes = [("label", stateLines(state).joined(separator: "\n"))]
            if let highlight {
                if highlight.stateVisits[state.id] != nil {
                    attributes += [("color", DOTStyle.accent), ("penwidth", "2"), ("class", "visited")]
                } else {
                    attributes += [("color", DOTStyle.muted), ("fontcolor", DOTStyle.muted)]
                }
                if highlight.finals[state.id] != nil {
                    attributes += [("peripheries", "2"), ("class", "visited final")]
                }
            }
            out += "  \(nodeID(state.id)) \(DOTText.attributes(attributes))\n"
        }
        if !machine.finals.isEmpty {
            out +=
                "  end \(DOTText.attributes([("shape", "doublecircle"), ("width", "0.12"), ("label", ""), ("style", "filled"), ("fillcolor", "black")]))\n"
        }
        out += "  start -> \(nodeID(machine.initial))\n"
        for (transition, tally, expected) in allTransitions {
            var attributes = [("label", transitionLines(transition, tally: tally).joined(separator: "\n"))]
            if transition.cancellation { attributes.append(("style", "dashed")) }
            if !expected {
                attributes += [
                    ("color", DOTStyle.alarm), ("fontcolor", DOTStyle.alarm), ("penwidth", "2"),
                    ("style", "dotted"), ("class", "unexpected"),
                ]
            } else if tally != nil {
                attributes += [
                    ("color", DOTStyle.accent), ("fontcolor", DOTStyle.accent), ("penwidth", "2"),
                    ("class", "visited"),
                ]
            } else if muted {
                attributes += [("color", DOTStyle.muted), ("fontcolor", DOTStyle.muted)]
            }
            out += "  \(nodeID(transition.from)) -> \(nodeID(transition.to)) \(DOTText.attributes(attributes))\n"
        }
        for final in machine.finals { out += "  \(nodeID(final)) -> end\n" }
        return out + "}\n"
    }

    // MARK: Mermaid

    var mermaid: String {
        var out = MermaidStyle.header(title: title, diagram: "stateDiagram-v2")
        for state in machine.states {
            out +=
                "    state \"\(stateLines(state).map(MermaidText.escaped).joined(separator: "<br/>"))\" as \(nodeID(state.id))\n"
        }
        out += "    [*] --> \(nodeID(machine.initial))\n"
        for (transition, tally, expected) in allTransitions {
            var lines = transitionLines(transition, tally: tally)
            if !expected { lines.insert(MachineText.notAUIKitTransition(in: language), at: 0) }
            out +=
                "    \(nodeID(transition.from)) --> \(nodeID(transition.to)) : "
                + lines.map(MermaidText.escaped).joined(separator: "<br/>") + "\n"
        }
        for final in machine.finals { out += "    \(nodeID(final)) --> [*]\n" }
        if let highlight {
            // State diagrams cannot style edges; visited transitions carry their counts in the label.
            out += "    classDef visited stroke:\(DOTStyle.accent),stroke-width:3px\n"
            out += "    classDef final stroke:\(DOTStyle.accent),stroke-width:5px,font-weight:bold\n"
            let visited = machine.states.filter {
                highlight.stateVisits[$0.id] != nil && highlight.finals[$0.id] == nil
            }
            let finals = machine.states.filter { highlight.finals[$0.id] != nil }
            if !visited.isEmpty { out += "    class \(visited.map { nodeID($0.id) }.joined(separator: ",")) visited\n" }
            if !finals.isEmpty { out += "    class \(finals.map { nodeID($0.id) }.joined(separator: ",")) final\n" }
        }
        return out
    }
}
