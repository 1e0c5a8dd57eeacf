/// The app's console: what its code prints appears in the trace among UIKit's calls, where it ran, as
/// the published logs of lifecycle order show it.
extension Simulator {
    /// `print(…)` from the app's code: a console row in the trace, nested under the callback that ran it.
    /// `object` is the object whose code printed (nil at the top level of a scenario).
    package func printToConsole(_ text: String, from object: ModelObject?) {
        let state =
            object?.snapshot()
            ?? StateSnapshot(
                viewLoaded: false, inWindow: false, appearance: nil,
                geometryAccurate: false, traitsCurrent: false,
                transitionCoordinator: false)
        recorder.events.append(
            TraceEvent(
                seq: recorder.events.count + 1, object: object?.name ?? "", className: object?.className ?? "",
                callback: "print(_:)", args: [Argument("output", text)], depth: dispatcher.depth, line: currentLine,
                transaction: runLoop.transaction, state: state, kind: .console))
    }
}
