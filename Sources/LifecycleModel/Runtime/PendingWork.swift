/// A `Task` or `Timer` whose closure captures a controller strongly. Until the closure has run (a
/// task's body, a one-shot timer's block) or the timer is invalidated, whoever holds the closure — the
/// run loop holds a scheduled timer (Apple docs, "Timer": "run loops maintain strong references to their
/// timers"), the task holds its body until it returns — holds the controller: it outlives its screen and
/// its `deinit` waits. A repeating timer or a task that loops until cancelled would hold it for ever; the
/// model's timers are one-shot and its tasks run to the end, so the trace shows the wait, and the rule
/// (LL017) reports the hold at the moment nothing else keeps the controller.
package final class PendingWorkHold {
    /// One list of kinds for the hold and the rule's message (`RuleMessage.swift`).
    package typealias Kind = PendingWorkKind

    let owner: ModelObject
    let kind: Kind
    let line: Int
    let column: Int
    /// `task.cancel()` / `timer.invalidate()` was called: the app let go of it.
    fileprivate(set) var isStopped = false
    fileprivate(set) var isReleased = false

    init(owner: ModelObject, kind: Kind, line: Int, column: Int) {
        self.owner = owner
        self.kind = kind
        self.line = line
        self.column = column
    }
}

extension Simulator {
    /// The closure of a task or timer started now captures `owner` strongly.
    package func holdForPendingWork(_ owner: ModelObject, kind: PendingWorkHold.Kind) -> PendingWorkHold {
        let hold = PendingWorkHold(owner: owner, kind: kind, line: currentLine, column: currentColumn)
        note(.startWorkCapturingSelf, owner, detail: .work(kind))
        owner.pendingWorkRetainCount += 1
        pendingWork.append(hold)
        retain(owner)
        return hold
    }

    /// `cancel()` / `invalidate()`. An invalidated timer lets go of its block at once; a cancelled task
    /// still runs its body (cancellation is cooperative) and lets go when it returns.
    package func stopPendingWork(_ hold: PendingWorkHold) {
        hold.isStopped = true
        if hold.kind == .timer { releasePendingWork(hold) }
    }

    /// The closure has run (or the timer was invalidated): it no longer holds its controller.
    package func releasePendingWork(_ hold: PendingWorkHold) {
        guard !hold.isReleased else { return }
        hold.isReleased = true
        pendingWork.removeAll { $0 === hold }
        hold.owner.pendingWorkRetainCount -= 1
        release(hold.owner)
    }

    /// Called by `release` when only the object's own closures and its pending work still hold it.
    func noteKeptAliveByPendingWork(_ object: ModelObject) {
        guard let hold = pendingWork.first(where: { $0.owner === object && !$0.isStopped }) else { return }
        let saved = (currentLine, currentColumn)
        currentLine = hold.line
        currentColumn = hold.column
        note(.keptAliveByWork, object, detail: .work(hold.kind))
        (currentLine, currentColumn) = saved
    }
}
