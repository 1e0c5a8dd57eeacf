import Foundation
import LifecycleModel
import Testing

@testable import Scenario

/// `InputLimits`: the deepest, longest and busiest input still accepted runs on a thread with a small
/// stack, and one step past each limit is an error at a line and column that names the limit.
@Suite struct InputLimitTests {
    /// A third of the stack the build's threads get: the limits keep a threefold margin. Set
    /// `LIFELINE_TEST_STACK_BYTES` to find what the deepest input needs (about 2.5 MiB in a debug build).
    static let smallStack =
        Int(ProcessInfo.processInfo.environment["LIFELINE_TEST_STACK_BYTES"] ?? "") ?? InputLimits.threadStackBytes / 3

    /// The result of running `source` on a thread with `stackSize` bytes of stack: nil when it ran,
    /// else its error. A stack overflow kills the test process, which fails the suite.
    static func outcome(_ source: String, stackSize: Int = smallStack) -> ScenarioError? {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: ScenarioError?
        let thread = Thread {
            result = TraceOrder.error(source)
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return result
    }

    static let limit = InputLimits.nestingDepth
    static let show = "window.rootViewController = A\nwindow.makeKeyAndVisible()\n"

    // Each generator's `levels` is what the parser counts: a statement, an expression, and every
    // parenthesis, operator, member, call and block inside them is one level.

    /// `let x = ((…(1)…))`: the statement, its expression, then one level per parenthesis.
    static func parentheses(_ levels: Int) -> String {
        let count = levels - 2
        return show + "let x = " + String(repeating: "(", count: count) + "1" + String(repeating: ")", count: count)
    }

    /// `let x = (((1 + 1) + 1) + 1)`: one level per parenthesis, and the operator inside the innermost;
    /// the checker and the interpreter recurse through the left operands.
    static func arithmetic(_ levels: Int) -> String {
        let count = levels - 3
        return show + "let x = " + String(repeating: "(", count: count) + "1" + String(repeating: " + 1)", count: count)
    }

    /// `do { do { … reload() … } }` in an override: one level per block, then the statement, the
    /// expression and the call inside the innermost one.
    static func blocks(_ levels: Int) -> String {
        let count = levels - 3
        return "class A: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        "
            + String(repeating: "do { ", count: count) + "reload()" + String(repeating: " }", count: count)
            + "\n    }\n}\nwindow.rootViewController = A()\nwindow.makeKeyAndVisible()\n"
    }

    /// `A.view.superview.superview…`: one level per member after the statement and expression.
    static func memberChain(_ levels: Int) -> String {
        show + "A" + String(repeating: ".view", count: levels - 2)
    }

    @Test func theDeepestAcceptedNestingRunsOnASmallStack() {
        #expect(Self.outcome(Self.parentheses(Self.limit)) == nil)
        #expect(Self.outcome(Self.arithmetic(Self.limit)) == nil)
        #expect(Self.outcome(Self.blocks(Self.limit)) == nil)
    }

    @Test func oneLevelPastTheLimitIsAnErrorAtTheTokenThatOpensIt() throws {
        let error = try #require(Self.outcome(Self.parentheses(Self.limit + 1)))
        // Line 3, after `let x = ` and the 99 parentheses that fit.
        #expect(error.location == SourceLocation(line: 3, column: 9 + Self.limit - 1))
        #expect(error.text == "the scenario nests more than 100 levels deep (the nesting limit)")
        for source in [Self.arithmetic(Self.limit + 1), Self.blocks(Self.limit + 1), Self.memberChain(Self.limit + 1)] {
            #expect(Self.outcome(source)?.text.hasSuffix("(the nesting limit)") == true)
        }
    }

    /// The inputs of issue 14 that crashed `lifeline trace` with a segmentation fault.
    @Test func inputsThatOverflowedTheStackAreErrors() {
        let parentheses = "let x = " + String(repeating: "(", count: 20_000) + String(repeating: ")", count: 20_000)
        #expect(Self.outcome(parentheses)?.text.hasSuffix("(the nesting limit)") == true)
        let blocks = String(repeating: "do { ", count: 20_000) + String(repeating: "}", count: 20_000)
        #expect(Self.outcome(blocks)?.text.hasSuffix("(the scenario length limit)") == true)
        let thousand = "let x = " + String(repeating: "(", count: 1_000) + "1" + String(repeating: ")", count: 1_000)
        #expect(Self.outcome(thousand)?.text.hasSuffix("(the nesting limit)") == true)
        let members = "A" + String(repeating: ".view", count: 5_000)
        #expect(Self.outcome(members)?.text.hasSuffix("(the nesting limit)") == true)
        let sums = "let x = 1" + String(repeating: " + 1", count: 5_000)
        #expect(Self.outcome(sums)?.text.hasSuffix("(the nesting limit)") == true)
    }

    /// A run of `!` parses in a loop but builds one `.not` per `!`, which the checker and the interpreter
    /// recurse through: each counts toward the nesting limit (2,000 of them overflowed the checker's stack).
    @Test func longRunsOfNegationAreANestingError() throws {
        let negations = "if " + String(repeating: "!", count: 2_000) + "true { }"
        #expect(Self.outcome(negations)?.text.hasSuffix("(the nesting limit)") == true)
        #expect(Self.outcome("if " + String(repeating: "!", count: 20) + "true { }") == nil)
    }

    @Test func scenarioLengthLimit() throws {
        let statement = "window.makeKeyAndVisible()\n"
        let padding = InputLimits.scenarioBytes - Self.show.utf8.count - statement.utf8.count
        let longest = Self.show + String(repeating: "/", count: padding - 1) + "\n" + statement
        #expect(longest.utf8.count == InputLimits.scenarioBytes)
        #expect(Self.outcome(longest) == nil)
        let error = try #require(Self.outcome(longest + "\n"))
        #expect(error.text == "the scenario is longer than 65536 bytes (the scenario length limit)")
        // The first byte past the limit: the line after the last statement.
        #expect(error.location == SourceLocation(line: 5, column: 1))
    }

    /// `viewDidLoad()` (a callback: one level) calls a chain of helper methods, each a call and two
    /// blocks deep (three levels), and the last ends in `extra` more blocks.
    static func runningCode(helpers: Int, extra: Int) -> String {
        var members = ""
        for index in 0..<helpers {
            let next =
                index + 1 < helpers
                ? "step\(index + 1)()"
                : String(repeating: "do { ", count: extra) + "reload()" + String(repeating: " }", count: extra)
            members += "    func step\(index)() { do { do { \(next) } } }\n"
        }
        return "class A: UIViewController {\n\(members)    override func viewDidLoad() {\n        super.viewDidLoad()\n"
            + "        step0()\n    }\n}\nwindow.rootViewController = A()\nwindow.makeKeyAndVisible()\n"
    }

    @Test func theDeepestAcceptedRunningCodeRunsOnASmallStack() throws {
        // 1 + 3 × 42 + 1 = 128 levels.
        #expect(Self.outcome(Self.runningCode(helpers: 42, extra: 1)) == nil)
        let error = try #require(Self.outcome(Self.runningCode(helpers: 42, extra: 2)))
        #expect(error.text == "scenario code nests more than 128 levels deep while it runs (the run depth limit)")
    }

    /// A helper that calls itself inside nested blocks: it overflowed even an 8 MiB stack.
    @Test func aHelperThatCallsItselfStopsAtTheRunDepthLimit() throws {
        let blocks = String(repeating: "do { ", count: 95) + "again()" + String(repeating: " }", count: 95)
        let source =
            "class A: UIViewController {\n    func again() { \(blocks) }\n    override func viewDidLoad() {\n"
            + "        super.viewDidLoad()\n        again()\n    }\n}\nwindow.rootViewController = A()\nwindow.makeKeyAndVisible()\n"
        let error = try #require(Self.outcome(source))
        #expect(error.text.hasSuffix("(the run depth limit)"))
        #expect(error.location.line == 2)
    }

    /// A layout pass whose `viewDidLayoutSubviews()` forces another: UIKit would recurse until the stack
    /// ran out; the run stops at the callback depth limit.
    @Test func aLayoutLoopStopsAtTheCallbackDepthLimit() throws {
        let error = try #require(
            Self.outcome(
                """
                class A: UIViewController {
                    override func viewDidLayoutSubviews() {
                        view.setNeedsLayout()
                        view.layoutIfNeeded()
                    }
                }
                window.rootViewController = A()
                window.makeKeyAndVisible()
                """))
        #expect(
            error.text
                == "scenario code called back from UIKit nests more than 64 levels deep (the callback depth limit)")
        #expect(error.location == SourceLocation(line: 4, column: 14))
    }

    /// Thousands of statements that each swap the window's root: each statement is fine, the run as a
    /// whole passes the trace length limit at the statement that does it.
    @Test func aRunStopsAtTheTraceLengthLimit() throws {
        let swap = "window.rootViewController = B\nwindow.rootViewController = A\n"
        let source = Self.show + String(repeating: swap, count: 1_000)
        let error = try #require(Self.outcome(source))
        #expect(error.text == "the run recorded more than 10000 trace events (the trace length limit)")
        let trace = try TraceOrder.run(Self.show + String(repeating: swap, count: 10))
        #expect(trace.events.count < InputLimits.traceEvents)
    }

    @Test func aLongLineIsCutAroundTheErrorInTheRenderedMessage() throws {
        let source = Self.parentheses(Self.limit + 1)
        let error = try #require(Self.outcome(source))
        let rendered = error.rendered(file: "s.scenario", source: source).split(separator: "\n")
        #expect(rendered[1].count == 122)
        #expect(rendered[1].hasPrefix("…((("))
        #expect(rendered[1].hasSuffix(")))…"))
        // The caret stands under the parenthesis the error names.
        #expect(rendered[2].count == 1 + 60 + 1)
    }
}
