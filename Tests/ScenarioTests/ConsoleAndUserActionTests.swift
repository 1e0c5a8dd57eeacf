import LifecycleModel
import Testing

@testable import Scenario

/// `print(…)` as console rows in the trace (in their place among UIKit's calls, values evaluated where
/// the print runs), and a top-level call of an app class's method as one user event (issue 19, items 3
/// and 6).
@Suite struct ConsoleAndUserActionTests {
    static let leaving = """
        class Detail: UIViewController {
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                print("leaving:", isMovingFromParent, isBeingDismissed)
            }
        }
        let nav = UINavigationController(rootViewController: A)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(Detail(), animated: false)
        nav.popViewController(animated: false)
        """

    @Test func aPrintIsAConsoleRowNestedInTheCallbackThatRanIt() throws {
        let trace = try TraceOrder.run(Self.leaving)
        let index = try #require(trace.events.firstIndex { $0.kind == .console })
        let row = trace.events[index]
        #expect(row.object == "Detail" && row.className == "Detail" && row.callback == "print(_:)")
        #expect(row.args == [Argument("output", "leaving: true false")])
        #expect(row.line == 4, "the line of the print statement")
        let caller = trace.events[index - 1]
        #expect(caller.callback == "viewWillDisappear(_:)" && caller.object == "Detail")
        #expect(row.depth == caller.depth + 1)
        #expect(row.transaction == caller.transaction)
        #expect(trace.events.filter { $0.kind == .console }.count == 1)
    }

    /// Consumers (diagrams, the catalogue's tooltips, claims) match rows on the typed callback, never on
    /// its spelling: a UIKit call carries it, a console row does not.
    @Test func aRowCarriesItsTypedCallbackAndAConsoleRowNone() throws {
        let trace = try TraceOrder.run(Self.leaving)
        let calls = trace.events.filter { $0.kind == .callback }
        #expect(!calls.isEmpty)
        for row in calls { #expect(row.method?.name == row.callback, "\(row.object) \(row.callback)") }
        #expect(calls.contains { $0.method == .viewWillDisappear && $0.object == "Detail" })
        #expect(trace.events.filter { $0.kind == .console }.allSatisfy { $0.method == nil })
    }

    @Test func aTopLevelPrintHasNoObjectAndSeesTheStateOfThatMoment() throws {
        let trace = try TraceOrder.run(
            """
            let a = UIViewController()
            print("before:", a.isViewLoaded, a.view.window)
            window.rootViewController = a; window.makeKeyAndVisible()
            print("after:", a.view.window, a.view.bounds.width, [a, B], 0.5, separator: " | ")
            """)
        let rows = trace.events.filter { $0.kind == .console }
        #expect(rows.map { $0.args[0].value } == ["before: false nil", "after: | window | 393.0 | [a, B] | 0.5"])
        #expect(rows.allSatisfy { $0.object.isEmpty && $0.depth == 0 })
        #expect(rows.map(\.line) == [2, 4])
    }

    @Test func printArgumentErrors() {
        #expect(TraceOrder.error("print(A, sep: \"-\")")?.text == "extra argument 'sep' in call")
        #expect(
            TraceOrder.error("let s = \"-\"\nprint(A, separator: s)")?.text
                == "the model needs a string literal for 'separator:'")
    }

    /// "The user selects a row": the method the app declares runs as one event, with the receiver as `self`.
    @Test func aTopLevelCallOfAnAppMethodIsOneUserEvent() throws {
        let trace = try TraceOrder.run(
            """
            class List: UIViewController {
                func didSelectRow() {
                    print("selected in", self)
                    navigationController?.pushViewController(Item(), animated: true)
                }
            }
            let list = List()
            let nav = UINavigationController(rootViewController: list)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            list.didSelectRow()
            """)
        let event = trace.events.filter { $0.line == 3 || $0.line == 4 }
        #expect(event.first?.args.first?.value == "selected in list")
        #expect(
            TraceOrder.lines(
                Trace(ios: trace.ios, events: event), objects: ["Item"],
                callbacks: ["viewDidLoad()", "viewDidAppear(_:)"])
                == ["Item viewDidLoad()", "Item viewDidAppear(_:)"])
        // One event: its first transaction follows the previous statement's.
        let previous = try #require(trace.events.last { $0.line == 10 })
        #expect(event.first!.transaction == previous.transaction + 1)
    }

    @Test func anUndeclaredMethodIsStillAnError() {
        #expect(
            TraceOrder.rendered(
                """
                class List: UIViewController {
                    func didSelectRow() { }
                }
                let list = List()
                list.didSelectRows()
                """) == """
                    s.scenario:5:6: error: value of type 'List' has no member 'didSelectRows'
                    list.didSelectRows()
                         ^
                    """)
    }

    /// `user` is the scenario's person, not UIKit API: an unknown gesture is an error, never an opaque call
    /// that silently does nothing.
    @Test func anUnknownUserGestureIsAnError() {
        #expect(
            TraceOrder.error("window.rootViewController = A\nwindow.makeKeyAndVisible()\nuser.tapBackButton(in: A)")?
                .text == "value of type 'User' has no member 'tapBackButton'")
        #expect(
            TraceOrder.rendered(
                "window.rootViewController = A\nwindow.makeKeyAndVisible()\nuser.swipBack(A, completes: true)"
            )
            .contains("hint: did you mean `swipeBack(_:completes:)`?"))
    }
}
