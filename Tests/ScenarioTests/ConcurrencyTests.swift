import LifecycleModel
import Testing

@testable import Scenario

/// `Task { … }` (and `Task { @MainActor in … }`) from a controller, stored as `Task<Void, Never>?` and
/// cancelled; one-shot `Timer.scheduledTimer` and `invalidate()` (issue 19, item 4). Cancellation is
/// cooperative (Apple, "Task", section "Task Cancellation"): the body still runs and sees
/// `Task.isCancelled`; an invalidated timer never fires (Apple, "invalidate()").
@Suite struct ConcurrencyTests {
    static let printed = ControlFlowTests.printed

    static let worker = """
        class Worker: UIViewController {
            var task: Task<Void, Never>?
            var timer: Timer?
            func start() {
                task = Task { @MainActor [weak self] in
                    guard !Task.isCancelled else {
                        print("cancelled")
                        return
                    }
                    print("task ran in", self)
                }
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in print("timer fired") }
                print("started")
            }
            func stop() {
                task?.cancel()
                timer?.invalidate()
            }
        }
        let worker = Worker()

        """

    @Test func aTaskRunsOnTheMainQueueInALaterTurnAndATimerWhenItIsDue() throws {
        let trace = try TraceOrder.run(
            Self.worker + """
                worker.start()
                print("next statement")
                """)
        #expect(Self.printed(trace) == ["started", "task ran in worker", "timer fired", "next statement"])
        #expect(trace.events.filter { $0.kind == .console }.map(\.transaction) == [2, 3, 4, 5])
    }

    @Test func cancelledTaskSeesItAndAnInvalidatedTimerNeverFires() throws {
        let trace = try TraceOrder.run(
            Self.worker + """
                do {
                    worker.start()
                    worker.stop()
                }
                worker.stop()
                """)
        #expect(Self.printed(trace) == ["started", "cancelled"])
    }

    @Test func aTaskStatementWithoutAHandle() throws {
        let trace = try TraceOrder.run(
            """
            class A: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Task { self.present(B, animated: false) }
                }
            }
            window.rootViewController = A(); window.makeKeyAndVisible()
            """)
        #expect(trace.diagnostics.isEmpty, "the task runs after the first commit: A's view is in the window")
        #expect(TraceOrder.lines(trace, objects: ["B"], callbacks: ["viewDidAppear(_:)"]) == ["B viewDidAppear(_:)"])
    }

    @Test func unsupportedFormsAreRefusedPrecisely() {
        let timer = "Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in print(1) }"
        #expect(
            TraceOrder.rendered(timer) == """
                s.scenario:1:52: error: the model runs one-shot timers only
                \(timer)
                \(String(repeating: " ", count: 51))^
                hint: `repeats: false`; a repeating timer would fire for ever in a scenario
                """)
        #expect(
            TraceOrder.error("Task.detached { print(1) }")?.text == "the model runs tasks on the main actor only")
    }
}
