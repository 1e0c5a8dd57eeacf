import LifecycleModel
import Testing

@testable import Scenario

/// Issue 27, the syntax side: each form real controllers are written in parses, and runs with the
/// meaning the README gives it (an opaque value unless it touches modelled API).
struct RealSwiftSyntaxTests {
    /// The console rows printed while `source` runs (in a controller's `viewDidLoad` when `inViewDidLoad`).
    static func printed(_ body: String, ios: Int = 26) throws -> [String] {
        let source = """
            class A: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
            \(body.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n"))
                }
            }
            A().loadViewIfNeeded()
            """
        return RealSwiftTests.console(try TraceOrder.run(source, ios: ios))
    }

    static func notes(_ body: String) throws -> [String] {
        try TraceOrder.run(
            "class A: UIViewController {\n    override func viewDidLoad() {\n\(body)\n    }\n}\nA().loadViewIfNeeded()"
        )
        .notModelled
    }

    @Test func dictionaryLiteralsAreOpaqueValues() throws {
        #expect(
            try Self.printed(
                """
                let map = [StoryType.top: "topstories", .new: "newstories"]
                var cache = [Int: String]()
                let empty: [String: Int] = [:]
                print("made")
                """) == ["made"])
        #expect(try Self.notes("let map = [\"a\": 1]") == ["dictionary literal"])
    }

    @Test func shorthandClosureParameters() throws {
        #expect(
            try Self.printed(
                """
                let titles = children.map { $0.title }
                let pairs = children.sorted { $0.title < $1.title }
                print("mapped")
                """) == ["mapped"])
    }

    @Test func compoundAssignmentIsArithmeticOnTheTarget() throws {
        #expect(
            try Self.printed(
                """
                var count = 10
                count -= 4
                count *= 3
                count /= 2
                count += 1
                print(count)
                print(count % 4)
                var width = 1.5
                width *= 2
                print(width)
                """) == ["10", "2", "3.0"])
    }

    @Test func localsDeclaredWithATypeAreAssignedLater() throws {
        #expect(
            try Self.printed(
                """
                let label: String
                if children.isEmpty { label = "none" } else { label = "some" }
                print(label)
                """) == ["none"])
        // A controller declared before its value is one the model runs.
        let trace = try TraceOrder.run(
            """
            let next: UIViewController
            next = UIViewController()
            next.loadViewIfNeeded()
            """)
        #expect(TraceOrder.lines(trace, objects: ["next"]).contains("next viewDidLoad()"))
    }

    @Test func poundLiteralsAreOpaqueAndAvailabilityReadsTheRelease() throws {
        let body = """
            let key = #keyPath(UIView.frame)
            let image = #imageLiteral(resourceName: "logo")
            let color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
            if #available(iOS 13.0, *) { print("13+") } else { print("older") }
            guard #available(iOS 15, *) else { return }
            print("15+")
            """
        #expect(try Self.printed(body) == ["13+", "15+"])
        #expect(try Self.printed(body, ios: 12) == ["older"])
        #expect(try Self.printed("if #available(macOS 11, *) { print(\"any iOS\") }", ios: 9) == ["any iOS"])
    }

    /// `print(#function)`, as yagamo-style.com's iOS 13 modal log (aokiplayer/ModalXcode11) is written: the
    /// enclosing method's Swift name, a closure's inside it included; outside a method it is an error.
    @Test func poundFunctionNamesTheEnclosingMethod() throws {
        #expect(
            try Self.printed("print(#function)\nDispatchQueue.main.async { print(#function) }") == [
                "viewDidLoad()", "viewDidLoad()",
            ])
        let trace = try TraceOrder.run(
            """
            class B: UIViewController {
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print(#function) }
                deinit { print(#function) }
            }
            window.rootViewController = B(); window.makeKeyAndVisible()
            window.rootViewController = nil
            """)
        #expect(RealSwiftTests.console(trace) == ["viewWillAppear(_:)", "deinit"])
        let outside = TraceOrder.error("print(#function)")
        #expect(outside?.text == "'#function' outside a method: it names the method it is written in")
    }

    @Test func switchOverStringsBindingsAndWhere() throws {
        #expect(
            try Self.printed(
                """
                let title = "Present Modally"
                switch title {
                case "Show":
                    print("show")
                case "Present Modally", "Present":
                    print("present")
                default:
                    break
                }
                switch children.count {
                case 0: print("no children")
                case let n where n > 3: print("many")
                case let other: print("some")
                }
                switch (1, title) {
                case (0, _): print("tuple")
                default: print("undecided tuple")
                }
                """) == ["present", "no children"]) // a tuple is opaque: no case of its switch is chosen
        // Over a value the model does not model, the cases are checked and none is chosen.
        #expect(
            try Self.printed(
                """
                switch traitCollection.userInterfaceStyle {
                case .dark: print("dark")
                default: print("other")
                }
                print("after")
                """) == ["after"])
    }

    @Test func rangesAndForInWithWhereAndTuples() throws {
        #expect(
            try Self.printed(
                """
                let range = 0..<3
                let closed = 1...5
                for child in children where child.isViewLoaded { print("loaded") }
                for (index, child) in children.enumerated() { print(index) }
                for _ in 0..<2 { print("counted") }
                let items = FeedStore.shared.items
                for _ in 0..<items.count { print("never: an opaque bound is not counted") }
                print("done")
                """) == ["counted", "counted", "done"])
        #expect(
            try Self.notes("let items = FeedStore.shared.items\nfor _ in 0..<items.count { }").contains(
                "for-in over range"))
    }

    @Test func deferRunsAtTheEndOfItsBlockLastFirst() throws {
        #expect(
            try Self.printed(
                """
                defer { print("first deferred, runs last") }
                defer { print("second deferred") }
                do {
                    defer { print("inner") }
                    print("in do")
                }
                print("body")
                """) == ["in do", "inner", "body", "second deferred", "first deferred, runs last"])
    }

    @Test func doCatchRunsTheDoBodyAndChecksTheCatchBody() throws {
        #expect(
            try Self.printed(
                """
                do {
                    try loadArticles()
                    print("loaded")
                } catch let error as DecodingError {
                    print(error)
                } catch {
                    print("failed: \\(error)")
                }
                """) == ["loaded"])
    }

    @Test func chainsContinueOnALineStartingWithADot() throws {
        #expect(
            try Self.printed(
                """
                let visible = children
                    .filter { $0.isViewLoaded }
                    .map { $0.title }
                print("chained")
                """) == ["chained"])
    }

    @Test func castsToCollectionAndOldOptionalTypes() throws {
        #expect(
            try Self.printed(
                """
                _ = children as? [String: Any]
                _ = children.first as UIViewController!
                print("cast")
                """) == ["cast"])
    }

    @Test func breakAndContinueLeaveTheLoopOrItsBody() throws {
        let trace = try TraceOrder.run(
            """
            class A: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for child in children {
                        guard child.isViewLoaded else { continue }
                        print("loaded child")
                        break
                    }
                    print("after")
                }
            }
            let a = A()
            let b = UIViewController()
            let c = UIViewController()
            a.addChild(b)
            a.addChild(c)
            c.loadViewIfNeeded()
            a.loadViewIfNeeded()
            """)
        #expect(RealSwiftTests.console(trace) == ["loaded child", "after"])
        #expect(
            TraceOrder.error("class A: UIViewController {\n    func f() {\n        break\n    }\n}")?.text
                == "unlabeled 'break' is only allowed inside a loop or switch")
    }

    @Test func aLocalFunctionIsAHelperOfItsClass() throws {
        #expect(
            try Self.printed(
                """
                func report(_ value: Int) {
                    print("value \\(value)")
                }
                report(3)
                """) == ["value 3"])
    }

    @Test func customOperatorsAndTrailingClosuresAfterATypeName() throws {
        #expect(
            try Self.printed(
                """
                title +++
                    UILabel()
                    <<< UILabel()
                let work = DispatchWorkItem { (label: UILabel, data: SourceData, index) in
                    print("never run")
                }
                print("built")
                """) == ["built"])
        #expect(try Self.notes("title +++ UILabel()").contains("operator +++"))
    }

    @Test func conditionsAndOperatorsWrapAcrossLines() throws {
        #expect(
            try Self.printed(
                """
                if children.isEmpty,
                    !isViewLoaded == false &&
                    true {
                    print("wrapped")
                }
                let total = 1 +
                    2
                print(total)
                """) == ["wrapped", "3"])
    }

    @Test func implicitMembersWhereAnOpaqueValueIsExpected() throws {
        #expect(
            try Self.printed(
                """
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.backgroundColor = .systemBackground
                print("set")
                """) == ["set"])
    }

    // MARK: - Errors say what was expected

    /// `message` and `hint` of the error `source` stops with.
    static func error(_ source: String) -> (String, String?)? {
        TraceOrder.error(source).map { ($0.text, $0.hintText) }
    }

    @Test func aStatementThatGoesOnSaysWhatWasExpectedAndWhatSwiftDoesThere() {
        let cases: [(String, String, String)] = [
            ("let a = UIViewController() b", "found 'b'", "two expressions side by side"),
            ("print(1) : 2", "found ':'", "a pair inside a dictionary literal"),
            ("let a = 1 {", "found '{'", "trailing closure only after a call's ')'"),
            ("print(1))", "found ')'", "closes nothing"),
            ("let a = 1 = 2", "found '='", "only a name, a property or a subscript can be assigned to"),
            ("print(1) !", "found '!'", "no space before it"),
            ("let a = 1 return", "found 'return'", "'return' starts a new statement"),
        ]
        for (source, found, hint) in cases {
            let error = Self.error(source)
            #expect(error?.0 == "expected a new line or ';' after the statement, " + found, "\(source)")
            #expect(error?.1?.contains(hint) == true, "\(source): \(error?.1 ?? "no hint")")
        }
    }

    @Test func literalAndPatternErrorsNameWhatWasExpected() {
        #expect(Self.error("let a = [1: 2, 3]")?.0 == "expected ':' after the key in a dictionary literal, found ']'")
        #expect(Self.error("let a = [1, 2: 3]")?.0 == "expected ',' or ']' in array literal, found ':'")
        #expect(Self.error("let a = #foo(1)")?.0 == "unknown expression '#foo(…)'")
        #expect(Self.error("let a")?.0 == "expected '=' or ': Type' after 'a', found end of scenario")
        #expect(
            Self.error("switch 1 {\ncase :\n    break\n}")?.0 == "expected a pattern after 'case', found ':'")
        #expect(
            Self.error("for (a, 1) in x { }")?.0 == "expected a name in the 'for' loop's tuple, found '1'")
    }
}
