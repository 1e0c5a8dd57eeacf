import LifecycleModel

/// `list.didSelectRow()`: a method of the app's class run with `list` as `self`. At the top level it is
/// what a tap would run: one event, whose callbacks follow in the same and later turns.
extension Interpreter {
    func executeMethodCall(on receiverExpression: CheckedExpr, name: String, bodyIndex: Int,
                           at location: SourceLocation) throws(ScenarioError) {
        simulator.setPosition(line: location.line, column: location.column)
        let receiver = try objectValue(receiverExpression, at: location)
        // App code to the rules, as a helper called from an override is.
        simulator.runAppCode(name, on: receiver)
        guard helperDepth < 64 else {
            throw ScenarioError(location: location, message: "'\(name)()' calls itself without end")
        }
        helperDepth += 1
        selfStack.append(receiver)
        defer {
            helperDepth -= 1
            selfStack.removeLast()
        }
        try executeFunctionBody(program.overrideBodies[bodyIndex])
    }
}
