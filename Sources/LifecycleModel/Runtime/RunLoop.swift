/// The main run loop as the model needs it. Each turn runs one piece of work inside one transaction
/// (a `CATransaction` commit): the scenario's statement or a completion that comes due; at the end of
/// the turn the commit runs the deferred layout pass, then the work that waits for the commit in the
/// same transaction. Work that UIKit runs once the commit is done (non-animated appearance
/// completions: `viewDidAppear(_:)`) runs next, in a transaction of its own, before any later turn.
/// Animation completions run on later turns, each turn in a new transaction.
final class RunLoop {
    /// The scenario line and the evidence scope that scheduled a piece of work: it runs under both.
    struct Origin {
        var line: Int
        var evidence: EvidenceSet
    }

    struct Work {
        var origin: Origin
        var run: () -> Void
    }

    /// The current transaction number; 1 for the first statement.
    private(set) var transaction = 0
    /// Work that runs after this turn's layout pass, in the same transaction.
    var afterCommit: [Work] = []
    /// Work that runs after this turn's commit has finished, in a new transaction, before `later`.
    private var afterTransaction: [Work] = []
    /// Work for later turns: `later[0]` runs on the next turn, `later[1]` on the one after.
    var later: [[Work]] = []
    /// Blocks on the main dispatch queue (`DispatchQueue.main.async`): the next turn runs them, before any
    /// animation completes (Runtime/MainQueue.swift).
    var mainQueue: [Work] = []
    /// `asyncAfter` blocks by due time on the model's clock, which moves only when nothing else waits.
    var delayed: [(due: Double, work: Work)] = []
    /// Seconds on the model's clock: the due time of the last delayed block run.
    var clock = 0.0

    func startTurn() { transaction += 1 }

    func schedule(turnsFromNow: Int = 1, from origin: Origin, _ run: @escaping () -> Void) {
        while later.count < turnsFromNow { later.append([]) }
        later[turnsFromNow - 1].append(Work(origin: origin, run: run))
    }

    func scheduleAfterCommit(from origin: Origin, _ run: @escaping () -> Void) {
        afterCommit.append(Work(origin: origin, run: run))
    }

    /// Work UIKit defers until the transaction has been committed (its after-commit handler), so
    /// it lands in a transaction of its own, ahead of any animation completion.
    func scheduleAfterTransaction(from origin: Origin, _ run: @escaping () -> Void) {
        afterTransaction.append(Work(origin: origin, run: run))
    }

    func dropPendingWork() {
        afterCommit = []
        afterTransaction = []
        later = []
        mainQueue = []
        delayed = []
    }

    var hasLaterWork: Bool { !afterTransaction.isEmpty || !later.isEmpty || !mainQueue.isEmpty || !delayed.isEmpty }

    /// The next turn's work: the commit's completion handlers, else the main queue's blocks, else the
    /// next animation turn, else the earliest delayed block (the clock moves to its due time).
    func takeNextTurn() -> [Work] {
        // The commit's completion handlers run at the end of the turn that committed, before the run
        // loop wakes for the main queue's port: so a first appearance's viewDidAppear(_:) comes before
        // a block dispatched from viewDidLoad().
        if !afterTransaction.isEmpty {
            defer { afterTransaction = [] }
            return afterTransaction
        }
        if !mainQueue.isEmpty {
            defer { mainQueue = [] }
            return mainQueue
        }
        if !later.isEmpty { return later.removeFirst() }
        guard !delayed.isEmpty else { return [] }
        let next = delayed.removeFirst()
        clock = max(clock, next.due)
        return [next.work]
    }
}
