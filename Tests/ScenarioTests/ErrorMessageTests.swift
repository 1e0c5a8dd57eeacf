import LifecycleModel
import Testing

@testable import Scenario

/// Every kind of scenario error, rendered exactly as `lifeline trace` prints it.
@Suite struct ErrorMessageTests {
    func rendered(_ source: String, ios: Int = 26) -> String { TraceOrder.rendered(source, ios: ios) }

    @Test func undefinedNameSuggestsTheNearestVariable() {
        #expect(
            rendered(
                "let nav = UINavigationController(rootViewController: A)\nnaav.pushViewController(B, animated: true)")
                    == """
                    s.scenario:2:1: error: cannot find 'naav' in scope
                    naav.pushViewController(B, animated: true)
                    ^
                    hint: did you mean `nav`?
                    """)
    }

    @Test func unknownMethodSuggestsTheFullSwiftName() {
        #expect(
            rendered(
                "let nav = UINavigationController(rootViewController: A)\nnav.pushViewControler(B, animated: true)")
                    == """
                    s.scenario:2:5: error: value of type 'UINavigationController' has no member 'pushViewControler'
                    nav.pushViewControler(B, animated: true)
                        ^
                    hint: did you mean `pushViewController(_:animated:)`?
                    """)
    }

    @Test func wrongLabel() {
        #expect(
            rendered(
                "let nav = UINavigationController(rootViewController: A)\nnav.pushViewController(B, animate: true)")
                    == """
                    s.scenario:2:27: error: incorrect argument label in call (have '_:animate:', expected '_:animated:')
                    nav.pushViewController(B, animate: true)
                                              ^
                    hint: did you mean `pushViewController(_:animated:)`?
                    """)
    }

    @Test func missingArgument() {
        #expect(
            rendered("let nav = UINavigationController(rootViewController: A)\nnav.pushViewController(B)") == """
                s.scenario:2:5: error: missing argument for parameter 'animated' in call
                nav.pushViewController(B)
                    ^
                hint: did you mean `pushViewController(_:animated:)`?
                """)
    }

    @Test func wrongArgumentType() {
        #expect(
            rendered("let nav = UINavigationController(rootViewController: A)\nnav.pushViewController(B, animated: 1)")
                == """
                s.scenario:2:37: error: cannot convert value of type 'Int' to expected argument type 'Bool'
                nav.pushViewController(B, animated: 1)
                                                    ^
                """)
        #expect(
            rendered("let v = UIView()\nlet nav = UINavigationController(rootViewController: v)") == """
                s.scenario:2:54: error: cannot convert value of type 'UIView' to expected argument type 'UIViewController'
                let nav = UINavigationController(rootViewController: v)
                                                                     ^
                """)
    }

    @Test func unknownPresentationStyle() {
        #expect(
            rendered("A.modalPresentationStyle = .fullscreen") == """
                s.scenario:1:28: error: type 'UIModalPresentationStyle' has no member 'fullscreen'
                A.modalPresentationStyle = .fullscreen
                                           ^
                hint: did you mean `fullScreen`?
                """)
    }

    @Test func misspelledOverride() {
        #expect(
            rendered("class X: UIViewController {\n    override func viewWillApear(_ animated: Bool) { }\n}") == """
                s.scenario:2:5: error: method 'viewWillApear(_:)' does not override any method from its superclass
                    override func viewWillApear(_ animated: Bool) { }
                    ^
                hint: did you mean `viewWillAppear(_:)`?
                """)
    }

    @Test func errorInsideACompletionClosure() {
        #expect(
            rendered("A.present(B, animated: true) { _ in\n  B.dismis(animated: true)\n}") == """
                s.scenario:2:5: error: value of type 'UIViewController' has no member 'dismis'
                  B.dismis(animated: true)
                    ^
                hint: did you mean `dismiss(animated:completion:)`?
                """)
    }

    @Test func syntaxErrors() {
        #expect(
            rendered("window.rootViewController = A window.makeKeyAndVisible()") == """
                s.scenario:1:31: error: expected a new line or ';' after the statement, found 'window'
                window.rootViewController = A window.makeKeyAndVisible()
                                              ^
                hint: two expressions side by side: join them with an operator or a ',' inside brackets, or put the second on its own line or after ';'
                """)
        #expect(
            rendered("window.makeKeyAndVisible(") == """
                s.scenario:1:25: error: expected ')' to match this '('
                window.makeKeyAndVisible(
                                        ^
                """)
        #expect(
            rendered("let s = \"abc") == """
                s.scenario:1:9: error: unterminated string literal
                let s = "abc
                        ^
                hint: close it with `"` on the same line
                """)
    }

    @Test func letCannotBeReleased() {
        #expect(
            rendered("let A = UIViewController()\nA = nil") == """
                s.scenario:2:1: error: cannot assign to value: 'A' is a 'let' constant
                A = nil
                ^
                hint: declare it with `var A = …` to release it later
                """)
    }

    @Test func uikitRefusals() {
        #expect(
            rendered(
                "let nav = UINavigationController(rootViewController: A)\nnav.pushViewController(A, animated: true)")
                    == """
                    s.scenario:2:5: error: Pushing the same view controller instance (A) more than once is not supported
                    nav.pushViewController(A, animated: true)
                        ^
                    """)
        #expect(
            rendered(
                "window.rootViewController = A\nwindow.makeKeyAndVisible()\nA.present(B, animated: true)\nuser.dragDownSheet(B, completes: true)",
                ios: 12) == """
                    s.scenario:4:6: error: B cannot be dragged down: on iOS 12 it is presented as .fullScreen, not as a sheet
                    user.dragDownSheet(B, completes: true)
                         ^
                    """)
    }

    @Test func renderingShiftsLinesForEmbeddedScenarios() {
        let error = ScenarioError(location: SourceLocation(line: 1, column: 3), .running(.variableSetToNil))
        #expect(
            error.rendered(file: "page.md", source: "a.b()", lineOffset: 10, columnOffset: 0) == """
                page.md:11:3: error: the variable was set to nil; it holds no object here
                a.b()
                  ^
                """)
    }

    @Test func unknownRelease() {
        #expect(
            rendered("window.makeKeyAndVisible()", ios: 19) == """
                s.scenario:1:1: error: the model has no profile for iOS 19 (known: 3–18, 26)
                window.makeKeyAndVisible()
                ^
                """)
    }
}
