import LifecycleModel
import Testing

@testable import Scenario

/// `UIKitClasses` is the one table of UIKit class names: every row can be created and subclassed, and
/// the trace names the object as the model treats it.
@Suite struct UIKitClassesTests {
    @Test(arguments: UIKitClasses.rows.map(\.name))
    func everyClassInTheTableCanBeCreated(_ name: String) throws {
        let trace = try TraceOrder.run("let x = \(name)()")
        let row = try #require(UIKitClasses.rows.first { $0.name == name })
        // UIKit's controller subclasses are plain controllers to the model; views keep their class.
        let shown = row.base == .viewController ? "UIViewController" : name
        #expect(trace.events.first?.object == "x")
        #expect(trace.events.first?.className == shown)
    }

    @Test(arguments: UIKitClasses.rows.map(\.name))
    func everyClassInTheTableCanBeSubclassed(_ name: String) throws {
        let trace = try TraceOrder.run("class Mine: \(name) {}\nlet x = Mine()")
        #expect(trace.events.first?.className == "Mine")
    }

    @Test func aMisspeltSuperclassIsHintedFromTheTable() {
        #expect(
            throws: ScenarioError(
                location: SourceLocation(line: 1, column: 13),
                .swift(.cannotFindTypeInScope("UITableViewControler")), hint: .didYouMean("UITableViewController"))
        ) {
            try TraceOrder.run("class Mine: UITableViewControler {}")
        }
    }
}
