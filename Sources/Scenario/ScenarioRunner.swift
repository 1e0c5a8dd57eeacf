import LifecycleModel

/// Source → trace: lex, parse, check, then run against a fresh simulator for the given iOS release.
public enum ScenarioRunner {
    public static func run(source: String, ios: IOSVersion = .newest, title: String? = nil) throws(ScenarioError)
        -> Trace
    {
        let program = try Checker.check(try Parser.parse(source))
        let simulator: Simulator
        do {
            simulator = try Simulator(ios: ios)
        } catch {
            throw ScenarioError(location: SourceLocation(line: 1, column: 1), error)
        }
        simulator.title = title
        simulator.installMisuseRules()
        if program.usesSplitView { simulator.useIPad() }
        do {
            try Interpreter(program: program, simulator: simulator).run()
        } catch {
            simulator.abandonPendingWork()
            throw error
        }
        var trace = simulator.trace
        trace.notModelled = program.notModelled
        return trace
    }
}
