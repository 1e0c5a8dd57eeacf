import LifecycleModel
import Testing

@testable import Scenario

/// `if`/`else`, `if let`/`guard let`, `for … in`, `switch`, `return`, comparisons and `&&`/`||`/`!`,
/// optional chaining: view-controller code as it is written runs as a scenario (issue 19).
@Suite struct ControlFlowTests {
    /// What the scenario printed, in order.
    static func printed(_ trace: Trace) -> [String] {
        trace.events.filter { $0.kind == .console }.map { $0.args.first?.value ?? "" }
    }

    @Test func ifElseChoosesOneBranchAtTheTopLevelAndInAMethod() throws {
        let trace = try TraceOrder.run(
            """
            class A: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if isViewLoaded && parent == nil {
                        print("root")
                    } else if parent != nil {
                        print("child")
                    } else {
                        print("never")
                    }
                }
            }
            let a = A()
            if a.isViewLoaded { print("loaded too early") } else { print("not loaded") }
            window.rootViewController = a
            """)
        #expect(Self.printed(trace) == ["not loaded", "root"])
    }

    @Test func ifLetBindsTheUnwrappedValueOnlyWhenItIsThere() throws {
        let trace = try TraceOrder.run(
            """
            class A: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    if let nav = navigationController, nav.children.count > 0 {
                        print("in", nav)
                    }
                    if let tabBarController {
                        print("in tabs", tabBarController)
                    } else {
                        print("no tabs")
                    }
                }
            }
            let a = A()
            let nav = UINavigationController(rootViewController: a)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            """)
        #expect(Self.printed(trace) == ["in nav", "no tabs"])
    }

    @Test func guardLeavesTheMethodAndItsBindingStaysInScope() throws {
        let trace = try TraceOrder.run(
            """
            class A: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    guard let nav = navigationController else {
                        print("no navigation controller")
                        return
                    }
                    print("pushed onto", nav)
                }
            }
            let a = A()
            window.rootViewController = a
            window.makeKeyAndVisible()
            window.rootViewController = UINavigationController(rootViewController: A())
            """)
        #expect(Self.printed(trace) == ["no navigation controller", "pushed onto UINavigationController"])
    }

