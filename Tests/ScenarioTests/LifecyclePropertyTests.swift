import LifecycleModel
import Testing

@testable import Scenario

/// Invariants of the appearance machinery checked over many generated scenarios (seeded, so every
/// failure reproduces): the state machine of Apple's "Responding to view-related events" holds,
/// with one documented exception — a cancelled interactive transition reverses a will-callback.
@Suite struct LifecyclePropertyTests {
    static let scenarios: [ScenarioGenerator.Scenario] = {
        var generator = ScenarioGenerator(seed: 0x11FE_11E0)
        return (0..<600).map { index in generator.scenario(statements: 4 + index % 12) }
    }()

    static let appearanceCallbacks: Set<String> = [
        "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
        "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]

    func traces() throws -> [(ScenarioGenerator.Scenario, Trace)] {
        try Self.scenarios.map { scenario throws(ScenarioError) in
            do throws(ScenarioError) {
                return (scenario, try ScenarioRunner.run(source: scenario.source, ios: scenario.ios))
            } catch {
                Issue.record("generated scenario failed: \(error.rendered(file: "generated", source: scenario.source))")
                throw error
            }
        }
    }

    @Test func appearanceCallbacksFollowTheStateMachineAndBalance() throws {
        for (scenario, trace) in try traces() {
            var state: [String: AppearanceState] = [:]
            for event in trace.events where Self.appearanceCallbacks.contains(event.callback) {
                let before = state[event.object] ?? .disappeared
                let after: AppearanceState
                var allowed: Set<AppearanceState>
                switch event.callback {
                case "viewWillAppear(_:)": after = .appearing; allowed = [.disappeared]
                case "viewDidAppear(_:)": after = .appeared; allowed = [.appearing]
                case "viewWillDisappear(_:)": after = .disappearing; allowed = [.appeared]
                case "viewDidDisappear(_:)": after = .disappeared; allowed = [.disappearing]
                default: after = before; allowed = [.appearing] // viewIsAppearing
                }
                if scenario.hasCancellation, event.callback == "viewWillAppear(_:)" { allowed.insert(.disappearing) }
                if scenario.hasCancellation, event.callback == "viewWillDisappear(_:)" { allowed.insert(.appearing) }
                #expect(
                    allowed.contains(before),
                    "\(event.object) \(event.callback) from \(before), seq \(event.seq):\n\(scenario.source)")
                state[event.object] = after
            }
            // The run loop is idle at the end: nobody is left half-way.
            for (object, final) in state {
                #expect(final == .appeared || final == .disappeared, "\(object) ends \(final):\n\(scenario.source)")
            }
            if !scenario.hasCancellation {
                for object in Set(state.keys) {
                    let calls = trace.events.filter { $0.object == object }.map(\.callback)
                    let count = { (name: String) in calls.filter { $0 == name }.count }
                    #expect(count("viewWillAppear(_:)") == count("viewDidAppear(_:)"), "\(object):\n\(scenario.source)")
                    #expect(
                        count("viewWillDisappear(_:)") == count("viewDidDisappear(_:)"),
                        "\(object):\n\(scenario.source)")
                }
            }
        }
    }

    @Test func noAppearanceCallbackReachesAnUnloadedView() throws {
        for (scenario, trace) in try traces() {
            for event in trace.events where Self.appearanceCallbacks.contains(event.callback) {
                #expect(
                    event.state.viewLoaded,
                    "\(event.object) \(event.callback) before its view loaded:\n\(scenario.source)")
            }
        }
    }

    /// Once per LOAD: a controller loads again only after iOS 5's memory warning unloaded its view
    /// (`viewDidUnload()` in between), and never from iOS 6.
    @Test func viewDidLoadRunsOncePerLoadRightAfterLoadView() throws {
        for (scenario, trace) in try traces() {
            var loaded: Set<String> = []
            for (index, event) in trace.events.enumerated() {
                switch event.callback {
                case "viewDidLoad()":
                    #expect(
                        loaded.insert(event.object).inserted,
                        "\(event.object) loaded twice without unloading:\n\(scenario.source)")
                    let previous = trace.events[..<index].last { $0.object == event.object }
                    #expect(previous?.callback == "loadView()", "\(event.object):\n\(scenario.source)")
                case "viewDidUnload()":
                    #expect(scenario.ios.major <= 5, "viewDidUnload on iOS \(scenario.ios)")
                    #expect(
                        loaded.remove(event.object) != nil,
                        "\(event.object) unloaded while not loaded:\n\(scenario.source)")
                default:
                    break
                }
            }
        }
    }

    @Test func viewIsAppearingSitsBetweenWillAndDidAppearFromIOS13Only() throws {
        for (scenario, trace) in try traces() {
            let supported = scenario.ios.major >= 13
            var lastAppearance: [String: String] = [:]
            for event in trace.events where Self.appearanceCallbacks.contains(event.callback) {
                if event.callback == "viewIsAppearing(_:)" {
                    #expect(supported, "viewIsAppearing on iOS \(scenario.ios)")
                    #expect(
                        lastAppearance[event.object] == "viewWillAppear(_:)",
                        "\(event.object) seq \(event.seq):\n\(scenario.source)")
                    #expect(event.state.geometryAccurate && event.state.inWindow)
                }
                if event.callback == "viewDidAppear(_:)", supported, !scenario.hasCancellation {
                    #expect(
                        lastAppearance[event.object] == "viewIsAppearing(_:)",
                        "\(event.object) seq \(event.seq):\n\(scenario.source)")
                }
                lastAppearance[event.object] = event.callback
            }
        }
    }

    @Test func sequenceAndTransactionsIncrease() throws {
        for (_, trace) in try traces() {
            #expect(
                trace.events.map(\.seq) == Array(1...max(1, trace.events.count)).prefix(trace.events.count).map { $0 })
            #expect(zip(trace.events, trace.events.dropFirst()).allSatisfy { $0.transaction <= $1.transaction })
        }
    }
}
