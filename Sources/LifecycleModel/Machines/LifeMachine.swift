/// The whole life of a view controller: creation, loading its view, the appearance loop (the
/// `AppearanceMachine` with the view loaded), the layout loop while on screen (the `LayoutMachine`
/// collapsed to one update cycle), and deallocation — with the edges that exist only on some iOS versions.
public enum LifeMachine {
    /// Before iOS 6 a memory warning released the view of a controller that was not on screen;
    /// iOS 6 stopped unloading views and deprecated the unload callbacks.
    package static func unloadsViewOnMemoryWarning(_ ios: IOSVersion) -> Bool {
        Callback.viewDidUnload.isCalled(on: ios)
    }

    /// The callbacks of a view unload, in order: `viewWillUnload()` existed only in iOS 5,
    /// `viewDidUnload()` in iOS 3–5.
    package static func unloadCallbacks(_ ios: IOSVersion) -> [Callback] {
        guard unloadsViewOnMemoryWarning(ios) else { return [] }
        var callbacks: [Callback] = [.didReceiveMemoryWarning]
        for callback in [Callback.viewWillUnload, .viewDidUnload] where callback.isCalled(on: ios) {
            callbacks.append(callback)
        }
        return callbacks
    }

    public static func machine(for ios: IOSVersion) -> StateMachine {
        let appearing = AppearanceState.appearing.rawValue
        let appeared = AppearanceState.appeared.rawValue
        let disappearing = AppearanceState.disappearing.rawValue
        var transitions = [
            Transition("initialized", "created", trigger: .createdInCode, callbacks: [.initNibNameBundle]),
            Transition(
                "initialized", "created", trigger: .createdFromStoryboardOrNib,
                callbacks: [.initCoder, .awakeFromNib]),
            Transition("created", "loaded", trigger: .viewFirstAccessed, callbacks: [.loadView, .viewDidLoad]),
            Transition("loaded", appearing, trigger: .shown, callbacks: [.viewWillAppear]),
        ]
        if AppearanceMachine.hasViewIsAppearing(ios) {
            transitions.append(
                Transition(
                    appearing, appearing, trigger: .inHierarchyTraitsCurrent,
                    callbacks: [.viewIsAppearing]))
        }
        transitions += [
            // The first layout pass happens while appearing, before viewDidAppear(_:).
            Transition(
                appearing, appeared, trigger: .firstUpdateCycleTransitionFinished,
                callbacks: LayoutMachine.updateCycle(ios).filter { $0.isControllerCallback } + [.viewDidAppear]),
            // Each pass of the cycle runs only for what was invalidated (see LayoutMachine).
            Transition(
                appeared, appeared, trigger: .layoutLoop,
                callbacks: LayoutMachine.updateCycle(ios).filter { $0.isControllerCallback }),
            Transition(appeared, disappearing, trigger: .hidden, callbacks: [.viewWillDisappear]),
            Transition(disappearing, "loaded", trigger: .transitionFinished, callbacks: [.viewDidDisappear]),
            Transition(
                disappearing, appearing, trigger: .interactiveTransitionCancelled,
                callbacks: [.viewWillAppear], cancellation: true),
            Transition(
                appearing, disappearing, trigger: .interactiveTransitionCancelled,
                callbacks: [.viewWillDisappear], cancellation: true),
        ]
        if unloadsViewOnMemoryWarning(ios) {
            // The view is released; the next access loads it again (loadView, viewDidLoad).
            transitions.append(
                Transition(
                    "loaded", "created", trigger: .memoryWarningOffScreen,
                    callbacks: unloadCallbacks(ios)))
        } else {
            transitions.append(
                Transition(
                    "loaded", "loaded", trigger: .memoryWarningViewKept,
                    callbacks: [.didReceiveMemoryWarning]))
        }
        transitions += [
            Transition("created", "deallocated", trigger: .lastReferenceReleased, callbacks: [.deinitialize]),
            Transition("loaded", "deallocated", trigger: .lastReferenceReleased, callbacks: [.deinitialize]),
        ]
        return StateMachine(
            kind: .life,
            ios: ios,
            states: [
                MachineState("initialized", .initializing, detail: .initRunning),
                MachineState("created", .created, detail: .viewNotLoaded),
                MachineState("loaded", .viewLoaded, detail: .offScreenDisappeared),
                MachineState(appearing, .appearing),
                MachineState(appeared, .appeared, detail: .onScreen),
                MachineState(disappearing, .disappearing),
                MachineState("deallocated", .deallocated),
            ],
            initial: "initialized",
            finals: ["deallocated"],
            transitions: transitions
        )
    }
}

extension Callback {
    /// Whether a view controller (rather than its view, the scene or the app delegate) receives the callback; the
    /// life diagram shows the controller's side of the layout loop.
    var isControllerCallback: Bool {
        switch self {
        case .viewInitFrame, .willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow, .didMoveToWindow,
            .updateConstraints, .layoutSubviews, .draw, .safeAreaInsetsDidChange, .layoutMarginsDidChange,
            .sceneWillResignActive, .sceneDidEnterBackground, .sceneWillEnterForeground, .sceneDidBecomeActive,
            .applicationWillResignActive, .applicationDidEnterBackground, .applicationWillEnterForeground,
            .applicationDidBecomeActive, .applicationWillFinishLaunching, .applicationDidFinishLaunching,
            .sceneWillConnect:
            false
        default:
            true
        }
    }
}
