/// The executable model of UIKit. The scenario language drives it one event at a time:
/// `beginEvent(line:)`, any number of API calls, `endEvent()` (which runs the run loop until idle);
/// `trace` holds what UIKit called. See README.md in this folder for the design.
public final class Simulator {
    public let profile: VersionProfile
    public let window = Window()
    public var title: String?

    let dispatcher = Dispatcher()
    let recorder = Recorder()
    let runLoop = RunLoop()
    public internal(set) var diagnostics: [Diagnostic] = []
    /// The scenario line of the statement being run (or whose completion is running).
    public internal(set) var currentLine = 0
    public internal(set) var currentColumn = 0
    /// Objects created during this event that nothing holds yet; released when the event ends
    /// (an autorelease pool drained by the run loop).
    var temporaries: [ModelObject] = []
    var anonymousCounts: [String: Int] = [:]
    /// Some view in the window may need layout (views report invalidation to it; moves set it too),
    /// so a commit with nothing to lay out skips the walk of the window.
    let layoutTracker = LayoutTracker()
    var layoutMayBeNeeded: Bool {
        get { layoutTracker.mayNeedLayout }
        set { layoutTracker.mayNeedLayout = newValue }
    }
    /// Every object of the run, for the teardown in `deinit`. It only grows, so every model object
    /// outlives the run: hot paths may pass one uncounted (`Unmanaged.passUnretained`).
    var objects: [ModelObject] = []
    /// Orientation, split, appearance and text size (Runtime/Environment).
    public internal(set) var device = DeviceState() {
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

    public init(ios: IOSVersion = .newest) throws(ModelError) {
        guard let profile = VersionProfile.profile(for: ios) else {
            throw ModelError("the model has no profile for iOS \(ios) (known: \(VersionProfile.knownMajorsDescription))")
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
        window.breakLinks()
        for object in objects { object.breakLinks() }
    }

    /// Drops work still queued when a run stops early (a scenario error): those closures hold the
    /// simulator, which would otherwise never be freed.
    public func abandonPendingWork() {
        runLoop.afterCommit = []
        runLoop.later = []
        runLoop.mainQueue = []
        runLoop.delayed = []
    }

    public var trace: Trace {
        Trace(title: title, ios: profile.version, events: recorder.events, diagnostics: diagnostics)
    }

    // MARK: - Extension points

    public func addObserver(_ observer: ModelObserver) { dispatcher.addObserver(observer) }
    /// The simulator holds the runner strongly; pass nil when the run is over to break the cycle.
    public func setOverrideRunner(_ runner: OverrideRunner?) { dispatcher.overrideRunner = runner }
    public func addDiagnostic(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// The scenario is over: observers judge the run as a whole (`ModelObserver.runDidEnd`).
    public func finishRun() {
        dispatcher.runDidEnd(in: self)
    }

    /// Every controller and view of the run, in creation order.
    public var allObjects: [ModelObject] { objects }

    // MARK: - Events

    /// Starts one run-loop event: a top-level statement of the scenario.
    public func beginEvent(line: Int, column: Int = 1) {
        runLoop.startTurn()
        currentLine = line
        currentColumn = column
    }

    /// Moves the source position within an event (`a; b` on one line, `do { … }`).
    public func setPosition(line: Int, column: Int) {
        currentLine = line
        currentColumn = column
    }

    /// Ends the event, then turns the run loop until idle: commit (layout, commit completions),
    /// then each later turn's work (animation completions), each followed by its own commit.
    public func endEvent() {
        commit()
        while runLoop.hasLaterWork {
            runLoop.startTurn()
            for work in runLoop.takeNextTurn() {
                currentLine = work.line
                work.run()
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
            for work in waiting {
                currentLine = work.line
                work.run()
            }
            rounds += 1
        } while (!runLoop.afterCommit.isEmpty || layoutMayBeNeeded) && rounds < 16
        drainTemporaries()
    }

    /// Records a scenario API call for the observers.
    func note(_ kind: ActionRecord.Kind, _ target: ModelObject, _ operand: ModelObject? = nil, detail: String? = nil) {
        guard dispatcher.hasObservers else { return }
        let record = ActionRecord(kind: kind, target: target, operand: operand, line: currentLine, column: currentColumn,
                                  detail: detail)
        dispatcher.notify(record, in: self)
    }

    /// Emits a callback through the dispatcher.
    func call(_ callback: Callback, _ object: ModelObject, _ args: [Argument] = [], super implementation: () -> Void = {}) {
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
