import LifecycleModel

/// Blocks for the main queue and animations: the closures keep the `self` of the method they were
/// written in, as Swift closures capture it.
extension Interpreter {
    func executeMainQueue(
        _ work: MainQueueWork, body: [CheckedStatement], completion: [CheckedStatement]?,
        at location: SourceLocation
    ) throws(ScenarioError) {
        simulator.setPosition(line: location.line, column: location.column)
        let capturedSelf = selfStack.last
        let run = closure(running: body, self: capturedSelf)
        switch work {
        case .async:
            simulator.enqueueOnMainQueue(run)
        case .asyncAfter(let seconds):
            simulator.enqueueOnMainQueue(after: seconds, run)
        case .animate(let duration):
            let finish = completion.map { completion in closure(running: completion, self: capturedSelf) }
            simulator.animate(duration: duration, from: capturedSelf, animations: run, completion: finish)
        case .alongsideTransition:
            let finish = completion.map { completion in closure(running: completion, self: capturedSelf) }
            do {
                try simulator.animateAlongsideTransition(of: capturedSelf, animation: run, completion: finish)
            } catch {
                throw ScenarioError(location: location, message: error.message)
            }
        }
    }
}
