import LifecycleModel
import Testing

@testable import Scenario

/// Test helpers: run a scenario and read its trace as "Object callback" lines.
enum TraceOrder {
    static func run(_ source: String, ios: Int = 26) throws -> Trace {
        try ScenarioRunner.run(source: source, ios: IOSVersion(ios))
    }

    /// The error a scenario stops with, or nil when it runs.
    static func error(_ source: String, ios: Int = 26) -> ScenarioError? {
        do {
            _ = try run(source, ios: ios)
            return nil
        } catch let error as ScenarioError {
            return error
        } catch {
            return nil
        }
    }

    /// The trace as `"A viewWillAppear(_:)"` lines, keeping only the given objects (all when nil) and
    /// the given callbacks (all when nil) — to compare with a published log that printed only those.
    static func lines(_ trace: Trace, objects: Set<String>? = nil, callbacks: Set<String>? = nil) -> [String] {
        trace.events
            .filter { objects?.contains($0.object) ?? true }
            .filter { callbacks?.contains($0.callback) ?? true }
            .map { "\($0.object) \($0.callback)" }
    }

    /// The trace of the events caused by one scenario line.
    static func lines(_ trace: Trace, line: Int, objects: Set<String>? = nil, callbacks: Set<String>? = nil) -> [String]
    {
        lines(
            Trace(ios: trace.ios, events: trace.events.filter { $0.line == line }), objects: objects,
            callbacks: callbacks)
    }

    /// Lines 1–3 of most tests: `nav` with `root` on screen.
    static func navigationShown(root: String) -> String {
        """
        let nav = UINavigationController(rootViewController: \(root))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        """
    }

    /// The scenario's error exactly as `lifeline trace` prints it (file `s.scenario`), or "no error".
    static func rendered(_ source: String, ios: Int = 26) -> String {
        do {
            _ = try ScenarioRunner.run(source: source, ios: IOSVersion(ios))
            return "no error"
        } catch {
            return error.rendered(file: "s.scenario", source: source)
        }
    }

    /// The controller callbacks the published articles' logs printed (they override exactly these).
    static let loggedByArticles: Set<String> = [
        "init(nibName:bundle:)", "loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewWillLayoutSubviews()",
        "viewDidLayoutSubviews()", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]
}

/// A failing scenario and its fix: the failing one reports `rule` (at `line`:`column` when given),
/// the fixed one reports nothing.
struct RulePair: CustomTestStringConvertible, Sendable {
    var name: String?
    var rule: RuleID
    var failing: String
    var fixed: String
    var line: Int = 0
    var column: Int = 0
    var testDescription: String { name ?? rule.code }
}
