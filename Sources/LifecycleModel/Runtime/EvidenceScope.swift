/// Which sources placed the callbacks being made now. An ordering decision wraps the code that places
/// callbacks in `withEvidence(…)`; the recorder stamps every event with the innermost scope's set, and
/// deferred work (`RunLoop.Work`) carries the set it was scheduled under, so a completion that runs on a
/// later turn names the decision that deferred it. Outside every scope an event is stamped
/// `.modelUnattributed`: honest about a row no decision has named yet.
extension Simulator {
    /// Runs `body` with `evidence` as the innermost scope.
    @inline(__always)
    func withEvidence<Result, Failure: Error>(
        _ evidence: EvidenceSet, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let outer = currentEvidence
        currentEvidence = evidence
        defer { currentEvidence = outer }
        return try body()
    }

    @inline(__always)
    func withEvidence<Result, Failure: Error>(
        _ id: EvidenceID, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withEvidence(EvidenceSet(id), body)
    }

    @inline(__always)
    func withEvidence<Result, Failure: Error>(
        _ first: EvidenceID, _ second: EvidenceID, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withEvidence(EvidenceSet(first, second), body)
    }

    @inline(__always)
    func withEvidence<Result, Failure: Error>(
        _ first: EvidenceID, _ second: EvidenceID, _ third: EvidenceID, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withEvidence(EvidenceSet(first, second, third), body)
    }

    /// The same scope for a whole function body, without re-indenting it:
    /// `let scope = openEvidence(.x); defer { closeEvidence(scope) }`. Returns the scope it replaces.
    @inline(__always)
    func openEvidence(_ evidence: EvidenceSet) -> EvidenceSet {
        let outer = currentEvidence
        currentEvidence = evidence
        return outer
    }

    @inline(__always)
    func openEvidence(_ id: EvidenceID) -> EvidenceSet { openEvidence(EvidenceSet(id)) }

    @inline(__always)
    func openEvidence(_ first: EvidenceID, _ second: EvidenceID) -> EvidenceSet {
        openEvidence(EvidenceSet(first, second))
    }

    @inline(__always)
    func closeEvidence(_ outer: EvidenceSet) { currentEvidence = outer }

    /// A scope that applies only where no decision has named a source: for steps whose own order is
    /// documented (a view loads on first access) but whose place is a caller's decision (a push loads the
    /// new top first, as darkjoin's log shows), so the caller's sources win.
    @inline(__always)
    func openFallbackEvidence(_ evidence: EvidenceSet) -> EvidenceSet {
        currentEvidence.isEmpty ? openEvidence(evidence) : currentEvidence
    }

    @inline(__always)
    func openFallbackEvidence(_ id: EvidenceID) -> EvidenceSet { openFallbackEvidence(EvidenceSet(id)) }

    /// What the recorder stamps now: the innermost scope, or `.modelUnattributed` outside every scope.
    var stampedEvidence: EvidenceSet {
        currentEvidence.isEmpty ? EvidenceSet(.modelUnattributed) : currentEvidence
    }

    /// Where deferred work comes from: the line and the evidence it runs under when it comes due.
    var origin: RunLoop.Origin { RunLoop.Origin(line: currentLine, evidence: currentEvidence) }
}
