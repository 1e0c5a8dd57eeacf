import LifecycleModel
import Testing

@testable import Scenario

/// LL016–LL019: their failing and fixed scenarios (`cases`, run by `MisuseRulesTests` with the other
/// rules' pairs) and what each shows in the trace.
@Suite struct AsyncMisuseRulesTests {
    typealias Case = RulePair

    static let feed = """
        class Feed: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                NotificationCenter.default.addObserver(self, selector: #selector(reloadFeed), name: UIApplication.didBecomeActiveNotification, object: nil)
            }
        %@
            @objc func reloadFeed() { print("reload feed") }
        }
        let nav = UINavigationController(rootViewController: Feed())
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(UIViewController(), animated: false)
        nav.popViewController(animated: false)
        app.enterBackground()
        app.enterForeground()
        """

    static let removal = """
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                NotificationCenter.default.removeObserver(self, name: UIApplication.didBecomeActiveNotification, object: nil)
            }
        """

    static let clock = """
        class Clock: UIViewController {
            var timer: Timer?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { %@_ in
                    %@tick()
                }
            }
        %@
            func tick() { print("tick") }
        }
        let nav = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(Clock(), animated: false); DispatchQueue.main.async { nav.popViewController(animated: false) }
        """

    static let invalidation = """
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                timer?.invalidate()
            }
        """

    static let chart = """
        class Chart: UIViewController {
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                %@
            }
        }
        window.rootViewController = Chart()
        window.makeKeyAndVisible()
        device.rotate(to: .landscapeLeft)
        """

    static let detail = """
        class Detail: UIViewController {
            override func %@ {
                super.%@
                present(Login(), animated: false)
            }
        }
        let nav = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(Detail(), animated: false)
        """

    static func fill(_ template: String, _ parts: String...) -> String {
        var result = template
        for part in parts {
            guard let range = result.range(of: "%@") else { break }
            result.replaceSubrange(range, with: part)
        }
        return result
    }

    static let cases: [Case] = [
        Case(
            rule: .ll016, failing: fill(feed, ""), fixed: fill(feed, removal), line: 4, column: 36),
        Case(
            rule: .ll017, failing: fill(clock, "", "self.", ""),
            fixed: fill(clock, "[weak self] ", "self?.", invalidation), line: 5, column: 9),
        Case(
            rule: .ll018,
            failing: fill(chart, "UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }"),
            fixed: fill(
                chart, "coordinator.animate(alongsideTransition: { _ in self.view.layoutIfNeeded() }, completion: nil)"),
            line: 4, column: 16),
        Case(
            rule: .ll019,
            failing: fill(detail, "viewDidLoad()", "viewDidLoad()"),
            fixed: fill(detail, "viewDidAppear(_ animated: Bool)", "viewDidAppear(animated)"),
            line: 4, column: 9),
    ]

    /// The duplicate registration shows in the trace: two deliveries for one post.
    @Test func theObserverAddedOnEveryAppearanceRunsTwiceForOnePost() throws {
        let printed = ControlFlowTests.printed
        #expect(printed(try TraceOrder.run(Self.fill(Self.feed, ""))) == ["reload feed", "reload feed"])
        #expect(printed(try TraceOrder.run(Self.fill(Self.feed, Self.removal))) == ["reload feed"])
    }

    /// The run loop keeps the scheduled timer and the timer its block (Apple docs, "Timer"): the popped
    /// controller lives on, its block runs off screen, and deinit follows it; invalidated, deinit is at once.
    @Test func aTimerCapturingSelfDelaysDeinitUntilItFires() throws {
        let failing = try TraceOrder.run(Self.fill(Self.clock, "", "self.", ""))
        let tail = failing.events.suffix(2).map { $0.kind == .console ? "print" : "\($0.object) \($0.callback)" }
        #expect(tail == ["print", "Clock deinit"])
        let fixed = try TraceOrder.run(Self.fill(Self.clock, "[weak self] ", "self?.", Self.invalidation))
        #expect(TraceOrder.lines(fixed).suffix(2) == ["Clock didMove(toParent:)", "Clock deinit"])
        #expect(ControlFlowTests.printed(fixed) == [])
    }

    @Test func theCoordinatorRunsTheBlockAfterTheNewLayoutAndTheCompletionLater() throws {
        let trace = try TraceOrder.run(
            Self.fill(
                Self.chart,
                "coordinator.animate(alongsideTransition: { _ in print(\"along\") }, completion: { _ in print(\"done\") })"
            ))
        let rows = trace.events.filter { $0.line == 9 || $0.line == 4 }
        let along = try #require(rows.firstIndex { $0.args.first?.value == "along" })
        let layout = try #require(rows.lastIndex { $0.callback == "viewDidLayoutSubviews()" })
        #expect(layout < along)
        #expect(rows.last?.args.first?.value == "done")
        #expect(rows[along].transaction < rows.last!.transaction)
    }

    /// `Task { tick() }` uses `self` without naming it (the initialiser captures it implicitly): the task
    /// holds the controller until its body has run, like a timer's block; released meanwhile (in the same
    /// event), the controller lives until the task has run.
    @Test func aTaskUsingSelfImplicitlyHoldsTheControllerUntilItRuns() throws {
        let source = """
            class Feed: UIViewController {
                func start() {
                    Task { tick() }
                }
                func tick() { print("tick") }
            }
            var feed = Feed()
            do {
                feed.start()
                feed = nil
            }
            """
        let trace = try TraceOrder.run(source)
        #expect(trace.diagnostics.map(\.rule) == [.ll017])
        #expect(
            trace.diagnostics.first?.message
                == .keptAliveByPendingWork(RuleObject(name: "feed", className: "Feed"), work: .task))
        #expect(trace.diagnostics.first?.line == 3)
        let tail = trace.events.suffix(2).map { $0.kind == .console ? "print" : "\($0.object) \($0.callback)" }
        #expect(tail == ["print", "feed deinit"])
        let weak = try TraceOrder.run(
            source.replacingOccurrences(of: "Task { tick() }", with: "Task { [weak self] in self?.tick() }"))
        #expect(weak.diagnostics == [])
        #expect(TraceOrder.lines(weak, callbacks: ["deinit"]) == ["feed deinit"])
    }
}
