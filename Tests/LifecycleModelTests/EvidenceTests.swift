import Testing

@testable import LifecycleModel

/// Every trace row names the sources that placed it: the innermost `withEvidence` scope of the model's
/// decision, carried to deferred work, or `.modelUnattributed` outside every scope.
@Suite struct EvidenceTests {
    func events(of callback: Callback, on object: String, in trace: Trace) -> [TraceEvent] {
        trace.events.filter { $0.object == object && $0.callback == callback.name }
    }

    /// The launch of a root controller: its appearance callbacks rest on darkjoin's first-display log
    /// (`.darkjoinLifecycleDemo`), including `viewDidAppear(_:)`, which runs after the commit, outside
    /// the call that scheduled it; its layout callbacks on the layout pass's sources.
    @Test func launchRowsNameTheLogThatOrdersThem() throws {
        let simulator = try Simulator(ios: IOSVersion(8))
        simulator.beginEvent(line: 1)
        let a = simulator.makeViewController(name: "A")
        simulator.bind(a)
        try simulator.setRootViewController(a)
        simulator.makeKeyAndVisible()
        simulator.endEvent()
        let trace = simulator.trace
        let willAppear = try #require(events(of: .viewWillAppear, on: "A", in: trace).first)
        let didAppear = try #require(events(of: .viewDidAppear, on: "A", in: trace).first)
        let didLayout = try #require(events(of: .viewDidLayoutSubviews, on: "A", in: trace).first)
        #expect(Array(willAppear.evidence) == [.darkjoinLifecycleDemo])
        #expect(Array(didAppear.evidence) == [.darkjoinLifecycleDemo])
        #expect(Array(didLayout.evidence) == [.appleUIViewController, .qiShengLifecycle2025])
    }

    /// From iOS 11 the launch's second layout pass rests on the logs that show it, not on the pass order.
    @Test func secondLaunchPassNamesItsLogs() throws {
        let simulator = try Simulator(ios: IOSVersion(17))
        simulator.beginEvent(line: 1)
        let a = simulator.makeViewController(name: "A")
        simulator.bind(a)
        try simulator.setRootViewController(a)
        simulator.makeKeyAndVisible()
        simulator.endEvent()
        let passes = events(of: .viewDidLayoutSubviews, on: "A", in: simulator.trace)
        try #require(passes.count == 2)
        #expect(Array(passes[0].evidence) == [.appleUIViewController, .qiShengLifecycle2025])
        #expect(
            Array(passes[1].evidence) == [
                .stackOverflowPageViewControllerSetViewControllers, .jianshuViewControllerCalls,
            ])
    }

    /// A row no decision names says so rather than borrowing a source: creation sits in no scope.
    @Test func rowsOutsideEveryScopeAreMarkedUnattributed() throws {
        let simulator = try Simulator(ios: IOSVersion(17))
        simulator.beginEvent(line: 1)
        simulator.bind(simulator.makeViewController(name: "A"))
        simulator.endEvent()
        let initialiser = try #require(simulator.trace.events.first)
        #expect(Array(initialiser.evidence) == [.modelUnattributed])
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
