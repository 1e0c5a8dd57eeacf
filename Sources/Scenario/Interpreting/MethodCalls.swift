import LifecycleModel

/// `list.didSelectRow()`: a method of the app's class run with `list` as `self`. At the top level it is
/// what a tap would run: one event, whose callbacks follow in the same and later turns.
extension Interpreter {
    func executeMethodCall(
        on receiverExpression: CheckedExpr, name: String, bodyIndex: Int,
        at location: SourceLocation
    ) throws(ScenarioError) {
        simulator.setPosition(line: location.line, column: location.column)
        let receiver = try objectValue(receiverExpression, at: location)
        // App code to the rules, as a helper called from an override is.
        simulator.runAppCode(name, on: receiver)
        try enterRunLevel()
        selfStack.append(receiver)
        defer {
            runDepth -= 1
            selfStack.removeLast()
        }
        // A helper's `return` is its own: it is not what the calling override returns.
        defer { returnedValue = nil }
        try executeFunctionBody(program.overrideBodies[bodyIndex])
    }
}
