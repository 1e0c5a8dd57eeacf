/// `Task { … }` and `Task { @MainActor in … }` started from a controller's code, a one-shot
/// `Timer.scheduledTimer`, `cancel()`/`invalidate()` of a stored one, `Task.isCancelled`.
///
/// A task created in a view controller's method inherits the main actor, so its body runs on the main
/// queue in a later turn (as `DispatchQueue.main.async`). Cancellation is cooperative (Apple, "Task —
/// Task Cancellation"): `cancel()` runs nothing and stops nothing by itself; the body sees it in
/// `Task.isCancelled`. An invalidated timer does not fire (Apple, "Timer.invalidate()").
enum ConcurrencyExpr {
    case startTask(body: [CheckedStatement])
    case startTimer(seconds: Double, body: [CheckedStatement])
    /// `task.cancel()` / `timer.invalidate()`.
    case stop(CheckedExpr)
    case taskIsCancelled
}

extension Checker {
    static let taskType = ValueType.opaque("Task<Void, Never>")
    static let timerType = ValueType.opaque("Timer")

    mutating func checkConcurrencyStart(
        callee: ExprSyntax, arguments: [ArgumentSyntax], trailing: ClosureSyntax?,
        location: SourceLocation
    ) throws(ScenarioError) -> (CheckedExpr, ValueType)? {
        guard Checker.isSwiftRuntimeType(callee.calleeRootName) else { return nil }
        switch callee {
        case .name("Task", _) where lookup("Task") == nil:
            guard let trailing, arguments.allSatisfy({ $0.label == "priority" }) else {
                throw ScenarioError(
                    location: location, message: "the model starts a task from its closure alone",
                    hint: "`Task { … }` or `Task { @MainActor in … }`")
            }
            let body = try inScope { checker throws(ScenarioError) in try checker.checkClosure(trailing) }
            return (.swift(.concurrency(.startTask(body: body))), Checker.taskType)
        case .member(.name("Task", _), "detached", _) where lookup("Task") == nil:
            throw ScenarioError(
                location: location, message: "the model runs tasks on the main actor only",
                hint: "`Task { … }` from a controller's method runs on the main actor")
        case .member(.name("Timer", _), "scheduledTimer", _) where lookup("Timer") == nil:
            return try checkTimer(arguments: arguments, trailing: trailing, location: location)
        default:
            return nil
        }
    }

    /// `Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in … }` (or `block:`).
    private mutating func checkTimer(
        arguments: [ArgumentSyntax], trailing: ClosureSyntax?,
        location: SourceLocation
    ) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        var given = arguments
        var block = trailing
        if block == nil, let last = given.last, last.label == "block", case .closure(let closure) = last.value {
            block = closure
            given.removeLast()
        }
        guard given.map(\.label) == ["withTimeInterval", "repeats"], let block else {
            throw ScenarioError(
                location: location, message: "the model runs `Timer.scheduledTimer(withTimeInterval:repeats:block:)`",
                hint: "`Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in … }`")
        }
        let seconds: Double
        switch given[0].value {
        case .number(let value, _): seconds = value
        case .integer(let value, _): seconds = Double(value)
        default:
            throw ScenarioError(
                location: given[0].value.location, message: "the model needs a literal interval in seconds")
        }
        guard case .boolean(false, _) = given[1].value else {
            throw ScenarioError(
                location: given[1].value.location, message: "the model runs one-shot timers only",
                hint: "`repeats: false`; a repeating timer would fire for ever in a scenario")
        }
        let body = try inScope { checker throws(ScenarioError) in
            if let name = block.parameters.first, name != "_" {
                _ = try checker.declareBinding(name, type: Checker.timerType, at: block.location)
            }
            return try checker.checkClosure(block)
        }
        return (.swift(.concurrency(.startTimer(seconds: seconds, body: body))), Checker.timerType)
    }

    /// `task.cancel()`, `task?.cancel()`, `timer?.invalidate()` on a task or timer the scenario holds.
    mutating func checkStop(
        base: ExprSyntax, name: String, arguments: [ArgumentSyntax],
        location: SourceLocation
    ) throws(ScenarioError) -> CheckedStatement? {
        guard name == "cancel" || name == "invalidate", arguments.isEmpty else { return nil }
        let (handle, type) = try check(base, expected: nil, bindingName: nil)
        let expected = name == "cancel" ? Checker.taskType : Checker.timerType
        guard case .opaque(let typeName) = type, typeName.hasPrefix(expected == Checker.taskType ? "Task" : "Timer")
        else { return nil }
        return .evaluate(.swift(.concurrency(.stop(handle))), location: location)
    }

    func checkTaskIsCancelled(at location: SourceLocation) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        (.swift(.concurrency(.taskIsCancelled)), .bool)
    }
}