    @Test func forInVisitsChildrenAndArrayLiterals() throws {
        let trace = try TraceOrder.run(
            """
            class Container: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for child in [Left, Right] {
                        addChild(child)
                        view.addSubview(child.view)
                        child.didMove(toParent: self)
                    }
                    for child in children { print(child, child.parent) }
                }
            }
            window.rootViewController = Container()
            """)
        #expect(Self.printed(trace) == ["Left Container", "Right Container"])
        #expect(
            TraceOrder.lines(trace, callbacks: ["didMove(toParent:)"]) == [
                "Left didMove(toParent:)", "Right didMove(toParent:)",
            ])
    }

    @Test func switchOnAnEnumRunsTheMatchingCase() throws {
        let trace = try TraceOrder.run(
            """
            class A: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    switch modalPresentationStyle {
                    case .fullScreen, .overFullScreen:
                        print("covers the presenter")
                    case .pageSheet:
                        print("sheet")
                    default:
                        break
                    }
                }
            }
            let a = A()
            window.rootViewController = Root
            window.makeKeyAndVisible()
            a.modalPresentationStyle = .fullScreen
            Root.present(a, animated: false)
            """)
        #expect(Self.printed(trace) == ["covers the presenter"])
    }

    @Test func returnEndsOnlyItsOwnMethod() throws {
        let trace = try TraceOrder.run(
            """
            class A: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setUp()
                    print("after setUp")
                }
                func setUp() {
                    for child in [B, C] {
                        if child === C { return }
                        print("set up", child)
                    }
                    print("never")
                }
            }
            window.rootViewController = A()
            """)
        #expect(Self.printed(trace) == ["set up B", "after setUp"])
    }

    @Test func logicalOperatorsShortCircuitAndComparisonsCompareValues() throws {
        let trace = try TraceOrder.run(
            """
            class A: UIViewController {
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    let width = view.bounds.width
                    print(width > 300, width <= 300, width == 393, 2 + 2 != 4, !(width < 0), "a" == "a")
                    if presentedViewController != nil || view.window != nil { print("shown") }
                }
            }
            window.rootViewController = A()
            window.makeKeyAndVisible()
            """)
        // Laid out once at launch (DeviceLogAgreementTests: Matt Neuburg's launch logs).
        #expect(Self.printed(trace) == ["true false true false true true", "shown"])
    }

    @Test(arguments: [false, true])
    func optionalChainingCallsOnlyWhenTheBaseIsThere(inNavigation: Bool) throws {
        let trace = try TraceOrder.run(
            """
            class A: UIViewController {
                func next() {
                    navigationController?.pushViewController(B, animated: false)
                }
            }
            let a = A()
            window.rootViewController = \(inNavigation ? "UINavigationController(rootViewController: a)" : "a")
            window.makeKeyAndVisible()
            a.next()
            """)
        // The push's callbacks carry the line of the push, inside the method.
        #expect(
            TraceOrder.lines(trace, line: 3, objects: ["B"], callbacks: ["viewDidAppear(_:)"])
                == (inNavigation ? ["B viewDidAppear(_:)"] : []),
            "without a navigation controller the push does not run")
    }

    @Test func readsThroughAnOptionalChainAreNilWhenTheBaseIs() throws {
        let trace = try TraceOrder.run(
            """
            class A: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print(parent?.view.window, navigationController?.children.count == 1, viewIfLoaded?.window == nil)
                }
            }
            window.rootViewController = A()
            """)
        #expect(Self.printed(trace) == ["nil false true"])
    }

    // MARK: - Errors

    @Test func conditionMustBeABool() {
        #expect(
            TraceOrder.rendered(
                """
                class A: UIViewController {
                    override func viewDidLoad() {
                        if presentedViewController { print("x") }
                    }
                }
                """) == """
                    s.scenario:3:12: error: optional type 'UIViewController?' cannot be used as a boolean; test for '!= nil' instead
                            if presentedViewController { print("x") }
                               ^
                    """)
    }

    @Test func guardMustLeave() {
        #expect(
            TraceOrder.rendered(
                """
                class A: UIViewController {
                    override func viewDidLoad() {
                        guard isViewLoaded else { print("x") }
                    }
                }
                """) == """
                    s.scenario:3:9: error: 'guard' body must not fall through, consider using a 'return' to exit the scope
                            guard isViewLoaded else { print("x") }
                            ^
                    """)
    }

    @Test func returnAndGuardNeedAMethod() {
        #expect(TraceOrder.error("return")?.text == "return invalid outside of a func")
        #expect(
            TraceOrder.error("guard A.isViewLoaded else { return }")?.text
                == "'guard' at the top level has no method to leave")
    }

    @Test func switchMustBeExhaustive() {
        #expect(
            TraceOrder.rendered(
                """
                switch A.modalPresentationStyle {
                case .fullScreen: print("full")
                }
                """
            ).hasPrefix(
                """
                s.scenario:1:1: error: switch must be exhaustive
                switch A.modalPresentationStyle {
                ^
                hint: add the missing cases `case .automatic:`
                """))
        // Over a Bool (or any value beyond the model's enums) Swift's compiler checks exhaustiveness, not the model.
        #expect(TraceOrder.error("switch A.isViewLoaded {\ncase true: break\n}") == nil)
        #expect(
            TraceOrder.error("switch A.modalPresentationStyle {\ncase .fullScreen:\ndefault: break\n}")?.text
                == "'case' label in a 'switch' must have at least one executable statement")
    }

    @Test func comparisonsOfUnrelatedTypesAreRefused() {
        #expect(
            TraceOrder.rendered("print(A.isViewLoaded == 1)") == """
                s.scenario:1:22: error: binary operator '==' cannot be applied to operands of type 'Bool' and 'Int'
                print(A.isViewLoaded == 1)
                                     ^
                """)
        #expect(
            TraceOrder.error("print(A.isViewLoaded < 1)")?.text
                == "binary operator '<' cannot be applied to operands of type 'Bool' and 'Int'")
        #expect(
            TraceOrder.error("print(1 < 2 < 3)")?.text
                == "adjacent operators are in non-associative precedence group 'ComparisonPrecedence'")
    }

    @Test func headerSyntaxErrorsPointAtTheToken() {
        // A `{` on a line of its own opens the body, as in Swift (Allman style).
        #expect(TraceOrder.error("if A.isViewLoaded\n{ print(1) }") == nil)
        #expect(TraceOrder.error("for child in A.children\n{ print(child) }") == nil)
        #expect(TraceOrder.error("switch 1\n{\ndefault: print(1)\n}") == nil)
        #expect(
            TraceOrder.error("for child in A.children\nprint(child)")?.text
                == "expected '{' after 'for', found end of line")
        #expect(TraceOrder.error("if A.isViewLoaded print(1)")?.location == SourceLocation(line: 1, column: 19))
        #expect(
            TraceOrder.error("for child A.children { }")?.text
                == "expected 'in' after the name in a 'for' loop, found 'A'")
        // `else` on the line after the `}`, as formatters lay it out, belongs to the `if` (as in Swift).
        #expect(TraceOrder.error("if A.isViewLoaded { }\nelse { }") == nil)
        #expect(TraceOrder.error("print(1)\nelse { }")?.text == "'else' without an 'if' before it")
        #expect(TraceOrder.error("while true { }")?.text == "the model does not run 'while' loops")
        #expect(
            TraceOrder.error("if let x = A { }")?.text
                == "initializer for conditional binding must have Optional type, not 'UIViewController'")
    }
}

extension ControlFlowTests {
    /// Every name `isOptional` answers by length is exactly the optional properties.
    @Test func optionalNamesAreTheOptionalProperties() {
        for property in LifecycleProperty.allCases {
            let optional = if case .optional = property.type { true } else { false }
            #expect(LifecycleProperty.isOptional(property.rawValue) == optional, "\(property)")
        }
    }

    /// Nesting limits are the parser's and checker's depth guards' business; these are ordinary lengths.
    @Test func negationsAndElseIfChains() throws {
        let bangs = String(repeating: "!", count: 20)
        #expect(try ControlFlowTests.printed(TraceOrder.run("print(\(bangs)true)")) == ["true"])
        let chain =
            (1...20).map { "if A.children.count == \($0) { print(\($0)) }" }.joined(separator: " else ")
            + " else { print(\"none\") }"
        #expect(try ControlFlowTests.printed(TraceOrder.run(chain)) == ["none"])
    }
}
