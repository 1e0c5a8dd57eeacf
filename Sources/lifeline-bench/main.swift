// `swift run -c release lifeline-bench [SUITE]`: each suite lives in its own file and is listed here.
let suites: [(name: String, summary: String, run: ([String]) throws -> Void)] = [
    ("model", "parse + check + run a 10-statement scenario 10,000 times", ModelBenchmark.run),
    ("site", "full site build of a synthetic corpus against Hugo and cmark-gfm", SiteBenchmark.run),
    (
        "serve", "from saving a page to `lifeline serve` serving it, on the bundled Content/ or N pages",
        ServeBenchmark.run
    ),
    ("diagrams", "state-machine SVG in process through libgvc; DOT and Mermaid generation", DiagramsBenchmark.run),
    (
        "environment", "rotation, traits, safe area, background and memory scenarios, end to end",
        EnvironmentBenchmark.run
    ),
]

let arguments = Array(CommandLine.arguments.dropFirst())
let selected = arguments.first.map { name in suites.filter { $0.name == name } } ?? suites
if selected.isEmpty {
    print("usage: lifeline-bench [\(suites.map(\.name).joined(separator: "|"))] [options]")
} else {
    for suite in selected {
        print("== \(suite.name): \(suite.summary)")
        try suite.run(Array(arguments.dropFirst()))
    }
}
