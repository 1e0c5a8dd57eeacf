import LifecycleModel

/// A task or timer the scenario started: whether it was cancelled (a task's body reads it) or
/// invalidated (a timer then never fires).
final class WorkHandle {
    let isTimer: Bool
    var isCancelled = false
    /// The model's record that the closure holds its controller (captured strongly), until it has run.
    var hold: PendingWorkHold?

    init(isTimer: Bool) { self.isTimer = isTimer }
}

extension Interpreter {
    func evaluateConcurrency(_ expression: ConcurrencyExpr, at location: SourceLocation) throws(ScenarioError) -> Value
    {
        switch expression {
        case .startTask(let body, let capturesSelf):
            let handle = WorkHandle(isTimer: false)
            let capturedSelf = selfStack.last
            simulator.setPosition(line: location.line, column: location.column)
            if capturesSelf, let capturedSelf { handle.hold = simulator.holdForPendingWork(capturedSelf, kind: .task) }
            let link = self.link
            simulator.enqueueOnMainQueue {
                guard let this = link.interpreter else { return }
                this.runningTasks.append(handle)
                defer {
                    this.runningTasks.removeLast()
                    if let hold = handle.hold { this.simulator.releasePendingWork(hold) }
                }
                this.runClosure(body, self: capturedSelf)
            }
            return .handle(handle)
        case .startTimer(let seconds, let body, let capturesSelf):
            let handle = WorkHandle(isTimer: true)
            let capturedSelf = selfStack.last
            simulator.setPosition(line: location.line, column: location.column)
            if capturesSelf, let capturedSelf { handle.hold = simulator.holdForPendingWork(capturedSelf, kind: .timer) }
            let link = self.link
            simulator.enqueueOnMainQueue(after: seconds) {
                guard !handle.isCancelled, let this = link.interpreter else { return }
                defer { if let hold = handle.hold { this.simulator.releasePendingWork(hold) } }
                this.runClosure(body, self: capturedSelf)
            }
            return .handle(handle)
        case .stop(let handleExpression):
            if case .handle(let handle) = try evaluate(handleExpression, at: location) {
                handle.isCancelled = true
                if let hold = handle.hold { simulator.stopPendingWork(hold) }
            }
            return .none
        case .taskIsCancelled:
            return .bool(runningTasks.last?.isCancelled ?? false)
        }
    }
}
