import Testing

@testable import LifecycleModel

/// The model driven directly, as the scenario interpreter does: events, lifetime, and the two
/// extension points (observers for misuse rules, the override runner for scenario classes).
@Suite struct SimulatorTests {
    final class Recorder: ModelObserver {
        var log: [String] = []
        func observe(_ event: ModelEvent, in simulator: Simulator) {
            switch event {
            case .willCall(let call): log.append("will \(call.object.name) \(call.callback.name) depth \(call.depth)")
            case .didCall(let call): log.append("did \(call.object.name) \(call.callback.name)")
            case .action(let action):
                log.append("action \(action.kind.rawValue) \(action.target.name) line \(action.line)")
            }
        }
    }

    final class Runner: OverrideRunner {
        var ran: [String] = []
        func run(_ override: OverrideDefinition, of object: ModelObject, args: [Argument], callSuper: () -> Void) {
            ran.append("\(object.name) \(override.callback.name)")
            if override.callsSuper { callSuper() }
        }
    }

    func shown(_ controller: ViewController, in simulator: Simulator) throws {
        simulator.beginEvent(line: 1)
        try simulator.setRootViewController(controller)
        simulator.makeKeyAndVisible()
        simulator.endEvent()
    }

    @Test func observersSeeEveryCallbackAndAction() throws {
        let simulator = try Simulator(ios: IOSVersion(17))
        let observer = Recorder()
        simulator.addObserver(observer)
        simulator.beginEvent(line: 1)
        let a = simulator.makeViewController(name: "A")
        simulator.bind(a)
        simulator.endEvent()
        simulator.beginEvent(line: 2)
        try simulator.accessView(of: a)
        simulator.endEvent()
        #expect(
            observer.log == [
                "will A init(nibName:bundle:) depth 0", "did A init(nibName:bundle:)",
                "action accessView A line 2",
                "will A loadView() depth 0", "did A loadView()", "will A viewDidLoad() depth 0", "did A viewDidLoad()",
            ])
    }

    /// Observers are given identities, not objects, so one may keep its records after the run and its
    /// objects are gone.
    @Test func observersMayKeepWhatTheyAreGivenPastTheRun() throws {
        final class Keeper: ModelObserver {
            var calls: [ObservedCall] = []
            func observe(_ event: ModelEvent, in simulator: Simulator) {
                if case .willCall(let call) = event { calls.append(call) }
            }
        }
        let keeper = Keeper()
        weak var released: Simulator?
        do {
            let simulator = try Simulator()
            released = simulator
            simulator.addObserver(keeper)
            simulator.beginEvent(line: 1)
            let a = simulator.makeViewController(name: "A")
            simulator.bind(a)
            try simulator.accessView(of: a)
            simulator.endEvent()
        }
        #expect(released == nil)
        #expect(
            keeper.calls.map { "\($0.object.number) \($0.object.name) \($0.object.className) \($0.callback.name)" } == [
                "1 A UIViewController init(nibName:bundle:)", "1 A UIViewController loadView()",
                "1 A UIViewController viewDidLoad()",
            ])
    }

    @Test func overrideWithoutSuperSkipsUIKitsLoadViewDefault() throws {
        let simulator = try Simulator()
        let runner = Runner()
        simulator.setOverrideRunner(runner)
        let definition = ClassDefinition(name: "Custom", base: .viewController)
        definition.addOverride(
            OverrideDefinition(callback: .loadView, callsSuper: false, bodyIndex: 0, line: 1, column: 1))
        simulator.beginEvent(line: 1)
        let custom = simulator.makeViewController(name: "c", definition: definition)
        simulator.bind(custom)
        try simulator.loadViewIfNeeded(custom)
        simulator.endEvent()
        #expect(runner.ran == ["c loadView()"])
        // UIKit's default did not run, so the model supplies the view UIKit would end up with.
        #expect(custom.isViewLoaded)
        #expect(simulator.trace.events.map(\.callback) == ["init(nibName:bundle:)", "loadView()", "viewDidLoad()"])
    }

    @Test func aRetainCycleKeepsDeinitFromRunning() throws {
        let simulator = try Simulator()
        simulator.beginEvent(line: 1)
        let leaky = simulator.makeViewController(name: "leaky")
        let fine = simulator.makeViewController(name: "fine")
        simulator.bind(leaky)
        simulator.bind(fine)
        simulator.retain(leaky) // a stored closure capturing self strongly
        simulator.endEvent()
        simulator.beginEvent(line: 2)
        simulator.unbind(leaky)
        simulator.unbind(fine)
        simulator.endEvent()
        #expect(simulator.trace.events.filter { $0.callback == "deinit" }.map(\.object) == ["fine"])
        #expect(!leaky.isDeallocated && fine.isDeallocated)
    }

    /// Found by the scenario fuzzer's leak check: a trait-change handler that holds the controller it
    /// is registered on (as a scenario's closure holds its `self`) kept both alive after the run.
    @Test func aTraitChangeHandlerHoldingItsControllerIsFreedWithTheRun() throws {
        weak var released: ViewController?
        do {
            let simulator = try Simulator(ios: IOSVersion(17))
            let controller = simulator.makeViewController(name: "A")
            try simulator.registerForTraitChanges([.userInterfaceStyle], on: controller, handler: { _ = controller })
            released = controller
        }
        #expect(released == nil)
    }

    @Test func temporariesNobodyTookAreReleasedWhenTheEventEnds() throws {
        let simulator = try Simulator()
        simulator.beginEvent(line: 3)
        _ = simulator.makeViewController(name: nil)
        simulator.endEvent()
        #expect(
            simulator.trace.events.map { "\($0.line) \($0.object) \($0.callback)" } == [
                "3 UIViewController init(nibName:bundle:)", "3 UIViewController deinit",
            ])
    }

    @Test func presentingFromAControllerOffScreenDoesNothing() throws {
        let simulator = try Simulator()
        simulator.beginEvent(line: 1)
        let a = simulator.makeViewController(name: "A"), b = simulator.makeViewController(name: "B")
        simulator.bind(a)
        simulator.bind(b)
        try simulator.present(b, from: a, animated: true)
        simulator.endEvent()
        #expect(b.presentingViewController == nil)
        #expect(!b.isViewLoaded)
    }

    @Test func transactionsAdvancePerTurnAndAnimationsEndOnALaterOne() throws {
        let simulator = try Simulator()
        let a = simulator.makeViewController(name: "A")
        simulator.bind(a)
        try shown(a, in: simulator)
        simulator.beginEvent(line: 2)
        let b = simulator.makeViewController(name: "B")
        try simulator.present(b, from: a, animated: true)
        simulator.endEvent()
        let events = simulator.trace.events.filter { $0.object == "B" }
        let will = events.first { $0.callback == "viewWillAppear(_:)" }!
        let did = events.first { $0.callback == "viewDidAppear(_:)" }!
        // The first appearance took transactions 1 and 2 (its viewDidAppear after the commit, in a
        // transaction of its own); the presentation starts in 3 and its animation ends in 4.
        #expect(will.transaction == 3 && did.transaction == 4)
        #expect(will.state.transitionCoordinator && !will.state.inWindow)
        #expect(did.state.inWindow && did.state.geometryAccurate && did.state.appearance == .appeared)
    }
}
