import Testing

@testable import LifecycleModel

/// Every trace row names the sources that placed it: the innermost `withEvidence` scope of the model's
/// decision, carried to deferred work, or `.modelUnattributed` outside every scope.
@Suite struct EvidenceTests {
    func events(of callback: Callback, on object: String, in trace: Trace) -> [TraceEvent] {
        trace.events.filter { $0.object == object && $0.callback == callback.name }
    }

    /// A controller A made the window's root, and the window shown, in one event.
    func launchedRoot(ios: Int) throws -> Trace {
        let simulator = try Simulator(ios: IOSVersion(ios))
        simulator.beginEvent(line: 1)
        let a = simulator.makeViewController(name: "A")
        simulator.bind(a)
        try simulator.setRootViewController(a)
        simulator.makeKeyAndVisible()
        simulator.endEvent()
        return simulator.trace
    }

    /// The launch of a root controller: its appearance callbacks rest on darkjoin's first-display log
    /// and Matt Neuburg's launch logs (`.darkjoinLifecycleDemo`, `.neuburgLaunchLogs`), including
    /// `viewDidAppear(_:)`, which runs after the commit, outside the call that scheduled it; its layout
    /// callbacks on the layout pass's sources.
    @Test func launchRowsNameTheLogThatOrdersThem() throws {
        let trace = try launchedRoot(ios: 8)
        let willAppear = try #require(events(of: .viewWillAppear, on: "A", in: trace).first)
        let didAppear = try #require(events(of: .viewDidAppear, on: "A", in: trace).first)
        let didLayout = try #require(events(of: .viewDidLayoutSubviews, on: "A", in: trace).first)
        #expect(Array(willAppear.evidence) == [.darkjoinLifecycleDemo, .neuburgLaunchLogs])
        #expect(Array(didAppear.evidence) == [.darkjoinLifecycleDemo, .neuburgLaunchLogs])
        #expect(Array(didLayout.evidence) == [.appleUIViewController, .qiShengLifecycle2025])
    }

    /// iOS 7: the layout pass that follows an animated push rests on the log that shows it
    /// (blog.uso400.net), not on the pass order; the first traits up to iOS 12 on useyourloaf and Neuburg.
    @Test func passesAndTraitsOfOldReleasesNameTheirLogs() throws {
        let simulator = try Simulator(ios: IOSVersion(7))
        simulator.beginEvent(line: 1)
        let a = simulator.makeViewController(name: "A")
        let b = simulator.makeViewController(name: "B")
        simulator.bind(a)
        simulator.bind(b)
        let nav = try simulator.makeNavigationController(name: "nav", root: a)
        simulator.bind(nav)
        try simulator.setRootViewController(nav)
        simulator.makeKeyAndVisible()
        simulator.endEvent()
        simulator.beginEvent(line: 2)
        try simulator.pushViewController(b, on: nav, animated: true)
        simulator.endEvent()
        let passes = events(of: .viewDidLayoutSubviews, on: "B", in: simulator.trace)
        try #require(passes.count == 2)
        #expect(Array(passes[1].evidence) == [.uso400AppLifecycles])
        let first = try #require(events(of: .traitCollectionDidChange, on: "A", in: try launchedRoot(ios: 12)).first)
        #expect(Array(first.evidence) == [.neuburgLaunchLogs, .useyourloafInitialTraits])
    }

    /// A row no decision names says so rather than borrowing a source: a callback placed outside every
    /// scope. (A view the app creates names Apple's `init(frame:)`, which its creation falls back to.)
    @Test func rowsOutsideEveryScopeAreMarkedUnattributed() throws {
        let simulator = try Simulator(ios: IOSVersion(17))
        simulator.beginEvent(line: 1)
        let view = simulator.makeView(name: "v")
        simulator.bind(view)
        simulator.call(.layoutSubviews, view)
        simulator.endEvent()
        let creation = try #require(simulator.trace.events.first)
        #expect(Array(creation.evidence) == [.appleUIViewInitFrame])
        let unscoped = try #require(simulator.trace.events.last)
        #expect(Array(unscoped.evidence) == [.modelUnattributed])
    }

    /// Loading a view on first access is Apple's documented order — where no caller named its own
    /// sources; inside a push the load's place is darkjoin's log, so the push's scope stays.
    @Test func fallbackEvidenceYieldsToTheCallersScope() throws {
        let simulator = try Simulator(ios: IOSVersion(17))
        simulator.beginEvent(line: 1)
        let a = simulator.makeViewController(name: "A")
        simulator.bind(a)
        try simulator.accessView(of: a)
        simulator.endEvent()
        #expect(
            events(of: .viewDidLoad, on: "A", in: simulator.trace).map { Array($0.evidence) } == [
                [.appleUIViewController]
            ])
        simulator.beginEvent(line: 2)
        let b = simulator.makeViewController(name: "B")
        simulator.bind(b)
        simulator.withEvidence(.darkjoinLifecycleDemo) { _ = try? simulator.loadedView(of: b) }
        simulator.endEvent()
        #expect(
            events(of: .viewDidLoad, on: "B", in: simulator.trace).map { Array($0.evidence) } == [
                [.darkjoinLifecycleDemo]
            ])
    }

    @Test func scopesNestAndRestore() throws {
        let simulator = try Simulator(ios: IOSVersion(17))
        simulator.withEvidence(.darkjoinLifecycleDemo) {
            simulator.withEvidence(.wanglingTransitionEvents2014) {
                #expect(Array(simulator.stampedEvidence) == [.wanglingTransitionEvents2014])
            }
            #expect(Array(simulator.stampedEvidence) == [.darkjoinLifecycleDemo])
        }
        #expect(Array(simulator.stampedEvidence) == [.modelUnattributed])
    }

    @Test func idsAreUniqueRoundTripAndFitTheSet() {
        var seen: Set<String> = []
        for id in EvidenceID.allCases {
            #expect(seen.insert(id.id).inserted, "\(id.id) is used twice")
            #expect(EvidenceID(id: id.id) == id)
            #expect(EvidenceSet(id).contains(id))
        }
        #expect(EvidenceID.allCases.count <= EvidenceSet.capacity)
        #expect(EvidenceID(id: "no-such-source") == nil)
        let last = EvidenceID.allCases[EvidenceID.allCases.count - 1]
        #expect(Array(EvidenceSet(last, .appleUIViewController)) == [.appleUIViewController, last])
    }
}
