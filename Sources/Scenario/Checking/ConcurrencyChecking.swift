/// `Task { … }` and `Task { @MainActor in … }` started from a controller's code, a one-shot
/// `Timer.scheduledTimer`, `cancel()`/`invalidate()` of a stored one, `Task.isCancelled`.
///
/// A task created in a view controller's method inherits the main actor, so its body runs on the main
/// queue in a later turn (as `DispatchQueue.main.async`). Cancellation is cooperative (Apple, "Task —
/// Task Cancellation"): `cancel()` runs nothing and stops nothing by itself; the body sees it in
/// `Task.isCancelled`. An invalidated timer does not fire (Apple, "Timer.invalidate()").
///
/// `capturesSelf`: the closure holds the controller whose code started it until it has run
/// (Runtime/PendingWork.swift in the model).
enum ConcurrencyExpr {
    case startTask(body: [CheckedStatement], capturesSelf: Bool)
    case startTimer(seconds: Double, body: [CheckedStatement], capturesSelf: Bool)
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
                    location: location, .concurrency(.taskFromClosureOnly), hint: .concurrency(.taskForms))
            }
            let body = try inScope { checker throws(ScenarioError) in try checker.checkClosure(trailing) }
            return (
                .swift(.concurrency(.startTask(body: body, capturesSelf: taskCapturesSelf(trailing)))),
                Checker.taskType
            )
        case .member(.name("Task", _), "detached", _) where lookup("Task") == nil:
            throw ScenarioError(
                location: location, .concurrency(.mainActorOnly), hint: .concurrency(.taskRunsOnMainActor))
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
        guard given.map({ $0.label }) == ["withTimeInterval", "repeats"], let block else {
            throw ScenarioError(
                location: location, .concurrency(.scheduledTimerOnly), hint: .concurrency(.timerForm))
        }
        let seconds: Double
        switch given[0].value {
        case .number(let value, _): seconds = value
        case .integer(let value, _): seconds = Double(value)
        default:
            throw ScenarioError(location: given[0].value.location, .concurrency(.literalInterval))
        }
        guard case .boolean(false, _) = given[1].value else {
            throw ScenarioError(
                location: given[1].value.location, .concurrency(.oneShotTimersOnly), hint: .concurrency(.repeatsFalse))
        }
        let body = try inScope { checker throws(ScenarioError) in
            if let name = block.parameters.first, name != "_" {
                _ = try checker.declareBinding(name, type: Checker.timerType, at: block.location)
            }
            return try checker.checkClosure(block)
        }
        let capturesSelf = context != nil && Checker.capturesSelfStrongly(block)
        return (
            .swift(.concurrency(.startTimer(seconds: seconds, body: body, capturesSelf: capturesSelf))),
            Checker.timerType
        )
    }

    /// A task's closure may use `self` implicitly (`Task.init` marks it `@_implicitSelfCapture`): a
    /// property or helper of the class named bare captures it as surely as `self.` does.
    private func taskCapturesSelf(_ closure: ClosureSyntax) -> Bool {
        guard let context else { return false }
        if Checker.capturesSelfStrongly(closure) { return true }
        if closure.captures.contains(where: { $0 == "weak self" || $0 == "unowned self" }) { return false }
        let helpers = classHelpers[context.className] ?? [:]
        return closure.body.contains { statement in
            Checker.bareNames(in: statement).contains {
                helpers[$0] != nil || property(named: $0, inClass: context.className) != nil
                    || LifecycleProperty(rawValue: $0) != nil || $0 == "view"
            }
        }
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

extension Checker {
    /// The bare names a statement uses (`load` in `load()`, `items` in `items.count`), nested closures included.
    static func bareNames(in statement: StatementSyntax) -> [String] {
        switch statement {
        case .binding(_, _, let value, _): return bareNames(in: value)
        case .assignment(let target, let value, _): return bareNames(in: target) + bareNames(in: value)
        case .expression(let expression): return bareNames(in: expression)
        case .block(let statements, _): return statements.flatMap { bareNames(in: $0) }
        case .controlFlow(let flow):
            return flow.nestedBodies.flatMap { $0.flatMap { bareNames(in: $0) } }
                + flow.expressions.flatMap { bareNames(in: $0) }
        }
    }

    static func bareNames(in expression: ExprSyntax) -> [String] {
        names(in: expression, onlyInClosures: false)
    }

    /// The bare names an expression uses; with `onlyInClosures`, only those inside its closures.
    static func names(in expression: ExprSyntax, onlyInClosures: Bool) -> [String] {
        let inner = { (expression: ExprSyntax) in names(in: expression, onlyInClosures: onlyInClosures) }
        switch expression {
        case .name(let name, _): return onlyInClosures ? [] : [name]
        case .member(let base, _, _): return inner(base)
        case .call(let callee, let arguments, let trailing, _):
            return inner(callee) + arguments.flatMap { inner($0.value) }
                + (trailing.map { $0.body.flatMap { bareNames(in: $0) } } ?? [])
        case .array(let elements, _): return elements.flatMap { inner($0) }
        case .binary(_, let lhs, let rhs, _): return inner(lhs) + inner(rhs)
        case .not(let operand, _): return inner(operand)
        case .closure(let closure): return closure.body.flatMap { bareNames(in: $0) }
        default: return []
        }
    }
}
