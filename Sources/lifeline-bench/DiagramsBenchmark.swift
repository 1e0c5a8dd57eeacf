import Diagrams
import LifecycleModel

/// `lifeline-bench diagrams [--iterations N]`: in-process SVG rendering of the model's state machines
/// (the issue's budget: the state-machine SVG in ≤ 5 ms after the first), plus DOT/Mermaid generation.
enum DiagramsBenchmark {
    static func run(_ arguments: [String]) throws {
        var iterations = 200
        if let index = arguments.firstIndex(of: "--iterations"), index + 1 < arguments.count,
            let value = Int(arguments[index + 1]), value > 0
        {
            iterations = value
        }
        let ios = IOSVersion.newest
        let clock = ContinuousClock()

        let first = clock.measure { _ = try? SVGRenderer().render(dot: ModelDiagram.appearance(ios: ios).dot) }
        print("first render (context, plugins): \(format(first))")

        for (name, diagram) in [
            ("state", ModelDiagram.appearance(ios: ios)), ("life", ModelDiagram.life(ios: ios)),
            ("layout", ModelDiagram.layout(ios: ios)),
        ] {
            // A fresh renderer each time: no cache, so every iteration lays out and cleans the SVG.
            var samples: [Duration] = []
            for _ in 0..<iterations {
                samples.append(try clock.measure { _ = try SVGRenderer().render(dot: diagram.dot) })
            }
            report("\(name) SVG, uncached", samples)
        }

        let renderer = SVGRenderer()
        let dot = ModelDiagram.appearance(ios: ios).dot
        _ = try renderer.render(dot: dot)
        var hits: [Duration] = []
        for _ in 0..<iterations { hits.append(try clock.measure { _ = try renderer.render(dot: dot) }) }
        report("state SVG, cached", hits)

        var sources: [Duration] = []
        for _ in 0..<iterations {
            sources.append(
                clock.measure {
                    for major in [5, 13, 26] {
                        let v = IOSVersion(major)
                        for d in [
                            ModelDiagram.appearance(ios: v), ModelDiagram.life(ios: v), ModelDiagram.layout(ios: v),
                        ] {
                            precondition(!d.dot.isEmpty && !d.mermaid.isEmpty)
                        }
                    }
                })
        }
        report("9 model diagrams, DOT + Mermaid", sources)
    }

    private static func report(_ name: String, _ samples: [Duration]) {
        let sorted = samples.sorted()
        let median = sorted[sorted.count / 2]
        let p95 = sorted[min(sorted.count - 1, sorted.count * 95 / 100)]
        print("\(name): median \(format(median)), p95 \(format(p95)), min \(format(sorted[0])) (n=\(sorted.count))")
    }

    private static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let ms = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        let hundredths = Int((ms * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
    }
}
