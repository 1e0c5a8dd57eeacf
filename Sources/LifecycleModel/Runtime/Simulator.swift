/// The executable model of UIKit. The scenario language drives it one event at a time:
/// `beginEvent(line:)`, any number of API calls, `endEvent()` (which runs the run loop until idle);
/// `trace` holds what UIKit called. See README.md in this folder for the design.
package final class Simulator {
    package let profile: VersionProfile
    package let window = Window()
    package var title: String?

    let dispatcher = Dispatcher()
    let recorder = Recorder()
    let runLoop = RunLoop()
    package internal(set) var diagnostics: [Diagnostic] = []
    /// The scenario line of the statement being run (or whose completion is running).
    package internal(set) var currentLine = 0
    package internal(set) var currentColumn = 0
    /// The innermost evidence scope (Runtime/EvidenceScope.swift); empty outside every scope.
    var currentEvidence = EvidenceSet()
    /// Set by a decision that asks for a layout pass of its own (iOS 7's pass after an animated push): the next
    /// commit's pass runs under it instead of `layoutPassEvidence`.
    var nextLayoutPassEvidence: EvidenceSet?
    /// Objects created during this event that nothing holds yet; released when the event ends
    /// (an autorelease pool drained by the run loop).
    var temporaries: [ModelObject] = []
    var anonymousCounts: [String: Int] = [:]
    /// What the override that just ran returned: set by the override runner, read by `ask` right after
    /// the call (Runtime/Overrides/OverrideAnswers.swift).
    package var overrideAnswer: OverrideAnswer?
    /// The segue whose `prepare(for:sender:)` or unwind action is running (Storyboards/Segues.swift).
    package internal(set) var currentSegue: SegueInProgress?
    /// Some view in the window may need layout (views report invalidation to it; moves set it too),
    /// so a commit with nothing to lay out skips the walk of the window.
    let layoutTracker = LayoutTracker()
    var layoutMayBeNeeded: Bool {
        get { layoutTracker.mayNeedLayout }
        set { layoutTracker.mayNeedLayout = newValue }
    }
    /// Every object of the run, in creation order, for the teardown in `deinit` and `allObjects`.
    private(set) var objects: [ModelObject] = []
    /// The number of the newest object (`ModelObject.number`; the window is 0).
    private var lastObjectNumber = 0
    /// Orientation, split, appearance and text size (Runtime/Environment).
    package internal(set) var device = DeviceState() {
        didSet {
            deviceTraits = device.traits(on: profile)
            traitsGeneration += 1
        }
    }
    /// `device.traits(on: profile)`, kept with the device: every trace event compares an object's
    /// delivered traits with it.
    private(set) var deviceTraits = TraitCollection()
    /// Counts changes of the device (see `TraitEnvironmentState.generation`).
    private(set) var traitsGeneration = 0
    /// Foreground/background, the app delegate, live controllers (Runtime/Environment, Runtime/Memory).
    var appState = AppState()
    /// `NotificationCenter.default` (Runtime/Notifications).
    let notificationCentre = NotificationCentre()
    /// Tasks and timers whose closures hold a controller (Runtime/PendingWork.swift).
    var pendingWork: [PendingWorkHold] = []
    /// Presentations asked of a controller whose own presentation had not ended: each runs when that
    /// presentation ends (Containers/Presentation.swift, `presentationWaitsForPresentersTransition`).
    var presentationsAwaitingTransition: [(presenter: ViewController, work: RunLoop.Work)] = []
    /// The supported update method running now, whose trait reads UIKit tracks (iOS 18+, TraitTracking.swift).
    var traitTracking: TraitTrackingScope?
    /// The window's size while the will-callbacks of a size change run (Environment/SizeTransition.swift).
    var sizeBeforeTransition: Size?
    /// The controller `window.rootViewController = …` is installing while its view loads (WindowRoot.swift):
    /// already in the window's trait hierarchy (GeometryReads.swift).
    var rootBeingInstalled: ViewController?

    package init(ios: IOSVersion = .newest) throws(ModelError) {
        guard let profile = VersionProfile.profile(for: ios) else {
            throw ModelError(.noProfile(ios: ios))
        }
        self.profile = profile
        deviceTraits = device.traits(on: profile)
        window.needsLayout = false
        window.needsUpdateConstraints = false
        window.tracker = layoutTracker
        // A scenario makes a handful of controllers and their views: one allocation, not a doubling series.
        objects.reserveCapacity(16)
    }

    deinit {
        notificationCentre.registrations = []
        pendingWork = []
        presentationsAwaitingTransition = []
        window.breakLinks()
        for object in objects { object.breakLinks() }
    }

    /// Drops work still queued when a run stops early (a scenario error): those closures hold the
    /// simulator, which would otherwise never be freed.
    package func abandonPendingWork() {
        runLoop.dropPendingWork()
    }

    /// Trace events recorded so far (the scenario language bounds a run by it).
    package var eventCount: Int { recorder.events.count }

    package var trace: Trace {
        Trace(title: title, ios: profile.version, events: recorder.events, diagnostics: diagnostics)
    }

    // MARK: - Extension points

    package func addObserver(_ observer: ModelObserver) { dispatcher.addObserver(observer) }
    /// The simulator holds the runner strongly; pass nil when the run is over to break the cycle.
    package func setOverrideRunner(_ runner: OverrideRunner?) { dispatcher.overrideRunner = runner }
    package func addDiagnostic(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// The scenario is over: observers judge the run as a whole (`ModelObserver.runDidEnd`).
    package func finishRun() {
        dispatcher.runDidEnd(in: self)
    }

    /// Every controller and view of the run, in creation order.
    package var allObjects: [ModelObject] { objects }

    /// Gives a new object its number, before UIKit's first callback to it.
    func assignNumber(to object: ModelObject) {
        lastObjectNumber += 1
        object.number = lastObjectNumber
    }

    /// Makes `object` one of the run's objects (once its initialisers have run).
    func register(_ object: ModelObject) {
        objects.append(object)
    }

    // MARK: - Events

    /// Starts one run-loop event: a top-level statement of the scenario.
    package func beginEvent(line: Int, column: Int = 1) {
        runLoop.startTurn()
        currentLine = line
        currentColumn = column
    }

    /// Moves the source position within an event (`a; b` on one line, `do { … }`).
    package func setPosition(line: Int, column: Int) {
        currentLine = line
        currentColumn = column
    }

    /// Ends the event, then turns the run loop until idle: commit (layout, commit completions),
    /// then each later turn's work (animation completions), each followed by its own commit.
    package func endEvent() {
        commit()
        while runLoop.hasLaterWork {
            runLoop.startTurn()
            for work in runLoop.takeNextTurn() {
                run(work)
            }
            commit()
        }
    }

    private func commit() {
        var rounds = 0
        repeat {
            layoutPass()
            let waiting = runLoop.afterCommit
            runLoop.afterCommit = []
            for work in waiting { run(work) }
            rounds += 1
        } while (!runLoop.afterCommit.isEmpty || layoutMayBeNeeded) && rounds < 16
        drainTemporaries()
    }

    /// Runs deferred work at its line, under the evidence scope that scheduled it.
    func run(_ work: RunLoop.Work) {
        currentLine = work.origin.line
        withEvidence(work.origin.evidence, work.run)
    }

    /// Records a scenario API call for the observers.
    func note(_ kind: ActionKind, _ target: ModelObject, _ operand: ModelObject? = nil, detail: ActionDetail? = nil) {
        guard dispatcher.hasObservers else { return }
        let record = ActionRecord(
            kind: kind, target: target, operand: operand, line: currentLine, column: currentColumn,
            detail: detail)
        dispatcher.notify(record, in: self)
    }

    /// Emits a callback through the dispatcher.
    func call(
        _ callback: Callback, _ object: ModelObject, _ args: [Argument] = [], super implementation: () -> Void = {}
    ) {
        dispatcher.call(callback, on: object, args: args, simulator: self, superImplementation: implementation)
    }

    private static let animatedTrue = [Argument("animated", "true")]
    private static let animatedFalse = [Argument("animated", "false")]

    static func animatedArgument(_ animated: Bool) -> [Argument] {
        animated ? animatedTrue : animatedFalse
    }

    func uniqueName(for base: String) -> String {
        let count = (anonymousCounts[base] ?? 0) + 1
        anonymousCounts[base] = count
        return count == 1 ? base : "\(base)#\(count)"
    }
}
