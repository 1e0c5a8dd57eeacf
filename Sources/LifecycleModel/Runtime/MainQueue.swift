/// The main dispatch queue and time, as app code uses them:
/// - `DispatchQueue.main.async { }` runs the block in a later turn of the main run loop, after this
///   turn's commit (layout, the completions that wait for it), and before any animation started now
///   completes. Blocks run in the order they were queued; a block queued by one of them runs in the turn
///   after. (The real run loop can service the main queue before the commit of an event's turn, when the
///   block was queued by the event's handler; the model always runs it after.)
/// - `asyncAfter(deadline: .now() + seconds)` runs when the model's clock reaches its due time; the clock
///   moves only when nothing else waits, so every animation of the scenario's event completes first.
/// - `UIView.animate(withDuration:animations:completion:)` runs `animations` at once (inside the call) and
///   `completion` when the animation ends, in a later turn; with a zero duration "at the beginning of the
///   next run loop cycle" (Apple, "animate(withDuration:delay:options:animations:completion:)").
extension Simulator {
    package func enqueueOnMainQueue(_ work: @escaping () -> Void) {
        runLoop.mainQueue.append(RunLoop.Work(origin: mainQueueOrigin, run: work))
    }

    /// When a queued block runs is the model's choice (after the commit, always); what it calls names its own.
    private var mainQueueOrigin: RunLoop.Origin {
        RunLoop.Origin(line: currentLine, evidence: EvidenceSet(.modelMainQueueAfterCommit))
    }

    package func enqueueOnMainQueue(after seconds: Double, _ work: @escaping () -> Void) {
        let due = runLoop.clock + max(0, seconds)
        // Stable: blocks due at the same time run in the order they were queued.
        let index = runLoop.delayed.firstIndex { $0.due > due } ?? runLoop.delayed.count
        runLoop.delayed.insert((due, RunLoop.Work(origin: mainQueueOrigin, run: work)), at: index)
    }

    /// `caller`: the object whose code started the animation (the rules ask where it was started).
    package func animate(
        duration: Double, from caller: ModelObject?, animations: () -> Void, completion: (() -> Void)?
    ) {
        if let caller { note(.animate, caller) }
        animations()
        guard let completion else { return }
        let origin = RunLoop.Origin(line: currentLine, evidence: EvidenceSet(.appleAnimateWithDuration))
        if duration > 0 {
            runLoop.schedule(from: origin, completion)
        } else {
            runLoop.mainQueue.append(RunLoop.Work(origin: origin, run: completion))
        }
    }
}
