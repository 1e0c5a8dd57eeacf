import LifecycleModel
import Testing

@testable import Scenario

/// Issue 27, second pass: the causes that stopped real controllers of the corpus, one test each.
struct RealSwiftSemanticsTests {
    @Test func innerScopesShadowOuterNamesAndHelpersGiveTheirValue() throws {
        let trace = try TraceOrder.run(
            """
            class A: UIViewController {
                var page = 2
                let pager = Pager.shared
                var isWide = true
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let query = "outer"
                    if page > 1 { let query = "inner"; print(query) }
                    print(query, label(for: page))
                    pager.menuItemSize = isWide ? .fixed(width: 100, height: 44) : .sizeToFit
                }
                func label(for value: Int) -> String {
                    return "page \\(value)"
                }
            }
            window.rootViewController = A(); window.makeKeyAndVisible()
            """)
        #expect(RealSwiftTests.console(trace) == ["inner", "outer page 2"])
        #expect(TraceOrder.lines(trace, objects: ["A"]).contains("A viewDidAppear(_:)"))
    }

    @Test func aRedeclarationInOneScopeStaysAnError() throws {
        let error = TraceOrder.error(
            "class A: UIViewController {\n    override func viewDidLoad() {\n        let x = 1\n        let x = 2\n    }\n}\nA().loadViewIfNeeded()"
        )
        #expect(error?.text == "invalid redeclaration of 'x'")
    }
}
