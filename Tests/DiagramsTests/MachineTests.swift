import LifecycleModel
import Testing

/// The state machines against UIKit's documented behaviour, version by version.
struct MachineTests {
    private func labels(_ machine: StateMachine) -> Set<Callback> {
        Set(machine.transitions.flatMap(\.callbacks))
    }

    @Test func appearanceMachineHasTheFourStatesAndTheCancelledTransitions() {
        let machine = AppearanceMachine.machine(for: IOSVersion(17))
        #expect(machine.states.map(\.id) == AppearanceState.allCases.map(\.rawValue))
        #expect(machine.initial == "disappeared")
        // A cancelled swipe-back (stackoverflow.com/questions/18927878): the leaving controller goes
        // disappearing → appearing on viewWillAppear; the revealed one appearing → disappearing.
        let cancelled = machine.transitions.filter(\.cancellation)
        #expect(
            cancelled.contains(
                Transition(
                    "disappearing", "appearing", trigger: .interactiveTransitionCancelled,
                    callbacks: [.viewWillAppear], cancellation: true)))
        #expect(
            cancelled.contains {
                $0.from == "appearing" && $0.to == "disappearing" && $0.callbacks == [.viewWillDisappear]
            })
        #expect(machine.transitions(from: "appeared", calling: .viewWillDisappear).map(\.to) == ["disappearing"])
    }

    @Test(arguments: [(12, false), (13, true), (26, true)])
    func viewIsAppearingIsALoopOnAppearingFromIOS13(major: Int, present: Bool) {
        let machine = AppearanceMachine.machine(for: IOSVersion(major))
        let loop = machine.transitions.first { $0.callbacks == [.viewIsAppearing] }
        #expect((loop != nil) == present)
        if let loop { #expect(loop.isLoop && loop.from == "appearing") }
    }

    @Test func viewUnloadingExistsOnlyBeforeIOS6WithTheVersionsOwnCallbacks() {
        func unload(_ major: Int) -> Transition? {
            LifeMachine.machine(for: IOSVersion(major)).transitions.first { $0.from == "loaded" && $0.to == "created" }
        }
        #expect(unload(3)?.callbacks == [.didReceiveMemoryWarning, .viewDidUnload])
        #expect(unload(5)?.callbacks == [.didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload])
        #expect(unload(6) == nil)
        let kept = LifeMachine.machine(for: IOSVersion(6)).transitions.first {
            $0.callbacks == [.didReceiveMemoryWarning]
        }
        #expect(kept?.isLoop == true)
        #expect(!labels(LifeMachine.machine(for: IOSVersion(17))).contains(.viewDidUnload))
    }

    @Test func lifeRunsFromCreationToDeallocation() {
        let machine = LifeMachine.machine(for: IOSVersion(26))
        #expect(machine.finals == ["deallocated"])
        #expect(machine.transitions.contains { $0.to == "loaded" && $0.callbacks == [.loadView, .viewDidLoad] })
        #expect(machine.transitions.contains { $0.callbacks == [.initCoder, .awakeFromNib] })
        #expect(machine.transitions.filter { $0.to == "deallocated" }.allSatisfy { $0.callbacks == [.deinitialize] })
        // The first layout pass comes before viewDidAppear(_:), after updateProperties() on 26.
        let first = machine.transitions.first { $0.from == "appearing" && $0.to == "appeared" }
        #expect(
            first?.callbacks == [
                .updateProperties, .updateViewConstraints, .viewWillLayoutSubviews,
                .viewDidLayoutSubviews, .viewDidAppear,
            ])
        // Every state is reachable and every transition joins known states.
        let ids = Set(machine.states.map(\.id))
        #expect(machine.transitions.allSatisfy { ids.contains($0.from) && ids.contains($0.to) })
        #expect(ids == Set(machine.transitions.map(\.to)).union([machine.initial]))
    }

    @Test func layoutLoopFollowsTheUpdateCycleOrder() {
        #expect(
            LayoutMachine.updateCycle(IOSVersion(26)) == [
                .updateProperties, .updateConstraints, .updateViewConstraints, .viewWillLayoutSubviews,
                .layoutSubviews, .viewDidLayoutSubviews,
            ])
        #expect(
            LayoutMachine.updateCycle(IOSVersion(18)) == [
                .updateConstraints, .updateViewConstraints, .viewWillLayoutSubviews, .layoutSubviews,
                .viewDidLayoutSubviews,
            ])
        #expect(
            LayoutMachine.updateCycle(IOSVersion(5)) == [
                .viewWillLayoutSubviews, .layoutSubviews, .viewDidLayoutSubviews,
            ])
        #expect(LayoutMachine.updateCycle(IOSVersion(4)) == [.layoutSubviews])
        #expect(!labels(LayoutMachine.machine(for: IOSVersion(18))).contains(.updateProperties))
        #expect(labels(LayoutMachine.machine(for: IOSVersion(26))).contains(.updateProperties))
        #expect(!LayoutMachine.machine(for: IOSVersion(5)).states.contains { $0.id == "needsUpdateConstraints" })
    }
}

/// The machines and the method catalogue are two views of one model: they must agree on versions.
struct MachineCatalogueAgreementTests {
    @Test(arguments: Array(2...26))
    func everyCallbackOnAMachineIsCalledOnThatVersion(major: Int) {
        let ios = IOSVersion(major)
        for machine in [
            AppearanceMachine.machine(for: ios), LifeMachine.machine(for: ios), LayoutMachine.machine(for: ios),
        ] {
            for callback in Set(machine.transitions.flatMap(\.callbacks)) {
                let called = MethodCatalogue.owners(of: callback).contains {
                    MethodCatalogue.entry(for: callback, owner: $0)?.availability.isCalled(on: ios) == true
                }
                #expect(called, "\(machine.name) on iOS \(major) uses \(callback.name)")
            }
        }
    }
}
